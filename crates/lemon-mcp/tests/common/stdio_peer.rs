//! The stdio server on the far end of an in-process `tokio::io::duplex` pipe, with the
//! fixture handler: what the stdio tests (both wires) talk to.

use std::time::Duration;

use lemon_mcp::server::{ServerOptions, stdio};
use serde_json::{Value, json};
use tokio::io::{
    AsyncBufReadExt, AsyncWriteExt, BufReader, DuplexStream, Lines, ReadHalf, WriteHalf,
};

use super::{DropFlag, fixture, init_params};

/// The client end of the pipe, and the server serving the other end.
pub struct Peer {
    pub tx: WriteHalf<DuplexStream>,
    pub lines: Lines<BufReader<ReadHalf<DuplexStream>>>,
    pub server: stdio::StdioServer,
}

impl Peer {
    pub fn start(options: ServerOptions) -> (Peer, DropFlag) {
        let flag = DropFlag::default();
        let (client, server) = tokio::io::duplex(1 << 20);
        let (srx, stx) = tokio::io::split(server);
        let server = stdio::serve_io(fixture(flag.clone()), srx, stx, options);
        let (crx, ctx) = tokio::io::split(client);
        (
            Peer {
                tx: ctx,
                lines: BufReader::new(crx).lines(),
                server,
            },
            flag,
        )
    }

    pub async fn send_raw(&mut self, text: &str) {
        self.tx.write_all(text.as_bytes()).await.unwrap();
        self.tx.write_all(b"\n").await.unwrap();
    }

    pub async fn send(&mut self, v: Value) {
        self.send_raw(&v.to_string()).await;
    }

    pub async fn recv(&mut self) -> Value {
        let line = tokio::time::timeout(Duration::from_secs(5), self.lines.next_line())
            .await
            .expect("no message within 5 s")
            .unwrap()
            .expect("server closed its output");
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON: {line}: {e}"))
    }

    pub async fn request(&mut self, id: i64, method: &str, params: Value) -> Value {
        self.send(json!({"jsonrpc":"2.0","id":id,"method":method,"params":params}))
            .await;
        let v = self.recv().await;
        assert_eq!(v["id"], json!(id), "unexpected message {v}");
        v
    }

    pub async fn ready(options: ServerOptions, capabilities: Value) -> (Peer, DropFlag) {
        let (mut p, flag) = Peer::start(options);
        let v = p
            .request(0, "initialize", init_params("2025-11-25", capabilities))
            .await;
        assert_eq!(v["result"]["protocolVersion"], "2025-11-25");
        p.send(json!({"jsonrpc":"2.0","method":"notifications/initialized"}))
            .await;
        (p, flag)
    }
}
