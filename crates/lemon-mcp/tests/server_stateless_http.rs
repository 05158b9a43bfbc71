//! The 2026-07-28 stateless wire on the Streamable HTTP endpoint that also serves
//! 2025-11-25 sessions: `server/discover`, per-request `_meta`, the error statuses and
//! codes, `resultType` and caching hints.

mod common;

use common::{DropFlag, fixture, init_params};
use lemon_mcp::server::http::{self, HttpConfig, HttpServer};
use reqwest::StatusCode;
use serde_json::{Value, json};

const V: &str = "2026-07-28";

fn meta() -> Value {
    json!({
        "io.modelcontextprotocol/protocolVersion": V,
        "io.modelcontextprotocol/clientCapabilities": {},
        "io.modelcontextprotocol/clientInfo": {"name": "t", "version": "1"}
    })
}

async fn start() -> HttpServer {
    http::serve(fixture(DropFlag::default()), HttpConfig::default())
        .await
        .unwrap()
}

/// The SEP-2243 headers a conforming client sends with `body`: `Mcp-Method`, and
/// `Mcp-Name` for the methods that name a tool, prompt or resource.
fn routing_headers(body: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    if let Some(m) = body["method"].as_str() {
        out.push(("Mcp-Method".to_string(), m.to_string()));
    }
    let name = match body["method"].as_str() {
        Some("tools/call" | "prompts/get") => body["params"]["name"].as_str(),
        Some("resources/read") => body["params"]["uri"].as_str(),
        _ => None,
    };
    if let Some(n) = name {
        out.push(("Mcp-Name".to_string(), n.to_string()));
    }
    out
}

/// POSTs `body` with the given `MCP-Protocol-Version` header (none when `None`) and the
/// routing headers a conforming client sends; returns the status and the one JSON-RPC
/// message of the answer.
async fn post(server: &HttpServer, version: Option<&str>, body: Value) -> (StatusCode, Value) {
    let headers = routing_headers(&body);
    post_with(server, version, body, &headers).await
}

/// [`post`] with exactly these extra headers.
async fn post_with(
    server: &HttpServer,
    version: Option<&str>,
    body: Value,
    headers: &[(String, String)],
) -> (StatusCode, Value) {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let mut rb = reqwest::Client::new()
        .post(server.url())
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream")
        .body(body.to_string());
    if let Some(v) = version {
        rb = rb.header("mcp-protocol-version", v);
    }
    for (k, v) in headers {
        rb = rb.header(k.as_str(), v.as_str());
    }
    let resp = rb.send().await.unwrap();
    let status = resp.status();
    let handshake = body_is_initialize(&body);
    assert_eq!(resp.headers().get("mcp-session-id").is_some(), handshake);
    let ct = resp.headers()["content-type"].to_str().unwrap().to_string();
    let text = resp.text().await.unwrap();
    let value = if ct.starts_with("text/event-stream") {
        text.lines()
            .filter_map(|l| l.strip_prefix("data:"))
            .filter(|d| !d.trim().is_empty())
            .map(|d| serde_json::from_str::<Value>(d.trim()).unwrap())
            .find(|m| m.get("id").is_some() && m.get("method").is_none())
            .unwrap()
    } else {
        serde_json::from_str(&text).unwrap()
    };
    (status, value)
}

fn body_is_initialize(body: &Value) -> bool {
    body["method"] == "initialize" && body["params"].get("_meta").is_none()
}

fn request(id: i64, method: &str, mut params: Value) -> Value {
    params["_meta"] = meta();
    json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})
}

#[tokio::test]
async fn discover_names_both_wires_and_the_server() {
    let server = start().await;
    let (status, answer) = post(&server, Some(V), request(1, "server/discover", json!({}))).await;
    assert_eq!(status, StatusCode::OK);
    let result = &answer["result"];
    assert_eq!(result["supportedVersions"][0], V);
    assert!(
        result["supportedVersions"]
            .as_array()
            .unwrap()
            .contains(&json!("2025-11-25"))
    );
    assert!(result["capabilities"]["tools"].is_object());
    assert_eq!(result["resultType"], "complete");
    assert_eq!(
        result["_meta"]["io.modelcontextprotocol/serverInfo"]["name"],
        "HTTP Fixture"
    );
    assert!(result["ttlMs"].is_u64());
    assert!(result["cacheScope"].is_string());
}

