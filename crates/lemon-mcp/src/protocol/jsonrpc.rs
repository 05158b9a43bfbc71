//! JSON-RPC 2.0 envelopes as MCP uses them: requests, notifications, responses and
//! error responses, with unknown members preserved.
//!
//! Ids are compared exactly and type-sensitively: `"1"` and `1` are different ids.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The only `jsonrpc` value MCP accepts.
pub const JSONRPC_VERSION: &str = "2.0";

/// Standard and MCP-specific JSON-RPC error codes.
pub mod codes {
    pub const PARSE_ERROR: i64 = -32700;
    pub const INVALID_REQUEST: i64 = -32600;
    pub const METHOD_NOT_FOUND: i64 = -32601;
    pub const INVALID_PARAMS: i64 = -32602;
    pub const INTERNAL_ERROR: i64 = -32603;
    /// A request other than `initialize`/`ping` arrived before `notifications/initialized`.
    pub const SERVER_NOT_INITIALIZED: i64 = -32002;
    /// The original system answers a sampling request it refuses with this code.
    pub const SAMPLING_REFUSED: i64 = -1;
}

/// A request id: a string or an integer, compared exactly.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum RequestId {
    Number(i64),
    String(String),
}

impl std::fmt::Display for RequestId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RequestId::Number(n) => write!(f, "{n}"),
            RequestId::String(s) => write!(f, "{s:?}"),
        }
    }
}

/// A request: it has an `id` and expects exactly one response.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub id: RequestId,
    pub method: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub params: Option<Value>,
}

/// A notification: no `id`, no response.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Notification {
    pub method: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub params: Option<Value>,
}

/// A success response.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Response {
    pub id: RequestId,
    pub result: Value,
}

/// The `error` member of an error response.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ErrorObject {
    pub code: i64,
    pub message: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<Value>,
}

impl ErrorObject {
    /// An error object with a code and a message, without `data`.
    pub fn new(code: i64, message: impl Into<String>) -> Self {
        ErrorObject {
            code,
            message: message.into(),
            data: None,
        }
    }
}

/// What a request handler answers instead of a result, on either side of a
/// connection: the client's handlers for server requests (sampling, roots,
/// elicitation) and the server's registered closures (tools, resources, prompts). It
/// is sent as the JSON-RPC error response, exactly as it is.
///
/// A plain message becomes -32600 (invalid request) with exactly that text: what the
/// original system answers when a handler fails (a tool's *declared* failure is an
/// `isError` result instead, not an error).
///
/// ```
/// use lemon_mcp::protocol::jsonrpc::{codes, ErrorObject, HandlerError};
/// let e: HandlerError = "Tool failed to execute".into();
/// assert_eq!((e.0.code, e.0.message.as_str()), (codes::INVALID_REQUEST, "Tool failed to execute"));
/// let e = HandlerError::new(codes::INTERNAL_ERROR, "boom").with_data(serde_json::json!({"why": 1}));
/// assert_eq!(ErrorObject::from(e).data, Some(serde_json::json!({"why": 1})));
/// ```
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{} (JSON-RPC error {})", .0.message, .0.code)]
pub struct HandlerError(pub ErrorObject);

impl HandlerError {
    /// An error with a code and a message.
    pub fn new(code: i64, message: impl Into<String>) -> Self {
        HandlerError(ErrorObject::new(code, message))
    }

    /// The same error with `data`.
    pub fn with_data(mut self, data: Value) -> Self {
        self.0.data = Some(data);
        self
    }

    /// The refusal of a sampling request: code -1, `"Sampling request rejected"`, and
    /// the (already redacted) reason as `data`.
    pub fn sampling_rejected(reason: Value) -> Self {
        HandlerError::new(codes::SAMPLING_REFUSED, "Sampling request rejected").with_data(reason)
    }
}

impl From<ErrorObject> for HandlerError {
    fn from(e: ErrorObject) -> Self {
        HandlerError(e)
    }
}

impl From<String> for HandlerError {
    fn from(message: String) -> Self {
        HandlerError::new(codes::INVALID_REQUEST, message)
    }
}

impl From<&str> for HandlerError {
    fn from(message: &str) -> Self {
        HandlerError::new(codes::INVALID_REQUEST, message)
    }
}

impl From<HandlerError> for ErrorObject {
    fn from(e: HandlerError) -> Self {
        e.0
    }
}

/// An error response. `id` is `None` (serialised as `null`) when the request's id could
/// not be read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ErrorResponse {
    pub id: Option<RequestId>,
    pub error: ErrorObject,
}

