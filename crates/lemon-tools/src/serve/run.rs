//! Running `lemon serve`: the [`Gateway`] over stdio (until end of input)
//! or Streamable HTTP (until SIGINT or SIGTERM), on a runtime of its own so callers stay
//! synchronous. HTTP binds loopback with the Host/Origin checks by default; any other
//! address requires a bearer token on every request (`LEMON_SERVE_TOKEN`, or one
//! generated and reported once through `on_listening`).

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

use lemon_mcp::server::http::{self as mcp_http, AuthRejection, HttpConfig, RequestAuthorizer};
use lemon_mcp::server::{Notifier, ServerError, ServerOptions, stdio};

use lemon_core::paths::Env;

use super::Gateway;
use super::skills::SkillServer;
use super::watch::{self, ConfigSource, Watched};
use crate::mcp::config::mcp_enabled;
use crate::mcp::manager::{ConfigLoader, Manager, ManagerOptions, ServerEvent};
use lemon_mcp::protocol::types::LoggingLevel;

/// The variable holding the bearer token of a non-loopback `--http`.
pub const TOKEN_VAR: &str = "LEMON_SERVE_TOKEN";

/// Where to serve.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Listen {
    /// stdin/stdout, the way agents launch local servers.
    Stdio,
    /// Streamable HTTP on this address, endpoint `/mcp`.
    Http(SocketAddr),
}

/// What `lemon serve` serves. `Debug` never shows the token.
#[derive(Clone)]
pub struct ServeOptions {
    /// The transport.
    pub listen: Listen,
    /// The project whose skills are served.
    pub cwd: PathBuf,
    /// Serve the skills (`--no-skills` turns them off).
    pub skills: bool,
    /// Serve the configured MCP servers' tools (`--no-mcp` turns them off;
    /// `LEMON_MCP_DISABLED` too).
    pub mcp: bool,
    /// The bearer token a non-loopback HTTP server requires (else generated).
    pub token: Option<String>,
}

impl std::fmt::Debug for ServeOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ServeOptions")
            .field("listen", &self.listen)
            .field("cwd", &self.cwd)
            .field("skills", &self.skills)
            .field("mcp", &self.mcp)
            .field("token", &self.token.as_ref().map(|_| "…"))
            .finish()
    }
}

/// Why serving failed.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The async runtime could not start.
    #[error("could not start the server runtime: {0}")]
    Runtime(#[source] std::io::Error),
    /// No randomness for a generated token.
    #[error("could not generate a bearer token ({0}); set {TOKEN_VAR}")]
    Token(#[source] std::io::Error),
    /// The server failed (bind, I/O).
    #[error(transparent)]
    Server(#[from] ServerError),
}

/// What a caller is told once the server listens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Listening {
    /// Serving on stdin/stdout.
    Stdio,
    /// Serving HTTP at `url`; `generated_token` is set when a token was generated (shown
    /// once, never logged).
    Http {
        /// The endpoint URL.
        url: String,
        /// Whether a bearer token is required.
        token_required: bool,
        /// A token generated for this run.
        generated_token: Option<String>,
    },
}

/// A constant-time check of `Authorization: Bearer <token>`.
struct Bearer(String);

impl std::fmt::Debug for Bearer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Bearer(…)")
    }
}

impl RequestAuthorizer for Bearer {
    fn authorize(&self, headers: &::http::HeaderMap) -> Result<(), AuthRejection> {
        // The scheme is case-insensitive (RFC 9110); the token is compared exactly.
        let given = headers
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split_once(' '))
            .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
            .map(|(_, token)| token.trim())
            .unwrap_or_default();
        let want = self.0.as_bytes();
        let got = given.as_bytes();
        let mut diff = u8::from(want.len() != got.len());
        for (i, w) in want.iter().enumerate() {
            diff |= w ^ got.get(i).copied().unwrap_or(0);
        }
        if diff == 0 {
            Ok(())
        } else {
            Err(AuthRejection::new(401, "Bearer realm=\"lemon\""))
        }
    }
}

fn generated_token() -> Result<String, std::io::Error> {
    use std::io::Read;
    let mut bytes = [0u8; 32];
    std::fs::File::open("/dev/urandom")?.read_exact(&mut bytes)?;
    Ok(hex::encode(bytes))
}

