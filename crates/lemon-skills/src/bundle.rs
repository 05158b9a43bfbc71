//! A skill's bundle: the files an installed skill consists of, read once into memory with
//! their SHA-256, and the bundle digest that names exactly those bytes.
//!
//! The bundle is what the installer audits and what it activates, so the bytes judged
//! are the bytes written: [`Bundle::read`] takes every member's content into memory
//! (bounded by [`BundleLimits`]), the audit reads [`BundleFile::bytes`], and
//! [`Bundle::write_to`] writes the same bytes into the staging directory. Nothing is
//! re-read from the source between the audit and the activation.
//!
//! Members: `SKILL.md` and every regular file below the skill directory, at any depth,
//! except hidden names (a leading `.`, which covers `.git`) and editor leftovers
//! (`~`, `.swp`, `.swo`, `.tmp`, `.temp`, `.bak` endings), which are listed in
//! [`Bundle::excluded`] and not installed. Symbolic links are never followed: a link, a
//! FIFO or a device, a name that is not UTF-8, a tree too deep, too many files or too
//! many bytes is recorded as an [`Anomaly`] (the audit turns each into a blocking
//! finding) instead of failing the read, so one report can name them all.
//!
//! Hidden files are not members, but another agent that loads the directory as it
//! stands reads them, and a skill can tell its reader to copy one into place: their
//! text is read too, within [`HIDDEN_READ`] bounds, into [`Bundle::hidden`] for the
//! audit alone (never installed, not in the digest). `.git` and the caches tools keep
//! beside a project are not entered.
//!
//! The digest sorts members by relative path (`/`-separated), writes one line
//! `<path>\t<sha256 hex>` per member, joins the lines with `\n` and hashes that text:
//! renaming or editing any member changes it; excluded files do not.
//!
//! ```
//! use lemon_skills::bundle::{Bundle, BundleLimits};
//! let dir = tempfile::tempdir().unwrap();
//! std::fs::write(dir.path().join("SKILL.md"), "---\nname: demo\ndescription: d\n---\n").unwrap();
//! std::fs::create_dir(dir.path().join("scripts")).unwrap();
//! std::fs::write(dir.path().join("scripts/run.sh"), "echo hi\n").unwrap();
//! std::fs::write(dir.path().join(".notes.swp"), "scratch").unwrap();
//! let bundle = Bundle::read(dir.path(), &BundleLimits::default()).unwrap();
//! let paths: Vec<&str> = bundle.files.iter().map(|f| f.path.as_str()).collect();
//! assert_eq!(paths, ["SKILL.md", "scripts/run.sh"]);
//! assert_eq!(bundle.excluded, [".notes.swp"]);
//! assert!(bundle.anomalies.is_empty());
//! assert_eq!(bundle.digest().len(), 64);
//! ```

use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

/// The manifest file every bundle must hold at its root.
pub use crate::discovery::SKILL_FILE;

/// Bounds on what [`Bundle::read`] takes into memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BundleLimits {
    /// Most member files; the walk stops at this many.
    pub max_files: usize,
    /// Largest single member, in bytes.
    pub max_file_bytes: u64,
    /// Most bytes over all members.
    pub max_total_bytes: u64,
    /// Deepest directory nesting below the skill directory.
    pub max_depth: usize,
}

impl Default for BundleLimits {
    fn default() -> Self {
        BundleLimits {
            max_files: 5_000,
            max_file_bytes: 16 * 1024 * 1024,
            max_total_bytes: 64 * 1024 * 1024,
            max_depth: 24,
        }
    }
}

/// Bounds on the hidden files read for the audit ([`Bundle::hidden`]): most files,
/// largest file, most bytes in all. What lies beyond them is only named in
/// [`Bundle::excluded`].
pub const HIDDEN_READ: (usize, u64, u64) = (200, 1 << 20, 8 << 20);

/// Hidden directories that hold a tool's own state, never a skill's text.
const HIDDEN_STATE_DIRS: &[&str] = &[
    ".git",
    ".hg",
    ".svn",
    ".venv",
    ".tox",
    ".nox",
    ".mypy_cache",
    ".pytest_cache",
    ".ruff_cache",
    ".cache",
    ".next",
    ".nuxt",
    ".turbo",
    ".parcel-cache",
    ".gradle",
    ".idea",
    ".terraform",
];

