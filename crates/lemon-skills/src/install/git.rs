//! The `git` program, run for installs: shallow clones of one ref, commit lookups and
//! `ls-remote`, each in its own process group with a deadline (the whole group is killed
//! when it passes), prompts and hooks off, output captured and bounded.
//!
//! The environment git runs with is the caller's [`Env`] (its `PATH` finds `git`) with
//! `GIT_TERMINAL_PROMPT=0`, no system or global config, no askpass, `ssh` in batch
//! mode; every command also gets `-c core.hooksPath=/dev/null` and friends so nothing
//! configured elsewhere can run or wait for input.

use std::ffi::OsString;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use lemon_core::paths::Env;
use lemon_core::redact::redact_url;

/// The variable that sets the git deadline, in seconds.
pub const TIMEOUT_VAR: &str = "LEMON_GIT_TIMEOUT_SECS";
/// The default deadline of one git command.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(120);
/// How much of git's output (stdout and stderr each) is kept.
const MAX_OUTPUT_BYTES: usize = 64 * 1024;
/// How much of stderr an error quotes.
const MAX_QUOTED_BYTES: usize = 2000;

/// Why a git command failed.
#[derive(Debug, thiserror::Error)]
pub enum GitError {
    /// No `git` on `PATH`.
    #[error(
        "the git program was not found on PATH; install git to install skills from git sources"
    )]
    NotFound,
    /// It could not be started.
    #[error("cannot run git: {0}")]
    Spawn(std::io::Error),
    /// It ran past the deadline and was killed.
    #[error("git {what} of {url} did not finish within {}s and was stopped (set {TIMEOUT_VAR} to wait longer)", timeout.as_secs())]
    TimedOut {
        /// What was being done (`clone`, `ls-remote`, …).
        what: &'static str,
        /// The URL, credentials removed.
        url: String,
        /// The deadline.
        timeout: Duration,
    },
    /// It exited unsuccessfully; `output` is its stderr, bounded.
    #[error("git {what} of {url} failed: {output}")]
    Failed {
        /// What was being done.
        what: &'static str,
        /// The URL, credentials removed.
        url: String,
        /// Git's stderr (its last lines, bounded).
        output: String,
    },
    /// It answered something we cannot read (no commit id, no such ref).
    #[error("git {what} of {url}: {why}")]
    Unexpected {
        /// What was being done.
        what: &'static str,
        /// The URL, credentials removed.
        url: String,
        /// What was wrong.
        why: String,
    },
}

/// How git is run.
#[derive(Debug, Clone)]
pub struct Git {
    program: PathBuf,
    env: Vec<(OsString, OsString)>,
    timeout: Duration,
}

impl Git {
    /// Finds `git` on `env`'s `PATH` and takes the deadline from `LEMON_GIT_TIMEOUT_SECS`.
    pub fn from_env(env: &Env) -> Result<Git, GitError> {
        let program =
            crate::status::find_executable("git", &env.path_dirs()).ok_or(GitError::NotFound)?;
        let timeout = env
            .get(TIMEOUT_VAR)
            .and_then(|v| v.to_str())
            .and_then(|v| v.trim().parse::<f64>().ok())
            .filter(|s| s.is_finite() && *s > 0.0)
            .map(Duration::from_secs_f64)
            .unwrap_or(DEFAULT_TIMEOUT);
        let mut vars: Vec<(OsString, OsString)> = Vec::new();
        for key in [
            "PATH",
            "HOME",
            "TMPDIR",
            "LANG",
            "SSH_AUTH_SOCK",
            "SYSTEMROOT",
        ] {
            if let Some(v) = env.get(key) {
                vars.push((key.into(), v.to_os_string()));
            }
        }
        for (k, v) in [
            ("GIT_TERMINAL_PROMPT", "0"),
            ("GIT_CONFIG_NOSYSTEM", "1"),
            ("GIT_CONFIG_GLOBAL", "/dev/null"),
            ("GIT_ASKPASS", ""),
            ("SSH_ASKPASS", ""),
            ("GIT_SSH_COMMAND", "ssh -o BatchMode=yes"),
            ("GIT_LFS_SKIP_SMUDGE", "1"),
            ("LC_ALL", "C"),
        ] {
            vars.push((k.into(), v.into()));
        }
        Ok(Git {
            program,
            env: vars,
            timeout,
        })
    }

