//! Staging and activation inside a skills root: the audited bundle is written to
//! `.<key>.staging-<pid>-<random>` beside the destination, the old directory (with
//! `force`) is renamed to `.<key>.backup-<pid>-<random>`, the staging directory is
//! renamed into place, the caller records provenance, and only then is the backup
//! deleted. Any failure puts the old directory back; nothing is left behind.
//!
//! A process killed half-way leaves dot-named leftovers, which discovery skips. The
//! next operation on the key, holding the key's lock, repairs them ([`recover`]): a
//! backup without a destination is restored; a backup beside a destination the lockfile
//! does not describe is restored too (the new directory was never committed); other
//! leftovers of dead processes are deleted.

use std::fs;
use std::hash::{BuildHasher, Hasher};
use std::io;
use std::path::{Path, PathBuf};

use crate::bundle::{Bundle, BundleLimits};

/// Leftover kinds, as they appear in names: `.<key>.<kind>-<pid>-<random>`.
const KINDS: [&str; 3] = ["staging", "backup", "removing"];

/// A unique `<pid>-<random>` suffix.
pub fn unique() -> String {
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0),
    );
    format!(
        "{}-{:012x}",
        std::process::id(),
        h.finish() & 0xffff_ffff_ffff
    )
}

/// `.<key>.<kind>-<unique>` in `root`.
pub fn sibling(root: &Path, key: &str, kind: &str) -> PathBuf {
    root.join(format!(".{key}.{kind}-{}", unique()))
}

/// The file whose lock guards activation of `key` in `root` (`.<key>`; the lock
/// directory is `.<key>.lock`, hidden from discovery).
pub fn key_lock_target(root: &Path, key: &str) -> PathBuf {
    root.join(format!(".{key}"))
}

/// A directory removed (recursively) when dropped.
#[derive(Debug)]
pub struct Scratch {
    path: PathBuf,
}

impl Scratch {
    /// Claims `path` (not created here).
    pub fn new(path: PathBuf) -> Scratch {
        Scratch { path }
    }

    /// The directory.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = remove_tree(&self.path);
    }
}

/// Removes `path` whatever it is (directory tree, file, link); missing is fine.
pub fn remove_tree(path: &Path) -> io::Result<()> {
    match fs::symlink_metadata(path) {
        Ok(m) if m.is_dir() => fs::remove_dir_all(path),
        Ok(_) => fs::remove_file(path),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(e),
    }
}

fn owner_pid(rest: &str) -> Option<u32> {
    rest.split('-').next()?.parse().ok()
}

fn abandoned(pid: Option<u32>) -> bool {
    match pid {
        Some(p) => p == std::process::id() || !lemon_core::process::pid_alive(p),
        None => true,
    }
}

/// Repairs what an interrupted operation on `key` left in `root`. Call it holding the
/// key's lock. `recorded_digest` is the bundle digest the lockfile records for `key`.
pub fn recover(root: &Path, key: &str, recorded_digest: Option<&str>) {
    let Ok(entries) = fs::read_dir(root) else {
        return;
    };
    let dest = root.join(key);
    let mut leftovers: Vec<(String, PathBuf)> = Vec::new();
    for entry in entries.flatten().take(100_000) {
        let name = entry.file_name();
        let Some(name) = name.to_str() else { continue };
        for kind in KINDS {
            let prefix = format!(".{key}.{kind}-");
            if let Some(rest) = name.strip_prefix(&prefix)
                && abandoned(owner_pid(rest))
            {
                leftovers.push((kind.to_string(), entry.path()));
            }
        }
    }
    for (kind, path) in leftovers {
        if kind == "backup" {
            let dest_exists = fs::symlink_metadata(&dest).is_ok();
            let uncommitted = dest_exists && {
                let current = Bundle::read(&dest, &BundleLimits::default())
                    .ok()
                    .map(|b| b.digest());
                let old = Bundle::read(&path, &BundleLimits::default())
                    .ok()
                    .map(|b| b.digest());
                recorded_digest.is_some()
                    && old.as_deref() == recorded_digest
                    && current.as_deref() != recorded_digest
            };
            if uncommitted {
                let aside = sibling(root, key, "removing");
                if fs::rename(&dest, &aside).is_ok() {
                    let _ = remove_tree(&aside);
                }
            }
            if fs::symlink_metadata(&dest).is_err() && fs::rename(&path, &dest).is_ok() {
                let _ = lemon_core::fs::sync_dir(root);
                continue;
            }
        }
        let _ = remove_tree(&path);
    }
}

