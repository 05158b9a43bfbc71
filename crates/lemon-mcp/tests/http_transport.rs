//! The Streamable HTTP transport against a real HTTP server on 127.0.0.1 (axum, an
//! ephemeral port) whose behaviour each test scripts: JSON and SSE answers, sessions,
//! expiry, dropped and truncated streams, error pages, oversized bodies, hangs. The
//! transport is driven through the [`Transport`] trait, as the client drives it, and
//! every failure is checked as its typed variant.

mod scripted;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::http::{Method, StatusCode};
use axum::response::IntoResponse;
use lemon_mcp::client::auth::{AuthAction, AuthChallenge, AuthError, AuthProvider};
use lemon_mcp::client::http::{HttpConfig, HttpError, HttpTransport};
use lemon_mcp::client::transport::{Transport, TransportError};
use lemon_mcp::protocol::jsonrpc::{Message, RequestId};
use scripted::*;
use serde_json::json;

fn request(id: i64, method: &str) -> Message {
    Message::request(RequestId::Number(id), method, Some(json!({})))
}

fn initialize(id: i64) -> Message {
    Message::request(
        RequestId::Number(id),
        "initialize",
        Some(
            json!({"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}),
        ),
    )
}

fn cfg(url: &str) -> HttpConfig {
    let mut c = HttpConfig::new(url).timeout(Duration::from_secs(5));
    c.initial_reconnect_delay = Duration::from_millis(50);
    c
}

/// What the transport delivers: a message, or the typed failure of one request.
#[derive(Debug)]
enum Inbound {
    Message(Message),
    Failed {
        id: RequestId,
        error: TransportError,
    },
}

async fn next(t: &HttpTransport) -> Inbound {
    let item = tokio::time::timeout(Duration::from_secs(10), t.receive())
        .await
        .expect("inbound within 10 s")
        .expect("transport open");
    match item {
        Ok(m) => Inbound::Message(m),
        Err(TransportError::RequestFailed { id, error }) => Inbound::Failed { id, error: *error },
        Err(e) => panic!("fatal transport error: {e}"),
    }
}

async fn next_message(t: &HttpTransport) -> Message {
    match next(t).await {
        Inbound::Message(m) => m,
        Inbound::Failed { id, error } => panic!("request {id} failed: {error}"),
    }
}

async fn next_failure(t: &HttpTransport) -> (RequestId, TransportError) {
    match next(t).await {
        Inbound::Failed { id, error } => (id, error),
        Inbound::Message(m) => panic!("expected a failure, got {m:?}"),
    }
}

async fn handshake(t: &HttpTransport) {
    t.send(initialize(0)).await.unwrap();
    let m = next_message(t).await;
    assert!(matches!(m, Message::Response(_)), "{m:?}");
    t.send(Message::notification("notifications/initialized", None))
        .await
        .unwrap();
}

#[tokio::test]
async fn json_flow_carries_session_and_version_headers_and_deletes_on_close() {
    let (url, seen) = serve(standard(|s| {
        json_response(
            StatusCode::OK,
            None,
            reply(s, json!({"tools": [{"name": "echo"}]})),
        )
    }))
    .await;
    let t = HttpTransport::new(cfg(&url).header("X-Team", "lemon")).unwrap();
    handshake(&t).await;
    assert_eq!(t.session_id().as_deref(), Some("s-1"));
    assert_eq!(t.protocol_version().as_deref(), Some("2025-06-18"));
    t.send(request(1, "tools/list")).await.unwrap();
    let Message::Response(r) = next_message(&t).await else {
        panic!()
    };
    assert_eq!(r.id, RequestId::Number(1));
    assert_eq!(r.result["tools"][0]["name"], "echo");
    t.close().await;
    assert!(t.receive().await.is_none(), "receive ends after close");
    assert!(matches!(
        t.send(request(2, "ping")).await,
        Err(TransportError::Closed)
    ));

    let seen = seen.lock().unwrap().clone();
    let init = &seen[0];
    assert_eq!(init.rpc_method(), Some("initialize"));
    let accept = init.header("accept").unwrap();
    assert!(accept.contains("application/json") && accept.contains("text/event-stream"));
    assert_eq!(init.header("content-type"), Some("application/json"));
    assert_eq!(init.header("x-team"), Some("lemon"));
    assert!(init.header("mcp-session-id").is_none());
    assert!(init.header("mcp-protocol-version").is_none());
    for s in seen.iter().skip(1) {
        assert_eq!(
            s.header("mcp-session-id"),
            Some("s-1"),
            "{:?} {:?}",
            s.method,
            s.rpc_method()
        );
        assert_eq!(s.header("mcp-protocol-version"), Some("2025-06-18"));
        assert_eq!(s.header("x-team"), Some("lemon"));
    }
    // After initialized: a GET stream attempt (405 here), and the DELETE at the end.
    assert!(
        seen.iter()
            .any(|s| s.method == Method::GET && s.header("accept") == Some("text/event-stream"))
    );
    assert_eq!(seen.last().unwrap().method, Method::DELETE);
}

#[tokio::test]
async fn sse_response_delivers_notifications_and_server_requests_first() {
    let (url, seen) = serve(standard(|s| {
        if s.rpc_method() == Some("tools/call") {
            let progress = json!({"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":"p","progress":1}});
            let sampling = json!({"jsonrpc":"2.0","id":"srv-1","method":"sampling/createMessage","params":{"messages":[],"maxTokens":5}});
            let result = reply(s, json!({"content": [{"type": "text", "text": "done"}]}));
            // Split one event across chunks, use CRLF for another, and a comment.
            let progress_text = msg_event(&progress);
            let (a, b) = progress_text.split_at(10);
            return sse(
                vec![
                    (0, ": hello\n\n".into()),
                    (0, a.into()),
                    (20, b.into()),
                    (0, msg_event(&sampling).replace('\n', "\r\n")),
                    (20, msg_event(&result)),
                ],
                End::Close,
            );
        }
        accepted()
    }))
    .await;
    let t = HttpTransport::new(cfg(&url)).unwrap();
    handshake(&t).await;
    t.send(request(7, "tools/call")).await.unwrap();
    let first = next_message(&t).await;
    assert_eq!(first.method(), Some("notifications/progress"));
    let second = next_message(&t).await;
    let Message::Request(server_req) = second else {
        panic!("{second:?}")
    };
    assert_eq!(server_req.method, "sampling/createMessage");
    // Answer the server's request while our call is still open.
    t.send(Message::response(
        server_req.id.clone(),
        json!({"role":"assistant","content":{"type":"text","text":"x"},"model":"m"}),
    ))
    .await
    .unwrap();
    let Message::Response(r) = next_message(&t).await else {
        panic!()
    };
    assert_eq!(r.id, RequestId::Number(7));
    assert_eq!(r.result["content"][0]["text"], "done");
    let seen = seen.lock().unwrap().clone();
    let answer = seen
        .iter()
        .find(|s| s.body.as_ref().is_some_and(|b| b.get("result").is_some()))
        .unwrap();
    assert_eq!(answer.rpc_id(), Some(json!("srv-1")));
    assert_eq!(answer.header("mcp-session-id"), Some("s-1"));
}

#[tokio::test]
async fn expired_session_reinitializes_once_and_resends_only_the_refused_message() {
    let (url, seen) = serve(|s, _| {
        let session = s.header("mcp-session-id").map(str::to_string);
        match (s.method.clone(), s.rpc_method()) {
            (Method::GET, _) => StatusCode::METHOD_NOT_ALLOWED.into_response(),
            (Method::DELETE, _) => StatusCode::OK.into_response(),
            (_, Some("initialize")) => {
                let n = if session.is_none() { "s-new" } else { "bad" };
                let first = s.rpc_id() == Some(json!(0));
                json_response(
                    StatusCode::OK,
                    Some(if first { "s-old" } else { n }),
                    reply(s, init_result("2025-11-25")),
                )
            }
            // The old session has expired on the server.
            _ if session.as_deref() == Some("s-old")
                && s.rpc_method() != Some("notifications/initialized") =>
            {
                (StatusCode::NOT_FOUND, "session not found").into_response()
            }
            (_, Some(m)) if m.starts_with("notifications/") => accepted(),
            _ => json_response(StatusCode::OK, None, reply(s, json!({"tools": []}))),
        }
    })
    .await;
    let t = HttpTransport::new(cfg(&url)).unwrap();
    handshake(&t).await;
    assert_eq!(t.session_id().as_deref(), Some("s-old"));
    t.send(request(5, "tools/list")).await.unwrap();
    let Message::Response(r) = next_message(&t).await else {
        panic!()
    };
    assert_eq!(
        r.id,
        RequestId::Number(5),
        "the client sees only its own response"
    );
    assert_eq!(t.session_id().as_deref(), Some("s-new"));
    assert_eq!(t.reinitializations(), 1);
    let seen = seen.lock().unwrap().clone();
    let posts: Vec<_> = seen
        .iter()
        .filter(|s| s.method == Method::POST)
        .map(|s| {
            (
                s.rpc_method().unwrap_or("?").to_string(),
                s.header("mcp-session-id").map(str::to_string),
            )
        })
        .collect();
    let expect = |m: &str, sid: Option<&str>| (m.to_string(), sid.map(str::to_string));
    assert_eq!(
        posts,
        vec![
            expect("initialize", None),
            expect("notifications/initialized", Some("s-old")),
            expect("tools/list", Some("s-old")),
            expect("initialize", None),
            expect("notifications/initialized", Some("s-new")),
            expect("tools/list", Some("s-new")),
        ]
    );
    // The re-initialize reuses the client's own initialize params.
    let reinit = seen
        .iter()
        .filter(|s| s.rpc_method() == Some("initialize"))
        .nth(1)
        .unwrap();
    assert_eq!(
        reinit.body.as_ref().unwrap()["params"]["clientInfo"]["name"],
        "t"
    );
}

#[tokio::test]
async fn repeated_404_after_reinitialize_fails_clearly() {
    let (url, _) = serve(|s, _| match (s.method.clone(), s.rpc_method()) {
        (Method::GET, _) => StatusCode::METHOD_NOT_ALLOWED.into_response(),
        (_, Some("initialize")) => json_response(
            StatusCode::OK,
            Some("s"),
            reply(s, init_result("2025-06-18")),
        ),
        (_, Some("notifications/initialized")) => accepted(),
        _ => StatusCode::NOT_FOUND.into_response(),
    })
    .await;
    let t = HttpTransport::new(cfg(&url)).unwrap();
    handshake(&t).await;
    t.send(request(1, "tools/list")).await.unwrap();
    let (id, err) = next_failure(&t).await;
    assert_eq!(id, RequestId::Number(1));
    assert!(
        matches!(err, TransportError::Http(HttpError::SessionExpired { .. })),
        "{err}"
    );
    assert_eq!(
        t.reinitializations(),
        1,
        "re-initializes once, not in a loop"
    );
}

#[tokio::test]
async fn dropped_stream_resumes_with_last_event_id_after_retry() {
    let (url, seen) = serve(standard_with_get(
        |s| {
            if s.rpc_method() == Some("tools/call") {
                let note = json!({"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"x"}});
                // Priming event, retry hint, one message, then the server closes.
                return sse(vec![(0, "id: e-1\nretry: 300\ndata:\n\n".into()), (0, format!("id: e-2\n{}", msg_event(&note)))], End::Close);
            }
            accepted()
        },
        |s| {
            if s.header("last-event-id") == Some("e-2") {
                let result = json!({"jsonrpc":"2.0","id":9,"result":{"content":[]}});
                return sse(vec![(0, format!("id: e-3\n{}", msg_event(&result)))], End::Close);
            }
            StatusCode::METHOD_NOT_ALLOWED.into_response()
        },
    ))
    .await;
    let t = HttpTransport::new(cfg(&url)).unwrap();
    handshake(&t).await;
    t.send(request(9, "tools/call")).await.unwrap();
    assert_eq!(
        next_message(&t).await.method(),
        Some("notifications/message")
    );
    let Message::Response(r) = next_message(&t).await else {
        panic!()
    };
    assert_eq!(r.id, RequestId::Number(9));
    let seen = seen.lock().unwrap().clone();
    let post = seen
        .iter()
        .find(|s| s.rpc_method() == Some("tools/call"))
        .unwrap();
    let resume = seen
        .iter()
        .find(|s| s.method == Method::GET && s.header("last-event-id").is_some())
        .unwrap();
    assert_eq!(resume.header("last-event-id"), Some("e-2"));
    assert_eq!(resume.header("mcp-session-id"), Some("s-1"));
    let waited = resume.at.duration_since(post.at);
    assert!(
        waited >= Duration::from_millis(300),
        "resumed after {waited:?}, before retry: 300"
    );
    assert!(
        waited < Duration::from_millis(1500),
        "resumed after {waited:?}"
    );
}

#[tokio::test]
async fn truncated_stream_without_event_id_fails_the_request() {
    let (url, _) = serve(standard(|s| {
        if s.rpc_method() == Some("tools/call") {
            return sse(
                vec![(
                    0,
                    "event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":3,\"res".into(),
                )],
                End::Close,
            );
        }
        accepted()
    }))
    .await;
    let t = HttpTransport::new(cfg(&url)).unwrap();
    handshake(&t).await;
    t.send(request(3, "tools/call")).await.unwrap();
    let (id, err) = next_failure(&t).await;
    assert_eq!(id, RequestId::Number(3));
    assert!(
        matches!(err, TransportError::Http(HttpError::StreamEnded { .. })),
        "{err}"
    );
    assert!(err.to_string().contains("no event id"), "{err}");
}

#[tokio::test]
async fn resumption_gives_up_after_bounded_attempts() {
    let (url, seen) = serve(standard_with_get(
        |s| {
            if s.rpc_method() == Some("tools/call") {
                return sse(vec![(0, "id: a\ndata:\n\n".into())], End::Close);
            }
            accepted()
        },
        |_| (StatusCode::INTERNAL_SERVER_ERROR, "nope").into_response(),
    ))
    .await;
    let mut c = cfg(&url);
    c.max_reconnect_attempts = 3;
    c.open_get_stream = false;
    let t = HttpTransport::new(c).unwrap();
    handshake(&t).await;
    t.send(request(4, "tools/call")).await.unwrap();
    let (_, err) = next_failure(&t).await;
    assert!(
        err.to_string()
            .contains("gave up resuming after 3 attempts"),
        "{err}"
    );
    let gets = seen
        .lock()
        .unwrap()
        .iter()
        .filter(|s| s.method == Method::GET)
        .count();
    assert_eq!(gets, 3);
}

#[tokio::test]
async fn html_error_page_gives_a_short_clear_error() {
    let page = format!(
        "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>{}</body></html>",
        "x".repeat(200_000)
    );
    let (url, _) = serve(standard(move |s| {
        if s.rpc_method() == Some("tools/list") {
            return (
                StatusCode::INTERNAL_SERVER_ERROR,
                [("content-type", "text/html; charset=utf-8")],
                page.clone(),
            )
                .into_response();
        }
        accepted()
    }))
    .await;
    let t = HttpTransport::new(cfg(&url)).unwrap();
    handshake(&t).await;
    t.send(request(1, "tools/list")).await.unwrap();
    let (_, err) = next_failure(&t).await;
    let text = err.to_string();
    assert!(
        matches!(
            err,
            TransportError::Http(HttpError::Status { status: 500, .. })
        ),
        "{text}"
    );
    assert!(
        text.contains("500") && text.contains("text/html") && text.contains("502 Bad Gateway"),
        "{text}"
    );
    assert!(
        text.len() < 500,
        "error text is bounded: {} chars",
        text.len()
    );
}

#[tokio::test]
async fn success_status_with_html_is_not_taken_for_json() {
    let (url, _) = serve(standard(|s| {
        if s.rpc_method() == Some("tools/list") {
            return (
                StatusCode::OK,
                [("content-type", "text/html")],
                "<html><title>Login</title></html>",
            )
                .into_response();
        }
        accepted()
    }))
    .await;
    let t = HttpTransport::new(cfg(&url)).unwrap();
    handshake(&t).await;
    t.send(request(1, "tools/list")).await.unwrap();
    let (_, err) = next_failure(&t).await;
    assert!(
        matches!(
            err,
            TransportError::Http(HttpError::UnexpectedContentType { status: 200, .. })
        ),
        "{err}"
    );
    assert!(err.to_string().contains("Login"), "{err}");
}

#[tokio::test]
async fn oversized_json_body_and_sse_event_are_refused() {
    let big = "y".repeat(64 * 1024);
    let (url, _) = serve(standard(move |s| match s.rpc_method() {
        Some("tools/list") => json_response(
            StatusCode::OK,
            None,
            reply(s, json!({"tools": [], "pad": big.clone()})),
        ),
        Some("tools/call") => sse(
            vec![(0, format!("data: {}", big.clone())), (0, big.clone())],
            End::Hang,
        ),
        _ => accepted(),
    }))
    .await;
    let mut c = cfg(&url);
    c.max_body_bytes = 16 * 1024;
    let t = HttpTransport::new(c).unwrap();
    handshake(&t).await;
    t.send(request(1, "tools/list")).await.unwrap();
    let (_, err) = next_failure(&t).await;
    assert!(
        matches!(err, TransportError::FrameTooLarge { limit: 16384 }),
        "{err}"
    );
    t.send(request(2, "tools/call")).await.unwrap();
    let (_, err) = next_failure(&t).await;
    assert!(
        matches!(err, TransportError::FrameTooLarge { limit: 16384 }),
        "{err}"
    );
    // The transport stays usable.
    t.send(request(3, "tools/list")).await.unwrap();
    assert!(matches!(next(&t).await, Inbound::Failed { .. }));
}

#[tokio::test]
async fn hanging_server_times_out() {
    let (url, _) = serve(standard(|s| {
        if s.rpc_method() == Some("tools/call") {
            return sse(vec![], End::Hang);
        }
        accepted()
    }))
    .await;
    let t = HttpTransport::new(cfg(&url).request_timeout(Duration::from_millis(300))).unwrap();
    handshake(&t).await;
    let started = Instant::now();
    t.send(request(1, "tools/call")).await.unwrap();
    let (_, err) = next_failure(&t).await;
    assert!(
        matches!(err, TransportError::Http(HttpError::Timeout { .. })),
        "{err}"
    );
    let took = started.elapsed();
    assert!(
        took >= Duration::from_millis(300) && took < Duration::from_secs(3),
        "{took:?}"
    );
}

#[tokio::test]
async fn headers_never_arriving_time_out() {
    // A server that accepts connections and never answers.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let held = Arc::new(Mutex::new(Vec::new()));
    let keep = held.clone();
    tokio::spawn(async move {
        while let Ok((sock, _)) = listener.accept().await {
            keep.lock().unwrap().push(sock);
        }
    });
    let limit = Duration::from_millis(250);
    let t = HttpTransport::new(
        cfg(&format!("http://{addr}/mcp"))
            .timeout(limit)
            .request_timeout(limit),
    )
    .unwrap();
    let started = Instant::now();
    t.send(initialize(0)).await.unwrap();
    let (_, err) = next_failure(&t).await;
    assert!(
        matches!(err, TransportError::Http(HttpError::Timeout { .. })),
        "{err}"
    );
    assert!(started.elapsed() < Duration::from_secs(3));
    // A notification waits for the 202 and so fails directly.
    let err = t
        .send(Message::notification("notifications/initialized", None))
        .await
        .unwrap_err();
    assert!(
        matches!(err, TransportError::Http(HttpError::Timeout { .. })),
        "{err}"
    );
}

#[tokio::test]
async fn get_stream_delivers_server_notifications() {
    let (url, _) = serve(standard_with_get(
        |_| accepted(),
        |_| {
            let note = json!({"jsonrpc":"2.0","method":"notifications/tools/list_changed"});
            sse(
                vec![(0, format!("id: g1\n{}", msg_event(&note)))],
                End::Hang,
            )
        },
    ))
    .await;
    let t = HttpTransport::new(cfg(&url)).unwrap();
    handshake(&t).await;
    assert_eq!(
        next_message(&t).await.method(),
        Some("notifications/tools/list_changed")
    );
    t.close().await;
}

#[tokio::test]
async fn refused_notification_is_an_error_for_the_sender() {
    let (url, _) = serve(|s, _| match s.rpc_method() {
        Some("initialize") => json_response(StatusCode::OK, None, reply(s, init_result("2024-11-05"))),
        _ => json_response(StatusCode::BAD_REQUEST, None, json!({"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Bad Request: no session"}})),
    })
    .await;
    let t = HttpTransport::new(cfg(&url)).unwrap();
    t.send(initialize(0)).await.unwrap();
    next_message(&t).await;
    let err = t
        .send(Message::notification("notifications/initialized", None))
        .await
        .unwrap_err();
    assert!(
        err.to_string().contains("400") && err.to_string().contains("Bad Request: no session"),
        "{err}"
    );
}

#[tokio::test]
async fn connection_refused_is_a_request_error() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    drop(listener);
    let t = HttpTransport::new(cfg(&format!(
        "http://user:secret@127.0.0.1:{port}/mcp?key=abc"
    )))
    .unwrap();
    t.send(initialize(0)).await.unwrap();
    let (_, err) = next_failure(&t).await;
    let text = err.to_string();
    assert!(
        matches!(err, TransportError::Http(HttpError::Request { .. })),
        "{text}"
    );
    assert!(
        !text.contains("secret") && !text.contains("key=abc"),
        "credentials leaked: {text}"
    );
}

struct TokenOnChallenge {
    token: Mutex<Option<String>>,
    challenges: Mutex<Vec<AuthChallenge>>,
}

impl AuthProvider for TokenOnChallenge {
    fn headers(
        &self,
    ) -> futures::future::BoxFuture<'_, Result<Vec<(http::HeaderName, http::HeaderValue)>, AuthError>>
    {
        let h = self
            .token
            .lock()
            .unwrap()
            .as_ref()
            .map(|t| {
                vec![(
                    http::header::AUTHORIZATION,
                    http::HeaderValue::from_str(&format!("Bearer {t}")).unwrap(),
                )]
            })
            .unwrap_or_default();
        Box::pin(async move { Ok(h) })
    }
    fn on_challenge<'a>(
        &'a self,
        c: &'a AuthChallenge,
    ) -> futures::future::BoxFuture<'a, Result<AuthAction, AuthError>> {
        Box::pin(async move {
            self.challenges.lock().unwrap().push(c.clone());
            *self.token.lock().unwrap() = Some("fresh".into());
            Ok(AuthAction::Retry)
        })
    }
}

