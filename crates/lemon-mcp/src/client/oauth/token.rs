//! The token endpoint: authorization-code (with the PKCE verifier), refresh-token and
//! client-credentials grants, client authentication (`client_secret_basic`,
//! `client_secret_post`, `none`), the RFC 8707 `resource`, and a strict reading of the
//! answer (a Bearer `access_token`; OAuth errors typed; anything else summarised).

use std::time::{Duration, SystemTime};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use http::HeaderValue;
use serde_json::Value;

use super::http::{AsHttp, Body, check_endpoint};
use super::{OAuthError, OAuthExchange, Secret, TokenEndpointAuthMethod, Tokens, short};
use crate::client::http_plumbing::redact_url;

/// How the client identifies itself at the token endpoint.
#[derive(Debug, Clone)]
pub(crate) struct ClientAuth {
    pub(crate) client_id: String,
    pub(crate) secret: Option<Secret>,
    pub(crate) method: TokenEndpointAuthMethod,
    pub(crate) key: Option<super::PrivateKey>,
}

pub(crate) enum Grant<'a> {
    AuthorizationCode {
        code: &'a Secret,
        verifier: &'a str,
        redirect_uri: &'a str,
    },
    Refresh {
        refresh_token: &'a Secret,
    },
    ClientCredentials,
}

fn form(pairs: &[(&str, &str)]) -> String {
    let mut s = url::form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        s.append_pair(k, v);
    }
    s.finish()
}

fn enc(s: &str) -> String {
    url::form_urlencoded::byte_serialize(s.as_bytes()).collect()
}

/// `Authorization: Basic` per RFC 6749 2.3.1 (id and secret form-encoded first).
pub(crate) fn basic_header(id: &str, secret: &str) -> Option<HeaderValue> {
    let raw = format!("{}:{}", enc(id), enc(secret));
    let mut v = HeaderValue::from_str(&format!("Basic {}", STANDARD.encode(raw))).ok()?;
    v.set_sensitive(true);
    Some(v)
}

/// Sends one token request and reads the tokens.
pub(crate) async fn request(
    http: &AsHttp,
    token_endpoint: &str,
    client: &ClientAuth,
    grant: Grant<'_>,
    resource: &str,
    scope: Option<&str>,
    issuer: &str,
) -> Result<Tokens, OAuthError> {
    let url = check_endpoint(token_endpoint)?;
    let mut pairs: Vec<(&str, &str)> = Vec::new();
    match &grant {
        Grant::AuthorizationCode {
            code,
            verifier,
            redirect_uri,
        } => {
            pairs.push(("grant_type", "authorization_code"));
            pairs.push(("code", code.expose()));
            pairs.push(("code_verifier", verifier));
            pairs.push(("redirect_uri", redirect_uri));
        }
        Grant::Refresh { refresh_token } => {
            pairs.push(("grant_type", "refresh_token"));
            pairs.push(("refresh_token", refresh_token.expose()));
        }
        Grant::ClientCredentials => pairs.push(("grant_type", "client_credentials")),
    }
    if let Some(s) = scope.filter(|s| !s.is_empty()) {
        pairs.push(("scope", s));
    }
    pairs.push(("resource", resource));
    let secret = client.secret.as_ref().map(Secret::expose).unwrap_or("");
    let assertion;
    let mut basic = None;
    match client.method {
        TokenEndpointAuthMethod::ClientSecretBasic => {
            basic = basic_header(&client.client_id, secret);
            // RFC 6749 lets the body leave it out under basic; some servers (the Python
            // SDK's) read the client from the body first, so it is sent there too.
            pairs.push(("client_id", &client.client_id));
        }
        TokenEndpointAuthMethod::ClientSecretPost => {
            pairs.push(("client_id", &client.client_id));
            pairs.push(("client_secret", secret));
        }
        TokenEndpointAuthMethod::None => pairs.push(("client_id", &client.client_id)),
        TokenEndpointAuthMethod::PrivateKeyJwt => {
            let key = client.key.as_ref().ok_or_else(|| {
                OAuthError::Config("private_key_jwt needs a configured private key".into())
            })?;
            assertion = key.assertion(&client.client_id, issuer)?;
            pairs.push(("client_id", &client.client_id));
            pairs.push((
                "client_assertion_type",
                "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
            ));
            pairs.push(("client_assertion", &assertion));
        }
    }
    let answer = http
        .send(
            OAuthExchange::Token,
            reqwest::Method::POST,
            &url,
            Body::Form(form(&pairs)),
            basic,
        )
        .await?;
    let shown = redact_url(&url);
    // What the server says back is quoted in errors: never with a secret we sent in it.
    let mut sent: Vec<&str> = vec![secret];
    match &grant {
        Grant::AuthorizationCode { code, verifier, .. } => {
            sent.push(code.expose());
            sent.push(verifier);
        }
        Grant::Refresh { refresh_token } => sent.push(refresh_token.expose()),
        Grant::ClientCredentials => {}
    }
    let mut tokens = read_answer(&shown, answer.status, answer.json, &answer.detail)
        .map_err(|e| scrub(e, &sent))?;
    if tokens.scope.is_none() {
        tokens.scope = scope.map(str::to_string);
    }
    tokens.issuer = Some(issuer.to_string());
    Ok(tokens)
}