/// One member of a bundle, with its content.
#[derive(Clone, PartialEq, Eq)]
pub struct BundleFile {
    /// Path relative to the skill directory, `/`-separated.
    pub path: String,
    /// The file's bytes, exactly as read.
    pub bytes: Vec<u8>,
    /// SHA-256 of `bytes`.
    pub sha256: [u8; 32],
    /// Whether any execute bit was set (always false off Unix).
    pub executable: bool,
}

impl std::fmt::Debug for BundleFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BundleFile")
            .field("path", &self.path)
            .field("len", &self.bytes.len())
            .field("sha256", &hex::encode(self.sha256))
            .field("executable", &self.executable)
            .finish()
    }
}

/// Something in the skill directory that is not a plain member. Each is a reason not to
/// install the bundle as it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Anomaly {
    /// A symbolic link (never followed); `target` is what it points at, lossily decoded.
    Symlink {
        /// Relative path of the link.
        path: String,
        /// The link's target.
        target: String,
    },
    /// A FIFO, socket or device node.
    SpecialFile {
        /// Relative path.
        path: String,
    },
    /// A file or directory name that is not UTF-8 (shown lossily).
    NonUtf8Name {
        /// Relative path, lossily decoded.
        path: String,
    },
    /// A directory nested deeper than [`BundleLimits::max_depth`]; not entered.
    TooDeep {
        /// Relative path of the directory.
        path: String,
    },
    /// More than [`BundleLimits::max_files`] members; the rest were not read.
    TooManyFiles {
        /// The bound.
        limit: usize,
    },
    /// A member larger than [`BundleLimits::max_file_bytes`]; not read.
    FileTooLarge {
        /// Relative path.
        path: String,
        /// The bound, in bytes.
        limit: u64,
    },
    /// The members together exceed [`BundleLimits::max_total_bytes`]; the rest were not read.
    TooManyBytes {
        /// The bound, in bytes.
        limit: u64,
    },
    /// An entry that could not be read.
    Unreadable {
        /// Relative path.
        path: String,
        /// Why.
        kind: io::ErrorKind,
    },
}

impl Anomaly {
    /// The relative path the anomaly is about, when it is about one entry.
    pub fn path(&self) -> Option<&str> {
        match self {
            Anomaly::Symlink { path, .. }
            | Anomaly::SpecialFile { path }
            | Anomaly::NonUtf8Name { path }
            | Anomaly::TooDeep { path }
            | Anomaly::FileTooLarge { path, .. }
            | Anomaly::Unreadable { path, .. } => Some(path),
            Anomaly::TooManyFiles { .. } | Anomaly::TooManyBytes { .. } => None,
        }
    }
}

impl std::fmt::Display for Anomaly {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Anomaly::Symlink { path, target } => {
                write!(
                    f,
                    "{path} is a symbolic link (to {target}); links are not installed"
                )
            }
            Anomaly::SpecialFile { path } => write!(f, "{path} is not a regular file"),
            Anomaly::NonUtf8Name { path } => write!(f, "{path}: the name is not UTF-8"),
            Anomaly::TooDeep { path } => write!(f, "{path} is nested too deep"),
            Anomaly::TooManyFiles { limit } => write!(f, "more than {limit} files"),
            Anomaly::FileTooLarge { path, limit } => {
                write!(f, "{path} is larger than {limit} bytes")
            }
            Anomaly::TooManyBytes { limit } => write!(f, "the files exceed {limit} bytes in all"),
            Anomaly::Unreadable { path, kind } => write!(f, "cannot read {path}: {kind}"),
        }
    }
}

/// Why a directory could not be read as a bundle at all.
#[derive(Debug, thiserror::Error)]
pub enum BundleError {
    /// The path is missing or is not a directory (a link to one counts as not one).
    #[error("{} is not a directory", path.display())]
    NotADirectory {
        /// The path.
        path: PathBuf,
    },
    /// The directory holds no `SKILL.md` file.
    #[error("{} has no SKILL.md", path.display())]
    MissingSkillFile {
        /// The skill directory.
        path: PathBuf,
    },
    /// The directory itself could not be listed.
    #[error("cannot read {}: {source}", path.display())]
    Io {
        /// The directory.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: io::Error,
    },
}