/// Serves until the client goes away (stdio) or a signal arrives (HTTP).
pub fn run(opts: ServeOptions, on_listening: impl FnOnce(&Listening)) -> Result<(), ServeError> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(ServeError::Runtime)?;
    let skills = opts
        .skills
        .then(|| SkillServer::new(lemon_skills::Registry::new(), opts.cwd.clone()));
    let mut gateway = Gateway::new(skills);
    // The background curator looks after agent-written skills while the server is up.
    let curator = opts.skills.then(|| {
        Arc::new(super::curator::ServeCurator::from_config(
            Env::from_process().with_working_dir(&opts.cwd),
        ))
    });
    if let Some(c) = &curator {
        c.start();
        gateway = gateway.with_curator(c.clone());
    }
    let notifier = Notifier::new();
    let mcp = opts
        .mcp
        .then(|| project_manager(&opts.cwd, gateway.upstream(), notifier.clone()));
    let manager = mcp.as_ref().map(|(m, _)| m.clone());
    if let Some(m) = &manager {
        gateway = gateway.with_mcp(m.clone());
    }
    // With `ask_client`, a client that can sample with tools is asked to do the review.
    let reviewer = curator
        .as_ref()
        .zip(gateway.skill_server())
        .map(|(c, skills)| {
            Arc::new(super::review::ClientReviewer::new(
                c.clone(),
                skills,
                runtime.handle().clone(),
            ))
        });
    if let Some(r) = &reviewer {
        gateway = gateway.with_reviewer(r.clone());
    }
    // A review the curator leaves (or one finished) changes the prompts: clients are
    // told to list them again.
    if let Some(c) = &curator {
        let notifier = notifier.clone();
        // Weak: the curator keeps this listener, and the reviewer keeps the curator.
        let reviewer = reviewer.as_ref().map(Arc::downgrade);
        c.on_review(move || {
            notifier.prompts_list_changed();
            if let Some(r) = reviewer.as_ref().and_then(std::sync::Weak::upgrade) {
                r.start();
            }
        });
    }
    let watched = Watched {
        cwd: opts.cwd.clone(),
        mcp: mcp.map(|(m, source)| (source, m)),
        skills: gateway.skill_server(),
        notifier: notifier.clone(),
    };
    let result = runtime.block_on(async move {
        let periodic = manager.as_ref().map(Manager::spawn_periodic);
        let watching = watch::spawn(watched);
        let served = serve(gateway, opts, notifier, on_listening).await;
        // Nothing may start a server any more (a reconciliation racing the shutdown).
        for task in periodic.iter().chain(&watching) {
            task.abort();
        }
        for task in periodic.into_iter().chain(watching) {
            let _ = task.await;
        }
        // Every downstream connection closed and its process reaped, however serving ended.
        if let Some(m) = &manager {
            m.shutdown().await;
        }
        if let Some(c) = &curator {
            c.stop();
        }
        served
    });
    runtime.shutdown_timeout(std::time::Duration::from_secs(2));
    result
}

/// How long one reading of the configuration answers the manager. The manager asks on
/// every call and listing; reading every source (Lemon's files and each imported tool's,
/// dozens of `stat`s and reads) took most of a proxied call's added latency, so a burst
/// of calls reads them once, and an edit still applies within this long.
const CONFIG_REREAD: std::time::Duration = std::time::Duration::from_millis(500);

/// The project's connection manager and its configuration: read again when the last
/// reading is older than [`CONFIG_REREAD`] (so edits apply on the next call even
/// unwatched), at once after the watcher saw a file change, and a file that cannot be
/// used replaced by its last good reading ([`ConfigSource`]).
fn project_manager(
    cwd: &std::path::Path,
    upstream: Arc<super::passthrough::Upstream>,
    notifier: Notifier,
) -> (Manager, Arc<ConfigSource>) {
    let env = Env::from_process().with_working_dir(cwd);
    let source = Arc::new(ConfigSource::new(cwd.to_path_buf(), CONFIG_REREAD));
    let reader = source.clone();
    let loader: ConfigLoader = Arc::new(move || reader.read());
    // OAuth tokens saved by `lemon mcp` are used (and renewed) here too. Nobody can be
    // asked to authorize a PKCE entry from here yet: such an entry reports
    // `authorization required` until `lemon mcp status` on a terminal has authorized it.
    // The servers' sampling (after their policy), elicitation and roots requests go to
    // the upstream client whose call is in flight (`passthrough`).
    let options = ManagerOptions {
        disabled: !mcp_enabled(&env, false),
        sampling_backend: Some(upstream.clone()),
        approver: Some(upstream.clone()),
        client_requests: Some(upstream),
        on_server_event: Some(Arc::new(move |server, event| {
            relay_server_event(&notifier, server, event);
        })),
        ..ManagerOptions::default().with_agent_secrets(&env)
    };
    (Manager::new(cwd.to_path_buf(), loader, options), source)
}

/// A downstream server's log message goes to every client under the logger
/// `<server>` (or `<server>/<its logger>`), at its own level; a server going down is a
/// `warning` from the logger `lemon` with its fixed reason (no server text) and where to
/// look. Clients below the level they set get nothing.
fn relay_server_event(notifier: &Notifier, server: Option<&str>, event: ServerEvent) {
    let server = server.unwrap_or("mcp");
    match event {
        ServerEvent::Log(params) => {
            let level = params
                .get("level")
                .cloned()
                .and_then(|l| serde_json::from_value::<LoggingLevel>(l).ok())
                .unwrap_or(LoggingLevel::Info);
            let logger = match params.get("logger").and_then(serde_json::Value::as_str) {
                Some(own) => format!("{server}/{own}"),
                None => server.to_string(),
            };
            let data = params.get("data").cloned().unwrap_or_default();
            notifier.log(level, &logger, data);
        }
        ServerEvent::Down { category } => {
            notifier.log(
                LoggingLevel::Warning,
                "lemon",
                serde_json::json!({
                    "server": server,
                    "status": category,
                    "hint": "`lemon mcp status` shows why; the other servers keep working",
                }),
            );
        }
    }
}

