//! Bounded file reads: the one way Lemon reads a file whose size it does not control.
//!
//! Every reader takes a limit and reads at most `limit + 1` bytes, so a file that grows
//! between a `stat` and the read, a FIFO, or a multi-gigabyte file planted where a
//! small one belongs costs at most the limit in memory. A file over the limit is a
//! typed [`ReadError::TooLarge`] naming the file and the limit; each caller decides
//! what that means (refuse, skip, report).
//!
//! ```
//! use lemon_core::read::{read_bounded, read_bounded_string, ReadError};
//! let dir = tempfile::tempdir().unwrap();
//! let file = dir.path().join("notes.txt");
//! std::fs::write(&file, "twelve bytes").unwrap();
//! assert_eq!(read_bounded(&file, 12).unwrap(), b"twelve bytes");
//! assert_eq!(read_bounded_string(&file, 64).unwrap(), "twelve bytes");
//! let err = read_bounded(&file, 11).unwrap_err();
//! assert!(matches!(err, ReadError::TooLarge { limit: 11, .. }));
//! assert!(err.to_string().contains("notes.txt is larger than 11 bytes"));
//! assert!(read_bounded(&dir.path().join("missing"), 8).unwrap_err().is_not_found());
//! ```

use std::io::{self, Read};
use std::path::{Path, PathBuf};

use crate::fs::FsError;

/// Why a bounded read failed. Each variant names the file.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// Opening or reading failed.
    #[error("cannot read {}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: io::Error,
    },
    /// The file holds more than `limit` bytes; only `limit + 1` were read.
    #[error("{} is larger than {limit} bytes", path.display())]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// The reader's bound, in bytes.
        limit: u64,
    },
    /// The file is not UTF-8 text (string readers only).
    #[error("{} is not UTF-8 text", path.display())]
    NotUtf8 {
        /// The file.
        path: PathBuf,
    },
}

impl ReadError {
    /// The file the read was about.
    pub fn path(&self) -> &Path {
        match self {
            ReadError::Io { path, .. }
            | ReadError::TooLarge { path, .. }
            | ReadError::NotUtf8 { path } => path,
        }
    }

    /// `true` when the file does not exist.
    pub fn is_not_found(&self) -> bool {
        matches!(self, ReadError::Io { source, .. } if source.kind() == io::ErrorKind::NotFound)
    }
}

impl From<ReadError> for FsError {
    fn from(e: ReadError) -> Self {
        match e {
            ReadError::Io { path, source } => FsError::Io {
                op: "read",
                path,
                source,
            },
            ReadError::TooLarge { path, limit } => FsError::TooLarge { path, limit },
            ReadError::NotUtf8 { path } => FsError::Io {
                op: "read",
                path,
                source: io::Error::new(io::ErrorKind::InvalidData, "not UTF-8 text"),
            },
        }
    }
}

/// Reads the whole file at `path` if it holds at most `limit` bytes.
pub fn read_bounded(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let file = std::fs::File::open(path).map_err(|source| ReadError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let size_hint = file.metadata().map_or(0, |m| m.len());
    read_bounded_from(file, path, limit, size_hint)
}

/// Reads `reader` (an already opened `path`, e.g. one opened without following a
/// symlink or without blocking on a FIFO) to its end if it yields at most `limit`
/// bytes. `path` is only used to name the file in errors.
///
/// `size_hint` is the length the caller expects (the size of a `stat` it already
/// made, or 0): it only sizes the buffer, so a file is read in one call instead of a
/// series of growing ones (a registry scan reads hundreds of files), and is never
/// trusted as the bound.
///
/// ```
/// let err = lemon_core::read::read_bounded_from(&b"0123456789"[..], "ten".as_ref(), 9, 10)
///     .unwrap_err();
/// assert!(matches!(err, lemon_core::read::ReadError::TooLarge { limit: 9, .. }));
/// ```
pub fn read_bounded_from(
    reader: impl Read,
    path: &Path,
    limit: u64,
    size_hint: u64,
) -> Result<Vec<u8>, ReadError> {
    // One byte beyond the expected end, so reaching end-of-file needs no reallocation.
    let capacity = usize::try_from(size_hint.min(limit)).map_or(0, |n| n.saturating_add(1));
    let mut bytes = Vec::with_capacity(capacity);
    reader
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(|source| ReadError::Io {
            path: path.to_path_buf(),
            source,
        })?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            path: path.to_path_buf(),
            limit,
        });
    }
    Ok(bytes)
}

