//! The stdio transport: a child process speaking newline-delimited JSON-RPC on its
//! stdin and stdout.
//!
//! The child is started directly (no shell), with the host environment plus configured
//! overrides and an optional working directory, in its own process group so that closing
//! also reaches grandchildren (`npx` wrappers and the like). Stdout is read with an
//! explicit frame bound: a line longer than [`DEFAULT_MAX_FRAME_BYTES`] drops the
//! connection instead of growing memory. Lines that are not JSON-RPC (banners, logs on
//! stdout) are logged and skipped. Stderr is drained continuously into a bounded ring
//! buffer whose tail is quoted when the process dies.
//!
//! Closing follows the usual escalation: close stdin (EOF), wait, SIGTERM the process
//! group, wait, SIGKILL, and always reap the child so no zombie is left.

use std::collections::{BTreeMap, VecDeque};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::{Arc, Mutex as StdMutex};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt};
use tokio::process::{Child, ChildStdin, ChildStdout, Command};
use tokio::sync::Mutex;

use super::transport::{BoxFuture, Transport, TransportError};
use crate::protocol::jsonrpc::Message;

/// The largest line accepted from a server (8 MiB): MCP output is untrusted.
pub const DEFAULT_MAX_FRAME_BYTES: usize = 8 * 1024 * 1024;
/// How much of the child's stderr is kept for error messages.
pub const DEFAULT_STDERR_CAPACITY: usize = 8 * 1024;
/// How long [`WireMode::Auto`](crate::client::WireMode) waits for a stdio server's
/// answer to `server/discover` before it runs the handshake on the same pipe.
pub const STDIO_PROBE_WAIT: Duration = Duration::from_secs(3);

/// How to start a stdio MCP server.
///
/// ```
/// use lemon_mcp::client::stdio::StdioConfig;
/// let cfg = StdioConfig::new("npx")
///     .args(["-y", "@modelcontextprotocol/server-everything"])
///     .env("LOG_LEVEL", "warn")
///     .cwd("/tmp");
/// assert_eq!(cfg.args.len(), 2);
/// ```
#[derive(Debug, Clone)]
pub struct StdioConfig {
    /// The program: a name looked up on `PATH`, or a path.
    pub command: String,
    /// Arguments, passed verbatim (no shell).
    pub args: Vec<String>,
    /// Variables set on top of the inherited environment (same name replaces).
    pub env: BTreeMap<String, String>,
    /// Working directory of the child; the host's when `None`.
    pub cwd: Option<PathBuf>,
    /// Longest accepted stdout line, in bytes.
    pub max_frame_bytes: usize,
    /// Bytes of stderr kept for diagnostics.
    pub stderr_capacity: usize,
    /// How long to wait for the child to exit after stdin is closed, before SIGTERM.
    pub close_grace: Duration,
    /// How long to wait after SIGTERM before SIGKILL.
    pub term_grace: Duration,
}

impl StdioConfig {
    /// A configuration with defaults for everything but the command.
    pub fn new(command: impl Into<String>) -> Self {
        StdioConfig {
            command: command.into(),
            args: Vec::new(),
            env: BTreeMap::new(),
            cwd: None,
            max_frame_bytes: DEFAULT_MAX_FRAME_BYTES,
            stderr_capacity: DEFAULT_STDERR_CAPACITY,
            close_grace: Duration::from_secs(2),
            term_grace: Duration::from_secs(2),
        }
    }

    /// Sets the arguments.
    pub fn args<I, S>(mut self, args: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.args = args.into_iter().map(Into::into).collect();
        self
    }

    /// Adds one environment variable.
    pub fn env(mut self, key: impl Into<String>, value: impl Into<String>) -> Self {
        self.env.insert(key.into(), value.into());
        self
    }

    /// Sets the working directory.
    pub fn cwd(mut self, dir: impl Into<PathBuf>) -> Self {
        self.cwd = Some(dir.into());
        self
    }
}

