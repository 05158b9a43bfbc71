//! The stdio server as a real child process on real pipes (the test binary runs itself
//! with `--serve`). Checks framing, that stdout carries only protocol messages while
//! the server logs to stderr, and a clean exit at end of input.

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use lemon_mcp::server::{ServerOptions, stdio};
use serde_json::{Value, json};

fn main() {
    if std::env::args().any(|a| a == "--serve") {
        serve();
        return;
    }
    run_client();
    println!("server_stdio_process: ok");
}

fn serve() {
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("cannot start a runtime: {e}");
            std::process::exit(2);
        }
    };
    // Diagnostics go to stderr; stdout belongs to the protocol.
    eprintln!("child: serving on stdio");
    let result = runtime.block_on(stdio::serve_stdio(
        common::fixture(Default::default()),
        ServerOptions::default(),
    ));
    if let Err(e) = result {
        eprintln!("child: {e}");
        std::process::exit(1);
    }
}

fn run_client() {
    let exe = std::env::current_exe().expect("test binary path");
    let started = Instant::now();
    let mut child = Command::new(exe)
        .arg("--serve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn the server");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    let mut send = |v: Value| {
        writeln!(stdin, "{v}").expect("write");
        stdin.flush().expect("flush");
    };
    let mut recv = || -> Value {
        let line = lines.next().expect("a line").expect("read");
        serde_json::from_str(&line)
            .unwrap_or_else(|e| panic!("stdout carried a non-JSON line {line:?}: {e}"))
    };
    send(
        json!({"jsonrpc":"2.0","id":1,"method":"initialize","params":common::init_params("2025-11-25", json!({"sampling":{}}))}),
    );
    assert_eq!(recv()["result"]["protocolVersion"], "2025-11-25");
    send(json!({"jsonrpc":"2.0","method":"notifications/initialized"}));
    send(json!({"jsonrpc":"2.0","id":2,"method":"tools/list"}));
    let tools = recv();
    let init_and_list = started.elapsed();
    assert_eq!(tools["result"]["tools"][0]["name"], "echo");
    eprintln!(
        "server_stdio_process: spawn + initialize + tools/list took {init_and_list:?} (debug build)"
    );

    for i in 0..200 {
        send(
            json!({"jsonrpc":"2.0","id":100 + i,"method":"tools/call","params":{"name":"echo","arguments":{"message":i.to_string()}}}),
        );
        let v = recv();
        assert_eq!(v["id"], 100 + i);
        assert_eq!(v["result"]["content"][0]["text"], format!("echo:{i}"));
    }
    // A server→client request and its answer over the real pipes.
    send(
        json!({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"sample","arguments":{"message":"q"}}}),
    );
    let req = recv();
    assert_eq!(req["method"], "sampling/createMessage");
    send(
        json!({"jsonrpc":"2.0","id":req["id"],"result":{"role":"assistant","content":{"type":"text","text":"a"},"model":"m"}}),
    );
    assert_eq!(recv()["result"]["content"][0]["text"], "sampled:a");
    // Messages with embedded newlines stay on one line.
    send(
        json!({"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"echo","arguments":{"message":"two\nlines"}}}),
    );
    assert_eq!(recv()["result"]["content"][0]["text"], "echo:two\nlines");

    drop(stdin);
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait") {
            break status;
        }
        assert!(
            Instant::now() < deadline,
            "the server did not exit after end of input"
        );
        std::thread::sleep(Duration::from_millis(10));
    };
    assert!(status.success(), "server exit status {status}");
    assert!(lines.next().is_none(), "nothing after the last answer");
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().expect("stderr"), &mut stderr)
        .expect("stderr");
    assert!(stderr.contains("child: serving on stdio"), "{stderr}");
}
