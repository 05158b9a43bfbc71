//! The 2026-07-28 stateless wire (SEP-2575 and companions): no `initialize`, every request
//! describes itself in `_meta`, results carry a `resultType`, a server asks the client for
//! input by answering [`InputRequiredResult`] (SEP-2322, "MRTR") instead of sending it a
//! request, list and read results carry caching hints (SEP-2549), and notifications arrive
//! on a `subscriptions/listen` stream.
//!
//! The handshake versions (2024-11-05 to 2025-11-25) stay in [`super::version`]; this module
//! holds what only the stateless revision has, so that the two wires can share one set of
//! content types ([`super::types`]).
//!
//! Every struct keeps unknown members in `extra`, like [`super::types`].

use std::collections::BTreeMap;

use base64::Engine as _;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use super::types::{
    ClientCapabilities, CreateMessageParams, ElicitParams, Extra, Implementation, LoggingLevel,
    ProgressToken, ServerCapabilities,
};

/// The stateless protocol revision's wire form.
pub const VERSION: &str = "2026-07-28";

/// `_meta` key of a request's protocol version (required on every stateless request).
pub const META_PROTOCOL_VERSION: &str = "io.modelcontextprotocol/protocolVersion";
/// `_meta` key of the client's `Implementation` (optional; servers must not require it).
pub const META_CLIENT_INFO: &str = "io.modelcontextprotocol/clientInfo";
/// `_meta` key of the client's capabilities for this one request (required).
pub const META_CLIENT_CAPABILITIES: &str = "io.modelcontextprotocol/clientCapabilities";
/// `_meta` key of the log level the client wants for this request (absent: no logs).
pub const META_LOG_LEVEL: &str = "io.modelcontextprotocol/logLevel";
/// Result `_meta` key naming the server software.
pub const META_SERVER_INFO: &str = "io.modelcontextprotocol/serverInfo";
/// `_meta` key tying a notification (or the closing result) to a `subscriptions/listen` stream.
pub const META_SUBSCRIPTION_ID: &str = "io.modelcontextprotocol/subscriptionId";

/// HTTP header naming the JSON-RPC method of a POST (SEP-2243).
pub const HEADER_METHOD: &str = "Mcp-Method";
/// HTTP header naming the tool, prompt or resource a POST addresses (SEP-2243).
pub const HEADER_NAME: &str = "Mcp-Name";
/// Prefix of the headers mirroring `x-mcp-header`-annotated tool arguments (SEP-2243).
pub const HEADER_PARAM_PREFIX: &str = "Mcp-Param-";

/// `resultType` of a finished request.
pub const RESULT_COMPLETE: &str = "complete";
/// `resultType` of an [`InputRequiredResult`].
pub const RESULT_INPUT_REQUIRED: &str = "input_required";

/// Error codes added by 2026-07-28 (the JSON-RPC server-error range reserved for the spec).
pub mod codes {
    /// An HTTP header (`MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name`, `Mcp-Param-*`)
    /// disagrees with the body, or is missing. HTTP status 400.
    pub const HEADER_MISMATCH: i64 = -32020;
    /// The request needs a client capability its `_meta` did not declare; `data` is a
    /// [`super::MissingClientCapabilityData`]. HTTP status 400.
    pub const MISSING_REQUIRED_CLIENT_CAPABILITY: i64 = -32021;
    /// The request's protocol version is not one the server speaks; `data` is an
    /// [`super::UnsupportedVersionData`]. HTTP status 400.
    pub const UNSUPPORTED_PROTOCOL_VERSION: i64 = -32022;
}

/// Methods the stateless revision removed. A stateless server answers them with
/// `-32601 Method not found` (HTTP 404), like any unknown method.
///
/// ```
/// use lemon_mcp::protocol::stateless::is_removed_method;
/// assert!(is_removed_method("initialize"));
/// assert!(is_removed_method("resources/subscribe"));
/// assert!(!is_removed_method("tools/call"));
/// ```
pub const REMOVED_METHODS: [&str; 6] = [
    super::methods::INITIALIZE,
    super::methods::INITIALIZED,
    super::methods::PING,
    super::methods::LOGGING_SET_LEVEL,
    super::methods::RESOURCES_SUBSCRIBE,
    super::methods::RESOURCES_UNSUBSCRIBE,
];

/// Whether `method` is one of [`REMOVED_METHODS`].
pub fn is_removed_method(method: &str) -> bool {
    REMOVED_METHODS.contains(&method)
}

// ---------------------------------------------------------------------------------
// Per-request _meta
// ---------------------------------------------------------------------------------