#[tokio::test]
async fn auth_provider_is_asked_on_401_and_the_request_retried_once() {
    let (url, seen) = serve(|s, _| {
        if s.header("authorization") != Some("Bearer fresh") {
            let mut r = StatusCode::UNAUTHORIZED.into_response();
            r.headers_mut().insert(
                "www-authenticate",
                "Bearer resource_metadata=\"http://x/.well-known/oauth-protected-resource\""
                    .parse()
                    .unwrap(),
            );
            return r;
        }
        json_response(
            StatusCode::OK,
            Some("s"),
            reply(s, init_result("2025-11-25")),
        )
    })
    .await;
    let auth = Arc::new(TokenOnChallenge {
        token: Mutex::new(None),
        challenges: Mutex::new(Vec::new()),
    });
    let t = HttpTransport::new(cfg(&url).auth(auth.clone())).unwrap();
    t.send(initialize(0)).await.unwrap();
    next_message(&t).await;
    let challenges = auth.challenges.lock().unwrap().clone();
    assert_eq!(challenges.len(), 1);
    assert_eq!(challenges[0].status, 401);
    assert_eq!(
        challenges[0].bearer().and_then(|b| b.resource_metadata()),
        Some("http://x/.well-known/oauth-protected-resource")
    );
    assert_eq!(seen.lock().unwrap().len(), 2);

    // Without a provider the 401 is a clear AuthRequired.
    let t = HttpTransport::new(cfg(&url)).unwrap();
    t.send(initialize(0)).await.unwrap();
    let (_, err) = next_failure(&t).await;
    assert!(
        matches!(
            err,
            TransportError::Http(HttpError::AuthRequired { status: 401, .. })
        ),
        "{err}"
    );
    // A configured Authorization header wins over the provider.
    let t = HttpTransport::new(
        cfg(&url)
            .header("Authorization", "Bearer fresh")
            .auth(Arc::new(TokenOnChallenge {
                token: Mutex::new(Some("stale".into())),
                challenges: Mutex::new(Vec::new()),
            })),
    )
    .unwrap();
    t.send(initialize(0)).await.unwrap();
    assert!(matches!(next(&t).await, Inbound::Message(_)));
}

