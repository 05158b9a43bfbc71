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
    pub(crate) fn io(op: &'static str, path: &Path, source: io::Error) -> Self {
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
/// `.<name>.tmp.<random>` in the same directory (discovery ignores dot-files), and is
/// removed if anything fails before the rename.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), FsError> {
    write_atomic_mode(path, bytes, None)
}

/// Like [`write_atomic`], but the file is created readable by its owner only (`0o600`).
pub fn write_atomic_private(path: &Path, bytes: &[u8]) -> Result<(), FsError> {
    write_atomic_mode(path, bytes, Some(0o600))
}

fn write_atomic_mode(path: &Path, bytes: &[u8], forced_mode: Option<u32>) -> Result<(), FsError> {
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

    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(name);
    prefix.push(".tmp.");
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
    tmp.persist(path)
        .map_err(|e| FsError::io("rename a temporary file over", path, e.error))?;
    sync_dir(dir).map_err(|e| FsError::io("flush directory", dir, e))?;
    Ok(())
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