/// A running stdio MCP server.
pub struct StdioTransport {
    command: String,
    pid: Option<u32>,
    writer: Mutex<Option<Writer>>,
    reader: Mutex<Reader>,
    child: Mutex<Option<Child>>,
    stderr: Arc<StdMutex<StderrRing>>,
    /// Becomes true when the stderr drain reached end of file.
    stderr_done: tokio::sync::watch::Receiver<bool>,
    close_grace: Duration,
    term_grace: Duration,
    /// How the process ended, once known (shared by the reader and failed writes).
    exit: StdMutex<Option<TransportError>>,
}

struct Writer {
    stdin: ChildStdin,
    buf: Vec<u8>,
}

struct Reader {
    lines: LineReader<ChildStdout>,
    /// The rest of a JSON-RPC batch that arrived on one line.
    queued: VecDeque<Message>,
    finished: bool,
}

impl StdioTransport {
    /// Starts the child. Fails with [`TransportError::Spawn`] when the command is empty,
    /// cannot be found or cannot be executed; it never panics.
    pub fn spawn(config: StdioConfig) -> Result<StdioTransport, TransportError> {
        let spawn_err = |message: String| TransportError::Spawn {
            command: config.command.clone(),
            message,
        };
        if config.command.trim().is_empty() {
            return Err(spawn_err("command cannot be empty".into()));
        }
        let program = resolve_program(&config).ok_or_else(|| {
            spawn_err(format!(
                "Executable not found: {} (check that it is installed and on PATH)",
                config.command
            ))
        })?;
        let mut cmd = Command::new(&program);
        cmd.args(&config.args)
            .envs(&config.env)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        // Own process group: a terminal's Ctrl-C does not hit the server, and closing
        // can signal the whole group (wrappers like npx fork the real server).
        cmd.process_group(0);
        if let Some(cwd) = &config.cwd {
            cmd.current_dir(cwd);
        }
        let mut child = cmd.spawn().map_err(|e| {
            let hint = match (&config.cwd, e.kind()) {
                (Some(cwd), std::io::ErrorKind::NotFound) if !cwd.is_dir() => {
                    format!("{e} (working directory {} does not exist)", cwd.display())
                }
                _ => e.to_string(),
            };
            spawn_err(hint)
        })?;
        let (Some(stdin), Some(stdout), Some(stderr)) =
            (child.stdin.take(), child.stdout.take(), child.stderr.take())
        else {
            return Err(spawn_err("the child's pipes could not be opened".into()));
        };
        let ring = Arc::new(StdMutex::new(StderrRing::new(config.stderr_capacity)));
        let ring_for_task = ring.clone();
        let (done_tx, stderr_done) = tokio::sync::watch::channel(false);
        tokio::spawn(async move {
            drain_stderr(stderr, ring_for_task).await;
            let _ = done_tx.send(true);
        });
        Ok(StdioTransport {
            command: config.command.clone(),
            pid: child.id(),
            writer: Mutex::new(Some(Writer {
                stdin,
                buf: Vec::with_capacity(4096),
            })),
            reader: Mutex::new(Reader {
                lines: LineReader::new(stdout, config.max_frame_bytes),
                queued: VecDeque::new(),
                finished: false,
            }),
            child: Mutex::new(Some(child)),
            stderr: ring,
            stderr_done,
            close_grace: config.close_grace,
            term_grace: config.term_grace,
            exit: StdMutex::new(None),
        })
    }

    /// The child's process id (`None` once it has been reaped by tokio before we asked).
    pub fn pid(&self) -> Option<u32> {
        self.pid
    }

    /// The captured tail of the child's stderr.
    pub fn stderr_tail(&self) -> String {
        self.stderr.lock().map(|r| r.text()).unwrap_or_default()
    }

