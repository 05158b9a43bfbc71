//! A scripted legacy HTTP+SSE MCP server for tests: a real axum server on 127.0.0.1
//! (an ephemeral port). `GET /sse` opens the one event stream (after a scripted
//! prelude, normally the `endpoint` event); `POST /message` hands each JSON-RPC body
//! to the test's script, which says how to answer the POST and what raw SSE bytes to
//! push on the stream. Every request's headers are recorded.
#![allow(dead_code)] // each test uses a different part

use std::sync::{Arc, Mutex};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::{Value, json};
use tokio::sync::mpsc;

/// How the GET is answered.
#[derive(Clone)]
pub enum Open {
    /// An event stream starting with these raw bytes; `{origin}` in them becomes
    /// `http://<the Host the client used>`.
    Stream(Vec<u8>),
    /// These raw bytes, then the end of the stream.
    Truncated(Vec<u8>),
    /// Anything else: status, content type, body.
    Plain(StatusCode, &'static str, String),
}

/// How one POST is answered.
pub struct Post {
    pub status: StatusCode,
    pub content_type: &'static str,
    pub body: String,
    /// Raw SSE bytes pushed on the stream after the POST is answered.
    pub push: Vec<Vec<u8>>,
    /// End the stream (drop it) after pushing.
    pub end_stream: bool,
    /// Break the stream's connection (an error mid-body) after pushing.
    pub break_stream: bool,
    /// Wait this long before answering the POST (a hanging server).
    pub hold: std::time::Duration,
}

impl Post {
    pub fn accepted(push: Vec<Vec<u8>>) -> Post {
        Post {
            status: StatusCode::ACCEPTED,
            content_type: "text/plain",
            body: "Accepted".into(),
            push,
            end_stream: false,
            break_stream: false,
            hold: std::time::Duration::ZERO,
        }
    }
}

pub type Script = Arc<dyn Fn(&Value) -> Post + Send + Sync>;

#[derive(Default)]
pub struct Log {
    /// ("GET" | "POST", headers, body).
    pub requests: Vec<(&'static str, HeaderMap, Option<Value>)>,
}

impl Log {
    pub fn methods(&self) -> Vec<String> {
        self.requests
            .iter()
            .filter_map(|(_, _, b)| Some(b.as_ref()?.get("method")?.as_str()?.to_string()))
            .collect()
    }
}

struct Srv {
    open: Open,
    script: Script,
    stream: Mutex<Option<mpsc::Sender<Chunk>>>,
    log: Arc<Mutex<Log>>,
    /// Closed when the client drops the GET stream.
    gone: Mutex<Option<tokio::sync::oneshot::Sender<()>>>,
}

pub struct Server {
    pub base: String,
    pub log: Arc<Mutex<Log>>,
    /// Completes when the client has dropped the GET stream.
    pub stream_dropped: tokio::sync::oneshot::Receiver<()>,
}

impl Server {
    pub fn sse_url(&self) -> String {
        format!("{}/sse", self.base)
    }
}

/// One SSE event as raw bytes.
pub fn event(name: &str, data: &str) -> Vec<u8> {
    let mut out = format!("event: {name}\n");
    for line in data.split('\n') {
        out.push_str(&format!("data: {line}\n"));
    }
    out.push('\n');
    out.into_bytes()
}

pub fn message(v: &Value) -> Vec<u8> {
    event("message", &v.to_string())
}

/// The standard `endpoint` prelude (relative, with a session query).
pub fn endpoint_prelude() -> Open {
    Open::Stream(event("endpoint", "/message?sessionId=s3cr3t-session"))
}

pub fn result_for(req: &Value, result: Value) -> Vec<u8> {
    message(&json!({"jsonrpc": "2.0", "id": req["id"], "result": result}))
}

/// Answers `initialize` (echoing the offered version) and accepts every
/// notification; everything else goes to `rest`.
pub fn standard(rest: impl Fn(&Value) -> Post + Send + Sync + 'static) -> Script {
    Arc::new(move |req: &Value| match req["method"].as_str() {
        Some("initialize") => Post::accepted(vec![result_for(
            req,
            json!({
                "protocolVersion": req["params"]["protocolVersion"],
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "Legacy Fixture", "version": "1.0.0"}
            }),
        )]),
        Some(m) if m.starts_with("notifications/") => Post::accepted(vec![]),
        _ => rest(req),
    })
}

pub async fn serve(open: Open, script: Script) -> Server {
    let log = Arc::new(Mutex::new(Log::default()));
    let (gone_tx, gone_rx) = tokio::sync::oneshot::channel();
    let srv = Arc::new(Srv {
        open,
        script,
        stream: Mutex::new(None),
        log: log.clone(),
        gone: Mutex::new(Some(gone_tx)),
    });
    let app = Router::new()
        .route("/sse", get(open_stream))
        .route("/message", post(on_post))
        .with_state(srv);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    Server {
        base: format!("http://{addr}"),
        log,
        stream_dropped: gone_rx,
    }
}

async fn open_stream(State(srv): State<Arc<Srv>>, headers: HeaderMap) -> Response {
    srv.log
        .lock()
        .unwrap()
        .requests
        .push(("GET", headers.clone(), None));
    let prelude = match &srv.open {
        Open::Plain(status, ct, body) => {
            return (*status, [(header::CONTENT_TYPE, *ct)], body.clone()).into_response();
        }
        Open::Truncated(p) => {
            return (
                [(header::CONTENT_TYPE, "text/event-stream")],
                Body::from(p.clone()),
            )
                .into_response();
        }
        Open::Stream(p) => {
            let host = headers
                .get(header::HOST)
                .and_then(|h| h.to_str().ok())
                .unwrap_or_default();
            String::from_utf8_lossy(p)
                .replace("{origin}", &format!("http://{host}"))
                .into_bytes()
        }
    };
    let (tx, rx) = mpsc::channel::<Chunk>(1024);
    if !prelude.is_empty() {
        tx.send(Ok(Bytes::from(prelude))).await.unwrap();
    }
    *srv.stream.lock().unwrap() = Some(tx);
    // Tell the test when the body is dropped: the client went away, or the stream ended.
    let state = Watched {
        rx,
        gone: srv.gone.lock().unwrap().take(),
    };
    let body = Body::from_stream(futures::stream::unfold(state, |mut st| async move {
        st.rx.recv().await.map(|b| (b, st))
    }));
    Response::builder()
        .header(header::CONTENT_TYPE, "text/event-stream")
        .body(body)
        .unwrap()
}

/// What the body stream yields: bytes, or an error that breaks the connection.
type Chunk = Result<Bytes, std::io::Error>;

struct Watched {
    rx: mpsc::Receiver<Chunk>,
    gone: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Drop for Watched {
    fn drop(&mut self) {
        if let Some(g) = self.gone.take() {
            let _ = g.send(());
        }
    }
}

async fn on_post(State(srv): State<Arc<Srv>>, headers: HeaderMap, body: Bytes) -> Response {
    let value: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
    srv.log
        .lock()
        .unwrap()
        .requests
        .push(("POST", headers, Some(value.clone())));
    let post = (srv.script)(&value);
    tokio::time::sleep(post.hold).await;
    let tx = srv.stream.lock().unwrap().clone();
    if let Some(tx) = tx {
        let push = post.push;
        let broken = post.break_stream;
        // After the POST is answered, as a real server does.
        tokio::spawn(async move {
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
            for chunk in push {
                let _ = tx.send(Ok(Bytes::from(chunk))).await;
            }
            if broken {
                let _ = tx.send(Err(std::io::Error::other("scripted break"))).await;
            }
        });
        if post.end_stream || post.break_stream {
            srv.stream.lock().unwrap().take();
        }
    }
    (
        post.status,
        [(header::CONTENT_TYPE, post.content_type)],
        post.body,
    )
        .into_response()
}
