//! The stdio transport: one JSON-RPC message per line on stdin, answers on stdout.
//!
//! Nothing but protocol messages is ever written to stdout; diagnostics go through
//! `tracing`, which a binary must route to stderr. Lines longer than
//! [`ServerOptions::max_message_bytes`] are skipped with an error response, and the
//! reader stays in sync. The server ends at end of input: running requests get
//! [`ServerOptions::shutdown_grace`] to finish, then they are cancelled.
//!
//! Both protocol eras share the pipe: after `initialize` it is a handshake session; a
//! client that sends no `initialize` and names the protocol version in each request's
//! `_meta` (or starts with `server/discover`) speaks the 2026-07-28 stateless wire, each
//! request on a session of its own (see `stateless`).

use std::sync::Arc;

use serde_json::Value;
use tokio::io::{
    AsyncBufRead, AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader, BufWriter,
};
use tokio::sync::{Semaphore, mpsc};
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use super::handler::{ServerHandler, erase};
use super::options::ServerOptions;
use super::session::{Outgoing, Outlet, Session, Shared, encode_error};
use super::{ServerError, errors, stateless};
use crate::protocol::jsonrpc::{Message, Request, RequestId};
use crate::protocol::methods;
use crate::protocol::version::ProtocolVersion;

/// A stdio-style server running on a task. Dropping the handle does not stop it; call
/// [`StdioServer::shutdown`] or wait for the input to end with [`StdioServer::wait`].
pub struct StdioServer {
    stop: CancellationToken,
    join: JoinHandle<Result<(), ServerError>>,
}

impl StdioServer {
    /// Waits until the input ends and every request is answered or cancelled.
    pub async fn wait(self) -> Result<(), ServerError> {
        self.join
            .await
            .map_err(|e| ServerError::Task(e.to_string()))?
    }

    /// Stops reading, cancels running requests after the grace period, and waits for
    /// every task of the server to end.
    pub async fn shutdown(self) -> Result<(), ServerError> {
        self.stop.cancel();
        self.wait().await
    }
}

/// Serves `handler` on the process's stdin and stdout until stdin ends.
///
/// ```no_run
/// use lemon_mcp::server::{Router, ServerOptions, stdio};
/// # async fn run() -> Result<(), lemon_mcp::server::ServerError> {
/// let router = Router::new("demo", "1.0.0");
/// stdio::serve_stdio(router, ServerOptions::default()).await
/// # }
/// ```
pub async fn serve_stdio<H: ServerHandler>(
    handler: H,
    options: ServerOptions,
) -> Result<(), ServerError> {
    serve_io(handler, process_io::stdin(), process_io::stdout(), options)
        .wait()
        .await
}

/// Serves `handler` on any byte pipe pair (a child's pipes, a socket, a
/// `tokio::io::duplex` in tests).
///
/// ```
/// use lemon_mcp::server::{Router, ServerOptions, stdio};
/// use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
/// # #[tokio::main(flavor = "current_thread")] async fn main() {
/// let (client, server) = tokio::io::duplex(4096);
/// let (server_rx, server_tx) = tokio::io::split(server);
/// let running = stdio::serve_io(Router::new("demo", "1.0.0"), server_rx, server_tx, ServerOptions::default());
/// let (client_rx, mut client_tx) = tokio::io::split(client);
/// client_tx.write_all(b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n").await.unwrap();
/// let mut line = String::new();
/// BufReader::new(client_rx).read_line(&mut line).await.unwrap();
/// assert_eq!(line.trim(), r#"{"jsonrpc":"2.0","id":1,"result":{}}"#);
/// client_tx.shutdown().await.unwrap(); // end of input: the server stops
/// running.wait().await.unwrap();
/// # }
/// ```
pub fn serve_io<H, R, W>(handler: H, reader: R, writer: W, options: ServerOptions) -> StdioServer
where
    H: ServerHandler,
    R: AsyncRead + Unpin + Send + 'static,
    W: AsyncWrite + Unpin + Send + 'static,
{
    let stop = CancellationToken::new();
    let shared = Arc::new(Shared {
        dispatch: erase(handler),
        options,
    });
    let join = tokio::spawn(run(shared, reader, writer, stop.clone()));
    StdioServer { stop, join }
}

