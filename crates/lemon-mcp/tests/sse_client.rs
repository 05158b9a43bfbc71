//! The one client API (`Client`) over the legacy HTTP+SSE transport, against a
//! scripted axum server on 127.0.0.1: the handshake through the `endpoint` event,
//! typed calls, server requests answered by the same handlers as the other
//! transports, notifications, configured headers on the GET and the POSTs, and every
//! kind of bad input (foreign endpoint, no endpoint, HTML pages, wrong content types,
//! oversized and malformed events, a stream that drops mid-request), each a typed,
//! redacted error within the timeouts.

mod legacy_sse;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use legacy_sse::*;
use lemon_mcp::client::http::HttpError;
use lemon_mcp::client::sse::{SseConfig, SseTransport};
use lemon_mcp::client::transport::TransportError;
use lemon_mcp::client::{
    Client, ClientError, ClientOptions, ClientState, DisconnectReason, handler_fn,
};
use lemon_mcp::protocol::types::CallToolResult;
use serde_json::{Value, json};

fn cfg(server: &Server) -> SseConfig {
    SseConfig::new(server.sse_url()).timeout(Duration::from_secs(5))
}

fn quick() -> ClientOptions {
    ClientOptions {
        request_timeout: Duration::from_secs(5),
        init_timeout: Duration::from_secs(5),
        ..ClientOptions::default()
    }
}

fn tools_list(req: &Value) -> Post {
    Post::accepted(vec![result_for(
        req,
        json!({"tools": [{"name": "echo", "inputSchema": {"type": "object"}}]}),
    )])
}

/// The HTTP error a failed connect carries.
fn connect_http_error(e: &ClientError) -> &HttpError {
    match e.transport_error() {
        Some(TransportError::Http(h)) => h,
        other => panic!("expected an HTTP error, got {other:?} from {e:?}"),
    }
}

