//! The 2026-07-28 stateless wire, for every transport: which methods it has, the checks
//! on a self-describing request (`_meta` and its protocol version), `server/discover`,
//! the `subscriptions/listen` acknowledgement, and running one request on a session
//! that lives for that request only — its result decorated (`resultType`, the server's
//! identity, caching hints), or an `InputRequiredResult` carrying a signed
//! `requestState` when the handler waits for the client (sampling, elicitation, roots),
//! answered when the client retries with the answers (the handler run again, or, when it
//! asked to be kept, resumed from `super::park`). Streamable HTTP adds its headers
//! and status codes on top; stdio writes the same answers as lines.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::{Value, json};

use super::park;
use super::session::{Dispatch, Mrtr, Outlet, Session, encode_error, encode_notification};
use crate::protocol::jsonrpc::{ErrorObject, RequestId, codes};
use crate::protocol::methods;
use crate::protocol::stateless::{self, CacheHints, CacheScope, RequestMeta};
use crate::protocol::version::SUPPORTED;

/// The hints put on cacheable results (lists and reads) that carry none: fresh for a
/// minute, per authorization context.
const DEFAULT_CACHE_HINTS: CacheHints = CacheHints::new(60_000, CacheScope::Private);

/// The versions `server/discover` and `-32022` name: the stateless one, then the
/// handshake ones.
pub(crate) fn supported_versions() -> Vec<String> {
    std::iter::once(stateless::VERSION.to_string())
        .chain(SUPPORTED.iter().map(|v| v.as_str().to_string()))
        .collect()
}

/// Whether a request names a protocol version in its `_meta` or is `server/discover`:
/// what a client of the stateless wire sends (stdio has no header to say so).
pub(crate) fn self_describing(method: &str, params: Option<&Value>) -> bool {
    method == methods::SERVER_DISCOVER
        || params
            .and_then(|p| p.get("_meta"))
            .and_then(|m| m.get(stateless::META_PROTOCOL_VERSION))
            .is_some()
}

/// `-32601` for a method the stateless revision removed (`initialize`, `ping`,
/// `logging/setLevel`, `resources/subscribe`, …). Every other method goes to the
/// handler: the base methods, and an extension's (`skills/list`, …) through
/// `ServerHandler::custom_request`, whose own `-32601` answers a method nobody serves.
pub(crate) fn method_allowed(method: &str) -> Result<(), ErrorObject> {
    if !stateless::is_removed_method(method) {
        return Ok(());
    }
    Err(ErrorObject::new(
        codes::METHOD_NOT_FOUND,
        format!(
            "Method not found: {method} (not part of protocol version {})",
            stateless::VERSION
        ),
    ))
}

/// The request's `_meta`, or the invalid-params error that says what is wrong with it.
pub(crate) fn request_meta(params: Option<&Value>) -> Result<RequestMeta, ErrorObject> {
    RequestMeta::from_params(params)
        .map_err(|e| ErrorObject::new(codes::INVALID_PARAMS, format!("Invalid params: {e}")))
}

/// `-32022` with the supported versions when `_meta` names a version other than the
/// stateless one.
pub(crate) fn version_supported(meta: &RequestMeta) -> Result<(), ErrorObject> {
    if meta.protocol_version == stateless::VERSION {
        return Ok(());
    }
    let data = stateless::UnsupportedVersionData {
        supported: supported_versions(),
        requested: meta.protocol_version.clone(),
        extra: Default::default(),
    };
    let mut e = ErrorObject::new(
        stateless::codes::UNSUPPORTED_PROTOCOL_VERSION,
        format!("Unsupported protocol version: {}", meta.protocol_version),
    );
    e.data = serde_json::to_value(data).ok();
    Err(e)
}

/// The `server/discover` result.
pub(crate) fn discover_result(dispatch: &Arc<dyn Dispatch>) -> Value {
    let mut extra = crate::protocol::types::Extra::new();
    extra.insert(
        "_meta".into(),
        json!({ stateless::META_SERVER_INFO: dispatch.server_info() }),
    );
    let result = stateless::DiscoverResult {
        supported_versions: supported_versions(),
        capabilities: dispatch.capabilities(),
        instructions: dispatch.instructions(),
        result_type: stateless::RESULT_COMPLETE.into(),
        cache: DEFAULT_CACHE_HINTS,
        extra,
    };
    serde_json::to_value(result).unwrap_or(Value::Null)
}