#[tokio::test]
async fn requests_need_no_session_and_results_carry_result_type_and_hints() {
    let server = start().await;
    let (status, answer) = post(
        &server,
        Some(V),
        request(
            2,
            "tools/call",
            json!({"name": "echo", "arguments": {"message": "hi"}}),
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["id"], 2);
    assert_eq!(answer["result"]["content"][0]["text"], "echo:hi");
    assert_eq!(answer["result"]["resultType"], "complete");
    assert!(answer["result"].get("ttlMs").is_none());
    assert_eq!(
        answer["result"]["_meta"]["io.modelcontextprotocol/serverInfo"]["name"],
        "HTTP Fixture"
    );

    let (_, listed) = post(&server, Some(V), request(3, "tools/list", json!({}))).await;
    assert_eq!(listed["result"]["resultType"], "complete");
    assert!(listed["result"]["ttlMs"].is_u64());
    assert!(matches!(
        listed["result"]["cacheScope"].as_str(),
        Some("public" | "private")
    ));
}

#[tokio::test]
async fn client_info_is_optional() {
    let server = start().await;
    let mut body = request(4, "tools/list", json!({}));
    body["params"]["_meta"]
        .as_object_mut()
        .unwrap()
        .remove("io.modelcontextprotocol/clientInfo");
    let (status, answer) = post(&server, Some(V), body).await;
    assert_eq!(status, StatusCode::OK);
    assert!(answer["result"]["tools"].is_array());
}

#[tokio::test]
async fn invalid_meta_is_invalid_params_with_the_request_id() {
    let server = start().await;
    for key in [
        None,
        Some("io.modelcontextprotocol/protocolVersion"),
        Some("io.modelcontextprotocol/clientCapabilities"),
    ] {
        let mut body = request(5, "tools/list", json!({}));
        match key {
            None => {
                body["params"].as_object_mut().unwrap().remove("_meta");
            }
            Some(k) => {
                body["params"]["_meta"].as_object_mut().unwrap().remove(k);
            }
        }
        let (status, answer) = post(&server, Some(V), body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{key:?}");
        assert_eq!(answer["error"]["code"], -32602, "{key:?}");
        assert_eq!(answer["id"], 5);
    }
}

#[tokio::test]
async fn version_header_must_match_and_version_must_be_known() {
    let server = start().await;
    for header in [None, Some("2025-11-25")] {
        let (status, answer) = post(&server, header, request(6, "tools/list", json!({}))).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
        assert_eq!(answer["error"]["code"], -32020, "{header:?}");
        assert_eq!(answer["id"], 6);
    }
    let mut body = request(7, "tools/list", json!({}));
    body["params"]["_meta"]["io.modelcontextprotocol/protocolVersion"] = json!("2099-01-01");
    let (status, answer) = post(&server, Some("2099-01-01"), body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(answer["error"]["code"], -32022);
    assert_eq!(answer["error"]["data"]["requested"], "2099-01-01");
    assert_eq!(answer["error"]["data"]["supported"][0], V);
}

#[tokio::test]
async fn removed_and_unknown_methods_are_404_method_not_found() {
    let server = start().await;
    for method in [
        "initialize",
        "ping",
        "logging/setLevel",
        "resources/subscribe",
        "resources/unsubscribe",
        "no/such",
    ] {
        let (status, answer) = post(&server, Some(V), request(8, method, json!({}))).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{method}");
        assert_eq!(answer["error"]["code"], -32601, "{method}");
        assert_eq!(answer["id"], 8);
    }
}

#[tokio::test]
async fn a_handshake_session_still_works_on_the_same_endpoint() {
    let server = start().await;
    let (status, answer) = post(
        &server,
        None,
        json!({"jsonrpc": "2.0", "id": 0, "method": "initialize",
               "params": init_params("2025-11-25", json!({}))}),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["result"]["protocolVersion"], "2025-11-25");
    assert!(answer["result"].get("resultType").is_none());
}

fn with_caps(mut body: Value, caps: Value) -> Value {
    body["params"]["_meta"]["io.modelcontextprotocol/clientCapabilities"] = caps;
    body
}

#[tokio::test]
async fn a_tool_asking_for_sampling_answers_input_required_then_completes_on_retry() {
    let server = start().await;
    let call = |extra: Value| {
        let mut params = json!({"name": "sample", "arguments": {"message": "capital?"}});
        if let (Value::Object(p), Value::Object(e)) = (&mut params, extra) {
            p.extend(e);
        }
        with_caps(request(9, "tools/call", params), json!({"sampling": {}}))
    };
    let (status, first) = post(&server, Some(V), call(json!({}))).await;
    assert_eq!(status, StatusCode::OK);
    let result = &first["result"];
    assert_eq!(result["resultType"], "input_required");
    let requests = result["inputRequests"].as_object().unwrap();
    assert_eq!(requests.len(), 1);
    let (key, asked) = requests.iter().next().unwrap();
    assert_eq!(asked["method"], "sampling/createMessage");
    assert_eq!(
        asked["params"]["messages"][0]["content"]["text"],
        "capital?"
    );
    let state = result["requestState"].as_str().unwrap().to_string();

    let answer =
        json!({"role": "assistant", "content": {"type": "text", "text": "Paris"}, "model": "m"});
    let (status, second) = post(
        &server,
        Some(V),
        call(json!({"inputResponses": {key.clone(): answer}, "requestState": state})),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(second["result"]["resultType"], "complete");
    assert_eq!(second["result"]["content"][0]["text"], "sampled:Paris");

    let mut tampered = state.clone();
    tampered.insert(0, 'x');
    let (status, rejected) = post(&server, Some(V), call(json!({"requestState": tampered}))).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(rejected["error"]["code"], -32602);
}

#[tokio::test]
async fn asks_need_the_capability_declared_in_this_request() {
    let server = start().await;
    let body = request(10, "tools/call", json!({"name": "sample", "arguments": {}}));
    let (_, answer) = post(&server, Some(V), body).await;
    assert_eq!(answer["result"]["resultType"], "complete");
    assert_eq!(answer["result"]["isError"], true);
}

#[tokio::test]
async fn named_asks_over_two_rounds_carry_earlier_answers_in_the_state() {
    let server = start().await;
    let call = |extra: Value| {
        let mut params = json!({"name": "ask_twice", "arguments": {}});
        if let (Value::Object(p), Value::Object(e)) = (&mut params, extra) {
            p.extend(e);
        }
        with_caps(
            request(11, "tools/call", params),
            json!({"elicitation": {}}),
        )
    };
    let (_, r1) = post(&server, Some(V), call(json!({}))).await;
    assert_eq!(
        r1["result"]["inputRequests"]["first"]["method"],
        "elicitation/create"
    );
    assert!(r1["result"]["inputRequests"].get("second").is_none());
    let (_, r2) = post(
        &server,
        Some(V),
        call(json!({
            "inputResponses": {"first": {"action": "accept", "content": {"v": "a"}}},
            "requestState": r1["result"]["requestState"]
        })),
    )
    .await;
    assert_eq!(r2["result"]["resultType"], "input_required");
    assert_eq!(
        r2["result"]["inputRequests"]["second"]["params"]["message"],
        "Second?"
    );
    assert!(r2["result"]["inputRequests"].get("first").is_none());
    let (_, r3) = post(
        &server,
        Some(V),
        call(json!({
            "inputResponses": {"second": {"action": "accept", "content": {"v": "b"}}},
            "requestState": r2["result"]["requestState"]
        })),
    )
    .await;
    assert_eq!(r3["result"]["resultType"], "complete");
    assert_eq!(r3["result"]["content"][0]["text"], "a+b");
}

#[tokio::test]
async fn a_kept_handler_runs_once_across_two_input_rounds_and_its_state_cannot_be_replayed() {
    let server = start().await;
    let call = |extra: Value| {
        let mut params = json!({"name": "kept_ask_twice", "arguments": {}});
        if let (Value::Object(p), Value::Object(e)) = (&mut params, extra) {
            p.extend(e);
        }
        with_caps(
            request(12, "tools/call", params),
            json!({"elicitation": {}}),
        )
    };
    let before = common::KEPT_RUNS.load(std::sync::atomic::Ordering::SeqCst);
    let (_, r1) = post(&server, Some(V), call(json!({}))).await;
    assert_eq!(r1["result"]["resultType"], "input_required", "{r1}");
    assert!(r1["result"]["inputRequests"].get("first").is_some());
    let (_, r2) = post(
        &server,
        Some(V),
        call(json!({
            "inputResponses": {"first": {"action": "accept", "content": {"v": "a"}}},
            "requestState": r1["result"]["requestState"]
        })),
    )
    .await;
    assert_eq!(r2["result"]["resultType"], "input_required", "{r2}");
    assert!(r2["result"]["inputRequests"].get("first").is_none());
    // A retry that leaves the ask unanswered gets the same question again, the
    // handler still parked.
    let (_, again) = post(
        &server,
        Some(V),
        call(json!({"requestState": r2["result"]["requestState"]})),
    )
    .await;
    assert_eq!(
        again["result"]["inputRequests"]["second"]["params"]["message"],
        "Second?"
    );
    let (_, r3) = post(
        &server,
        Some(V),
        call(json!({
            "inputResponses": {"second": {"action": "accept", "content": {"v": "b"}}},
            "requestState": again["result"]["requestState"]
        })),
    )
    .await;
    assert_eq!(r3["id"], 12);
    assert_eq!(r3["result"]["resultType"], "complete");
    assert_eq!(r3["result"]["content"][0]["text"], "a+b run=1 kept=true");
    let after = common::KEPT_RUNS.load(std::sync::atomic::Ordering::SeqCst);
    assert_eq!(after - before, 1, "the handler ran more than once");
    // The consumed state names a handler that is gone: refused, never run again.
    let (status, replay) = post(
        &server,
        Some(V),
        call(json!({
            "inputResponses": {"second": {"action": "accept", "content": {"v": "b"}}},
            "requestState": r2["result"]["requestState"]
        })),
    )
    .await;
    assert_eq!(replay["error"]["code"], -32602, "{replay} {status}");
    assert_eq!(
        common::KEPT_RUNS.load(std::sync::atomic::Ordering::SeqCst),
        after
    );
}

#[tokio::test]
async fn a_kept_handler_asking_two_things_at_once_then_a_third_gets_three_rounds() {
    let server = start().await;
    let call = |extra: Value| {
        let mut params = json!({"name": "kept_ask_together", "arguments": {}});
        if let (Value::Object(p), Value::Object(e)) = (&mut params, extra) {
            p.extend(e);
        }
        with_caps(
            request(13, "tools/call", params),
            json!({"elicitation": {}}),
        )
    };
    let answer = |v: &str| json!({"action": "accept", "content": {"v": v}});
    let (_, r1) = post(&server, Some(V), call(json!({}))).await;
    let asked: Vec<&String> = r1["result"]["inputRequests"]
        .as_object()
        .unwrap()
        .keys()
        .collect();
    assert_eq!(asked, ["a", "b"], "{r1}");
    let (_, r2) = post(
        &server,
        Some(V),
        call(
            json!({"inputResponses": {"a": answer("1"), "b": answer("2")},
                    "requestState": r1["result"]["requestState"]}),
        ),
    )
    .await;
    let asked: Vec<&String> = r2["result"]["inputRequests"]
        .as_object()
        .unwrap()
        .keys()
        .collect();
    assert_eq!(asked, ["c"], "{r2}");
    let (_, r3) = post(
        &server,
        Some(V),
        call(json!({"inputResponses": {"c": answer("3")},
                    "requestState": r2["result"]["requestState"]})),
    )
    .await;
    assert_eq!(r3["result"]["content"][0]["text"], "1+2+3", "{r3}");
}

#[tokio::test]
async fn a_parked_handler_nobody_resumes_expires_and_asks_of_its_tasks_end_too() {
    let options = lemon_mcp::server::ServerOptions::default()
        .with_client_request_timeout(std::time::Duration::from_millis(300));
    let server = http::serve(
        fixture(DropFlag::default()),
        HttpConfig::default().with_options(options),
    )
    .await
    .unwrap();
    let params = json!({"name": "kept_ask_from_a_task", "arguments": {}});
    let body = with_caps(
        request(14, "tools/call", params.clone()),
        json!({"elicitation": {}}),
    );
    let (_, r1) = post(&server, Some(V), body).await;
    assert_eq!(
        r1["result"]["inputRequests"]["task"]["method"], "elicitation/create",
        "{r1}"
    );
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    let outcome = loop {
        if let Some(o) = common::TASK_ASK.lock().unwrap().clone() {
            break o;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the task's ask never ended"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    assert!(outcome.contains("cancelled"), "{outcome}");
    // Its state names a handler that is gone.
    let mut retry = params;
    retry["inputResponses"] = json!({"task": {"action": "accept", "content": {}}});
    retry["requestState"] = r1["result"]["requestState"].clone();
    let body = with_caps(request(15, "tools/call", retry), json!({"elicitation": {}}));
    let (_, r2) = post(&server, Some(V), body).await;
    assert_eq!(r2["error"]["code"], -32602, "{r2}");
}

#[tokio::test]
async fn progress_switches_a_stateless_answer_to_sse_and_the_result_arrives() {
    let server = start().await;
    let mut body = request(
        12,
        "tools/call",
        json!({"name": "progress", "arguments": {}}),
    );
    body["params"]["_meta"]["progressToken"] = json!("p1");
    let (status, answer) = post(&server, Some(V), body).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["id"], 12);
    assert_eq!(answer["result"]["resultType"], "complete");
}

#[tokio::test]
async fn a_missing_client_capability_is_400_with_the_capability_named() {
    let server = start().await;
    let body = request(
        13,
        "tools/call",
        json!({"name": "needs_sampling", "arguments": {}}),
    );
    let (status, answer) = post(&server, Some(V), body.clone()).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(answer["error"]["code"], -32021);
    assert_eq!(
        answer["error"]["data"]["requiredCapabilities"]["sampling"],
        json!({})
    );
    let (status, answer) = post(&server, Some(V), with_caps(body, json!({"sampling": {}}))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(answer["result"]["content"][0]["text"], "has sampling");
}

#[tokio::test]
async fn no_log_messages_unless_the_request_names_a_level() {
    let server = start().await;
    let _ = rustls::crypto::ring::default_provider().install_default();
    let send = |body: Value| {
        reqwest::Client::new()
            .post(server.url())
            .header("content-type", "application/json")
            .header("accept", "application/json, text/event-stream")
            .header("mcp-protocol-version", V)
            .header("mcp-method", "tools/call")
            .header("mcp-name", "log")
            .body(body.to_string())
            .send()
    };
    let quiet = send(request(
        14,
        "tools/call",
        json!({"name": "log", "arguments": {}}),
    ))
    .await
    .unwrap()
    .text()
    .await
    .unwrap();
    assert!(!quiet.contains("notifications/message"), "{quiet}");
    let mut loud = request(15, "tools/call", json!({"name": "log", "arguments": {}}));
    loud["params"]["_meta"]["io.modelcontextprotocol/logLevel"] = json!("debug");
    let loud = send(loud).await.unwrap().text().await.unwrap();
    assert!(loud.contains("notifications/message"), "{loud}");
}

#[tokio::test]
async fn listen_opens_with_an_acknowledgement_of_what_the_server_can_send() {
    let server = start().await;
    let _ = rustls::crypto::ring::default_provider().install_default();
    // The fixture has tools but announces no list changes: nothing is agreed but the
    // subscription itself.
    let body = request(
        16,
        "subscriptions/listen",
        json!({"notifications": {"toolsListChanged": true, "promptsListChanged": true}}),
    );
    let mut resp = reqwest::Client::new()
        .post(server.url())
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream")
        .header("mcp-protocol-version", V)
        .header("mcp-method", "subscriptions/listen")
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    assert!(
        resp.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/event-stream")
    );
    let chunk = resp.chunk().await.unwrap().unwrap();
    let text = String::from_utf8_lossy(&chunk).to_string();
    let data = text
        .lines()
        .find_map(|l| l.strip_prefix("data:"))
        .expect("a first event");
    let ack: Value = serde_json::from_str(data.trim()).unwrap();
    assert_eq!(ack["method"], "notifications/subscriptions/acknowledged");
    assert_eq!(
        ack["params"]["_meta"]["io.modelcontextprotocol/subscriptionId"],
        16
    );
    assert_eq!(ack["params"]["notifications"], json!({}));
}

/// The body of a stateless `tools/call` of the fixture's `route` tool.
fn route_call(id: i64, arguments: Value) -> Value {
    request(
        id,
        "tools/call",
        json!({"name": "route", "arguments": arguments}),
    )
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[tokio::test]
async fn standard_headers_must_agree_with_the_body() {
    let server = start().await;
    let list = || request(20, "tools/list", json!({}));
    for (headers, why) in [
        (pairs(&[]), "no Mcp-Method"),
        (pairs(&[("Mcp-Method", "prompts/list")]), "another method"),
        (
            pairs(&[("Mcp-Method", "TOOLS/LIST")]),
            "values are case-sensitive",
        ),
    ] {
        let (status, answer) = post_with(&server, Some(V), list(), &headers).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{why}");
        assert_eq!(answer["error"]["code"], -32020, "{why}");
        assert_eq!(answer["id"], 20, "{why}");
    }
    for name in ["mcp-method", "MCP-METHOD"] {
        let (status, answer) =
            post_with(&server, Some(V), list(), &pairs(&[(name, "tools/list")])).await;
        assert_eq!(status, StatusCode::OK, "{name}: {answer}");
    }
    let call = || request(21, "tools/call", json!({"name": "echo", "arguments": {}}));
    let named = |n: &str| pairs(&[("Mcp-Method", "tools/call"), ("Mcp-Name", n)]);
    let (status, answer) = post_with(&server, Some(V), call(), &named("wrong_tool")).await;
    assert_eq!(
        (status, &answer["error"]["code"]),
        (StatusCode::BAD_REQUEST, &json!(-32020))
    );
    let only_method = pairs(&[("Mcp-Method", "tools/call")]);
    let (status, _) = post_with(&server, Some(V), call(), &only_method).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "Mcp-Name missing");
    let (status, answer) = post_with(&server, Some(V), call(), &named("  echo  ")).await;
    assert_eq!(
        status,
        StatusCode::OK,
        "optional whitespace is not part of the value: {answer}"
    );
    assert_eq!(answer["result"]["content"][0]["text"], "echo:");
}

#[tokio::test]
async fn param_headers_must_mirror_annotated_arguments() {
    let server = start().await;
    let base = [("Mcp-Method", "tools/call"), ("Mcp-Name", "route")];
    let with = |extra: &[(&str, &str)]| {
        let mut h = pairs(&base);
        h.extend(pairs(extra));
        h
    };
    let accepted = [
        (
            with(&[("Mcp-Param-Region", "Hello")]),
            json!({"region": "Hello"}),
        ),
        (
            with(&[("Mcp-Param-Region", "=?base64?SGVsbG8=?=")]),
            json!({"region": "Hello"}),
        ),
        // Without the full sentinel, a value is literal.
        (
            with(&[("Mcp-Param-Region", "SGVsbG8=")]),
            json!({"region": "SGVsbG8="}),
        ),
        (
            with(&[("mcp-param-priority", "42.0")]),
            json!({"priority": 42}),
        ),
        // Arguments without an annotation need no header.
        (with(&[]), json!({"note": "n"})),
    ];
    for (i, (headers, args)) in accepted.into_iter().enumerate() {
        let (status, answer) =
            post_with(&server, Some(V), route_call(30, args.clone()), &headers).await;
        assert_eq!(status, StatusCode::OK, "case {i} {args}: {answer}");
        assert!(answer.get("result").is_some(), "case {i}: {answer}");
    }
    let refused = [
        (
            with(&[("Mcp-Param-Region", "=?base64?SGVsbG8?=")]),
            json!({"region": "Hello"}),
            "bad padding",
        ),
        (
            with(&[("Mcp-Param-Region", "=?base64?SGVs!!!bG8=?=")]),
            json!({"region": "Hello"}),
            "bad characters",
        ),
        (with(&[]), json!({"region": "Hello"}), "header missing"),
        (
            with(&[("Mcp-Param-Region", "Hello")]),
            json!({}),
            "argument missing",
        ),
        (
            with(&[("Mcp-Param-Region", "elsewhere")]),
            json!({"region": "Hello"}),
            "values differ",
        ),
        (
            with(&[("Mcp-Param-Priority", "7")]),
            json!({"priority": 42}),
            "numbers differ",
        ),
    ];
    for (headers, args, why) in refused {
        let (status, answer) = post_with(&server, Some(V), route_call(31, args), &headers).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{why}: {answer}");
        assert_eq!(answer["error"]["code"], -32020, "{why}");
    }
}
