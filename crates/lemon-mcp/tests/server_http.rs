//! The Streamable HTTP server on 127.0.0.1 (ephemeral port), driven by reqwest.

mod common;

use std::time::Duration;

use common::{DropFlag, fixture, init_params};
use futures::StreamExt;
use lemon_mcp::server::ServerOptions;
use lemon_mcp::server::http::{self, HttpConfig, HttpServer};
use reqwest::StatusCode;
use serde_json::{Value, json};

const ACCEPT_BOTH: &str = "application/json, text/event-stream";

struct Client {
    http: reqwest::Client,
    url: String,
    session: Option<String>,
    version: String,
}

/// One SSE event: its id and data.
#[derive(Debug, Clone)]
struct Event {
    id: Option<String>,
    data: String,
    retry: Option<u64>,
}

fn parse_sse(text: &str) -> Vec<Event> {
    let mut out = Vec::new();
    for block in text.split("\n\n") {
        let mut ev = Event {
            id: None,
            data: String::new(),
            retry: None,
        };
        let mut any = false;
        for line in block.lines() {
            if let Some(v) = line.strip_prefix("id: ") {
                ev.id = Some(v.to_string());
                any = true;
            } else if let Some(v) = line.strip_prefix("data: ") {
                ev.data.push_str(v);
                any = true;
            } else if let Some(v) = line.strip_prefix("retry: ") {
                ev.retry = v.parse().ok();
            }
        }
        if any {
            out.push(ev);
        }
    }
    out
}

fn messages(events: &[Event]) -> Vec<Value> {
    events
        .iter()
        .filter(|e| !e.data.is_empty())
        .map(|e| serde_json::from_str(&e.data).unwrap())
        .collect()
}

/// reqwest is built without a default TLS provider; plain http still asks for one.
fn http_client() -> reqwest::Client {
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::Client::new()
}

impl Client {
    fn new(server: &HttpServer) -> Client {
        Client {
            http: http_client(),
            url: server.url(),
            session: None,
            version: "2025-11-25".into(),
        }
    }

    fn post(&self, body: &Value) -> reqwest::RequestBuilder {
        let mut rb = self
            .http
            .post(&self.url)
            .header("content-type", "application/json")
            .header("accept", ACCEPT_BOTH)
            .body(body.to_string());
        if let Some(s) = &self.session {
            rb = rb
                .header("mcp-session-id", s)
                .header("mcp-protocol-version", &self.version);
        }
        rb
    }

    async fn initialize(&mut self, version: &str, caps: Value) -> Value {
        let resp = self.post(&json!({"jsonrpc":"2.0","id":0,"method":"initialize","params":init_params(version, caps)})).send().await.unwrap();
        assert_eq!(resp.status(), StatusCode::OK);
        self.session = Some(
            resp.headers()["mcp-session-id"]
                .to_str()
                .unwrap()
                .to_string(),
        );
        let v: Value = resp
            .text()
            .await
            .map(|t| serde_json::from_str::<Value>(&t).unwrap())
            .unwrap();
        self.version = v["result"]["protocolVersion"].as_str().unwrap().to_string();
        let resp = self
            .post(&json!({"jsonrpc":"2.0","method":"notifications/initialized"}))
            .send()
            .await
            .unwrap();
        assert_eq!(resp.status(), StatusCode::ACCEPTED);
        assert!(resp.text().await.unwrap().is_empty());
        v
    }

    /// Sends a request and returns (content type, every message received).
    async fn exchange(&self, body: Value) -> (String, Vec<Value>) {
        let resp = self.post(&body).send().await.unwrap();
        assert_eq!(resp.status(), StatusCode::OK);
        let ct = resp.headers()["content-type"].to_str().unwrap().to_string();
        let text = resp.text().await.unwrap();
        if ct.starts_with("text/event-stream") {
            (ct, messages(&parse_sse(&text)))
        } else {
            (ct, vec![serde_json::from_str(&text).unwrap()])
        }
    }