/// The encoded `notifications/subscriptions/acknowledged` that opens a
/// `subscriptions/listen`: the requested notification types the server can send,
/// tagged with the subscription id (the request's id).
pub(crate) fn listen_ack(
    dispatch: &Arc<dyn Dispatch>,
    id: &RequestId,
    params: Option<&Value>,
) -> String {
    let ack = stateless::SubscriptionsAcknowledgedParams {
        notifications: agreed_filter(dispatch, params),
        extra: {
            let mut extra = crate::protocol::types::Extra::new();
            extra.insert(
                "_meta".into(),
                json!({ stateless::META_SUBSCRIPTION_ID: id }),
            );
            extra
        },
    };
    encode_notification(
        methods::NOTIFICATION_SUBSCRIPTIONS_ACKNOWLEDGED,
        &serde_json::to_value(ack).unwrap_or(Value::Null),
    )
}

/// The notification types of a `subscriptions/listen` request the server can send: the
/// ones requested whose capability (`listChanged`, `subscribe`) the handler declares.
pub(crate) fn agreed_filter(
    dispatch: &Arc<dyn Dispatch>,
    params: Option<&Value>,
) -> stateless::SubscriptionFilter {
    let requested: stateless::SubscriptionsListenParams = params
        .cloned()
        .and_then(|p| serde_json::from_value(p).ok())
        .unwrap_or_default();
    let caps = dispatch.capabilities();
    let wanted = requested.notifications;
    let can = |c: Option<bool>, asked: Option<bool>| {
        (c == Some(true) && asked == Some(true)).then_some(true)
    };
    stateless::SubscriptionFilter {
        tools_list_changed: can(
            caps.tools.as_ref().and_then(|t| t.list_changed),
            wanted.tools_list_changed,
        ),
        prompts_list_changed: can(
            caps.prompts.as_ref().and_then(|t| t.list_changed),
            wanted.prompts_list_changed,
        ),
        resources_list_changed: can(
            caps.resources.as_ref().and_then(|t| t.list_changed),
            wanted.resources_list_changed,
        ),
        resource_subscriptions: wanted
            .resource_subscriptions
            .filter(|_| caps.resources.as_ref().and_then(|r| r.subscribe) == Some(true)),
        extra: Default::default(),
    }
}

/// What a retry carries: every answer so far and, when the request's handler was kept
/// across the round trip, the id it is parked under.
pub(crate) struct Retry {
    pub(crate) answers: BTreeMap<String, Value>,
    pub(crate) parked: Option<String>,
}

/// Takes a retry's `inputResponses` and `requestState` out of `params`: the params the
/// handler sees, and every answer so far. A `requestState` this process did not seal,
/// or one that was altered, is invalid params.
pub(crate) fn take_answers(params: Option<Value>) -> Result<(Value, Retry), ErrorObject> {
    let mut params = params.unwrap_or(Value::Null);
    let retry = stateless::InputRetry::take_from(&mut params);
    let (mut answers, parked) = match retry.request_state.as_deref().map(open_request_state) {
        None => (BTreeMap::new(), None),
        Some(Some(state)) => (state.answers, state.parked),
        Some(None) => {
            return Err(ErrorObject::new(
                codes::INVALID_PARAMS,
                "Invalid params: requestState was not issued by this server or was altered",
            ));
        }
    };
    answers.extend(retry.input_responses.unwrap_or_default());
    Ok((params, Retry { answers, parked }))
}

/// Runs one request on `core` (a [`Session::stateless`]), its notifications and the
/// final answer going to `outlet`'s peer, and returns the encoded answer: the result
/// decorated, the error, or an `InputRequiredResult` when the handler waits for the
/// client. `None` when the request was cancelled. `parked` (from the retry's
/// `requestState`) names a handler kept across the round trip: it is resumed with the
/// retry's answers instead of running the request again.
pub(crate) async fn answer(
    core: Arc<Session>,
    id: RequestId,
    method: String,
    params: Value,
    outlet: Outlet,
    parked: Option<String>,
) -> Option<String> {
    let server_info = serde_json::to_value(core.shared.dispatch.server_info()).unwrap_or_default();
    if let Some(parked) = parked {
        return resume(&core, &id, &method, &parked, outlet, &server_info).await;
    }
    // A kept handler's notifications must follow it to the retry's response: it sends
    // through a relay that the retry re-points.
    let (outlet, relay) = match outlet {
        Outlet::Channel(tx) => {
            let relay = Arc::new(std::sync::Mutex::new(tx));
            (Outlet::Relay(relay.clone()), Some(relay))
        }
        other => (other, None),
    };
    let mut run = Box::pin({
        let (core, id, method) = (core.clone(), id.clone(), method.clone());
        async move { core.handle_request(id, method, Some(params), outlet).await }
    });
    let Some(mrtr) = core.mrtr.get().cloned() else {
        return run.await.map(|text| decorate(text, &method, &server_info));
    };
    // `run` (and with it a parked handler) is dropped when the asks win, unless the
    // handler asked to be kept. The session's own token stays: an SSE answer's stream
    // ends on it.
    tokio::select! {
        biased;
        text = &mut run => text.map(|text| decorate(text, &method, &server_info)),
        () = asked(&mrtr) => {
            if !mrtr.kept() {
                return Some(super::session::encode_response(&id, &input_required(&mrtr, None)));
            }
            // Both transports answer a stateless request through a channel; anything
            // else cannot follow the handler to the retry.
            let Some(relay) = relay else {
                return Some(encode_error(
                    Some(&id),
                    &ErrorObject::new(
                        codes::INTERNAL_ERROR,
                        "Internal error: this transport cannot keep a request across input rounds",
                    ),
                ));
            };
            let entry = park::Parked {
                owner: owner(&core),
                mrtr: mrtr.clone(),
                relay,
                task: tokio::spawn(run),
                closed: core.closed.clone(),
            };
            Some(repark(&core, &id, entry))
        }
    }
}

