//! A scripted MCP-over-HTTP server for tests: a real axum server on 127.0.0.1 (an
//! ephemeral port) that records every request and answers as a test's script says.
#![allow(dead_code)] // each test crate uses a different part

use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::any;
use futures::StreamExt;
use serde_json::{Value, json};

/// One request as the server saw it.
#[derive(Debug, Clone)]
pub struct Seen {
    pub method: Method,
    pub headers: HeaderMap,
    pub body: Option<Value>,
    pub at: Instant,
}

impl Seen {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }
    pub fn rpc_method(&self) -> Option<&str> {
        self.body.as_ref()?.get("method")?.as_str()
    }
    pub fn rpc_id(&self) -> Option<Value> {
        self.body.as_ref()?.get("id").cloned()
    }
}

type Script = Arc<dyn Fn(&Seen, usize) -> Response + Send + Sync>;

#[derive(Clone)]
struct Server {
    seen: Arc<Mutex<Vec<Seen>>>,
    script: Script,
}

async fn handle(
    State(s): State<Server>,
    method: Method,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let seen = Seen {
        method,
        headers,
        body: serde_json::from_slice(&body).ok(),
        at: Instant::now(),
    };
    let n = {
        let mut all = s.seen.lock().unwrap();
        all.push(seen.clone());
        all.len() - 1
    };
    (s.script)(&seen, n)
}

/// Starts a server running `script` for every request to `/mcp`; returns its URL and
/// the log of requests.
pub async fn serve(
    script: impl Fn(&Seen, usize) -> Response + Send + Sync + 'static,
) -> (String, Arc<Mutex<Vec<Seen>>>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let state = Server {
        seen: seen.clone(),
        script: Arc::new(script),
    };
    let app = Router::new().route("/mcp", any(handle)).with_state(state);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    (format!("http://{addr}/mcp"), seen)
}

pub fn json_response(status: StatusCode, session: Option<&str>, body: Value) -> Response {
    let mut r = (
        status,
        [("content-type", "application/json")],
        body.to_string(),
    )
        .into_response();
    if let Some(s) = session {
        r.headers_mut().insert("mcp-session-id", s.parse().unwrap());
    }
    r
}

pub fn accepted() -> Response {
    StatusCode::ACCEPTED.into_response()
}

/// How an SSE body ends.
pub enum End {
    Close,
    Hang,
}

/// An SSE response whose parts are sent with the given delays.
pub fn sse(parts: Vec<(u64, String)>, end: End) -> Response {
    let stream = futures::stream::iter(parts).then(|(delay, text)| async move {
        tokio::time::sleep(Duration::from_millis(delay)).await;
        Ok::<_, Infallible>(Bytes::from(text))
    });
    let body = match end {
        End::Close => Body::from_stream(stream),
        End::Hang => Body::from_stream(stream.chain(futures::stream::pending())),
    };
    Response::builder()
        .status(200)
        .header("content-type", "text/event-stream")
        .body(body)
        .unwrap()
}

pub fn msg_event(v: &Value) -> String {
    format!("event: message\ndata: {v}\n\n")
}

pub fn init_result(version: &str) -> Value {
    json!({"protocolVersion": version, "capabilities": {"tools": {}}, "serverInfo": {"name": "Fixture", "version": "1.0.0"}})
}

pub fn reply(seen: &Seen, result: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": seen.rpc_id(), "result": result})
}

/// A standard server: initialize (JSON, session `s-1`, version 2025-06-18), 202 for
/// notifications, 405 for GET, 200 for DELETE, `tools/list` answered by `on_list`.
pub fn standard(
    on_other: impl Fn(&Seen) -> Response + Send + Sync + 'static,
) -> impl Fn(&Seen, usize) -> Response + Send + Sync + 'static {
    move |seen, _| match (seen.method.clone(), seen.rpc_method()) {
        (Method::GET, _) => StatusCode::METHOD_NOT_ALLOWED.into_response(),
        (Method::DELETE, _) => StatusCode::OK.into_response(),
        (_, Some("initialize")) => json_response(
            StatusCode::OK,
            Some("s-1"),
            reply(seen, init_result("2025-06-18")),
        ),
        (_, Some(m)) if m.starts_with("notifications/") => accepted(),
        _ => on_other(seen),
    }
}

/// Like [`standard`], with a scripted GET.
pub fn standard_with_get(
    on_post: impl Fn(&Seen) -> Response + Send + Sync + 'static,
    on_get: impl Fn(&Seen) -> Response + Send + Sync + 'static,
) -> impl Fn(&Seen, usize) -> Response + Send + Sync + 'static {
    let inner = standard(on_post);
    move |seen, n| {
        if seen.method == Method::GET {
            on_get(seen)
        } else {
            inner(seen, n)
        }
    }
}