    async fn call(&self, id: i64, method: &str, params: Value) -> Value {
        let (_, msgs) = self
            .exchange(json!({"jsonrpc":"2.0","id":id,"method":method,"params":params}))
            .await;
        msgs.into_iter()
            .find(|m| m["id"] == json!(id) && m.get("method").is_none())
            .expect("a response")
    }
}

async fn start(config: HttpConfig) -> (HttpServer, DropFlag) {
    let flag = DropFlag::default();
    let server = http::serve(fixture(flag.clone()), config).await.unwrap();
    (server, flag)
}

#[tokio::test]
async fn session_lifecycle_json_answers_and_health() {
    let (server, _) = start(HttpConfig::default()).await;
    let mut c = Client::new(&server);
    let health: Value = c
        .http
        .get(format!("http://{}/health", server.local_addr()))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .map(|t| serde_json::from_str::<Value>(&t).unwrap())
        .unwrap();
    assert_eq!(health["status"], "ok");
    assert_eq!(health["initialized"], false);
    let init = c.initialize("2025-06-18", json!({})).await;
    assert_eq!(init["result"]["protocolVersion"], "2025-06-18");
    assert_eq!(init["result"]["serverInfo"]["name"], "HTTP Fixture");
    let health: Value = c
        .http
        .get(format!("http://{}/health", server.local_addr()))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .map(|t| serde_json::from_str::<Value>(&t).unwrap())
        .unwrap();
    assert_eq!(health["initialized"], true);

    let (ct, msgs) = c
        .exchange(json!({"jsonrpc":"2.0","id":1,"method":"tools/list"}))
        .await;
    assert!(ct.starts_with("application/json"));
    assert_eq!(msgs[0]["result"]["tools"][0]["name"], "echo");
    let v = c
        .call(
            2,
            "tools/call",
            json!({"name":"echo","arguments":{"message":"ok"}}),
        )
        .await;
    assert_eq!(v["result"]["content"][0]["text"], "echo:ok");
    let v = c.call(3, "tools/call", json!({"name":"broken"})).await;
    assert_eq!(v["error"]["message"], "Tool failed to execute");

    // Missing and unknown sessions.
    let no_session = Client {
        session: None,
        ..Client::new(&server)
    };
    let resp = no_session
        .post(&json!({"jsonrpc":"2.0","id":4,"method":"tools/list"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::BAD_REQUEST);
    let v: Value = resp
        .text()
        .await
        .map(|t| serde_json::from_str::<Value>(&t).unwrap())
        .unwrap();
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("Mcp-Session-Id")
    );
    let bogus = Client {
        session: Some("nope".into()),
        ..Client::new(&server)
    };
    let resp = bogus
        .post(&json!({"jsonrpc":"2.0","id":5,"method":"tools/list"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);

    // DELETE ends the session; later requests get 404.
    let sid = c.session.clone().unwrap();
    let resp = c
        .http
        .delete(&c.url)
        .header("mcp-session-id", &sid)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    let resp = c
        .post(&json!({"jsonrpc":"2.0","id":6,"method":"tools/list"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);
    let resp = c
        .http
        .delete(&c.url)
        .header("mcp-session-id", &sid)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);

    // Unknown routes and methods.
    let resp = c
        .http
        .get(format!("http://{}/other", server.local_addr()))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        resp.text()
            .await
            .map(|t| serde_json::from_str::<Value>(&t).unwrap())
            .unwrap(),
        json!({"error":"Not found"})
    );
    let resp = c.http.put(&c.url).send().await.unwrap();
    assert_eq!(resp.status(), StatusCode::METHOD_NOT_ALLOWED);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn dns_rebinding_protection_on_loopback() {
    let (server, _) = start(HttpConfig::default()).await;
    let c = Client::new(&server);
    let init = json!({"jsonrpc":"2.0","id":1,"method":"initialize","params":init_params("2024-11-05", json!({}))});
    let resp = c
        .post(&init)
        .header("host", "evil.example.com")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::FORBIDDEN);
    let v: Value = resp
        .text()
        .await
        .map(|t| serde_json::from_str::<Value>(&t).unwrap())
        .unwrap();
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("evil.example.com")
    );
    let resp = c
        .post(&init)
        .header("origin", "http://evil.example.com")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::FORBIDDEN);
    let port = server.local_addr().port();
    for host in [
        format!("localhost:{port}"),
        format!("127.0.0.1:{port}"),
        format!("[::1]:{port}"),
        "localhost".into(),
    ] {
        let resp = c.post(&init).header("host", &host).send().await.unwrap();
        assert_eq!(resp.status(), StatusCode::OK, "host {host}");
    }
    let resp = c
        .post(&init)
        .header("origin", format!("http://localhost:{port}"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    server.shutdown().await.unwrap();

    // Configured extra host names are accepted; protection can be turned off.
    let (server, _) = start(HttpConfig::default().with_allowed_host("mcp.internal")).await;
    let c = Client::new(&server);
    assert_eq!(
        c.post(&init)
            .header("host", "mcp.internal:1234")
            .send()
            .await
            .unwrap()
            .status(),
        StatusCode::OK
    );
    server.shutdown().await.unwrap();
    let (server, _) = start(HttpConfig {
        dns_rebinding_protection: Some(false),
        ..HttpConfig::default()
    })
    .await;
    let c = Client::new(&server);
    assert_eq!(
        c.post(&init)
            .header("host", "evil.example.com")
            .send()
            .await
            .unwrap()
            .status(),
        StatusCode::OK
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn malformed_requests_get_clear_http_errors() {
    let options = ServerOptions::default().with_max_message_bytes(2048);
    let (server, _) = start(HttpConfig::default().with_options(options)).await;
    let mut c = Client::new(&server);
    c.initialize("2025-11-25", json!({})).await;
    let sid = c.session.clone().unwrap();
    let raw = |body: String| {
        c.http
            .post(&c.url)
            .header("content-type", "application/json")
            .header("accept", ACCEPT_BOTH)
            .header("mcp-session-id", &sid)
            .body(body)
    };
    let resp = raw("{oops".into()).send().await.unwrap();
    assert_eq!(resp.status(), StatusCode::BAD_REQUEST);
    let v: Value = resp
        .text()
        .await
        .map(|t| serde_json::from_str::<Value>(&t).unwrap())
        .unwrap();
    assert_eq!(
        v,
        json!({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error: invalid JSON"}})
    );
    let resp = raw(r#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#.into())
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        resp.text()
            .await
            .map(|t| serde_json::from_str::<Value>(&t).unwrap())
            .unwrap()["error"]["code"],
        -32700
    );
    let resp = raw(format!(
        "{{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":{{\"x\":\"{}\"}}}}",
        "y".repeat(4096)
    ))
    .send()
    .await
    .unwrap();
    assert_eq!(resp.status(), StatusCode::PAYLOAD_TOO_LARGE);
    assert!(resp.text().await.unwrap().contains("2048 bytes"));
    let resp = c
        .http
        .post(&c.url)
        .header("content-type", "text/plain")
        .header("mcp-session-id", &sid)
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let resp = c
        .http
        .post(&c.url)
        .header("content-type", "application/json")
        .header("accept", "text/html")
        .header("mcp-session-id", &sid)
        .body(r#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::NOT_ACCEPTABLE);
    let resp = raw(r#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.into())
        .header("mcp-protocol-version", "1999-01-01")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::BAD_REQUEST);
    assert!(resp.text().await.unwrap().contains("1999-01-01"));
    // Batches were removed in 2025-06-18.
    let resp = raw(r#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#.into())
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::BAD_REQUEST);
    // Still healthy afterwards.
    assert_eq!(c.call(7, "ping", json!({})).await["result"], json!({}));
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn batches_in_2025_03_26() {
    let (server, _) = start(HttpConfig::default()).await;
    let mut c = Client::new(&server);
    c.initialize("2025-03-26", json!({})).await;
    let (_, msgs) = c
        .exchange(json!([
            {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"message":"a"}}},
            {"jsonrpc":"2.0","method":"notifications/roots/list_changed"},
            {"jsonrpc":"2.0","id":2,"method":"ping"}
        ]))
        .await;
    let arr = msgs[0].as_array().expect("an array of responses");
    assert_eq!(arr.len(), 2);
    // An all-notification batch gets 202.
    let resp = c
        .post(&json!([{"jsonrpc":"2.0","method":"notifications/roots/list_changed"}]))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::ACCEPTED);
    // initialize inside a batch is refused.
    let resp = c.post(&json!([{"jsonrpc":"2.0","id":5,"method":"initialize","params":init_params("2025-03-26", json!({}))}])).send().await.unwrap();
    assert_eq!(resp.status(), StatusCode::BAD_REQUEST);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn progress_and_logs_switch_the_answer_to_sse() {
    let (server, _) = start(HttpConfig::default()).await;
    let mut c = Client::new(&server);
    c.initialize("2025-11-25", json!({})).await;
    let (ct, msgs) = c
        .exchange(json!({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"progress","_meta":{"progressToken":7}}}))
        .await;
    assert!(ct.starts_with("text/event-stream"), "{ct}");
    let progress: Vec<_> = msgs
        .iter()
        .filter(|m| m["method"] == "notifications/progress")
        .map(|m| m["params"]["progress"].clone())
        .collect();
    assert_eq!(progress, vec![json!(0.0), json!(50.0), json!(100.0)]);
    assert_eq!(msgs.last().unwrap()["result"]["content"][0]["text"], "done");
    let (_, msgs) = c
        .exchange(json!({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"log"}}))
        .await;
    assert_eq!(
        msgs.iter()
            .filter(|m| m["method"] == "notifications/message")
            .count(),
        4
    );

    // Several SSE answers at the same time on one session.
    let calls = (10..13).map(|id| {
        let c = &c;
        async move { c.exchange(json!({"jsonrpc":"2.0","id":id,"method":"tools/call","params":{"name":"progress","_meta":{"progressToken":id}}})).await }
    });
    for (ct, msgs) in futures::future::join_all(calls).await {
        assert!(ct.starts_with("text/event-stream"));
        assert_eq!(msgs.len(), 4);
    }
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn json_only_clients_get_json_and_side_messages_on_the_get_stream() {
    let (server, _) = start(HttpConfig {
        json_response: true,
        ..HttpConfig::default()
    })
    .await;
    let mut c = Client::new(&server);
    c.initialize("2025-11-25", json!({})).await;
    let (ct, msgs) = c
        .exchange(json!({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"progress","_meta":{"progressToken":1}}}))
        .await;
    assert!(ct.starts_with("application/json"));
    assert_eq!(msgs[0]["result"]["content"][0]["text"], "done");
    // The progress went to the session's stream, where a GET picks it up.
    let resp = c
        .http
        .get(&c.url)
        .header("accept", "text/event-stream")
        .header("mcp-session-id", c.session.as_ref().unwrap())
        .send()
        .await
        .unwrap();
    let mut body = resp.bytes_stream();
    let mut text = String::new();
    while parse_sse(&text)
        .iter()
        .filter(|e| !e.data.is_empty())
        .count()
        < 3
    {
        let chunk = tokio::time::timeout(Duration::from_secs(5), body.next())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        text.push_str(std::str::from_utf8(&chunk).unwrap());
    }
    assert_eq!(
        messages(&parse_sse(&text))[2]["params"]["progress"],
        json!(100.0)
    );
    drop(body);
    server.shutdown().await.unwrap();
}

/// Reads SSE events from a response body until `until` says stop.
async fn read_events(
    body: &mut (impl futures::Stream<Item = reqwest::Result<bytes::Bytes>> + Unpin),
    buf: &mut String,
    mut until: impl FnMut(&[Event]) -> bool,
) -> Vec<Event> {
    loop {
        let events = parse_sse(buf);
        if until(&events) {
            return events;
        }
        match tokio::time::timeout(Duration::from_secs(5), body.next())
            .await
            .expect("event within 5 s")
        {
            Some(chunk) => buf.push_str(std::str::from_utf8(&chunk.unwrap()).unwrap()),
            None => return parse_sse(buf),
        }
    }
}

#[tokio::test]
async fn sampling_round_trip_over_http() {
    let (server, _) = start(HttpConfig::default()).await;
    let mut c = Client::new(&server);
    c.initialize("2025-11-25", json!({"sampling": {}})).await;
    let resp = c
        .post(&json!({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"sample","arguments":{"message":"hey"}}}))
        .send()
        .await
        .unwrap();
    assert!(
        resp.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/event-stream")
    );
    let mut body = resp.bytes_stream();
    let mut buf = String::new();
    let events = read_events(&mut body, &mut buf, |evs| {
        messages(evs)
            .iter()
            .any(|m| m["method"] == "sampling/createMessage")
    })
    .await;
    // 2025-11-25 streams start with a priming event (an id, no data).
    assert!(events[0].id.is_some() && events[0].data.is_empty());
    let req = messages(&events)
        .into_iter()
        .find(|m| m["method"] == "sampling/createMessage")
        .unwrap();
    let answer = json!({"jsonrpc":"2.0","id":req["id"],"result":{"role":"assistant","content":{"type":"text","text":"sampled text"},"model":"m"}});
    let resp = c.post(&answer).send().await.unwrap();
    assert_eq!(resp.status(), StatusCode::ACCEPTED);
    let is_answer = |m: &Value| m["id"] == 1 && m.get("method").is_none();
    let events = read_events(&mut body, &mut buf, |evs| {
        messages(evs).iter().any(is_answer)
    })
    .await;
    let result = messages(&events).into_iter().find(is_answer).unwrap();
    assert_eq!(
        result["result"]["content"][0]["text"], "sampled:sampled text",
        "{result}"
    );
    // The stream ends after the response.
    assert!(
        tokio::time::timeout(Duration::from_secs(5), body.next())
            .await
            .unwrap()
            .is_none()
    );
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn get_stream_carries_server_notifications_and_resumes() {
    let (server, _) = start(HttpConfig::default()).await;
    let mut c = Client::new(&server);
    c.initialize("2025-11-25", json!({})).await;
    c.call(1, "resources/subscribe", json!({"uri":"fixture://status"}))
        .await;
    let get = || {
        c.http
            .get(&c.url)
            .header("accept", "text/event-stream")
            .header("mcp-session-id", c.session.as_ref().unwrap())
            .header("mcp-protocol-version", "2025-11-25")
    };
    let resp = get().send().await.unwrap();
    assert_eq!(resp.status(), StatusCode::OK);
    let mut body = resp.bytes_stream();
    let mut buf = String::new();
    read_events(&mut body, &mut buf, |evs| !evs.is_empty()).await; // the priming event
    server.notify_resource_updated("fixture://status").await;
    server.notify_resource_updated("fixture://other").await; // not subscribed: nothing sent
    let events = read_events(&mut body, &mut buf, |evs| !messages(evs).is_empty()).await;
    let msgs = messages(&events);
    assert_eq!(msgs[0]["method"], "notifications/resources/updated");
    assert_eq!(msgs[0]["params"]["uri"], "fixture://status");
    let last_id = events.last().unwrap().id.clone().unwrap();
    drop(body);

    // While nobody listens, notifications wait in the buffer; a resume gets them.
    let session = server.sessions().pop().unwrap();
    session
        .notify("notifications/tools/list_changed", json!({}))
        .await
        .unwrap();
    let resp = get()
        .header("last-event-id", &last_id)
        .send()
        .await
        .unwrap();
    let mut body = resp.bytes_stream();
    let mut buf = String::new();
    let events = read_events(&mut body, &mut buf, |evs| !messages(evs).is_empty()).await;
    assert_eq!(
        messages(&events)[0]["method"],
        "notifications/tools/list_changed"
    );
    drop(body);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_tool_can_close_its_stream_and_the_client_resumes_with_last_event_id() {
    let (server, _) = start(HttpConfig::default()).await;
    let mut c = Client::new(&server);
    c.initialize("2025-11-25", json!({})).await;
    let resp = c
        .post(&json!({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"reconnect"}}))
        .send()
        .await
        .unwrap();
    let text = tokio::time::timeout(Duration::from_secs(5), resp.text())
        .await
        .unwrap()
        .unwrap();
    let events = parse_sse(&text);
    assert_eq!(messages(&events)[0]["params"]["data"], "before close");
    assert!(events.iter().any(|e| e.retry == Some(50)), "{events:?}");
    assert!(
        !messages(&events).iter().any(|m| m["id"] == 1),
        "the result comes after the reconnect"
    );
    let last_id = events.last().unwrap().id.clone().unwrap();
    let resp = c
        .http
        .get(&c.url)
        .header("accept", "text/event-stream")
        .header("mcp-session-id", c.session.as_ref().unwrap())
        .header("last-event-id", last_id)
        .send()
        .await
        .unwrap();
    let text = tokio::time::timeout(Duration::from_secs(5), resp.text())
        .await
        .unwrap()
        .unwrap();
    let msgs = messages(&parse_sse(&text));
    assert_eq!(msgs.len(), 1);
    assert_eq!(msgs[0]["result"]["content"][0]["text"], "after reconnect");
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn idle_sessions_expire() {
    let (server, _) = start(HttpConfig {
        session_idle_timeout: Duration::from_millis(200),
        ..HttpConfig::default()
    })
    .await;
    let mut c = Client::new(&server);
    c.initialize("2025-11-25", json!({})).await;
    tokio::time::sleep(Duration::from_millis(700)).await;
    let resp = c
        .post(&json!({"jsonrpc":"2.0","id":1,"method":"ping"}))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), StatusCode::NOT_FOUND);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn cancelled_notification_ends_a_running_call() {
    let (server, dropped) = start(HttpConfig::default()).await;
    let mut c = Client::new(&server);
    c.initialize("2025-11-25", json!({})).await;
    let slow = c
        .post(&json!({"jsonrpc":"2.0","id":"s","method":"tools/call","params":{"name":"slow"}}))
        .send();
    let cancel = async {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let resp = c.post(&json!({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"s"}})).send().await.unwrap();
        assert_eq!(resp.status(), StatusCode::ACCEPTED);
    };
    let (resp, ()) = tokio::join!(slow, cancel);
    // No response is due for a cancelled request: the POST ends with 202 and no body.
    assert_eq!(resp.unwrap().status(), StatusCode::ACCEPTED);
    assert!(dropped.is_set());
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn shutdown_ends_sessions_tasks_and_frees_the_port() {
    let (server, dropped) = start(HttpConfig::default()).await;
    let addr = server.local_addr();
    let mut c = Client::new(&server);
    c.initialize("2025-11-25", json!({})).await;
    // A long call in flight and an open GET stream.
    let slow = c
        .post(&json!({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slow"}}))
        .send();
    let slow = tokio::spawn(slow);
    let resp = c
        .http
        .get(&c.url)
        .header("accept", "text/event-stream")
        .header("mcp-session-id", c.session.as_ref().unwrap())
        .send()
        .await
        .unwrap();
    let mut stream = resp.bytes_stream();
    tokio::time::sleep(Duration::from_millis(100)).await;
    tokio::time::timeout(Duration::from_secs(5), server.shutdown())
        .await
        .expect("shutdown in time")
        .unwrap();
    assert!(dropped.is_set(), "the running tool was cancelled");
    // The GET stream ended.
    let end = tokio::time::timeout(Duration::from_secs(5), async {
        while let Some(Ok(_)) = stream.next().await {}
    })
    .await;
    assert!(end.is_ok());
    let _ = slow.await;
    // The port is free again.
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .expect("port released");
    drop(listener);
    assert!(
        http_client()
            .get(format!("http://{addr}/health"))
            .send()
            .await
            .is_err()
    );
}

#[tokio::test]
async fn one_shared_handler_serves_two_servers() {
    let shared = std::sync::Arc::new(fixture(DropFlag::default()));
    let a = http::serve(shared.clone(), HttpConfig::default())
        .await
        .unwrap();
    let b = http::serve(shared, HttpConfig::default()).await.unwrap();
    assert_ne!(a.local_addr(), b.local_addr());
    for server in [&a, &b] {
        let mut c = Client::new(server);
        c.initialize("2025-11-25", json!({})).await;
        let v = c
            .call(
                1,
                "tools/call",
                json!({"name":"echo","arguments":{"message":"both"}}),
            )
            .await;
        assert_eq!(v["result"]["content"][0]["text"], "echo:both");
    }
    a.shutdown().await.unwrap();
    b.shutdown().await.unwrap();
}

#[tokio::test]
async fn dropping_the_handle_stops_the_server() {
    let (server, dropped) = start(HttpConfig::default()).await;
    let addr = server.local_addr();
    let mut c = Client::new(&server);
    c.initialize("2025-11-25", json!({})).await;
    let slow = tokio::spawn(
        c.post(&json!({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slow"}}))
            .send(),
    );
    tokio::time::sleep(Duration::from_millis(100)).await;
    drop(server);
    let _ = tokio::time::timeout(Duration::from_secs(5), slow)
        .await
        .expect("the call ended");
    assert!(dropped.is_set());
    // The listener closes once the serve task has wound down.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    while tokio::net::TcpListener::bind(addr).await.is_err() {
        assert!(tokio::time::Instant::now() < deadline, "port still taken");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[derive(Debug)]
struct BearerOnly;

impl http::RequestAuthorizer for BearerOnly {
    fn authorize(&self, headers: &reqwest::header::HeaderMap) -> Result<(), http::AuthRejection> {
        match headers.get("authorization").and_then(|v| v.to_str().ok()) {
            Some("Bearer good") => Ok(()),
            _ => Err(http::AuthRejection::new(
                401,
                r#"Bearer resource_metadata="http://127.0.0.1:1/prm""#,
            )),
        }
    }
}

#[tokio::test]
async fn an_authorizer_guards_every_method_first() {
    let (server, _) =
        start(HttpConfig::default().with_authorizer(std::sync::Arc::new(BearerOnly))).await;
    let c = Client::new(&server);
    let init = json!({"jsonrpc":"2.0","id":1,"method":"initialize","params":init_params("2025-11-25", json!({}))});
    let resp = c.post(&init).send().await.unwrap();
    assert_eq!(resp.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(
        resp.headers()["www-authenticate"],
        r#"Bearer resource_metadata="http://127.0.0.1:1/prm""#
    );
    for method in [reqwest::Method::GET, reqwest::Method::DELETE] {
        let resp = c.http.request(method, &c.url).send().await.unwrap();
        assert_eq!(resp.status(), StatusCode::UNAUTHORIZED);
    }
    let good = c
        .post(&init)
        .header("authorization", "Bearer good")
        .send()
        .await
        .unwrap();
    assert_eq!(good.status(), StatusCode::OK);
    let refused = c
        .post(&init)
        .header("authorization", "Bearer bad")
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), StatusCode::UNAUTHORIZED);
    server.shutdown().await.unwrap();
}
