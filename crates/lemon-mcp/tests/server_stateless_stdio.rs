//! The 2026-07-28 stateless wire over stdio, driven in-process through a duplex pipe:
//! a client that sends no `initialize` and describes every request in its `_meta` gets
//! `server/discover`, results with `resultType` and the server's identity, the
//! version and method errors, and an `InputRequiredResult` whose retry completes; a
//! handshake client on the same kind of pipe is unaffected.

mod common;

use common::init_params;
use common::stdio_peer::Peer;
use lemon_mcp::server::ServerOptions;
use serde_json::{Value, json};

const V: &str = "2026-07-28";

fn meta(caps: Value) -> Value {
    json!({
        "io.modelcontextprotocol/protocolVersion": V,
        "io.modelcontextprotocol/clientCapabilities": caps,
        "io.modelcontextprotocol/clientInfo": {"name": "t", "version": "1"}
    })
}

fn with_meta(mut params: Value, caps: Value) -> Value {
    params["_meta"] = meta(caps);
    params
}

#[tokio::test]
async fn discover_and_self_describing_requests_without_initialize() {
    let (mut p, _) = Peer::start(ServerOptions::default());
    let d = p
        .request(1, "server/discover", json!({"_meta": meta(json!({}))}))
        .await;
    let versions = d["result"]["supportedVersions"].as_array().unwrap();
    assert_eq!(versions[0], V);
    assert!(versions.iter().any(|v| v == "2025-11-25"));
    assert!(d["result"]["capabilities"]["tools"].is_object(), "{d}");
    assert!(d["result"]["_meta"]["io.modelcontextprotocol/serverInfo"]["name"].is_string());

    let list = p
        .request(2, "tools/list", with_meta(json!({}), json!({})))
        .await;
    assert_eq!(list["result"]["resultType"], "complete", "{list}");
    assert!(
        list["result"]["tools"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t["name"] == "echo")
    );
    assert!(list["result"]["ttlMs"].is_number(), "{list}");

    let call = p
        .request(
            3,
            "tools/call",
            with_meta(
                json!({"name": "echo", "arguments": {"message": "hi"}}),
                json!({}),
            ),
        )
        .await;
    assert_eq!(call["result"]["resultType"], "complete", "{call}");
    assert!(call.to_string().contains("hi"), "{call}");
}

#[tokio::test]
async fn wrong_versions_removed_methods_and_bad_meta_are_errors_with_the_id() {
    let (mut p, _) = Peer::start(ServerOptions::default());
    let mut m = meta(json!({}));
    m["io.modelcontextprotocol/protocolVersion"] = json!("2099-01-01");
    let v = p.request(1, "tools/list", json!({"_meta": m})).await;
    assert_eq!(v["error"]["code"], -32022, "{v}");
    assert_eq!(v["error"]["data"]["supported"][0], V);

    let v = p.request(2, "ping", with_meta(json!({}), json!({}))).await;
    assert_eq!(v["error"]["code"], -32601, "{v}");

    let v = p
        .request(
            3,
            "tools/list",
            json!({"_meta": {"io.modelcontextprotocol/protocolVersion": 7}}),
        )
        .await;
    assert_eq!(v["error"]["code"], -32602, "{v}");
}

#[tokio::test]
async fn an_ask_is_an_input_required_result_and_the_retry_completes() {
    let (mut p, _) = Peer::start(ServerOptions::default());
    let caps = json!({"sampling": {}});
    let params = json!({"name": "sample", "arguments": {"message": "capital?"}});
    let first = p
        .request(1, "tools/call", with_meta(params.clone(), caps.clone()))
        .await;
    let result = &first["result"];
    assert_eq!(result["resultType"], "input_required", "{first}");
    let (key, asked) = result["inputRequests"]
        .as_object()
        .unwrap()
        .iter()
        .next()
        .unwrap();
    assert_eq!(asked["method"], "sampling/createMessage");
    let state = result["requestState"].as_str().unwrap().to_string();

    let answer =
        json!({"role": "assistant", "content": {"type": "text", "text": "Paris"}, "model": "m"});
    let mut retry = with_meta(params.clone(), caps.clone());
    retry["inputResponses"] = json!({key.clone(): answer});
    retry["requestState"] = json!(state);
    let second = p.request(2, "tools/call", retry).await;
    assert_eq!(second["result"]["resultType"], "complete", "{second}");
    assert_eq!(second["result"]["content"][0]["text"], "sampled:Paris");

    let mut forged = with_meta(params, caps);
    forged["requestState"] = json!(format!("x{state}"));
    let v = p.request(3, "tools/call", forged).await;
    assert_eq!(v["error"]["code"], -32602, "{v}");
}