#[tokio::test]
async fn transport_trait_reports_per_request_failures_as_non_fatal() {
    let (url, _) = serve(standard(|s| match s.rpc_method() {
        Some("tools/list") => (StatusCode::INTERNAL_SERVER_ERROR, "boom").into_response(),
        _ => json_response(StatusCode::OK, None, reply(s, json!({}))),
    }))
    .await;
    let t: Box<dyn Transport> = Box::new(HttpTransport::new(cfg(&url)).unwrap());
    assert_eq!(t.kind(), "http");
    t.send(initialize(0)).await.unwrap();
    assert!(t.receive().await.unwrap().is_ok());
    t.send(request(1, "tools/list")).await.unwrap();
    match t.receive().await.unwrap() {
        Err(TransportError::RequestFailed { id, error }) => {
            assert_eq!(id, RequestId::Number(1));
            assert!(
                matches!(
                    *error,
                    TransportError::Http(HttpError::Status { status: 500, .. })
                ),
                "{error}"
            );
        }
        other => panic!("{other:?}"),
    }
    t.send(request(2, "ping")).await.unwrap();
    assert!(
        t.receive().await.unwrap().is_ok(),
        "still usable after a failed request"
    );
    t.close().await.unwrap();
    assert!(t.receive().await.is_none());
}