/// A skill directory's members, exclusions and anomalies.
#[derive(Debug, Clone)]
pub struct Bundle {
    /// The directory that was read.
    pub root: PathBuf,
    /// Members sorted by path; `SKILL.md` is among them.
    pub files: Vec<BundleFile>,
    /// Hidden names and editor leftovers that are not part of the bundle (directories
    /// named once, not entered), sorted.
    pub excluded: Vec<String>,
    /// Hidden regular files (a hidden name, or anything below a hidden directory other
    /// than a tool's state such as `.git`), read within [`HIDDEN_READ`] for the audit
    /// only: not members, not installed, not in the digest. Sorted by path.
    pub hidden: Vec<BundleFile>,
    /// Everything that stops the bundle from being installed as it stands.
    pub anomalies: Vec<Anomaly>,
}

impl Bundle {
    /// Reads the skill directory `root` into memory within `limits`.
    ///
    /// Fails only when `root` is not a directory, cannot be listed, or holds no
    /// `SKILL.md` regular file; everything else odd is an [`Anomaly`].
    pub fn read(root: &Path, limits: &BundleLimits) -> Result<Bundle, BundleError> {
        let meta = fs::symlink_metadata(root).map_err(|e| match e.kind() {
            io::ErrorKind::NotFound => BundleError::NotADirectory {
                path: root.to_path_buf(),
            },
            _ => BundleError::Io {
                path: root.to_path_buf(),
                source: e,
            },
        })?;
        if !meta.is_dir() {
            return Err(BundleError::NotADirectory {
                path: root.to_path_buf(),
            });
        }
        let mut walk = Walk {
            limits,
            bundle: Bundle {
                root: root.to_path_buf(),
                files: Vec::new(),
                excluded: Vec::new(),
                hidden: Vec::new(),
                anomalies: Vec::new(),
            },
            total_bytes: 0,
            hidden_bytes: 0,
            hidden_seen: 0,
            stopped: false,
        };
        walk.dir(root, "", 0).map_err(|source| BundleError::Io {
            path: root.to_path_buf(),
            source,
        })?;
        let mut bundle = walk.bundle;
        bundle.files.sort_by(|a, b| a.path.cmp(&b.path));
        bundle.excluded.sort();
        bundle.hidden.sort_by(|a, b| a.path.cmp(&b.path));
        if !bundle.files.iter().any(|f| f.path == SKILL_FILE)
            && !bundle
                .anomalies
                .iter()
                .any(|a| a.path() == Some(SKILL_FILE))
        {
            return Err(BundleError::MissingSkillFile {
                path: root.to_path_buf(),
            });
        }
        Ok(bundle)
    }

    /// The bundle digest: SHA-256 hex over the sorted `<path>\t<sha256 hex>` lines.
    pub fn digest(&self) -> String {
        let mut hasher = Sha256::new();
        for (i, file) in self.files.iter().enumerate() {
            if i > 0 {
                hasher.update(b"\n");
            }
            hasher.update(file.path.as_bytes());
            hasher.update(b"\t");
            hasher.update(hex::encode(file.sha256).as_bytes());
        }
        hex::encode(hasher.finalize())
    }

    /// The member at `path`, if any.
    pub fn file(&self, path: &str) -> Option<&BundleFile> {
        self.files
            .binary_search_by(|f| f.path.as_str().cmp(path))
            .ok()
            .map(|i| &self.files[i])
    }

    /// SHA-256 hex of `SKILL.md` (the lockfile's content hash), if it was read.
    pub fn skill_file_hash(&self) -> Option<String> {
        self.file(SKILL_FILE).map(|f| hex::encode(f.sha256))
    }

    /// Total bytes of all members.
    pub fn total_bytes(&self) -> u64 {
        self.files.iter().map(|f| f.bytes.len() as u64).sum()
    }