/// [`read_bounded`] for a text file: the bytes must be UTF-8.
pub fn read_bounded_string(path: &Path, limit: u64) -> Result<String, ReadError> {
    let bytes = read_bounded(path, limit)?;
    String::from_utf8(bytes).map_err(|_| ReadError::NotUtf8 {
        path: path.to_path_buf(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exactly_the_limit_is_read_one_more_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("f");
        std::fs::write(&f, vec![b'x'; 100]).unwrap();
        assert_eq!(read_bounded(&f, 100).unwrap().len(), 100);
        let err = read_bounded(&f, 99).unwrap_err();
        assert!(matches!(&err, ReadError::TooLarge { limit: 99, path } if path == &f));
        assert_eq!(err.path(), f);
        assert_eq!(
            read_bounded(&f, 0).map_err(|e| e.to_string()).unwrap_err(),
            format!("{} is larger than 0 bytes", f.display())
        );
    }

    #[test]
    fn never_reads_past_the_bound() {
        // An endless reader: a bound that was not honoured would never return.
        let endless = std::io::repeat(b'a');
        let err = read_bounded_from(endless, Path::new("endless"), 1 << 20, 0).unwrap_err();
        assert!(matches!(err, ReadError::TooLarge { .. }));
        assert!(
            read_bounded_from(std::io::empty(), Path::new("e"), u64::MAX, 0)
                .unwrap()
                .is_empty()
        );
    }

    #[test]
    fn the_size_hint_sizes_the_buffer_and_is_never_the_bound() {
        let ten = &b"0123456789"[..];
        // Exact, too small, too large and absurd hints all read the same bytes.
        for hint in [10, 0, 3, 1 << 40, u64::MAX] {
            assert_eq!(
                read_bounded_from(ten, Path::new("t"), 10, hint).unwrap(),
                ten
            );
            assert!(matches!(
                read_bounded_from(ten, Path::new("t"), 9, hint),
                Err(ReadError::TooLarge { limit: 9, .. })
            ));
        }
        // An absurd hint allocates no more than the limit allows.
        let bytes = read_bounded_from(ten, Path::new("t"), 64, u64::MAX).unwrap();
        assert!(bytes.capacity() <= 65, "{}", bytes.capacity());
        let exact = read_bounded_from(ten, Path::new("t"), 64, 10).unwrap();
        assert_eq!(exact.capacity(), 11, "one read to the end, no growth");
    }

    #[test]
    fn string_reader_requires_utf8() {
        let dir = tempfile::tempdir().unwrap();
        let f = dir.path().join("bin");
        std::fs::write(&f, b"ok\xff").unwrap();
        assert!(matches!(
            read_bounded_string(&f, 10),
            Err(ReadError::NotUtf8 { .. })
        ));
    }

    #[test]
    fn errors_convert_to_fs_errors_with_the_same_file() {
        let missing = Path::new("/nonexistent/lemon/file");
        let err = read_bounded(missing, 1).unwrap_err();
        assert!(err.is_not_found());
        let fs: FsError = err.into();
        assert!(matches!(fs, FsError::Io { op: "read", .. }));
        assert!(
            fs.to_string()
                .starts_with("cannot read /nonexistent/lemon/file")
        );
        let fs: FsError = ReadError::TooLarge {
            path: missing.into(),
            limit: 3,
        }
        .into();
        assert!(matches!(fs, FsError::TooLarge { limit: 3, .. }));
    }
}