    /// The deadline of each command.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// Shallow-clones `url` at `reference` (a branch or tag; the default branch when
    /// `None`; a 40-hex commit is fetched by id) into `dest`, which must not exist.
    /// Returns the commit checked out.
    pub fn clone_at(
        &self,
        url: &str,
        reference: Option<&str>,
        dest: &Path,
    ) -> Result<String, GitError> {
        match reference {
            Some(r) if super::source::is_commit_id(r) => {
                std::fs::create_dir(dest).map_err(GitError::Spawn)?;
                self.run("init", url, Some(dest), &["init", "-q", "--template="])?;
                self.run(
                    "remote add",
                    url,
                    Some(dest),
                    &["remote", "add", "origin", "--", url],
                )?;
                self.run(
                    "fetch",
                    url,
                    Some(dest),
                    &["fetch", "-q", "--depth", "1", "--no-tags", "origin", r],
                )?;
                self.run(
                    "checkout",
                    url,
                    Some(dest),
                    &["checkout", "-q", "--detach", "FETCH_HEAD"],
                )?;
            }
            _ => {
                let dest_s = dest.to_string_lossy().into_owned();
                // No templates: no sample hooks or other files nobody reads.
                let mut args = vec![
                    "clone",
                    "-q",
                    "--template=",
                    "--depth",
                    "1",
                    "--single-branch",
                    "--no-tags",
                ];
                if let Some(r) = reference {
                    args.extend(["--branch", r]);
                }
                args.extend(["--", url, &dest_s]);
                self.run("clone", url, None, &args)?;
            }
        }
        // A fresh clone's HEAD is read from its files (one process less); anything
        // unusual is left to `git rev-parse`.
        let commit = match head_from_files(dest) {
            Some(c) => c,
            None => self
                .run("rev-parse", url, Some(dest), &["rev-parse", "HEAD"])?
                .trim()
                .to_string(),
        };
        if !super::source::is_commit_id(&commit) {
            return Err(GitError::Unexpected {
                what: "rev-parse",
                url: shown(url),
                why: "no commit id for HEAD".into(),
            });
        }
        Ok(commit)
    }

    /// The commit `reference` (default: `HEAD`) points at upstream, without cloning.
    /// `Ok(None)` when the remote has no such ref.
    pub fn ls_remote(
        &self,
        url: &str,
        reference: Option<&str>,
    ) -> Result<Option<String>, GitError> {
        if let Some(r) = reference
            && super::source::is_commit_id(r)
        {
            return Ok(Some(r.to_lowercase()));
        }
        let r = reference.unwrap_or("HEAD");
        let out = self.run("ls-remote", url, None, &["ls-remote", "--", url, r])?;
        // Prefer an exact match, then a branch, then a peeled tag.
        let mut best: Option<(u8, String)> = None;
        for line in out.lines() {
            let Some((sha, name)) = line.split_once('\t') else {
                continue;
            };
            let rank = if name == r {
                0
            } else if name == format!("refs/heads/{r}") {
                1
            } else if name == format!("refs/tags/{r}^{{}}") {
                2
            } else if name == format!("refs/tags/{r}") {
                3
            } else {
                continue;
            };
            if best.as_ref().is_none_or(|(b, _)| rank < *b) {
                best = Some((rank, sha.trim().to_string()));
            }
        }
        Ok(best.map(|(_, s)| s))
    }

