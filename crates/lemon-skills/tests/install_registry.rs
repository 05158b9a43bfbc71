//! Registry refs against a local HTTP index (a thread serving fixed answers): the entry
//! names a bare repository over file://, which is then cloned like any git source;
//! unknown refs, bad answers and a registry that never answers fail cleanly.

mod install_common;

use std::io::{Read, Write};
use std::net::TcpListener;
use std::time::{Duration, Instant};

use install_common::*;
use lemon_skills::install::{self, InstallError, Upstream, lockfile, registry, source};

/// Serves `answer(path) -> (status, body)` on 127.0.0.1 until the test ends; `None`
/// means: accept and never answer.
fn serve(answer: impl Fn(&str) -> Option<(u16, String)> + Send + 'static) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        let mut held = Vec::new();
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut buf = [0u8; 4096];
            let n = stream.read(&mut buf).unwrap_or(0);
            let req = String::from_utf8_lossy(&buf[..n]).into_owned();
            let path = req.split_whitespace().nth(1).unwrap_or("/").to_string();
            match answer(&path) {
                Some((status, body)) => {
                    let _ = write!(
                        stream,
                        "HTTP/1.1 {status} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                        body.len()
                    );
                }
                None => held.push(stream),
            }
        }
    });
    format!("http://{addr}")
}

#[test]
fn a_registry_ref_installs_from_the_repository_its_entry_names() {
    let w = World::new();
    let repo = Repo::new(&w.src, "tools", |d| {
        write_skill(&d.join("skills/alpha"), "alpha");
        write_skill(&d.join("skills/beta"), "beta");
    });
    let url = repo.url();
    let base = serve(move |path| match path {
        "/skills/acme/tools/alpha" => Some((
            200,
            format!(r#"{{"clone_url": "{url}", "path": "skills/alpha"}}"#),
        )),
        "/skills/acme/tools/bad" => Some((200, "[not an entry".to_string())),
        "/skills/acme/tools/nourl" => Some((200, r#"{"name": "x"}"#.to_string())),
        _ => Some((404, "{}".to_string())),
    });
    let env = w.env.clone().with(registry::REGISTRY_URL_VAR, &base);
    let mut o = w.opts(&PASS, &APPROVE);
    o.env = env.clone();
    let spec = source::parse("acme/tools/alpha", None, None, &env).unwrap();
    let done = install::install(&spec, &o).unwrap();
    assert_eq!(done[0].key, "alpha");
    assert_eq!(done[0].source_kind, "registry");
    assert_eq!(done[0].subdir.as_deref(), Some("skills/alpha"));
    assert_eq!(done[0].commit.as_deref(), Some(repo.head().as_str()));
    let rec = lockfile::read(&w.lockfile()).unwrap()["alpha"].clone();
    assert_eq!(rec.trust_level, "community");
    assert_eq!(rec.source_id, "acme/tools/alpha");
    assert_eq!(rec.resolved_url.as_deref(), Some(repo.url().as_str()));
    assert!(!w.global("beta").exists());
    assert_eq!(install::upstream(&env, &rec), Upstream::Current);
    let next = repo.push(|d| std::fs::write(d.join("skills/alpha/more.md"), "m").unwrap());
    assert_eq!(
        install::upstream(&env, &rec),
        Upstream::Moved { latest: next }
    );

    for (r, want) in [
        ("acme/tools/missing", "answered 404"),
        ("acme/tools/bad", "not a skill entry"),
        ("acme/tools/nourl", "no clone_url"),
    ] {
        let spec = source::parse(r, None, None, &env).unwrap();
        let err = install::install(&spec, &o).unwrap_err();
        assert!(matches!(err, InstallError::Registry(_)), "{r}: {err}");
        assert!(err.to_string().contains(want), "{r}: {err}");
        assert!(!w.global(r.rsplit('/').next().unwrap()).exists());
    }
}

#[test]
fn a_registry_that_never_answers_is_given_up_on() {
    let w = World::new();
    let base = serve(|_| None);
    let env = w
        .env
        .clone()
        .with(registry::REGISTRY_URL_VAR, &base)
        .with(registry::TIMEOUT_VAR, "0.5");
    let mut o = w.opts(&PASS, &APPROVE);
    o.env = env.clone();
    let spec = source::parse("acme/tools/alpha", None, None, &env).unwrap();
    let start = Instant::now();
    let err = install::install(&spec, &o).unwrap_err();
    assert!(
        matches!(
            err,
            InstallError::Registry(registry::RegistryError::Transport { .. })
        ),
        "{err}"
    );
    assert!(start.elapsed() < Duration::from_secs(10));
    assert!(names(&w.agent.join("skill")).is_empty());
}
