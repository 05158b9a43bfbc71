//! End to end: our `Client` over Streamable HTTP against our own server (the shared
//! fixture on 127.0.0.1): the whole feature set through real sockets, including
//! progress, logging, sampling on a POST stream, a stream the server closes mid-call
//! (resumed with `Last-Event-ID`), cancellation on timeout, and DELETE on close.

mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use common::{DropFlag, fixture};
use lemon_mcp::client::http::HttpConfig as ClientHttpConfig;
use lemon_mcp::client::{Client, ClientError, ClientOptions, RequestOptions, WireMode, handler_fn};
use lemon_mcp::protocol::types::{CallToolResult, ContentBlock};
use lemon_mcp::server::http::{self, HttpConfig as ServerHttpConfig, HttpServer};
use serde_json::json;

async fn start(config: ServerHttpConfig) -> (HttpServer, DropFlag) {
    let flag = DropFlag::default();
    let server = http::serve(fixture(flag.clone()), config).await.unwrap();
    (server, flag)
}

fn text_of(r: &CallToolResult) -> String {
    r.content
        .iter()
        .filter_map(|c| match c {
            ContentBlock::Text(t) => Some(t.text.clone()),
            _ => None,
        })
        .collect()
}

/// Polls `cond` for up to 2 s.
async fn wait_until(cond: impl Fn() -> bool) {
    for _ in 0..100 {
        if cond() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Connects on the handshake wire: these tests are about its sessions and streams (the
/// stateless wire against the same server is in lemon-interop's `stateless_wire` tests).
async fn connect(server: &HttpServer, options: ClientOptions) -> Client {
    let options = ClientOptions {
        wire: WireMode::Handshake,
        ..options
    };
    Client::connect_http(ClientHttpConfig::new(server.url()), options)
        .await
        .unwrap()
}

#[tokio::test]
async fn tools_resources_and_prompts_over_http() {
    for json_response in [false, true] {
        let (server, _) = start(ServerHttpConfig {
            json_response,
            ..Default::default()
        })
        .await;
        let client = connect(&server, ClientOptions::default()).await;
        let info = client.server_info().unwrap();
        assert_eq!(
            (info.name.as_str(), info.version.as_str()),
            ("HTTP Fixture", "1.0.0")
        );
        let names: Vec<_> = client
            .list_tools()
            .await
            .unwrap()
            .into_iter()
            .map(|t| t.name)
            .collect();
        assert_eq!(&names[..2], ["echo", "fail"]);
        let echo = client
            .call_tool("echo", json!({"message": "ok"}))
            .await
            .unwrap();
        assert_eq!(text_of(&echo), "echo:ok");
        assert!(!echo.is_error());
        let fail = client.call_tool("fail", json!({})).await.unwrap();
        assert!(fail.is_error());
        match client.call_tool("broken", json!({})).await {
            Err(ClientError::Rpc { code, message, .. }) => {
                assert_eq!((code, message.as_str()), (-32600, "Tool failed to execute"));
            }
            other => panic!("a failing handler must be a JSON-RPC error: {other:?}"),
        }
        let resources = client.list_resources().await.unwrap();
        assert!(resources.iter().any(|r| r.uri == "fixture://status"));
        let read = client.read_resource("fixture://status").await.unwrap();
        assert_eq!(read.contents[0].text.as_deref(), Some("status:ok"));
        let prompts = client.list_prompts().await.unwrap();
        assert_eq!(prompts[0].name, "brief");
        let prompt = client
            .get_prompt("brief", json!({"topic": "bees"}))
            .await
            .unwrap();
        assert_eq!(prompt.messages.len(), 1);
        client.ping().await.unwrap();
        client.close().await;
        // DELETE on close ended the session on the server.
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(
            server.sessions().is_empty(),
            "json_response={json_response}: session left behind"
        );
        server.shutdown().await.unwrap();
    }
}

#[tokio::test]
async fn progress_logs_and_sampling_arrive_during_a_call() {
    progress_logs_and_sampling(false).await;
}

/// With JSON answers, everything the server sends during a call travels on the GET
/// stream instead of the POST's own stream.
#[tokio::test]
async fn progress_logs_and_sampling_arrive_on_the_get_stream() {
    progress_logs_and_sampling(true).await;
}

async fn progress_logs_and_sampling(json_response: bool) {
    let (server, _) = start(ServerHttpConfig {
        json_response,
        ..Default::default()
    })
    .await;
    let notes = Arc::new(Mutex::new(Vec::new()));
    let notes2 = notes.clone();
    let options = ClientOptions {
        sampling_handler: Some(handler_fn(|_params| async {
            Ok(
                json!({"role": "assistant", "content": {"type": "text", "text": "sampled"}, "model": "lemon", "stopReason": "endTurn"}),
            )
        })),
        on_notification: Some(Arc::new(move |n| {
            notes2.lock().unwrap().push(n.method.clone())
        })),
        ..ClientOptions::default()
    };
    let client = connect(&server, options).await;
    client
        .set_logging_level(lemon_mcp::protocol::types::LoggingLevel::Info)
        .await
        .unwrap();

    let progress = Arc::new(Mutex::new(Vec::new()));
    let progress2 = progress.clone();
    let opts = RequestOptions {
        on_progress: Some(Arc::new(move |p| {
            progress2.lock().unwrap().push(p.progress)
        })),
        ..Default::default()
    };
    let done = client
        .call_tool_with("progress", json!({}), &opts)
        .await
        .unwrap();
    assert_eq!(text_of(&done), "done");
    let count = |what: &str| notes.lock().unwrap().iter().filter(|m| *m == what).count();
    if json_response {
        // Two connections, no order between them: progress sent on the GET stream may
        // land after the JSON result, and then reaches `on_notification` instead.
        let got = || progress.lock().unwrap().len() + count("notifications/progress");
        wait_until(|| got() >= 3).await;
        assert_eq!(got(), 3, "every progress notification arrives");
    } else {
        // On the POST's own stream, progress always precedes the result.
        assert_eq!(*progress.lock().unwrap(), [0.0, 50.0, 100.0]);
    }

    let logged = client.call_tool("log", json!({})).await.unwrap();
    assert_eq!(text_of(&logged), "logged");
    wait_until(|| count("notifications/message") >= 3).await;
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert_eq!(
        count("notifications/message"),
        3,
        "info logs arrive, the debug one is filtered by the level"
    );

    let sampled = client
        .call_tool("sample", json!({"message": "hi"}))
        .await
        .unwrap();
    assert!(
        text_of(&sampled).starts_with("sampled:"),
        "{}",
        text_of(&sampled)
    );
    assert!(text_of(&sampled).contains("sampled"));
    client.close().await;
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_stream_closed_mid_call_is_resumed() {
    let (server, _) = start(ServerHttpConfig::default()).await;
    let client = connect(&server, ClientOptions::default()).await;
    let r = client.call_tool("reconnect", json!({})).await.unwrap();
    assert_eq!(text_of(&r), "after reconnect");
    client.close().await;
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_timed_out_call_is_cancelled_on_the_server() {
    let (server, dropped) = start(ServerHttpConfig::default()).await;
    let client = connect(&server, ClientOptions::default()).await;
    let opts = RequestOptions {
        timeout: Some(Duration::from_millis(300)),
        ..Default::default()
    };
    let err = client
        .call_tool_with("slow", json!({}), &opts)
        .await
        .unwrap_err();
    assert!(matches!(err, ClientError::Timeout { .. }), "{err}");
    for _ in 0..50 {
        if dropped.is_set() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(dropped.is_set(), "the server-side tool was not cancelled");
    assert_eq!(
        text_of(
            &client
                .call_tool("echo", json!({"message": "still"}))
                .await
                .unwrap()
        ),
        "echo:still"
    );
    client.close().await;
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn concurrent_calls_share_one_session() {
    let (server, _) = start(ServerHttpConfig::default()).await;
    let client = connect(&server, ClientOptions::default()).await;
    let calls = (0..20).map(|i| {
        let c = client.clone();
        async move { c.call_tool("echo", json!({"message": i.to_string()})).await }
    });
    let results = futures::future::join_all(calls).await;
    for (i, r) in results.into_iter().enumerate() {
        assert_eq!(text_of(&r.unwrap()), format!("echo:{i}"));
    }
    assert_eq!(server.sessions().len(), 1);
    client.close().await;
    server.shutdown().await.unwrap();
}