    /// Runs `git <global options> <args>` in `dir`; stdout on success.
    fn run(
        &self,
        what: &'static str,
        url: &str,
        dir: Option<&Path>,
        args: &[&str],
    ) -> Result<String, GitError> {
        let mut cmd = Command::new(&self.program);
        cmd.env_clear()
            .envs(self.env.iter().map(|(k, v)| (k, v)))
            .args([
                "-c",
                "core.hooksPath=/dev/null",
                "-c",
                "core.fsmonitor=false",
                "-c",
                "credential.helper=",
                "-c",
                "protocol.ext.allow=never",
                "-c",
                "advice.detachedHead=false",
                "-c",
                "init.defaultBranch=main",
            ])
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(d) = dir {
            cmd.current_dir(d);
        }
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            // Its own group, so a deadline kills git and every helper it started
            // (`git-remote-https`, `ssh`) at once.
            cmd.process_group(0);
            // Outside the terminal's group git no longer gets Ctrl-C: make it die with
            // us instead of finishing a clone nobody waits for.
            #[cfg(target_os = "linux")]
            // SAFETY: prctl is async-signal-safe; nothing else runs between fork and exec.
            unsafe {
                cmd.pre_exec(|| {
                    libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
                    Ok(())
                });
            }
        }
        let mut child = cmd.spawn().map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => GitError::NotFound,
            _ => GitError::Spawn(e),
        })?;
        let stdout = child.stdout.take().map(reader);
        let stderr = child.stderr.take().map(reader);
        let deadline = Instant::now() + self.timeout;
        let status = loop {
            match child.try_wait() {
                Ok(Some(status)) => break Some(status),
                Ok(None) if Instant::now() >= deadline => {
                    kill_group(&mut child);
                    break None;
                }
                Ok(None) => std::thread::sleep(Duration::from_millis(5)),
                Err(e) => {
                    kill_group(&mut child);
                    return Err(GitError::Spawn(e));
                }
            }
        };
        // The readers end when every holder of the pipes is gone (the group was killed).
        let out = stdout
            .map(|h| h.join().unwrap_or_default())
            .unwrap_or_default();
        let err = stderr
            .map(|h| h.join().unwrap_or_default())
            .unwrap_or_default();
        let Some(status) = status else {
            return Err(GitError::TimedOut {
                what,
                url: shown(url),
                timeout: self.timeout,
            });
        };
        if !status.success() {
            return Err(GitError::Failed {
                what,
                url: shown(url),
                output: tail(&err, url),
            });
        }
        Ok(String::from_utf8_lossy(&out).into_owned())
    }
}

/// The commit `HEAD` of the checkout at `dir` names, from `.git/HEAD` and the loose or
/// packed ref it points at; `None` when that is not plain.
fn head_from_files(dir: &Path) -> Option<String> {
    let git = dir.join(".git");
    let read = |p: &Path| lemon_core::read_bounded_string(p, 64 * 1024).ok();
    let head = read(&git.join("HEAD"))?;
    let head = head.trim();
    if super::source::is_commit_id(head) {
        return Some(head.to_lowercase());
    }
    let name = head.strip_prefix("ref: ")?.trim();
    if !name.starts_with("refs/heads/") || name.contains("..") {
        return None;
    }
    if let Some(loose) = read(&git.join(name)) {
        let loose = loose.trim();
        return super::source::is_commit_id(loose).then(|| loose.to_lowercase());
    }
    let packed = read(&git.join("packed-refs"))?;
    packed.lines().find_map(|l| {
        let (sha, r) = l.split_once(' ')?;
        (r.trim() == name && super::source::is_commit_id(sha)).then(|| sha.to_lowercase())
    })
}

/// A URL as errors show it: userinfo and query values removed.
pub fn shown(url: &str) -> String {
    redact_url(url).into_owned()
}

fn reader(mut pipe: impl Read + Send + 'static) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut buf = [0u8; 8192];
        loop {
            match pipe.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    kept.extend_from_slice(&buf[..n]);
                    if kept.len() > MAX_OUTPUT_BYTES {
                        // Keep the end: that is where git says what went wrong.
                        let cut = kept.len() - MAX_OUTPUT_BYTES;
                        kept.drain(..cut);
                    }
                }
            }
        }
        kept
    })
}

fn kill_group(child: &mut std::process::Child) {
    #[cfg(unix)]
    {
        if let Ok(pid) = i32::try_from(child.id()) {
            // SAFETY: kill(2) with a negative pid signals the process group we created.
            unsafe {
                libc::kill(-pid, libc::SIGKILL);
            }
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// The last lines of git's stderr, one line, bounded, with the URL's secrets removed.
fn tail(stderr: &[u8], url: &str) -> String {
    let text = String::from_utf8_lossy(stderr);
    let mut text: String = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("; ");
    let redacted = shown(url);
    if redacted != url {
        text = text.replace(url, &redacted);
    }
    let text = lemon_core::text::flatten_line(&text).into_owned();
    if text.len() > MAX_QUOTED_BYTES {
        let mut cut = text.len() - MAX_QUOTED_BYTES;
        while !text.is_char_boundary(cut) {
            cut += 1;
        }
        format!("…{}", &text[cut..])
    } else if text.is_empty() {
        "(no output)".to_string()
    } else {
        text
    }
}