/// Any single JSON-RPC message.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    Request(Request),
    Notification(Notification),
    Response(Response),
    Error(ErrorResponse),
}

/// Why bytes could not be decoded as a JSON-RPC message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    #[error("not valid JSON: {0}")]
    Json(String),
    #[error("not a JSON-RPC 2.0 message: {0}")]
    InvalidJsonRpc(&'static str),
    #[error("a JSON-RPC batch is not allowed here")]
    Batch,
}

impl Message {
    /// Decodes one message from text. Batches (arrays) are refused with
    /// [`DecodeError::Batch`]: the caller decides whether it accepts them.
    ///
    /// ```
    /// use lemon_mcp::protocol::jsonrpc::{Message, RequestId};
    /// let m = Message::decode(r#"{"jsonrpc":"2.0","id":7,"method":"ping"}"#).unwrap();
    /// assert!(matches!(m, Message::Request(r) if r.id == RequestId::Number(7)));
    /// ```
    pub fn decode(text: &str) -> Result<Message, DecodeError> {
        let value: Value =
            serde_json::from_str(text).map_err(|e| DecodeError::Json(e.to_string()))?;
        Self::from_value(value)
    }

    /// Classifies an already parsed JSON value.
    pub fn from_value(value: Value) -> Result<Message, DecodeError> {
        let mut obj = match value {
            Value::Object(obj) => obj,
            Value::Array(_) => return Err(DecodeError::Batch),
            _ => return Err(DecodeError::InvalidJsonRpc("not an object")),
        };
        if obj.get("jsonrpc").and_then(Value::as_str) != Some(JSONRPC_VERSION) {
            return Err(DecodeError::InvalidJsonRpc("`jsonrpc` must be \"2.0\""));
        }
        let id = match obj.remove("id") {
            None => None,
            Some(Value::Null) => Some(None),
            Some(v) => Some(Some(parse_id(v)?)),
        };
        if let Some(method) = obj.remove("method") {
            let method = match method {
                Value::String(s) => s,
                _ => return Err(DecodeError::InvalidJsonRpc("`method` must be a string")),
            };
            let params = obj.remove("params");
            return Ok(match id {
                None => Message::Notification(Notification { method, params }),
                Some(Some(id)) => Message::Request(Request { id, method, params }),
                Some(None) => {
                    return Err(DecodeError::InvalidJsonRpc("request id must not be null"));
                }
            });
        }
        if let Some(result) = obj.remove("result") {
            return match id {
                Some(Some(id)) => Ok(Message::Response(Response { id, result })),
                _ => Err(DecodeError::InvalidJsonRpc("response without an id")),
            };
        }
        if let Some(error) = obj.remove("error") {
            let id = match id {
                Some(id) => id,
                None => {
                    return Err(DecodeError::InvalidJsonRpc(
                        "error response without an id member",
                    ));
                }
            };
            let error = parse_error_object(error);
            return Ok(Message::Error(ErrorResponse { id, error }));
        }
        Err(DecodeError::InvalidJsonRpc(
            "neither a request, a notification nor a response",
        ))
    }

    /// The message as a JSON value, with the same members as [`Message::encode`] (one
    /// encoder, the `Serialize` impl, serves both).
    pub fn to_value(&self) -> Value {
        // Serialising a `Message` into a `Value` cannot fail: all keys are strings.
        serde_json::to_value(self).unwrap_or(Value::Null)
    }

    /// Encodes to compact JSON text (one line; serde_json escapes newlines in strings).
    pub fn encode(&self) -> String {
        let mut buf = Vec::with_capacity(128);
        self.encode_into(&mut buf);
        // serde_json only writes valid UTF-8.
        String::from_utf8(buf).unwrap_or_default()
    }

    /// Appends the compact JSON text of this message to `buf`, without cloning the
    /// params or result (the hot path of every transport).
    ///
    /// ```
    /// use lemon_mcp::protocol::jsonrpc::{Message, Notification};
    /// let mut buf = Vec::new();
    /// Message::Notification(Notification { method: "ping".into(), params: None }).encode_into(&mut buf);
    /// assert_eq!(buf, br#"{"jsonrpc":"2.0","method":"ping"}"#);
    /// ```
    pub fn encode_into(&self, buf: &mut Vec<u8>) {
        // Writing a `Message` to a Vec cannot fail: all keys are strings and values are
        // `serde_json::Value`s or plain data.
        let _ = serde_json::to_writer(buf, self);
    }

    /// A request.
    pub fn request(id: RequestId, method: impl Into<String>, params: Option<Value>) -> Message {
        Message::Request(Request {
            id,
            method: method.into(),
            params,
        })
    }

