//! Cross-process locks for shared files, as sibling `.lock` directories.
//!
//! Every read-modify-write of a shared file (`skills.json`, `mcp.json`,
//! `skills.lock.json`, `skills.usage.json`, …) holds `<file>.lock`, a directory created
//! with one atomic `mkdir`. `mkdir` is atomic on every local file system and on NFS, needs
//! no `flock` support, and works the same between threads and between processes.
//!
//! * The holder writes `owner` inside the directory (`pid`, a random token, the time).
//! * Waiting is bounded (`timeout`) with exponential backoff and jitter.
//! * A lock is **stale** when its holder's pid is dead (same machine), or when it is older
//!   than `stale_after` (a crashed holder on another machine, or a reused pid). A stale
//!   lock is broken under a second short-lived directory, `<file>.lock.breaking`, after
//!   re-reading the owner, so two waiters never both break and re-take it.
//! * The guard removes the directory on drop, but only while it still holds its own
//!   token (a lock taken over from a too-slow holder is not deleted by that holder).
//!
//! Keep critical sections short: read, modify, [`crate::fs::write_atomic`], release.
//! [`update_json_file`] does exactly that for JSON files.
//!
//! ```
//! use std::time::Duration;
//! use lemon_core::lock::LockDir;
//!
//! # fn main() -> Result<(), lemon_core::fs::FsError> {
//! let dir = tempfile::tempdir().unwrap();
//! let file = dir.path().join("skills.json");
//! {
//!     let _guard = LockDir::acquire(&file, Duration::from_secs(5))?;
//!     assert!(dir.path().join("skills.json.lock").is_dir());
//!     // ... read `file`, change it, write it with lemon_core::fs::write_atomic ...
//! }
//! assert!(!dir.path().join("skills.json.lock").exists()); // released on drop
//! # Ok(()) }
//! ```

use std::ffi::OsString;
use std::hash::{BuildHasher, Hasher};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde_json::Value;

use crate::fs::{FsError, remove_stale_temporaries, write_atomic, write_atomic_private};
use crate::process::pid_alive;
use crate::read::{read_bounded, read_bounded_string};

/// How long a lock may live before it is considered abandoned, by default.
pub const DEFAULT_STALE_AFTER: Duration = Duration::from_secs(30);
/// How long to wait for a lock, by default.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);
/// A lock directory without an `owner` file older than this is abandoned: its holder
/// died between `mkdir` and writing the owner file.
const OWNERLESS_STALE_AFTER: Duration = Duration::from_secs(2);
/// The breaker directory is held for microseconds; older than this it is abandoned.
const BREAKER_STALE_AFTER: Duration = Duration::from_secs(5);
const MAX_OWNER_BYTES: u64 = 4096;
const MAX_BACKOFF: Duration = Duration::from_millis(50);

/// Lock acquisition settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LockOptions {
    /// Give up (with [`FsError::LockTimeout`]) after waiting this long.
    pub timeout: Duration,
    /// A lock older than this is broken even if its holder pid looks alive.
    pub stale_after: Duration,
}

impl Default for LockOptions {
    fn default() -> Self {
        LockOptions {
            timeout: DEFAULT_TIMEOUT,
            stale_after: DEFAULT_STALE_AFTER,
        }
    }
}

/// A held `<file>.lock` directory. Released (removed) on drop.
#[derive(Debug)]
#[must_use = "the lock is released as soon as the guard is dropped"]
pub struct LockDir {
    dir: PathBuf,
    token: String,
    released: bool,
}

/// The `.lock` directory that guards `file`: `<file>.lock`.
///
/// ```
/// # use std::path::Path;
/// assert_eq!(lemon_core::lock::lock_path(Path::new("/a/skills.json")), Path::new("/a/skills.json.lock"));
/// ```
pub fn lock_path(file: &Path) -> PathBuf {
    let mut s = OsString::from(file.as_os_str());
    s.push(".lock");
    PathBuf::from(s)
}

fn breaker_path(lock: &Path) -> PathBuf {
    let mut s = OsString::from(lock.as_os_str());
    s.push(".breaking");
    PathBuf::from(s)
}

impl LockDir {
    /// Takes the lock guarding `file` (the shared file itself, not the lock directory),
    /// waiting at most `timeout`. Parent directories are created as needed.
    pub fn acquire(file: &Path, timeout: Duration) -> Result<LockDir, FsError> {
        Self::acquire_with(
            file,
            &LockOptions {
                timeout,
                ..LockOptions::default()
            },
        )
    }

