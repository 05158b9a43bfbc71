//! The Streamable HTTP server's connection limits on real sockets (127.0.0.1): the
//! header-read timeout closes slow-header connections while a real client keeps
//! working, the connection bound refuses what is beyond it without touching open
//! sessions, and idle sessions expire with 404.

mod common;

use std::time::{Duration, Instant};

use common::{DropFlag, fixture, init_params};
use lemon_mcp::client::http::{HttpConfig as ClientHttpConfig, HttpTransport};
use lemon_mcp::client::{Client, ClientOptions};
use lemon_mcp::server::http::{self, HttpConfig, HttpServer};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

async fn start(config: HttpConfig) -> HttpServer {
    http::serve(fixture(DropFlag::default()), config)
        .await
        .unwrap()
}

async fn client(server: &HttpServer) -> Client {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let transport = HttpTransport::new(ClientHttpConfig::new(server.url())).unwrap();
    Client::connect(transport, ClientOptions::default())
        .await
        .unwrap()
}

async fn echo(client: &Client, message: &str) {
    let result = client
        .call_tool("echo", json!({ "message": message }))
        .await
        .unwrap();
    assert!(!result.is_error());
    assert_eq!(
        serde_json::to_value(&result).unwrap()["content"][0]["text"],
        format!("echo:{message}")
    );
}

/// A connection that sent part of a request head and then nothing more.
async fn slow_header(server: &HttpServer) -> TcpStream {
    let mut s = TcpStream::connect(server.local_addr()).await.unwrap();
    s.write_all(b"POST /mcp HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n")
        .await
        .unwrap();
    s
}

