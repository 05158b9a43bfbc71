//! Typed MCP messages (the `params` and `result` members), camelCase on the wire.
//!
//! Every struct keeps the members it does not know in `extra` (`_meta` and anything a
//! newer protocol revision adds), so decoding and re-encoding never loses data. Content
//! blocks of an unknown `type` are kept whole as [`ContentBlock::Unknown`].

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use super::jsonrpc::RequestId;

/// Unknown members of a message, kept verbatim (`_meta`, newer fields).
pub type Extra = Map<String, Value>;

/// A progress token: a string or an integer, like a request id.
pub type ProgressToken = RequestId;

/// A pagination cursor, opaque to the client.
pub type Cursor = String;

// ---------------------------------------------------------------------------------
// Lifecycle
// ---------------------------------------------------------------------------------

/// Name and version of a client or server implementation (`clientInfo`/`serverInfo`).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Implementation {
    pub name: String,
    #[serde(default)]
    pub version: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

impl Implementation {
    /// An implementation record with just a name and a version.
    pub fn new(name: impl Into<String>, version: impl Into<String>) -> Self {
        Implementation {
            name: name.into(),
            version: version.into(),
            title: None,
            extra: Extra::new(),
        }
    }
}

/// A capability that can announce list changes (`{"listChanged": true}`).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListChangedCapability {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub list_changed: Option<bool>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// The server's `resources` capability.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ResourcesCapability {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subscribe: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub list_changed: Option<bool>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// What a client offers. `sampling` must only be set when the client really answers
/// `sampling/createMessage` (the client sets it itself when a handler is configured).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ClientCapabilities {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub experimental: Option<Map<String, Value>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roots: Option<ListChangedCapability>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sampling: Option<Map<String, Value>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elicitation: Option<Map<String, Value>>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// What a server offers.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ServerCapabilities {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub experimental: Option<Map<String, Value>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub logging: Option<Map<String, Value>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub completions: Option<Map<String, Value>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub prompts: Option<ListChangedCapability>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resources: Option<ResourcesCapability>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tools: Option<ListChangedCapability>,
    /// The extensions the server supports (SEP-2133): each extension's identifier mapped
    /// to its settings object, inline (an empty object: supported, no optional features).
    /// See [`super::skills::SkillsCapability`] for the skills extension's settings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extensions: Option<Map<String, Value>>,
    #[serde(flatten)]
    pub extra: Extra,
}

impl ServerCapabilities {
    /// The settings the server declared for extension `id`, if it declared it.
    ///
    /// ```
    /// use lemon_mcp::protocol::types::ServerCapabilities;
    /// let caps: ServerCapabilities = serde_json::from_value(serde_json::json!({
    ///     "extensions": {"io.modelcontextprotocol/skills": {"directoryRead": true}},
    ///     "somethingNew": 1
    /// })).unwrap();
    /// assert_eq!(caps.extension("io.modelcontextprotocol/skills").unwrap()["directoryRead"], true);
    /// assert!(caps.extension("other/ext").is_none());
    /// // Members this crate does not know still round-trip.
    /// assert_eq!(serde_json::to_value(&caps).unwrap()["somethingNew"], 1);
    /// ```
    pub fn extension(&self, id: &str) -> Option<&Value> {
        self.extensions.as_ref()?.get(id)
    }

    /// Declares extension `id` with `settings` (replacing an earlier declaration).
    ///
    /// ```
    /// use lemon_mcp::protocol::types::ServerCapabilities;
    /// let mut caps = ServerCapabilities::default();
    /// caps.declare_extension("example/ext", serde_json::json!({}));
    /// assert_eq!(serde_json::to_value(&caps).unwrap()["extensions"]["example/ext"], serde_json::json!({}));
    /// ```
    pub fn declare_extension(&mut self, id: impl Into<String>, settings: Value) {
        self.extensions
            .get_or_insert_with(Map::new)
            .insert(id.into(), settings);
    }
}

