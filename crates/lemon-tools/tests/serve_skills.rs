//! The skills extension half of `lemon serve` in process ([`SkillServer`]): which skills
//! it serves and why the others are left out (each [`Unservable`] reason), the
//! frontmatter carried verbatim, linked skill directories, links inside a skill, and the
//! pages of `skills/list`. The wire is tested end to end in lemon-cli's
//! `tests/cli/serve_skills.rs`.

use std::path::Path;

use lemon_core::paths::Env;
use lemon_mcp::protocol::skills::{
    DirectoryReadParams, GetSkillParams, ListSkillsParams, SkillResources,
};
use lemon_skills::Registry;
use lemon_tools::serve::skills::{PAGE_SIZE, SkillServer, Unservable};
use serde_json::json;

struct Project {
    _dir: tempfile::TempDir,
    root: std::path::PathBuf,
    skills: std::path::PathBuf,
    server: SkillServer,
}

/// An empty project (a repository root) with HOME and the agent directory in the same
/// temporary directory, so no skill of this machine is seen.
fn project() -> Project {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path().to_path_buf();
    let proj = root.join("proj");
    for d in ["home", "agent", "proj/.git", "proj/.lemon/skill"] {
        std::fs::create_dir_all(root.join(d)).unwrap();
    }
    let env = Env::empty()
        .with("HOME", root.join("home"))
        .with("LEMON_AGENT_DIR", root.join("agent"))
        .with_working_dir(&proj);
    let server = SkillServer::new(Registry::with_env(env), proj.clone());
    Project {
        _dir: dir,
        skills: proj.join(".lemon/skill"),
        root,
        server,
    }
}

fn skill(p: &Project, key: &str, skill_md: &str) -> std::path::PathBuf {
    let dir = p.skills.join(key);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("SKILL.md"), skill_md).unwrap();
    dir
}

fn plain(name: &str) -> String {
    format!("---\nname: {name}\ndescription: The {name} skill\n---\n\nBody.\n")
}

fn write(dir: &Path, rel: &str, bytes: &[u8]) {
    let f = dir.join(rel);
    std::fs::create_dir_all(f.parent().unwrap()).unwrap();
    std::fs::write(f, bytes).unwrap();
}

#[test]
fn each_skill_the_extension_cannot_describe_is_left_out_with_its_reason() {
    let p = project();
    skill(&p, "fine", &plain("fine"));
    skill(
        &p,
        "toml-skill",
        "+++\nname = \"toml-skill\"\ndescription = \"d\"\n+++\n\nBody.\n",
    );
    skill(
        &p,
        "repaired",
        "---\nname: repaired\ndescription: Use when: the YAML needs a repair\n---\n\nBody.\n",
    );
    skill(&p, "renamed", &plain("other-name"));
    skill(&p, "Bad--Name", &plain("Bad--Name"));
    skill(
        &p,
        "reserved",
        "---\nname: reserved\ndescription: d\nmetadata:\n  io.modelcontextprotocol/skills: x\n---\n",
    );
    skill(
        &p,
        "no-description",
        "---\nname: no-description\n---\n\nBody.\n",
    );
    let many = skill(&p, "many", &plain("many"));
    for i in 0..512 {
        write(&many, &format!("parts/{i}.txt"), b"x");
    }
    let at_limit = skill(&p, "at-limit", &plain("at-limit"));
    for i in 0..511 {
        write(&at_limit, &format!("parts/{i}.txt"), b"x");
    }
    let big = skill(&p, "big", &plain("big"));
    write(&big, "data.bin", &vec![b'x'; 1024 * 1024 + 1]);
    let heavy = skill(&p, "heavy", &plain("heavy"));
    for i in 0..17 {
        write(&heavy, &format!("chunks/{i}.txt"), &vec![b'y'; 1024 * 1024]);
    }

    let s = &p.server;
    assert!(s.skill_entry("fine").is_ok());
    // 511 files and SKILL.md: exactly the bound, served.
    let SkillResources::Files(files) = s.skill_entry("at-limit").unwrap().resources else {
        panic!()
    };
    assert_eq!(files.len(), 512);
    assert_eq!(s.skill_entry("toml-skill"), Err(Unservable::NotYaml));
    assert!(
        matches!(s.skill_entry("repaired"), Err(Unservable::NotStrictYaml(_))),
        "{:?}",
        s.skill_entry("repaired")
    );
    assert_eq!(
        s.skill_entry("renamed"),
        Err(Unservable::NameNotKey {
            key: "renamed".into(),
            name: "other-name".into()
        })
    );
    assert_eq!(
        s.skill_entry("Bad--Name"),
        Err(Unservable::InvalidName("Bad--Name".into()))
    );
    assert_eq!(
        s.skill_entry("reserved"),
        Err(Unservable::ReservedMetadata(
            "io.modelcontextprotocol/skills".into()
        ))
    );
    assert_eq!(
        s.skill_entry("no-description"),
        Err(Unservable::MissingField("description"))
    );
    assert_eq!(s.skill_entry("many"), Err(Unservable::TooManyFiles));
    assert_eq!(s.skill_entry("big"), Err(Unservable::TooLarge));
    assert_eq!(s.skill_entry("heavy"), Err(Unservable::TooLarge));

    // skills/list and skills/get agree with those reasons; resources/list still names
    // every listed skill.
    let listed = s.list_skills(ListSkillsParams::default()).unwrap();
    let project_uris: Vec<&str> = listed
        .skills
        .iter()
        .map(|e| e.uri.as_str())
        .filter(|u| {
            !["lemon-cli", "mcp-server-debugging", "skill-creator"]
                .iter()
                .any(|b| u.contains(b))
        })
        .collect();
    assert_eq!(
        project_uris,
        ["skill://at-limit/SKILL.md", "skill://fine/SKILL.md"]
    );
    for left_out in ["toml-skill", "renamed", "many", "heavy"] {
        let e = s
            .get_skill(GetSkillParams {
                uri: format!("skill://{left_out}/SKILL.md"),
                ..Default::default()
            })
            .unwrap_err();
        assert_eq!(e.code, -32602, "{left_out}");
        assert!(
            s.resources()
                .iter()
                .any(|r| r.uri == format!("skill://{left_out}/SKILL.md")),
            "{left_out}"
        );
    }
}

