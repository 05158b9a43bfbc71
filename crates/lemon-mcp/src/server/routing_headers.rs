//! SEP-2243 on the server side: a 2026-07-28 Streamable HTTP request mirrors fields of its
//! body into headers (`Mcp-Method` ← `method`; `Mcp-Name` ← the tool or prompt name or
//! the resource URI; `Mcp-Param-<H>` ← each tool argument annotated `x-mcp-header: H`),
//! so that load balancers and gateways can route without reading the body. A request
//! whose headers and body disagree is refused with `-32020` (HTTP 400): an intermediary
//! would have routed it on a value the handler never sees.
//!
//! Header names are case-insensitive, values case-sensitive and compared after trimming
//! optional whitespace (RFC 9110 §5.5); `=?base64?…?=` values are decoded first. A header
//! given twice is refused, since readers of the first and the last copy would disagree.
//! Error messages name headers and arguments, never their values.

use std::sync::Arc;

use axum::http::HeaderMap;
use serde_json::{Map, Value};

use super::session::{Outlet, Session};
use crate::protocol::jsonrpc::ErrorObject;
use crate::protocol::methods;
use crate::protocol::stateless::{
    HEADER_METHOD, HEADER_NAME, HEADER_PARAM_PREFIX, codes, decode_header_value, param_headers,
};

/// The params member each name-bearing method mirrors into `Mcp-Name`.
fn name_key(method: &str) -> Option<&'static str> {
    match method {
        methods::TOOLS_CALL | methods::PROMPTS_GET => Some("name"),
        methods::RESOURCES_READ => Some("uri"),
        _ => None,
    }
}

fn mismatch(message: String) -> ErrorObject {
    ErrorObject::new(
        codes::HEADER_MISMATCH,
        format!("Header mismatch: {message}"),
    )
}

/// A header as one trimmed value: `Ok(None)` when absent, an error when it is given
/// more than once or is not visible ASCII.
fn single<'a>(headers: &'a HeaderMap, name: &str) -> Result<Option<&'a str>, ErrorObject> {
    let mut values = headers.get_all(name).iter();
    let Some(first) = values.next() else {
        return Ok(None);
    };
    if values.next().is_some() {
        return Err(mismatch(format!("{name} is given more than once")));
    }
    let text = first
        .to_str()
        .map_err(|_| mismatch(format!("{name} is not visible ASCII")))?;
    Ok(Some(text.trim_matches([' ', '\t'])))
}

/// `Mcp-Method` must be present and equal the body's method; for `tools/call`,
/// `prompts/get` and `resources/read`, `Mcp-Name` must be present and equal the body's
/// name (or URI) whenever the body carries one.
///
/// ```text
/// POST /mcp  Mcp-Method: tools/call  Mcp-Name: search   {"method":"tools/call","params":{"name":"search"}}  ok
/// POST /mcp  Mcp-Method: tools/list                     {"method":"prompts/list"}                         -32020
/// ```
pub(crate) fn check_standard(
    headers: &HeaderMap,
    method: &str,
    params: Option<&Value>,
) -> Result<(), ErrorObject> {
    match single(headers, HEADER_METHOD)? {
        Some(value) if value == method => {}
        Some(_) => {
            return Err(mismatch(format!(
                "{HEADER_METHOD} does not match the request's method {method:?}"
            )));
        }
        None => return Err(mismatch(format!("{HEADER_METHOD} is missing"))),
    }
    let Some(key) = name_key(method) else {
        return Ok(());
    };
    let Some(body) = params.and_then(|p| p.get(key)).and_then(Value::as_str) else {
        return Ok(());
    };
    let Some(raw) = single(headers, HEADER_NAME)? else {
        return Err(mismatch(format!(
            "{HEADER_NAME} is missing, but the request has params.{key}"
        )));
    };
    match decode_header_value(raw) {
        Ok(decoded) if decoded == body => Ok(()),
        Ok(_) => Err(mismatch(format!(
            "{HEADER_NAME} does not match the request's params.{key}"
        ))),
        Err(_) => Err(mismatch(format!("{HEADER_NAME} carries malformed Base64"))),
    }
}

/// Checks a `tools/call`'s `Mcp-Param-*` headers ([`check_params`]) against the schema
/// the handler gives for the tool. A call with no arguments and no such header cannot
/// disagree, and is let through without the lookup; so is a call of a tool the handler
/// does not know (it answers that itself).
pub(crate) async fn check_tool_call(
    session: &Arc<Session>,
    headers: &HeaderMap,
    params: &Value,
    outlet: Outlet,
) -> Result<(), ErrorObject> {
    let empty = Map::new();
    let arguments = params
        .get("arguments")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    if arguments.is_empty() && !has_param_headers(headers) {
        return Ok(());
    }
    let Some(name) = params.get("name").and_then(Value::as_str) else {
        return Ok(());
    };
    match session.tool_input_schema(name, outlet).await {
        Some(schema) => check_params(headers, &schema, arguments),
        None => Ok(()),
    }
}