/// Sends a request and returns its answer and the notifications before it.
async fn exchange(p: &mut Peer, id: i64, params: Value) -> (Value, Vec<Value>) {
    p.send(json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": params}))
        .await;
    let mut notes = Vec::new();
    loop {
        let v = p.recv().await;
        if v.get("id") == Some(&json!(id)) {
            return (v, notes);
        }
        notes.push(v);
    }
}

#[tokio::test]
async fn a_kept_handler_resumes_on_the_retry_and_its_notifications_follow_it() {
    let (mut p, _) = Peer::start(ServerOptions::default());
    let caps = json!({"elicitation": {}});
    let call = |extra: Value| {
        let mut params = with_meta(
            json!({"name": "kept_ask_twice", "arguments": {}}),
            caps.clone(),
        );
        if let (Value::Object(p), Value::Object(e)) = (&mut params, extra) {
            p.extend(e);
        }
        params
    };
    let before = common::KEPT_RUNS.load(std::sync::atomic::Ordering::SeqCst);
    let (r1, _) = exchange(&mut p, 1, call(json!({}))).await;
    assert_eq!(r1["result"]["resultType"], "input_required", "{r1}");
    let answer = |v: &str| json!({"action": "accept", "content": {"v": v}});
    let (r2, notes) = exchange(
        &mut p,
        2,
        call(json!({"inputResponses": {"first": answer("x")},
                    "requestState": r1["result"]["requestState"]})),
    )
    .await;
    assert_eq!(r2["result"]["resultType"], "input_required", "{r2}");
    assert!(
        notes.iter().any(|n| n["params"]["data"] == "first"),
        "the resumed handler's notification reached the retry: {notes:?}"
    );
    let (r3, _) = exchange(
        &mut p,
        3,
        call(json!({"inputResponses": {"second": answer("y")},
                    "requestState": r2["result"]["requestState"]})),
    )
    .await;
    assert_eq!(
        r3["result"]["content"][0]["text"], "x+y run=1 kept=true",
        "{r3}"
    );
    let after = common::KEPT_RUNS.load(std::sync::atomic::Ordering::SeqCst);
    assert_eq!(after - before, 1);
}

#[tokio::test]
async fn a_handshake_client_is_unaffected() {
    let (mut p, _) = Peer::start(ServerOptions::default());
    let v = p
        .request(0, "initialize", init_params("2025-11-25", json!({})))
        .await;
    assert_eq!(v["result"]["protocolVersion"], "2025-11-25");
    p.send(json!({"jsonrpc": "2.0", "method": "notifications/initialized"}))
        .await;
    let list = p.request(1, "tools/list", json!({})).await;
    assert!(list["result"]["tools"].is_array());
    assert!(list["result"].get("resultType").is_none(), "{list}");
}

/// `subscriptions/listen` on the pipe: the acknowledgement, then only the agreed
/// notifications of the application's `Notifier`, tagged with the subscription id,
/// until the client's `notifications/cancelled` for it ends the stream.
#[tokio::test]
async fn a_listen_stream_carries_what_it_agreed_to_until_cancelled() {
    let notifier = lemon_mcp::server::Notifier::new();
    let (mut p, _) = Peer::start(ServerOptions::default().with_notifier(notifier.clone()));
    p.send(
        json!({"jsonrpc": "2.0", "id": "sub-1", "method": "subscriptions/listen",
        "params": with_meta(json!({"notifications": {
            "toolsListChanged": true,
            "resourceSubscriptions": ["fixture://status"]
        }}), json!({}))}),
    )
    .await;
    let ack = p.recv().await;
    assert_eq!(ack["method"], "notifications/subscriptions/acknowledged");
    // The fixture declares resource subscriptions but no `listChanged`.
    assert_eq!(
        ack["params"]["notifications"],
        json!({"resourceSubscriptions": ["fixture://status"]}),
        "{ack}"
    );
    assert_eq!(
        ack["params"]["_meta"]["io.modelcontextprotocol/subscriptionId"],
        "sub-1"
    );
    // Not agreed (tools), not subscribed (another URI), not a listen type (a log): none
    // of these reach the stream; the subscribed URI does.
    notifier.tools_list_changed();
    notifier.resource_updated("fixture://other");
    notifier.log(
        lemon_mcp::protocol::types::LoggingLevel::Error,
        "t",
        json!("x"),
    );
    notifier.resource_updated("fixture://status");
    let n = p.recv().await;
    assert_eq!(n["method"], "notifications/resources/updated", "{n}");
    assert_eq!(n["params"]["uri"], "fixture://status");
    assert_eq!(
        n["params"]["_meta"]["io.modelcontextprotocol/subscriptionId"],
        "sub-1"
    );

    p.send(
        json!({"jsonrpc": "2.0", "method": "notifications/cancelled",
        "params": {"requestId": "sub-1"}}),
    )
    .await;
    let started = std::time::Instant::now();
    while notifier.clients() > 1 {
        assert!(
            started.elapsed() < std::time::Duration::from_secs(5),
            "listen not ended"
        );
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    notifier.resource_updated("fixture://status");
    // The next line is the answer to this request, not a notification.
    let list = p
        .request(2, "tools/list", with_meta(json!({}), json!({})))
        .await;
    assert!(list["result"]["tools"].is_array(), "{list}");
}

/// A pipe holds at most 32 listen streams; one more is refused until one is cancelled.
#[tokio::test]
async fn listen_streams_per_pipe_are_bounded() {
    let notifier = lemon_mcp::server::Notifier::new();
    let (mut p, _) = Peer::start(ServerOptions::default().with_notifier(notifier));
    let listen = |id: String| {
        json!({"jsonrpc": "2.0", "id": id, "method": "subscriptions/listen",
            "params": with_meta(json!({"notifications": {"toolsListChanged": true}}), json!({}))})
    };
    for i in 0..32 {
        p.send(listen(format!("l{i}"))).await;
        let ack = p.recv().await;
        assert_eq!(
            ack["method"], "notifications/subscriptions/acknowledged",
            "{ack}"
        );
    }
    p.send(listen("one-more".into())).await;
    let refused = p.recv().await;
    assert_eq!(refused["id"], "one-more");
    assert_eq!(refused["error"]["code"], -32600, "{refused}");
    p.send(
        json!({"jsonrpc": "2.0", "method": "notifications/cancelled",
        "params": {"requestId": "l0"}}),
    )
    .await;
    let started = std::time::Instant::now();
    loop {
        p.send(listen("again".into())).await;
        let v = p.recv().await;
        if v["method"] == "notifications/subscriptions/acknowledged" {
            break;
        }
        assert!(started.elapsed() < std::time::Duration::from_secs(5), "{v}");
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}