    /// Writes every member under `dest` (which must not exist yet), creating
    /// directories, restoring execute bits, and syncing each file and directory; `dest`
    /// ends up holding exactly the bundle. Member paths were built from directory
    /// entries, so none is absolute or holds `..`; they are checked again here anyway.
    ///
    /// Every file is written first; then files and directories are synced together, on
    /// several threads, so the file system commits them at once instead of one by one.
    pub fn write_to(&self, dest: &Path) -> io::Result<()> {
        fs::create_dir(dest)?;
        let mut written: Vec<fs::File> = Vec::with_capacity(self.files.len());
        let mut dirs: Vec<PathBuf> = vec![dest.to_path_buf()];
        for file in &self.files {
            let rel = Path::new(&file.path);
            if rel.is_absolute()
                || rel
                    .components()
                    .any(|c| !matches!(c, std::path::Component::Normal(_)))
            {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidInput,
                    format!("unsafe member path {}", file.path),
                ));
            }
            let target = dest.join(rel);
            if let Some(parent) = target.parent()
                && !dirs.iter().any(|d| d == parent)
            {
                fs::create_dir_all(parent)?;
                let mut p = parent;
                while p != dest && !dirs.iter().any(|d| d == p) {
                    dirs.push(p.to_path_buf());
                    match p.parent() {
                        Some(up) => p = up,
                        None => break,
                    }
                }
            }
            let mut options = fs::OpenOptions::new();
            options.write(true).create_new(true);
            let mut out = options.open(&target)?;
            io::Write::write_all(&mut out, &file.bytes)?;
            set_executable(&target, file.executable)?;
            written.push(out);
            // Bounded: never more than this many descriptors open at once.
            if written.len() == 256 {
                sync_all_of(&written)?;
                written.clear();
            }
        }
        // The directories' entries all exist now: they are synced in the same batches.
        #[cfg(unix)]
        for d in &dirs {
            written.push(fs::File::open(d)?);
            if written.len() == 256 {
                sync_all_of(&written)?;
                written.clear();
            }
        }
        sync_all_of(&written)
    }
}

/// Syncs every file (or directory), on up to 8 threads: fsyncs issued together are
/// committed together.
fn sync_all_of(files: &[fs::File]) -> io::Result<()> {
    const THREADS: usize = 8;
    if files.len() <= 1 {
        return files.iter().try_for_each(fs::File::sync_all);
    }
    let chunk = files.len().div_ceil(THREADS);
    std::thread::scope(|s| {
        let handles: Vec<_> = files
            .chunks(chunk)
            .map(|part| s.spawn(move || part.iter().try_for_each(fs::File::sync_all)))
            .collect();
        handles.into_iter().try_for_each(|h| {
            h.join()
                .unwrap_or_else(|_| Err(io::Error::other("sync failed")))
        })
    })
}

/// Whether a name is left out of every bundle: hidden names and editor leftovers.
pub fn is_excluded_name(name: &str) -> bool {
    const LEFTOVER_ENDINGS: [&str; 6] = ["~", ".swp", ".swo", ".tmp", ".temp", ".bak"];
    name.starts_with('.') || LEFTOVER_ENDINGS.iter().any(|end| name.ends_with(end))
}

struct Walk<'a> {
    limits: &'a BundleLimits,
    bundle: Bundle,
    total_bytes: u64,
    /// Bytes read into [`Bundle::hidden`] so far.
    hidden_bytes: u64,
    /// Hidden entries looked at so far (files and directories).
    hidden_seen: usize,
    /// Set once a count or byte bound is hit: nothing more is read.
    stopped: bool,
}

