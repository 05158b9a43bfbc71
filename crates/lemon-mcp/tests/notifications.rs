//! The application's own notifications (`Notifier`) reach every client our client can
//! be: over Streamable HTTP, handshake sessions (their GET stream) and 2026-07-28
//! clients (their `subscriptions/listen` stream, tagged with the subscription id), side
//! by side on one server; over stdio, a real child process (this test binary run with
//! `--serve`) on both wires. A list cached from its caching hints is served from memory
//! until the notification drops it, on either wire.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lemon_mcp::client::http::HttpConfig;
use lemon_mcp::client::stdio::{StdioConfig, StdioTransport};
use lemon_mcp::client::{Client, ClientOptions, Wire, WireMode};
use lemon_mcp::protocol::jsonrpc::Notification;
use lemon_mcp::protocol::stateless::META_SUBSCRIPTION_ID;
use lemon_mcp::protocol::types::{CallToolResult, Tool};
use lemon_mcp::server::{Notifier, Router, ServerOptions, http, stdio};
use serde_json::json;

const WITHIN: Duration = Duration::from_secs(10);

fn main() {
    if std::env::args().any(|a| a == "--serve") {
        serve_stdio_child();
        return;
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("runtime");
    rt.block_on(async {
        every_http_client_of_both_wires_gets_the_notification().await;
        println!("test every_http_client_of_both_wires_gets_the_notification ... ok");
        stdio_children_on_both_wires_get_the_notification().await;
        println!("test stdio_children_on_both_wires_get_the_notification ... ok");
        a_cached_list_is_dropped_by_its_list_changed_on_either_wire().await;
        println!("test a_cached_list_is_dropped_by_its_list_changed_on_either_wire ... ok");
    });
}

/// A server whose `touch` tool announces a changed tool list through its notifier, and
/// says how many clients the notifier reached.
fn router(notifier: Notifier) -> Router {
    Router::new("notifying", "1.0.0").list_changed(true).tool(
        Tool::new("touch", "Announces a change", json!({"type": "object"})),
        move |_args, _ctx| {
            let reached = notifier.tools_list_changed();
            async move { Ok(CallToolResult::text(format!("reached {reached}"))) }
        },
    )
}

fn serve_stdio_child() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime");
    let notifier = Notifier::new();
    let options = ServerOptions::default().with_notifier(notifier.clone());
    if let Err(e) = rt.block_on(stdio::serve_stdio(router(notifier), options)) {
        eprintln!("child: {e}");
        std::process::exit(1);
    }
}

type Seen = Arc<Mutex<Vec<Notification>>>;

fn recording(wire: WireMode) -> (ClientOptions, Seen) {
    let seen: Seen = Arc::default();
    let sink = seen.clone();
    let options = ClientOptions {
        wire,
        on_notification: Some(Arc::new(move |n: &Notification| {
            sink.lock().unwrap().push(n.clone());
        })),
        ..ClientOptions::default()
    };
    (options, seen)
}

fn changes(seen: &Seen) -> Vec<Notification> {
    seen.lock()
        .unwrap()
        .iter()
        .filter(|n| n.method == "notifications/tools/list_changed")
        .cloned()
        .collect()
}

async fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    let started = Instant::now();
    while !done() {
        assert!(started.elapsed() < WITHIN, "{what} within {WITHIN:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn every_http_client_of_both_wires_gets_the_notification() {
    let notifier = Notifier::new();
    let config = lemon_mcp::server::http::HttpConfig::default()
        .with_options(ServerOptions::default().with_notifier(notifier.clone()));
    let server = http::serve(router(notifier.clone()), config)
        .await
        .expect("serve");
    let mut clients = Vec::new();
    for wire in [
        WireMode::Handshake,
        WireMode::Stateless,
        WireMode::Handshake,
    ] {
        let (options, seen) = recording(wire);
        let client = Client::connect_http(HttpConfig::new(server.url()), options)
            .await
            .unwrap_or_else(|e| panic!("{wire:?}: {e}"));
        // A listed (and, on the stateless wire, cached) list, dropped by the change.
        assert_eq!(client.list_tools().await.unwrap()[0].name, "touch");
        clients.push((client, seen));
    }
    // A handshake session that never opens its GET stream: its notifications wait in
    // its bounded buffer and hold nobody back.
    let (options, _) = recording(WireMode::Handshake);
    let idle = Client::connect_http(HttpConfig::new(server.url()), options)
        .await
        .unwrap();
    // Two recording sessions, the idle one and the stateless client's listen stream.
    wait_for("every client connected to the notifier", || {
        notifier.clients() == 4
    })
    .await;
    let started = Instant::now();
    for _ in 0..100 {
        notifier.tools_list_changed();
    }
    for (client, seen) in &clients {
        wait_for("the change notification", || !changes(seen).is_empty()).await;
        let first = &changes(seen)[0];
        let subscription = first
            .params
            .as_ref()
            .and_then(|p| p.get("_meta"))
            .and_then(|m| m.get(META_SUBSCRIPTION_ID));
        match client.wire() {
            Some(Wire::Stateless) => assert!(subscription.is_some(), "{first:?}"),
            _ => assert!(subscription.is_none(), "{first:?}"),
        }
    }
    eprintln!(
        "notifications: 100 changes to 3 HTTP sessions and a listen stream, first seen by all within {:?}",
        started.elapsed()
    );
    for (client, _) in clients {
        client.close().await;
    }
    idle.close().await;
    server.shutdown().await.unwrap();
}

async fn stdio_children_on_both_wires_get_the_notification() {
    let exe = std::env::current_exe().expect("test binary");
    for (wire, expected) in [(WireMode::Handshake, false), (WireMode::Stateless, true)] {
        let (options, seen) = recording(wire);
        let transport =
            StdioTransport::spawn(StdioConfig::new(exe.to_string_lossy()).args(["--serve"]))
                .expect("spawn");
        let client = Client::connect(transport, options)
            .await
            .unwrap_or_else(|e| panic!("{wire:?}: {e}"));
        assert_eq!(client.wire() == Some(Wire::Stateless), expected);
        // The listen stream opens in the background: touch until a change arrives.
        let started = Instant::now();
        while changes(&seen).is_empty() {
            assert!(
                started.elapsed() < WITHIN,
                "{wire:?}: no change notification"
            );
            client.call_tool("touch", json!({})).await.unwrap();
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let first = &changes(&seen)[0];
        let tagged = first
            .params
            .as_ref()
            .and_then(|p| p.get("_meta"))
            .and_then(|m| m.get(META_SUBSCRIPTION_ID))
            .is_some();
        assert_eq!(tagged, expected, "{wire:?}: {first:?}");
        client.close().await;
    }
}

/// A server whose one tool is named after a version the test bumps, whose lists carry
/// a minute's caching hints on both wires, and which counts its `tools/list` calls.
#[derive(Clone, Default)]
struct Versioned {
    version: Arc<std::sync::atomic::AtomicUsize>,
    lists: Arc<std::sync::atomic::AtomicUsize>,
}

impl lemon_mcp::server::ServerHandler for Versioned {
    fn server_info(&self) -> lemon_mcp::protocol::types::Implementation {
        lemon_mcp::protocol::types::Implementation::new("versioned", "1.0.0")
    }

    fn capabilities(&self) -> lemon_mcp::protocol::types::ServerCapabilities {
        lemon_mcp::protocol::types::ServerCapabilities {
            tools: Some(lemon_mcp::protocol::types::ListChangedCapability {
                list_changed: Some(true),
                ..Default::default()
            }),
            ..Default::default()
        }
    }

    async fn list_tools(
        &self,
        _cursor: Option<String>,
        _ctx: lemon_mcp::server::RequestContext,
    ) -> Result<
        lemon_mcp::protocol::types::ListToolsResult,
        lemon_mcp::protocol::jsonrpc::ErrorObject,
    > {
        use std::sync::atomic::Ordering;
        self.lists.fetch_add(1, Ordering::SeqCst);
        let name = format!("v{}", self.version.load(Ordering::SeqCst));
        let mut hints = json!({});
        lemon_mcp::protocol::stateless::CacheHints::new(
            60_000,
            lemon_mcp::protocol::stateless::CacheScope::Private,
        )
        .apply_to(&mut hints);
        Ok(lemon_mcp::protocol::types::ListToolsResult {
            tools: vec![Tool::new(name, "versioned", json!({"type": "object"}))],
            extra: serde_json::from_value(hints).unwrap(),
            ..Default::default()
        })
    }
}

async fn a_cached_list_is_dropped_by_its_list_changed_on_either_wire() {
    use std::sync::atomic::Ordering;
    let notifier = Notifier::new();
    let handler = Versioned::default();
    let config = lemon_mcp::server::http::HttpConfig::default()
        .with_options(ServerOptions::default().with_notifier(notifier.clone()));
    let server = http::serve(handler.clone(), config).await.expect("serve");
    for wire in [WireMode::Handshake, WireMode::Stateless] {
        let (options, seen) = recording(wire);
        let client = Client::connect_http(HttpConfig::new(server.url()), options)
            .await
            .unwrap();
        let name = |tools: Vec<Tool>| tools[0].name.clone();
        let before = handler.version.load(Ordering::SeqCst);
        assert_eq!(
            name(client.list_tools().await.unwrap()),
            format!("v{before}")
        );
        let lists = handler.lists.load(Ordering::SeqCst);
        // Within its ttlMs the list comes from memory, stale or not.
        handler.version.fetch_add(1, Ordering::SeqCst);
        assert_eq!(
            name(client.list_tools().await.unwrap()),
            format!("v{before}")
        );
        assert_eq!(
            handler.lists.load(Ordering::SeqCst),
            lists,
            "{wire:?}: served from cache"
        );
        wait_for("the client connected to the notifier", || {
            notifier.clients() >= 1
        })
        .await;
        notifier.tools_list_changed();
        wait_for("the change notification", || !changes(&seen).is_empty()).await;
        assert_eq!(
            name(client.list_tools().await.unwrap()),
            format!("v{}", before + 1),
            "{wire:?}: the notification dropped the cached list"
        );
        assert_eq!(handler.lists.load(Ordering::SeqCst), lists + 1);
        client.close().await;
        wait_for("the client gone from the notifier", || {
            notifier.clients() == 0
        })
        .await;
    }
    server.shutdown().await.unwrap();
}