/// `initialize` params.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitializeParams {
    pub protocol_version: String,
    #[serde(default)]
    pub capabilities: ClientCapabilities,
    pub client_info: Implementation,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `initialize` result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InitializeResult {
    pub protocol_version: String,
    #[serde(default)]
    pub capabilities: ServerCapabilities,
    /// Some servers omit it; an empty record then stands in.
    #[serde(default)]
    pub server_info: Implementation,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instructions: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// A result with no members of its own (`ping`, `logging/setLevel`, subscribe).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct EmptyResult {
    #[serde(flatten)]
    pub extra: Extra,
}

/// Params of list requests (`tools/list`, `resources/list`, …).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PaginatedParams {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cursor: Option<Cursor>,
    #[serde(flatten)]
    pub extra: Extra,
}

// ---------------------------------------------------------------------------------
// Content
// ---------------------------------------------------------------------------------

/// Who a message or annotation is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    User,
    Assistant,
}

/// Optional hints on content and resources.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Annotations {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub audience: Option<Vec<Role>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub priority: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_modified: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `{"type":"text"}` content.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TextContent {
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<Annotations>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `{"type":"image"}` or `{"type":"audio"}` content: base64 `data` plus a MIME type.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BinaryContent {
    pub data: String,
    #[serde(default)]
    pub mime_type: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<Annotations>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `{"type":"resource"}` content: a resource embedded with its contents.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EmbeddedResource {
    pub resource: ResourceContents,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<Annotations>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// One content item of a tool result, prompt message or sampling message.
///
/// Unknown `type`s (for example `tool_use` from newer revisions) are kept whole.
///
/// ```
/// use lemon_mcp::protocol::types::ContentBlock;
/// let c: ContentBlock = serde_json::from_str(r#"{"type":"text","text":"hi","_meta":{"k":1}}"#).unwrap();
/// assert_eq!(c.as_text(), Some("hi"));
/// assert_eq!(serde_json::to_string(&c).unwrap(), r#"{"type":"text","text":"hi","_meta":{"k":1}}"#);
/// ```
#[derive(Debug, Clone, PartialEq)]
pub enum ContentBlock {
    Text(TextContent),
    Image(BinaryContent),
    Audio(BinaryContent),
    ResourceLink(Resource),
    Resource(EmbeddedResource),
    /// A block of a `type` this library does not know (or a malformed known one),
    /// kept verbatim including its `type` member.
    Unknown(Map<String, Value>),
}

impl ContentBlock {
    /// A text block.
    pub fn text(text: impl Into<String>) -> Self {
        ContentBlock::Text(TextContent {
            text: text.into(),
            ..Default::default()
        })
    }

    /// The text of a text block.
    pub fn as_text(&self) -> Option<&str> {
        match self {
            ContentBlock::Text(t) => Some(&t.text),
            _ => None,
        }
    }

    /// The wire `type` of this block (`"unknown"` if an unknown block has none).
    pub fn kind(&self) -> &str {
        match self {
            ContentBlock::Text(_) => "text",
            ContentBlock::Image(_) => "image",
            ContentBlock::Audio(_) => "audio",
            ContentBlock::ResourceLink(_) => "resource_link",
            ContentBlock::Resource(_) => "resource",
            ContentBlock::Unknown(m) => m.get("type").and_then(Value::as_str).unwrap_or("unknown"),
        }
    }
}

fn with_type<T: Serialize>(kind: &str, inner: &T) -> Result<Value, serde_json::Error> {
    let mut v = serde_json::to_value(inner)?;
    if let Value::Object(map) = &mut v {
        // `type` first, as peers print it; shift_insert keeps preserve_order output stable.
        map.shift_insert(0, "type".into(), Value::String(kind.into()));
    }
    Ok(v)
}

impl Serialize for ContentBlock {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::Error as _;
        let v = match self {
            ContentBlock::Text(c) => with_type("text", c),
            ContentBlock::Image(c) => with_type("image", c),
            ContentBlock::Audio(c) => with_type("audio", c),
            ContentBlock::ResourceLink(c) => with_type("resource_link", c),
            ContentBlock::Resource(c) => with_type("resource", c),
            ContentBlock::Unknown(m) => return m.serialize(s),
        }
        .map_err(S::Error::custom)?;
        v.serialize(s)
    }
}

impl<'de> Deserialize<'de> for ContentBlock {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut map = Map::<String, Value>::deserialize(d)?;
        let kind = match map.get("type") {
            Some(Value::String(k)) => k.clone(),
            Some(_) => return Err(D::Error::custom("content `type` must be a string")),
            None => return Err(D::Error::custom("content block without `type`")),
        };
        fn typed<T: serde::de::DeserializeOwned>(map: &Map<String, Value>) -> Option<T> {
            T::deserialize(map).ok()
        }
        map.shift_remove("type");
        let parsed = match kind.as_str() {
            "text" => typed(&map).map(ContentBlock::Text),
            "image" => typed(&map).map(ContentBlock::Image),
            "audio" => typed(&map).map(ContentBlock::Audio),
            "resource_link" => typed(&map).map(ContentBlock::ResourceLink),
            "resource" => typed(&map).map(ContentBlock::Resource),
            _ => None,
        };
        Ok(parsed.unwrap_or_else(|| {
            map.shift_insert(0, "type".into(), Value::String(kind));
            ContentBlock::Unknown(map)
        }))
    }
}

