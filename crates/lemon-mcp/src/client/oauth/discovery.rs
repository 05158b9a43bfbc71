//! Discovery: the protected-resource metadata (RFC 9728: the challenge's
//! `resource_metadata`, else the path-aware then the root well-known URL; its `resource`
//! must be the MCP server), then the authorization-server metadata (RFC 8414 and OpenID
//! discovery, issuers with paths, in the MCP spec's order; its `issuer` must be the one
//! it was fetched for), and the 2025-03-26 fallback when the server has no
//! protected-resource metadata (metadata at the server's root, else `/authorize`,
//! `/token` and `/register` there).

use serde_json::Value;

use super::OAuthError;
use super::OAuthExchange;
use super::http::{AsHttp, check_endpoint, check_not_internal};
use crate::client::auth::Challenge;
use crate::client::http_plumbing::redact_url;

/// What the authorization server says of itself (the fields this client uses).
#[derive(Debug, Clone, Default)]
pub(crate) struct AsMetadata {
    pub(crate) issuer: String,
    pub(crate) authorization_endpoint: Option<String>,
    pub(crate) token_endpoint: Option<String>,
    pub(crate) registration_endpoint: Option<String>,
    pub(crate) scopes_supported: Option<Vec<String>>,
    pub(crate) code_challenge_methods_supported: Option<Vec<String>>,
    pub(crate) token_endpoint_auth_methods_supported: Option<Vec<String>>,
    pub(crate) client_id_metadata_document_supported: bool,
    pub(crate) iss_parameter_supported: bool,
}

/// The outcome of discovery for one MCP server.
#[derive(Debug, Clone)]
pub(crate) struct Discovered {
    /// The RFC 8707 resource to send, exactly as the metadata published it.
    pub(crate) resource: String,
    /// The resource's `scopes_supported`.
    pub(crate) prm_scopes: Option<Vec<String>>,
    pub(crate) metadata: AsMetadata,
}

fn strings(v: &Value, key: &str) -> Option<Vec<String>> {
    v.get(key).and_then(Value::as_array).map(|a| {
        a.iter()
            .filter_map(Value::as_str)
            .map(str::to_string)
            .collect()
    })
}

fn string(v: &Value, key: &str) -> Option<String> {
    v.get(key).and_then(Value::as_str).map(str::to_string)
}

/// `scheme://host[:port]` without a trailing slash.
fn origin(u: &url::Url) -> String {
    u.origin().ascii_serialization()
}

/// Whether the resource identifier `resource` covers the MCP server `server`: same
/// origin, and the server's path is the resource's path or below it.
pub(crate) fn resource_matches(resource: &str, server: &url::Url) -> bool {
    let Ok(r) = url::Url::parse(resource) else {
        return false;
    };
    if r.origin() != server.origin() || r.fragment().is_some() {
        return false;
    }
    let rp = r.path().trim_end_matches('/');
    let sp = server.path().trim_end_matches('/');
    rp.is_empty() || sp == rp || sp.starts_with(&format!("{rp}/"))
}

/// The resource identifier of a server without protected-resource metadata: its URL
/// without fragment.
fn canonical_server(server: &url::Url) -> String {
    let mut u = server.clone();
    u.set_fragment(None);
    u.to_string()
}

/// The protected-resource metadata URLs to try, in order.
fn prm_candidates(server: &url::Url, challenge: Option<&Challenge>) -> Vec<url::Url> {
    let mut out = Vec::new();
    if let Some(u) = challenge
        .and_then(Challenge::resource_metadata)
        .and_then(|s| server.join(s).ok())
    {
        out.push(u);
    }
    let base = origin(server);
    let path = server.path().trim_end_matches('/');
    if !path.is_empty()
        && let Ok(u) = url::Url::parse(&format!(
            "{base}/.well-known/oauth-protected-resource{path}"
        ))
    {
        out.push(u);
    }
    if let Ok(u) = url::Url::parse(&format!("{base}/.well-known/oauth-protected-resource")) {
        out.push(u);
    }
    out.dedup();
    out
}

/// The authorization-server metadata URLs for an issuer, in the MCP spec's order.
pub(crate) fn metadata_candidates(issuer: &url::Url) -> Vec<url::Url> {
    let base = origin(issuer);
    let path = issuer.path().trim_end_matches('/');
    let raw = if path.is_empty() {
        vec![
            format!("{base}/.well-known/oauth-authorization-server"),
            format!("{base}/.well-known/openid-configuration"),
        ]
    } else {
        vec![
            format!("{base}/.well-known/oauth-authorization-server{path}"),
            format!("{base}/.well-known/openid-configuration{path}"),
            format!("{base}{path}/.well-known/openid-configuration"),
        ]
    };
    raw.iter().filter_map(|s| url::Url::parse(s).ok()).collect()
}