/// What every stateless request says about itself in `params._meta`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RequestMeta {
    /// The revision this request speaks; must equal the `MCP-Protocol-Version` header.
    #[serde(rename = "io.modelcontextprotocol/protocolVersion")]
    pub protocol_version: String,
    /// The client's capabilities for this request only (servers must not remember them).
    #[serde(rename = "io.modelcontextprotocol/clientCapabilities")]
    pub client_capabilities: ClientCapabilities,
    /// The client software, when it says.
    #[serde(
        rename = "io.modelcontextprotocol/clientInfo",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub client_info: Option<Implementation>,
    /// The log level the client wants; `None`: the server sends no log messages.
    #[serde(
        rename = "io.modelcontextprotocol/logLevel",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub log_level: Option<LoggingLevel>,
    /// The progress token, as in every revision.
    #[serde(
        rename = "progressToken",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    pub progress_token: Option<ProgressToken>,
    /// Other `_meta` keys, kept verbatim.
    #[serde(flatten)]
    pub extra: Extra,
}

/// Why a request's `_meta` is not a valid [`RequestMeta`] (answered with `-32602`, HTTP 400).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MetaError {
    /// `params._meta` is absent or not an object.
    #[error("request params carry no _meta object")]
    Missing,
    /// A required key is absent.
    #[error("request _meta lacks {0:?}")]
    MissingField(&'static str),
    /// A key is present with the wrong shape.
    #[error("request _meta is malformed: {0}")]
    Malformed(String),
}

impl RequestMeta {
    /// A request's `_meta` for `version`, declaring `capabilities` and naming `client`.
    pub fn new(
        version: impl Into<String>,
        capabilities: ClientCapabilities,
        client: Option<Implementation>,
    ) -> Self {
        RequestMeta {
            protocol_version: version.into(),
            client_capabilities: capabilities,
            client_info: client,
            log_level: None,
            progress_token: None,
            extra: Extra::new(),
        }
    }

    /// Reads the `_meta` of a request's `params` (`None` when the request has no params).
    ///
    /// ```
    /// use lemon_mcp::protocol::stateless::{MetaError, RequestMeta};
    /// use serde_json::json;
    /// let params = json!({"_meta": {
    ///     "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    ///     "io.modelcontextprotocol/clientCapabilities": {}
    /// }});
    /// let meta = RequestMeta::from_params(Some(&params)).unwrap();
    /// assert_eq!(meta.protocol_version, "2026-07-28");
    /// assert_eq!(RequestMeta::from_params(None), Err(MetaError::Missing));
    /// ```
    pub fn from_params(params: Option<&Value>) -> Result<RequestMeta, MetaError> {
        let meta = params
            .and_then(|p| p.get("_meta"))
            .and_then(Value::as_object)
            .ok_or(MetaError::Missing)?;
        for key in [META_PROTOCOL_VERSION, META_CLIENT_CAPABILITIES] {
            if !meta.contains_key(key) {
                return Err(MetaError::MissingField(key));
            }
        }
        serde_json::from_value(Value::Object(meta.clone()))
            .map_err(|e| MetaError::Malformed(e.to_string()))
    }

    /// Puts this `_meta` into `params` (made an object if it is not one), merging with any
    /// `_meta` keys already there (this record's keys win).
    pub fn insert_into(&self, params: &mut Value) {
        if !params.is_object() {
            *params = Value::Object(Map::new());
        }
        let Value::Object(object) = params else {
            return;
        };
        let entry = object
            .entry("_meta")
            .or_insert_with(|| Value::Object(Map::new()));
        if !entry.is_object() {
            *entry = Value::Object(Map::new());
        }
        if let (Value::Object(target), Ok(Value::Object(ours))) =
            (entry, serde_json::to_value(self))
        {
            target.extend(ours);
        }
    }
}

// ---------------------------------------------------------------------------------
// server/discover
// ---------------------------------------------------------------------------------

/// Whether a cached result may be shared across authorization contexts (SEP-2549).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CacheScope {
    /// Cacheable only within the same authorization context.
    Private,
    /// Holds no user-specific data; any cache may share it.
    Public,
}

/// Caching hints on a list or read result (`ttlMs`, `cacheScope`; SEP-2549).
///
/// ```
/// use lemon_mcp::protocol::stateless::{CacheHints, CacheScope};
/// use serde_json::json;
/// let mut result = json!({"tools": []});
/// CacheHints::new(60_000, CacheScope::Public).apply_to(&mut result);
/// assert_eq!(result["ttlMs"], 60_000);
/// assert_eq!(CacheHints::from_result(&result), Some(CacheHints::new(60_000, CacheScope::Public)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CacheHints {
    /// How long the client may consider the result fresh; 0: stale at once.
    pub ttl_ms: u64,
    /// Who may share the cached result.
    pub cache_scope: CacheScope,
}

impl CacheHints {
    /// Hints of `ttl_ms` milliseconds in `scope`.
    pub const fn new(ttl_ms: u64, scope: CacheScope) -> Self {
        CacheHints {
            ttl_ms,
            cache_scope: scope,
        }
    }