/// Whether the server closed `s` (EOF or reset) within `wait`; what it sent first.
async fn closed_within(s: &mut TcpStream, wait: Duration) -> Option<Vec<u8>> {
    let mut got = Vec::new();
    let mut buf = [0u8; 512];
    let deadline = tokio::time::Instant::now() + wait;
    loop {
        match tokio::time::timeout_at(deadline, s.read(&mut buf)).await {
            Err(_) => return None,
            Ok(Ok(0)) | Ok(Err(_)) => return Some(got),
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_header_connections_are_closed_after_the_timeout_while_a_client_works() {
    let timeout = Duration::from_secs(2);
    let server = start(
        HttpConfig::default()
            .with_header_read_timeout(timeout)
            .with_max_connections(1024),
    )
    .await;
    let opened = Instant::now();
    let mut slow = Vec::new();
    for _ in 0..400 {
        slow.push(slow_header(&server).await);
    }
    // A few more trickle a header byte every 200 ms: the timeout bounds the whole
    // head, not the gap between bytes.
    let mut trickling = Vec::new();
    for _ in 0..5 {
        trickling.push(slow_header(&server).await);
    }
    let trickle = tokio::spawn(async move {
        for i in 0..40u32 {
            tokio::time::sleep(Duration::from_millis(200)).await;
            for s in &mut trickling {
                if s.write_all(b"x").await.is_err() {
                    return (trickling, i);
                }
            }
        }
        (trickling, 40)
    });

    // Meanwhile a real client connects and calls.
    let c = client(&server).await;
    for i in 0..20 {
        echo(&c, &format!("during {i}")).await;
    }
    assert!(
        opened.elapsed() < timeout,
        "the client's calls took longer than the header timeout; the test proves nothing"
    );
    // Before the timeout, the slow connections are still open.
    assert_eq!(
        closed_within(&mut slow[0], Duration::from_millis(100)).await,
        None
    );

    // After it, every one of them is closed.
    let wait = timeout + Duration::from_secs(5);
    let mut still_open = 0;
    for s in &mut slow {
        let left = wait.saturating_sub(opened.elapsed());
        if closed_within(s, left).await.is_none() {
            still_open += 1;
        }
    }
    assert_eq!(
        still_open,
        0,
        "slow-header connections open {:?} after they opened",
        opened.elapsed()
    );
    let (_, rounds) = trickle.await.unwrap();
    assert!(
        rounds < 40,
        "a trickling connection survived 8 s of a 2 s header timeout"
    );

    // The client still works (a new connection if its pooled one went idle too long).
    echo(&c, "after").await;
    c.close().await;
    server.shutdown().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_connection_bound_refuses_new_connections_and_keeps_open_sessions() {
    let bound = 8;
    let server = start(HttpConfig::default().with_max_connections(bound)).await;
    let c = client(&server).await;
    echo(&c, "before").await;

    // Fill the server up and beyond: everything past the bound is answered 503 and
    // closed promptly.
    let mut held = Vec::new();
    let mut refused = 0;
    for _ in 0..30 {
        let mut s = TcpStream::connect(server.local_addr()).await.unwrap();
        match closed_within(&mut s, Duration::from_millis(300)).await {
            Some(answer) => {
                let text = String::from_utf8_lossy(&answer);
                assert!(text.starts_with("HTTP/1.1 503 "), "{text}");
                assert!(text.contains("retry-after: 1"), "{text}");
                refused += 1;
            }
            None => held.push(s),
        }
    }
    // The client holds at least one of the bound's connections.
    assert!(
        held.len() < bound && refused >= 30 - bound,
        "held {} refused {refused}",
        held.len()
    );

    // The session opened before keeps working on its connection.
    for i in 0..10 {
        echo(&c, &format!("at the bound {i}")).await;
    }

    // Freed slots are usable again.
    drop(held);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let other = client(&server).await;
    echo(&other, "after").await;
    other.close().await;
    c.close().await;
    server.shutdown().await.unwrap();
}

async fn post(
    http: &reqwest::Client,
    url: &str,
    session: Option<&str>,
    body: Value,
) -> reqwest::Response {
    let mut rb = http
        .post(url)
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream")
        .body(body.to_string());
    if let Some(s) = session {
        rb = rb
            .header("mcp-session-id", s)
            .header("mcp-protocol-version", "2025-11-25");
    }
    rb.send().await.unwrap()
}

async fn open_session(http: &reqwest::Client, url: &str) -> String {
    let resp = post(
        http,
        url,
        None,
        json!({"jsonrpc":"2.0","id":0,"method":"initialize","params":init_params("2025-11-25", json!({}))}),
    )
    .await;
    assert_eq!(resp.status(), 200);
    let id = resp.headers()["mcp-session-id"]
        .to_str()
        .unwrap()
        .to_string();
    let resp = post(
        http,
        url,
        Some(&id),
        json!({"jsonrpc":"2.0","method":"notifications/initialized"}),
    )
    .await;
    assert_eq!(resp.status(), 202);
    id
}

#[tokio::test]
async fn an_idle_session_expires_with_404_while_a_used_one_lives() {
    let server =
        start(HttpConfig::default().with_session_idle_timeout(Duration::from_millis(600))).await;
    let _ = rustls::crypto::ring::default_provider().install_default();
    let http = reqwest::Client::new();
    let url = server.url();
    let idle = open_session(&http, &url).await;
    let used = open_session(&http, &url).await;
    let ping = json!({"jsonrpc":"2.0","id":1,"method":"ping"});
    for _ in 0..12 {
        tokio::time::sleep(Duration::from_millis(150)).await;
        assert_eq!(
            post(&http, &url, Some(&used), ping.clone()).await.status(),
            200
        );
    }
    // 1.8 s after its last request, three times the idle timeout.
    let resp = post(&http, &url, Some(&idle), ping.clone()).await;
    assert_eq!(resp.status(), 404);
    assert!(resp.text().await.unwrap().contains("send a new initialize"));
    assert_eq!(server.sessions().len(), 1);
    // The client starts over with a new session.
    let again = open_session(&http, &url).await;
    assert_eq!(post(&http, &url, Some(&again), ping).await.status(), 200);
    server.shutdown().await.unwrap();
}

#[tokio::test]
async fn a_body_that_stalls_gets_408_and_the_connection_closes() {
    let server =
        start(HttpConfig::default().with_body_read_timeout(Duration::from_millis(500))).await;
    let mut s = TcpStream::connect(server.local_addr()).await.unwrap();
    let head = "POST /mcp HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n\
                accept: application/json, text/event-stream\r\ncontent-length: 100\r\n\r\n";
    s.write_all(head.as_bytes()).await.unwrap();
    s.write_all(b"{\"jsonrpc\":").await.unwrap();
    let started = Instant::now();
    let answer = closed_within(&mut s, Duration::from_secs(5))
        .await
        .expect("the server closes a stalled body's connection");
    let text = String::from_utf8_lossy(&answer);
    assert!(text.starts_with("HTTP/1.1 408 "), "{text}");
    assert!(started.elapsed() >= Duration::from_millis(400));
    server.shutdown().await.unwrap();
}