/// `e` with every `secrets` value masked in the server-supplied text it quotes.
fn scrub(e: OAuthError, secrets: &[&str]) -> OAuthError {
    let mask = |mut text: String| {
        for s in secrets.iter().filter(|s| s.len() >= 4) {
            text = text.replace(*s, "***");
        }
        text
    };
    match e {
        OAuthError::TokenEndpoint {
            url,
            status,
            error,
            description,
        } => OAuthError::TokenEndpoint {
            url,
            status,
            error: mask(error),
            description: description.map(mask),
        },
        OAuthError::InvalidResponse {
            url,
            status,
            detail,
        } => OAuthError::InvalidResponse {
            url,
            status,
            detail: mask(detail),
        },
        e => e,
    }
}

fn read_answer(
    url: &str,
    status: u16,
    json: Option<Value>,
    detail: &str,
) -> Result<Tokens, OAuthError> {
    let invalid = |detail: String| OAuthError::InvalidResponse {
        url: url.to_string(),
        status,
        detail,
    };
    let Some(v) = json.filter(Value::is_object) else {
        return Err(invalid(if detail.is_empty() {
            "the body is not a JSON object".into()
        } else {
            detail.to_string()
        }));
    };
    if !(200..300).contains(&status) {
        return Err(match v.get("error").and_then(Value::as_str) {
            Some(e) => OAuthError::TokenEndpoint {
                url: url.to_string(),
                status,
                error: short(e),
                description: v
                    .get("error_description")
                    .and_then(Value::as_str)
                    .map(short),
            },
            None => invalid("an error status without an OAuth error".into()),
        });
    }
    let access = v
        .get("access_token")
        .and_then(Value::as_str)
        .filter(|t| !t.is_empty())
        .ok_or_else(|| invalid("no access_token in the answer".into()))?;
    if let Some(tt) = v.get("token_type").and_then(Value::as_str)
        && !tt.eq_ignore_ascii_case("bearer")
    {
        return Err(OAuthError::UnsupportedTokenType {
            token_type: short(tt),
        });
    }
    if access.chars().any(|c| c.is_control() || c == ' ') {
        return Err(invalid(
            "the access_token has characters a header cannot carry".into(),
        ));
    }
    let expires_at = v
        .get("expires_in")
        .and_then(Value::as_u64)
        .map(|s| SystemTime::now() + Duration::from_secs(s.min(10 * 365 * 86_400)));
    Ok(Tokens {
        access_token: Secret::new(access),
        refresh_token: v
            .get("refresh_token")
            .and_then(Value::as_str)
            .filter(|t| !t.is_empty())
            .map(Secret::new),
        expires_at,
        scope: v.get("scope").and_then(Value::as_str).map(str::to_string),
        issuer: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basic_is_form_encoded_then_base64() {
        let v = basic_header("id x", "p:w").unwrap();
        let b = STANDARD
            .decode(v.to_str().unwrap().strip_prefix("Basic ").unwrap())
            .unwrap();
        assert_eq!(String::from_utf8(b).unwrap(), "id+x:p%3Aw");
    }

    #[test]
    fn answers_are_read_strictly() {
        let ok = serde_json::json!({"access_token": "a", "token_type": "bearer", "refresh_token": "r", "expires_in": 60});
        let t = read_answer("u", 200, Some(ok), "").unwrap();
        assert_eq!(t.access_token.expose(), "a");
        assert!(t.refresh_token.is_some() && t.expires_at.is_some());
        let dpop = serde_json::json!({"access_token": "a", "token_type": "DPoP"});
        assert!(matches!(
            read_answer("u", 200, Some(dpop), ""),
            Err(OAuthError::UnsupportedTokenType { .. })
        ));
        let err = serde_json::json!({"error": "invalid_grant"});
        assert!(matches!(
            read_answer("u", 400, Some(err), ""),
            Err(OAuthError::TokenEndpoint { status: 400, .. })
        ));
        assert!(matches!(
            read_answer("u", 200, None, "an HTML page"),
            Err(OAuthError::InvalidResponse { .. })
        ));
    }
}
