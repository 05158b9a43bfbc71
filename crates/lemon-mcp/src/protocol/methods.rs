//! MCP method names, as constants so that typos become compile errors.

/// `initialize` (client → server request).
pub const INITIALIZE: &str = "initialize";
/// `notifications/initialized` (client → server notification).
pub const INITIALIZED: &str = "notifications/initialized";
/// `ping` (either direction).
pub const PING: &str = "ping";

/// `tools/list`.
pub const TOOLS_LIST: &str = "tools/list";
/// `tools/call`.
pub const TOOLS_CALL: &str = "tools/call";

/// `resources/list`.
pub const RESOURCES_LIST: &str = "resources/list";
/// `resources/templates/list`.
pub const RESOURCES_TEMPLATES_LIST: &str = "resources/templates/list";
/// `resources/read`.
pub const RESOURCES_READ: &str = "resources/read";
/// `resources/subscribe`.
pub const RESOURCES_SUBSCRIBE: &str = "resources/subscribe";
/// `resources/unsubscribe`.
pub const RESOURCES_UNSUBSCRIBE: &str = "resources/unsubscribe";

/// `resources/directory/read` (skills extension, SEP-2640: the direct children of a
/// directory resource).
pub const RESOURCES_DIRECTORY_READ: &str = "resources/directory/read";

/// `skills/list` (skills extension, SEP-2640).
pub const SKILLS_LIST: &str = "skills/list";
/// `skills/get` (skills extension, SEP-2640).
pub const SKILLS_GET: &str = "skills/get";

/// `prompts/list`.
pub const PROMPTS_LIST: &str = "prompts/list";
/// `prompts/get`.
pub const PROMPTS_GET: &str = "prompts/get";

/// `completion/complete`.
pub const COMPLETION_COMPLETE: &str = "completion/complete";
/// `logging/setLevel`.
pub const LOGGING_SET_LEVEL: &str = "logging/setLevel";

/// `sampling/createMessage` (server → client request).
pub const SAMPLING_CREATE_MESSAGE: &str = "sampling/createMessage";
/// `elicitation/create` (server → client request).
pub const ELICITATION_CREATE: &str = "elicitation/create";
/// `roots/list` (server → client request).
pub const ROOTS_LIST: &str = "roots/list";

/// `notifications/cancelled` (either direction).
pub const NOTIFICATION_CANCELLED: &str = "notifications/cancelled";
/// `notifications/progress` (either direction).
pub const NOTIFICATION_PROGRESS: &str = "notifications/progress";
/// `notifications/message` (server → client log message).
pub const NOTIFICATION_MESSAGE: &str = "notifications/message";
/// `notifications/resources/updated`.
pub const NOTIFICATION_RESOURCES_UPDATED: &str = "notifications/resources/updated";
/// `notifications/resources/list_changed`.
pub const NOTIFICATION_RESOURCES_LIST_CHANGED: &str = "notifications/resources/list_changed";
/// `notifications/tools/list_changed`.
pub const NOTIFICATION_TOOLS_LIST_CHANGED: &str = "notifications/tools/list_changed";
/// `notifications/prompts/list_changed`.
pub const NOTIFICATION_PROMPTS_LIST_CHANGED: &str = "notifications/prompts/list_changed";
/// `notifications/roots/list_changed` (client → server).
pub const NOTIFICATION_ROOTS_LIST_CHANGED: &str = "notifications/roots/list_changed";
/// `notifications/elicitation/complete` (server → client, URL-mode elicitation).
pub const NOTIFICATION_ELICITATION_COMPLETE: &str = "notifications/elicitation/complete";

/// `server/discover` (2026-07-28: the versions, capabilities and identity of a server).
pub const SERVER_DISCOVER: &str = "server/discover";
/// `subscriptions/listen` (2026-07-28: a long-lived stream of opted-in notifications).
pub const SUBSCRIPTIONS_LISTEN: &str = "subscriptions/listen";
/// `notifications/subscriptions/acknowledged` (2026-07-28: first message of a listen stream).
pub const NOTIFICATION_SUBSCRIPTIONS_ACKNOWLEDGED: &str =
    "notifications/subscriptions/acknowledged";
