//! `lemon mcp test` (spec H.8): an isolated connection owned by the test, the MCP
//! handshake and `tools/list` through `lemon-mcp`'s client, then close. No remote tool
//! is ever called. Failures are the fixed, redacted categories of spec H.8: the
//! client's own error (which may quote URLs, stderr or server text) never leaves here.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use lemon_mcp::client::auth::AuthProvider;
use lemon_mcp::client::http::HttpConfig;
use lemon_mcp::client::http::HttpError;
use lemon_mcp::client::oauth::OAuthProvider;
use lemon_mcp::client::sse::SseConfig;
use lemon_mcp::client::stdio::StdioConfig;
use lemon_mcp::client::transport::TransportError;
use lemon_mcp::client::{Client, ClientError, ClientOptions};

use super::entry::{Kind, ServerEntry, Transport};
use super::manager::ManagerOptions;
use super::oauth::{Asker, OAuthContext};

/// What a successful test found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProbeReport {
    /// How many tools `tools/list` returned (every page).
    pub tool_count: usize,
    /// The negotiated protocol version.
    pub protocol_version: Option<String>,
    /// The transport that answered (an `http` entry with SSE fallback may answer `sse`).
    pub transport: Kind,
    /// Connect, handshake and listing, end to end.
    pub elapsed: Duration,
}

/// Why a test failed: the fixed categories of spec H.8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ProbeError {
    /// The program did not start, the connection was refused or lost.
    #[error("connection failed")]
    ConnectionFailed,
    /// No answer in time.
    #[error("timed out")]
    TimedOut,
    /// The server wants credentials (HTTP 401/403, OAuth).
    #[error("authorization required")]
    AuthorizationRequired,
    /// The server answered, but not as an MCP server that Lemon can talk to.
    #[error("handshake failed")]
    HandshakeFailed,
    /// The entry cannot be turned into a client configuration.
    #[error("invalid configuration")]
    InvalidConfiguration,
}

/// Connects to `entry` (stdio servers start in `project`, or the entry's `cwd` resolved
/// against it), lists its tools and closes. An `oauth` block is not used: see
/// [`probe_with`].
pub fn probe(entry: &ServerEntry, project: &Path) -> Result<ProbeReport, ProbeError> {
    probe_with(entry, project, None)
}

/// [`probe`], with the OAuth of an `http` entry's `oauth` block run as the connection
/// manager runs it (`options`: its approver, authorization notice, secret store and
/// environment; tokens persisted as the entry asks, else kept for this test only).
pub fn probe_with(
    entry: &ServerEntry,
    project: &Path,
    options: Option<&ManagerOptions>,
) -> Result<ProbeReport, ProbeError> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|_| ProbeError::ConnectionFailed)?;
    let ready = Duration::from_millis(entry.ready_timeout_ms);
    let request = Duration::from_millis(entry.timeout_ms);
    let report = runtime.block_on(async {
        let start = Instant::now();
        let mut auth: Option<Arc<dyn AuthProvider>> = None;
        let mut wait = ready;
        if let (
            Some(opts),
            Some(o),
            Transport::Remote {
                url,
                kind: Kind::Http,
                ..
            },
        ) = (options, entry.oauth(), &entry.transport)
        {
            let ctx = OAuthContext {
                store: opts.secret_store.clone(),
                env: opts.env.clone(),
                asker: Asker {
                    approver: opts.approver.clone(),
                    gate: Arc::default(),
                },
                notice: opts.on_authorization.clone(),
            };
            let name = entry.name.as_deref().unwrap_or("(unnamed)");
            let setup = super::oauth::setup(name, url, o, ready, Arc::default(), &ctx)
                .await
                .map_err(|_| ProbeError::AuthorizationRequired)?;
            wait = setup.deadline;
            auth = Some(Arc::new(OAuthProvider::new(setup.config)));
        }
        let overall = wait + request + Duration::from_secs(5);
        let attempt = async {
            match &entry.transport {
                Transport::Remote {
                    kind: Kind::Http,
                    sse_fallback: true,
                    ..
                } => match run(entry, Kind::Http, project, wait, request, auth).await {
                    Err(ProbeError::AuthorizationRequired) => {
                        Err(ProbeError::AuthorizationRequired)
                    }
                    Err(_) => run(entry, Kind::Sse, project, ready, request, None).await,
                    ok => ok,
                },
                _ => run(entry, entry.kind(), project, wait, request, auth).await,
            }
        };
        let (tool_count, protocol_version, transport) = tokio::time::timeout(overall, attempt)
            .await
            .map_err(|_| ProbeError::TimedOut)??;
        Ok(ProbeReport {
            tool_count,
            protocol_version,
            transport,
            elapsed: start.elapsed(),
        })
    });
    // A question that timed out may still block on the approver's thread: not waited for.
    runtime.shutdown_timeout(Duration::from_millis(200));
    report
}