/// Waits until the handler has asked something, letting asks it makes concurrently
/// join the same round.
async fn asked(mrtr: &Mrtr) {
    mrtr.needed.notified().await;
    for _ in 0..16 {
        tokio::task::yield_now().await;
    }
}

/// The server a parked handler belongs to.
fn owner(core: &Arc<Session>) -> usize {
    Arc::as_ptr(&core.shared) as usize
}

fn cannot_keep() -> ErrorObject {
    ErrorObject::new(
        codes::INTERNAL_ERROR,
        format!(
            "Internal error: too many requests are waiting for input (at most {})",
            park::MAX_PARKED
        ),
    )
}

/// Parks a kept handler and answers its `InputRequiredResult`; refuses (aborting the
/// handler) when the table is full.
fn repark(core: &Arc<Session>, id: &RequestId, entry: park::Parked) -> String {
    let mrtr = entry.mrtr.clone();
    match park::park(entry, core.shared.options.client_request_timeout) {
        Ok(key) => super::session::encode_response(id, &input_required(&mrtr, Some(key))),
        Err(entry) => {
            entry.end();
            encode_error(Some(id), &cannot_keep())
        }
    }
}

/// The retry of a request whose handler is parked: its answers delivered, its outlet
/// re-pointed here, then its final answer (under this retry's id) or, when it asks
/// again or the retry left an ask unanswered, the next `InputRequiredResult`.
async fn resume(
    core: &Arc<Session>,
    id: &RequestId,
    method: &str,
    parked: &str,
    outlet: Outlet,
    server_info: &Value,
) -> Option<String> {
    let Some(mut entry) = park::claim(parked, owner(core)) else {
        return Some(encode_error(
            Some(id),
            &ErrorObject::new(
                codes::INVALID_PARAMS,
                "Invalid params: requestState names a request that is no longer waiting for \
                 input (it expired, was already resumed, or waits in another server process); \
                 send the request again without requestState",
            ),
        ));
    };
    if let Outlet::Channel(tx) = outlet {
        *entry.relay.lock().unwrap_or_else(|p| p.into_inner()) = tx;
    }
    let answers = core.mrtr.get().map(|m| m.answers()).unwrap_or_default();
    entry.mrtr.deliver(answers);
    if !entry.mrtr.outstanding().0.is_empty() {
        return Some(repark(core, id, entry));
    }
    let mrtr = entry.mrtr.clone();
    loop {
        tokio::select! {
            biased;
            done = &mut entry.task => {
                return done
                    .ok()
                    .flatten()
                    .map(|text| decorate(renumber(text, id), method, server_info));
            }
            // A wake-up left over from asks of an earlier round that were answered
            // together is no new question: keep waiting.
            () = asked(&mrtr) => {
                if !mrtr.outstanding().0.is_empty() {
                    return Some(repark(core, id, entry));
                }
            }
        }
    }
}

/// An encoded response under another request id (a resumed handler answers the retry).
fn renumber(text: String, id: &RequestId) -> String {
    let Ok(mut value) = serde_json::from_str::<Value>(&text) else {
        return text;
    };
    value["id"] = serde_json::to_value(id).unwrap_or(Value::Null);
    serde_json::to_string(&value).unwrap_or(text)
}

