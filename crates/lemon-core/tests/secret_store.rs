//! Cross-process guarantees of the file secret store: 20 writer processes (and threads)
//! putting different names all land, and a writer killed mid-write leaves a valid file
//! holding every secret written before it.
//!
//! The child processes are this very test binary, re-run with `--exact <helper test>`
//! and environment variables that tell the helper what to do.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use lemon_core::lock::{LockOptions, lock_path};
use lemon_core::secret::{FileSecretStore, SecretStore, SecretValue};

const ROLE: &str = "LEMON_SECRET_TEST_ROLE";
const TARGET: &str = "LEMON_SECRET_TEST_FILE";

/// Fsync'd writes serialised across many processes on a loaded 2-core machine can wait
/// longer than the default 10 s; these tests check that nothing is lost, not speed.
fn patient(path: &Path) -> FileSecretStore {
    FileSecretStore::new(path).with_lock_options(LockOptions {
        timeout: Duration::from_secs(300),
        ..LockOptions::default()
    })
}

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

fn child_role() -> Option<(String, PathBuf)> {
    let role = std::env::var(ROLE).ok()?;
    let file = std::env::var_os(TARGET)?;
    Some((role, PathBuf::from(file)))
}

fn value_of(role: &str) -> String {
    format!("token-of-{role}")
}

/// Child role `<name>`: puts the secret `<name>` once.
#[test]
fn helper_put_once() {
    let Some((role, file)) = child_role() else {
        return; // Only does something when run as a child.
    };
    patient(&file)
        .put(&role, &SecretValue::new(value_of(&role)), "test")
        .unwrap();
}

/// ~48 KiB values, so that with a dozen of them a rewrite takes long enough for a kill
/// to land in the middle of it.
fn big_value(i: u64) -> String {
    let c = char::from(b'a' + (i % 26) as u8);
    format!(
        "{i}:{}",
        String::from_iter(std::iter::repeat_n(c, 48 * 1024))
    )
}

fn check_big_value(v: &str) {
    let (i, fill) = v.split_once(':').expect("a big value");
    let i: u64 = i.parse().unwrap();
    let c = char::from(b'a' + (i % 26) as u8);
    assert_eq!(fill.len(), 48 * 1024);
    assert!(fill.chars().all(|x| x == c), "mixed content");
}

/// Child role "churn": rewrites the secrets `churn0`..`churn11` forever.
#[test]
fn helper_churn() {
    let Some((_role, file)) = child_role() else {
        return;
    };
    let store = patient(&file);
    let mut i: u64 = 0;
    loop {
        store
            .put(
                &format!("churn{}", i % 12),
                &SecretValue::new(big_value(i)),
                "test",
            )
            .unwrap();
        i += 1;
    }
}

#[test]
fn twenty_writer_processes_and_threads_with_different_names_all_land() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("agent/secrets.json");
    let mut children: Vec<_> = (0..20)
        .map(|k| spawn_child("helper_put_once", &format!("proc{k}"), &file))
        .collect();
    std::thread::scope(|s| {
        for k in 0..4 {
            let file = &file;
            s.spawn(move || {
                let name = format!("thread{k}");
                patient(file)
                    .put(&name, &SecretValue::new(value_of(&name)), "test")
                    .unwrap();
            });
        }
    });
    for c in &mut children {
        assert!(c.wait().unwrap().success());
    }
    let store = FileSecretStore::new(&file);
    let listed = store.list().unwrap();
    assert_eq!(listed.len(), 24, "{listed:?}");
    for name in (0..20)
        .map(|k| format!("proc{k}"))
        .chain((0..4).map(|k| format!("thread{k}")))
    {
        assert_eq!(
            store.get(&name).unwrap().expect(&name).expose(),
            value_of(&name)
        );
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&file).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    assert!(!lock_path(&file).exists());
    assert_eq!(
        std::fs::read_dir(file.parent().unwrap()).unwrap().count(),
        1,
        "no temporaries left"
    );
}

#[test]
fn a_writer_killed_mid_write_leaves_a_valid_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("agent/secrets.json");
    let store = patient(&file);
    store
        .put("kept", &SecretValue::new("written-before"), "test")
        .unwrap();
    let mut killed_holding_the_lock = 0;
    for round in 0..6u64 {
        let mut child = spawn_child("helper_churn", "churn", &file);
        // Let it write for a while (a different moment each round), then kill it.
        std::thread::sleep(Duration::from_millis(150 + 70 * round));
        child.kill().unwrap();
        child.wait().unwrap();
        if lock_path(&file).exists() {
            killed_holding_the_lock += 1;
        }

        let listed = store.list().expect("a valid file after the kill");
        assert!(listed.iter().any(|i| i.name == "kept"), "{listed:?}");
        assert_eq!(
            store.get("kept").unwrap().unwrap().expose(),
            "written-before"
        );
        for info in listed.iter().filter(|i| i.name.starts_with("churn")) {
            check_big_value(store.get(&info.name).unwrap().unwrap().expose());
        }
        // The next writer takes over a lock the killed one may hold, and writes.
        store
            .put(&format!("after{round}"), &SecretValue::new("v"), "test")
            .unwrap();
    }
    // The writer spends most of its time between taking the lock and the rename, so
    // kills land there: this is what makes the test about a kill mid-write.
    assert!(killed_holding_the_lock > 0, "no kill landed inside a write");
    let names: Vec<_> = store.list().unwrap().into_iter().map(|i| i.name).collect();
    assert!(names.iter().any(|n| n.starts_with("churn")), "{names:?}");
    for round in 0..6 {
        assert!(names.contains(&format!("after{round}")), "{names:?}");
    }
    // A later locked write cleaned up what the killed writers left.
    let leftovers: Vec<_> = std::fs::read_dir(file.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n != "secrets.json")
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}