#[tokio::test]
async fn concurrent_requests_on_an_expired_session_share_one_reinitialize() {
    let (url, seen) = serve(|s, _| {
        let session = s.header("mcp-session-id").map(str::to_string);
        match (s.method.clone(), s.rpc_method()) {
            (Method::GET, _) => StatusCode::METHOD_NOT_ALLOWED.into_response(),
            (_, Some("initialize")) => {
                assert!(session.is_none(), "initialize must not carry a session id");
                let sid = if s.rpc_id() == Some(json!(0)) {
                    "s-old"
                } else {
                    "s-new"
                };
                json_response(
                    StatusCode::OK,
                    Some(sid),
                    reply(s, init_result("2025-11-25")),
                )
            }
            (_, Some("notifications/initialized")) => accepted(),
            _ if session.as_deref() != Some("s-new") => StatusCode::NOT_FOUND.into_response(),
            _ => json_response(StatusCode::OK, None, reply(s, json!({}))),
        }
    })
    .await;
    let t = HttpTransport::new(cfg(&url)).unwrap();
    handshake(&t).await;
    for i in 1..=5 {
        t.send(request(i, "ping")).await.unwrap();
    }
    let mut ids = Vec::new();
    for _ in 0..5 {
        let Message::Response(r) = next_message(&t).await else {
            panic!()
        };
        ids.push(r.id);
    }
    ids.sort_by_key(|id| id.to_string());
    assert_eq!(ids, (1..=5).map(RequestId::Number).collect::<Vec<_>>());
    assert_eq!(t.reinitializations(), 1);
    let inits = seen
        .lock()
        .unwrap()
        .iter()
        .filter(|s| s.rpc_method() == Some("initialize"))
        .count();
    assert_eq!(inits, 2);
}

