//! Crash-safe file writes.
//!
//! [`write_atomic`] writes a temporary file in the destination's directory, flushes it to
//! disk, renames it over the destination and flushes the directory, so a crash (or a
//! `kill -9`) at any instant leaves either the old file or the new one, never a torn
//! mix. Readers never need a lock to read a consistent file; writers that
//! read-modify-write a shared file combine this with [`crate::lock`].
//!
//! ```
//! # fn main() -> Result<(), lemon_core::fs::FsError> {
//! let dir = tempfile::tempdir().unwrap();
//! let file = dir.path().join("state/settings.json");
//! lemon_core::fs::write_atomic(&file, b"{}\n")?; // parent directories are created
//! assert_eq!(std::fs::read(&file).unwrap(), b"{}\n");
//! # Ok(()) }
//! ```

use std::ffi::{OsStr, OsString};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Errors from the file primitives of this crate. Each names the file and says what to do.
#[derive(Debug, thiserror::Error)]
pub enum FsError {
    /// An I/O operation failed.
    #[error("cannot {op} {}: {source}", path.display())]
    Io {
        /// What was being done ("write", "rename", "create directory", …).
        op: &'static str,
        /// The file or directory concerned.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: io::Error,
    },
    /// A lock directory stayed held by a live process for the whole wait.
    #[error(
        "timed out after {waited:?} waiting for the lock {} (held by {holder}); \
         retry, or remove that directory if no Lemon process is using it",
        lock.display()
    )]
    LockTimeout {
        /// The `.lock` directory.
        lock: PathBuf,
        /// Who holds it, as recorded inside (`pid 123`, or `unknown`).
        holder: String,
        /// How long we waited.
        waited: Duration,
    },
    /// A file is larger than the reader's bound.
    #[error("{} is larger than {limit} bytes; it is not a file Lemon wrote: move it away", path.display())]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The bound, in bytes.
        limit: u64,
    },
    /// A JSON file could not be parsed and the caller asked not to overwrite it.
    #[error("{} is not valid JSON ({source}); fix or remove the file", path.display())]
    MalformedJson {
        /// The file.
        path: PathBuf,
        /// The parse error (with line and column).
        #[source]
        source: serde_json::Error,
    },
    /// The path has no file name or no parent directory to hold a temporary file.
    #[error("{} is not a file path (it has no parent directory or file name)", path.display())]
    NotAFilePath {
        /// The offending path.
        path: PathBuf,
    },
}

impl FsError {
    /// An [`FsError::Io`] for `op` on `path`.
    pub fn io(op: &'static str, path: &Path, source: io::Error) -> Self {
        FsError::Io {
            op,
            path: path.to_path_buf(),
            source,
        }
    }
}

/// Atomically replaces `path` with `bytes`, creating parent directories as needed.
///
/// The permissions of an existing file are kept; a new file gets `0o644` on Unix (use
/// [`write_atomic_private`] for secrets). The temporary file is named
/// `.<name>.tmp.<pid>.<random>` in the same directory (discovery ignores dot-files), and
/// is removed if anything fails before the rename; a writer killed before it could
/// remove it leaves it behind for [`remove_stale_temporaries`].
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FsError> {
    write_atomic_mode(path, bytes, None)
}

/// Like [`write_atomic`], but the file is created readable by its owner only (`0o600`).
pub fn write_atomic_private(path: &Path, bytes: &[u8]) -> Result<(), FsError> {
    write_atomic_mode(path, bytes, Some(0o600))
}

/// Like [`write_atomic_private`], but `still_valid` is asked after the temporary file is
/// on disk and just before the rename; when it answers `false` the temporary file is
/// removed, the destination is left alone and the answer is `Ok(false)`. A writer that
/// holds the file's lock uses it to refuse a file changed behind the lock's back (by an
/// editor, say) since it was read.
pub fn write_atomic_private_if(
    path: &Path,
    bytes: &[u8],
    still_valid: impl FnOnce() -> bool,
) -> Result<bool, FsError> {
    write_atomic_checked(path, bytes, Some(0o600), still_valid)
}

fn write_atomic_mode(path: &Path, bytes: &[u8], forced_mode: Option<u32>) -> Result<(), FsError> {
    write_atomic_checked(path, bytes, forced_mode, || true).map(|_| ())
}

