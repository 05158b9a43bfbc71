//! Fuzzes the JSON-RPC decoder and the typed MCP messages: arbitrary bytes must never
//! panic; whatever decodes must encode to text that decodes to the same kind of message
//! with the same id and method; typed results that decode must re-encode and decode
//! again; and the sampling summary accepts any params.
#![no_main]

use lemon_mcp::protocol::jsonrpc::Message;
use lemon_mcp::protocol::types::{
    CallToolResult, CreateMessageParams, GetPromptResult, InitializeResult, ListToolsResult,
    ReadResourceResult,
};
use lemon_mcp::sampling::SamplingSummary;
use libfuzzer_sys::fuzz_target;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

fn shape(m: &Message) -> (u8, Option<String>, Option<&str>) {
    match m {
        Message::Request(r) => (0, Some(r.id.to_string()), Some(&r.method)),
        Message::Notification(n) => (1, None, Some(&n.method)),
        Message::Response(r) => (2, Some(r.id.to_string()), None),
        Message::Error(e) => (3, e.id.as_ref().map(ToString::to_string), None),
    }
}

fn typed_round_trip<T: DeserializeOwned + Serialize>(v: &Value) {
    if let Ok(t) = serde_json::from_value::<T>(v.clone()) {
        let again = serde_json::to_value(&t).expect("a decoded message must encode");
        serde_json::from_value::<T>(again).expect("an encoded message must decode");
    }
}

fuzz_target!(|input: &[u8]| {
    let Ok(text) = std::str::from_utf8(input) else { return };
    if let Ok(m) = Message::decode(text) {
        let encoded = m.encode();
        assert!(!encoded.contains('\n'), "encoded messages are one line");
        let back = Message::decode(&encoded).expect("our own encoding must decode");
        assert_eq!(shape(&m), shape(&back));
    }
    if let Ok(v) = serde_json::from_str::<Value>(text) {
        typed_round_trip::<InitializeResult>(&v);
        typed_round_trip::<ListToolsResult>(&v);
        typed_round_trip::<CallToolResult>(&v);
        typed_round_trip::<ReadResourceResult>(&v);
        typed_round_trip::<GetPromptResult>(&v);
        typed_round_trip::<CreateMessageParams>(&v);
        let s = SamplingSummary::of(&v);
        assert_eq!(s.request_hash.len(), 16);
    }
});
