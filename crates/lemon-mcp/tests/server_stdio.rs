//! The stdio server driven in-process through a `tokio::io::duplex` pipe pair.

mod common;

use std::time::Duration;

use common::init_params;
use common::stdio_peer::Peer;
use lemon_mcp::server::ServerOptions;
use serde_json::{Value, json};
use tokio::io::AsyncWriteExt;

#[tokio::test]
async fn lifecycle_gating_and_initialize_validation() {
    let (mut p, _) = Peer::start(ServerOptions::default());
    let v = p.request(1, "ping", json!({})).await;
    assert_eq!(v["result"], json!({}));
    let v = p.request(2, "tools/list", json!({})).await;
    assert_eq!(v["error"]["code"], -32002);
    assert_eq!(v["error"]["message"], "Server not initialized");
    let v = p.request(3, "initialize", Value::Null).await;
    assert_eq!(
        (v["error"]["code"].clone(), v["error"]["message"].clone()),
        (json!(-32600), json!("params must be an object"))
    );
    let v = p
        .request(4, "initialize", json!({"capabilities": {}}))
        .await;
    assert_eq!(
        v["error"]["message"],
        "Missing or invalid 'protocolVersion' parameter"
    );
    let v = p
        .request(5, "initialize", init_params("2024-11-05", json!({})))
        .await;
    let r = &v["result"];
    assert_eq!(r["protocolVersion"], "2024-11-05");
    assert_eq!(
        r["serverInfo"],
        json!({"name": "HTTP Fixture", "version": "1.0.0"})
    );
    assert_eq!(r["capabilities"]["tools"], json!({}));
    assert_eq!(r["capabilities"]["prompts"], json!({}));
    assert_eq!(r["capabilities"]["resources"], json!({"subscribe": true}));
    // Still gated until the initialized notification.
    let v = p.request(6, "resources/list", json!({})).await;
    assert_eq!(v["error"]["code"], -32002);
    // `initialized` sent as a request (the original's alias) is answered with null.
    let v = p.request(70, "initialized", json!({})).await;
    assert_eq!(v["result"], Value::Null);
    let v = p.request(7, "tools/list", json!({})).await;
    let names: Vec<_> = v["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(&names[..3], ["echo", "fail", "broken"]);
    let v = p.request(8, "no/such", json!({})).await;
    assert_eq!(v["error"]["code"], -32601);
    assert!(v["error"]["message"].as_str().unwrap().contains("no/such"));
    p.tx.shutdown().await.unwrap();
    tokio::time::timeout(Duration::from_secs(5), p.server.wait())
        .await
        .expect("ends at EOF")
        .unwrap();
}

#[tokio::test]
async fn unknown_versions_get_the_newest_or_a_strict_refusal() {
    let (mut p, _) = Peer::start(ServerOptions::default());
    let v = p
        .request(1, "initialize", init_params("invalid-version", json!({})))
        .await;
    assert_eq!(v["result"]["protocolVersion"], "2025-11-25");
    let (mut p, _) = Peer::start(ServerOptions::default().with_strict_protocol_version(true));
    let v = p
        .request(1, "initialize", init_params("invalid-version", json!({})))
        .await;
    assert_eq!(v["error"]["code"], -32600);
    assert_eq!(
        v["error"]["message"],
        "Unsupported protocol version: invalid-version"
    );
}

#[tokio::test]
async fn tool_results_failures_errors_and_panics() {
    let (mut p, _) = Peer::ready(ServerOptions::default(), json!({})).await;
    let v = p
        .request(
            1,
            "tools/call",
            json!({"name":"echo","arguments":{"message":"ok"}}),
        )
        .await;
    assert_eq!(
        v["result"]["content"],
        json!([{"type":"text","text":"echo:ok"}])
    );
    assert!(v["result"].get("isError").is_none_or(|e| e == false));
    let v = p.request(2, "tools/call", json!({"name":"fail"})).await;
    assert_eq!(v["result"]["isError"], true);
    assert_eq!(v["result"]["content"][0]["text"], "planned failure");
    let v = p.request(3, "tools/call", json!({"name":"broken"})).await;
    assert_eq!(
        v["error"],
        json!({"code": -32600, "message": "Tool failed to execute"})
    );
    let v = p.request(4, "tools/call", json!({"name":"panic"})).await;
    assert_eq!(v["error"]["code"], -32600);
    assert!(v["error"]["message"].as_str().unwrap().contains("boom"));
    let v = p.request(5, "tools/call", json!({"name":"nope"})).await;
    assert_eq!(v["error"]["code"], -32602);
    // The server survived the panic.
    assert_eq!(p.request(6, "ping", json!({})).await["result"], json!({}));
    // Exact validation texts.
    let v = p.request(7, "tools/call", Value::Null).await;
    assert_eq!(
        v["error"],
        json!({"code": -32602, "message": "params must be an object"})
    );
    let v = p
        .request(8, "tools/call", json!({"name":"echo","arguments":"Alice"}))
        .await;
    assert_eq!(v["error"]["message"], "'arguments' must be an object");
    let v = p.request(9, "tools/call", json!({"arguments":{}})).await;
    assert_eq!(v["error"]["message"], "Missing or invalid 'name' parameter");
}

#[tokio::test]
async fn resources_templates_prompts_completion_subscribe_and_levels() {
    let (mut p, _) = Peer::ready(ServerOptions::default(), json!({})).await;
    let v = p.request(1, "resources/list", json!({})).await;
    assert_eq!(v["result"]["resources"][0]["uri"], "fixture://status");
    let v = p
        .request(2, "resources/read", json!({"uri":"fixture://status"}))
        .await;
    assert_eq!(v["result"]["contents"][0]["text"], "status:ok");
    let v = p.request(3, "resources/read", json!({})).await;
    assert_eq!(v["error"]["code"], -32602);
    let v = p
        .request(4, "resources/read", json!({"uri":"fixture://item/42"}))
        .await;
    assert_eq!(v["result"]["contents"][0]["text"], "item 42");
    let v = p
        .request(5, "resources/read", json!({"uri":"fixture://missing"}))
        .await;
    assert_eq!(v["error"]["message"], "Resource not found");
    let v = p.request(6, "resources/templates/list", json!({})).await;
    assert_eq!(
        v["result"]["resourceTemplates"][0]["uriTemplate"],
        "fixture://item/{id}"
    );
    let v = p
        .request(7, "resources/subscribe", json!({"uri":"fixture://status"}))
        .await;
    assert_eq!(v["result"], json!({}));
    let v = p
        .request(
            8,
            "resources/unsubscribe",
            json!({"uri":"fixture://status"}),
        )
        .await;
    assert_eq!(v["result"], json!({}));
    let v = p
        .request(
            9,
            "prompts/get",
            json!({"name":"brief","arguments":{"topic":"beam"}}),
        )
        .await;
    assert_eq!(v["result"]["messages"][0]["role"], "user");
    assert_eq!(v["result"]["description"], "Write a brief");
    let v = p
        .request(10, "prompts/get", json!({"name":"brief","arguments":"bad"}))
        .await;
    assert_eq!(v["error"]["code"], -32602);
    let v = p.request(11, "prompts/get", json!({"name":"other"})).await;
    assert_eq!(v["error"]["message"], "Prompt not found");
    let v = p
        .request(12, "completion/complete", json!({"ref":{"type":"ref/prompt","name":"brief"},"argument":{"name":"topic","value":"be"}}))
        .await;
    assert_eq!(v["result"]["completion"]["values"], json!(["beam", "bees"]));
    let v = p
        .request(13, "logging/setLevel", json!({"level":"loud"}))
        .await;
    assert_eq!(v["error"]["code"], -32602);
    let v = p
        .request(14, "logging/setLevel", json!({"level":"info"}))
        .await;
    assert_eq!(v["result"], json!({}));
    // With level info, the fixture's debug line is filtered out: 3 logs then the result.
    p.send(json!({"jsonrpc":"2.0","id":15,"method":"tools/call","params":{"name":"log"}}))
        .await;
    for i in 0..3 {
        let v = p.recv().await;
        assert_eq!(v["method"], "notifications/message");
        assert_eq!(v["params"]["data"], format!("step {i}"));
        assert_eq!(v["params"]["level"], "info");
    }
    let v = p.recv().await;
    assert_eq!(v["id"], 15);
}

#[tokio::test]
async fn progress_sampling_and_elicitation_round_trips() {
    let (mut p, _) = Peer::ready(ServerOptions::default(), json!({"sampling": {}})).await;
    p.send(json!({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"progress","_meta":{"progressToken":"tok"}}}))
        .await;
    for expected in [0.0, 50.0, 100.0] {
        let v = p.recv().await;
        assert_eq!(v["method"], "notifications/progress");
        assert_eq!(v["params"]["progressToken"], "tok");
        assert_eq!(v["params"]["progress"], json!(expected));
        assert_eq!(v["params"]["total"], json!(100.0));
    }
    assert_eq!(p.recv().await["result"]["content"][0]["text"], "done");
    // Without a token: no progress notifications.
    let v = p.request(2, "tools/call", json!({"name":"progress"})).await;
    assert_eq!(v["result"]["content"][0]["text"], "done");

    p.send(json!({"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"sample","arguments":{"message":"hello"}}}))
        .await;
    let req = p.recv().await;
    assert_eq!(req["method"], "sampling/createMessage");
    assert_eq!(req["params"]["messages"][0]["content"]["text"], "hello");
    assert_eq!(req["params"]["maxTokens"], 100);
    p.send(json!({"jsonrpc":"2.0","id":req["id"],"result":{"role":"assistant","content":{"type":"text","text":"hi there"},"model":"m"}}))
        .await;
    let v = p.recv().await;
    assert_eq!(v["id"], 3);
    assert_eq!(v["result"]["content"][0]["text"], "sampled:hi there");

    // The client did not declare elicitation: the tool learns it without a request.
    let v = p.request(4, "tools/call", json!({"name":"elicit"})).await;
    assert_eq!(v["result"]["isError"], true);
    assert!(
        v["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("elicitation")
    );
}

#[tokio::test]
async fn a_client_error_answer_reaches_the_tool() {
    let (mut p, _) = Peer::ready(ServerOptions::default(), json!({"sampling": {}})).await;
    p.send(json!({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"sample"}}))
        .await;
    let req = p.recv().await;
    p.send(json!({"jsonrpc":"2.0","id":req["id"],"error":{"code":-1,"message":"User rejected sampling request"}})).await;
    let v = p.recv().await;
    assert_eq!(v["result"]["isError"], true);
    assert!(
        v["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("User rejected")
    );
}

#[tokio::test]
async fn sampling_times_out_and_cancels_the_client_request() {
    let opts = ServerOptions::default().with_client_request_timeout(Duration::from_millis(100));
    let (mut p, _) = Peer::ready(opts, json!({"sampling": {}})).await;
    p.send(json!({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"sample"}}))
        .await;
    let req = p.recv().await;
    assert_eq!(req["method"], "sampling/createMessage");
    let cancel = p.recv().await;
    assert_eq!(cancel["method"], "notifications/cancelled");
    assert_eq!(cancel["params"]["requestId"], req["id"]);
    let v = p.recv().await;
    assert!(
        v["result"]["content"][0]["text"]
            .as_str()
            .unwrap()
            .contains("did not answer")
    );
}

#[tokio::test]
async fn cancellation_stops_the_handler_without_a_response() {
    let (mut p, dropped) = Peer::ready(ServerOptions::default(), json!({})).await;
    p.send(json!({"jsonrpc":"2.0","id":"slow-1","method":"tools/call","params":{"name":"slow"}}))
        .await;
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert!(!dropped.is_set());
    p.send(json!({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"slow-1","reason":"test"}})).await;
    // The next answer is the ping's: the cancelled request gets none.
    let v = p.request(2, "ping", json!({})).await;
    assert_eq!(v["result"], json!({}));
    assert!(dropped.is_set());
}

#[tokio::test]
async fn bad_input_gets_clear_errors_and_the_reader_stays_in_sync() {
    let (mut p, _) = Peer::ready(
        ServerOptions::default().with_max_message_bytes(256),
        json!({}),
    )
    .await;
    p.send_raw("{not json").await;
    let v = p.recv().await;
    assert_eq!(v["id"], Value::Null);
    assert_eq!(v["error"]["code"], -32700);
    p.send_raw(r#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#)
        .await;
    let v = p.recv().await;
    assert_eq!(v["error"]["code"], -32700);
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("Failed to parse request")
    );
    p.send_raw(r#"{"id":1,"method":"ping"}"#).await;
    assert_eq!(p.recv().await["error"]["code"], -32700);
    let huge = format!(
        r#"{{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{{"name":"echo","arguments":{{"message":"{}"}}}}}}"#,
        "x".repeat(1000)
    );
    p.send_raw(&huge).await;
    let v = p.recv().await;
    assert_eq!(v["error"]["code"], -32600);
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("256 bytes")
    );
    p.send_raw("").await;
    p.send_raw("   ").await;
    assert_eq!(p.request(10, "ping", json!({})).await["result"], json!({}));
    // A stray response to a request we never sent is ignored.
    p.send(json!({"jsonrpc":"2.0","id":999,"result":{}})).await;
    assert_eq!(p.request(11, "ping", json!({})).await["result"], json!({}));
}

#[tokio::test]
async fn batches_follow_the_negotiated_version() {
    let (mut p, _) = Peer::start(ServerOptions::default());
    p.request(0, "initialize", init_params("2025-03-26", json!({})))
        .await;
    p.send(json!([
        {"jsonrpc":"2.0","method":"notifications/initialized"},
        {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo","arguments":{"message":"a"}}},
        {"jsonrpc":"2.0","id":2,"method":"ping"}
    ]))
    .await;
    let v = p.recv().await;
    let arr = v.as_array().expect("a batch answer");
    assert_eq!(arr.len(), 2);
    let ids: Vec<_> = arr.iter().map(|r| r["id"].clone()).collect();
    assert!(ids.contains(&json!(1)) && ids.contains(&json!(2)));

    let (mut p, _) = Peer::ready(ServerOptions::default(), json!({})).await;
    p.send(json!([{"jsonrpc":"2.0","id":1,"method":"ping"}]))
        .await;
    let v = p.recv().await;
    assert_eq!(v["error"]["code"], -32600);
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("2025-11-25")
    );
}

#[tokio::test]
async fn end_of_input_cancels_running_requests_after_the_grace() {
    let opts = ServerOptions {
        shutdown_grace: Duration::from_millis(50),
        ..ServerOptions::default()
    };
    let (mut p, dropped) = Peer::ready(opts, json!({})).await;
    p.send(json!({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"slow"}}))
        .await;
    // A request answered before EOF still gets its answer.
    p.send(json!({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo","arguments":{"message":"last"}}})).await;
    let v = p.recv().await;
    assert_eq!(v["id"], 2);
    p.tx.shutdown().await.unwrap();
    drop(p.tx);
    tokio::time::timeout(Duration::from_secs(5), p.server.wait())
        .await
        .expect("server ended")
        .unwrap();
    assert!(dropped.is_set());
}

#[tokio::test]
async fn shutdown_handle_stops_a_server_with_open_input() {
    let (p, dropped) = Peer::ready(ServerOptions::default(), json!({})).await;
    let Peer { mut tx, server, .. } = p;
    tx.write_all(b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"slow\"}}\n").await.unwrap();
    tokio::time::sleep(Duration::from_millis(30)).await;
    tokio::time::timeout(Duration::from_secs(5), server.shutdown())
        .await
        .expect("stopped in time")
        .unwrap();
    assert!(dropped.is_set());
}

#[tokio::test]
async fn a_full_server_still_reads_the_answers_its_handlers_wait_for() {
    let opts = ServerOptions {
        max_in_flight: 1,
        ..ServerOptions::default()
    };
    let (mut p, _) = Peer::ready(opts, json!({"sampling": {}})).await;
    p.send(json!({"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"sample"}}))
        .await;
    let req = p.recv().await;
    assert_eq!(req["method"], "sampling/createMessage");
    // The only running slot is taken by the sampling tool: this call has to wait ...
    p.send(json!({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo","arguments":{"message":"queued"}}})).await;
    // ... and the reader must still take the client's answer that frees the slot.
    p.send(json!({"jsonrpc":"2.0","id":req["id"],"result":{"role":"assistant","content":{"type":"text","text":"s"},"model":"m"}})).await;
    assert_eq!(p.recv().await["id"], 1);
    assert_eq!(
        p.recv().await["result"]["content"][0]["text"],
        "echo:queued"
    );
}

#[tokio::test]
async fn a_duplicate_running_request_id_is_refused() {
    let (mut p, dropped) = Peer::ready(ServerOptions::default(), json!({})).await;
    p.send(json!({"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"slow"}}))
        .await;
    tokio::time::sleep(Duration::from_millis(50)).await;
    let v = p
        .request(
            7,
            "tools/call",
            json!({"name":"echo","arguments":{"message":"x"}}),
        )
        .await;
    assert_eq!(v["error"]["code"], -32600);
    assert!(
        v["error"]["message"]
            .as_str()
            .unwrap()
            .contains("already in use")
    );
    // The first request is still running and still cancellable by its id.
    p.send(json!({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7}}))
        .await;
    assert_eq!(p.request(8, "ping", json!({})).await["result"], json!({}));
    assert!(dropped.is_set());
}

#[test]
fn random_lines_never_panic_and_each_gets_at_most_one_answer() {
    use proptest::prelude::*;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let strategy = proptest::collection::vec(
        "[ -~]{1,80}|\\{\\\"jsonrpc\\\":\\\"2\\.0\\\"[ -~]{0,40}",
        1..20,
    );
    proptest!(ProptestConfig::with_cases(48), |(lines in strategy)| {
        runtime.block_on(async {
            let (mut p, _) = Peer::start(ServerOptions::default());
            let mut expected = 0;
            for line in &lines {
                if !line.trim().is_empty() {
                    expected += 1;
                }
                p.send_raw(line).await;
            }
            // A ping fences the input: everything before it has been answered.
            p.send(json!({"jsonrpc":"2.0","id":"fence","method":"ping"})).await;
            let mut answers = 0;
            loop {
                let v = p.recv().await;
                if v["id"] == "fence" {
                    break;
                }
                answers += 1;
            }
            prop_assert!(answers <= expected, "{answers} answers to {expected} lines");
            Ok(())
        })?;
    });
}