/// Whether a request carries any `Mcp-Param-*` header.
fn has_param_headers(headers: &HeaderMap) -> bool {
    let prefix = HEADER_PARAM_PREFIX.as_bytes();
    headers.keys().any(|k| {
        let k = k.as_str().as_bytes();
        k.len() >= prefix.len() && k[..prefix.len()].eq_ignore_ascii_case(prefix)
    })
}

/// Each argument the tool's `inputSchema` annotates with `x-mcp-header` and its
/// `Mcp-Param-*` header must agree: both absent (`null` counts as absent), or both
/// present and equal. A schema whose annotations are invalid checks nothing: clients
/// refuse to call such a tool and send no headers for it.
pub(crate) fn check_params(
    headers: &HeaderMap,
    input_schema: &Value,
    arguments: &Map<String, Value>,
) -> Result<(), ErrorObject> {
    let Ok(annotated) = param_headers(input_schema) else {
        return Ok(());
    };
    for p in annotated {
        let name = format!("{HEADER_PARAM_PREFIX}{}", p.header);
        let raw = single(headers, &name)?;
        let value = arguments.get(&p.argument).filter(|v| !v.is_null());
        let argument = &p.argument;
        match (value, raw) {
            (None, None) => {}
            (None, Some(_)) => {
                return Err(mismatch(format!(
                    "{name} is given, but the argument {argument:?} is absent"
                )));
            }
            (Some(_), None) => {
                return Err(mismatch(format!(
                    "{name} is missing, but the argument {argument:?} is given"
                )));
            }
            (Some(value), Some(raw)) => {
                let decoded = decode_header_value(raw)
                    .map_err(|_| mismatch(format!("{name} carries malformed Base64")))?;
                if !agrees(value, &decoded) {
                    return Err(mismatch(format!(
                        "{name} does not match the argument {argument:?}"
                    )));
                }
            }
        }
    }
    Ok(())
}

/// Whether a decoded header value stands for the argument: a string exactly, a boolean
/// as `true`/`false`, a number as its JSON text or, for whole numbers, any plain decimal
/// of the same value (`42` and `42.0`), compared digit by digit so that values beyond
/// what a float holds exactly still compare.
fn agrees(value: &Value, header: &str) -> bool {
    match value {
        Value::String(s) => s == header,
        Value::Bool(b) => header == if *b { "true" } else { "false" },
        Value::Number(n) => {
            if n.to_string() == header {
                return true;
            }
            let whole = n
                .as_i64()
                .map(|i| i.to_string())
                .or_else(|| n.as_u64().map(|u| u.to_string()))
                .or_else(|| {
                    n.as_f64()
                        .filter(|f| f.fract() == 0.0 && f.abs() < 1e15)
                        .map(|f| format!("{f:.0}"))
                });
            whole.is_some_and(|whole| plain_decimal_integer(header).as_deref() == Some(&whole))
        }
        _ => false,
    }
}