    /// Reads the hints of a result; `None` unless both members are present and valid.
    pub fn from_result(result: &Value) -> Option<CacheHints> {
        let ttl_ms = result.get("ttlMs")?.as_u64()?;
        let cache_scope = serde_json::from_value(result.get("cacheScope")?.clone()).ok()?;
        Some(CacheHints {
            ttl_ms,
            cache_scope,
        })
    }

    /// Sets `ttlMs` and `cacheScope` on a result object (nothing when it is not an object).
    pub fn apply_to(&self, result: &mut Value) {
        if let Value::Object(object) = result {
            object.insert("ttlMs".into(), Value::from(self.ttl_ms));
            object.insert(
                "cacheScope".into(),
                serde_json::to_value(self.cache_scope).unwrap_or(Value::Null),
            );
        }
    }
}

/// `server/discover` result: the versions the server speaks, its capabilities, and how
/// long the answer may be cached. The server's `Implementation` rides in
/// `_meta["io.modelcontextprotocol/serverInfo"]` (kept in `extra`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DiscoverResult {
    /// Every protocol version the server speaks, the handshake ones included.
    pub supported_versions: Vec<String>,
    /// The server's capabilities.
    #[serde(default)]
    pub capabilities: ServerCapabilities,
    /// Guidance for the model, as `initialize` had.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instructions: Option<String>,
    /// Always [`RESULT_COMPLETE`] (absent from older servers: read as complete).
    #[serde(default = "complete")]
    pub result_type: String,
    /// How long the answer may be cached.
    #[serde(flatten)]
    pub cache: CacheHints,
    /// `_meta` and members of newer revisions.
    #[serde(flatten)]
    pub extra: Extra,
}

fn complete() -> String {
    RESULT_COMPLETE.to_string()
}

impl DiscoverResult {
    /// The server identity in the result's `_meta`, if it gave one.
    pub fn server_info(&self) -> Option<Implementation> {
        let info = self.extra.get("_meta")?.get(META_SERVER_INFO)?;
        serde_json::from_value(info.clone()).ok()
    }
}

/// The `resultType` of a result object: its member, or [`RESULT_COMPLETE`] when absent
/// (older servers never send it).
///
/// ```
/// use lemon_mcp::protocol::stateless::result_type;
/// use serde_json::json;
/// assert_eq!(result_type(&json!({"content": []})), "complete");
/// assert_eq!(result_type(&json!({"resultType": "input_required"})), "input_required");
/// ```
pub fn result_type(result: &Value) -> &str {
    result
        .get("resultType")
        .and_then(Value::as_str)
        .unwrap_or(RESULT_COMPLETE)
}

// ---------------------------------------------------------------------------------
// InputRequiredResult (SEP-2322)
// ---------------------------------------------------------------------------------

/// One thing a server asks the client for inside an [`InputRequiredResult`]: what used to
/// be a server→client request, now carried in the result (`{"method", "params"}`).
#[derive(Debug, Clone, PartialEq)]
pub enum InputRequest {
    /// `sampling/createMessage`.
    CreateMessage(CreateMessageParams),
    /// `elicitation/create`.
    Elicit(ElicitParams),
    /// `roots/list` (its params, usually empty).
    ListRoots(Extra),
    /// A method this library does not know, kept whole.
    Other {
        /// The method name.
        method: String,
        /// Its params, verbatim (`None` when absent).
        params: Option<Value>,
    },
}

impl InputRequest {
    /// The method this input request stands for.
    pub fn method(&self) -> &str {
        match self {
            InputRequest::CreateMessage(_) => super::methods::SAMPLING_CREATE_MESSAGE,
            InputRequest::Elicit(_) => super::methods::ELICITATION_CREATE,
            InputRequest::ListRoots(_) => super::methods::ROOTS_LIST,
            InputRequest::Other { method, .. } => method,
        }
    }
}

#[derive(Serialize, Deserialize)]
struct RawInputRequest {
    method: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    params: Option<Value>,
}