/// Reads the protected-resource metadata: `Ok(None)` when no candidate has any.
async fn fetch_prm(
    http: &AsHttp,
    server: &url::Url,
    challenge: Option<&Challenge>,
) -> Result<Option<Value>, OAuthError> {
    for url in prm_candidates(server, challenge) {
        check_not_internal(&url, server)?;
        match http.get(OAuthExchange::ResourceMetadata, &url).await {
            Ok(a) if a.status == 200 => {
                if let Some(v) = a.json.filter(Value::is_object) {
                    return Ok(Some(v));
                }
            }
            Ok(_) => {}
            Err(e @ (OAuthError::Timeout { .. } | OAuthError::ResponseTooLarge { .. })) => {
                return Err(e);
            }
            Err(e) => tracing::debug!(error = %e, "protected-resource metadata not read"),
        }
    }
    Ok(None)
}

fn parse_metadata(v: &Value, issuer: &str) -> AsMetadata {
    AsMetadata {
        issuer: issuer.to_string(),
        authorization_endpoint: string(v, "authorization_endpoint"),
        token_endpoint: string(v, "token_endpoint"),
        registration_endpoint: string(v, "registration_endpoint"),
        scopes_supported: strings(v, "scopes_supported"),
        code_challenge_methods_supported: strings(v, "code_challenge_methods_supported"),
        token_endpoint_auth_methods_supported: strings(v, "token_endpoint_auth_methods_supported"),
        client_id_metadata_document_supported: v
            .get("client_id_metadata_document_supported")
            .and_then(Value::as_bool)
            .unwrap_or(false),
        iss_parameter_supported: v
            .get("authorization_response_iss_parameter_supported")
            .and_then(Value::as_bool)
            .unwrap_or(false),
    }
}

/// Fetches the metadata of `issuer` (an exact string, compared as such with the
/// document's `issuer`); `Ok(None)` when no candidate URL has a document.
pub(crate) async fn fetch_as_metadata(
    http: &AsHttp,
    issuer: &str,
) -> Result<Option<AsMetadata>, OAuthError> {
    let issuer_url = check_endpoint(issuer)?;
    for url in metadata_candidates(&issuer_url) {
        match http.get(OAuthExchange::ServerMetadata, &url).await {
            Ok(a) if a.status == 200 => {
                let Some(v) = a.json.filter(Value::is_object) else {
                    continue;
                };
                let found = string(&v, "issuer").unwrap_or_default();
                if found != issuer {
                    return Err(OAuthError::IssuerMismatch {
                        expected: issuer.to_string(),
                        found: super::short(&found),
                    });
                }
                return Ok(Some(parse_metadata(&v, issuer)));
            }
            Ok(_) => {}
            Err(e @ (OAuthError::Timeout { .. } | OAuthError::ResponseTooLarge { .. })) => {
                return Err(e);
            }
            Err(e) => tracing::debug!(error = %e, "authorization-server metadata not read"),
        }
    }
    Ok(None)
}

/// Runs discovery for the MCP server `server` after its challenge.
pub(crate) async fn discover(
    http: &AsHttp,
    server: &url::Url,
    challenge: Option<&Challenge>,
) -> Result<Discovered, OAuthError> {
    let Some(prm) = fetch_prm(http, server, challenge).await? else {
        return legacy(http, server).await;
    };
    let resource = match string(&prm, "resource") {
        Some(r) if resource_matches(&r, server) => r,
        Some(r) => {
            return Err(OAuthError::ResourceMismatch {
                resource: super::short(&r),
                server: redact_url(server),
            });
        }
        None => canonical_server(server),
    };
    let issuer = strings(&prm, "authorization_servers")
        .and_then(|a| a.into_iter().next())
        .ok_or_else(|| OAuthError::NoAuthorizationServer {
            server: redact_url(server),
        })?;
    check_not_internal(&check_endpoint(&issuer)?, server)?;
    let metadata =
        fetch_as_metadata(http, &issuer)
            .await?
            .ok_or_else(|| OAuthError::NoMetadata {
                issuer: super::short(&issuer),
            })?;
    check_endpoints_not_internal(&metadata, server)?;
    Ok(Discovered {
        resource,
        prm_scopes: strings(&prm, "scopes_supported"),
        metadata,
    })
}