    /// [`LockDir::acquire`] with explicit options.
    pub fn acquire_with(file: &Path, opts: &LockOptions) -> Result<LockDir, FsError> {
        let dir = lock_path(file);
        let start = Instant::now();
        let mut backoff = Duration::from_millis(1);
        let mut created_parent = false;
        loop {
            match std::fs::create_dir(&dir) {
                Ok(()) => {
                    let token = new_token();
                    let owner = format!(
                        "pid={}\ntoken={}\nacquired_ms={}\n",
                        std::process::id(),
                        token,
                        unix_ms()
                    );
                    if let Err(e) = std::fs::write(dir.join("owner"), owner) {
                        let _ = std::fs::remove_dir_all(&dir);
                        return Err(FsError::io("write the owner file of lock", &dir, e));
                    }
                    return Ok(LockDir {
                        dir,
                        token,
                        released: false,
                    });
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                    let observed = read_owner(&dir);
                    if is_stale(&dir, observed.as_deref(), opts.stale_after) {
                        break_lock(&dir, observed.as_deref(), opts.stale_after);
                        continue;
                    }
                    let waited = start.elapsed();
                    if waited >= opts.timeout {
                        return Err(FsError::LockTimeout {
                            holder: describe_owner(observed.as_deref()),
                            lock: dir,
                            waited,
                        });
                    }
                    let sleep = jitter(backoff).min(opts.timeout - waited);
                    std::thread::sleep(sleep);
                    backoff = (backoff * 2).min(MAX_BACKOFF);
                }
                Err(e) if e.kind() == io::ErrorKind::NotFound && !created_parent => {
                    created_parent = true;
                    if let Some(parent) = dir.parent() {
                        std::fs::create_dir_all(parent)
                            .map_err(|e| FsError::io("create directory", parent, e))?;
                    }
                }
                Err(e) => return Err(FsError::io("create lock directory", &dir, e)),
            }
        }
    }

    /// The `.lock` directory held.
    pub fn path(&self) -> &Path {
        &self.dir
    }

    /// Releases the lock now, reporting failures (drop ignores them).
    pub fn release(mut self) -> Result<(), FsError> {
        self.released = true;
        self.remove_if_ours()
    }

    fn remove_if_ours(&self) -> Result<(), FsError> {
        let ours = read_owner(&self.dir)
            .map(|o| owner_field(&o, "token") == Some(self.token.as_str()))
            .unwrap_or(false);
        if !ours {
            // Broken as stale and possibly re-taken by someone else: not ours to remove.
            return Ok(());
        }
        match std::fs::remove_dir_all(&self.dir) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(FsError::io("remove lock directory", &self.dir, e)),
        }
    }
}

impl Drop for LockDir {
    fn drop(&mut self) {
        if !self.released {
            let _ = self.remove_if_ours();
        }
    }
}

/// The owner file's text; `None` when it is missing, unreadable, or too large to be one
/// Lemon wrote (then the lock is judged by its age alone).
fn read_owner(dir: &Path) -> Option<String> {
    read_bounded_string(&dir.join("owner"), MAX_OWNER_BYTES).ok()
}

fn owner_field<'a>(owner: &'a str, key: &str) -> Option<&'a str> {
    owner.lines().find_map(|l| {
        l.split_once('=')
            .filter(|(k, _)| *k == key)
            .map(|(_, v)| v.trim())
    })
}

fn describe_owner(owner: Option<&str>) -> String {
    match owner.and_then(|o| owner_field(o, "pid")) {
        Some(pid) => format!("pid {pid}"),
        None => "an unknown process".to_string(),
    }
}

fn age(path: &Path) -> Option<Duration> {
    let modified = std::fs::metadata(path).ok()?.modified().ok()?;
    // A clock set backwards gives a negative age: treat it as fresh.
    Some(
        SystemTime::now()
            .duration_since(modified)
            .unwrap_or_default(),
    )
}