// ---------------------------------------------------------------------------------
// Tools
// ---------------------------------------------------------------------------------

/// Behaviour hints of a tool (untrusted: only hints).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolAnnotations {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_only_hint: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub destructive_hint: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub idempotent_hint: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub open_world_hint: Option<bool>,
    #[serde(flatten)]
    pub extra: Extra,
}

fn empty_object() -> Value {
    Value::Object(Map::new())
}

/// A tool a server offers.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Tool {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    /// JSON Schema of the arguments; `{}` when the server sent none.
    #[serde(default = "empty_object")]
    pub input_schema: Value,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub output_schema: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<ToolAnnotations>,
    #[serde(flatten)]
    pub extra: Extra,
}

impl Tool {
    /// A tool with a name, a description and an input schema.
    pub fn new(
        name: impl Into<String>,
        description: impl Into<String>,
        input_schema: Value,
    ) -> Self {
        Tool {
            name: name.into(),
            title: None,
            description: Some(description.into()),
            input_schema,
            output_schema: None,
            annotations: None,
            extra: Extra::new(),
        }
    }
}

/// `tools/list` result.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListToolsResult {
    pub tools: Vec<Tool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_cursor: Option<Cursor>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `tools/call` params.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CallToolParams {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arguments: Option<Map<String, Value>>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `tools/call` result. A tool failure is a result with `isError: true`, not a
/// JSON-RPC error.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CallToolResult {
    #[serde(default)]
    pub content: Vec<ContentBlock>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub structured_content: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub is_error: Option<bool>,
    #[serde(flatten)]
    pub extra: Extra,
}

impl CallToolResult {
    /// Whether the tool reported a failure (`isError` absent means false).
    pub fn is_error(&self) -> bool {
        self.is_error.unwrap_or(false)
    }

    /// A successful result holding one text block.
    pub fn text(text: impl Into<String>) -> Self {
        CallToolResult {
            content: vec![ContentBlock::text(text)],
            ..Default::default()
        }
    }

    /// A failed result (`isError: true`) holding one text block.
    pub fn error_text(text: impl Into<String>) -> Self {
        CallToolResult {
            content: vec![ContentBlock::text(text)],
            is_error: Some(true),
            ..Default::default()
        }
    }
}

// ---------------------------------------------------------------------------------
// Resources
// ---------------------------------------------------------------------------------