    async fn send_message(&self, message: Message) -> Result<(), TransportError> {
        let mut guard = self.writer.lock().await;
        let w = guard.as_mut().ok_or(TransportError::Closed)?;
        w.buf.clear();
        message.encode_into(&mut w.buf);
        w.buf.push(b'\n');
        let Writer { stdin, buf } = w;
        let result = async {
            stdin.write_all(buf).await?;
            stdin.flush().await
        }
        .await;
        if buf.capacity() > 1 << 20 {
            // Do not keep a huge buffer around after one large message.
            *buf = Vec::with_capacity(4096);
        }
        drop(guard);
        match result {
            Ok(()) => Ok(()),
            // The child is gone: say how it ended rather than "broken pipe".
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Err(self.exit_error().await),
            Err(e) => Err(TransportError::io("writing to the server's stdin", &e)),
        }
    }

    async fn receive_message(&self) -> Option<Result<Message, TransportError>> {
        let mut guard = self.reader.lock().await;
        let reader = &mut *guard;
        if let Some(m) = reader.queued.pop_front() {
            return Some(Ok(m));
        }
        if reader.finished {
            return None;
        }
        loop {
            match reader.lines.next_line().await {
                Ok(Some(line)) => {
                    let line = line.trim_ascii();
                    if line.is_empty() {
                        continue;
                    }
                    match decode_line(line) {
                        Ok(Decoded::One(m)) => return Some(Ok(m)),
                        Ok(Decoded::Batch(batch)) => {
                            reader.queued.extend(batch);
                            if let Some(m) = reader.queued.pop_front() {
                                return Some(Ok(m));
                            }
                        }
                        Err(reason) => {
                            // Never log the raw line: it may hold prompt text or secrets.
                            tracing::warn!(
                                server = %self.command,
                                bytes = line.len(),
                                %reason,
                                "dropping a stdout line that is not a JSON-RPC message"
                            );
                        }
                    }
                }
                Ok(None) => {
                    reader.finished = true;
                    return Some(Err(self.exit_error().await));
                }
                Err(e) => {
                    reader.finished = true;
                    // The stream is unusable past an oversized frame: stop the child so
                    // it cannot keep writing, and report the violation.
                    if matches!(e, TransportError::FrameTooLarge { .. }) {
                        self.shutdown(Duration::ZERO, Duration::ZERO).await;
                    }
                    return Some(Err(e));
                }
            }
        }
    }

    /// The process ended (stdout closed or stdin broken): report how, with its
    /// stderr tail. Computed once; later callers get the same error.
    async fn exit_error(&self) -> TransportError {
        if let Some(e) = self.exit.lock().ok().and_then(|e| e.clone()) {
            return e;
        }
        let mut guard = self.child.lock().await;
        if let Some(e) = self.exit.lock().ok().and_then(|e| e.clone()) {
            return e;
        }
        let status = match guard.as_mut() {
            Some(child) => {
                match tokio::time::timeout(Duration::from_millis(500), child.wait()).await {
                    Ok(Ok(st)) => {
                        *guard = None;
                        Some(st)
                    }
                    Ok(Err(e)) => {
                        tracing::debug!(server = %self.command, error = %e, "could not read the exit status");
                        None
                    }
                    // It closed its stdout but is still running.
                    Err(_) => None,
                }
            }
            None => return TransportError::Closed,
        };
        // Let the stderr drain collect the last words of the process (bounded: a
        // grandchild may keep stderr open). The child lock is held until the error is
        // stored: a second caller (the reader and the handshake both ask) that found the
        // child already reaped would otherwise report a bare `Closed`.
        let mut done = self.stderr_done.clone();
        let _ = tokio::time::timeout(Duration::from_millis(200), done.wait_for(|d| *d)).await;
        let tail = self.stderr_tail();
        let err = TransportError::ProcessExited {
            status,
            stderr: (!tail.trim().is_empty()).then_some(tail),
        };
        if let Ok(mut e) = self.exit.lock() {
            *e = Some(err.clone());
        }
        drop(guard);
        err
    }