/// Requests waiting for a running slot, per running slot, before "Server busy".
const QUEUE_FACTOR: usize = 16;

/// Most `subscriptions/listen` streams one pipe may hold open.
const MAX_LISTENS: usize = 32;

/// Bounds on one connection's requests: running at once, and admitted at all; and its
/// open listen streams.
struct Limits {
    running: Arc<Semaphore>,
    queued: Arc<Semaphore>,
    queue_capacity: usize,
    listens: Arc<Semaphore>,
}

/// The process's stdin and stdout as async streams. When they are pipes or sockets
/// (how MCP clients spawn servers) they are read and written without blocking, on
/// the runtime's own event loop; tokio's generic stdin/stdout hand every read and
/// write to a blocking thread, which costs a thread switch per message.
mod process_io {
    use std::pin::Pin;
    use std::task::{Context, Poll};

    use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

    /// Boxed stream: the fast path or tokio's portable fallback.
    pub(super) struct Io(Pin<Box<dyn IoStream>>);

    trait IoStream: AsyncRead + AsyncWrite + Send {}
    impl<T: AsyncRead + AsyncWrite + Send> IoStream for T {}

    /// Adapts a read-only or write-only stream to `AsyncRead + AsyncWrite`.
    struct ReadOnly<R>(R);
    struct WriteOnly<W>(W);

    impl<R: AsyncRead + Unpin> AsyncRead for ReadOnly<R> {
        fn poll_read(
            mut self: Pin<&mut Self>,
            cx: &mut Context<'_>,
            buf: &mut ReadBuf<'_>,
        ) -> Poll<std::io::Result<()>> {
            Pin::new(&mut self.0).poll_read(cx, buf)
        }
    }
    impl<R> AsyncWrite for ReadOnly<R> {
        fn poll_write(
            self: Pin<&mut Self>,
            _: &mut Context<'_>,
            _: &[u8],
        ) -> Poll<std::io::Result<usize>> {
            Poll::Ready(Err(std::io::ErrorKind::Unsupported.into()))
        }
        fn poll_flush(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<std::io::Result<()>> {
            Poll::Ready(Ok(()))
        }
        fn poll_shutdown(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<std::io::Result<()>> {
            Poll::Ready(Ok(()))
        }
    }
    impl<W> AsyncRead for WriteOnly<W> {
        fn poll_read(
            self: Pin<&mut Self>,
            _: &mut Context<'_>,
            _: &mut ReadBuf<'_>,
        ) -> Poll<std::io::Result<()>> {
            Poll::Ready(Err(std::io::ErrorKind::Unsupported.into()))
        }
    }
    impl<W: AsyncWrite + Unpin> AsyncWrite for WriteOnly<W> {
        fn poll_write(
            mut self: Pin<&mut Self>,
            cx: &mut Context<'_>,
            buf: &[u8],
        ) -> Poll<std::io::Result<usize>> {
            Pin::new(&mut self.0).poll_write(cx, buf)
        }
        fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
            Pin::new(&mut self.0).poll_flush(cx)
        }
        fn poll_shutdown(
            mut self: Pin<&mut Self>,
            cx: &mut Context<'_>,
        ) -> Poll<std::io::Result<()>> {
            Pin::new(&mut self.0).poll_shutdown(cx)
        }
    }

