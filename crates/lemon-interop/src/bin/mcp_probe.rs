//! `mcp-probe`: connects lemon-mcp's client to an MCP server, lists its tools, optionally
//! calls one tool many times, and prints ONE JSON object describing what it saw and how
//! long it took. Benchmarks (`scripts/bench-mcp.sh`) and interop tests use it; the TS and
//! Python peer scripts in `peers/` print the same shape.
//!
//! ```text
//! mcp-probe --stdio 'npx server-everything stdio' --call echo --args '{"message":"hi"}' --repeat 2000
//! mcp-probe --http http://127.0.0.1:3000/mcp --protocol-version 2024-11-05
//! mcp-probe --http http://127.0.0.1:3000/mcp --wire stateless --call echo --repeat 2000
//! mcp-probe --sse http://127.0.0.1:3001/sse --call echo --args '{"message":"hi"}'
//! mcp-probe --http https://mcp.example.com/mcp --oauth-client-id svc --oauth-client-secret S \
//!     --oauth-flow client-credentials --oauth-scopes "mcp:read"
//! ```
//! OAuth (Streamable HTTP only): `--oauth-client-id` enables it; the authorization-code flow
//! prints the URL to open on stderr and waits on the loopback `--oauth-redirect`.
//! Output: `{"client", "protocolVersion", "wire" ("handshake" or "stateless"), "serverInfo", "tools", "lastResult", "timings":
//! {"sessions", "init_ms", "list_ms", "init_list_ms", "calls", "call_median_us",
//! "call_p99_us", "calls_per_s", "first_connect_ms", "oauth"}}`, where `oauth` (null
//! without OAuth) is `{"exchanges": [{"kind", "ms"}], "total_ms"}`: every exchange with
//! the authorization server (`resource_metadata`, `server_metadata`, `registration`,
//! `token`) in order. On failure: a message on stderr and exit status 1.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail};
use clap::{Parser, ValueEnum};
use lemon_interop::stats::{CallStats, quantile};
use lemon_mcp::client::auth::AuthProvider;
use lemon_mcp::client::http::{HttpConfig, HttpTransport};
use lemon_mcp::client::oauth::{
    ClientCredentials, LoopbackCodeProvider, OAuthConfig, OAuthExchange, OAuthFlow, OAuthObserver,
    OAuthProvider, TokenEndpointAuthMethod,
};
use lemon_mcp::client::sse::SseConfig;
use lemon_mcp::client::stdio::StdioConfig;
use lemon_mcp::client::{Client, ClientOptions, Wire, WireMode};
use lemon_mcp::protocol::version::ProtocolVersion;
use serde_json::{Value, json};