impl Serialize for InputRequest {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error as _;
        let params = match self {
            InputRequest::CreateMessage(p) => {
                Some(serde_json::to_value(p).map_err(S::Error::custom)?)
            }
            InputRequest::Elicit(p) => Some(serde_json::to_value(p).map_err(S::Error::custom)?),
            InputRequest::ListRoots(p) => Some(Value::Object(p.clone())),
            InputRequest::Other { params, .. } => params.clone(),
        };
        RawInputRequest {
            method: self.method().to_string(),
            params,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for InputRequest {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let raw = RawInputRequest::deserialize(deserializer)?;
        let params = raw
            .params
            .clone()
            .unwrap_or_else(|| Value::Object(Map::new()));
        Ok(match raw.method.as_str() {
            super::methods::SAMPLING_CREATE_MESSAGE => InputRequest::CreateMessage(
                serde_json::from_value(params).map_err(D::Error::custom)?,
            ),
            super::methods::ELICITATION_CREATE => {
                InputRequest::Elicit(serde_json::from_value(params).map_err(D::Error::custom)?)
            }
            super::methods::ROOTS_LIST => match params {
                Value::Object(map) => InputRequest::ListRoots(map),
                _ => return Err(D::Error::custom("roots/list params must be an object")),
            },
            _ => InputRequest::Other {
                method: raw.method,
                params: raw.params,
            },
        })
    }
}

/// The client's answers, keyed like the [`InputRequiredResult::input_requests`] they
/// answer; each value is the result the old server→client request would have had
/// (`CreateMessageResult`, `ElicitResult`, `ListRootsResult`), kept as JSON so that the
/// server validates it against the request it made.
pub type InputResponses = BTreeMap<String, Value>;

/// A result saying "not done: answer these and send the request again" (SEP-2322).
///
/// ```
/// use lemon_mcp::protocol::stateless::{InputRequest, InputRequiredResult};
/// use lemon_mcp::protocol::types::ElicitParams;
/// let mut asked = InputRequiredResult::new(Some("opaque".into()));
/// asked.ask("name", InputRequest::Elicit(ElicitParams {
///     message: "Your name?".into(),
///     ..Default::default()
/// }));
/// let wire = serde_json::to_value(&asked).unwrap();
/// assert_eq!(wire["resultType"], "input_required");
/// assert_eq!(wire["inputRequests"]["name"]["method"], "elicitation/create");
/// ```
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InputRequiredResult {
    /// What the server asks for, by server-chosen key.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub input_requests: Option<BTreeMap<String, InputRequest>>,
    /// Opaque state the client echoes byte for byte on the retry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub request_state: Option<String>,
    /// Always [`RESULT_INPUT_REQUIRED`].
    pub result_type: String,
    /// `_meta` and members of newer revisions.
    #[serde(flatten)]
    pub extra: Extra,
}

impl InputRequiredResult {
    /// An input-required result with no requests yet and the given state.
    pub fn new(request_state: Option<String>) -> Self {
        InputRequiredResult {
            input_requests: None,
            request_state,
            result_type: RESULT_INPUT_REQUIRED.to_string(),
            extra: Extra::new(),
        }
    }

    /// Adds an input request under `key`.
    pub fn ask(&mut self, key: impl Into<String>, request: InputRequest) -> &mut Self {
        self.input_requests
            .get_or_insert_with(BTreeMap::new)
            .insert(key.into(), request);
        self
    }

    /// Whether a result object is an input-required result.
    pub fn is_input_required(result: &Value) -> bool {
        result_type(result) == RESULT_INPUT_REQUIRED
    }
}

/// What a retry of a request carries besides its own params: the answers and the echoed
/// state (`params.inputResponses`, `params.requestState`).
///
/// ```
/// use lemon_mcp::protocol::stateless::InputRetry;
/// use serde_json::json;
/// let mut params = json!({"name": "t", "requestState": "s1", "inputResponses": {"k": {"action": "decline"}}});
/// let retry = InputRetry::take_from(&mut params);
/// assert_eq!(retry.request_state.as_deref(), Some("s1"));
/// assert_eq!(params, json!({"name": "t"}));
/// let mut again = json!({"name": "t"});
/// retry.insert_into(&mut again);
/// assert_eq!(again["inputResponses"]["k"]["action"], "decline");
/// ```
#[derive(Debug, Clone, PartialEq, Default)]
pub struct InputRetry {
    /// The answers, keyed like the input requests.
    pub input_responses: Option<InputResponses>,
    /// The state the server handed out, verbatim.
    pub request_state: Option<String>,
}

impl InputRetry {
    /// Whether this retry carries nothing (a first attempt).
    pub fn is_empty(&self) -> bool {
        self.input_responses.is_none() && self.request_state.is_none()
    }

    /// Removes `inputResponses` and `requestState` from a request's params and returns
    /// them; members of the wrong type are dropped (the server then treats the request as
    /// a first attempt, or the missing answer as missing).
    pub fn take_from(params: &mut Value) -> InputRetry {
        let Value::Object(object) = params else {
            return InputRetry::default();
        };
        let input_responses = match object.remove("inputResponses") {
            Some(Value::Object(map)) => Some(map.into_iter().collect()),
            _ => None,
        };
        let request_state = match object.remove("requestState") {
            Some(Value::String(s)) => Some(s),
            _ => None,
        };
        InputRetry {
            input_responses,
            request_state,
        }
    }

