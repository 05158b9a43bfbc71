//! What `lemon serve` hands on from a downstream server, unchanged: the tools' titles,
//! annotations and output schemas in `tools/list`; every kind of content block,
//! `structuredContent` and `isError` in a call's result; the downstream server's
//! progress, relayed under the upstream request's own token. Driven with our own client
//! over `serve --http` against server-everything (skipped with a message when the
//! interop peers are not installed).

use std::sync::{Arc, Mutex};
use std::time::Duration;

use lemon_mcp::client::http::{HttpConfig, HttpTransport};
use lemon_mcp::client::{Client, ClientOptions, RequestOptions};
use lemon_mcp::protocol::types::Tool;
use serde_json::json;

use super::serve::{everything, spawn_http, stop};
use crate::Sandbox;

/// `lemon serve --http` on a sandbox project whose one server is server-everything
/// (`ev`), its entry extended by `extra`; `None` (skipped) without the peers.
fn serve_everything(extra: serde_json::Value) -> Option<(Sandbox, std::process::Child, String)> {
    let (node, server) = everything()?;
    let sb = Sandbox::new();
    let mut entry = json!({
        "name": "ev", "type": "stdio", "command": node, "args": [server, "stdio"],
        "approval": "never", "ready_timeout_ms": 60_000
    });
    if let (Some(entry), Some(extra)) = (entry.as_object_mut(), extra.as_object()) {
        entry.extend(extra.clone());
    }
    std::fs::create_dir_all(sb.repo.join(".lemon")).unwrap();
    let config = json!({ "servers": [entry] });
    std::fs::write(sb.repo.join(".lemon/mcp.json"), config.to_string()).unwrap();
    let (child, url, _) = spawn_http(&sb, &["--http", "127.0.0.1:0"]);
    Some((sb, child, url))
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

async fn connect(url: &str) -> Client {
    let config = HttpConfig::new(url.to_string()).timeout(Duration::from_secs(60));
    Client::connect(
        HttpTransport::new(config).unwrap(),
        ClientOptions::default(),
    )
    .await
    .unwrap()
}

fn tool<'a>(tools: &'a [Tool], prefix: &str) -> &'a Tool {
    tools
        .iter()
        .find(|t| t.name.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix}* tool"))
}