async fn serve(
    gateway: Gateway,
    opts: ServeOptions,
    notifier: Notifier,
    on_listening: impl FnOnce(&Listening),
) -> Result<(), ServeError> {
    let options = ServerOptions::default().with_notifier(notifier);
    // Listening for SIGINT/SIGTERM starts before anyone is told the server is up: a
    // signal sent right after the URL is printed stops it cleanly instead of killing it.
    let stop = stop_signal();
    {
        match opts.listen {
            Listen::Stdio => {
                on_listening(&Listening::Stdio);
                let (reader, writer) = stdio_streams();
                let server = stdio::serve_io(gateway, reader, writer, options);
                tokio::select! {
                    done = server.wait() => done?,
                    () = stop => {}
                }
                Ok(())
            }
            Listen::Http(addr) => {
                let mut config = HttpConfig::default().with_bind(addr).with_options(options);
                let mut generated = None;
                let token_required = !addr.ip().is_loopback();
                if token_required {
                    let token = match opts.token.filter(|t| !t.is_empty()) {
                        Some(t) => t,
                        None => {
                            let t = generated_token().map_err(ServeError::Token)?;
                            generated = Some(t.clone());
                            t
                        }
                    };
                    config = config.with_authorizer(Arc::new(Bearer(token)));
                }
                let server = mcp_http::serve(Arc::new(gateway), config).await?;
                on_listening(&Listening::Http {
                    url: server.url(),
                    token_required,
                    generated_token: generated,
                });
                stop.await;
                server.shutdown().await?;
                Ok(())
            }
        }
    }
}

type Reader = Box<dyn tokio::io::AsyncRead + Unpin + Send>;
type Writer = Box<dyn tokio::io::AsyncWrite + Unpin + Send>;

/// stdin and stdout for the stdio transport. When they are pipes (as an agent that
/// launches the server makes them) they are driven by the runtime's reactor: Tokio's own
/// `stdin()`/`stdout()` hand every read and write to a blocking thread, and those
/// hand-offs were much of a proxied call's added latency. This puts both pipes in
/// non-blocking mode, which nothing else in the process minds: stdout is the protocol's
/// alone and stdin is read only here. Anything else (a terminal, a file) keeps Tokio's.
fn stdio_streams() -> (Reader, Writer) {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        use tokio::net::unix::pipe;
        let reader: Reader = match std::io::stdin()
            .as_fd()
            .try_clone_to_owned()
            .map(std::fs::File::from)
            .and_then(pipe::Receiver::from_file)
        {
            Ok(r) => Box::new(r),
            Err(_) => Box::new(tokio::io::stdin()),
        };
        let writer: Writer = match std::io::stdout()
            .as_fd()
            .try_clone_to_owned()
            .map(std::fs::File::from)
            .and_then(pipe::Sender::from_file)
        {
            Ok(w) => Box::new(w),
            Err(_) => Box::new(tokio::io::stdout()),
        };
        (reader, writer)
    }
    #[cfg(not(unix))]
    {
        (Box::new(tokio::io::stdin()), Box::new(tokio::io::stdout()))
    }
}

/// SIGINT or SIGTERM.
/// SIGINT or SIGTERM, registered now (when this is called, not when the future is
/// first polled), resolving when one arrives.
fn stop_signal() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let signals = (
            signal(SignalKind::interrupt()),
            signal(SignalKind::terminate()),
        );
        async move {
            match signals {
                (Ok(mut int), Ok(mut term)) => {
                    tokio::select! {
                        _ = int.recv() => {}
                        _ = term.recv() => {}
                    }
                }
                _ => std::future::pending::<()>().await,
            }
        }
    }
    #[cfg(not(unix))]
    {
        async {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bearer_check_takes_only_the_exact_token_and_debug_hides_it() {
        let check = Bearer("s3cret-token".into());
        let with = |v: &str| {
            let mut h = ::http::HeaderMap::new();
            h.insert("authorization", v.parse().unwrap());
            check.authorize(&h).is_ok()
        };
        assert!(with("Bearer s3cret-token") && with("bearer s3cret-token"));
        for bad in [
            "Bearer s3cret-toke",
            "Bearer s3cret-token2",
            "Basic s3cret-token",
            "s3cret-token",
            "Bearer ",
        ] {
            assert!(!with(bad), "{bad}");
        }
        assert!(check.authorize(&::http::HeaderMap::new()).is_err());
        let opts = ServeOptions {
            listen: Listen::Stdio,
            cwd: "/p".into(),
            skills: true,
            mcp: true,
            token: Some("s3cret-token".into()),
        };
        assert!(!format!("{opts:?} {check:?}").contains("s3cret"));
    }
}