    impl AsyncRead for Io {
        fn poll_read(
            mut self: Pin<&mut Self>,
            cx: &mut Context<'_>,
            buf: &mut ReadBuf<'_>,
        ) -> Poll<std::io::Result<()>> {
            self.0.as_mut().poll_read(cx, buf)
        }
    }
    impl AsyncWrite for Io {
        fn poll_write(
            mut self: Pin<&mut Self>,
            cx: &mut Context<'_>,
            buf: &[u8],
        ) -> Poll<std::io::Result<usize>> {
            self.0.as_mut().poll_write(cx, buf)
        }
        fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
            self.0.as_mut().poll_flush(cx)
        }
        fn poll_shutdown(
            mut self: Pin<&mut Self>,
            cx: &mut Context<'_>,
        ) -> Poll<std::io::Result<()>> {
            self.0.as_mut().poll_shutdown(cx)
        }
    }

    #[cfg(unix)]
    mod fast {
        use std::os::fd::{AsFd, OwnedFd};
        use std::os::unix::fs::{FileTypeExt, MetadataExt};

        use super::{Io, ReadOnly, WriteOnly};

        enum Kind {
            Fifo,
            Socket,
        }

        /// A duplicate of the descriptor, when it is a pipe or a socket. Returns the
        /// device and inode too, to tell whether stdout and stderr share a pipe.
        fn classify(fd: std::os::fd::BorrowedFd<'_>) -> Option<(Kind, OwnedFd, (u64, u64))> {
            let owned = fd.try_clone_to_owned().ok()?;
            let file = std::fs::File::from(owned);
            let meta = file.metadata().ok()?;
            let kind = if meta.file_type().is_fifo() {
                Kind::Fifo
            } else if meta.file_type().is_socket() {
                Kind::Socket
            } else {
                return None;
            };
            Some((kind, OwnedFd::from(file), (meta.dev(), meta.ino())))
        }

        /// Whether stderr writes into the pipe or socket `id`: non-blocking mode belongs
        /// to the open pipe, not to our descriptor, so such a stream is left alone and
        /// logging to stderr never sees EAGAIN.
        fn shared_with_stderr(id: (u64, u64)) -> bool {
            classify(std::io::stderr().as_fd()).is_some_and(|(_, _, err_id)| err_id == id)
        }

        pub(in super::super) fn stdin() -> Option<Io> {
            let (kind, fd, id) = classify(std::io::stdin().as_fd())?;
            if shared_with_stderr(id) {
                return None;
            }
            match kind {
                Kind::Fifo => tokio::net::unix::pipe::Receiver::from_owned_fd(fd)
                    .ok()
                    .map(|r| Io(Box::pin(ReadOnly(r)))),
                Kind::Socket => socket(fd).map(|s| Io(Box::pin(ReadOnly(s)))),
            }
        }

        pub(in super::super) fn stdout() -> Option<Io> {
            let (kind, fd, id) = classify(std::io::stdout().as_fd())?;
            if shared_with_stderr(id) {
                return None;
            }
            match kind {
                Kind::Fifo => tokio::net::unix::pipe::Sender::from_owned_fd(fd)
                    .ok()
                    .map(|w| Io(Box::pin(WriteOnly(w)))),
                Kind::Socket => socket(fd).map(|s| Io(Box::pin(WriteOnly(s)))),
            }
        }

        fn socket(fd: OwnedFd) -> Option<tokio::net::UnixStream> {
            let std = std::os::unix::net::UnixStream::from(fd);
            std.set_nonblocking(true).ok()?;
            tokio::net::UnixStream::from_std(std).ok()
        }
    }

    /// stdin: non-blocking when it is a pipe or socket, else tokio's stdin.
    pub(super) fn stdin() -> Io {
        #[cfg(unix)]
        if let Some(io) = fast::stdin() {
            return io;
        }
        Io(Box::pin(ReadOnly(tokio::io::stdin())))
    }

    /// stdout: non-blocking when it is a pipe or socket of its own, else tokio's stdout.
    pub(super) fn stdout() -> Io {
        #[cfg(unix)]
        if let Some(io) = fast::stdout() {
            return io;
        }
        Io(Box::pin(WriteOnly(tokio::io::stdout())))
    }
}

enum Line {
    Data,
    TooLong,
    Eof,
}