    /// Adds this retry's members to a request's params (absent members stay absent).
    pub fn insert_into(&self, params: &mut Value) {
        if !params.is_object() {
            *params = Value::Object(Map::new());
        }
        if let Value::Object(object) = params {
            if let Some(responses) = &self.input_responses {
                let map: Map<String, Value> = responses
                    .iter()
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                object.insert("inputResponses".into(), Value::Object(map));
            }
            if let Some(state) = &self.request_state {
                object.insert("requestState".into(), Value::String(state.clone()));
            }
        }
    }
}

// ---------------------------------------------------------------------------------
// subscriptions/listen
// ---------------------------------------------------------------------------------

/// The notification types a client opts in to on a `subscriptions/listen` stream (and,
/// in the acknowledgement, the subset the server agreed to).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionFilter {
    /// `notifications/tools/list_changed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tools_list_changed: Option<bool>,
    /// `notifications/prompts/list_changed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompts_list_changed: Option<bool>,
    /// `notifications/resources/list_changed`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources_list_changed: Option<bool>,
    /// `notifications/resources/updated` for these URIs (replaces `resources/subscribe`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resource_subscriptions: Option<Vec<String>>,
    /// Members of newer revisions.
    #[serde(flatten)]
    pub extra: Extra,
}

/// `subscriptions/listen` params (besides `_meta`, kept in `extra`).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionsListenParams {
    /// What the client wants to hear about.
    #[serde(default)]
    pub notifications: SubscriptionFilter,
    /// `_meta` and members of newer revisions.
    #[serde(flatten)]
    pub extra: Extra,
}

/// `notifications/subscriptions/acknowledged` params: the first message of a listen stream.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionsAcknowledgedParams {
    /// The requested notification types the server will send.
    pub notifications: SubscriptionFilter,
    /// `_meta` (with the subscription id) and members of newer revisions.
    #[serde(flatten)]
    pub extra: Extra,
}

// ---------------------------------------------------------------------------------
// Error data
// ---------------------------------------------------------------------------------

/// `data` of a `-32022` error: what the server speaks and what was asked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UnsupportedVersionData {
    /// The versions the server speaks; the client picks one and retries.
    pub supported: Vec<String>,
    /// The version the request named.
    pub requested: String,
    /// Members of newer revisions.
    #[serde(flatten)]
    pub extra: Extra,
}

/// `data` of a `-32021` error: the capabilities the request needed, as a
/// `ClientCapabilities` object (e.g. `{"sampling": {}}`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MissingClientCapabilityData {
    /// The capabilities the client must declare.
    pub required_capabilities: ClientCapabilities,
    /// Members of newer revisions.
    #[serde(flatten)]
    pub extra: Extra,
}

impl MissingClientCapabilityData {
    /// The `-32021` error for a request that needs the client capability `name`
    /// (e.g. `"sampling"`); a stateless HTTP server answers it with status 400.
    ///
    /// ```
    /// use lemon_mcp::protocol::stateless::MissingClientCapabilityData;
    /// let e = MissingClientCapabilityData::error("sampling");
    /// assert_eq!(e.code, -32021);
    /// assert_eq!(e.data.unwrap()["requiredCapabilities"]["sampling"], serde_json::json!({}));
    /// ```
    pub fn error(name: &str) -> super::jsonrpc::ErrorObject {
        let mut required = Map::new();
        required.insert(name.to_string(), Value::Object(Map::new()));
        let mut error = super::jsonrpc::ErrorObject::new(
            codes::MISSING_REQUIRED_CLIENT_CAPABILITY,
            format!("Missing required client capability: {name}"),
        );
        error.data = Some(serde_json::json!({ "requiredCapabilities": required }));
        error
    }
}

// ---------------------------------------------------------------------------------
// Header values (SEP-2243)
// ---------------------------------------------------------------------------------

/// Encodes a header value for `Mcp-Name` / `Mcp-Param-*`: verbatim when it is visible
/// ASCII without leading or trailing spaces, else `=?base64?<standard Base64 of UTF-8>?=`.
///
/// ```
/// use lemon_mcp::protocol::stateless::{decode_header_value, encode_header_value};
/// assert_eq!(encode_header_value("us-west1"), "us-west1");
/// assert_eq!(encode_header_value("héllo"), "=?base64?aMOpbGxv?=");
/// assert_eq!(decode_header_value("=?base64?aMOpbGxv?=").unwrap(), "héllo");
/// assert!(decode_header_value("=?base64?SGVsbG8?=").is_err()); // bad padding
/// ```
pub fn encode_header_value(value: &str) -> String {
    let plain = !value.is_empty()
        && value.bytes().all(|b| (0x20..0x7f).contains(&b))
        && !value.starts_with(' ')
        && !value.ends_with(' ')
        && !value.starts_with("=?base64?");
    if plain || value.is_empty() {
        value.to_string()
    } else {
        format!(
            "=?base64?{}?=",
            base64::engine::general_purpose::STANDARD.encode(value.as_bytes())
        )
    }
}

/// Why a `=?base64?…?=` header value does not decode.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("header value is not valid Base64-encoded UTF-8")]
pub struct HeaderValueError;

/// Decodes a header value written by [`encode_header_value`]; a value without the
/// `=?base64?` prefix is literal. Padding is required (standard alphabet, canonical).
pub fn decode_header_value(value: &str) -> Result<String, HeaderValueError> {
    let Some(inner) = value
        .strip_prefix("=?base64?")
        .and_then(|rest| rest.strip_suffix("?="))
    else {
        return Ok(value.to_string());
    };
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(inner)
        .map_err(|_| HeaderValueError)?;
    String::from_utf8(bytes).map_err(|_| HeaderValueError)
}