/// Adds `resultType`, the server's identity in `_meta` and, on lists and reads (the
/// skills extension's `skills/list`, `skills/get` and `resources/directory/read`
/// included: their results are cacheable results too), the caching hints to an encoded
/// response.
fn decorate(text: String, method: &str, server_info: &Value) -> String {
    let Ok(mut value) = serde_json::from_str::<Value>(&text) else {
        return text;
    };
    let Some(result) = value.get_mut("result").filter(|r| r.is_object()) else {
        return text;
    };
    if result.get("resultType").is_none() {
        result["resultType"] = Value::from(stateless::RESULT_COMPLETE);
    }
    // Every response names the server (a SHOULD of 2026-07-28), unless the handler did.
    if !result.get("_meta").is_some_and(Value::is_object) {
        result["_meta"] = json!({});
    }
    if result["_meta"].get(stateless::META_SERVER_INFO).is_none() {
        result["_meta"][stateless::META_SERVER_INFO] = server_info.clone();
    }
    let cacheable = matches!(
        method,
        methods::TOOLS_LIST
            | methods::PROMPTS_LIST
            | methods::RESOURCES_LIST
            | methods::RESOURCES_TEMPLATES_LIST
            | methods::RESOURCES_READ
            | methods::RESOURCES_DIRECTORY_READ
            | methods::SKILLS_LIST
            | methods::SKILLS_GET
    );
    if cacheable && CacheHints::from_result(result).is_none() {
        DEFAULT_CACHE_HINTS.apply_to(result);
    }
    serde_json::to_string(&value).unwrap_or(text)
}

/// The key that signs `requestState` (one per process: a state is valid only for the
/// server process that issued it).
fn state_key() -> &'static ring::hmac::Key {
    static KEY: std::sync::OnceLock<ring::hmac::Key> = std::sync::OnceLock::new();
    KEY.get_or_init(|| {
        let secret: [u8; 32] = rand::random();
        ring::hmac::Key::new(ring::hmac::HMAC_SHA256, &secret)
    })
}

/// What `requestState` carries: the answers so far and the parked handler's id.
#[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct RequestState {
    #[serde(rename = "a")]
    answers: BTreeMap<String, Value>,
    #[serde(rename = "p", default, skip_serializing_if = "Option::is_none")]
    parked: Option<String>,
}

/// Seals the answers collected so far (and the parked handler's id) into an opaque,
/// signed `requestState`.
fn seal_request_state(state: &RequestState) -> String {
    use base64::Engine as _;
    let engine = &base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let body = engine.encode(serde_json::to_vec(state).unwrap_or_default());
    let tag = ring::hmac::sign(state_key(), body.as_bytes());
    format!("{body}.{}", engine.encode(tag.as_ref()))
}

/// The state in a `requestState` this process sealed; `None` when it did not or the
/// state was altered.
fn open_request_state(state: &str) -> Option<RequestState> {
    use base64::Engine as _;
    let engine = &base64::engine::general_purpose::URL_SAFE_NO_PAD;
    let (body, tag) = state.split_once('.')?;
    let tag = engine.decode(tag).ok()?;
    ring::hmac::verify(state_key(), body.as_bytes(), &tag).ok()?;
    serde_json::from_slice(&engine.decode(body).ok()?).ok()
}

/// The `InputRequiredResult` of a handler waiting on unanswered asks (`parked`: the id
/// of a kept handler).
fn input_required(mrtr: &Mrtr, parked: Option<String>) -> Value {
    let (asked, answers) = mrtr.outstanding();
    json!({
        "resultType": stateless::RESULT_INPUT_REQUIRED,
        "inputRequests": asked,
        "requestState": seal_request_state(&RequestState { answers, parked }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_state_round_trips_and_refuses_alteration() {
        let answers = BTreeMap::from([("a".to_string(), json!({"x": 1}))]);
        let state = RequestState {
            answers,
            parked: Some("p1".into()),
        };
        let sealed = seal_request_state(&state);
        assert_eq!(open_request_state(&sealed), Some(state));
        let mut altered = sealed.clone();
        altered.insert(0, 'A');
        assert_eq!(open_request_state(&altered), None);
        assert_eq!(open_request_state("no-dot"), None);
    }

    #[test]
    fn only_the_removed_methods_are_refused() {
        assert!(method_allowed(methods::TOOLS_CALL).is_ok());
        assert!(method_allowed(methods::SKILLS_LIST).is_ok());
        assert!(method_allowed("vendor/extension-method").is_ok());
        for removed in stateless::REMOVED_METHODS {
            assert_eq!(
                method_allowed(removed).unwrap_err().code,
                codes::METHOD_NOT_FOUND
            );
        }
        let e = method_allowed(methods::INITIALIZE).unwrap_err();
        assert_eq!(e.code, codes::METHOD_NOT_FOUND);
        assert!(self_describing(methods::SERVER_DISCOVER, None));
        let params = json!({"_meta": {stateless::META_PROTOCOL_VERSION: "2026-07-28"}});
        assert!(self_describing(methods::TOOLS_LIST, Some(&params)));
        assert!(!self_describing(methods::TOOLS_LIST, Some(&json!({}))));
    }
}