fn is_stale(dir: &Path, owner: Option<&str>, stale_after: Duration) -> bool {
    let Some(age) = age(dir) else {
        // Vanished in the meantime: not stale, just retry the mkdir.
        return false;
    };
    if age > stale_after {
        return true;
    }
    match owner {
        None => age > OWNERLESS_STALE_AFTER.min(stale_after),
        Some(o) => match owner_field(o, "pid").and_then(|p| p.parse::<u32>().ok()) {
            Some(pid) => !pid_alive(pid),
            None => age > OWNERLESS_STALE_AFTER.min(stale_after),
        },
    }
}

/// Breaks `dir` if it is still held by `observed` and still stale, under the breaker
/// directory so that only one waiter breaks a given stale lock.
fn break_lock(dir: &Path, observed: Option<&str>, stale_after: Duration) {
    let breaker = breaker_path(dir);
    match std::fs::create_dir(&breaker) {
        Ok(()) => {
            let current = read_owner(dir);
            if current.as_deref() == observed && is_stale(dir, current.as_deref(), stale_after) {
                let _ = std::fs::remove_dir_all(dir);
            }
            let _ = std::fs::remove_dir(&breaker);
        }
        Err(_) => {
            if age(&breaker).is_some_and(|a| a > BREAKER_STALE_AFTER) {
                let _ = std::fs::remove_dir_all(&breaker);
            } else {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
    }
}

fn unix_ms() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis())
        .unwrap_or(0)
}

fn random_u64() -> u64 {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    // RandomState is seeded randomly per process; mixing a counter and the clock makes
    // each call distinct.
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(COUNTER.fetch_add(1, Ordering::Relaxed));
    h.write_u128(
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0),
    );
    h.write_u32(std::process::id());
    h.finish()
}

fn new_token() -> String {
    format!("{:016x}", random_u64())
}

fn jitter(d: Duration) -> Duration {
    // 50%..150% of the nominal backoff, so waiters started together spread out.
    let nanos = d.as_nanos() as u64;
    let spread = random_u64() % nanos.max(1);
    Duration::from_nanos(nanos / 2 + spread)
}

/// What [`update_json_file_with`] does when the file exists but is not valid JSON.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OnMalformed {
    /// Fail with [`FsError::MalformedJson`] and leave the file alone (default).
    #[default]
    Error,
    /// Treat it as `{}` and overwrite it on save (what `skills.json` specifies).
    Replace,
}

/// Options for [`update_json_file_with`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct UpdateOptions {
    /// Lock acquisition settings.
    pub lock: LockOptions,
    /// Handling of an unparsable file.
    pub on_malformed: OnMalformed,
    /// Write the file readable by its owner only (`0o600`, also when it existed with a
    /// looser mode), as [`crate::fs::write_atomic_private`] does; otherwise an existing
    /// file keeps its mode and a new one gets `0o644`.
    pub private: bool,
}

/// Read-modify-write of a JSON file under its `.lock` directory.
///
/// Takes the lock, **then** reads the file (so an update made by another process while
/// we waited is never lost), hands the value to `f`, and writes it back atomically,
/// pretty-printed with a trailing newline, if `f` returned `Ok` and changed it. A
/// missing or empty file reads as `{}`. A malformed file is an error
/// ([`update_json_file_with`] can replace it instead).
///
/// `f`'s error type only needs `From<FsError>`; when `f` fails nothing is written.
/// Holding the lock, it also removes the temporary files that killed writers of this file
/// left behind ([`remove_stale_temporaries`]).
///
/// ```
/// use serde_json::{json, Value};
/// use lemon_core::{fs::FsError, lock::update_json_file};
///
/// # fn main() -> Result<(), FsError> {
/// let dir = tempfile::tempdir().unwrap();
/// let file = dir.path().join("counter.json");
/// for _ in 0..3 {
///     update_json_file(&file, |v: &mut Value| {
///         let n = v["count"].as_u64().unwrap_or(0);
///         v["count"] = json!(n + 1);
///         Ok::<_, FsError>(())
///     })?;
/// }
/// let text = std::fs::read_to_string(&file).unwrap();
/// assert_eq!(serde_json::from_str::<Value>(&text).unwrap(), json!({"count": 3}));
/// # Ok(()) }
/// ```
pub fn update_json_file<R, E>(
    path: &Path,
    f: impl FnOnce(&mut Value) -> Result<R, E>,
) -> Result<R, E>
where
    E: From<FsError>,
{
    update_json_file_with(path, &UpdateOptions::default(), f)
}

