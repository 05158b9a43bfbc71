//! Cross-process guarantees of `update_json_file` and `write_atomic`: concurrent
//! processes lose no update, and a writer killed at any instant leaves the old or the new
//! file, never a torn one.
//!
//! The child processes are this very test binary, re-run with `--exact <helper test>`
//! and an environment variable that tells the helper what to do.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use lemon_core::fs::{FsError, write_atomic};
use lemon_core::lock::{
    LockOptions, UpdateOptions, lock_path, update_json_file, update_json_file_with,
};
use serde_json::{Value, json};

const ROLE: &str = "LEMON_CORE_TEST_ROLE";
const TARGET: &str = "LEMON_CORE_TEST_FILE";

fn spawn_child(helper: &str, role: &str, file: &Path) -> std::process::Child {
    Command::new(std::env::current_exe().unwrap())
        .args(["--exact", helper, "--nocapture", "--test-threads=1"])
        .env(ROLE, role)
        .env(TARGET, file)
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap()
}

/// Contended updates on a loaded 2-core CI machine (fsync'd writes serialized across
/// many writers) can legitimately wait longer than the default 10 s: these tests check
/// that no update is lost, not how fast the lock is.
fn patient() -> UpdateOptions {
    UpdateOptions {
        lock: LockOptions {
            timeout: Duration::from_secs(300),
            ..LockOptions::default()
        },
        ..UpdateOptions::default()
    }
}

fn child_file() -> Option<(String, PathBuf)> {
    let role = std::env::var(ROLE).ok()?;
    let file = std::env::var_os(TARGET)?;
    Some((role, PathBuf::from(file)))
}

/// Child role "increment": 50 locked increments of `n` and of a per-child counter.
#[test]
fn helper_increment() {
    let Some((role, file)) = child_file() else {
        return; // Only does something when run as a child.
    };
    for _ in 0..50 {
        update_json_file_with(&file, &patient(), |v| {
            let n = v["n"].as_u64().unwrap_or(0);
            v["n"] = json!(n + 1);
            let mine = v[&role].as_u64().unwrap_or(0);
            v[&role] = json!(mine + 1);
            Ok::<_, FsError>(())
        })
        .unwrap();
    }
}

/// Child role "rewrite": rewrites a large JSON file forever, alternating contents.
#[test]
fn helper_rewrite() {
    let Some((_role, file)) = child_file() else {
        return;
    };
    let mut i: u64 = 0;
    loop {
        write_atomic(&file, payload(i).as_bytes()).unwrap();
        i += 1;
    }
}

fn payload(i: u64) -> String {
    // ~512 KiB so a kill lands mid-write often.
    let fill: String = std::iter::repeat_n(char::from(b'a' + (i % 26) as u8), 512 * 1024).collect();
    serde_json::to_string(&json!({"i": i, "fill": fill})).unwrap()
}

fn check_payload(text: &str) {
    let v: Value = serde_json::from_str(text).expect("torn or corrupt file");
    let i = v["i"].as_u64().expect("missing i");
    let fill = v["fill"].as_str().expect("missing fill");
    assert_eq!(fill.len(), 512 * 1024);
    let c = char::from(b'a' + (i % 26) as u8);
    assert!(fill.chars().all(|x| x == c), "mixed content");
}

#[test]
fn processes_and_threads_lose_no_update() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("shared.json");
    let mut children: Vec<_> = (0..4)
        .map(|k| spawn_child("helper_increment", &format!("child{k}"), &file))
        .collect();
    // Threads in this process race with the children.
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                for _ in 0..50 {
                    update_json_file_with(&file, &patient(), |v| {
                        let n = v["n"].as_u64().unwrap_or(0);
                        v["n"] = json!(n + 1);
                        Ok::<_, FsError>(())
                    })
                    .unwrap();
                }
            });
        }
    });
    for c in &mut children {
        assert!(c.wait().unwrap().success());
    }
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(v["n"], json!(4 * 50 + 2 * 50), "{v}");
    for k in 0..4 {
        assert_eq!(v[format!("child{k}")], json!(50));
    }
    assert!(!lock_path(&file).exists());
}

#[test]
fn killed_writer_never_leaves_a_torn_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("big.json");
    write_atomic(&file, payload(0).as_bytes()).unwrap();
    for round in 0..12u64 {
        let mut child = spawn_child("helper_rewrite", "rewrite", &file);
        // Let it write for a varying while, then SIGKILL it.
        std::thread::sleep(Duration::from_millis(20 + (round * 7) % 60));
        child.kill().unwrap();
        child.wait().unwrap();
        check_payload(&std::fs::read_to_string(&file).unwrap());
    }
    // Killed writers leave at most their dot-prefixed temporaries, never a partial target.
    for e in std::fs::read_dir(dir.path()).unwrap() {
        let name = e.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            name == "big.json" || name.starts_with(".big.json.tmp."),
            "{name}"
        );
    }
}

#[test]
fn lock_held_by_killed_process_is_recovered() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("s.json");
    // A child takes the lock (via rewrite-free path: create it as if held) and dies.
    let mut child = Command::new("sh").args(["-c", "exit 0"]).spawn().unwrap();
    let dead_pid = child.id();
    child.wait().unwrap();
    let lock = lock_path(&file);
    std::fs::create_dir(&lock).unwrap();
    std::fs::write(lock.join("owner"), format!("pid={dead_pid}\ntoken=dead\n")).unwrap();
    let t = Instant::now();
    update_json_file(&file, |v| {
        v["ok"] = json!(true);
        Ok::<_, FsError>(())
    })
    .unwrap();
    // Well under the 30 s stale_after: the dead pid was noticed, not waited out.
    assert!(t.elapsed() < Duration::from_secs(10));
    assert!(!lock.exists());
}