/// A resource a server offers (also the body of a `resource_link` content block).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Resource {
    pub uri: String,
    #[serde(default)]
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mime_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<Annotations>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// A parameterised resource (RFC 6570 URI template).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ResourceTemplate {
    pub uri_template: String,
    #[serde(default)]
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mime_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotations: Option<Annotations>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// The contents of a resource: `text` or base64 `blob`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ResourceContents {
    pub uri: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mime_type: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blob: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `resources/list` result.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListResourcesResult {
    pub resources: Vec<Resource>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_cursor: Option<Cursor>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `resources/templates/list` result.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListResourceTemplatesResult {
    pub resource_templates: Vec<ResourceTemplate>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_cursor: Option<Cursor>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// Params holding just a `uri`: `resources/read`, `resources/subscribe`,
/// `resources/unsubscribe` and `notifications/resources/updated`.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UriParams {
    pub uri: String,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `resources/read` params.
pub type ReadResourceParams = UriParams;
/// `resources/subscribe` and `resources/unsubscribe` params.
pub type SubscribeParams = UriParams;
/// `notifications/resources/updated` params.
pub type ResourceUpdatedParams = UriParams;

/// `resources/read` result.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReadResourceResult {
    pub contents: Vec<ResourceContents>,
    #[serde(flatten)]
    pub extra: Extra,
}

// ---------------------------------------------------------------------------------
// Prompts
// ---------------------------------------------------------------------------------

/// An argument a prompt template accepts.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PromptArgument {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub required: Option<bool>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// A prompt template a server offers.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Prompt {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arguments: Option<Vec<PromptArgument>>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `prompts/list` result.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListPromptsResult {
    pub prompts: Vec<Prompt>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next_cursor: Option<Cursor>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `prompts/get` params. Argument values are strings in the MCP specification; any JSON is kept.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetPromptParams {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arguments: Option<Map<String, Value>>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// One message of a prompt.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PromptMessage {
    pub role: Role,
    pub content: ContentBlock,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `prompts/get` result.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetPromptResult {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    #[serde(default)]
    pub messages: Vec<PromptMessage>,
    #[serde(flatten)]
    pub extra: Extra,
}

// ---------------------------------------------------------------------------------
// Completion
// ---------------------------------------------------------------------------------

/// What a completion request refers to.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum CompletionReference {
    /// `{"type":"ref/prompt","name":…}`.
    #[serde(rename = "ref/prompt")]
    Prompt {
        name: String,
        #[serde(flatten)]
        extra: Extra,
    },
    /// `{"type":"ref/resource","uri":…}` (a URI template).
    #[serde(rename = "ref/resource")]
    Resource {
        uri: String,
        #[serde(flatten)]
        extra: Extra,
    },
}

/// The argument being completed.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CompletionArgument {
    pub name: String,
    pub value: String,
    #[serde(flatten)]
    pub extra: Extra,
}

/// Already resolved arguments that give a completion context.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CompletionContext {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arguments: Option<Map<String, Value>>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `completion/complete` params.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CompleteParams {
    #[serde(rename = "ref")]
    pub reference: CompletionReference,
    pub argument: CompletionArgument,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub context: Option<CompletionContext>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// The completion values.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Completion {
    #[serde(default)]
    pub values: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub has_more: Option<bool>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `completion/complete` result.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CompleteResult {
    pub completion: Completion,
    #[serde(flatten)]
    pub extra: Extra,
}

// ---------------------------------------------------------------------------------
// Logging, progress, cancellation
// ---------------------------------------------------------------------------------

/// Syslog severities, least to most severe.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LoggingLevel {
    Debug,
    Info,
    Notice,
    Warning,
    Error,
    Critical,
    Alert,
    Emergency,
}

