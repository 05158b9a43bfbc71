//! Exit codes, error rendering, help, colour and completions.

use predicates::prelude::*;

use crate::{Sandbox, skill_md, write_skill};

#[test]
fn bare_commands_print_help_and_succeed() {
    let sb = Sandbox::new();
    sb.lemon(&[])
        .assert()
        .success()
        .stdout(predicate::str::contains("skill"));
    sb.lemon(&["skill"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Manage Lemon skills"))
        .stdout(predicate::str::contains("list"))
        .stdout(predicate::str::contains("lint"));
}

#[test]
fn long_help_teaches_with_examples() {
    let sb = Sandbox::new();
    for cmd in [
        "list", "inspect", "search", "check", "enable", "disable", "lint",
    ] {
        sb.lemon(&["skill", cmd, "--help"])
            .assert()
            .success()
            .stdout(predicate::str::contains("Examples:"))
            .stdout(predicate::str::contains(format!("lemon skill {cmd}")));
    }
}

#[test]
fn invalid_arguments_exit_2() {
    let sb = Sandbox::new();
    for args in [
        vec!["skill", "frobnicate"],
        vec!["skill", "search", "q", "--max", "x"],
        vec!["skill", "search", "q", "--max", "0"],
        vec!["skill", "list", "--no-such-flag"],
        vec!["skill", "read", "k", "--view", "everything"],
        vec!["skill", "prompt", "--budget", "-5"],
        vec!["skill", "inspect"],
    ] {
        sb.lemon(&args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains("error:"))
            .stderr(predicate::str::contains("panicked").not());
    }
}

#[test]
fn a_bad_cwd_is_an_invalid_argument() {
    let sb = Sandbox::new();
    let missing = sb.repo.join("nowhere");
    sb.lemon_in(&missing, &["skill", "list"])
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with("error:"))
        .stderr(predicate::str::contains("--cwd"))
        .stderr(predicate::str::contains("hint:"));
    let file = sb.repo.join("file.txt");
    std::fs::write(&file, "x").expect("write");
    sb.lemon_in(&file, &["skill", "list"]).assert().code(2);
}

#[test]
fn failures_exit_1_without_debug_dumps() {
    let sb = Sandbox::new();
    let out = sb
        .lemon(&["skill", "inspect", "missing-key"])
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("error: "), "{err}");
    assert!(err.lines().any(|l| l.starts_with("hint: ")), "{err}");
    assert!(
        !err.contains("panicked") && !err.contains("Error {") && !err.contains("Os {"),
        "{err}"
    );
}

#[test]
fn no_colour_when_piped_or_no_color_and_colour_on_request() {
    let sb = Sandbox::new();
    write_skill(&sb.repo.join(".lemon/skill"), "s", &skill_md("s", "d"));
    let plain = sb.lemon(&["skill", "list"]).output().expect("run");
    assert!(!plain.stdout.contains(&0x1b), "no escape codes when piped");
    let forced = sb
        .lemon(&["--color", "always", "skill", "list"])
        .output()
        .expect("run");
    assert!(forced.stdout.contains(&0x1b), "--color always colours");
    let err = sb
        .lemon(&["skill", "inspect", "ghost"])
        .env("NO_COLOR", "1")
        .output()
        .expect("run");
    assert!(!err.stderr.contains(&0x1b));
    // clap's own usage errors follow --color too.
    let usage = sb
        .lemon(&["--color", "always", "skill", "frob"])
        .output()
        .expect("run");
    assert_eq!(usage.status.code(), Some(2));
    assert!(usage.stderr.contains(&0x1b));
    let usage = sb.lemon(&["skill", "frob"]).output().expect("run");
    assert!(!usage.stderr.contains(&0x1b));
}

#[test]
fn escape_sequences_in_skill_text_never_reach_the_terminal() {
    let sb = Sandbox::new();
    // A TOML basic string can carry an ESC through \u001b; the registry may accept or
    // refuse the skill, but the human table must never emit it raw.
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "evil",
        "+++\nname = \"evil\"\ndescription = \"hi \\u001b[2J there\"\n+++\nbody\n",
    );
    let out = sb.lemon(&["skill", "list", "--all"]).output().expect("run");
    assert!(out.status.success());
    assert!(!out.stdout.contains(&0x1b));
}

#[test]
fn word_joiner_and_invisible_operators_never_reach_the_terminal() {
    let sb = Sandbox::new();
    // U+2060–U+2065 render as nothing; they are allowed in a manifest (the skill loads)
    // but `list` must not print them, in the key's row or anywhere else.
    let hidden: String = ('\u{2060}'..='\u{2065}').collect();
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "joiners",
        &skill_md("joiners", &format!("see{hidden}me and{hidden} more")),
    );
    let out = sb.lemon(&["skill", "list", "--all"]).output().expect("run");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(text.contains("seeme and more"), "{text}");
    for c in hidden.chars() {
        assert!(
            !text.contains(c),
            "U+{:04X} reached stdout: {text:?}",
            c as u32
        );
    }
}

#[test]
fn list_fits_the_width() {
    let sb = Sandbox::new();
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "wide",
        &skill_md("wide", &"long ".repeat(80)),
    );
    let out = sb
        .lemon(&["skill", "list"])
        .env("COLUMNS", "80")
        .output()
        .expect("run");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
    let out = sb
        .lemon(&["skill", "list"])
        .env("COLUMNS", "120")
        .output()
        .expect("run");
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text.lines().find(|l| l.starts_with("wide")).expect("row");
    assert!(
        line.chars().count() > 80 && line.chars().count() <= 120,
        "{line}"
    );
}

#[test]
fn piped_list_without_columns_prints_whole_lines() {
    let sb = Sandbox::new();
    let description = "long ".repeat(80);
    write_skill(
        &sb.repo.join(".lemon/skill"),
        "wide",
        &skill_md("wide", &description),
    );
    // assert_cmd's stdout is a pipe, and the sandbox removes COLUMNS.
    let out = sb.lemon(&["skill", "list"]).output().expect("run");
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text.lines().find(|l| l.starts_with("wide")).expect("row");
    assert!(line.ends_with(description.trim_end()), "{line}");
    assert!(!line.contains('…'), "{line}");
}

#[test]
fn completions_are_generated() {
    let sb = Sandbox::new();
    for shell in ["bash", "zsh", "fish"] {
        sb.lemon(&["completions", shell])
            .assert()
            .success()
            .stdout(predicate::str::contains("lemon"))
            .stdout(predicate::str::contains("inspect"));
    }
    sb.lemon(&["completions", "tcsh"]).assert().code(2);
}

#[test]
fn closed_pipe_does_not_panic() {
    use std::io::Read;
    use std::process::Stdio;
    let sb = Sandbox::new();
    let root = sb.repo.join(".lemon/skill");
    for i in 0..300 {
        write_skill(&root, &format!("s{i:03}"), &skill_md("s", "d"));
    }
    let mut child = sb
        .std_command(&sb.repo, &["skill", "list", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut first = [0u8; 16];
    child
        .stdout
        .take()
        .expect("stdout")
        .read_exact(&mut first)
        .expect("some output");
    // stdout is dropped here: the reader went away.
    let out = child.wait_with_output().expect("wait");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(out.status.code(), Some(0), "{err}");
}