impl Walk<'_> {
    fn dir(&mut self, dir: &Path, prefix: &str, depth: usize) -> io::Result<()> {
        let mut entries: Vec<fs::DirEntry> = fs::read_dir(dir)?.collect::<io::Result<_>>()?;
        entries.sort_by_key(|e| e.file_name());
        for entry in entries {
            if self.stopped {
                return Ok(());
            }
            let name = entry.file_name();
            let Some(name) = name.to_str() else {
                let path = join(prefix, &name.to_string_lossy());
                self.bundle.anomalies.push(Anomaly::NonUtf8Name { path });
                continue;
            };
            let path = join(prefix, name);
            if is_excluded_name(name) {
                if name.starts_with('.') && !HIDDEN_STATE_DIRS.contains(&name) {
                    self.hidden(&entry.path(), &path, depth);
                }
                self.bundle.excluded.push(path);
                continue;
            }
            let file_type = match entry.file_type() {
                Ok(t) => t,
                Err(e) => {
                    self.unreadable(path, &e);
                    continue;
                }
            };
            if file_type.is_symlink() {
                let target = fs::read_link(entry.path())
                    .map(|t| t.to_string_lossy().into_owned())
                    .unwrap_or_default();
                self.bundle
                    .anomalies
                    .push(Anomaly::Symlink { path, target });
            } else if file_type.is_dir() {
                if depth + 1 > self.limits.max_depth {
                    self.bundle.anomalies.push(Anomaly::TooDeep { path });
                    continue;
                }
                if let Err(e) = self.dir(&entry.path(), &path, depth + 1) {
                    self.unreadable(path, &e);
                }
            } else if file_type.is_file() {
                self.file(&entry.path(), path);
            } else {
                self.bundle.anomalies.push(Anomaly::SpecialFile { path });
            }
        }
        Ok(())
    }

    fn file(&mut self, full: &Path, path: String) {
        if self.bundle.files.len() >= self.limits.max_files {
            self.bundle.anomalies.push(Anomaly::TooManyFiles {
                limit: self.limits.max_files,
            });
            self.stopped = true;
            return;
        }
        let remaining = self.limits.max_total_bytes - self.total_bytes;
        let limit = self.limits.max_file_bytes.min(remaining);
        let opened = open_no_follow(full).and_then(|f| {
            let executable = is_executable(&f.metadata()?);
            let mut bytes = Vec::new();
            f.take(limit + 1).read_to_end(&mut bytes)?;
            Ok((bytes, executable))
        });
        let (bytes, executable) = match opened {
            Ok(read) => read,
            Err(e) => return self.unreadable(path, &e),
        };
        if bytes.len() as u64 > limit {
            if limit == self.limits.max_file_bytes {
                self.bundle.anomalies.push(Anomaly::FileTooLarge {
                    path,
                    limit: self.limits.max_file_bytes,
                });
            } else {
                self.bundle.anomalies.push(Anomaly::TooManyBytes {
                    limit: self.limits.max_total_bytes,
                });
                self.stopped = true;
            }
            return;
        }
        self.total_bytes += bytes.len() as u64;
        let sha256 = Sha256::digest(&bytes).into();
        self.bundle.files.push(BundleFile {
            path,
            bytes,
            sha256,
            executable,
        });
    }

    /// Reads the hidden entry `full` (a file, or a directory walked whole) into
    /// [`Bundle::hidden`] while [`HIDDEN_READ`] allows; links, special files and what
    /// cannot be read are skipped (they are not installed either).
    fn hidden(&mut self, full: &Path, path: &str, depth: usize) {
        let (max_files, max_file_bytes, max_bytes) = HIDDEN_READ;
        // Entries looked at are bounded too: a hidden tree of empty directories
        // costs no bytes.
        self.hidden_seen += 1;
        if self.bundle.hidden.len() >= max_files
            || self.hidden_seen > 4 * max_files
            || depth > self.limits.max_depth
        {
            return;
        }
        let Ok(meta) = fs::symlink_metadata(full) else {
            return;
        };
        if meta.is_dir() {
            let Ok(entries) = fs::read_dir(full) else {
                return;
            };
            let mut entries: Vec<fs::DirEntry> = entries.filter_map(Result::ok).collect();
            entries.sort_by_key(|e| e.file_name());
            for entry in entries {
                let name = entry.file_name();
                let Some(name) = name.to_str() else { continue };
                if HIDDEN_STATE_DIRS.contains(&name) {
                    continue;
                }
                self.hidden(&entry.path(), &join(path, name), depth + 1);
            }
            return;
        }
        let room = max_bytes.saturating_sub(self.hidden_bytes);
        if !meta.is_file() || meta.len() > max_file_bytes || meta.len() > room {
            return;
        }
        let Ok(file) = open_no_follow(full) else {
            return;
        };
        let mut bytes = Vec::new();
        if file
            .take(max_file_bytes.min(room) + 1)
            .read_to_end(&mut bytes)
            .is_err()
            || bytes.len() as u64 > max_file_bytes.min(room)
        {
            return;
        }
        self.hidden_bytes += bytes.len() as u64;
        self.bundle.hidden.push(BundleFile {
            path: path.to_string(),
            sha256: Sha256::digest(&bytes).into(),
            bytes,
            executable: is_executable(&meta),
        });
    }

    fn unreadable(&mut self, path: String, error: &io::Error) {
        self.bundle.anomalies.push(Anomaly::Unreadable {
            path,
            kind: error.kind(),
        });
    }
}