/// Removes `.fetch-*` directories of dead processes from `root`.
pub fn remove_stale_fetches(root: &Path) {
    let Ok(entries) = fs::read_dir(root) else {
        return;
    };
    for entry in entries.flatten().take(100_000) {
        let name = entry.file_name();
        let Some(rest) = name.to_str().and_then(|n| n.strip_prefix(".fetch-")) else {
            continue;
        };
        if let Some(pid) = owner_pid(rest)
            && pid != std::process::id()
            && !lemon_core::process::pid_alive(pid)
        {
            let _ = remove_tree(&entry.path());
        }
    }
}

/// What an activation replaced.
#[derive(Debug)]
pub struct Activated {
    /// The final directory.
    pub dest: PathBuf,
    /// Whether an existing directory was replaced.
    pub replaced: bool,
}

/// Why activation failed (the previous state is back in place).
#[derive(Debug, thiserror::Error)]
pub enum ActivateError<E: std::error::Error + 'static> {
    /// Writing or renaming failed.
    #[error("cannot {op} {}: {source}", path.display())]
    Io {
        /// What was being done.
        op: &'static str,
        /// The path concerned.
        path: PathBuf,
        /// The I/O error.
        #[source]
        source: io::Error,
    },
    /// The destination exists and replacing it was not asked for.
    #[error("{} already exists", path.display())]
    Exists {
        /// The destination.
        path: PathBuf,
    },
    /// The commit step (recording provenance) failed.
    #[error(transparent)]
    Commit(E),
}

/// Writes `bundle` to a staging directory in `root`, swaps it in as `root/key` (moving
/// an existing one aside when `replace`), runs `commit` (the lockfile write), and deletes
/// the old copy. If anything fails, including `commit`, the old directory is restored
/// and the staging directory removed. Hold the key's lock around this call.
pub fn activate<E: std::error::Error + 'static>(
    root: &Path,
    key: &str,
    bundle: &Bundle,
    replace: bool,
    commit: impl FnOnce() -> Result<(), E>,
) -> Result<Activated, ActivateError<E>> {
    let dest = root.join(key);
    let io_err = |op, path: &Path| {
        let path = path.to_path_buf();
        move |source| ActivateError::Io { op, path, source }
    };
    let exists = fs::symlink_metadata(&dest).is_ok();
    if exists && !replace {
        return Err(ActivateError::Exists { path: dest });
    }
    fs::create_dir_all(root).map_err(io_err("create directory", root))?;
    let staging = Scratch::new(sibling(root, key, "staging"));
    bundle
        .write_to(staging.path())
        .map_err(io_err("write the staging directory", staging.path()))?;
    let backup = if exists {
        let b = sibling(root, key, "backup");
        fs::rename(&dest, &b).map_err(io_err("move aside", &dest))?;
        Some(b)
    } else {
        None
    };
    let restore = |backup: &Option<PathBuf>| {
        if let Some(b) = backup {
            let _ = fs::rename(b, &dest);
            let _ = lemon_core::fs::sync_dir(root);
        }
    };
    if let Err(e) = fs::rename(staging.path(), &dest) {
        restore(&backup);
        return Err(ActivateError::Io {
            op: "move into place",
            path: dest,
            source: e,
        });
    }
    let _ = lemon_core::fs::sync_dir(root);
    if let Err(e) = commit() {
        let aside = sibling(root, key, "removing");
        if fs::rename(&dest, &aside).is_ok() {
            let _ = remove_tree(&aside);
        } else {
            let _ = remove_tree(&dest);
        }
        restore(&backup);
        return Err(ActivateError::Commit(e));
    }
    // Not synced: a backup that survives a crash is removed by the next `recover`.
    if let Some(b) = &backup {
        let _ = remove_tree(b);
    }
    Ok(Activated {
        dest,
        replaced: exists,
    })
}