    /// Closes stdin, then escalates SIGTERM → SIGKILL to the process group, and reaps.
    async fn shutdown(&self, close_grace: Duration, term_grace: Duration) {
        // Dropping stdin is the polite "please exit" of stdio servers.
        self.writer.lock().await.take();
        let mut guard = self.child.lock().await;
        let Some(mut child) = guard.take() else {
            return;
        };
        if wait_for(&mut child, close_grace).await {
            return;
        }
        if let Some(pid) = child.id() {
            signal_group(pid, libc::SIGTERM);
        }
        if wait_for(&mut child, term_grace).await {
            return;
        }
        if let Some(pid) = child.id() {
            signal_group(pid, libc::SIGKILL);
        }
        let _ = child.kill().await;
        // kill() reaps; this second wait is a no-op safety net.
        let _ = child.wait().await;
    }
}

impl Transport for StdioTransport {
    fn send(&self, message: Message) -> BoxFuture<'_, Result<(), TransportError>> {
        Box::pin(self.send_message(message))
    }

    fn receive(&self) -> BoxFuture<'_, Option<Result<Message, TransportError>>> {
        Box::pin(self.receive_message())
    }

    fn close(&self) -> BoxFuture<'_, Result<(), TransportError>> {
        Box::pin(async move {
            self.shutdown(self.close_grace, self.term_grace).await;
            Ok(())
        })
    }

    fn diagnostics(&self) -> Option<String> {
        let tail = self.stderr_tail();
        (!tail.trim().is_empty()).then_some(tail)
    }

    /// Lines are lines on both wires: the `_meta` the client stamps is all it takes.
    fn set_stateless(&self, _version: Option<&'static str>) -> bool {
        true
    }

    /// The spec's stdio probe: `server/discover` first. Handshake-era servers answer it
    /// with an error at once (the TS SDK v1 with -32601, the Python SDK 1.x with
    /// -32602), and the handshake follows on the same pipe.
    fn probes_stateless(&self) -> bool {
        true
    }

    /// A server that stays silent on a request before `initialize` gets
    /// [`STDIO_PROBE_WAIT`] before the handshake runs on the same pipe (a late answer to
    /// the probe is ignored, as any answer to a cancelled request is).
    fn stateless_probe_wait(&self) -> Option<Duration> {
        Some(STDIO_PROBE_WAIT)
    }

    fn kind(&self) -> &'static str {
        "stdio"
    }
}

impl Drop for StdioTransport {
    fn drop(&mut self) {
        // `kill_on_drop` kills the direct child; also take down its group. tokio reaps
        // the killed child in the background.
        if let Ok(mut guard) = self.child.try_lock()
            && let Some(child) = guard.as_mut()
            && let Some(pid) = child.id()
        {
            signal_group(pid, libc::SIGKILL);
        }
    }
}

async fn wait_for(child: &mut Child, grace: Duration) -> bool {
    if let Ok(Some(_)) = child.try_wait() {
        return true;
    }
    if grace.is_zero() {
        return false;
    }
    matches!(tokio::time::timeout(grace, child.wait()).await, Ok(Ok(_)))
}

fn signal_group(pid: u32, signal: libc::c_int) {
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return;
    };
    // SAFETY: kill(2) has no memory-safety preconditions. The child leads its own
    // process group (process_group(0)), so -pid addresses exactly that group; it has
    // not been reaped yet (we hold its Child), so the id cannot have been reused.
    unsafe {
        libc::kill(-pid, signal);
    }
}

enum Decoded {
    One(Message),
    /// A JSON-RPC batch (peers on 2025-03-26 may send them); invalid members dropped.
    Batch(Vec<Message>),
}