/// Reads one line into `buf` (without the newline), never buffering more than `max`
/// bytes: a longer line is consumed and reported as [`Line::TooLong`].
async fn read_line_bounded<R: AsyncBufRead + Unpin>(
    r: &mut R,
    buf: &mut Vec<u8>,
    max: usize,
) -> std::io::Result<Line> {
    buf.clear();
    let mut too_long = false;
    loop {
        let available = r.fill_buf().await?;
        if available.is_empty() {
            return Ok(if too_long {
                Line::TooLong
            } else if buf.is_empty() {
                Line::Eof
            } else {
                Line::Data
            });
        }
        let (chunk, used, complete) = match available.iter().position(|b| *b == b'\n') {
            Some(i) => (&available[..i], i + 1, true),
            None => (available, available.len(), false),
        };
        if !too_long {
            if buf.len() + chunk.len() > max {
                too_long = true;
                buf.clear();
                buf.shrink_to(64 * 1024);
            } else {
                buf.extend_from_slice(chunk);
            }
        }
        r.consume(used);
        if complete {
            return Ok(if too_long { Line::TooLong } else { Line::Data });
        }
    }
}

async fn run<R, W>(
    shared: Arc<Shared>,
    reader: R,
    writer: W,
    stop: CancellationToken,
) -> Result<(), ServerError>
where
    R: AsyncRead + Unpin + Send + 'static,
    W: AsyncWrite + Unpin + Send + 'static,
{
    let options = shared.options.clone();
    let (tx, rx) = mpsc::channel::<Outgoing>(1024);
    let writer_done = CancellationToken::new();
    let writer_task = tokio::spawn(write_loop(writer, rx, writer_done.clone(), stop.clone()));
    let session = Session::new(shared, None, Outlet::Channel(tx.clone()), &stop);
    if let Some(forward) = session.forward_notifications() {
        // Ends when the session closes (after the input ends).
        tokio::spawn(forward);
    }
    let queue_capacity = options.max_in_flight.max(1) * QUEUE_FACTOR;
    let permits = Limits {
        running: Arc::new(Semaphore::new(options.max_in_flight.max(1))),
        queued: Arc::new(Semaphore::new(queue_capacity)),
        queue_capacity,
        listens: Arc::new(Semaphore::new(MAX_LISTENS)),
    };
    let tasks = TaskTracker::new();
    let mut reader = BufReader::with_capacity(64 * 1024, reader);
    let mut line = Vec::new();
    let mut read_error = None;
    loop {
        let read = tokio::select! {
            r = read_line_bounded(&mut reader, &mut line, options.max_message_bytes) => r,
            _ = stop.cancelled() => break,
        };
        match read {
            Ok(Line::Eof) => break,
            Ok(Line::TooLong) => {
                let e = errors::invalid_request(format!(
                    "Message too large: a line exceeded {} bytes and was skipped",
                    options.max_message_bytes
                ));
                if tx
                    .send(Outgoing::Final(encode_error(None, &e)))
                    .await
                    .is_err()
                {
                    break;
                }
            }
            Ok(Line::Data) => {
                if !process_line(&session, &line, &tx, &permits, &tasks).await {
                    break;
                }
            }
            Err(e) => {
                read_error = Some(e);
                break;
            }
        }
    }
    tasks.close();
    if tokio::time::timeout(options.shutdown_grace, tasks.wait())
        .await
        .is_err()
    {
        tracing::debug!("cancelling requests still running after the shutdown grace period");
    }
    session.close();
    tasks.wait().await;
    drop(tx);
    writer_done.cancel();
    let write_result = writer_task
        .await
        .map_err(|e| ServerError::Task(e.to_string()))?;
    if let Some(e) = read_error {
        return Err(ServerError::Io {
            context: "reading the input",
            source: e,
        });
    }
    write_result
}

