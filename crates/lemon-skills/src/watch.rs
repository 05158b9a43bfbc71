//! A change detector that makes the registry's steady-state identity check O(roots)
//! instead of O(skills): on Linux, an inotify instance watches every root and every
//! skill directory of a scope. While it has seen no event, the roots are unchanged and
//! the lockfile's stamp is unchanged, the scope's snapshot is still valid and no
//! `SKILL.md` needs a `stat`.
//!
//! The watch is armed during a full (stat-based) identity check, *before* the files are
//! probed, so a write racing with that check is either seen by the probe or queued as
//! an event. Anything the watch cannot vouch for makes it decline, and the registry
//! falls back to the full check:
//! * a `SKILL.md` that is itself a symlink (its target changes elsewhere);
//! * more directories than [`MAX_WATCHED_DIRS`], or the kernel's watch limit;
//! * an event queue overflow, a read error, any event at all;
//! * other platforms (no watcher: [`Watch::arm`] returns `None`).

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::discovery::{DirId, FileStamp, Root, Scan, dir_id};

/// Scopes with more skill directories than this are not watched (each watch is a kernel
/// resource shared by every process of the user).
pub const MAX_WATCHED_DIRS: usize = 20_000;

/// How many watches one registry may hold at once: inotify instances are a per-user
/// kernel budget (128 by default) shared with every other program.
pub(crate) const MAX_WATCHES: usize = 8;

/// The registry's share of watches: a counter every armed [`Watch`] holds a unit of.
#[derive(Debug, Clone, Default)]
pub(crate) struct Budget(Arc<AtomicUsize>);

impl Budget {
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    fn reserve(&self) -> Option<Reservation> {
        self.0
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < MAX_WATCHES).then_some(n + 1)
            })
            .ok()
            .map(|_| Reservation(self.0.clone()))
    }

    /// Watches currently armed.
    #[cfg(test)]
    pub(crate) fn in_use(&self) -> usize {
        self.0.load(Ordering::Acquire)
    }
}

/// One unit of a [`Budget`], returned on drop.
#[derive(Debug)]
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
struct Reservation(Arc<AtomicUsize>);

impl Drop for Reservation {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// An armed watch over one scope.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub(crate) struct Watch {
    _unit: Reservation,
    #[cfg(target_os = "linux")]
    fd: std::os::fd::OwnedFd,
    roots: Vec<(PathBuf, Option<DirId>)>,
    lockfile: Option<FileStamp>,
}

impl std::fmt::Debug for Watch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Watch")
            .field("roots", &self.roots.len())
            .finish_non_exhaustive()
    }
}

#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn root_ids(roots: &[Root]) -> Vec<(PathBuf, Option<DirId>)> {
    roots
        .iter()
        .map(|r| (r.path.clone(), dir_id(&r.path)))
        .collect()
}

impl Watch {
    /// Watches the roots and candidate directories of `scan` (which must not be probed
    /// yet). `None` when this scope cannot be watched reliably.
    #[cfg(target_os = "linux")]
    pub(crate) fn arm(scan: &Scan, lockfile: Option<&Path>, budget: &Budget) -> Option<Watch> {
        use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
        use std::os::unix::ffi::OsStrExt;

        if scan.candidates.len() + scan.roots.len() > MAX_WATCHED_DIRS {
            return None;
        }
        let unit = budget.reserve()?;
        // SAFETY: plain syscall; a non-negative result is a new descriptor we own.
        let raw = unsafe { libc::inotify_init1(libc::IN_NONBLOCK | libc::IN_CLOEXEC) };
        if raw < 0 {
            return None;
        }
        // SAFETY: `raw` is a fresh descriptor nobody else owns.
        let fd = unsafe { OwnedFd::from_raw_fd(raw) };
        let mask = libc::IN_CREATE
            | libc::IN_DELETE
            | libc::IN_MOVED_FROM
            | libc::IN_MOVED_TO
            | libc::IN_MODIFY
            | libc::IN_CLOSE_WRITE
            | libc::IN_ATTRIB
            | libc::IN_DELETE_SELF
            | libc::IN_MOVE_SELF;
        let add = |p: &Path| -> bool {
            let Ok(c) = std::ffi::CString::new(p.as_os_str().as_bytes()) else {
                return false;
            };
            // SAFETY: valid descriptor and NUL-terminated path.
            unsafe { libc::inotify_add_watch(fd.as_raw_fd(), c.as_ptr(), mask) >= 0 }
        };
        let handles = crate::discovery::RootHandles::open(&scan.roots);
        for r in &scan.roots {
            if !add(&r.path) {
                return None;
            }
        }
        for c in &scan.candidates {
            if handles.skill_md_is_symlink(c).unwrap_or(false) || !add(&c.dir) {
                return None;
            }
        }
        Some(Watch {
            _unit: unit,
            fd,
            roots: root_ids(&scan.roots),
            lockfile: lockfile.and_then(FileStamp::of_path),
        })
    }