#[tokio::test]
async fn response_on_a_stream_left_open_is_delivered_at_once() {
    let (url, _) = serve(standard(|s| {
        if s.rpc_method() == Some("tools/call") {
            return sse(
                vec![(0, msg_event(&reply(s, json!({"content": []}))))],
                End::Hang,
            );
        }
        accepted()
    }))
    .await;
    let t = HttpTransport::new(cfg(&url)).unwrap();
    handshake(&t).await;
    let started = Instant::now();
    t.send(request(1, "tools/call")).await.unwrap();
    assert!(matches!(next_message(&t).await, Message::Response(_)));
    let took = started.elapsed();
    assert!(
        took < Duration::from_millis(150),
        "the response waited for the stream to end: {took:?}"
    );
}

/// A 307 to `location`, as a server that moved its endpoint answers.
fn redirect_to(location: &str) -> axum::response::Response {
    (
        StatusCode::TEMPORARY_REDIRECT,
        [("location", location.to_string())],
        "",
    )
        .into_response()
}

#[tokio::test]
async fn a_redirect_within_the_origin_is_followed_with_the_body() {
    let redirected = Arc::new(Mutex::new(false));
    let flag = redirected.clone();
    let (url, seen) = serve(standard(move |s| {
        let mut done = flag.lock().unwrap();
        if !*done {
            *done = true;
            return redirect_to("/mcp");
        }
        json_response(StatusCode::OK, None, reply(s, json!({"tools": []})))
    }))
    .await;
    let t = HttpTransport::new(cfg(&url)).unwrap();
    handshake(&t).await;
    t.send(request(1, "tools/list")).await.unwrap();
    let m = next_message(&t).await;
    assert!(matches!(m, Message::Response(_)), "{m:?}");
    let lists = seen
        .lock()
        .unwrap()
        .iter()
        .filter(|s| s.rpc_method() == Some("tools/list"))
        .count();
    assert_eq!(
        lists, 2,
        "the POST was repeated, body and all, at the new place"
    );
}

