//! Client identity: the choice between pre-registered credentials, a client ID
//! metadata document URL and dynamic client registration (RFC 7591), the registration
//! request itself, and the choice of token-endpoint auth method.

use serde_json::{Value, json};

use super::discovery::AsMetadata;
use super::http::{AsHttp, Body, check_endpoint};
use super::token::ClientAuth;
use super::{OAuthError, OAuthExchange, OAuthFlow, Secret, TokenEndpointAuthMethod as M, short};
use crate::client::http_plumbing::redact_url;

/// The token-endpoint auth method: configured, else what registration said, else the
/// best the server supports (`client_secret_basic`, `client_secret_post`, `none`;
/// RFC 8414's default is `client_secret_basic`); `none` without a secret.
pub(crate) fn choose_method(
    configured: Option<M>,
    registered: Option<M>,
    supported: Option<&[String]>,
    has_secret: bool,
) -> M {
    if let Some(m) = configured.or(registered) {
        return m;
    }
    if !has_secret {
        return M::None;
    }
    let Some(supported) = supported else {
        return M::ClientSecretBasic;
    };
    [M::ClientSecretBasic, M::ClientSecretPost, M::None]
        .into_iter()
        .find(|m| supported.iter().any(|s| s == m.as_str()))
        .unwrap_or(M::ClientSecretBasic)
}

/// Registers a client at the server's registration endpoint.
pub(crate) async fn register(
    http: &AsHttp,
    md: &AsMetadata,
    client_name: &str,
    redirect_uri: &str,
    flow: OAuthFlow,
    scope: Option<&str>,
) -> Result<ClientAuth, OAuthError> {
    let endpoint =
        md.registration_endpoint
            .as_deref()
            .ok_or_else(|| OAuthError::NoClientIdentity {
                issuer: short(&md.issuer),
            })?;
    let url = check_endpoint(endpoint)?;
    let supported = md.token_endpoint_auth_methods_supported.as_deref();
    let wanted = match supported {
        Some(s) if s.iter().any(|m| m == "none") => Some("none"),
        Some(s) => ["client_secret_basic", "client_secret_post"]
            .into_iter()
            .find(|m| s.iter().any(|x| x == m)),
        None => None,
    };
    let grant_types: &[&str] = match flow {
        OAuthFlow::ClientCredentials => &["client_credentials"],
        _ => &["authorization_code", "refresh_token"],
    };
    let mut body = json!({
        "client_name": client_name,
        "redirect_uris": [redirect_uri],
        "grant_types": grant_types,
        "response_types": ["code"],
        "application_type": "native",
    });
    if let Some(w) = wanted {
        body["token_endpoint_auth_method"] = json!(w);
    }
    if let Some(s) = scope {
        body["scope"] = json!(s);
    }
    let bytes = serde_json::to_vec(&body).unwrap_or_default();
    let answer = http
        .send(
            OAuthExchange::Registration,
            reqwest::Method::POST,
            &url,
            Body::Json(bytes),
            None,
        )
        .await?;
    let shown = redact_url(&url);
    let fail = |detail: String| OAuthError::Registration {
        url: shown.clone(),
        status: answer.status,
        detail,
    };
    let Some(v) = answer.json.as_ref().filter(|v| v.is_object()) else {
        return Err(fail(answer.detail.clone()));
    };
    if !(200..300).contains(&answer.status) {
        let e = v.get("error").and_then(Value::as_str).unwrap_or("error");
        let d = v
            .get("error_description")
            .and_then(Value::as_str)
            .map(|d| format!(" ({})", short(d)))
            .unwrap_or_default();
        return Err(fail(format!("{}{d}", short(e))));
    }
    let client_id = v
        .get("client_id")
        .and_then(Value::as_str)
        .filter(|s| !s.is_empty())
        .ok_or_else(|| fail("the answer has no client_id".into()))?
        .to_string();
    let secret = v
        .get("client_secret")
        .and_then(Value::as_str)
        .filter(|s| !s.is_empty())
        .map(Secret::new);
    let registered = v
        .get("token_endpoint_auth_method")
        .and_then(Value::as_str)
        .and_then(M::parse);
    let method = choose_method(None, registered, supported, secret.is_some());
    Ok(ClientAuth {
        client_id,
        secret,
        method,
        key: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn method_choice() {
        let s = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            choose_method(None, None, Some(&s(&["none"])), true),
            M::None
        );
        assert_eq!(
            choose_method(None, None, Some(&s(&["none", "client_secret_post"])), true),
            M::ClientSecretPost
        );
        assert_eq!(choose_method(None, None, None, true), M::ClientSecretBasic);
        assert_eq!(choose_method(None, None, None, false), M::None);
        assert_eq!(
            choose_method(Some(M::ClientSecretPost), Some(M::None), None, true),
            M::ClientSecretPost
        );
    }
}
