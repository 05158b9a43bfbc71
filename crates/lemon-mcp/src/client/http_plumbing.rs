//! HTTP plumbing shared by the HTTP client transports (Streamable HTTP and the legacy
//! HTTP+SSE client): one pooled `reqwest` client per connect timeout, validation of the
//! configured URL and headers, bounded body reads, short and safe summaries of error
//! bodies (HTML pages, JSON-RPC errors) and error statuses, URL redaction and error
//! chains that never carry credentials.

use std::sync::Mutex;
use std::time::Duration;

use bytes::Bytes;
use http::header::{CONTENT_TYPE, HeaderMap, HeaderName, HeaderValue};
use serde_json::Value;
use tokio::time::Instant;

use crate::client::http::HttpError;
use crate::protocol::jsonrpc::{Message, RequestId};
use crate::protocol::methods;
use crate::protocol::types::CancelledParams;

/// How much of an error body is read to explain the error; the rest is never read.
pub(crate) const ERROR_SNIPPET_BYTES: usize = 4096;

/// The media type of an SSE stream.
pub(crate) const EVENT_STREAM: &str = "text/event-stream";
/// How many characters of an error body end up in an error message.
const ERROR_SNIPPET_CHARS: usize = 300;
/// After a stream delivered what was waited for, how long to keep reading for the
/// server's end of stream (so the connection can go back to the pool).
const DRAIN_AFTER_RESPONSE: Duration = Duration::from_millis(200);

/// The most redirects followed for one request.
const MAX_REDIRECTS: usize = 5;

/// Redirects are followed only within the origin of the request that was made, at most
/// [`MAX_REDIRECTS`] hops: configured headers may carry secrets, and reqwest strips only
/// `Authorization` and cookies when it leaves an origin. A redirect elsewhere, or one hop
/// too many (a loop), is not followed, so the 3xx answer becomes the request's status
/// error (see [`status_error`]).
fn redirect_policy() -> reqwest::redirect::Policy {
    reqwest::redirect::Policy::custom(|attempt| {
        let same_origin = attempt
            .previous()
            .first()
            .is_some_and(|first| first.origin() == attempt.url().origin());
        if same_origin && attempt.previous().len() <= MAX_REDIRECTS {
            attempt.follow()
        } else {
            attempt.stop()
        }
    })
}

/// The HTTP client for a connect timeout. Building one costs milliseconds (TLS roots),
/// so transports with the same settings share one per process, and with it one pool of
/// kept-alive connections.
pub(crate) fn shared_client(connect_timeout: Duration) -> Result<reqwest::Client, reqwest::Error> {
    static CLIENTS: Mutex<Vec<(Duration, reqwest::Client)>> = Mutex::new(Vec::new());
    let mut clients = CLIENTS.lock().unwrap_or_else(|p| p.into_inner());
    if let Some((_, c)) = clients.iter().find(|(t, _)| *t == connect_timeout) {
        return Ok(c.clone());
    }
    ensure_crypto_provider();
    let client = reqwest::Client::builder()
        .connect_timeout(connect_timeout)
        .tcp_nodelay(true)
        .redirect(redirect_policy())
        .pool_idle_timeout(Duration::from_secs(90))
        .build()?;
    // A handful of distinct timeouts at most in practice; bound it anyway.
    if clients.len() >= 8 {
        clients.remove(0);
    }
    clients.push((connect_timeout, client.clone()));
    Ok(client)
}

/// Installs the `ring` rustls provider once per process (the workspace builds reqwest
/// without one, to avoid aws-lc). Another provider installed first is fine.
fn ensure_crypto_provider() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // An error only means a provider is already installed, which is what we need.
        let _ = rustls::crypto::ring::default_provider().install_default();
    });
}

/// Parses a configured endpoint URL; only http and https are accepted.
pub(crate) fn parse_http_url(raw: &str) -> Result<url::Url, HttpError> {
    let url = url::Url::parse(raw).map_err(|e| HttpError::InvalidUrl {
        url: redact_url_str(raw),
        reason: e.to_string(),
    })?;
    if url.scheme() != "http" && url.scheme() != "https" {
        return Err(HttpError::InvalidUrl {
            url: redact_url(&url),
            reason: "the scheme must be http or https".into(),
        });
    }
    Ok(url)
}