#[test]
fn downstream_tool_metadata_results_and_progress_pass_through_unchanged() {
    let Some((_sb, child, url)) = serve_everything(json!({})) else {
        return;
    };
    runtime().block_on(async {
        let client = connect(&url).await;
        let tools = client.list_tools().await.unwrap();

        // The skill tools say which only read; the downstream tools keep their hints.
        let read = tool(&tools, "read_skill").annotations.clone().unwrap();
        assert_eq!(read.read_only_hint, Some(true));
        let manage = tool(&tools, "skill_manage").annotations.clone().unwrap();
        assert_eq!(manage.read_only_hint, Some(false));
        let echo = tool(&tools, "mcp_ev_echo_");
        assert_eq!(
            echo.annotations.as_ref().and_then(|a| a.read_only_hint),
            Some(true)
        );
        let structured = tool(&tools, "mcp_ev_get_structured_content_");
        let schema = structured
            .output_schema
            .as_ref()
            .expect("outputSchema kept");
        assert!(
            schema["properties"].get("temperature").is_some(),
            "{schema}"
        );
        let image = tool(&tools, "mcp_ev_get_tiny_image_");
        assert_eq!(image.title.as_deref(), Some("Get Tiny Image Tool"));

        // structuredContent and non-text blocks arrive as the downstream server sent them.
        let result = client
            .call_tool(&structured.name, json!({"location": "Chicago"}))
            .await
            .unwrap();
        let result = serde_json::to_value(&result).unwrap();
        assert!(
            result["structuredContent"]["temperature"].is_number(),
            "{result}"
        );
        let result = client.call_tool(&image.name, json!({})).await.unwrap();
        let result = serde_json::to_value(&result).unwrap();
        let kinds: Vec<&str> = result["content"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|b| b["type"].as_str())
            .collect();
        assert!(kinds.contains(&"image"), "{result}");
        let png = result["content"]
            .as_array()
            .unwrap()
            .iter()
            .find(|b| b["type"] == "image")
            .unwrap();
        assert_eq!(png["mimeType"], "image/png");
        assert!(png["data"].as_str().unwrap().starts_with("iVBORw0KGgo"));

        // The downstream server's progress reaches the upstream client, in order.
        let seen: Arc<Mutex<Vec<f64>>> = Arc::default();
        let sink = seen.clone();
        let options = RequestOptions {
            timeout: Some(Duration::from_secs(60)),
            on_progress: Some(Arc::new(move |p| sink.lock().unwrap().push(p.progress))),
        };
        let long = tool(&tools, "mcp_ev_trigger_long_running_operation_");
        let result = client
            .call_tool_with(&long.name, json!({"duration": 1, "steps": 3}), &options)
            .await
            .unwrap();
        assert!(!result.is_error(), "{result:?}");
        // Notifications and the response travel separately: give the last one a moment.
        for _ in 0..50 {
            if seen.lock().unwrap().len() >= 3 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let seen: Vec<f64> = seen.lock().unwrap().clone();
        assert_eq!(seen, [1.0, 2.0, 3.0], "progress relayed");
        client.close().await;
    });
    stop(child);
}

#[test]
fn downstream_resources_templates_prompts_and_instructions_are_served_namespaced() {
    // Filters apply to what is listed and read, as for the utility tools.
    let Some((_sb, child, url)) = serve_everything(json!({"block_prompts": ["args-prompt"]}))
    else {
        return;
    };
    runtime().block_on(async {
        let client = connect(&url).await;
        // Resources: under mcp://ev-<8 hex>/ followed by the server's own URI.
        let resources = client.list_resources().await.unwrap();
        let doc = resources
            .iter()
            .find(|r| r.uri.contains("/demo://resource/static/document/"))
            .unwrap_or_else(|| panic!("{resources:?}"));
        let (auth, raw) = doc.uri["mcp://".len()..].split_once('/').unwrap();
        assert!(
            auth.starts_with("ev-") && auth.len() == "ev-".len() + 8,
            "{auth}"
        );
        assert!(raw.starts_with("demo://"), "{raw}");
        let read = client.read_resource(&doc.uri).await.unwrap();
        assert_eq!(
            read.contents[0].uri, doc.uri,
            "contents name the URI asked for"
        );
        assert!(
            read.contents[0]
                .text
                .as_deref()
                .is_some_and(|t| !t.is_empty())
        );
        // An unknown namespaced URI is the protocol's not-found error.
        let missing = format!("mcp://{auth}/demo://resource/static/document/nope.md");
        assert!(client.read_resource(&missing).await.is_err());

        // Templates keep their variables after the prefix.
        let templates = client.list_resource_templates().await.unwrap();
        let text = templates
            .iter()
            .find(|t| {
                t.uri_template
                    .ends_with("demo://resource/dynamic/text/{resourceId}")
            })
            .unwrap_or_else(|| panic!("{templates:?}"));
        let expanded = text.uri_template.replace("{resourceId}", "7");
        let read = client.read_resource(&expanded).await.unwrap();
        assert!(
            read.contents[0]
                .text
                .as_deref()
                .is_some_and(|t| t.contains('7'))
        );

        // Prompts: model-facing names built like tool names; the blocked one is absent.
        let prompts = client.list_prompts().await.unwrap();
        let names: Vec<&str> = prompts.iter().map(|p| p.name.as_str()).collect();
        let simple = names
            .iter()
            .find(|n| n.starts_with("mcp_ev_simple_prompt_"))
            .unwrap_or_else(|| panic!("{names:?}"));
        assert!(
            !names.iter().any(|n| n.contains("args_prompt")),
            "{names:?}"
        );
        let got = client.get_prompt(simple, json!({})).await.unwrap();
        assert!(!got.messages.is_empty());
        assert!(
            client
                .get_prompt("mcp_ev_args_prompt_0000000000000000", json!({}))
                .await
                .is_err()
        );

        // A second session gets the downstream server's own instructions.
        client.close().await;
        let again = connect(&url).await;
        let instructions = again
            .initialize_result()
            .and_then(|r| r.instructions.clone())
            .unwrap_or_default();
        assert!(
            instructions.contains("### MCP server `ev`"),
            "{instructions}"
        );
        again.close().await;
    });
    stop(child);
}

#[test]
fn downstream_logs_and_a_server_that_goes_down_reach_the_client_as_log_messages() {
    // server-everything, plus a server that exits at once.
    let broken = json!({"name": "broken", "type": "stdio", "command": "python3",
        "args": ["-c", "import sys; sys.exit(3)"], "ready_timeout_ms": 10_000});
    let Some((sb, child, url)) = serve_everything(json!({})) else {
        return;
    };
    let path = sb.repo.join(".lemon/mcp.json");
    runtime().block_on(async {
        let logs: Arc<Mutex<Vec<serde_json::Value>>> = Arc::default();
        let sink = logs.clone();
        let options = ClientOptions {
            on_notification: Some(Arc::new(
                move |n: &lemon_mcp::protocol::jsonrpc::Notification| {
                    if n.method == "notifications/message" {
                        sink.lock()
                            .unwrap()
                            .push(n.params.clone().unwrap_or_default());
                    }
                },
            )),
            // Server-wide log messages belong to the handshake era: the 2026-07-28 wire
            // has no stream for them outside a request.
            wire: lemon_mcp::client::WireMode::Handshake,
            ..ClientOptions::default()
        };
        let config = HttpConfig::new(url.clone()).timeout(Duration::from_secs(60));
        let client = Client::connect(HttpTransport::new(config).unwrap(), options)
            .await
            .unwrap();
        // The broken server is added once the client listens: an outage is reported
        // once, to the clients connected when it happens (on a loaded machine the
        // watcher could otherwise report it before this client's session exists).
        let mut servers: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        servers["servers"].as_array_mut().unwrap().push(broken);
        std::fs::write(&path, servers.to_string()).unwrap();
        let tools = client.list_tools().await.unwrap();
        let toggle = tool(&tools, "mcp_ev_toggle_simulated_logging_");
        client.call_tool(&toggle.name, json!({})).await.unwrap();
        let seen =
            |pred: &dyn Fn(&serde_json::Value) -> bool| logs.lock().unwrap().iter().any(pred);
        let from_ev = |l: &serde_json::Value| {
            l["logger"]
                .as_str()
                .is_some_and(|s| s == "ev" || s.starts_with("ev/"))
        };
        let broken_down = |l: &serde_json::Value| {
            l["logger"] == "lemon" && l["level"] == "warning" && l["data"]["server"] == "broken"
        };
        for _ in 0..200 {
            if seen(&from_ev) && seen(&broken_down) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let got = logs.lock().unwrap().clone();
        assert!(
            got.iter().any(from_ev),
            "server-everything's log relayed: {got:?}"
        );
        assert!(
            got.iter().any(broken_down),
            "the broken server reported: {got:?}"
        );
        // The server's own words never name a secret of ours; the report has a fixed shape.
        let report = got.iter().find(|l| broken_down(l)).unwrap();
        assert!(report["data"]["status"].is_string(), "{report}");
        client.close().await;
    });
    stop(child);
}