/// Removes `root/key`: renamed aside first (so it disappears at once), then deleted.
pub fn remove_skill_dir(root: &Path, key: &str) -> io::Result<()> {
    let dest = root.join(key);
    let aside = sibling(root, key, "removing");
    fs::rename(&dest, &aside)?;
    let _ = lemon_core::fs::sync_dir(root);
    remove_tree(&aside)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bundle_with(text: &str) -> Bundle {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("SKILL.md"), text).unwrap();
        Bundle::read(dir.path(), &BundleLimits::default()).unwrap()
    }

    fn names(root: &Path) -> Vec<String> {
        let mut v: Vec<String> = fs::read_dir(root)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn activate_installs_and_replaces_and_rolls_back() {
        let root = tempfile::tempdir().unwrap();
        let r = root.path();
        let ok = || Ok::<_, io::Error>(());
        activate(r, "k", &bundle_with("one"), false, ok).unwrap();
        assert_eq!(fs::read_to_string(r.join("k/SKILL.md")).unwrap(), "one");
        assert!(matches!(
            activate(r, "k", &bundle_with("two"), false, ok),
            Err(ActivateError::Exists { .. })
        ));
        let failed = activate(r, "k", &bundle_with("two"), true, || {
            Err(io::Error::other("lockfile is read-only"))
        });
        assert!(matches!(failed, Err(ActivateError::Commit(_))));
        assert_eq!(fs::read_to_string(r.join("k/SKILL.md")).unwrap(), "one");
        assert_eq!(names(r), ["k"], "no staging or backup left");
        let done = activate(r, "k", &bundle_with("two"), true, ok).unwrap();
        assert!(done.replaced);
        assert_eq!(fs::read_to_string(r.join("k/SKILL.md")).unwrap(), "two");
        assert_eq!(names(r), ["k"]);
    }

    #[test]
    fn recover_restores_an_interrupted_swap() {
        let root = tempfile::tempdir().unwrap();
        let r = root.path();
        let old = bundle_with("old");
        // Killed between "move aside" and "move into place": only the backup is left.
        old.write_to(&r.join(".k.backup-0-abc")).unwrap();
        bundle_with("new")
            .write_to(&r.join(".k.staging-0-abc"))
            .unwrap();
        recover(r, "k", Some(&old.digest()));
        assert_eq!(names(r), ["k"]);
        assert_eq!(fs::read_to_string(r.join("k/SKILL.md")).unwrap(), "old");

        // Killed after the swap but before the lockfile write: the old copy comes back.
        fs::rename(r.join("k"), r.join(".k.backup-0-def")).unwrap();
        bundle_with("new").write_to(&r.join("k")).unwrap();
        recover(r, "k", Some(&old.digest()));
        assert_eq!(fs::read_to_string(r.join("k/SKILL.md")).unwrap(), "old");
        assert_eq!(names(r), ["k"]);

        // Killed after the lockfile write: the new copy stays, the backup goes.
        let new = bundle_with("new");
        fs::rename(r.join("k"), r.join(".k.backup-0-ghi")).unwrap();
        new.write_to(&r.join("k")).unwrap();
        recover(r, "k", Some(&new.digest()));
        assert_eq!(fs::read_to_string(r.join("k/SKILL.md")).unwrap(), "new");
        assert_eq!(names(r), ["k"]);
    }
}