/// The configured headers as a map (several values of one name all kept), refusing an
/// invalid name or value by the header's name only (a value may be a secret).
pub(crate) fn configured_headers(headers: &[(String, String)]) -> Result<HeaderMap, HttpError> {
    let mut map = HeaderMap::new();
    for (name, value) in headers {
        let n = HeaderName::from_bytes(name.trim().as_bytes()).map_err(|e| {
            HttpError::InvalidHeader {
                name: name.clone(),
                reason: e.to_string(),
            }
        })?;
        let v = HeaderValue::from_str(value.trim()).map_err(|_| HttpError::InvalidHeader {
            name: name.clone(),
            reason: "the value contains characters not allowed in a header".into(),
        })?;
        map.append(n, v);
    }
    Ok(map)
}

/// The names of configured headers, for a `Debug` that must not show their values.
pub(crate) fn header_names(headers: &[(String, String)]) -> Vec<&str> {
    headers.iter().map(|(k, _)| k.as_str()).collect()
}

/// `defaults` with the configured headers on top: a configured header replaces the
/// default of the same name.
pub(crate) fn with_configured(mut defaults: HeaderMap, configured: &HeaderMap) -> HeaderMap {
    for name in configured.keys() {
        defaults.remove(name);
    }
    for (name, value) in configured {
        defaults.append(name.clone(), value.clone());
    }
    defaults
}

/// [`HttpError::Status`] for an error answer, with a short summary of its body (read
/// at most [`ERROR_SNIPPET_BYTES`] of it, until `deadline`); `shown_url` is already
/// redacted.
pub(crate) async fn status_error(
    shown_url: &str,
    resp: reqwest::Response,
    deadline: Instant,
) -> HttpError {
    let status = resp.status().as_u16();
    let ct = header_str(resp.headers(), CONTENT_TYPE).map(str::to_string);
    let detail = body_snippet(resp, ct.as_deref(), deadline).await;
    let detail = if status == 404 {
        format!("{detail} (check the URL: the endpoint was not found)")
    } else if resp_is_redirect(status) {
        format!(
            "{detail} (redirects are followed only within the endpoint's origin, at most {MAX_REDIRECTS}; configure the final URL)"
        )
    } else {
        detail
    };
    HttpError::Status {
        url: shown_url.to_string(),
        status,
        content_type: ct,
        detail,
    }
}

fn resp_is_redirect(status: u16) -> bool {
    (300..400).contains(&status)
}

/// What an unexpected answer's body says, for an error message: its first
/// [`ERROR_SNIPPET_BYTES`] summarised by [`describe_body`], read by `deadline`.
pub(crate) async fn body_snippet(
    resp: reqwest::Response,
    content_type: Option<&str>,
    deadline: Instant,
) -> String {
    match tokio::time::timeout_at(deadline, read_capped(resp, ERROR_SNIPPET_BYTES)).await {
        Ok(Ok((b, _))) => describe_body(&b, content_type),
        _ => "(body unreadable)".into(),
    }
}

/// Reads at most `limit` bytes; the flag says the body was longer (the rest is not
/// read).
pub(crate) async fn read_capped(
    mut resp: reqwest::Response,
    limit: usize,
) -> Result<(Vec<u8>, bool), reqwest::Error> {
    let mut buf = Vec::with_capacity(
        resp.content_length()
            .map_or(1024, |n| (n as usize).min(limit)),
    );
    while let Some(chunk) = resp.chunk().await? {
        if buf.len() + chunk.len() > limit {
            let room = limit - buf.len();
            buf.extend_from_slice(&chunk[..room]);
            return Ok((buf, true));
        }
        buf.extend_from_slice(&chunk);
    }
    Ok((buf, false))
}

/// After the response, give the server a moment to end the stream so the connection
/// returns to the pool; otherwise drop it.
pub(crate) async fn drain_briefly(mut resp: reqwest::Response) {
    let _ = tokio::time::timeout(DRAIN_AFTER_RESPONSE, async {
        let mut seen = 0usize;
        while let Ok(Some(c)) = resp.chunk().await {
            seen += c.len();
            if seen > ERROR_SNIPPET_BYTES {
                break;
            }
        }
    })
    .await;
}

pub(crate) fn is_json_type(ct: &str) -> bool {
    let essence = ct.split(';').next().unwrap_or("").trim();
    essence == "application/json" || essence.ends_with("+json")
}

pub(crate) fn header_str(h: &HeaderMap, name: HeaderName) -> Option<&str> {
    h.get(name).and_then(|v| v.to_str().ok())
}

