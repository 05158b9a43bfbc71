//! The one client API (`Client`) over Streamable HTTP, against a scripted axum server
//! on 127.0.0.1: the handshake, typed calls, server requests answered by the same
//! handlers as stdio, notifications, per-request failures, timeouts and close.

mod scripted;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::http::{Method, StatusCode};
use axum::response::IntoResponse;
use lemon_mcp::client::http::{HttpConfig, HttpError};
use lemon_mcp::client::transport::TransportError;
use lemon_mcp::client::{Client, ClientError, ClientOptions, ClientState, handler_fn};
use scripted::*;
use serde_json::json;

fn cfg(url: &str) -> HttpConfig {
    HttpConfig::new(url).timeout(Duration::from_secs(5))
}

#[tokio::test]
async fn client_over_http_lists_calls_and_answers_sampling_mid_call() {
    let (url, seen) = serve(standard(|s| match s.rpc_method() {
        Some("tools/list") => json_response(
            StatusCode::OK,
            None,
            reply(s, json!({"tools": [{"name": "echo", "inputSchema": {"type": "object"}}, {"name": "fail", "inputSchema": {"type": "object"}}]})),
        ),
        Some("tools/call") => {
            let sampling = json!({"jsonrpc":"2.0","id":"srv-1","method":"sampling/createMessage","params":{"messages":[{"role":"user","content":{"type":"text","text":"hi"}}],"maxTokens":5}});
            let log = json!({"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"working"}});
            let result = reply(s, json!({"content": [{"type": "text", "text": "echo:ok"}]}));
            // The result waits long enough for the client to answer the sampling request.
            sse(vec![(0, msg_event(&log)), (0, msg_event(&sampling)), (200, msg_event(&result))], End::Close)
        }
        _ => accepted(),
    }))
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
    let client = Client::connect_http(cfg(&url), options).await.unwrap();
    assert_eq!(client.state(), ClientState::Ready);
    assert_eq!(client.server_info().unwrap().name, "Fixture");
    let names: Vec<_> = client
        .list_tools()
        .await
        .unwrap()
        .into_iter()
        .map(|t| t.name)
        .collect();
    assert_eq!(names, ["echo", "fail"]);
    let result = client
        .call_tool("echo", json!({"message": "ok"}))
        .await
        .unwrap();
    assert_eq!(
        result,
        lemon_mcp::protocol::types::CallToolResult::text("echo:ok")
    );
    assert!(
        notes
            .lock()
            .unwrap()
            .contains(&"notifications/message".to_string())
    );
    client.close().await;

    let seen = seen.lock().unwrap().clone();
    let answer = seen
        .iter()
        .find(|s| {
            s.rpc_id() == Some(json!("srv-1"))
                && s.body.as_ref().is_some_and(|b| b.get("result").is_some())
        })
        .expect("the sampling answer was POSTed back");
    assert_eq!(answer.body.as_ref().unwrap()["result"]["model"], "lemon");
    // The capability was advertised because a handler exists.
    let init = seen
        .iter()
        .find(|s| s.rpc_method() == Some("initialize"))
        .unwrap();
    assert!(
        init.body.as_ref().unwrap()["params"]["capabilities"]
            .get("sampling")
            .is_some()
    );
    // Version header after initialize, DELETE at the end.
    let list = seen
        .iter()
        .find(|s| s.rpc_method() == Some("tools/list"))
        .unwrap();
    assert_eq!(list.header("mcp-protocol-version"), Some("2025-06-18"));
    assert_eq!(seen.last().unwrap().method, Method::DELETE);
}

#[tokio::test]
async fn an_html_error_fails_one_call_and_the_client_stays_ready() {
    let (url, _) = serve(standard(|s| match s.rpc_method() {
        Some("tools/list") => (
            StatusCode::BAD_GATEWAY,
            [("content-type", "text/html")],
            "<html><head><title>Bad Gateway</title></head></html>",
        )
            .into_response(),
        _ => json_response(StatusCode::OK, None, reply(s, json!({}))),
    }))
    .await;
    let client = Client::connect_http(cfg(&url), ClientOptions::default())
        .await
        .unwrap();
    let err = client.list_tools().await.unwrap_err();
    match &err {
        ClientError::Transport(TransportError::Http(HttpError::Status {
            status: 502,
            detail,
            ..
        })) => assert!(detail.contains("Bad Gateway"), "{detail}"),
        other => panic!("{other:?}"),
    }
    assert_eq!(client.state(), ClientState::Ready);
    client.ping().await.unwrap();
    client.close().await;
}

#[tokio::test]
async fn a_hanging_call_times_out_and_is_cancelled_on_the_server() {
    let (url, seen) = serve(standard(|s| match s.rpc_method() {
        Some("tools/call") => sse(vec![], End::Hang),
        _ => json_response(StatusCode::OK, None, reply(s, json!({}))),
    }))
    .await;
    let options = ClientOptions {
        request_timeout: Duration::from_millis(300),
        ..ClientOptions::default()
    };
    let client = Client::connect_http(cfg(&url), options).await.unwrap();
    let started = Instant::now();
    let err = client.call_tool("slow", json!({})).await.unwrap_err();
    assert!(matches!(err, ClientError::Timeout { .. }), "{err}");
    assert!(started.elapsed() < Duration::from_secs(3));
    // The cancellation reaches the server; the client stays usable.
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert!(
        seen.lock()
            .unwrap()
            .iter()
            .any(|s| s.rpc_method() == Some("notifications/cancelled"))
    );
    client.ping().await.unwrap();
    client.close().await;
}

#[tokio::test]
async fn unauthorized_server_fails_the_connect_clearly() {
    let (url, _) = serve(|_, _| {
        let mut r = StatusCode::UNAUTHORIZED.into_response();
        r.headers_mut()
            .insert("www-authenticate", "Bearer realm=\"mcp\"".parse().unwrap());
        r
    })
    .await;
    let err = Client::connect_http(cfg(&url), ClientOptions::default())
        .await
        .unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("401") && text.to_lowercase().contains("authoriz"),
        "{text}"
    );
}

#[tokio::test]
async fn pinned_2024_11_05_works_over_http() {
    let (url, seen) = serve(|s, _| match (s.method.clone(), s.rpc_method()) {
        (Method::GET, _) => StatusCode::METHOD_NOT_ALLOWED.into_response(),
        (Method::DELETE, _) => StatusCode::METHOD_NOT_ALLOWED.into_response(),
        (_, Some("initialize")) => {
            let v = s.body.as_ref().unwrap()["params"]["protocolVersion"].clone();
            json_response(StatusCode::OK, None, reply(s, json!({"protocolVersion": v, "capabilities": {}, "serverInfo": {"name": "old", "version": "1"}})))
        }
        (_, Some(m)) if m.starts_with("notifications/") => accepted(),
        _ => json_response(StatusCode::OK, None, reply(s, json!({"tools": []}))),
    })
    .await;
    let options = ClientOptions {
        protocol_version: Some(lemon_mcp::protocol::version::ProtocolVersion::V2024_11_05),
        ..ClientOptions::default()
    };
    let client = Client::connect_http(cfg(&url), options).await.unwrap();
    assert!(client.list_tools().await.unwrap().is_empty());
    client.close().await;
    let seen = seen.lock().unwrap().clone();
    assert_eq!(
        seen[0].body.as_ref().unwrap()["params"]["protocolVersion"],
        "2024-11-05"
    );
    // No session id was issued, so none is sent and no DELETE is needed.
    assert!(seen.iter().all(|s| s.header("mcp-session-id").is_none()));
    assert!(seen.iter().all(|s| s.method != Method::DELETE));
}

fn challenge_response(status: StatusCode, challenge: &str) -> axum::response::Response {
    let mut r = (status, "not allowed").into_response();
    r.headers_mut()
        .insert("www-authenticate", challenge.parse().unwrap());
    r
}

#[tokio::test]
async fn a_401_challenge_reaches_the_caller_parsed_and_matchable() {
    let (url, _) = serve(|_, _| {
        challenge_response(
            StatusCode::UNAUTHORIZED,
            r#"Bearer resource_metadata="http://127.0.0.1/.well-known/oauth-protected-resource/mcp", scope="files:read files:write""#,
        )
    })
    .await;
    // Credentials and a query in the URL must not reach the message.
    let leaky = format!(
        "{}?key=abc",
        url.replacen("http://", "http://user:secret@", 1)
    );
    let err = Client::connect_http(cfg(&leaky), ClientOptions::default())
        .await
        .unwrap_err();
    let ClientError::Transport(TransportError::Http(HttpError::AuthRequired {
        status,
        challenges,
        ..
    })) = &err
    else {
        panic!("expected AuthRequired, got {err:?}")
    };
    assert_eq!(*status, 401);
    let bearer = &challenges[0];
    assert!(bearer.is_scheme("Bearer"), "{bearer:?}");
    assert_eq!(
        bearer.resource_metadata(),
        Some("http://127.0.0.1/.well-known/oauth-protected-resource/mcp")
    );
    assert_eq!(bearer.scope(), Some("files:read files:write"));
    assert!(err.transport_error().is_some());
    let text = err.to_string();
    assert!(
        text.contains("requires authorization (HTTP 401, Bearer challenge)"),
        "{text}"
    );
    for hidden in [
        "secret",
        "key=abc",
        "files:read",
        "oauth-protected-resource",
    ] {
        assert!(!text.contains(hidden), "{hidden:?} leaked: {text}");
    }
}

#[tokio::test]
async fn a_403_insufficient_scope_on_one_call_is_a_step_up_challenge() {
    let (url, _) = serve(standard(|s| match s.rpc_method() {
        Some("tools/call") => challenge_response(
            StatusCode::FORBIDDEN,
            r#"Bearer error="insufficient_scope", scope="files:write", error_description="write needed""#,
        ),
        _ => json_response(StatusCode::OK, None, reply(s, json!({}))),
    }))
    .await;
    let client = Client::connect_http(cfg(&url), ClientOptions::default())
        .await
        .unwrap();
    let err = client.call_tool("write", json!({})).await.unwrap_err();
    match &err {
        ClientError::Transport(TransportError::Http(HttpError::AuthRequired {
            status: 403,
            challenges,
            ..
        })) => {
            assert!(challenges[0].is_insufficient_scope(), "{challenges:?}");
            assert_eq!(challenges[0].scope(), Some("files:write"));
        }
        other => panic!("{other:?}"),
    }
    assert!(
        err.to_string().contains("error insufficient_scope")
            && !err.to_string().contains("write needed"),
        "{err}"
    );
    // One refused call does not end the connection.
    assert_eq!(client.state(), ClientState::Ready);
    client.close().await;
    assert!(matches!(
        client.closed().await,
        lemon_mcp::client::DisconnectReason::ClosedByClient
    ));
}

/// Connects (which must work) and returns the error of a `tools/list` (which must fail).
async fn failed_list(config: HttpConfig) -> (Client, ClientError) {
    let client = Client::connect_http(config, ClientOptions::default())
        .await
        .unwrap();
    let err = client.list_tools().await.unwrap_err();
    (client, err)
}

#[tokio::test]
async fn a_session_answered_404_twice_is_session_expired() {
    let (url, seen) = serve(standard(|_| StatusCode::NOT_FOUND.into_response())).await;
    let (client, err) = failed_list(cfg(&url)).await;
    assert!(
        matches!(
            err,
            ClientError::Transport(TransportError::Http(HttpError::SessionExpired { .. }))
        ),
        "{err:?}"
    );
    let lists = seen
        .lock()
        .unwrap()
        .iter()
        .filter(|s| s.rpc_method() == Some("tools/list"))
        .count();
    assert_eq!(lists, 2, "sent once, and once more after re-initializing");
    assert_eq!(client.state(), ClientState::Ready);
    client.close().await;
}

#[tokio::test]
async fn a_body_over_the_bound_is_frame_too_large() {
    let big = "z".repeat(32 * 1024);
    let (url, _) = serve(standard(move |s| {
        json_response(
            StatusCode::OK,
            None,
            reply(s, json!({"tools": [], "pad": big.clone()})),
        )
    }))
    .await;
    let mut config = cfg(&url);
    config.max_body_bytes = 8 * 1024;
    let (client, err) = failed_list(config).await;
    assert!(
        matches!(
            err,
            ClientError::Transport(TransportError::FrameTooLarge { limit: 8192 })
        ),
        "{err:?}"
    );
    client.close().await;
}