#[tokio::test]
async fn client_over_sse_lists_calls_answers_sampling_and_roots_with_headers_everywhere() {
    // The call's result is pushed only once the client answered the sampling request,
    // which itself comes only after the client answered roots/list.
    let call_req: Arc<Mutex<Option<Value>>> = Arc::default();
    let call_req2 = call_req.clone();
    let script = standard(move |req| {
        match (req["method"].as_str(), req["id"].as_str()) {
            (Some("tools/list"), _) => tools_list(req),
            (Some("tools/call"), _) => {
                *call_req2.lock().unwrap() = Some(req.clone());
                let log = json!({"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"working"}});
                let roots = json!({"jsonrpc":"2.0","id":"srv-roots","method":"roots/list"});
                Post::accepted(vec![message(&log), message(&roots)])
            }
            // The client's answer to roots/list, then to sampling.
            (None, Some("srv-roots")) => {
                assert_eq!(req["result"]["roots"][0]["uri"], "file:///work");
                let sampling = json!({"jsonrpc":"2.0","id":"srv-sample","method":"sampling/createMessage","params":{"messages":[{"role":"user","content":{"type":"text","text":"hi"}}],"maxTokens":5}});
                Post::accepted(vec![message(&sampling)])
            }
            (None, Some("srv-sample")) => {
                let text = req["result"]["content"]["text"]
                    .as_str()
                    .unwrap_or("?")
                    .to_string();
                let call = call_req2.lock().unwrap().clone().unwrap();
                Post::accepted(vec![result_for(
                    &call,
                    json!({"content": [{"type": "text", "text": format!("echo:{text}")}]}),
                )])
            }
            _ => Post::accepted(vec![]),
        }
    });
    let server = serve(endpoint_prelude(), script).await;
    let notes = Arc::new(Mutex::new(Vec::new()));
    let notes2 = notes.clone();
    let options = ClientOptions {
        sampling_handler: Some(handler_fn(|_params| async {
            Ok(
                json!({"role": "assistant", "content": {"type": "text", "text": "sampled"}, "model": "lemon", "stopReason": "endTurn"}),
            )
        })),
        roots_handler: Some(handler_fn(|_params| async {
            Ok(json!({"roots": [{"uri": "file:///work", "name": "work"}]}))
        })),
        on_notification: Some(Arc::new(move |n| {
            notes2.lock().unwrap().push(n.method.clone())
        })),
        ..quick()
    };
    let client = Client::connect_sse(
        cfg(&server)
            .header("X-Team", "lemon")
            .header("Authorization", "Bearer tok-123"),
        options,
    )
    .await
    .unwrap();
    assert_eq!(client.state(), ClientState::Ready);
    assert_eq!(client.server_info().unwrap().name, "Legacy Fixture");
    let names: Vec<_> = client
        .list_tools()
        .await
        .unwrap()
        .into_iter()
        .map(|t| t.name)
        .collect();
    assert_eq!(names, ["echo"]);
    let result = client
        .call_tool("echo", json!({"message": "ok"}))
        .await
        .unwrap();
    assert_eq!(result, CallToolResult::text("echo:sampled"));
    assert!(
        notes
            .lock()
            .unwrap()
            .contains(&"notifications/message".to_string())
    );
    client.close().await;

    let log = server.log.lock().unwrap();
    assert_eq!(
        log.methods(),
        [
            "initialize",
            "notifications/initialized",
            "tools/list",
            "tools/call"
        ]
    );
    let (first, get_headers, _) = &log.requests[0];
    assert_eq!(*first, "GET");
    assert_eq!(get_headers["accept"], "text/event-stream");
    for (_, headers, _) in &log.requests {
        assert_eq!(headers["x-team"], "lemon");
        assert_eq!(headers["authorization"], "Bearer tok-123");
    }
    let (_, post_headers, _) = &log.requests[1];
    assert_eq!(post_headers["content-type"], "application/json");
    // Only GET + 7 POSTs: 2 handshake, 2 calls, 2 answers to server requests... and
    // no session or protocol-version headers (this transport has none).
    assert!(log.requests.iter().all(|(_, h, _)| {
        !h.contains_key("mcp-session-id") && !h.contains_key("mcp-protocol-version")
    }));
}

#[tokio::test]
async fn close_ends_the_get_stream_and_is_idempotent() {
    let server = serve(endpoint_prelude(), standard(tools_list)).await;
    let transport = SseTransport::connect(cfg(&server)).await.unwrap();
    assert_eq!(
        transport.display_endpoint(),
        format!("{}/message", server.base)
    );
    let client = Client::connect(transport, quick()).await.unwrap();
    client.close().await;
    client.close().await;
    tokio::time::timeout(Duration::from_secs(5), server.stream_dropped)
        .await
        .expect("the GET stream must end on close")
        .unwrap();
    assert!(matches!(
        client.list_tools().await,
        Err(ClientError::NotReady { .. })
    ));
}

#[tokio::test]
async fn an_absolute_endpoint_on_the_same_origin_is_used() {
    let server = serve(
        Open::Stream(event("endpoint", "{origin}/message?sessionId=abs")),
        standard(tools_list),
    )
    .await;
    let client = Client::connect_sse(cfg(&server), quick()).await.unwrap();
    assert_eq!(client.list_tools().await.unwrap().len(), 1);
    client.close().await;
    assert_eq!(
        server.log.lock().unwrap().methods(),
        ["initialize", "notifications/initialized", "tools/list"]
    );
}

#[tokio::test]
async fn an_endpoint_on_another_origin_is_refused_before_any_post() {
    let server = serve(
        Open::Stream(event(
            "endpoint",
            "http://evil.example:8080/message?sessionId=s3cr3t",
        )),
        standard(tools_list),
    )
    .await;
    let err = Client::connect_sse(
        cfg(&server).header("Authorization", "Bearer tok-123"),
        quick(),
    )
    .await
    .unwrap_err();
    let HttpError::EndpointOrigin {
        endpoint_origin, ..
    } = connect_http_error(&err)
    else {
        panic!("{err:?}");
    };
    assert_eq!(endpoint_origin, "http://evil.example:8080");
    let text = err.to_string();
    assert!(text.contains("another origin"), "{text}");
    assert!(
        !text.contains("s3cr3t") && !text.contains("tok-123"),
        "{text}"
    );
    assert_eq!(server.log.lock().unwrap().requests.len(), 1, "only the GET");
}

#[tokio::test]
async fn a_stream_without_an_endpoint_event_fails_within_the_timeout() {
    // Other events and comments keep arriving, but never `endpoint`.
    let server = serve(
        Open::Stream(b": hello\n\nevent: message\ndata: {}\n\n".to_vec()),
        standard(tools_list),
    )
    .await;
    let started = Instant::now();
    let err = Client::connect_sse(cfg(&server).timeout(Duration::from_millis(400)), quick())
        .await
        .unwrap_err();
    assert!(
        matches!(connect_http_error(&err), HttpError::NoEndpoint { .. }),
        "{err:?}"
    );
    assert!(started.elapsed() < Duration::from_secs(3));
    assert!(err.to_string().contains("no `endpoint` event"), "{err}");
}

#[tokio::test]
async fn a_stream_that_ends_before_the_endpoint_is_a_lost_stream() {
    // A truncated prelude: half an event, then the server ends the body.
    let server = serve(
        Open::Truncated(b"event: endp".to_vec()),
        standard(tools_list),
    )
    .await;
    let err = Client::connect_sse(cfg(&server), quick())
        .await
        .unwrap_err();
    let HttpError::EventStreamLost { reason, .. } = connect_http_error(&err) else {
        panic!("{err:?}");
    };
    assert!(
        reason.contains("before sending the `endpoint` event"),
        "{reason}"
    );
}

#[tokio::test]
async fn html_error_pages_and_wrong_content_types_are_typed_and_summarised() {
    let page = "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>upstream</body></html>".to_string();
    let server = serve(
        Open::Plain(StatusCode::BAD_GATEWAY, "text/html", page.clone()),
        standard(tools_list),
    )
    .await;
    let err = Client::connect_sse(cfg(&server), quick())
        .await
        .unwrap_err();
    let HttpError::Status { status, detail, .. } = connect_http_error(&err) else {
        panic!("{err:?}");
    };
    assert_eq!(*status, 502);
    assert!(detail.contains("502 Bad Gateway"), "{detail}");

    // A 200 login page instead of a stream.
    let server = serve(
        Open::Plain(StatusCode::OK, "text/html", page),
        standard(tools_list),
    )
    .await;
    let err = Client::connect_sse(cfg(&server), quick())
        .await
        .unwrap_err();
    let HttpError::UnexpectedContentType { content_type, .. } = connect_http_error(&err) else {
        panic!("{err:?}");
    };
    assert_eq!(content_type, "text/html");

    // A Streamable-HTTP-style JSON answer.
    let server = serve(
        Open::Plain(
            StatusCode::OK,
            "application/json",
            "{\"jsonrpc\":\"2.0\"}".into(),
        ),
        standard(tools_list),
    )
    .await;
    let err = Client::connect_sse(cfg(&server), quick())
        .await
        .unwrap_err();
    assert!(connect_http_error(&err).is_protocol_violation(), "{err:?}");
}

#[tokio::test]
async fn an_html_error_on_one_post_fails_that_call_and_the_client_stays_ready() {
    let server = serve(
        endpoint_prelude(),
        standard(|req| match req["method"].as_str() {
            Some("tools/call") => Post {
                status: StatusCode::INTERNAL_SERVER_ERROR,
                content_type: "text/html",
                body: "<html><head><title>Oops</title></head></html>".into(),
                ..Post::accepted(vec![])
            },
            _ => tools_list(req),
        }),
    )
    .await;
    let client = Client::connect_sse(cfg(&server), quick()).await.unwrap();
    let err = client.call_tool("echo", json!({})).await.unwrap_err();
    let Some(TransportError::Http(HttpError::Status {
        status,
        detail,
        url,
        ..
    })) = err.transport_error()
    else {
        panic!("{err:?}");
    };
    assert_eq!(*status, 500);
    assert!(detail.contains("Oops"), "{detail}");
    assert!(
        !url.contains("s3cr3t-session"),
        "the endpoint's query is hidden: {url}"
    );
    assert_eq!(client.state(), ClientState::Ready);
    assert_eq!(client.list_tools().await.unwrap().len(), 1);
    client.close().await;
}

#[tokio::test]
async fn malformed_events_are_skipped_and_the_answer_still_arrives() {
    let server = serve(
        endpoint_prelude(),
        standard(|req| match req["method"].as_str() {
            Some("tools/list") => {
                let mut junk = vec![
                    b"event: message\ndata: not json at all\n\n".to_vec(),
                    b"data: {\"jsonrpc\":\"1.0\"}\n\n".to_vec(),
                    b"event: endpoint\ndata: http://evil.example/x\n\n".to_vec(),
                    b"retry: soon\nid: \0bad\n: comment\n\n".to_vec(),
                ];
                // The real answer split across chunks, with CRLF line ends.
                let answer = String::from_utf8(tools_list(req).push.remove(0)).unwrap();
                let answer = answer.replace('\n', "\r\n");
                let (a, b) = answer.split_at(answer.len() / 2);
                junk.push(a.as_bytes().to_vec());
                junk.push(b.as_bytes().to_vec());
                Post::accepted(junk)
            }
            _ => Post::accepted(vec![]),
        }),
    )
    .await;
    let client = Client::connect_sse(cfg(&server), quick()).await.unwrap();
    assert_eq!(client.list_tools().await.unwrap().len(), 1);
    assert_eq!(client.state(), ClientState::Ready);
    client.close().await;
}

#[tokio::test]
async fn a_stream_that_drops_mid_request_disconnects_with_a_typed_reason() {
    // Half an answer, then the server ends the stream cleanly, or the connection breaks.
    for (broken, expected) in [(false, "closed the stream"), (true, "connection failed")] {
        let server = serve(
            endpoint_prelude(),
            standard(move |req| match req["method"].as_str() {
                Some("tools/list") => Post {
                    end_stream: !broken,
                    break_stream: broken,
                    ..Post::accepted(vec![b"event: message\ndata: {\"jsonrpc\":".to_vec()])
                },
                _ => Post::accepted(vec![]),
            }),
        )
        .await;
        let client = Client::connect_sse(cfg(&server), quick()).await.unwrap();
        let started = Instant::now();
        let err = client.list_tools().await.unwrap_err();
        assert!(
            started.elapsed() < Duration::from_secs(3),
            "no wait for the timeout"
        );
        let Some(DisconnectReason::Transport(TransportError::Http(HttpError::EventStreamLost {
            reason,
            ..
        }))) = err.disconnect_reason()
        else {
            panic!("{err:?}");
        };
        assert!(reason.contains(expected), "{reason}");
        assert!(!err.to_string().contains("s3cr3t-session"), "{err}");
        assert_eq!(client.state(), ClientState::Disconnected);
        assert!(matches!(
            client.closed_reason(),
            Some(DisconnectReason::Transport(TransportError::Http(
                HttpError::EventStreamLost { .. }
            )))
        ));
        assert!(matches!(
            client.list_tools().await,
            Err(ClientError::NotReady { .. })
        ));
    }
}

#[tokio::test]
async fn a_gigantic_event_is_frame_too_large_not_unbounded_memory() {
    const LIMIT: usize = 64 * 1024;
    let server = serve(
        endpoint_prelude(),
        standard(|req| match req["method"].as_str() {
            // 4 MiB of data in one event that never ends, in 64 KiB chunks.
            Some("tools/list") => {
                let mut push = vec![b"event: message\ndata: ".to_vec()];
                push.extend((0..64).map(|_| vec![b'x'; 64 * 1024]));
                Post::accepted(push)
            }
            _ => Post::accepted(vec![]),
        }),
    )
    .await;
    let client = Client::connect_sse(cfg(&server).max_body_bytes(LIMIT), quick())
        .await
        .unwrap();
    let err = client.list_tools().await.unwrap_err();
    assert!(
        matches!(
            err.disconnect_reason(),
            Some(DisconnectReason::Transport(TransportError::FrameTooLarge {
                limit: LIMIT
            }))
        ),
        "{err:?}"
    );

    // The same bound while waiting for the endpoint event.
    let mut huge = b"event: endpoint\ndata: /".to_vec();
    huge.extend(vec![b'a'; 2 * LIMIT]);
    let server = serve(Open::Stream(huge), standard(tools_list)).await;
    let err = Client::connect_sse(cfg(&server).max_body_bytes(LIMIT), quick())
        .await
        .unwrap_err();
    assert!(
        matches!(
            err.transport_error(),
            Some(TransportError::FrameTooLarge { limit: LIMIT })
        ),
        "{err:?}"
    );
}

#[tokio::test]
async fn an_unanswered_call_times_out_and_is_cancelled_on_the_server() {
    let server = serve(
        endpoint_prelude(),
        standard(|req| match req["method"].as_str() {
            Some("tools/call") => Post::accepted(vec![]),
            _ => tools_list(req),
        }),
    )
    .await;
    let options = ClientOptions {
        request_timeout: Duration::from_millis(300),
        ..quick()
    };
    let client = Client::connect_sse(cfg(&server), options).await.unwrap();
    let started = Instant::now();
    let err = client.call_tool("echo", json!({})).await.unwrap_err();
    assert!(matches!(err, ClientError::Timeout { .. }), "{err:?}");
    assert!(started.elapsed() < Duration::from_secs(3));
    assert!(
        server
            .log
            .lock()
            .unwrap()
            .methods()
            .contains(&"notifications/cancelled".to_string())
    );
    assert_eq!(client.list_tools().await.unwrap().len(), 1);
    client.close().await;
}

#[tokio::test]
async fn nothing_secret_reaches_errors_or_debug() {
    // Credentials and a query in the SSE URL, a secret header, and a refusing server.
    let server = serve(
        Open::Plain(StatusCode::UNAUTHORIZED, "text/plain", "no".into()),
        standard(tools_list),
    )
    .await;
    let url = server.sse_url().replace("http://", "http://user:pa55w0rd@") + "?api_key=k3y";
    let config = SseConfig::new(url)
        .header("Authorization", "Bearer tok-123")
        .timeout(Duration::from_secs(5));
    let shown = format!("{config:?}");
    let err = Client::connect_sse(config, quick()).await.unwrap_err();
    let HttpError::Status { status: 401, .. } = connect_http_error(&err) else {
        panic!("{err:?}");
    };
    for text in [err.to_string(), format!("{err:?}"), shown] {
        for secret in ["pa55w0rd", "user:", "k3y", "tok-123"] {
            assert!(!text.contains(secret), "{secret} in {text}");
        }
    }

    // A refused connection names the URL without them either.
    let err = SseTransport::connect(SseConfig::new(
        "http://user:pa55w0rd@127.0.0.1:1/sse?api_key=k3y",
    ))
    .await
    .unwrap_err();
    assert!(matches!(err, HttpError::Request { .. }), "{err:?}");
    assert!(!err.to_string().contains("pa55w0rd") && !err.to_string().contains("k3y"));
}

#[tokio::test]
async fn newest_version_is_offered_and_2024_11_05_can_be_pinned() {
    let server = serve(endpoint_prelude(), standard(tools_list)).await;
    let client = Client::connect_sse(cfg(&server), quick()).await.unwrap();
    assert_eq!(client.protocol_version().unwrap().as_str(), "2025-11-25");
    client.close().await;
    let server = serve(endpoint_prelude(), standard(tools_list)).await;
    let options = ClientOptions {
        protocol_version: lemon_mcp::protocol::version::ProtocolVersion::parse("2024-11-05"),
        ..quick()
    };
    let client = Client::connect_sse(cfg(&server), options).await.unwrap();
    assert_eq!(client.protocol_version().unwrap().as_str(), "2024-11-05");
    client.close().await;
}

#[tokio::test]
async fn a_post_that_hangs_is_bounded_by_the_request_timeout_not_the_post_timeout() {
    let server = serve(
        endpoint_prelude(),
        standard(|req| match req["method"].as_str() {
            Some("tools/call") => Post {
                hold: Duration::from_secs(20),
                ..Post::accepted(vec![])
            },
            _ => tools_list(req),
        }),
    )
    .await;
    let options = ClientOptions {
        request_timeout: Duration::from_millis(300),
        ..quick()
    };
    // The POST limit (20 s) is far above the request's: the request's wins.
    let client = Client::connect_sse(cfg(&server).timeout(Duration::from_secs(20)), options)
        .await
        .unwrap();
    let started = Instant::now();
    let err = client.call_tool("echo", json!({})).await.unwrap_err();
    assert!(matches!(err, ClientError::Timeout { .. }), "{err:?}");
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(client.list_tools().await.unwrap().len(), 1);
    client.close().await;
}

#[tokio::test]
async fn concurrent_calls_are_correlated_when_answers_arrive_out_of_order() {
    // Each call's answer is pushed later the smaller its number, so they arrive
    // in reverse order of sending.
    let server = serve(
        endpoint_prelude(),
        standard(|req| match req["method"].as_str() {
            Some("tools/call") => {
                let n = req["params"]["arguments"]["n"].as_u64().unwrap_or(0);
                let text = format!("n={n}");
                Post {
                    hold: Duration::from_millis((16 - n) * 15),
                    ..Post::accepted(vec![result_for(
                        req,
                        json!({"content": [{"type": "text", "text": text}]}),
                    )])
                }
            }
            _ => tools_list(req),
        }),
    )
    .await;
    let client = Client::connect_sse(cfg(&server), quick()).await.unwrap();
    let calls = (0..16u64).map(|n| {
        let client = client.clone();
        async move { (n, client.call_tool("echo", json!({"n": n})).await) }
    });
    for (n, result) in futures::future::join_all(calls).await {
        assert_eq!(result.unwrap(), CallToolResult::text(format!("n={n}")));
    }
    client.close().await;
}

#[tokio::test]
async fn a_refused_post_for_a_notification_is_returned_to_the_caller() {
    let base = standard(tools_list);
    let script: Script = Arc::new(move |req| {
        if req["method"] == "notifications/roots/list_changed" {
            Post {
                status: StatusCode::NOT_FOUND,
                body: "Could not find session".into(),
                ..Post::accepted(vec![])
            }
        } else {
            base(req)
        }
    });
    let server = serve(endpoint_prelude(), script).await;
    let client = Client::connect_sse(cfg(&server), quick()).await.unwrap();
    let err = client.notify_roots_changed().await.unwrap_err();
    assert!(
        matches!(
            err.transport_error(),
            Some(TransportError::Http(HttpError::Status { status: 404, .. }))
        ),
        "{err:?}"
    );
    client.close().await;
}