    /// A notification.
    pub fn notification(method: impl Into<String>, params: Option<Value>) -> Message {
        Message::Notification(Notification {
            method: method.into(),
            params,
        })
    }

    /// A success response.
    pub fn response(id: RequestId, result: Value) -> Message {
        Message::Response(Response { id, result })
    }

    /// An error response.
    pub fn error(
        id: Option<RequestId>,
        code: i64,
        message: impl Into<String>,
        data: Option<Value>,
    ) -> Message {
        Message::Error(ErrorResponse {
            id,
            error: ErrorObject {
                code,
                message: message.into(),
                data,
            },
        })
    }

    /// The method of a request or notification.
    pub fn method(&self) -> Option<&str> {
        match self {
            Message::Request(r) => Some(&r.method),
            Message::Notification(n) => Some(&n.method),
            _ => None,
        }
    }
}

impl Serialize for Message {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("jsonrpc", JSONRPC_VERSION)?;
        match self {
            Message::Request(r) => {
                m.serialize_entry("id", &r.id)?;
                m.serialize_entry("method", &r.method)?;
                if let Some(p) = &r.params {
                    m.serialize_entry("params", p)?;
                }
            }
            Message::Notification(n) => {
                m.serialize_entry("method", &n.method)?;
                if let Some(p) = &n.params {
                    m.serialize_entry("params", p)?;
                }
            }
            Message::Response(r) => {
                m.serialize_entry("id", &r.id)?;
                m.serialize_entry("result", &r.result)?;
            }
            Message::Error(e) => {
                m.serialize_entry("id", &e.id)?;
                m.serialize_entry("error", &e.error)?;
            }
        }
        m.end()
    }
}

impl<'de> Deserialize<'de> for Message {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Value::deserialize(d)?;
        Message::from_value(v).map_err(serde::de::Error::custom)
    }
}

fn parse_id(v: Value) -> Result<RequestId, DecodeError> {
    match v {
        Value::String(s) => Ok(RequestId::String(s)),
        Value::Number(n) => n
            .as_i64()
            .map(RequestId::Number)
            .ok_or(DecodeError::InvalidJsonRpc(
                "request id must be an integer or a string",
            )),
        _ => Err(DecodeError::InvalidJsonRpc(
            "request id must be an integer or a string",
        )),
    }
}

fn parse_error_object(v: Value) -> ErrorObject {
    let obj = v.as_object();
    ErrorObject {
        code: obj
            .and_then(|o| o.get("code"))
            .and_then(Value::as_i64)
            .unwrap_or(0),
        message: obj
            .and_then(|o| o.get("message"))
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string(),
        data: obj.and_then(|o| o.get("data")).cloned(),
    }
}

/// One message of each kind (request, notification, response, error), for the tests of
/// every encoder.
#[cfg(test)]
pub(crate) const ONE_OF_EACH_KIND: [&str; 4] = [
    r#"{"jsonrpc":"2.0","id":"a","method":"tools/list","params":{}}"#,
    r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    r#"{"jsonrpc":"2.0","id":3,"result":{"tools":[]}}"#,
    r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}"#,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_type_sensitive() {
        assert_ne!(RequestId::Number(1), RequestId::String("1".into()));
    }

    #[test]
    fn round_trip_each_kind() {
        for text in ONE_OF_EACH_KIND {
            let m = Message::decode(text).unwrap();
            assert_eq!(Message::decode(&m.encode()).unwrap(), m);
        }
    }

    #[test]
    fn rejects_wrong_version_and_non_objects() {
        assert!(Message::decode(r#"{"jsonrpc":"1.0","id":1,"method":"x"}"#).is_err());
        assert!(Message::decode("42").is_err());
        assert_eq!(Message::decode("[]"), Err(DecodeError::Batch));
        assert!(Message::decode("{").is_err());
    }

    #[test]
    fn encode_matches_to_value() {
        for text in [
            r#"{"jsonrpc":"2.0","id":"a","method":"tools/list","params":{"x":[1,2]}}"#,
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            r#"{"jsonrpc":"2.0","id":3,"result":{"tools":[]}}"#,
            r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}"#,
        ] {
            let m = Message::decode(text).unwrap();
            assert_eq!(m.encode(), text);
            assert_eq!(
                serde_json::from_str::<Value>(&m.encode()).unwrap(),
                m.to_value()
            );
        }
    }

    #[test]
    fn non_object_result_is_kept_raw() {
        let m = Message::decode(r#"{"jsonrpc":"2.0","id":1,"result":null}"#).unwrap();
        assert!(matches!(m, Message::Response(r) if r.result.is_null()));
    }
}