/// A short, safe description of a body for an error message: the JSON-RPC error
/// message if it is one, the `<title>` of an HTML page, or the first characters.
pub(crate) fn describe_body(body: &[u8], content_type: Option<&str>) -> String {
    let text = String::from_utf8_lossy(body);
    let text = text.trim();
    if text.is_empty() {
        return "(empty body)".into();
    }
    if let Ok(v) = serde_json::from_str::<Value>(text)
        && let Some(m) = v.pointer("/error/message").and_then(Value::as_str)
    {
        return format!("JSON-RPC error: {}", truncate_chars(m, ERROR_SNIPPET_CHARS));
    }
    let is_html = content_type.is_some_and(|c| c.to_ascii_lowercase().contains("html"))
        || text
            .get(..15)
            .is_some_and(|p| p.eq_ignore_ascii_case("<!doctype html>"))
        || text.starts_with("<html");
    if is_html {
        let lower = text.to_ascii_lowercase();
        if let (Some(a), Some(b)) = (lower.find("<title>"), lower.find("</title>"))
            && a + 7 <= b
        {
            return format!(
                "an HTML page titled {:?}",
                truncate_chars(text[a + 7..b].trim(), 120)
            );
        }
        return format!("an HTML page ({} bytes shown of the start)", body.len());
    }
    let flat: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    format!(
        "body starts with {:?}",
        truncate_chars(&flat, ERROR_SNIPPET_CHARS)
    )
}

pub(crate) fn truncate_chars(s: &str, max: usize) -> String {
    match s.char_indices().nth(max) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

/// The display of a reqwest error with its causes ("connection refused" lives in a
/// source), without the URL (it may carry credentials).
pub(crate) fn error_chain(e: &reqwest::Error) -> String {
    use std::error::Error as _;
    let mut out = String::new();
    let mut cur: Option<&dyn std::error::Error> = e.source();
    out.push_str(if e.is_connect() {
        "could not connect"
    } else if e.is_timeout() {
        "timed out"
    } else if e.is_body() {
        "reading the body failed"
    } else {
        "request failed"
    });
    let mut depth = 0;
    while let Some(s) = cur {
        let text = s.to_string();
        if !out.ends_with(&text) {
            out.push_str(": ");
            out.push_str(&text);
        }
        cur = s.source();
        depth += 1;
        if depth > 6 {
            break;
        }
    }
    out
}

pub(crate) fn redact_url(u: &url::Url) -> String {
    let mut shown = format!("{}://{}", u.scheme(), u.host_str().unwrap_or(""));
    if let Some(p) = u.port() {
        shown.push_str(&format!(":{p}"));
    }
    shown.push_str(u.path());
    shown
}

pub(crate) fn redact_url_str(s: &str) -> String {
    match url::Url::parse(s) {
        Ok(u) => redact_url(&u),
        Err(_) => "(unparsable URL)".into(),
    }
}

/// The request a `notifications/cancelled` gives up on, so a transport can stop that
/// request's exchange; `None` for every other message.
pub(crate) fn cancelled_request_id(msg: &Message) -> Option<RequestId> {
    let Message::Notification(n) = msg else {
        return None;
    };
    if n.method != methods::NOTIFICATION_CANCELLED {
        return None;
    }
    n.params
        .clone()
        .and_then(|p| serde_json::from_value::<CancelledParams>(p).ok())
        .and_then(|c| c.request_id)
}

/// Serialises a message without cloning its params or result.
pub(crate) fn encode_message(msg: &Message) -> Bytes {
    let mut buf = Vec::with_capacity(256);
    msg.encode_into(&mut buf);
    Bytes::from(buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encode_matches_the_generic_encoder() {
        for text in crate::protocol::jsonrpc::ONE_OF_EACH_KIND {
            let m = Message::decode(text).unwrap();
            let ours = encode_message(&m);
            assert_eq!(
                Message::decode(std::str::from_utf8(&ours).unwrap()).unwrap(),
                m
            );
        }
    }

    #[test]
    fn html_bodies_are_summarised() {
        let page = b"<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>...</body></html>";
        assert_eq!(
            describe_body(page, Some("text/html")),
            "an HTML page titled \"502 Bad Gateway\""
        );
        let long = "x".repeat(10_000);
        assert!(describe_body(long.as_bytes(), Some("text/plain")).len() < 400);
        assert_eq!(
            describe_body(
                br#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Bad session"}}"#,
                None
            ),
            "JSON-RPC error: Bad session"
        );
    }

    #[test]
    fn urls_lose_credentials_and_query() {
        assert_eq!(
            redact_url_str("https://user:pw@example.com:8443/mcp?token=abc"),
            "https://example.com:8443/mcp"
        );
    }
}
