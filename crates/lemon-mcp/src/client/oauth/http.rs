//! The OAuth client's HTTP exchanges with metadata, registration and token endpoints:
//! https-or-loopback checks, a timeout and a body bound on every exchange, and none of
//! the MCP endpoint's configured headers or bearer token (these requests are built
//! from scratch). Reuses the transports' plumbing (shared client, bounded reads).

use std::time::Duration;

use http::header::{ACCEPT, AUTHORIZATION, CONTENT_TYPE, HeaderValue};
use serde_json::Value;

use super::{OAuthError, OAuthExchange, OAuthObserver};
use crate::client::http_plumbing::{describe_body, error_chain, read_capped, redact_url};

/// One answer: status and, for a JSON body, its value.
pub(crate) struct Answer {
    pub(crate) status: u16,
    pub(crate) json: Option<Value>,
    /// A summary of a body that is not JSON (for error messages).
    pub(crate) detail: String,
}

#[derive(Clone)]
pub(crate) struct AsHttp {
    pub(crate) client: reqwest::Client,
    pub(crate) timeout: Duration,
    pub(crate) max_body: usize,
    /// Told how long each exchange took.
    pub(crate) observer: Option<std::sync::Arc<dyn OAuthObserver>>,
}

/// Whether a URL may carry OAuth traffic: https, or http to a loopback host.
pub(crate) fn check_endpoint(raw: &str) -> Result<url::Url, OAuthError> {
    let url = url::Url::parse(raw).map_err(|_| OAuthError::InvalidResponse {
        url: crate::client::http_plumbing::redact_url_str(raw),
        status: 200,
        detail: "an endpoint URL in the metadata does not parse".into(),
    })?;
    if is_secure(&url) {
        Ok(url)
    } else {
        Err(OAuthError::InsecureEndpoint {
            url: redact_url(&url),
        })
    }
}

/// Refuses `endpoint` when `server` (the MCP server) is public and `endpoint` is an
/// internal address: loopback, private (RFC 1918, unique-local), link-local (169.254/16,
/// fe80::/10; cloud metadata services), shared (100.64/10) or unspecified. Only literal
/// addresses and `localhost` are recognised; a name is not resolved here.
pub(crate) fn check_not_internal(endpoint: &url::Url, server: &url::Url) -> Result<(), OAuthError> {
    if is_internal(endpoint) && !is_internal(server) {
        return Err(OAuthError::InternalEndpoint {
            url: redact_url(endpoint),
            server: redact_url(server),
        });
    }
    Ok(())
}

pub(crate) fn is_internal(url: &url::Url) -> bool {
    match url.host() {
        Some(url::Host::Domain(d)) => {
            let d = d.trim_end_matches('.').to_ascii_lowercase();
            d == "localhost" || d.ends_with(".localhost")
        }
        Some(url::Host::Ipv4(ip)) => internal_v4(ip),
        Some(url::Host::Ipv6(ip)) => {
            if let Some(v4) = ip.to_ipv4_mapped() {
                return internal_v4(v4);
            }
            let first = ip.segments()[0];
            ip.is_loopback()
                || ip.is_unspecified()
                || (first & 0xfe00) == 0xfc00 // unique local fc00::/7
                || (first & 0xffc0) == 0xfe80 // link-local fe80::/10
        }
        None => false,
    }
}

fn internal_v4(ip: std::net::Ipv4Addr) -> bool {
    let [a, b, ..] = ip.octets();
    ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_unspecified()
        || ip.is_broadcast()
        || (a == 100 && (64..128).contains(&b)) // shared address space 100.64/10
}

pub(crate) fn is_secure(url: &url::Url) -> bool {
    match url.scheme() {
        "https" => true,
        "http" => is_loopback(url),
        _ => false,
    }
}

pub(crate) fn is_loopback(url: &url::Url) -> bool {
    matches!(
        url.host(),
        Some(url::Host::Domain("localhost"))
            | Some(url::Host::Ipv4(std::net::Ipv4Addr::LOCALHOST))
            | Some(url::Host::Ipv6(std::net::Ipv6Addr::LOCALHOST))
    )
}

pub(crate) enum Body {
    None,
    Form(String),
    Json(Vec<u8>),
}

impl AsHttp {
    pub(crate) async fn get(
        &self,
        kind: OAuthExchange,
        url: &url::Url,
    ) -> Result<Answer, OAuthError> {
        self.send(kind, reqwest::Method::GET, url, Body::None, None)
            .await
    }

    /// Sends one request (the URL is already checked), reads a bounded answer, and tells
    /// the observer how long the exchange took.
    pub(crate) async fn send(
        &self,
        kind: OAuthExchange,
        method: reqwest::Method,
        url: &url::Url,
        body: Body,
        basic: Option<HeaderValue>,
    ) -> Result<Answer, OAuthError> {
        let started = std::time::Instant::now();
        let answer = self.exchange(method, url, body, basic).await;
        if let Some(observer) = &self.observer {
            let status = answer.as_ref().ok().map(|a| a.status);
            observer.exchange(kind, status, started.elapsed());
        }
        answer
    }

    async fn exchange(
        &self,
        method: reqwest::Method,
        url: &url::Url,
        body: Body,
        basic: Option<HeaderValue>,
    ) -> Result<Answer, OAuthError> {
        let shown = redact_url(url);
        let mut req = self
            .client
            .request(method, url.clone())
            .header(ACCEPT, "application/json");
        if let Some(b) = basic {
            req = req.header(AUTHORIZATION, b);
        }
        req = match body {
            Body::None => req,
            Body::Form(f) => req
                .header(CONTENT_TYPE, "application/x-www-form-urlencoded")
                .body(f),
            Body::Json(j) => req.header(CONTENT_TYPE, "application/json").body(j),
        };
        let timeout = self.timeout;
        let timed_out = || OAuthError::Timeout {
            url: shown.clone(),
            timeout,
        };
        let exchange = async {
            let resp = req.send().await.map_err(|e| {
                if e.is_timeout() {
                    timed_out()
                } else {
                    OAuthError::Request {
                        url: shown.clone(),
                        reason: error_chain(&e),
                    }
                }
            })?;
            let status = resp.status().as_u16();
            let ct = resp
                .headers()
                .get(CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string);
            let (bytes, over) =
                read_capped(resp, self.max_body)
                    .await
                    .map_err(|e| OAuthError::Request {
                        url: shown.clone(),
                        reason: error_chain(&e),
                    })?;
            if over {
                return Err(OAuthError::ResponseTooLarge {
                    url: shown.clone(),
                    limit: self.max_body,
                });
            }
            let json = serde_json::from_slice::<Value>(&bytes).ok();
            let detail = if json.is_some() {
                String::new()
            } else {
                describe_body(&bytes, ct.as_deref())
            };
            Ok(Answer {
                status,
                json,
                detail,
            })
        };
        match tokio::time::timeout(timeout, exchange).await {
            Ok(r) => r,
            Err(_) => Err(timed_out()),
        }
    }
}