/// [`update_json_file`] with explicit lock and malformed-file handling.
pub fn update_json_file_with<R, E>(
    path: &Path,
    opts: &UpdateOptions,
    f: impl FnOnce(&mut Value) -> Result<R, E>,
) -> Result<R, E>
where
    E: From<FsError>,
{
    let guard = LockDir::acquire_with(path, &opts.lock)?;
    // Only the lock holder writes this file, so leftovers of dead writers can go now.
    remove_stale_temporaries(path);
    let original = read_json_for_update(path, opts.on_malformed)?.unwrap_or_else(empty_object);
    let mut value = original.clone();
    let out = f(&mut value)?;
    if value != original {
        let mut text = serde_json::to_string_pretty(&value).map_err(|e| {
            FsError::io(
                "serialise JSON for",
                path,
                io::Error::new(io::ErrorKind::InvalidData, e),
            )
        })?;
        text.push('\n');
        if opts.private {
            write_atomic_private(path, text.as_bytes())?;
        } else {
            write_atomic(path, text.as_bytes())?;
        }
    }
    guard.release()?;
    Ok(out)
}

/// The largest shared JSON file [`update_json_file`] reads. Lemon's own files are a few
/// KiB; anything this big is not one of them, and is refused rather than rewritten.
pub const MAX_JSON_FILE_BYTES: u64 = 16 * 1024 * 1024;

fn empty_object() -> Value {
    Value::Object(serde_json::Map::new())
}

