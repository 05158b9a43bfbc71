//! `lemon serve` and the MCP skills extension (SEP-2640): our own client over stdio and
//! Streamable HTTP, on the 2025-11-25 handshake and the 2026-07-28 stateless wire, then
//! the Python SDK client sending the extension's requests. The project holds a skill the
//! extension serves (a reference file, a binary file, a symbolic link out of the skill,
//! a hidden file) and skills it must leave out (TOML frontmatter, a name that is not its
//! directory's, a name breaking the naming rule, a reserved metadata key, a file too
//! large to read, more than 512 files), plus a hidden and a disabled one.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command as StdCommand;

use base64::Engine as _;
use lemon_mcp::client::stdio::{StdioConfig, StdioTransport};
use lemon_mcp::client::{Client, ClientOptions, Wire, WireMode};
use lemon_mcp::protocol::skills::{self, SkillEntry, SkillResources};
use lemon_mcp::protocol::version::ProtocolVersion;
use serde_json::{Value, json};

use super::serve::{spawn_http, stop};
use crate::{Sandbox, skill_md, write_skill};

const LOGO: [u8; 6] = [0x89, b'P', b'N', b'G', 0, 0xff];

/// The project (see the module docs); the secret outside the skill is in the sandbox's
/// `outside` directory.
fn project(sb: &Sandbox) {
    let skills = sb.repo.join(".lemon/skill");
    let pdf = write_skill(
        &skills,
        "pdf-forms",
        "---\nname: pdf-forms\ndescription: Fill in and flatten PDF forms\nmetadata:\n  author: lemon\n  tags: [pdf, forms]\n---\n\n## Usage\n\nSteps for pdf-forms.\n",
    );
    std::fs::create_dir_all(pdf.join("references")).unwrap();
    std::fs::write(
        pdf.join("references/fields.md"),
        "Field names are case-sensitive.\n",
    )
    .unwrap();
    std::fs::create_dir_all(pdf.join("assets")).unwrap();
    std::fs::write(pdf.join("assets/logo.png"), LOGO).unwrap();
    std::fs::write(pdf.join(".notes"), "scratch, not part of the skill\n").unwrap();
    std::fs::write(
        sb.outside.join("secret.txt"),
        "TOP SECRET outside the skill\n",
    )
    .unwrap();
    std::os::unix::fs::symlink(sb.outside.join("secret.txt"), pdf.join("leak.md")).unwrap();

    write_skill(
        &skills,
        "toml-skill",
        "+++\nname = \"toml-skill\"\ndescription = \"TOML frontmatter\"\n+++\n\nBody.\n",
    );
    write_skill(
        &skills,
        "renamed",
        &skill_md("other-name", "Name differs from the directory"),
    );
    write_skill(
        &skills,
        "Bad_Name",
        &skill_md("Bad_Name", "Breaks the naming rule"),
    );
    write_skill(
        &skills,
        "reserved-meta",
        "---\nname: reserved-meta\ndescription: Uses a reserved metadata key\nmetadata:\n  io.modelcontextprotocol/x: 1\n---\n\nBody.\n",
    );
    let big = write_skill(
        &skills,
        "big-file",
        &skill_md("big-file", "One file too large to read"),
    );
    std::fs::write(big.join("data.txt"), "x".repeat(2 * 1024 * 1024)).unwrap();
    let many = write_skill(
        &skills,
        "many-files",
        &skill_md("many-files", "More than 512 files"),
    );
    std::fs::create_dir_all(many.join("parts")).unwrap();
    for i in 0..skills::MAX_FILES_PER_SKILL {
        std::fs::write(many.join(format!("parts/{i}.md")), "part\n").unwrap();
    }
    write_skill(
        &skills,
        "secret-helper",
        "---\nname: secret-helper\ndescription: Hidden from the model\nhide: true\n---\n\nHidden body.\n",
    );
    write_skill(
        &skills,
        "old-tool",
        &skill_md("old-tool", "A disabled skill"),
    );
    sb.lemon(&["skill", "disable", "old-tool", "--json"])
        .assert()
        .success();
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

fn options(wire: WireMode) -> ClientOptions {
    ClientOptions {
        wire,
        ..ClientOptions::default()
    }
}

/// `lemon serve` over stdio in the sandbox, as our client's child.
fn stdio_config(sb: &Sandbox) -> StdioConfig {
    let cmd = sb.std_command(&sb.repo, &["serve"]);
    let mut config = StdioConfig::new(cmd.get_program().to_string_lossy())
        .args(cmd.get_args().map(|a| a.to_string_lossy().into_owned()));
    for (k, v) in cmd.get_envs() {
        if let Some(v) = v {
            config = config.env(k.to_string_lossy(), v.to_string_lossy());
        }
    }
    config.cwd(&sb.repo)
}

fn files(entry: &SkillEntry) -> BTreeMap<String, (String, u64)> {
    let SkillResources::Files(files) = &entry.resources else {
        panic!("a manifest expected: {entry:?}");
    };
    files
        .iter()
        .map(|f| (f.uri.clone(), (f.digest.clone(), f.size)))
        .collect()
}

/// The bytes `resources/read` returns for `uri` (text, or a decoded blob).
async fn read_bytes(client: &Client, uri: &str) -> Vec<u8> {
    let read = client.read_resource(uri).await.unwrap();
    let c = &read.contents[0];
    match (&c.text, &c.blob) {
        (Some(text), None) => text.as_bytes().to_vec(),
        (None, Some(blob)) => base64::engine::general_purpose::STANDARD
            .decode(blob)
            .unwrap(),
        other => panic!("{uri}: {other:?}"),
    }
}

/// Everything a client of the extension sees, checked on one connection.
async fn exercise(client: Client, expected: Wire) {
    let what = format!("{expected:?}");
    assert_eq!(client.wire(), Some(expected));
    let caps = client.server_capabilities().unwrap();
    assert!(caps.resources.is_some(), "{what}");
    assert_eq!(
        caps.extension(skills::EXTENSION_ID),
        Some(&json!({"directoryRead": true})),
        "{what}"
    );

    let listed = client.list_skills().await.unwrap();
    let uris: Vec<&str> = listed.iter().map(|s| s.uri.as_str()).collect();
    // The project's servable skill and the built-ins, by key; nothing left out sneaks in.
    assert_eq!(
        uris,
        [
            "skill://lemon-cli/SKILL.md",
            "skill://mcp-server-debugging/SKILL.md",
            "skill://pdf-forms/SKILL.md",
            "skill://skill-creator/SKILL.md",
        ],
        "{what}"
    );
    let pdf = listed
        .iter()
        .find(|s| s.uri == "skill://pdf-forms/SKILL.md")
        .unwrap();
    assert_eq!(
        Value::Object(pdf.frontmatter.clone()),
        json!({
            "name": "pdf-forms",
            "description": "Fill in and flatten PDF forms",
            "metadata": {"author": "lemon", "tags": ["pdf", "forms"]}
        }),
        "{what}"
    );
    let manifest = files(pdf);
    // Members only: no link (never followed), no hidden file.
    assert_eq!(
        manifest.keys().map(String::as_str).collect::<Vec<_>>(),
        [
            "skill://pdf-forms/SKILL.md",
            "skill://pdf-forms/assets/logo.png",
            "skill://pdf-forms/references/fields.md",
        ],
        "{what}"
    );
    // Every published URI reads back to exactly the bytes its digest and size name.
    for s in &listed {
        for (uri, (digest, size)) in files(s) {
            let bytes = read_bytes(&client, &uri).await;
            assert_eq!(bytes.len() as u64, size, "{uri}");
            assert_eq!(skills::digest_of(&bytes), digest, "{uri}");
        }
    }
    assert_eq!(
        read_bytes(&client, "skill://pdf-forms/assets/logo.png").await,
        LOGO
    );
    // The older URIs still read.
    let skill_md = read_bytes(&client, "skill://pdf-forms").await;
    assert_eq!(
        skill_md,
        read_bytes(&client, "skill://pdf-forms/SKILL.md").await
    );

    // skills/get: the listed entry; anything else -32602.
    assert_eq!(&client.get_skill(&pdf.uri).await.unwrap(), pdf, "{what}");
    for unknown in [
        "skill://no-such-skill/SKILL.md",
        "skill://secret-helper/SKILL.md",
        "skill://old-tool/SKILL.md",
        "skill://toml-skill/SKILL.md",
        "skill://renamed/SKILL.md",
        "skill://many-files/SKILL.md",
        "skill://pdf-forms/references/fields.md",
        "skill://pdf-forms",
        "file:///etc/passwd",
    ] {
        let e = client.get_skill(unknown).await.unwrap_err();
        assert_eq!(e.rpc_code(), Some(-32602), "{unknown}: {e}");
    }

    // resources/directory/read: direct children, subdirectories as inode/directory.
    let top = client.read_directory("skill://pdf-forms").await.unwrap();
    let kids: Vec<(&str, Option<&str>)> = top
        .iter()
        .map(|r| (r.uri.as_str(), r.mime_type.as_deref()))
        .collect();
    assert_eq!(
        kids,
        [
            ("skill://pdf-forms/SKILL.md", Some("text/markdown")),
            (
                "skill://pdf-forms/assets",
                Some(skills::DIRECTORY_MIME_TYPE)
            ),
            (
                "skill://pdf-forms/references",
                Some(skills::DIRECTORY_MIME_TYPE)
            ),
        ],
        "{what}"
    );
    let refs = client
        .read_directory("skill://pdf-forms/references/")
        .await
        .unwrap();
    assert_eq!(refs.len(), 1);
    assert_eq!(refs[0].uri, "skill://pdf-forms/references/fields.md");
    assert_eq!(refs[0].size, Some(32));
    for not_dir in [
        "skill://pdf-forms/SKILL.md",
        "skill://pdf-forms/references/fields.md",
        "skill://pdf-forms/leak.md",
        "skill://pdf-forms/../toml-skill",
        "skill://pdf-forms/references/../..",
        "skill://pdf-forms/nothing-here",
        "skill://secret-helper",
        "skill://no-such-skill",
        "https://example.com/",
    ] {
        let e = client.read_directory(not_dir).await.unwrap_err();
        assert_eq!(e.rpc_code(), Some(-32602), "{not_dir}: {e}");
    }

    // The link out of the skill is never followed by a read either.
    let e = client
        .read_resource("skill://pdf-forms/leak.md")
        .await
        .unwrap_err();
    assert!(!e.to_string().contains("TOP SECRET"), "{e}");

    // resources/list names each listed skill at its SKILL.md with the frontmatter's name.
    let resources = client.list_resources().await.unwrap();
    let r = resources
        .iter()
        .find(|r| r.uri == "skill://pdf-forms/SKILL.md")
        .unwrap_or_else(|| panic!("{resources:?}"));
    assert_eq!(r.name, "pdf-forms");
    assert_eq!(
        r.description.as_deref(),
        Some("Fill in and flatten PDF forms")
    );
    assert_eq!(r.mime_type.as_deref(), Some("text/markdown"));

    // On the stateless wire the extension's results carry the caching hints.
    if expected == Wire::Stateless {
        for (method, params) in [
            ("skills/list", json!({})),
            ("skills/get", json!({"uri": pdf.uri})),
            (
                "resources/directory/read",
                json!({"uri": "skill://pdf-forms"}),
            ),
        ] {
            let raw = client.request(method, Some(params)).await.unwrap();
            assert_eq!(raw["ttlMs"], 0, "{method}: {raw}");
            assert_eq!(raw["cacheScope"], "private", "{method}: {raw}");
        }
    }
    client.close().await;
}

#[test]
fn our_client_uses_the_skills_extension_over_http_on_both_wires() {
    let sb = Sandbox::new();
    project(&sb);
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0", "--no-mcp"]);
    runtime().block_on(async {
        for (mode, expected) in [
            (WireMode::Stateless, Wire::Stateless),
            (
                WireMode::Handshake,
                Wire::Handshake(ProtocolVersion::V2025_11_25),
            ),
        ] {
            let client = Client::connect_http(
                lemon_mcp::client::http::HttpConfig::new(url.clone()),
                options(mode),
            )
            .await
            .unwrap_or_else(|e| panic!("{mode:?}: {e}"));
            exercise(client, expected).await;
        }
    });
    stop(child);
}

#[test]
fn our_client_uses_the_skills_extension_over_stdio_on_both_wires() {
    let sb = Sandbox::new();
    project(&sb);
    runtime().block_on(async {
        for (mode, expected) in [
            (WireMode::Stateless, Wire::Stateless),
            (
                WireMode::Handshake,
                Wire::Handshake(ProtocolVersion::V2025_11_25),
            ),
        ] {
            let transport = StdioTransport::spawn(stdio_config(&sb)).unwrap();
            let client = Client::connect(transport, options(mode))
                .await
                .unwrap_or_else(|e| panic!("{mode:?}: {e}"));
            exercise(client, expected).await;
        }
    });
}

#[test]
fn without_skills_the_extension_is_not_declared() {
    let sb = Sandbox::new();
    project(&sb);
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0", "--no-skills", "--no-mcp"]);
    runtime().block_on(async {
        let client = Client::connect_http(
            lemon_mcp::client::http::HttpConfig::new(url.clone()),
            options(WireMode::Stateless),
        )
        .await
        .unwrap();
        let caps = client.server_capabilities().unwrap();
        assert!(caps.extension(skills::EXTENSION_ID).is_none(), "{caps:?}");
        let e = client.list_skills().await.unwrap_err();
        assert_eq!(e.rpc_code(), Some(-32601), "{e}");
        client.close().await;
    });
    stop(child);
}

/// The Python SDK client's report of the extension (peer script
/// `lemon-interop/peers/py_skills_client.py`).
fn drive_python(python: &Path, target: &[&str], mode: &str) -> Value {
    let script =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../lemon-interop/peers/py_skills_client.py");
    let out = StdCommand::new(python)
        .arg(script)
        .args(target)
        .args(["--mode", mode])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON report")
}

fn check_python_report(r: &Value, mode: &str) {
    assert_eq!(
        r["extension"],
        json!({"directoryRead": true}),
        "{mode}: {r}"
    );
    let uris: Vec<&str> = r["skills"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["uri"].as_str().unwrap())
        .collect();
    assert!(
        uris.contains(&"skill://pdf-forms/SKILL.md"),
        "{mode}: {uris:?}"
    );
    assert!(
        !uris
            .iter()
            .any(|u| u.contains("toml-skill") || u.contains("secret-helper"))
    );
    assert_eq!(
        r["get"]["skill"]["uri"], "skill://pdf-forms/SKILL.md",
        "{mode}"
    );
    assert_eq!(r["unknown"], -32602, "{mode}: {r}");
    assert_eq!(r["notDirectory"], -32602, "{mode}: {r}");
    assert_eq!(r["dotdot"], -32602, "{mode}: {r}");
    // The peer hashed every file it read and compared it with the manifest itself.
    assert_eq!(r["verified"], 3, "{mode}: {r}");
    assert_eq!(r["mismatched"], json!([]), "{mode}: {r}");
    let dirs: Vec<&str> = r["directory"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["mimeType"] == skills::DIRECTORY_MIME_TYPE)
        .map(|c| c["uri"].as_str().unwrap())
        .collect();
    assert_eq!(
        dirs,
        ["skill://pdf-forms/assets", "skill://pdf-forms/references"],
        "{mode}"
    );
    if mode == "2026-07-28" {
        assert_eq!(
            r["listHints"],
            json!({"ttlMs": 0, "cacheScope": "private"}),
            "{r}"
        );
    }
}

#[test]
fn the_python_sdk_client_sends_the_extension_requests_over_http_and_stdio() {
    let Some(python) = super::serve::python() else {
        return;
    };
    let sb = Sandbox::new();
    project(&sb);
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0", "--no-mcp"]);
    for mode in ["legacy", "auto", "2026-07-28"] {
        let r = drive_python(&python, &["--http", &url, "--skill", "pdf-forms"], mode);
        check_python_report(&r, mode);
    }
    stop(child);
    let stdio = super::serve::stdio_command(&sb);
    for mode in ["legacy", "auto", "2026-07-28"] {
        let r = drive_python(&python, &["--stdio", &stdio, "--skill", "pdf-forms"], mode);
        check_python_report(&r, mode);
    }
}
