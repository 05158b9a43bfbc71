//! Notifications a server sends of its own accord (a list changed, a resource was
//! updated, a log line), fanned out to every connected client: the stdio session, every
//! live Streamable HTTP session (its standalone GET stream), and on the 2026-07-28 wire
//! every open `subscriptions/listen` stream whose acknowledged filter names that type.
//!
//! The application makes one [`Notifier`], gives a clone to the server through
//! [`super::ServerOptions::with_notifier`] and keeps another to call. Under it is one
//! bounded broadcast channel: sending never waits, and each client reads at its own pace
//! from its own position. A client that falls behind by more than the channel's capacity
//! loses the oldest notifications (logged at debug level) instead of holding the others
//! back or growing a buffer; a change notification only says "list again", so a lost
//! duplicate costs nothing.

use std::sync::Arc;

use serde_json::{Value, json};
use tokio::sync::broadcast;

use crate::protocol::jsonrpc::RequestId;
use crate::protocol::methods;
use crate::protocol::stateless::{META_SUBSCRIPTION_ID, SubscriptionFilter};
use crate::protocol::types::LoggingLevel;

/// Notifications kept for a client that has not read them yet (per client: the
/// channel's capacity). Change notifications come in bursts of a few.
pub const DEFAULT_CAPACITY: usize = 64;

/// Largest capacity [`Notifier::with_capacity`] accepts (larger asks are clamped).
pub const MAX_CAPACITY: usize = 4096;

/// One notification on its way to every client.
#[derive(Debug)]
pub(crate) struct Note {
    pub(crate) method: String,
    pub(crate) params: Value,
}

/// A cloneable handle that sends a notification to every client of the servers it was
/// given to (any number of stdio and HTTP servers may share one). Sending never blocks
/// and never fails; it returns how many clients (sessions and listen streams) were
/// connected to receive it.
///
/// ```
/// use lemon_mcp::server::{Notifier, Router, ServerOptions, stdio};
/// # #[tokio::main(flavor = "current_thread")] async fn main() {
/// let notifier = Notifier::new();
/// let options = ServerOptions::default().with_notifier(notifier.clone());
/// let (_client, server) = tokio::io::duplex(4096);
/// let (rx, tx) = tokio::io::split(server);
/// let running = stdio::serve_io(Router::new("demo", "1.0.0"), rx, tx, options);
/// // Later, when the application's tools change:
/// notifier.tools_list_changed();
/// running.shutdown().await.unwrap();
/// # }
/// ```
#[derive(Clone)]
pub struct Notifier {
    tx: broadcast::Sender<Arc<Note>>,
}

impl std::fmt::Debug for Notifier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Notifier")
            .field("clients", &self.tx.receiver_count())
            .finish()
    }
}

impl Default for Notifier {
    fn default() -> Self {
        Notifier::new()
    }
}

impl Notifier {
    /// A notifier keeping [`DEFAULT_CAPACITY`] notifications per slow client.
    pub fn new() -> Notifier {
        Notifier::with_capacity(DEFAULT_CAPACITY)
    }

    /// A notifier keeping `capacity` notifications per slow client (1 to
    /// [`MAX_CAPACITY`]).
    pub fn with_capacity(capacity: usize) -> Notifier {
        let (tx, _) = broadcast::channel(capacity.clamp(1, MAX_CAPACITY));
        Notifier { tx }
    }

    /// Sends `method` with `params` to every client that may receive it: handshake
    /// sessions once initialized (`notifications/resources/updated` only to sessions
    /// subscribed to its `uri`, `notifications/message` only at or above the session's
    /// log level), and listen streams whose filter names the type (nothing else goes
    /// there). Returns the number of connected clients.
    pub fn notify(&self, method: &str, params: Value) -> usize {
        self.tx
            .send(Arc::new(Note {
                method: method.to_string(),
                params,
            }))
            .unwrap_or(0)
    }

    /// `notifications/tools/list_changed`.
    pub fn tools_list_changed(&self) -> usize {
        self.notify(methods::NOTIFICATION_TOOLS_LIST_CHANGED, json!({}))
    }

    /// `notifications/resources/list_changed`.
    pub fn resources_list_changed(&self) -> usize {
        self.notify(methods::NOTIFICATION_RESOURCES_LIST_CHANGED, json!({}))
    }

    /// `notifications/prompts/list_changed`.
    pub fn prompts_list_changed(&self) -> usize {
        self.notify(methods::NOTIFICATION_PROMPTS_LIST_CHANGED, json!({}))
    }

    /// `notifications/resources/updated` for `uri` (to its subscribers only).
    pub fn resource_updated(&self, uri: &str) -> usize {
        self.notify(
            methods::NOTIFICATION_RESOURCES_UPDATED,
            json!({ "uri": uri }),
        )
    }