/// The metadata's endpoints may not lead a public server's client inside.
fn check_endpoints_not_internal(md: &AsMetadata, server: &url::Url) -> Result<(), OAuthError> {
    for endpoint in [
        &md.authorization_endpoint,
        &md.token_endpoint,
        &md.registration_endpoint,
    ]
    .into_iter()
    .flatten()
    {
        if let Ok(url) = url::Url::parse(endpoint) {
            check_not_internal(&url, server)?;
        }
    }
    Ok(())
}

/// 2025-03-26: no protected-resource metadata; the MCP server's origin is the
/// authorization server (its metadata, else the default endpoints).
async fn legacy(http: &AsHttp, server: &url::Url) -> Result<Discovered, OAuthError> {
    let base = origin(server);
    let metadata = match fetch_as_metadata(http, &base).await? {
        Some(m) => m,
        None => AsMetadata {
            issuer: base.clone(),
            authorization_endpoint: Some(format!("{base}/authorize")),
            token_endpoint: Some(format!("{base}/token")),
            registration_endpoint: Some(format!("{base}/register")),
            ..AsMetadata::default()
        },
    };
    Ok(Discovered {
        resource: canonical_server(server),
        prm_scopes: None,
        metadata,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn metadata_urls_follow_the_spec_order() {
        let u = url::Url::parse("https://as.example/tenant1/").unwrap();
        let c: Vec<String> = metadata_candidates(&u)
            .iter()
            .map(|u| u.to_string())
            .collect();
        assert_eq!(
            c,
            [
                "https://as.example/.well-known/oauth-authorization-server/tenant1",
                "https://as.example/.well-known/openid-configuration/tenant1",
                "https://as.example/tenant1/.well-known/openid-configuration",
            ]
        );
        let u = url::Url::parse("https://as.example").unwrap();
        assert_eq!(metadata_candidates(&u).len(), 2);
    }

    #[test]
    fn resources_match_by_origin_and_path_prefix() {
        let s = url::Url::parse("http://localhost:3000/mcp").unwrap();
        assert!(resource_matches("http://localhost:3000/mcp", &s));
        assert!(resource_matches("http://localhost:3000", &s));
        assert!(resource_matches("http://localhost:3000/", &s));
        assert!(!resource_matches("https://evil.example.com/mcp", &s));
        assert!(!resource_matches("http://localhost:3001/mcp", &s));
        assert!(!resource_matches("http://localhost:3000/mc", &s));
        assert!(!resource_matches("http://localhost:3000/mcp/other", &s));
    }

    #[test]
    fn prm_urls_path_aware_first() {
        let s = url::Url::parse("http://h:1/a/mcp").unwrap();
        let c: Vec<String> = prm_candidates(&s, None)
            .iter()
            .map(|u| u.to_string())
            .collect();
        assert_eq!(
            c,
            [
                "http://h:1/.well-known/oauth-protected-resource/a/mcp",
                "http://h:1/.well-known/oauth-protected-resource"
            ]
        );
    }
}

#[cfg(test)]
mod internal_address_tests {
    use super::super::http::{check_not_internal, is_internal};

    fn url(s: &str) -> url::Url {
        url::Url::parse(s).unwrap()
    }

    #[test]
    fn internal_addresses_are_recognised() {
        for internal in [
            "http://127.0.0.1/x",
            "http://localhost:8080/",
            "http://api.localhost/",
            "http://10.1.2.3/",
            "http://172.16.0.1/",
            "http://192.168.1.1/",
            "http://169.254.169.254/latest/meta-data/",
            "http://100.64.0.1/",
            "http://0.0.0.0/",
            "http://[::1]/",
            "http://[fe80::1]/",
            "http://[fd00::1]/",
            "http://[::ffff:169.254.169.254]/",
        ] {
            assert!(is_internal(&url(internal)), "{internal}");
        }
        for public in [
            "https://auth.example.com/",
            "https://8.8.8.8/",
            "https://172.32.0.1/",
            "https://[2001:db8::1]/",
        ] {
            assert!(!is_internal(&url(public)), "{public}");
        }
    }

    #[test]
    fn only_a_public_server_is_held_to_it() {
        let public = url("https://mcp.example.com/mcp");
        let local = url("http://127.0.0.1:9000/mcp");
        let metadata = url("http://169.254.169.254/latest/meta-data/");
        let err = check_not_internal(&metadata, &public).unwrap_err();
        assert!(err.to_string().contains("link-local"), "{err}");
        assert!(check_not_internal(&metadata, &local).is_ok());
        assert!(check_not_internal(&url("https://auth.example.com/t"), &public).is_ok());
    }
}