#[derive(Parser, Debug)]
#[command(
    group(clap::ArgGroup::new("server").required(true).args(["stdio", "http", "sse"])),
    name = "mcp-probe",
    about = "Probe an MCP server with lemon-mcp's client and print one JSON report"
)]
struct Args {
    /// Spawn this server and talk over stdio: the command and its arguments, split on
    /// whitespace (no shell).
    #[arg(long, value_name = "'CMD ARGS'")]
    stdio: Option<String>,
    /// Talk Streamable HTTP to this endpoint URL.
    #[arg(long, value_name = "URL")]
    http: Option<String>,
    /// Talk legacy HTTP+SSE (2024-11-05) to this SSE URL.
    #[arg(long, value_name = "URL")]
    sse: Option<String>,
    /// Offer exactly this protocol version (e.g. 2024-11-05) instead of the newest
    /// (pins the handshake).
    #[arg(long, value_name = "VERSION")]
    protocol_version: Option<String>,
    /// Which wire to speak: probe `server/discover` and fall back to `initialize` (auto),
    /// or pin the handshake or the 2026-07-28 stateless wire.
    #[arg(long, value_enum, default_value = "auto")]
    wire: WireArg,
    /// Call this tool after listing the tools.
    #[arg(long, value_name = "TOOL")]
    call: Option<String>,
    /// Arguments of the call, a JSON object.
    #[arg(long, value_name = "JSON", default_value = "{}")]
    args: String,
    /// How many timed calls.
    #[arg(long, default_value_t = 1)]
    repeat: usize,
    /// Untimed calls before the timed ones.
    #[arg(long, default_value_t = 0)]
    warmup: usize,
    /// Connect + tools/list this many times (timings are medians); calls run in the last.
    #[arg(long, default_value_t = 1)]
    sessions: usize,
    /// Per-request timeout in seconds.
    #[arg(long, default_value_t = 30)]
    timeout: u64,
    /// Fail (exit 1) when the last call's result has `isError: true`.
    #[arg(long)]
    fail_on_tool_error: bool,
    /// OAuth (with --http): the pre-registered client id; enables OAuth.
    #[arg(long, value_name = "ID")]
    oauth_client_id: Option<String>,
    /// OAuth: the client secret.
    #[arg(long, value_name = "SECRET", requires = "oauth_client_id")]
    oauth_client_secret: Option<String>,
    /// OAuth: how to authenticate at the token endpoint (default: the best the server
    /// supports; client-credentials: post).
    #[arg(long, value_enum, value_name = "METHOD", requires = "oauth_client_id")]
    oauth_auth_method: Option<AuthMethod>,
    /// OAuth: the grant.
    #[arg(
        long,
        value_enum,
        default_value = "authorization-code",
        requires = "oauth_client_id"
    )]
    oauth_flow: Flow,
    /// OAuth: the scopes to request when the server's challenge names none.
    #[arg(long, value_name = "'A B'", requires = "oauth_client_id")]
    oauth_scopes: Option<String>,
    /// OAuth: the loopback redirect URI of the authorization-code flow.
    #[arg(long, value_name = "URI", requires = "oauth_client_id")]
    oauth_redirect: Option<String>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum WireArg {
    Auto,
    Handshake,
    Stateless,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum AuthMethod {
    Basic,
    Post,
    None,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Flow {
    ClientCredentials,
    AuthorizationCode,
}

/// Every authorization-server exchange of the run, with its duration (the report's
/// `timings.oauth`).
#[derive(Default)]
struct ExchangeLog(std::sync::Mutex<Vec<(OAuthExchange, Duration)>>);

impl OAuthObserver for ExchangeLog {
    fn exchange(&self, kind: OAuthExchange, _status: Option<u16>, took: Duration) {
        self.0
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push((kind, took));
    }
}

impl ExchangeLog {
    fn report(&self) -> Value {
        let log = self.0.lock().unwrap_or_else(|p| p.into_inner());
        let exchanges: Vec<Value> = log
            .iter()
            .map(|(kind, took)| json!({"kind": kind.as_str(), "ms": millis(*took)}))
            .collect();
        let total: Duration = log.iter().map(|(_, t)| *t).sum();
        json!({"exchanges": exchanges, "total_ms": millis(total)})
    }
}

/// The OAuth provider the flags ask for, shared by every session of the run.
fn oauth(args: &Args, log: &Arc<ExchangeLog>) -> Option<Arc<dyn AuthProvider>> {
    let id = args.oauth_client_id.as_ref()?;
    let mut client = ClientCredentials::new(id.clone());
    if let Some(s) = &args.oauth_client_secret {
        client = client.secret(s.clone());
    }
    if let Some(m) = args.oauth_auth_method {
        client = client.auth_method(match m {
            AuthMethod::Basic => TokenEndpointAuthMethod::ClientSecretBasic,
            AuthMethod::Post => TokenEndpointAuthMethod::ClientSecretPost,
            AuthMethod::None => TokenEndpointAuthMethod::None,
        });
    }
    let mut cfg = OAuthConfig::new().client(client).observer(log.clone());
    cfg = match args.oauth_flow {
        Flow::ClientCredentials => cfg.flow(OAuthFlow::ClientCredentials),
        Flow::AuthorizationCode => cfg.code_provider(Arc::new(LoopbackCodeProvider::new(|url| {
            eprintln!("mcp-probe: open this URL to authorize:\n{url}")
        }))),
    };
    if let Some(s) = &args.oauth_scopes {
        cfg = cfg.scopes(s.clone());
    }
    if let Some(r) = &args.oauth_redirect {
        cfg = cfg.redirect_uri(r.clone());
    }
    Some(Arc::new(OAuthProvider::new(cfg)))
}

fn options(args: &Args) -> anyhow::Result<ClientOptions> {
    let mut options = ClientOptions {
        client_info: lemon_mcp::protocol::types::Implementation::new(
            "mcp-probe",
            env!("CARGO_PKG_VERSION"),
        ),
        request_timeout: Duration::from_secs(args.timeout),
        wire: match args.wire {
            WireArg::Auto => WireMode::Auto,
            WireArg::Handshake => WireMode::Handshake,
            WireArg::Stateless => WireMode::Stateless,
        },
        ..ClientOptions::default()
    };
    if let Some(v) = &args.protocol_version {
        let Some(version) = ProtocolVersion::parse(v) else {
            let known: Vec<&str> = lemon_mcp::protocol::version::SUPPORTED
                .iter()
                .map(|v| v.as_str())
                .collect();
            bail!("--protocol-version {v:?} is not one this client speaks ({known:?})");
        };
        options.protocol_version = Some(version);
    }
    Ok(options)
}

async fn connect(args: &Args, auth: Option<&Arc<dyn AuthProvider>>) -> anyhow::Result<Client> {
    let options = options(args)?;
    if let Some(line) = &args.stdio {
        let mut parts = line.split_whitespace();
        let Some(program) = parts.next() else {
            bail!("--stdio needs a command, got an empty string");
        };
        let config = StdioConfig::new(program).args(parts);
        return Client::spawn_stdio(config, options)
            .await
            .with_context(|| format!("cannot start or initialize `{line}`"));
    }
    if let Some(url) = &args.sse {
        let config = SseConfig::new(url.clone()).timeout(Duration::from_secs(args.timeout));
        return Client::connect_sse(config, options)
            .await
            .with_context(|| format!("cannot connect or initialize over SSE at {url}"));
    }
    let Some(url) = &args.http else {
        bail!("give --stdio 'CMD ARGS', --http URL or --sse URL");
    };
    let mut config = HttpConfig::new(url.clone());
    if let Some(auth) = auth {
        config = config.auth(auth.clone());
    }
    let transport =
        HttpTransport::new(config).with_context(|| format!("cannot set up HTTP to {url}"))?;
    Client::connect(transport, options)
        .await
        .with_context(|| format!("cannot initialize {url}"))
}

fn millis(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

async fn run(args: Args) -> anyhow::Result<Value> {
    let call_args: Value = serde_json::from_str(&args.args)
        .with_context(|| format!("--args is not JSON: {}", args.args))?;
    if !call_args.is_object() {
        bail!("--args must be a JSON object, got {call_args}");
    }
    if args.oauth_client_id.is_some() && args.http.is_none() {
        bail!("the --oauth-* flags need --http");
    }
    let exchange_log = Arc::new(ExchangeLog::default());
    let auth = oauth(&args, &exchange_log);
    let sessions = args.sessions.max(1);
    let (mut inits, mut lists, mut both) = (Vec::new(), Vec::new(), Vec::new());
    let mut client = None;
    let mut tools = Vec::new();
    for _ in 0..sessions {
        if let Some(previous) = client.take() {
            Client::close(&previous).await;
        }
        let start = Instant::now();
        let c = connect(&args, auth.as_ref()).await?;
        let connected = start.elapsed();
        let list_start = Instant::now();
        tools = c.list_tools().await.context("tools/list failed")?;
        let listed = list_start.elapsed();
        inits.push(millis(connected));
        lists.push(millis(listed));
        both.push(millis(connected + listed));
        client = Some(c);
    }
    let Some(client) = client else {
        bail!("no session was opened");
    };

    let mut last = Value::Null;
    let mut stats = None;
    if let Some(tool) = &args.call {
        for _ in 0..args.warmup {
            client
                .call_tool(tool, call_args.clone())
                .await
                .with_context(|| format!("warm-up call of `{tool}` failed"))?;
        }
        let mut durations = Vec::with_capacity(args.repeat);
        let start = Instant::now();
        for i in 0..args.repeat {
            let t = Instant::now();
            let result = client
                .call_tool(tool, call_args.clone())
                .await
                .with_context(|| format!("call {} of `{tool}` failed", i + 1))?;
            durations.push(t.elapsed());
            if i + 1 == args.repeat {
                if args.fail_on_tool_error && result.is_error() {
                    bail!(
                        "`{tool}` returned isError: {}",
                        serde_json::to_string(&result)?
                    );
                }
                last = serde_json::to_value(&result)?;
            }
        }
        stats = CallStats::from_durations(&durations, start.elapsed());
    }

    let report = json!({
        "client": "mcp-probe",
        "protocolVersion": client.initialize_result().map(|r| r.protocol_version.as_str()),
        "wire": match client.wire() {
            Some(Wire::Stateless) => "stateless",
            Some(Wire::Handshake(_)) => "handshake",
            None => "none",
        },
        "serverInfo": client.server_info(),
        "tools": tools.iter().map(|t| t.name.as_str()).collect::<Vec<_>>(),
        "lastResult": last,
        "timings": {
            "sessions": sessions,
            "init_ms": quantile(&inits, 0.5),
            "list_ms": quantile(&lists, 0.5),
            "init_list_ms": quantile(&both, 0.5),
            "calls": stats.map_or(0, |s| s.calls),
            "call_median_us": stats.map(|s| s.call_median_us),
            "call_p99_us": stats.map(|s| s.call_p99_us),
            "calls_per_s": stats.map(|s| s.calls_per_s),
            "first_connect_ms": inits.first(),
            "oauth": auth.as_ref().map(|_| exchange_log.report()),
        }
    });
    client.close().await;
    Ok(report)
}

fn main() {
    let args = Args::parse();
    // One thread: the probe is sequential, and a single-threaded runtime avoids cross-CPU
    // wake-ups on every response (see the benchmark notes in conformance.md §6).
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("mcp-probe: cannot start the async runtime: {e}");
            std::process::exit(1);
        }
    };
    match runtime.block_on(run(args)) {
        Ok(report) => println!("{report}"),
        Err(e) => {
            eprintln!("mcp-probe: {e:#}");
            std::process::exit(1);
        }
    }
}