/// One tool argument a client mirrors into an `Mcp-Param-<header>` HTTP header: the
/// argument's property name and the header suffix its `x-mcp-header` annotation names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParamHeader {
    /// The property of the tool's `inputSchema` (the key in `arguments`).
    pub argument: String,
    /// The header suffix, as annotated (`Region` → `Mcp-Param-Region`).
    pub header: String,
}

/// Why a tool's `x-mcp-header` annotations are invalid; a client must not call such a tool.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParamHeaderError {
    /// The annotation is not a non-empty string.
    #[error("property {0:?}: x-mcp-header must be a non-empty string")]
    Empty(String),
    /// The name holds a character outside the HTTP token set (space, colon, non-ASCII, control).
    #[error("property {0:?}: x-mcp-header is not a valid HTTP header name")]
    Charset(String),
    /// The annotated property is not a string, integer or boolean.
    #[error(
        "property {0:?}: x-mcp-header is allowed only on string, integer and boolean properties"
    )]
    NotPrimitive(String),
    /// Two properties name the same header (compared case-insensitively).
    #[error("x-mcp-header {0:?} is used by more than one property")]
    Duplicate(String),
}

/// The `x-mcp-header` annotations of a tool's `inputSchema` (its top-level `properties`),
/// validated as SEP-2243 asks: a non-empty HTTP token, only on `string`, `integer` or
/// `boolean` properties, unique case-insensitively. Sorted by argument name.
///
/// ```
/// use lemon_mcp::protocol::stateless::{param_headers, ParamHeaderError};
/// use serde_json::json;
/// let schema = json!({"type": "object", "properties": {
///     "region": {"type": "string", "x-mcp-header": "Region"},
///     "query": {"type": "string"}
/// }});
/// let headers = param_headers(&schema).unwrap();
/// assert_eq!((headers[0].argument.as_str(), headers[0].header.as_str()), ("region", "Region"));
/// let bad = json!({"properties": {"n": {"type": "number", "x-mcp-header": "N"}}});
/// assert!(matches!(param_headers(&bad), Err(ParamHeaderError::NotPrimitive(_))));
/// ```
pub fn param_headers(input_schema: &Value) -> Result<Vec<ParamHeader>, ParamHeaderError> {
    let Some(properties) = input_schema.get("properties").and_then(Value::as_object) else {
        return Ok(Vec::new());
    };
    let mut out: Vec<ParamHeader> = Vec::new();
    for (argument, schema) in properties {
        let Some(annotation) = schema.get("x-mcp-header") else {
            continue;
        };
        let header = match annotation.as_str() {
            Some(h) if !h.is_empty() => h,
            _ => return Err(ParamHeaderError::Empty(argument.clone())),
        };
        if !header.bytes().all(is_token_byte) {
            return Err(ParamHeaderError::Charset(argument.clone()));
        }
        let primitive = match schema.get("type") {
            Some(Value::String(t)) => matches!(t.as_str(), "string" | "integer" | "boolean"),
            _ => false,
        };
        if !primitive {
            return Err(ParamHeaderError::NotPrimitive(argument.clone()));
        }
        if out.iter().any(|p| p.header.eq_ignore_ascii_case(header)) {
            return Err(ParamHeaderError::Duplicate(header.to_string()));
        }
        out.push(ParamHeader {
            argument: argument.clone(),
            header: header.to_string(),
        });
    }
    out.sort_by(|a, b| a.argument.cmp(&b.argument));
    Ok(out)
}

/// An RFC 9110 `tchar`.
fn is_token_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b)
}

