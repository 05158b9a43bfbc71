//! Shared by the rmcp interop tests: an rmcp 3.x server with the same `echo` and `add`
//! tools as our `conformance-server`.

use serde_json::json;

/// An rmcp server with `echo` and `add`, mirroring the fixtures of our own server.
#[derive(Clone)]
pub struct RmcpEcho;

impl rmcp::ServerHandler for RmcpEcho {
    fn get_info(&self) -> rmcp::model::ServerConfig {
        rmcp::model::ServerConfig::new(
            rmcp::model::ServerCapabilities::builder()
                .enable_tools()
                .build(),
        )
        .with_server_info(rmcp::model::Implementation::new("rmcp-echo", "3.11.0"))
    }

    async fn list_tools(
        &self,
        _request: Option<rmcp::model::PaginatedRequestParams>,
        _context: rmcp::service::RequestContext<rmcp::RoleServer>,
    ) -> Result<rmcp::model::ListToolsResult, rmcp::ErrorData> {
        let schema = |v: serde_json::Value| match v {
            serde_json::Value::Object(m) => std::sync::Arc::new(m),
            _ => std::sync::Arc::new(serde_json::Map::new()),
        };
        Ok(rmcp::model::ListToolsResult::with_all_items(vec![
            rmcp::model::Tool::new(
                "echo",
                "Echoes the message",
                schema(
                    json!({"type": "object", "properties": {"message": {"type": "string"}}, "required": ["message"]}),
                ),
            ),
            rmcp::model::Tool::new(
                "add",
                "Adds a and b",
                schema(
                    json!({"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}}}),
                ),
            ),
        ]))
    }

    async fn call_tool(
        &self,
        request: rmcp::model::CallToolRequestParams,
        _context: rmcp::service::RequestContext<rmcp::RoleServer>,
    ) -> Result<rmcp::model::CallToolResponse, rmcp::ErrorData> {
        let args = request.arguments.unwrap_or_default();
        let text = match request.name.as_ref() {
            "echo" => format!(
                "Echo: {}",
                args.get("message")
                    .and_then(|m| m.as_str())
                    .unwrap_or_default()
            ),
            "add" => {
                let n = |k: &str| args.get(k).and_then(|v| v.as_f64()).unwrap_or(0.0);
                format!("{}", n("a") + n("b"))
            }
            other => {
                return Ok(rmcp::model::CallToolResult::error(vec![
                    rmcp::model::ContentBlock::text(format!("no tool {other}")),
                ])
                .into());
            }
        };
        Ok(
            rmcp::model::CallToolResult::success(vec![rmcp::model::ContentBlock::text(text)])
                .into(),
        )
    }
}