/// `logging/setLevel` params.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetLevelParams {
    pub level: LoggingLevel,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `notifications/message` params (a log record from the server).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LoggingMessageParams {
    pub level: LoggingLevel,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub logger: Option<String>,
    #[serde(default)]
    pub data: Value,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `notifications/progress` params.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProgressParams {
    pub progress_token: ProgressToken,
    pub progress: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `notifications/cancelled` params.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CancelledParams {
    /// Optional since 2025-11-25 (task cancellation); always set by this client.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub request_id: Option<RequestId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

// ---------------------------------------------------------------------------------
// Sampling, elicitation, roots (server → client requests)
// ---------------------------------------------------------------------------------

/// Sampling content: one block, or (since 2025-11-25) a list of blocks.
// The single-block form is by far the common one; boxing it would cost an allocation
// per message for no gain.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SamplingContent {
    One(ContentBlock),
    Many(Vec<ContentBlock>),
}

/// One message of a sampling request or result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SamplingMessage {
    pub role: Role,
    pub content: SamplingContent,
    #[serde(flatten)]
    pub extra: Extra,
}

/// A model name hint.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ModelHint {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// A server's model preferences for sampling.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ModelPreferences {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hints: Option<Vec<ModelHint>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cost_priority: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub speed_priority: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub intelligence_priority: Option<f64>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `sampling/createMessage` params.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateMessageParams {
    pub messages: Vec<SamplingMessage>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model_preferences: Option<ModelPreferences>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub system_prompt: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub include_context: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub temperature: Option<f64>,
    pub max_tokens: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_sequences: Option<Vec<String>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata: Option<Value>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `sampling/createMessage` result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CreateMessageResult {
    pub role: Role,
    pub content: SamplingContent,
    pub model: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stop_reason: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `elicitation/create` params: form mode (`requestedSchema`) or, since 2025-11-25,
/// URL mode (`mode: "url"`, `url`, `elicitationId`).
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ElicitParams {
    pub message: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub requested_schema: Option<Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub elicitation_id: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// The user's answer to an elicitation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ElicitAction {
    Accept,
    Decline,
    Cancel,
}

/// `elicitation/create` result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ElicitResult {
    pub action: ElicitAction,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content: Option<Map<String, Value>>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// A root directory or file the client exposes.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Root {
    pub uri: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    #[serde(flatten)]
    pub extra: Extra,
}

/// `roots/list` result.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ListRootsResult {
    pub roots: Vec<Root>,
    #[serde(flatten)]
    pub extra: Extra,
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
    fn unknown_fields_survive() {
        let v = json!({"protocolVersion":"2025-06-18","capabilities":{"tools":{"listChanged":true,"x":1},"tasks":{}},
            "serverInfo":{"name":"s","version":"1","icons":[]},"_meta":{"a":1},"future":true});
        assert_eq!(round_trip::<InitializeResult>(v.clone()), v);
        let tool =
            json!({"name":"echo","inputSchema":{"type":"object"},"icons":[{"src":"x"}],"_meta":{}});
        assert_eq!(round_trip::<Tool>(tool.clone()), tool);
    }

    #[test]
    fn content_kinds_decode() {
        let r: CallToolResult = serde_json::from_value(json!({"content":[
            {"type":"text","text":"a"},
            {"type":"image","data":"AA==","mimeType":"image/png"},
            {"type":"audio","data":"AA==","mimeType":"audio/wav"},
            {"type":"resource_link","uri":"file:///x","name":"x"},
            {"type":"resource","resource":{"uri":"file:///y","text":"t"}},
            {"type":"tool_use","id":"1","name":"n","input":{}}
        ],"isError":false}))
        .unwrap();
        let kinds: Vec<&str> = r.content.iter().map(ContentBlock::kind).collect();
        assert_eq!(
            kinds,
            [
                "text",
                "image",
                "audio",
                "resource_link",
                "resource",
                "tool_use"
            ]
        );
        assert!(matches!(r.content[5], ContentBlock::Unknown(_)));
        assert!(!r.is_error());
    }

    #[test]
    fn malformed_known_block_is_kept_not_rejected() {
        let v = json!({"type":"text","text":5});
        let c: ContentBlock = serde_json::from_value(v.clone()).unwrap();
        assert!(matches!(c, ContentBlock::Unknown(_)));
        assert_eq!(serde_json::to_value(&c).unwrap(), v);
        assert!(serde_json::from_value::<ContentBlock>(json!({"text":"x"})).is_err());
    }

    #[test]
    fn completion_reference_round_trips() {
        let v = json!({"ref":{"type":"ref/prompt","name":"p"},"argument":{"name":"a","value":"b"}});
        assert_eq!(round_trip::<CompleteParams>(v.clone()), v);
    }

    #[test]
    fn sampling_content_one_or_many() {
        let one = json!({"role":"user","content":{"type":"text","text":"hi"}});
        let many = json!({"role":"user","content":[{"type":"text","text":"hi"}]});
        assert_eq!(round_trip::<SamplingMessage>(one.clone()), one);
        assert_eq!(round_trip::<SamplingMessage>(many.clone()), many);
    }

    #[test]
    fn cancelled_params_shape() {
        let c = CancelledParams {
            request_id: Some(RequestId::Number(3)),
            reason: Some("timeout".into()),
            extra: Extra::new(),
        };
        assert_eq!(
            serde_json::to_value(&c).unwrap(),
            json!({"requestId":3,"reason":"timeout"})
        );
    }
}