/// Returns false when the output is gone and the server should stop.
async fn process_line(
    session: &Arc<Session>,
    line: &[u8],
    tx: &mpsc::Sender<Outgoing>,
    permits: &Limits,
    tasks: &TaskTracker,
) -> bool {
    let line = line.trim_ascii();
    if line.is_empty() {
        return true;
    }
    let value: Value = match serde_json::from_slice(line) {
        Ok(v) => v,
        Err(_) => {
            let e = errors::invalid_json();
            return tx
                .send(Outgoing::Final(encode_error(None, &e)))
                .await
                .is_ok();
        }
    };
    if let Value::Array(items) = value {
        return process_batch(session, items, tx, tasks).await;
    }
    let req = match Message::from_value(value) {
        Err(e) => {
            let e = errors::unparsable_message(e);
            return tx
                .send(Outgoing::Final(encode_error(None, &e)))
                .await
                .is_ok();
        }
        // No `initialize` came first and the request describes itself: the 2026-07-28
        // stateless wire.
        Ok(Message::Request(req))
            if session.protocol_version().is_none()
                && stateless::self_describing(&req.method, req.params.as_ref()) =>
        {
            return process_stateless(session, req, tx, permits, tasks).await;
        }
        Ok(m) => match session.absorb(m) {
            Some(req) => req,
            None => return true,
        },
    };
    let outlet = Outlet::Channel(tx.clone());
    if matches!(req.method.as_str(), methods::INITIALIZE | methods::PING) {
        // Answered at once, in order: later lines may depend on the version.
        return match session
            .handle_request(req.id, req.method, req.params, outlet)
            .await
        {
            Some(text) => tx.send(Outgoing::Final(text)).await.is_ok(),
            None => true,
        };
    }
    let id = req.id.clone();
    let session = session.clone();
    let answer = async move {
        session
            .handle_request(req.id, req.method, req.params, outlet)
            .await
    };
    spawn_limited(&id, answer, tx, permits, tasks).await
}

/// Runs `answer` on a task under the in-flight limits and writes the answer it returns;
/// a full queue is answered at once with a busy error. It never waits for a permit
/// itself: the reader must keep reading, or a handler waiting for the client's answer
/// (sampling) would never get it. Returns false when the output is gone.
async fn spawn_limited(
    id: &RequestId,
    answer: impl Future<Output = Option<String>> + Send + 'static,
    tx: &mpsc::Sender<Outgoing>,
    permits: &Limits,
    tasks: &TaskTracker,
) -> bool {
    let Ok(queued) = permits.queued.clone().try_acquire_owned() else {
        let e = errors::internal(format!(
            "Server busy: more than {} requests are pending; retry later",
            permits.queue_capacity
        ));
        return tx
            .send(Outgoing::Final(encode_error(Some(id), &e)))
            .await
            .is_ok();
    };
    let running = permits.running.clone();
    let tx = tx.clone();
    tasks.spawn(async move {
        let Ok(permit) = running.acquire_owned().await else {
            return;
        };
        if let Some(text) = answer.await {
            let _ = tx.send(Outgoing::Final(text)).await;
        }
        drop(permit);
        drop(queued);
    });
    true
}