    /// `notifications/message` at `level` from `logger` (handshake sessions only: the
    /// stateless wire has no log stream outside a request).
    pub fn log(&self, level: LoggingLevel, logger: &str, data: Value) -> usize {
        self.notify(
            methods::NOTIFICATION_MESSAGE,
            json!({ "level": level, "logger": logger, "data": data }),
        )
    }

    /// Clients connected right now (sessions and listen streams).
    pub fn clients(&self) -> usize {
        self.tx.receiver_count()
    }

    pub(crate) fn subscribe(&self) -> broadcast::Receiver<Arc<Note>> {
        self.tx.subscribe()
    }
}

/// The next notification for one client; `None` when every notifier is gone. A client
/// that fell behind skips what it missed.
pub(crate) async fn next(rx: &mut broadcast::Receiver<Arc<Note>>) -> Option<Arc<Note>> {
    loop {
        match rx.recv().await {
            Ok(note) => return Some(note),
            Err(broadcast::error::RecvError::Lagged(missed)) => {
                tracing::debug!(missed, "a slow MCP client missed notifications");
            }
            Err(broadcast::error::RecvError::Closed) => return None,
        }
    }
}

/// The `params.level` of a `notifications/message`.
pub(crate) fn log_level(note: &Note) -> Option<LoggingLevel> {
    note.params
        .get("level")
        .and_then(|l| serde_json::from_value(l.clone()).ok())
}

/// Whether a listen stream that agreed to `filter` may carry `note`: only the types it
/// asked for (the 2026-07-28 wire forbids anything else).
pub(crate) fn listen_allows(filter: &SubscriptionFilter, note: &Note) -> bool {
    let on = |f: Option<bool>| f == Some(true);
    match note.method.as_str() {
        methods::NOTIFICATION_TOOLS_LIST_CHANGED => on(filter.tools_list_changed),
        methods::NOTIFICATION_PROMPTS_LIST_CHANGED => on(filter.prompts_list_changed),
        methods::NOTIFICATION_RESOURCES_LIST_CHANGED => on(filter.resources_list_changed),
        methods::NOTIFICATION_RESOURCES_UPDATED => {
            let uri = note.params.get("uri").and_then(Value::as_str);
            filter
                .resource_subscriptions
                .as_ref()
                .is_some_and(|uris| uri.is_some_and(|u| uris.iter().any(|s| s == u)))
        }
        _ => false,
    }
}

/// `note` encoded for the listen stream `id`: its params tagged with the subscription id.
pub(crate) fn listen_text(id: &RequestId, note: &Note) -> String {
    let mut params = match &note.params {
        Value::Object(p) => p.clone(),
        _ => serde_json::Map::new(),
    };
    let meta = params
        .entry("_meta")
        .or_insert_with(|| Value::Object(Default::default()));
    if !meta.is_object() {
        *meta = Value::Object(Default::default());
    }
    meta[META_SUBSCRIPTION_ID] = serde_json::to_value(id).unwrap_or(Value::Null);
    super::session::encode_notification(&note.method, &Value::Object(params))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn note(method: &str, params: Value) -> Note {
        Note {
            method: method.into(),
            params,
        }
    }

    #[test]
    fn listen_streams_carry_only_what_they_asked_for() {
        let filter = SubscriptionFilter {
            tools_list_changed: Some(true),
            resource_subscriptions: Some(vec!["a://x".into()]),
            ..Default::default()
        };
        let tools = note(methods::NOTIFICATION_TOOLS_LIST_CHANGED, json!({}));
        let prompts = note(methods::NOTIFICATION_PROMPTS_LIST_CHANGED, json!({}));
        let log = note(methods::NOTIFICATION_MESSAGE, json!({"level": "info"}));
        let x = note(
            methods::NOTIFICATION_RESOURCES_UPDATED,
            json!({"uri": "a://x"}),
        );
        let y = note(
            methods::NOTIFICATION_RESOURCES_UPDATED,
            json!({"uri": "a://y"}),
        );
        assert!(listen_allows(&filter, &tools));
        assert!(listen_allows(&filter, &x));
        for n in [&prompts, &log, &y] {
            assert!(!listen_allows(&filter, n), "{}", n.method);
        }
        let text = listen_text(&RequestId::Number(7), &x);
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["params"]["uri"], "a://x");
        assert_eq!(v["params"]["_meta"][META_SUBSCRIPTION_ID], 7);
    }

    #[tokio::test]
    async fn a_slow_client_skips_what_it_missed_and_never_blocks_the_sender() {
        let notifier = Notifier::with_capacity(2);
        let mut slow = notifier.subscribe();
        let mut fast = notifier.subscribe();
        for i in 0..10 {
            assert_eq!(notifier.notify("n", json!({ "i": i })), 2);
            assert_eq!(next(&mut fast).await.unwrap().params["i"], i);
        }
        // The slow one kept only the last two.
        assert_eq!(next(&mut slow).await.unwrap().params["i"], 8);
        assert_eq!(next(&mut slow).await.unwrap().params["i"], 9);
        drop(notifier);
        assert!(next(&mut slow).await.is_none());
    }
}