fn decode_line(line: &[u8]) -> Result<Decoded, String> {
    let value: serde_json::Value =
        serde_json::from_slice(line).map_err(|e| format!("not JSON: {e}"))?;
    match value {
        serde_json::Value::Array(items) if !items.is_empty() => {
            let total = items.len();
            let batch: Vec<Message> = items
                .into_iter()
                .filter_map(|v| Message::from_value(v).ok())
                .collect();
            if batch.len() < total {
                tracing::warn!(
                    dropped = total - batch.len(),
                    "dropping batch members that are not JSON-RPC messages"
                );
            }
            Ok(Decoded::Batch(batch))
        }
        value => Message::from_value(value)
            .map(Decoded::One)
            .map_err(|e| e.to_string()),
    }
}

/// Finds the program the way a shell would, so a missing one gives a clear error
/// instead of a bare "No such file or directory".
fn resolve_program(config: &StdioConfig) -> Option<PathBuf> {
    let command = Path::new(&config.command);
    if command.components().count() > 1 || command.is_absolute() {
        let path = match (&config.cwd, command.is_absolute()) {
            (Some(cwd), false) => cwd.join(command),
            _ => command.to_path_buf(),
        };
        // Absolute, so it means the same thing after the child changes directory.
        let path = std::path::absolute(&path).unwrap_or(path);
        return is_executable(&path).then_some(path);
    }
    let path_var = config
        .env
        .get("PATH")
        .cloned()
        .or_else(|| std::env::var("PATH").ok())
        .unwrap_or_default();
    std::env::split_paths(&path_var)
        .map(|dir| dir.join(command))
        .find(|p| is_executable(p))
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path)
        .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        .unwrap_or(false)
}

/// Reads newline-terminated frames with a hard size bound.
pub(crate) struct LineReader<R> {
    inner: R,
    buf: Vec<u8>,
    /// Start of unconsumed data in `buf`.
    start: usize,
    /// Bytes from `start` already searched for a newline.
    scanned: usize,
    limit: usize,
    eof: bool,
}

const READ_CHUNK: usize = 64 * 1024;

impl<R: AsyncRead + Unpin> LineReader<R> {
    pub(crate) fn new(inner: R, limit: usize) -> Self {
        LineReader {
            inner,
            buf: Vec::with_capacity(READ_CHUNK),
            start: 0,
            scanned: 0,
            limit,
            eof: false,
        }
    }

    /// The next line without its `\n`; `None` at end of stream. A final unterminated
    /// line is returned as a line. Cancel-safe: data read so far stays buffered.
    pub(crate) async fn next_line(&mut self) -> Result<Option<&[u8]>, TransportError> {
        loop {
            let from = self.start + self.scanned;
            if let Some(pos) = memchr(b'\n', &self.buf[from..]) {
                let end = from + pos;
                let line_start = self.start;
                self.start = end + 1;
                self.scanned = 0;
                return Ok(Some(&self.buf[line_start..end]));
            }
            self.scanned = self.buf.len() - self.start;
            if self.scanned > self.limit {
                return Err(TransportError::FrameTooLarge { limit: self.limit });
            }
            if self.eof {
                if self.scanned == 0 {
                    return Ok(None);
                }
                let line_start = self.start;
                self.start = self.buf.len();
                self.scanned = 0;
                return Ok(Some(&self.buf[line_start..]));
            }
            if self.start > 0 {
                // Reclaim consumed space before reading more.
                self.buf.drain(..self.start);
                self.start = 0;
            }
            if self.buf.capacity() > 4 * READ_CHUNK && self.buf.len() < READ_CHUNK {
                self.buf.shrink_to(2 * READ_CHUNK);
            }
            // Never read more than the bound allows (plus one byte to detect overflow).
            let room = (self.limit + 1 - self.scanned).min(READ_CHUNK);
            self.buf.reserve(room);
            let n = (&mut self.inner)
                .take(room as u64)
                .read_buf(&mut self.buf)
                .await
                .map_err(|e| TransportError::io("reading the server's stdout", &e))?;
            if n == 0 {
                self.eof = true;
            }
        }
    }
}

fn memchr(needle: u8, haystack: &[u8]) -> Option<usize> {
    haystack.iter().position(|&b| b == needle)
}