/// One request of the 2026-07-28 stateless wire: checked (method, `_meta`, version),
/// then `server/discover` answered at once, `subscriptions/listen` acknowledged (it stays
/// open while the server runs), and anything else run on a session of its own under the
/// same limits as every request. Returns false when the output is gone.
async fn process_stateless(
    session: &Arc<Session>,
    req: Request,
    tx: &mpsc::Sender<Outgoing>,
    permits: &Limits,
    tasks: &TaskTracker,
) -> bool {
    let checked = stateless::method_allowed(&req.method)
        .and_then(|()| stateless::request_meta(req.params.as_ref()))
        .and_then(|meta| stateless::version_supported(&meta).map(|()| meta));
    let meta = match checked {
        Ok(meta) => meta,
        Err(e) => {
            return tx
                .send(Outgoing::Final(encode_error(Some(&req.id), &e)))
                .await
                .is_ok();
        }
    };
    let dispatch = &session.shared.dispatch;
    if req.method == methods::SERVER_DISCOVER {
        let result = stateless::discover_result(dispatch);
        let text = super::session::encode_response(&req.id, &result);
        return tx.send(Outgoing::Final(text)).await.is_ok();
    }
    if req.method == methods::SUBSCRIPTIONS_LISTEN {
        return listen(session, req, tx, &permits.listens).await;
    }
    let (params, retry) = match stateless::take_answers(req.params) {
        Ok(pair) => pair,
        Err(e) => {
            return tx
                .send(Outgoing::Final(encode_error(Some(&req.id), &e)))
                .await
                .is_ok();
        }
    };
    let core = Session::stateless(
        session.shared.clone(),
        Outlet::Channel(tx.clone()),
        &session.closed,
        &meta,
        retry.answers,
    );
    let id = req.id.clone();
    let outlet = Outlet::Channel(tx.clone());
    let answer = stateless::answer(core, req.id, req.method, params, outlet, retry.parked);
    spawn_limited(&id, answer, tx, permits, tasks).await
}

/// `subscriptions/listen` on the pipe: the acknowledgement, then (with a notifier) the
/// application's notifications its filter agreed to, each tagged with the subscription
/// id, until the client cancels the request (`notifications/cancelled`) or the pipe
/// closes. Returns false when the output is gone.
async fn listen(
    session: &Arc<Session>,
    req: Request,
    tx: &mpsc::Sender<Outgoing>,
    listens: &Arc<Semaphore>,
) -> bool {
    let Ok(slot) = listens.clone().try_acquire_owned() else {
        let e = errors::invalid_request(format!(
            "Invalid Request: at most {MAX_LISTENS} subscriptions/listen streams may be open; cancel one first"
        ));
        return tx
            .send(Outgoing::Final(encode_error(Some(&req.id), &e)))
            .await
            .is_ok();
    };
    let dispatch = &session.shared.dispatch;
    let filter = stateless::agreed_filter(dispatch, req.params.as_ref());
    let ack = stateless::listen_ack(dispatch, &req.id, req.params.as_ref());
    // Subscribed before the acknowledgement is written: nothing sent after it is missed.
    let rx = session
        .shared
        .options
        .notifier
        .as_ref()
        .map(|n| n.subscribe());
    let token = match rx.as_ref().map(|_| session.track(&req.id)) {
        Some(None) => {
            let e = errors::invalid_request(format!(
                "Invalid Request: request id {} is already in use by a running request",
                req.id
            ));
            return tx
                .send(Outgoing::Final(encode_error(Some(&req.id), &e)))
                .await
                .is_ok();
        }
        Some(Some(token)) => Some(token),
        None => None,
    };
    if tx.send(Outgoing::Related(ack)).await.is_err() {
        return false;
    }
    let (Some(mut rx), Some(token)) = (rx, token) else {
        return true;
    };
    let (session, tx, id) = (session.clone(), tx.clone(), req.id);
    tokio::spawn(async move {
        loop {
            let note = tokio::select! {
                biased;
                () = token.cancelled() => break,
                note = super::notify::next(&mut rx) => note,
            };
            let Some(note) = note else { break };
            if !super::notify::listen_allows(&filter, &note) {
                continue;
            }
            let text = super::notify::listen_text(&id, &note);
            tokio::select! {
                biased;
                () = token.cancelled() => break,
                sent = tx.send(Outgoing::Related(text)) => if sent.is_err() { break },
            }
        }
        session.untrack(&id);
        drop(slot);
    });
    true
}

/// JSON-RPC batches exist in 2024-11-05 and 2025-03-26; later versions removed them.
pub(crate) fn batches_allowed(version: Option<ProtocolVersion>) -> bool {
    version.is_some_and(|v| v <= ProtocolVersion::V2025_03_26)
}

