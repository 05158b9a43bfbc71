//! Whether a process id on this machine still names a live process: the test that lets a
//! lock holder break a dead holder's lock and remove a killed writer's temporary files.
//!
//! The answer can only err on the side of "alive": a pid that was reused by an unrelated
//! process looks alive, so callers that act on "dead" never remove anything a live
//! process owns, and pair this check with an age bound for the reused-pid case.
//!
//! ```
//! assert!(lemon_core::process::pid_alive(std::process::id()));
//! ```

/// `true` when `pid` names a process on this machine (or cannot be checked); `false`
/// only when the system says no such process exists.
#[cfg(unix)]
pub fn pid_alive(pid: u32) -> bool {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return false;
    };
    if pid <= 0 {
        return false;
    }
    // SAFETY: kill with signal 0 performs only the existence/permission check.
    let rc = unsafe { libc::kill(pid, 0) };
    rc == 0 || std::io::Error::last_os_error().raw_os_error() != Some(libc::ESRCH)
}

/// Unknown on this platform: every pid is taken to be alive, so only age bounds apply.
#[cfg(not(unix))]
pub fn pid_alive(_pid: u32) -> bool {
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn own_pid_is_alive_and_nonsense_is_not() {
        assert!(pid_alive(std::process::id()));
        assert!(!pid_alive(0));
        assert!(!pid_alive(u32::MAX));
    }

    #[cfg(unix)]
    #[test]
    fn a_reaped_child_is_dead() {
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let pid = child.id();
        child.wait().unwrap();
        assert!(!pid_alive(pid));
    }
}