#[tokio::test]
async fn a_redirect_to_another_origin_is_not_followed_and_no_header_leaves() {
    let (elsewhere, elsewhere_seen) =
        serve(|s, _| json_response(StatusCode::OK, None, reply(s, json!({})))).await;
    let (url, _) = serve(standard(move |_| redirect_to(&elsewhere))).await;
    let t = HttpTransport::new(cfg(&url).header("X-Api-Key", "sk-live-do-not-leak")).unwrap();
    handshake(&t).await;
    t.send(request(1, "tools/list")).await.unwrap();
    let (_, err) = next_failure(&t).await;
    let text = err.to_string();
    assert!(
        matches!(
            err,
            TransportError::Http(HttpError::Status { status: 307, .. })
        ),
        "{text}"
    );
    assert!(text.contains("only within the endpoint's origin"), "{text}");
    assert!(!text.contains("sk-live"), "{text}");
    assert!(
        elsewhere_seen.lock().unwrap().is_empty(),
        "the other origin never saw a request (nor the key)"
    );
}

#[tokio::test]
async fn a_redirect_loop_stops_after_a_few_hops() {
    let (url, seen) = serve(standard(|_| redirect_to("/mcp"))).await;
    let t = HttpTransport::new(cfg(&url)).unwrap();
    handshake(&t).await;
    let started = Instant::now();
    t.send(request(1, "tools/list")).await.unwrap();
    let (_, err) = next_failure(&t).await;
    assert!(
        matches!(
            err,
            TransportError::Http(HttpError::Status { status: 307, .. })
        ),
        "{err}"
    );
    let lists = seen
        .lock()
        .unwrap()
        .iter()
        .filter(|s| s.rpc_method() == Some("tools/list"))
        .count();
    assert_eq!(
        lists, 6,
        "the request and five redirects, then the loop is cut"
    );
    assert!(started.elapsed() < Duration::from_secs(5));
}