/// The last `capacity` bytes of stderr.
struct StderrRing {
    bytes: VecDeque<u8>,
    capacity: usize,
}

impl StderrRing {
    fn new(capacity: usize) -> Self {
        StderrRing {
            bytes: VecDeque::with_capacity(capacity.min(64 * 1024)),
            capacity,
        }
    }

    fn push(&mut self, data: &[u8]) {
        let data = &data[data.len().saturating_sub(self.capacity)..];
        let overflow = (self.bytes.len() + data.len()).saturating_sub(self.capacity);
        self.bytes.drain(..overflow);
        self.bytes.extend(data);
    }

    fn text(&self) -> String {
        let (a, b) = self.bytes.as_slices();
        let mut v = Vec::with_capacity(a.len() + b.len());
        v.extend_from_slice(a);
        v.extend_from_slice(b);
        String::from_utf8_lossy(&v).into_owned()
    }
}

async fn drain_stderr(mut stderr: tokio::process::ChildStderr, ring: Arc<StdMutex<StderrRing>>) {
    let mut chunk = vec![0u8; 4096];
    loop {
        match stderr.read(&mut chunk).await {
            Ok(0) | Err(_) => break,
            Ok(n) => {
                tracing::debug!(bytes = n, "MCP server stderr output");
                if let Ok(mut r) = ring.lock() {
                    r.push(&chunk[..n]);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn lines(input: &[u8], limit: usize) -> Vec<Result<Vec<u8>, String>> {
        let mut r = LineReader::new(input, limit);
        let mut out = Vec::new();
        loop {
            match r.next_line().await {
                Ok(Some(l)) => out.push(Ok(l.to_vec())),
                Ok(None) => break,
                Err(e) => {
                    out.push(Err(e.to_string()));
                    break;
                }
            }
        }
        out
    }

    #[tokio::test]
    async fn splits_lines_and_keeps_the_tail() {
        let got = lines(b"a\r\nbb\n\nccc", 16).await;
        let got: Vec<_> = got.into_iter().map(Result::unwrap).collect();
        assert_eq!(
            got,
            vec![
                b"a\r".to_vec(),
                b"bb".to_vec(),
                b"".to_vec(),
                b"ccc".to_vec()
            ]
        );
    }

    #[tokio::test]
    async fn a_line_at_the_limit_passes_and_one_over_fails() {
        let mut ok = vec![b'x'; 10];
        ok.push(b'\n');
        assert_eq!(lines(&ok, 10).await, vec![Ok(vec![b'x'; 10])]);
        let too_long = vec![b'x'; 11];
        let got = lines(&too_long, 10).await;
        assert!(
            got[0]
                .as_ref()
                .unwrap_err()
                .contains("larger than 10 bytes")
        );
    }

    #[tokio::test]
    async fn large_input_is_read_in_bounded_chunks() {
        let mut input = Vec::new();
        for i in 0..2000 {
            input.extend_from_slice(format!("{{\"n\":{i}}}\n").as_bytes());
        }
        let got = lines(&input, 64).await;
        assert_eq!(got.len(), 2000);
    }

    #[test]
    fn stderr_ring_keeps_the_tail() {
        let mut r = StderrRing::new(5);
        r.push(b"abc");
        r.push(b"defg");
        assert_eq!(r.text(), "cdefg");
        r.push(b"0123456789");
        assert_eq!(r.text(), "56789");
    }

    #[test]
    fn empty_and_missing_commands_are_clear_errors() {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async {
            let e = StdioTransport::spawn(StdioConfig::new("  ")).err().unwrap();
            assert!(e.to_string().contains("command cannot be empty"), "{e}");
            let e = StdioTransport::spawn(StdioConfig::new("no-such-program-lemon-xyz"))
                .err()
                .unwrap();
            assert!(
                e.to_string()
                    .contains("Executable not found: no-such-program-lemon-xyz"),
                "{e}"
            );
        });
    }
}