fn write_atomic_checked(
    path: &Path,
    bytes: &[u8],
    forced_mode: Option<u32>,
    still_valid: impl FnOnce() -> bool,
) -> Result<bool, FsError> {
    let (dir, name) = match (path.parent(), path.file_name()) {
        (Some(d), Some(n)) => (
            if d.as_os_str().is_empty() {
                Path::new(".")
            } else {
                d
            },
            n,
        ),
        _ => {
            return Err(FsError::NotAFilePath {
                path: path.to_path_buf(),
            });
        }
    };
    std::fs::create_dir_all(dir).map_err(|e| FsError::io("create directory", dir, e))?;

    let mut prefix = temporary_prefix(name);
    prefix.push(format!("{}.", std::process::id()));
    let mut tmp = tempfile::Builder::new()
        .prefix(&prefix)
        .tempfile_in(dir)
        .map_err(|e| FsError::io("create a temporary file in", dir, e))?;

    set_mode(tmp.as_file(), path, forced_mode)
        .map_err(|e| FsError::io("set permissions on", tmp.path(), e))?;
    tmp.write_all(bytes)
        .map_err(|e| FsError::io("write", tmp.path(), e))?;
    tmp.as_file()
        .sync_all()
        .map_err(|e| FsError::io("flush to disk", tmp.path(), e))?;
    if !still_valid() {
        // Dropping `tmp` removes the temporary file.
        return Ok(false);
    }
    tmp.persist(path)
        .map_err(|e| FsError::io("rename a temporary file over", path, e.error))?;
    sync_dir(dir).map_err(|e| FsError::io("flush directory", dir, e))?;
    Ok(true)
}

/// `.<name>.tmp.`: what every temporary file of [`write_atomic`] for `name` starts with.
fn temporary_prefix(name: &OsStr) -> OsString {
    let mut prefix = OsString::from(".");
    prefix.push(name);
    prefix.push(".tmp.");
    prefix
}

/// A temporary file without a pid in its name (written before names carried one) is
/// removed once it is this old: no write takes an hour.
const UNOWNED_TEMPORARY_STALE_AFTER: Duration = Duration::from_secs(3600);

/// At most this many directory entries are looked at, so a huge directory cannot make
/// every write slow; leftovers beyond it are found by later writers as others go.
const MAX_ENTRIES_SCANNED: usize = 10_000;

/// Removes the temporary files that killed writers of `path` left behind, and returns
/// how many it removed.
///
/// A temporary file of [`write_atomic`] is `.<name>.tmp.<pid>.<random>`; one is removed
/// when its pid is not a live process on this machine (an older name without a pid, once
/// it is an hour old). Files of a live writer, and every other file, are left alone.
/// Call it while holding `path`'s lock ([`crate::lock::update_json_file`] does), so that
/// the directory does not fill up with leftovers over months of killed writers.
/// Failures to list or remove are ignored: cleaning up is never a reason to fail a write.
///
/// ```
/// # fn main() -> Result<(), lemon_core::fs::FsError> {
/// let dir = tempfile::tempdir().unwrap();
/// let file = dir.path().join("skills.json");
/// lemon_core::fs::write_atomic(&file, b"{}")?;
/// // A writer with pid 0 (never a live process) was killed mid-write:
/// std::fs::write(dir.path().join(".skills.json.tmp.0.Ab12Cd"), b"{\"half").unwrap();
/// assert_eq!(lemon_core::fs::remove_stale_temporaries(&file), 1);
/// assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
/// # Ok(()) }
/// ```
pub fn remove_stale_temporaries(path: &Path) -> usize {
    let (Some(dir), Some(name)) = (path.parent(), path.file_name()) else {
        return 0;
    };
    let dir = if dir.as_os_str().is_empty() {
        Path::new(".")
    } else {
        dir
    };
    let prefix = temporary_prefix(name);
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.take(MAX_ENTRIES_SCANNED).flatten() {
        let file_name = entry.file_name();
        let Some(rest) = file_name
            .as_encoded_bytes()
            .strip_prefix(prefix.as_encoded_bytes())
        else {
            continue;
        };
        let stale = match temporary_owner(rest) {
            Some(pid) => pid != std::process::id() && !crate::process::pid_alive(pid),
            None => entry
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age > UNOWNED_TEMPORARY_STALE_AFTER),
        };
        let is_file = entry.file_type().is_ok_and(|t| t.is_file());
        if stale && is_file && std::fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// The writer's pid in what follows the prefix of a temporary name (`<pid>.<random>`).
fn temporary_owner(rest: &[u8]) -> Option<u32> {
    let digits = &rest[..rest.iter().position(|&b| b == b'.')?];
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(digits).ok()?.parse().ok()
}

#[cfg(unix)]
fn set_mode(file: &std::fs::File, dest: &Path, forced: Option<u32>) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let mode = match forced {
        Some(m) => m,
        None => match std::fs::metadata(dest) {
            Ok(meta) => meta.permissions().mode() & 0o7777,
            Err(_) => 0o644,
        },
    };
    file.set_permissions(std::fs::Permissions::from_mode(mode))
}