/// Opens a file for reading without following a link and without blocking on a FIFO:
/// the entry was a regular file when listed, and must not turn into something else.
fn open_no_follow(path: &Path) -> io::Result<fs::File> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let file = options.open(path)?;
    if !file.metadata()?.is_file() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file",
        ));
    }
    Ok(file)
}

fn join(prefix: &str, name: &str) -> String {
    if prefix.is_empty() {
        name.to_string()
    } else {
        format!("{prefix}/{name}")
    }
}

#[cfg(unix)]
fn is_executable(meta: &fs::Metadata) -> bool {
    use std::os::unix::fs::PermissionsExt;
    meta.permissions().mode() & 0o111 != 0
}

#[cfg(not(unix))]
fn is_executable(_meta: &fs::Metadata) -> bool {
    false
}

#[cfg(unix)]
fn set_executable(path: &Path, executable: bool) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    let mode = if executable { 0o755 } else { 0o644 };
    fs::set_permissions(path, fs::Permissions::from_mode(mode))
}

#[cfg(not(unix))]
fn set_executable(_path: &Path, _executable: bool) -> io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skill(dir: &Path) {
        fs::write(
            dir.join(SKILL_FILE),
            "---\nname: t\ndescription: d\n---\nbody\n",
        )
        .unwrap();
    }

    #[test]
    fn digest_follows_the_documented_lines() {
        let dir = tempfile::tempdir().unwrap();
        skill(dir.path());
        fs::create_dir_all(dir.path().join("references/deep")).unwrap();
        fs::write(dir.path().join("references/deep/a.md"), "a").unwrap();
        let bundle = Bundle::read(dir.path(), &BundleLimits::default()).unwrap();
        let lines: Vec<String> = bundle
            .files
            .iter()
            .map(|f| format!("{}\t{}", f.path, hex::encode(Sha256::digest(&f.bytes))))
            .collect();
        assert_eq!(
            bundle.digest(),
            hex::encode(Sha256::digest(lines.join("\n").as_bytes()))
        );
        assert_eq!(bundle.files[0].path, "SKILL.md");
        assert_eq!(bundle.files[1].path, "references/deep/a.md");
    }

    #[test]
    fn digest_changes_with_a_rename_or_an_edit_but_not_with_a_hidden_file() {
        let dir = tempfile::tempdir().unwrap();
        skill(dir.path());
        fs::write(dir.path().join("notes.md"), "x").unwrap();
        let read = || Bundle::read(dir.path(), &BundleLimits::default()).unwrap();
        let first = read().digest();
        fs::write(dir.path().join(".hidden"), "y").unwrap();
        fs::create_dir(dir.path().join(".git")).unwrap();
        fs::write(dir.path().join(".git/HEAD"), "ref").unwrap();
        assert_eq!(read().digest(), first);
        assert_eq!(read().excluded, [".git", ".hidden"]);
        fs::rename(dir.path().join("notes.md"), dir.path().join("notes2.md")).unwrap();
        let renamed = read().digest();
        assert_ne!(renamed, first);
        fs::write(dir.path().join("notes2.md"), "z").unwrap();
        assert_ne!(read().digest(), renamed);
    }

    #[test]
    fn a_missing_skill_file_or_a_file_root_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("README.md"), "x").unwrap();
        let limits = BundleLimits::default();
        assert!(matches!(
            Bundle::read(dir.path(), &limits),
            Err(BundleError::MissingSkillFile { .. })
        ));
        assert!(matches!(
            Bundle::read(&dir.path().join("README.md"), &limits),
            Err(BundleError::NotADirectory { .. })
        ));
        assert!(matches!(
            Bundle::read(&dir.path().join("absent"), &limits),
            Err(BundleError::NotADirectory { .. })
        ));
    }

    #[cfg(unix)]
    #[test]
    fn links_are_recorded_not_followed() {
        let dir = tempfile::tempdir().unwrap();
        skill(dir.path());
        fs::create_dir(dir.path().join("scripts")).unwrap();
        std::os::unix::fs::symlink("/etc/passwd", dir.path().join("scripts/pw")).unwrap();
        std::os::unix::fs::symlink("/etc", dir.path().join("assets")).unwrap();
        let bundle = Bundle::read(dir.path(), &BundleLimits::default()).unwrap();
        assert_eq!(bundle.files.len(), 1);
        assert_eq!(
            bundle.anomalies,
            [
                Anomaly::Symlink {
                    path: "assets".into(),
                    target: "/etc".into()
                },
                Anomaly::Symlink {
                    path: "scripts/pw".into(),
                    target: "/etc/passwd".into()
                },
            ]
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_linked_skill_file_is_an_anomaly_not_a_missing_file() {
        let dir = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink("/etc/hostname", dir.path().join(SKILL_FILE)).unwrap();
        let bundle = Bundle::read(dir.path(), &BundleLimits::default()).unwrap();
        assert!(matches!(bundle.anomalies[0], Anomaly::Symlink { .. }));
    }

    #[test]
    fn bounds_stop_the_walk_and_are_recorded() {
        let dir = tempfile::tempdir().unwrap();
        skill(dir.path());
        fs::create_dir(dir.path().join("assets")).unwrap();
        for i in 0..20 {
            fs::write(dir.path().join(format!("assets/{i:02}.txt")), "0123456789").unwrap();
        }
        let few = BundleLimits {
            max_files: 5,
            ..BundleLimits::default()
        };
        let bundle = Bundle::read(dir.path(), &few).unwrap();
        assert_eq!(bundle.files.len(), 5);
        assert_eq!(bundle.anomalies, [Anomaly::TooManyFiles { limit: 5 }]);

        let small_file = BundleLimits {
            max_file_bytes: 9,
            ..BundleLimits::default()
        };
        let bundle = Bundle::read(dir.path(), &small_file).unwrap();
        assert_eq!(bundle.anomalies.len(), 20 + 1, "every asset and SKILL.md");

        let small_total = BundleLimits {
            max_total_bytes: 100,
            ..BundleLimits::default()
        };
        let bundle = Bundle::read(dir.path(), &small_total).unwrap();
        assert_eq!(
            bundle.anomalies,
            [Anomaly::TooManyBytes { limit: 100 }],
            "stops at the first file over the total"
        );
        assert!(bundle.total_bytes() <= 100);
    }

    #[test]
    fn depth_is_bounded() {
        let dir = tempfile::tempdir().unwrap();
        skill(dir.path());
        let deep = dir.path().join("a/b/c/d");
        fs::create_dir_all(&deep).unwrap();
        fs::write(deep.join("x.md"), "x").unwrap();
        let shallow = BundleLimits {
            max_depth: 2,
            ..BundleLimits::default()
        };
        let bundle = Bundle::read(dir.path(), &shallow).unwrap();
        assert_eq!(
            bundle.anomalies,
            [Anomaly::TooDeep {
                path: "a/b/c".into()
            }]
        );
    }

    #[cfg(unix)]
    #[test]
    fn write_to_reproduces_the_members_and_their_modes() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        skill(dir.path());
        fs::create_dir(dir.path().join("scripts")).unwrap();
        let script = dir.path().join("scripts/run.sh");
        fs::write(&script, "#!/bin/sh\necho hi\n").unwrap();
        fs::set_permissions(&script, fs::Permissions::from_mode(0o755)).unwrap();
        fs::write(dir.path().join(".secret"), "not installed").unwrap();
        let bundle = Bundle::read(dir.path(), &BundleLimits::default()).unwrap();
        let out = tempfile::tempdir().unwrap();
        let dest = out.path().join("copy");
        bundle.write_to(&dest).unwrap();
        let copy = Bundle::read(&dest, &BundleLimits::default()).unwrap();
        assert_eq!(copy.digest(), bundle.digest());
        assert!(copy.file("scripts/run.sh").unwrap().executable);
        assert!(!copy.file("SKILL.md").unwrap().executable);
        assert!(!dest.join(".secret").exists());
        assert!(
            bundle.write_to(&dest).is_err(),
            "never writes into an existing directory"
        );
    }

    #[test]
    fn excluded_names() {
        for name in [
            ".git", ".env", "a~", "x.swp", "x.swo", "x.tmp", "x.temp", "x.bak",
        ] {
            assert!(is_excluded_name(name), "{name}");
        }
        for name in ["SKILL.md", "run.sh", "tmp", "notes.tmp.md"] {
            assert!(!is_excluded_name(name), "{name}");
        }
    }
}