async fn process_batch(
    session: &Arc<Session>,
    items: Vec<Value>,
    tx: &mpsc::Sender<Outgoing>,
    tasks: &TaskTracker,
) -> bool {
    let version = session.protocol_version();
    if !batches_allowed(version) || items.is_empty() {
        let e = errors::invalid_request(match version {
            None => "Invalid Request: a batch cannot be sent before initialization".to_string(),
            Some(v) if items.is_empty() => {
                format!("Invalid Request: empty batch (protocol version {v})")
            }
            Some(v) => format!(
                "Invalid Request: JSON-RPC batches are not supported in protocol version {v}"
            ),
        });
        return tx
            .send(Outgoing::Final(encode_error(None, &e)))
            .await
            .is_ok();
    }
    let session = session.clone();
    let tx = tx.clone();
    tasks.spawn(async move {
        let outlet = Outlet::Channel(tx.clone());
        let mut answers = Vec::new();
        let mut running = Vec::new();
        for item in items {
            match Message::from_value(item) {
                Err(e) => answers.push(encode_error(None, &errors::unparsable_message(e))),
                Ok(Message::Request(r)) if r.method == methods::INITIALIZE => {
                    answers.push(encode_error(
                        Some(&r.id),
                        &errors::invalid_request(
                            "Invalid Request: initialize must not be part of a batch",
                        ),
                    ))
                }
                Ok(m) => {
                    if let Some(r) = session.absorb(m) {
                        running.push(session.handle_request(
                            r.id,
                            r.method,
                            r.params,
                            outlet.clone(),
                        ));
                    }
                }
            }
        }
        answers.extend(
            futures::future::join_all(running)
                .await
                .into_iter()
                .flatten(),
        );
        if !answers.is_empty() {
            let text = format!("[{}]", answers.join(","));
            let _ = tx.send(Outgoing::Final(text)).await;
        }
    });
    true
}

async fn write_loop<W: AsyncWrite + Unpin>(
    writer: W,
    mut rx: mpsc::Receiver<Outgoing>,
    done: CancellationToken,
    stop: CancellationToken,
) -> Result<(), ServerError> {
    let mut out = BufWriter::with_capacity(64 * 1024, writer);
    let result = async {
        loop {
            let msg = tokio::select! {
                biased;
                m = rx.recv() => m,
                _ = done.cancelled() => rx.try_recv().ok(),
            };
            let Some(msg) = msg else { break };
            if let Outgoing::Related(text) | Outgoing::Final(text) = msg {
                out.write_all(text.as_bytes()).await?;
                out.write_all(b"\n").await?;
            }
            if rx.is_empty() {
                out.flush().await?;
            }
        }
        out.flush().await
    }
    .await;
    if result.is_err() {
        // The reader cannot usefully go on when nobody reads our answers.
        stop.cancel();
    }
    result.map_err(|e| ServerError::Io {
        context: "writing the output",
        source: e,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn lines(input: &[u8], max: usize) -> Vec<Result<String, &'static str>> {
        let mut r = BufReader::with_capacity(4, input);
        let mut buf = Vec::new();
        let mut out = Vec::new();
        loop {
            match read_line_bounded(&mut r, &mut buf, max).await.unwrap() {
                Line::Eof => return out,
                Line::TooLong => out.push(Err("too long")),
                Line::Data => out.push(Ok(String::from_utf8(buf.clone()).unwrap())),
            }
        }
    }

    #[tokio::test]
    async fn bounded_lines_stay_in_sync() {
        let got = lines(b"short\nthis line is too long\nok\nlast", 10).await;
        assert_eq!(
            got,
            vec![
                Ok("short".into()),
                Err("too long"),
                Ok("ok".into()),
                Ok("last".into())
            ]
        );
    }

    #[test]
    fn batches_only_in_old_versions() {
        assert!(batches_allowed(Some(ProtocolVersion::V2025_03_26)));
        assert!(batches_allowed(Some(ProtocolVersion::V2024_11_05)));
        assert!(!batches_allowed(Some(ProtocolVersion::V2025_06_18)));
        assert!(!batches_allowed(None));
    }
}