    /// No watcher on this platform.
    #[cfg(not(target_os = "linux"))]
    pub(crate) fn arm(_scan: &Scan, _lockfile: Option<&Path>, _budget: &Budget) -> Option<Watch> {
        None
    }

    /// `true` when nothing changed since the watch was armed: the same roots (by path
    /// and directory identity), the same lockfile stamp, and no inotify event. Drains
    /// the event queue.
    pub(crate) fn quiet(&mut self, roots: &[Root], lockfile: Option<&Path>) -> bool {
        let events = self.drain();
        !events
            && self.lockfile == lockfile.and_then(FileStamp::of_path)
            && self.roots == root_ids(roots)
    }

    #[cfg(target_os = "linux")]
    fn drain(&mut self) -> bool {
        use std::os::fd::AsRawFd;
        let mut any = false;
        let mut buf = [0u8; 4096];
        // Bounded: a queue holds at most max_queued_events; stop after 64 KiB read and
        // report a change anyway.
        for _ in 0..16 {
            // SAFETY: reading into a buffer we own, of the length we pass.
            let n = unsafe { libc::read(self.fd.as_raw_fd(), buf.as_mut_ptr().cast(), buf.len()) };
            if n > 0 {
                any = true;
                continue;
            }
            if n == 0 {
                return any;
            }
            let err = std::io::Error::last_os_error();
            return match err.kind() {
                std::io::ErrorKind::WouldBlock => any,
                std::io::ErrorKind::Interrupted => true,
                _ => true,
            };
        }
        true
    }

    #[cfg(not(target_os = "linux"))]
    fn drain(&mut self) -> bool {
        true
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use crate::discovery::{ScanLimits, scan};
    use crate::origin::RootOrigin;

    fn setup() -> (tempfile::TempDir, Vec<Root>) {
        let d = tempfile::tempdir().unwrap();
        let root = d.path().join("root");
        for k in ["a", "b"] {
            std::fs::create_dir_all(root.join(k)).unwrap();
            std::fs::write(root.join(k).join("SKILL.md"), "x").unwrap();
        }
        let roots = vec![Root::new(root, RootOrigin::AgentDir { from_env: false })];
        (d, roots)
    }

    #[test]
    fn quiet_until_a_skill_file_changes() {
        let (_d, roots) = setup();
        let s = scan(roots.clone(), &ScanLimits::default());
        let mut w = Watch::arm(&s, None, &Budget::default()).expect("inotify available");
        assert!(w.quiet(&roots, None));
        std::fs::write(roots[0].path.join("b/SKILL.md"), "y").unwrap();
        assert!(!w.quiet(&roots, None));
        // Drained: quiet again until the next change.
        assert!(w.quiet(&roots, None));
        std::fs::create_dir(roots[0].path.join("c")).unwrap();
        assert!(!w.quiet(&roots, None));
    }

    #[test]
    fn declines_symlinked_skill_files_and_notices_root_changes() {
        let (d, roots) = setup();
        std::fs::write(d.path().join("elsewhere.md"), "z").unwrap();
        std::fs::create_dir_all(roots[0].path.join("l")).unwrap();
        std::os::unix::fs::symlink(
            d.path().join("elsewhere.md"),
            roots[0].path.join("l/SKILL.md"),
        )
        .unwrap();
        let s = scan(roots.clone(), &ScanLimits::default());
        assert!(Watch::arm(&s, None, &Budget::default()).is_none());

        let (_d2, roots2) = setup();
        let s = scan(roots2.clone(), &ScanLimits::default());
        let mut w = Watch::arm(&s, None, &Budget::default()).unwrap();
        assert!(!w.quiet(&roots, None), "a different root list is a change");
        let lock = d.path().join("skills.lock.json");
        let mut w2 = Watch::arm(&s, Some(&lock), &Budget::default()).unwrap();
        std::fs::write(&lock, "{}").unwrap();
        assert!(
            !w2.quiet(&roots2, Some(&lock)),
            "a lockfile change is a change"
        );
    }

    #[test]
    fn budget_caps_armed_watches() {
        let (_d, roots) = setup();
        let s = scan(roots, &ScanLimits::default());
        let budget = Budget::default();
        let armed: Vec<_> = (0..MAX_WATCHES + 3)
            .filter_map(|_| Watch::arm(&s, None, &budget))
            .collect();
        assert_eq!(armed.len(), MAX_WATCHES);
        assert_eq!(budget.in_use(), MAX_WATCHES);
        drop(armed);
        assert_eq!(budget.in_use(), 0);
    }
}