async fn run(
    entry: &ServerEntry,
    kind: Kind,
    project: &Path,
    ready: Duration,
    request: Duration,
    auth: Option<Arc<dyn AuthProvider>>,
) -> Result<(usize, Option<String>, Kind), ProbeError> {
    let options = ClientOptions {
        init_timeout: ready,
        request_timeout: request,
        wire: entry.wire_mode(),
        ..ClientOptions::default()
    };
    let client = connect_kind(entry, kind, project, ready, options, false, auth)
        .await
        .map_err(|e| classify(&e))?;
    // The negotiated version, or `2026-07-28` on the stateless wire.
    let version = client
        .initialize_result()
        .map(|r| r.protocol_version.clone());
    let listed = client.list_tools().await;
    client.close().await;
    let tools = listed.map_err(|e| classify(&e))?;
    Ok((tools.len(), version, kind))
}

/// Opens a client for `entry` with `options` (stdio servers start in `project` or the
/// entry's `cwd` resolved against it), trying legacy SSE after Streamable HTTP for an
/// entry with `sse_fallback` unless the server asked for authorization. The connection
/// manager and `lemon mcp test` both start servers here. `listen`: open the Streamable
/// HTTP GET stream, where server notifications (`list_changed`) arrive. `auth`: the
/// credentials of the Streamable HTTP attempt (the manager's OAuth); legacy SSE has none.
pub(crate) async fn connect_entry(
    entry: &ServerEntry,
    project: &Path,
    options: ClientOptions,
    listen: bool,
    auth: Option<Arc<dyn AuthProvider>>,
) -> Result<Client, ClientError> {
    let ready = Duration::from_millis(entry.ready_timeout_ms);
    match &entry.transport {
        Transport::Remote {
            kind: Kind::Http,
            sse_fallback: true,
            ..
        } => match connect_kind(
            entry,
            Kind::Http,
            project,
            ready,
            options.clone(),
            listen,
            auth,
        )
        .await
        {
            Ok(c) => Ok(c),
            Err(e) if classify(&e) == ProbeError::AuthorizationRequired => Err(e),
            Err(_) => connect_kind(entry, Kind::Sse, project, ready, options, listen, None).await,
        },
        _ => connect_kind(entry, entry.kind(), project, ready, options, listen, auth).await,
    }
}

async fn connect_kind(
    entry: &ServerEntry,
    kind: Kind,
    project: &Path,
    ready: Duration,
    options: ClientOptions,
    listen: bool,
    auth: Option<Arc<dyn AuthProvider>>,
) -> Result<Client, ClientError> {
    let request = options.request_timeout;
    match &entry.transport {
        Transport::Stdio {
            command,
            args,
            env,
            cwd,
        } => {
            let dir = match cwd {
                Some(c) => lemon_core::paths::absolutize(Path::new(c), project),
                None => project.to_path_buf(),
            };
            let mut cfg = StdioConfig::new(command.clone())
                .args(args.clone())
                .cwd(dir);
            cfg.env = env.clone();
            Client::spawn_stdio(cfg, options).await
        }
        Transport::Remote { url, headers, .. } => {
            if kind == Kind::Sse {
                let mut cfg = SseConfig::new(url.clone());
                cfg.headers = headers.clone();
                cfg.timeout = ready.max(request);
                Client::connect_sse(cfg, options).await
            } else {
                let mut cfg = HttpConfig::new(url.clone());
                cfg.headers = headers.clone();
                cfg.open_get_stream = listen;
                cfg.auth = auth;
                Client::connect_http(cfg, options).await
            }
        }
    }
}

/// The redacted category of a client error.
pub fn classify(e: &ClientError) -> ProbeError {
    match e {
        ClientError::Timeout { .. } => ProbeError::TimedOut,
        ClientError::InitFailed { cause, .. } => match classify(cause) {
            ProbeError::TimedOut => ProbeError::TimedOut,
            ProbeError::AuthorizationRequired => ProbeError::AuthorizationRequired,
            ProbeError::ConnectionFailed => ProbeError::ConnectionFailed,
            ProbeError::InvalidConfiguration => ProbeError::InvalidConfiguration,
            ProbeError::HandshakeFailed => ProbeError::HandshakeFailed,
        },
        ClientError::ConnectionClosed { .. } | ClientError::NotReady { .. } => {
            ProbeError::ConnectionFailed
        }
        ClientError::Transport(t) => match t {
            TransportError::Http(h) => match h {
                HttpError::AuthRequired { .. }
                | HttpError::Auth { .. }
                | HttpError::OAuth { .. } => ProbeError::AuthorizationRequired,
                HttpError::Status {
                    status: 401 | 403, ..
                } => ProbeError::AuthorizationRequired,
                HttpError::Timeout { .. } => ProbeError::TimedOut,
                HttpError::InvalidUrl { .. } | HttpError::InvalidHeader { .. } => {
                    ProbeError::InvalidConfiguration
                }
                HttpError::Request { .. } | HttpError::Setup(_) => ProbeError::ConnectionFailed,
                _ => ProbeError::HandshakeFailed,
            },
            TransportError::FrameTooLarge { .. } => ProbeError::HandshakeFailed,
            _ => ProbeError::ConnectionFailed,
        },
        _ => ProbeError::HandshakeFailed,
    }
}