/// `Ok(None)` for a missing or empty file, and for a malformed one under `Replace`.
fn read_json_for_update(path: &Path, on_malformed: OnMalformed) -> Result<Option<Value>, FsError> {
    let bytes = match read_bounded(path, MAX_JSON_FILE_BYTES) {
        Ok(b) => b,
        Err(e) if e.is_not_found() => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(None);
    }
    match serde_json::from_slice::<Value>(&bytes) {
        Ok(v) => Ok(Some(v)),
        Err(source) => match on_malformed {
            OnMalformed::Error => Err(FsError::MalformedJson {
                path: path.to_path_buf(),
                source,
            }),
            OnMalformed::Replace => Ok(None),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn oversized_file_is_refused_and_left_intact() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("big.json");
        let big = format!("{{\"k\":\"{}\"}}", "x".repeat(MAX_JSON_FILE_BYTES as usize));
        std::fs::write(&file, &big).unwrap();
        let r = update_json_file(&file, |v| {
            v["n"] = json!(1);
            Ok::<_, FsError>(())
        });
        assert!(matches!(r, Err(FsError::TooLarge { .. })), "{r:?}");
        assert_eq!(std::fs::metadata(&file).unwrap().len(), big.len() as u64);
        assert!(!lock_path(&file).exists());
    }

    #[test]
    fn second_acquirer_times_out_naming_the_holder() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("f.json");
        let held = LockDir::acquire(&file, Duration::from_secs(1)).unwrap();
        let err = LockDir::acquire(&file, Duration::from_millis(60)).unwrap_err();
        let msg = err.to_string();
        assert!(
            msg.contains(&format!("pid {}", std::process::id())),
            "{msg}"
        );
        assert!(msg.contains("f.json.lock"), "{msg}");
        drop(held);
        let _again = LockDir::acquire(&file, Duration::from_millis(60)).unwrap();
    }

    #[test]
    fn dead_holder_is_taken_over() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("f.json");
        let lock = lock_path(&file);
        std::fs::create_dir(&lock).unwrap();
        // A pid that cannot exist (above the Linux pid_max limit).
        std::fs::write(lock.join("owner"), "pid=2147483646\ntoken=x\n").unwrap();
        let t = Instant::now();
        let g = LockDir::acquire(&file, Duration::from_secs(30)).unwrap();
        // Far below the 30 s stale_after: the dead pid was noticed, not waited out.
        assert!(t.elapsed() < Duration::from_secs(10));
        assert!(
            read_owner(g.path())
                .unwrap()
                .contains(&std::process::id().to_string())
        );
    }

    #[test]
    fn old_lock_is_taken_over_even_if_pid_alive() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("f.json");
        let lock = lock_path(&file);
        std::fs::create_dir(&lock).unwrap();
        std::fs::write(lock.join("owner"), format!("pid={}\n", std::process::id())).unwrap();
        let opts = LockOptions {
            timeout: Duration::from_secs(5),
            stale_after: Duration::from_millis(100),
        };
        let t = Instant::now();
        let _g = LockDir::acquire_with(&file, &opts).unwrap();
        assert!(t.elapsed() >= Duration::from_millis(90));
    }

    #[test]
    fn ownerless_lock_is_taken_over_after_a_bound() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("f.json");
        std::fs::create_dir(lock_path(&file)).unwrap();
        let opts = LockOptions {
            timeout: Duration::from_secs(5),
            stale_after: Duration::from_millis(150),
        };
        let _g = LockDir::acquire_with(&file, &opts).unwrap();
    }

    #[test]
    fn taken_over_guard_does_not_remove_the_new_lock() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("f.json");
        let old = LockDir::acquire(&file, Duration::from_secs(1)).unwrap();
        // Simulate a takeover: someone else's owner file now.
        std::fs::write(old.path().join("owner"), "pid=1\ntoken=other\n").unwrap();
        let path = old.path().to_path_buf();
        drop(old);
        assert!(path.is_dir());
    }

    #[test]
    fn update_skips_write_when_unchanged_and_rejects_malformed() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("f.json");
        update_json_file(&file, |_v| Ok::<_, FsError>(())).unwrap();
        assert!(!file.exists(), "no-op update must not create the file");
        std::fs::write(&file, "{not json").unwrap();
        let err = update_json_file(&file, |v| {
            v["a"] = json!(1);
            Ok::<_, FsError>(())
        })
        .unwrap_err();
        assert!(matches!(err, FsError::MalformedJson { .. }), "{err}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "{not json");
        let opts = UpdateOptions {
            on_malformed: OnMalformed::Replace,
            ..UpdateOptions::default()
        };
        update_json_file_with(&file, &opts, |v| {
            *v = json!({"a": 1});
            Ok::<_, FsError>(())
        })
        .unwrap();
        assert_eq!(
            serde_json::from_str::<Value>(&std::fs::read_to_string(&file).unwrap()).unwrap(),
            json!({"a": 1})
        );
        assert!(!lock_path(&file).exists());
    }

    #[test]
    fn failing_closure_writes_nothing() {
        #[derive(Debug)]
        enum E {
            Fs,
            Mine,
        }
        impl From<FsError> for E {
            fn from(_: FsError) -> Self {
                E::Fs
            }
        }
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("f.json");
        let r: Result<(), E> = update_json_file(&file, |v| {
            v["x"] = json!(1);
            Err(E::Mine)
        });
        assert!(matches!(r, Err(E::Mine)));
        assert!(!matches!(r, Err(E::Fs)));
        assert!(!file.exists());
        assert!(!lock_path(&file).exists());
    }

    #[test]
    fn threads_lose_no_update() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("c.json");
        std::thread::scope(|s| {
            for _ in 0..8 {
                s.spawn(|| {
                    for _ in 0..25 {
                        // A long timeout: under CI load 200 fsync'd updates can queue
                        // for more than the default 10 s; the point is no lost update.
                        let patient = UpdateOptions {
                            lock: LockOptions {
                                timeout: Duration::from_secs(300),
                                ..LockOptions::default()
                            },
                            ..UpdateOptions::default()
                        };
                        update_json_file_with(&file, &patient, |v| {
                            let n = v["n"].as_u64().unwrap_or(0);
                            v["n"] = json!(n + 1);
                            Ok::<_, FsError>(())
                        })
                        .unwrap();
                    }
                });
            }
        });
        let v: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        assert_eq!(v["n"], json!(200));
    }

    #[cfg(unix)]
    #[test]
    fn private_updates_write_0600_and_tighten_a_looser_file() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("p.json");
        let mode = || std::fs::metadata(&file).unwrap().permissions().mode() & 0o777;
        let private = UpdateOptions {
            private: true,
            ..UpdateOptions::default()
        };
        let set = |n: u64| {
            update_json_file_with(&file, &private, |v| {
                v["n"] = json!(n);
                Ok::<_, FsError>(())
            })
            .unwrap()
        };
        set(1);
        assert_eq!(mode(), 0o600);
        std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
        set(2);
        assert_eq!(mode(), 0o600);
        update_json_file(&file, |v| {
            v["n"] = json!(3);
            Ok::<_, FsError>(())
        })
        .unwrap();
        assert_eq!(mode(), 0o600, "a plain update keeps the mode");
    }
}