#[test]
fn the_frontmatter_is_the_yaml_as_written() {
    let p = project();
    skill(
        &p,
        "typed",
        "---\nname: typed\ndescription: \"Quoted: with a colon\"\nversion: 3\nratio: 0.5\n\
         beta: true\nnothing: null\nlicense: MIT\nallowed-tools: [git, \"rg\"]\n\
         notes: |\n  line one\n  line two\nmetadata:\n  nested:\n    deep: [1, {a: b}]\n---\n\nBody.\n",
    );
    let entry = p.server.skill_entry("typed").unwrap();
    assert_eq!(
        serde_json::Value::Object(entry.frontmatter),
        json!({
            "name": "typed",
            "description": "Quoted: with a colon",
            "version": 3,
            "ratio": 0.5,
            "beta": true,
            "nothing": null,
            "license": "MIT",
            "allowed-tools": ["git", "rg"],
            "notes": "line one\nline two\n",
            "metadata": {"nested": {"deep": [1, {"a": "b"}]}}
        })
    );
}

#[test]
fn links_are_never_followed_and_a_linked_skill_directory_is_served_where_it_points() {
    let p = project();
    // A skill directory that is itself a link (discovery follows it).
    let real = p.root.join("elsewhere/linked");
    std::fs::create_dir_all(&real).unwrap();
    std::fs::write(real.join("SKILL.md"), plain("linked")).unwrap();
    write(&real, "references/a.md", b"a\n");
    std::os::unix::fs::symlink(&real, p.skills.join("linked")).unwrap();
    // Links inside a skill: one to a file inside it, one out of it, one to a directory.
    let dir = skill(&p, "inner", &plain("inner"));
    write(&dir, "real.md", b"real\n");
    std::fs::write(p.root.join("secret.txt"), "secret\n").unwrap();
    std::os::unix::fs::symlink(dir.join("real.md"), dir.join("alias.md")).unwrap();
    std::os::unix::fs::symlink(p.root.join("secret.txt"), dir.join("leak.md")).unwrap();
    std::os::unix::fs::symlink(&p.root, dir.join("up")).unwrap();

    let linked = p.server.skill_entry("linked").unwrap();
    let SkillResources::Files(files) = &linked.resources else {
        panic!()
    };
    let uris: Vec<&str> = files.iter().map(|f| f.uri.as_str()).collect();
    assert_eq!(
        uris,
        ["skill://linked/SKILL.md", "skill://linked/references/a.md"]
    );

    let inner = p.server.skill_entry("inner").unwrap();
    let SkillResources::Files(files) = &inner.resources else {
        panic!()
    };
    let uris: Vec<&str> = files.iter().map(|f| f.uri.as_str()).collect();
    assert_eq!(uris, ["skill://inner/SKILL.md", "skill://inner/real.md"]);
    let children = p
        .server
        .read_directory(DirectoryReadParams {
            uri: "skill://inner".into(),
            ..Default::default()
        })
        .unwrap();
    let names: Vec<&str> = children.resources.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["SKILL.md", "real.md"]);
    for not_dir in [
        "skill://inner/up",
        "skill://inner/up/proj",
        "skill://inner/../linked",
    ] {
        let e = p
            .server
            .read_directory(DirectoryReadParams {
                uri: not_dir.into(),
                ..Default::default()
            })
            .unwrap_err();
        assert_eq!(e.code, -32602, "{not_dir}");
    }
    // A read through the link out of the skill is refused; its bytes never appear.
    let refused = p.server.read("skill://inner/leak.md").unwrap().unwrap_err();
    assert!(!format!("{refused:?}").contains("secret\n"));
}

#[test]
fn skills_list_pages_are_whole_entries_by_key() {
    let p = project();
    let n = 2 * PAGE_SIZE + 30;
    for i in 0..n {
        let name = format!("skill-{i:04}");
        skill(&p, &name, &plain(&name));
    }
    let mut seen = Vec::new();
    let mut cursor = None;
    let mut pages = 0;
    loop {
        let page = p
            .server
            .list_skills(ListSkillsParams {
                cursor: cursor.clone(),
                ..Default::default()
            })
            .unwrap();
        pages += 1;
        assert!(page.skills.len() <= PAGE_SIZE);
        seen.extend(page.skills.into_iter().map(|s| s.uri));
        match page.next_cursor {
            Some(c) => cursor = Some(c),
            None => break,
        }
        assert!(pages < 10, "the pages do not end");
    }
    // Three built-ins and the project's skills, each once, in key order.
    assert_eq!(seen.len(), n + 3);
    assert_eq!(pages, 3);
    let mut sorted = seen.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted, seen);
    let e = p
        .server
        .list_skills(ListSkillsParams {
            cursor: Some("not-ours".into()),
            ..Default::default()
        })
        .unwrap_err();
    assert_eq!(e.code, -32602);
}