#[cfg(not(unix))]
fn set_mode(_file: &std::fs::File, _dest: &Path, _forced: Option<u32>) -> io::Result<()> {
    Ok(())
}

/// Flushes a directory's entries (the rename) to disk. A no-op where directories cannot
/// be opened (Windows).
pub fn sync_dir(dir: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        std::fs::File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_if_renames_only_when_still_valid() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("mcp.json");
        std::fs::write(&f, b"old").unwrap();
        assert!(!write_atomic_private_if(&f, b"new", || false).unwrap());
        assert_eq!(std::fs::read(&f).unwrap(), b"old");
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            1,
            "temporary removed"
        );
        assert!(write_atomic_private_if(&f, b"new", || true).unwrap());
        assert_eq!(std::fs::read(&f).unwrap(), b"new");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&f).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn replaces_and_keeps_no_temporaries() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("a.json");
        write_atomic(&f, b"one").unwrap();
        write_atomic(&f, b"two").unwrap();
        assert_eq!(std::fs::read(&f).unwrap(), b"two");
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("a.json")]);
    }

    #[cfg(unix)]
    #[test]
    fn keeps_existing_permissions_and_private_is_0600() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("a");
        write_atomic(&f, b"x").unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&f), 0o644);
        std::fs::set_permissions(&f, std::fs::Permissions::from_mode(0o640)).unwrap();
        write_atomic(&f, b"y").unwrap();
        assert_eq!(mode(&f), 0o640);
        let s = dir.path().join("secret");
        write_atomic_private(&s, b"k").unwrap();
        assert_eq!(mode(&s), 0o600);
    }

    #[test]
    fn temporaries_carry_the_writers_pid() {
        let prefix = temporary_prefix(OsStr::new("a.json"));
        assert_eq!(prefix, ".a.json.tmp.");
        assert_eq!(temporary_owner(b"123.Xy9z0Q"), Some(123));
        assert_eq!(temporary_owner(b"Xy9z0Q"), None);
        assert_eq!(temporary_owner(b".Xy9z0Q"), None);
        assert_eq!(temporary_owner(b"12a.Xy9z0Q"), None);
        assert_eq!(temporary_owner(b"99999999999999999999.x"), None);
    }

    #[cfg(unix)]
    #[test]
    fn removes_only_dead_writers_leftovers() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("skills.json");
        write_atomic(&file, b"{}").unwrap();
        let dead = {
            let mut child = std::process::Command::new("true").spawn().unwrap();
            let pid = child.id();
            child.wait().unwrap();
            pid
        };
        let put = |name: &str| {
            let p = dir.path().join(name);
            std::fs::write(&p, b"{\"torn").unwrap();
            p
        };
        let dead_one = put(&format!(".skills.json.tmp.{dead}.aaaaaa"));
        let ours = put(&format!(".skills.json.tmp.{}.bbbbbb", std::process::id()));
        // pid 1 is alive in every pid namespace.
        let live = put(".skills.json.tmp.1.cccccc");
        let fresh_unowned = put(".skills.json.tmp.dddddd");
        let old_unowned = put(".skills.json.tmp.eeeeee");
        let hour_ago = std::time::SystemTime::now() - Duration::from_secs(2 * 3600);
        std::fs::File::options()
            .write(true)
            .open(&old_unowned)
            .unwrap()
            .set_modified(hour_ago)
            .unwrap();
        let other_file = put(&format!(".other.json.tmp.{dead}.ffffff"));
        let dir_not_file = dir.path().join(format!(".skills.json.tmp.{dead}.gggggg"));
        std::fs::create_dir(&dir_not_file).unwrap();

        assert_eq!(remove_stale_temporaries(&file), 2);
        assert!(!dead_one.exists() && !old_unowned.exists());
        for kept in [
            &ours,
            &live,
            &fresh_unowned,
            &other_file,
            &dir_not_file,
            &file,
        ] {
            assert!(kept.exists(), "{} was removed", kept.display());
        }
        assert_eq!(remove_stale_temporaries(&file), 0);
    }

    #[test]
    fn rejects_paths_without_file_name() {
        assert!(matches!(
            write_atomic(Path::new("/"), b""),
            Err(FsError::NotAFilePath { .. })
        ));
    }

    #[cfg(unix)]
    #[test]
    fn error_names_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let blocker = dir.path().join("file");
        std::fs::write(&blocker, b"").unwrap();
        // A regular file where a parent directory should be.
        let err = write_atomic(&blocker.join("x.json"), b"{}").unwrap_err();
        assert!(err.to_string().contains("file"), "{err}");
    }
}
