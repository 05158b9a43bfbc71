//! The HTTP server's accept loop: the connection bound, the header-read timeout and the
//! graceful end of every connection on shutdown.
//!
//! `axum::serve` offers none of the first two (it sets no timer on hyper's connection
//! builder, so hyper's own header-read timeout never fires, and it accepts without
//! limit), so a client that opens sockets and never finishes a request would hold them
//! forever. This loop serves each connection with hyper's HTTP/1 builder directly, a
//! Tokio timer set, and counts open connections with a semaphore.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

/// What the accept loop enforces (from [`super::http::HttpConfig`]).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Limits {
    /// A connection must deliver a complete request head this soon after it opens or
    /// after its previous response (so an idle keep-alive connection ends too).
    pub header_read_timeout: Duration,
    /// Open connections at most; one beyond is answered 503 and closed at once.
    pub max_connections: usize,
}

/// The answer to a connection beyond the bound, written without waiting (a client that
/// does not read it still sees the connection close).
const BUSY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n\
connection: close\r\nretry-after: 1\r\ncontent-length: 58\r\n\r\n\
{\"error\":\"Too many open connections; retry in a moment\"}\r\n";

/// Accepts until `stop` fires, then asks every connection to finish its current
/// response and close, and waits for them.
pub(crate) async fn accept_loop(
    listener: TcpListener,
    app: axum::Router,
    limits: Limits,
    stop: CancellationToken,
) -> std::io::Result<()> {
    let open = Arc::new(Semaphore::new(limits.max_connections.max(1)));
    let connections = TaskTracker::new();
    let mut refused: u64 = 0;
    loop {
        let accepted = tokio::select! {
            () = stop.cancelled() => break,
            accepted = listener.accept() => accepted,
        };
        let (stream, peer) = match accepted {
            Ok(pair) => pair,
            Err(e) if is_connection_error(&e) => continue,
            Err(e) => {
                // Out of file descriptors and the like: wait instead of spinning, and
                // keep serving the connections already open.
                tracing::warn!(error = %e, "MCP HTTP server could not accept a connection");
                tokio::select! {
                    () = stop.cancelled() => break,
                    () = tokio::time::sleep(Duration::from_millis(100)) => continue,
                }
            }
        };
        let Ok(permit) = open.clone().try_acquire_owned() else {
            refused += 1;
            // The first refusal and then one in every 1000: a flood must not flood the log.
            if refused % 1000 == 1 {
                tracing::warn!(
                    limit = limits.max_connections,
                    refused,
                    "MCP HTTP server at its connection limit; refusing new connections"
                );
            }
            let _ = stream.try_write(BUSY);
            drop(stream);
            continue;
        };
        let app = app.clone();
        let stop = stop.clone();
        connections.spawn(async move {
            serve_connection(stream, peer, app, limits, stop).await;
            drop(permit);
        });
    }
    drop(listener);
    connections.close();
    connections.wait().await;
    Ok(())
}

async fn serve_connection(
    stream: TcpStream,
    peer: SocketAddr,
    app: axum::Router,
    limits: Limits,
    stop: CancellationToken,
) {
    // Small JSON-RPC messages: send each one at once rather than after the next ACK.
    let _ = stream.set_nodelay(true);
    let service = TowerToHyperService::new(app);
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout)
        .keep_alive(true);
    let connection = builder.serve_connection(TokioIo::new(stream), service);
    tokio::pin!(connection);
    let result = tokio::select! {
        result = connection.as_mut() => result,
        () = stop.cancelled() => {
            connection.as_mut().graceful_shutdown();
            connection.await
        }
    };
    if let Err(e) = result {
        // A header timeout, a reset or a malformed request: the connection's own end.
        tracing::debug!(%peer, error = %e, "MCP HTTP connection ended");
    }
}

/// Errors of one incoming connection (it went away before being accepted); the
/// listener itself is fine.
fn is_connection_error(e: &std::io::Error) -> bool {
    matches!(
        e.kind(),
        std::io::ErrorKind::ConnectionRefused
            | std::io::ErrorKind::ConnectionAborted
            | std::io::ErrorKind::ConnectionReset
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_busy_answer_is_well_formed() {
        let text = std::str::from_utf8(BUSY).unwrap();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        let length: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length: "))
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(body.len(), length);
        let json: serde_json::Value = serde_json::from_str(body.trim()).unwrap();
        assert!(json["error"].as_str().unwrap().contains("connections"));
    }
}