/// The `Mcp-Param-*` header value of one argument: strings encoded with
/// [`encode_header_value`], numbers and booleans in their JSON form; `None` for `null`,
/// objects and arrays (the header is then omitted).
///
/// ```
/// use lemon_mcp::protocol::stateless::param_header_value;
/// use serde_json::json;
/// assert_eq!(param_header_value(&json!(42)).as_deref(), Some("42"));
/// assert_eq!(param_header_value(&json!(false)).as_deref(), Some("false"));
/// assert_eq!(param_header_value(&json!(" x")).as_deref(), Some("=?base64?IHg=?="));
/// assert_eq!(param_header_value(&json!(null)), None);
/// ```
pub fn param_header_value(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(encode_header_value(s)),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn round_trip<T: Serialize + serde::de::DeserializeOwned>(v: Value) -> Value {
        let t: T = serde_json::from_value(v).unwrap();
        serde_json::to_value(&t).unwrap()
    }

    #[test]
    fn request_meta_round_trips_unknown_keys() {
        let wire = json!({
            "io.modelcontextprotocol/protocolVersion": "2026-07-28",
            "io.modelcontextprotocol/clientCapabilities": {"sampling": {}, "future": {"x": 1}},
            "io.modelcontextprotocol/clientInfo": {"name": "c", "version": "1", "brand": "b"},
            "io.modelcontextprotocol/logLevel": "info",
            "progressToken": 7,
            "vendor/key": [1, 2]
        });
        assert_eq!(round_trip::<RequestMeta>(wire.clone()), wire);
    }

    #[test]
    fn request_meta_requires_version_and_capabilities() {
        let no_caps = json!({"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}});
        assert_eq!(
            RequestMeta::from_params(Some(&no_caps)),
            Err(MetaError::MissingField(META_CLIENT_CAPABILITIES))
        );
        let no_version = json!({"_meta": {"io.modelcontextprotocol/clientCapabilities": {}}});
        assert_eq!(
            RequestMeta::from_params(Some(&no_version)),
            Err(MetaError::MissingField(META_PROTOCOL_VERSION))
        );
        assert_eq!(
            RequestMeta::from_params(Some(&json!({}))),
            Err(MetaError::Missing)
        );
        let bad = json!({"_meta": {
            "io.modelcontextprotocol/protocolVersion": 5,
            "io.modelcontextprotocol/clientCapabilities": {}
        }});
        assert!(matches!(
            RequestMeta::from_params(Some(&bad)),
            Err(MetaError::Malformed(_))
        ));
    }

    #[test]
    fn request_meta_insert_merges() {
        let mut params = json!({"name": "t", "_meta": {"progressToken": "p", "keep": true}});
        RequestMeta::new("2026-07-28", ClientCapabilities::default(), None)
            .insert_into(&mut params);
        assert_eq!(params["_meta"]["keep"], true);
        assert_eq!(params["_meta"]["progressToken"], "p");
        assert_eq!(params["_meta"][META_PROTOCOL_VERSION], "2026-07-28");
        assert_eq!(params["_meta"][META_CLIENT_CAPABILITIES], json!({}));
        let mut none = Value::Null;
        RequestMeta::new("2026-07-28", ClientCapabilities::default(), None).insert_into(&mut none);
        assert!(RequestMeta::from_params(Some(&none)).is_ok());
    }

    #[test]
    fn discover_result_round_trips() {
        let wire = json!({
            "supportedVersions": ["2026-07-28", "2025-11-25"],
            "capabilities": {"tools": {"listChanged": true}, "novel": {}},
            "instructions": "hi",
            "resultType": "complete",
            "ttlMs": 0,
            "cacheScope": "public",
            "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "s", "version": "2"}},
            "future": 1
        });
        assert_eq!(round_trip::<DiscoverResult>(wire.clone()), wire);
        let parsed: DiscoverResult = serde_json::from_value(wire).unwrap();
        assert_eq!(parsed.server_info().unwrap().name, "s");
        assert_eq!(parsed.cache, CacheHints::new(0, CacheScope::Public));
    }

    #[test]
    fn cache_hints_reject_invalid() {
        assert_eq!(
            CacheHints::from_result(&json!({"ttlMs": -1, "cacheScope": "public"})),
            None
        );
        assert_eq!(
            CacheHints::from_result(&json!({"ttlMs": 5, "cacheScope": "shared"})),
            None
        );
        assert_eq!(CacheHints::from_result(&json!({"ttlMs": 5})), None);
    }

    #[test]
    fn input_required_round_trips_every_kind() {
        let wire = json!({
            "resultType": "input_required",
            "requestState": "abc==",
            "inputRequests": {
                "a": {"method": "elicitation/create", "params": {"message": "m", "requestedSchema": {"type": "object"}, "x": 1}},
                "b": {"method": "sampling/createMessage", "params": {"messages": [], "maxTokens": 10}},
                "c": {"method": "roots/list", "params": {}},
                "d": {"method": "vendor/thing", "params": {"q": [1]}},
                "e": {"method": "vendor/bare"}
            },
            "_meta": {"k": "v"}
        });
        assert_eq!(round_trip::<InputRequiredResult>(wire.clone()), wire);
        let parsed: InputRequiredResult = serde_json::from_value(wire.clone()).unwrap();
        let requests = parsed.input_requests.unwrap();
        assert!(matches!(requests["a"], InputRequest::Elicit(_)));
        assert!(matches!(requests["b"], InputRequest::CreateMessage(_)));
        assert!(matches!(requests["c"], InputRequest::ListRoots(_)));
        assert_eq!(requests["d"].method(), "vendor/thing");
        assert!(InputRequiredResult::is_input_required(&wire));
        assert!(!InputRequiredResult::is_input_required(
            &json!({"content": []})
        ));
    }

    #[test]
    fn malformed_known_input_request_is_an_error() {
        let bad = json!({"method": "sampling/createMessage", "params": {"messages": "no"}});
        assert!(serde_json::from_value::<InputRequest>(bad).is_err());
    }

    #[test]
    fn retry_round_trip_keeps_state_byte_exact() {
        let state = "  spaced\u{e9} state==  ";
        let retry = InputRetry {
            input_responses: Some(BTreeMap::from([("k".to_string(), json!({"roots": []}))])),
            request_state: Some(state.into()),
        };
        let mut params = json!({"name": "tool"});
        retry.insert_into(&mut params);
        assert_eq!(params["requestState"], state);
        assert_eq!(InputRetry::take_from(&mut params), retry);
        assert_eq!(params, json!({"name": "tool"}));
        assert!(InputRetry::take_from(&mut params).is_empty());
    }

    #[test]
    fn subscription_types_round_trip() {
        let wire = json!({
            "notifications": {"toolsListChanged": true, "resourceSubscriptions": ["a://b"], "novel": true},
            "_meta": {"io.modelcontextprotocol/subscriptionId": 3}
        });
        assert_eq!(round_trip::<SubscriptionsListenParams>(wire.clone()), wire);
        assert_eq!(
            round_trip::<SubscriptionsAcknowledgedParams>(wire.clone()),
            wire
        );
    }

    #[test]
    fn error_data_round_trips() {
        let unsupported =
            json!({"supported": ["2026-07-28"], "requested": "1999-01-01", "more": 1});
        assert_eq!(
            round_trip::<UnsupportedVersionData>(unsupported.clone()),
            unsupported
        );
        let missing = json!({"requiredCapabilities": {"sampling": {}}});
        assert_eq!(
            round_trip::<MissingClientCapabilityData>(missing.clone()),
            missing
        );
        assert_eq!(codes::HEADER_MISMATCH, -32020);
        assert_eq!(codes::MISSING_REQUIRED_CLIENT_CAPABILITY, -32021);
        assert_eq!(codes::UNSUPPORTED_PROTOCOL_VERSION, -32022);
    }

    #[test]
    fn header_values() {
        for v in [
            "plain",
            "héllo wörld",
            " lead",
            "trail ",
            "日本",
            "=?base64?x?=",
        ] {
            let encoded = encode_header_value(v);
            assert!(encoded.is_ascii());
            assert_eq!(decode_header_value(&encoded).unwrap(), v);
        }
        assert_eq!(decode_header_value("=?base64?SGVsbG8=?=").unwrap(), "Hello");
        assert!(decode_header_value("=?base64?SGVs!!!bG8=?=").is_err());
        assert!(decode_header_value("=?base64?SGVsbG8?=").is_err());
        assert_eq!(decode_header_value("SGVsbG8=").unwrap(), "SGVsbG8=");
        assert!(decode_header_value("=?base64?//79?=").is_err()); // not UTF-8
    }

    #[test]
    fn param_header_annotations() {
        let ok = json!({"properties": {
            "b": {"type": "boolean", "x-mcp-header": "Debug"},
            "a": {"type": "integer", "x-mcp-header": "Priority"},
            "q": {"type": "string"}
        }});
        let h = param_headers(&ok).unwrap();
        assert_eq!(h.len(), 2);
        assert_eq!(h[0].argument, "a");
        for (schema, want) in [
            (json!({"type": "string", "x-mcp-header": ""}), "empty"),
            (json!({"type": "string", "x-mcp-header": 5}), "empty"),
            (json!({"type": "object", "x-mcp-header": "D"}), "prim"),
            (json!({"type": "null", "x-mcp-header": "D"}), "prim"),
            (json!({"type": "number", "x-mcp-header": "D"}), "prim"),
            (
                json!({"type": "string", "x-mcp-header": "My Region"}),
                "charset",
            ),
            (json!({"type": "string", "x-mcp-header": "R:P"}), "charset"),
            (
                json!({"type": "string", "x-mcp-header": "Région"}),
                "charset",
            ),
            (json!({"type": "string", "x-mcp-header": "R\t1"}), "charset"),
        ] {
            let err = param_headers(&json!({"properties": {"v": schema}})).unwrap_err();
            let got = match err {
                ParamHeaderError::Empty(_) => "empty",
                ParamHeaderError::NotPrimitive(_) => "prim",
                ParamHeaderError::Charset(_) => "charset",
                ParamHeaderError::Duplicate(_) => "dup",
            };
            assert_eq!(got, want);
        }
        let dup = json!({"properties": {
            "f1": {"type": "string", "x-mcp-header": "MyField"},
            "f2": {"type": "string", "x-mcp-header": "myfield"}
        }});
        assert!(matches!(
            param_headers(&dup),
            Err(ParamHeaderError::Duplicate(_))
        ));
        assert_eq!(param_headers(&json!({})).unwrap(), vec![]);
    }

    #[test]
    fn removed_methods() {
        for m in [
            "initialize",
            "ping",
            "logging/setLevel",
            "resources/unsubscribe",
        ] {
            assert!(is_removed_method(m));
        }
        assert!(!is_removed_method("server/discover"));
    }
}