/// A plain decimal (`-12`, `12.000`) whose fraction is all zeros, as its integer digits
/// without leading zeros (`-0` is `0`); `None` for anything else (`1e3`, `+1`, `1.5`).
fn plain_decimal_integer(text: &str) -> Option<String> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (int, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if int.is_empty() || !all_digits(int) || !all_digits(fraction) {
        return None;
    }
    if digits.contains('.') && fraction.is_empty() {
        return None;
    }
    if fraction.bytes().any(|b| b != b'0') {
        return None;
    }
    let int = int.trim_start_matches('0');
    Some(match (negative, int) {
        (_, "") => "0".to_string(),
        (true, int) => format!("-{int}"),
        (false, int) => int.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;
    use serde_json::json;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(
                axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                HeaderValue::from_str(v).unwrap(),
            );
        }
        h
    }

    #[test]
    fn method_header_is_required_and_exact() {
        let ok = headers(&[("mcp-method", " tools/list ")]);
        assert!(check_standard(&ok, "tools/list", None).is_ok());
        let upper = headers(&[("MCP-METHOD", "tools/list")]);
        assert!(check_standard(&upper, "tools/list", None).is_ok());
        for bad in [
            headers(&[]),
            headers(&[("Mcp-Method", "prompts/list")]),
            headers(&[("Mcp-Method", "TOOLS/LIST")]),
            headers(&[("Mcp-Method", "tools/list"), ("Mcp-Method", "tools/list")]),
        ] {
            let e = check_standard(&bad, "tools/list", None).unwrap_err();
            assert_eq!(e.code, -32020, "{bad:?}");
        }
    }

    #[test]
    fn name_header_follows_the_body() {
        let params = json!({"name": "echo", "arguments": {}});
        let call = |h: &HeaderMap| check_standard(h, "tools/call", Some(&params));
        assert!(
            call(&headers(&[
                ("Mcp-Method", "tools/call"),
                ("Mcp-Name", "  echo ")
            ]))
            .is_ok()
        );
        assert!(call(&headers(&[("Mcp-Method", "tools/call")])).is_err());
        assert!(
            call(&headers(&[
                ("Mcp-Method", "tools/call"),
                ("Mcp-Name", "other")
            ]))
            .is_err()
        );
        let uri = json!({"uri": "file:///é.txt"});
        let encoded = crate::protocol::stateless::encode_header_value("file:///é.txt");
        let h = headers(&[("Mcp-Method", "resources/read"), ("Mcp-Name", &encoded)]);
        assert!(check_standard(&h, "resources/read", Some(&uri)).is_ok());
        let h = headers(&[
            ("Mcp-Method", "resources/read"),
            ("Mcp-Name", "=?base64?!!?="),
        ]);
        assert!(check_standard(&h, "resources/read", Some(&uri)).is_err());
        // No name in the body: nothing to mirror, nothing to check.
        let h = headers(&[("Mcp-Method", "prompts/get")]);
        assert!(check_standard(&h, "prompts/get", Some(&json!({}))).is_ok());
    }

    #[test]
    fn param_headers_agree_with_arguments() {
        let schema = json!({"type": "object", "properties": {
            "region": {"type": "string", "x-mcp-header": "Region"},
            "priority": {"type": "integer", "x-mcp-header": "Priority"},
            "debug": {"type": "boolean", "x-mcp-header": "Debug"},
            "query": {"type": "string"}
        }});
        let args = |v: Value| v.as_object().unwrap().clone();
        let check = |h: &[(&str, &str)], a: Value| check_params(&headers(h), &schema, &args(a));
        assert!(check(&[], json!({"query": "x"})).is_ok());
        assert!(check(&[("mcp-param-region", "Hello")], json!({"region": "Hello"})).is_ok());
        assert!(
            check(
                &[("Mcp-Param-Region", "=?base64?SGVsbG8=?=")],
                json!({"region": "Hello"})
            )
            .is_ok()
        );
        // Without both ends of the sentinel the value is literal.
        assert!(
            check(
                &[("Mcp-Param-Region", "=?base64?SGVsbG8=")],
                json!({"region": "=?base64?SGVsbG8="})
            )
            .is_ok()
        );
        for (h, a) in [
            (
                vec![("Mcp-Param-Region", "=?base64?SGVsbG8?=")],
                json!({"region": "Hello"}),
            ),
            (
                vec![("Mcp-Param-Region", "=?base64?SGVs!!!bG8=?=")],
                json!({"region": "Hello"}),
            ),
            (vec![], json!({"region": "Hello"})),
            (vec![("Mcp-Param-Region", "Hello")], json!({})),
            (
                vec![("Mcp-Param-Region", "Hello")],
                json!({"region": "hello"}),
            ),
            (vec![("Mcp-Param-Debug", "1")], json!({"debug": true})),
            (vec![("Mcp-Param-Priority", "4")], json!({"priority": 42})),
            (
                vec![("Mcp-Param-Priority", "4.2e1")],
                json!({"priority": 42}),
            ),
        ] {
            let e = check(&h, a.clone()).unwrap_err();
            assert_eq!(e.code, -32020, "{h:?} {a}");
        }
        assert!(check(&[("Mcp-Param-Debug", "false")], json!({"debug": false})).is_ok());
        assert!(check(&[("Mcp-Param-Priority", "42.0")], json!({"priority": 42})).is_ok());
        assert!(check(&[("Mcp-Param-Priority", "-007")], json!({"priority": -7})).is_ok());
        // `null` is absent.
        assert!(check(&[], json!({"region": null})).is_ok());
    }

    #[test]
    fn invalid_annotations_check_nothing() {
        let schema = json!({"properties": {"n": {"type": "number", "x-mcp-header": "N"}}});
        let h = headers(&[("Mcp-Param-N", "1")]);
        assert!(check_params(&h, &schema, &Map::new()).is_ok());
    }

    #[test]
    fn messages_never_carry_values() {
        let schema = json!({"properties": {"token": {"type": "string", "x-mcp-header": "T"}}});
        let h = headers(&[("Mcp-Param-T", "secret-a")]);
        let args = json!({"token": "secret-b"}).as_object().unwrap().clone();
        let e = check_params(&h, &schema, &args).unwrap_err();
        assert!(!e.message.contains("secret"), "{}", e.message);
    }

    #[test]
    fn param_header_presence() {
        assert!(has_param_headers(&headers(&[("mcp-param-x", "1")])));
        assert!(!has_param_headers(&headers(&[(
            "mcp-method",
            "tools/call"
        )])));
    }
}
