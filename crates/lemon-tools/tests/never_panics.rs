//! Outside input never panics: arbitrary JSON entries through the parser, arbitrary text
//! through every importer (as JSON, JSONC and TOML), and arbitrary placeholders.

use std::path::Path;

use lemon_core::paths::Env;
use lemon_tools::mcp::entry::parse_entry;
use lemon_tools::mcp::import::{Ctx, TOOLS, parse};
use lemon_tools::mcp::text::{Vars, expand, expand_opencode, strip_jsonc};
use proptest::prelude::*;
use serde_json::Value;

fn json_value() -> impl Strategy<Value = Value> {
    let keys = prop_oneof![
        Just("name".to_string()),
        Just("type".to_string()),
        Just("command".to_string()),
        Just("args".to_string()),
        Just("url".to_string()),
        Just("headers".to_string()),
        Just("env".to_string()),
        Just("oauth".to_string()),
        Just("sampling".to_string()),
        Just("allow_tools".to_string()),
        Just("timeout_ms".to_string()),
        Just("approval".to_string()),
        Just("tool_approvals".to_string()),
        Just("client_id".to_string()),
        Just("flow".to_string()),
        Just("mcpServers".to_string()),
        Just("servers".to_string()),
        Just("mcp".to_string()),
        Just("serverUrl".to_string()),
        Just("httpUrl".to_string()),
        "[a-z_]{1,8}",
    ];
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        prop_oneof![
            Just("stdio".to_string()),
            Just("http".to_string()),
            Just("sse".to_string()),
            Just("http://h/x".to_string()),
            Just("${A:-b}".to_string()),
            Just("{env:A}".to_string()),
            Just("${input:x}".to_string()),
            ".{0,12}"
        ]
        .prop_map(Value::String),
    ];
    leaf.prop_recursive(4, 48, 6, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..5).prop_map(Value::Array),
            prop::collection::vec((keys.clone(), inner), 0..6)
                .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn entries_never_panic(v in json_value(), infer in any::<bool>()) {
        let _ = parse_entry(&v, infer);
    }

    #[test]
    fn importers_never_panic(v in json_value(), raw in ".{0,200}") {
        let env = Env::empty().with("A", "1");
        let ctx = Ctx { env: &env, project: Path::new("/p"), home: Some(Path::new("/h")) };
        let wrapped = serde_json::json!({"mcpServers": v.clone(), "servers": v.clone(), "mcp": v, "projects": {"/p": {"mcpServers": {}}}});
        let text = wrapped.to_string();
        for tool in TOOLS {
            for file in ["/p/x/mcp.json", "/p/x/config.toml", "/h/.claude.json"] {
                let _ = parse(tool, Path::new(file), &text, true, &ctx);
                let _ = parse(tool, Path::new(file), &raw, false, &ctx);
            }
        }
    }

    #[test]
    fn text_helpers_never_panic(s in ".{0,64}") {
        let env = Env::empty().with("A", "1");
        let vars = Vars { env: &env, workspace: Path::new("/p"), home: None };
        let _ = expand(&s, &vars);
        let _ = expand_opencode(&s, &env, Path::new("/nonexistent"), None);
        let _ = strip_jsonc(&s);
    }
}
