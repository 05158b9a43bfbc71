//! [`OAuthProvider`]: the [`AuthProvider`] that runs OAuth when the MCP endpoint
//! refuses. On a 401 it climbs the ladder (refresh token first, then a full grant: client
//! credentials, or discovery → client identity → authorization code with PKCE → token),
//! each step at most once per request; on a 403 `insufficient_scope` it re-authorizes
//! for the union of the scopes (bounded by `max_step_ups`); an expired access token is
//! refreshed before it is sent, and concurrent refusals share one renewal. Tokens are
//! loaded from the [`TokenCache`](super::TokenCache) before the first request and saved
//! after every token response; nothing obtained from one issuer (client registration,
//! pre-registered credentials once used, tokens) is used with another.

use std::fmt;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use futures::future::BoxFuture;
use http::{HeaderName, HeaderValue};

use super::discovery::{self, AsMetadata, Discovered};
use super::http::{AsHttp, check_endpoint};
use super::registration::{choose_method, register};
use super::token::{self, ClientAuth, Grant};
use super::{
    AuthorizationRequest, OAuthConfig, OAuthError, OAuthFlow, TokenEndpointAuthMethod as M, Tokens,
    pkce, short,
};
use crate::client::auth::{AuthAction, AuthChallenge, AuthError, AuthProvider, Challenge};
use crate::client::http_plumbing::shared_client;

/// How long before its expiry an access token is renewed (a token in flight when it
/// expires is handled by the 401 ladder).
const EXPIRY_MARGIN: Duration = Duration::from_secs(1);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Refresh,
    Full,
}

#[derive(Default)]
struct State {
    loaded: bool,
    tokens: Option<Tokens>,
    last: Option<Step>,
    /// The last discovery and the client identity used with its issuer.
    discovered: Option<Discovered>,
    client: Option<(String, ClientAuth)>,
    /// The scope last requested (step-up asks for the union).
    scope: Option<String>,
    /// The issuer the pre-registered credentials were first used with (when the
    /// configuration names none): they are not offered to another one.
    configured_issuer: Option<String>,
    /// When tokens were last stored.
    stored_at: Option<std::time::Instant>,
}

/// The OAuth client as an [`AuthProvider`]; [`HttpConfig::with_oauth`] builds one.
///
/// [`HttpConfig::with_oauth`]: crate::client::http::HttpConfig::with_oauth
///
/// ```
/// use std::sync::Arc;
/// use lemon_mcp::client::http::HttpConfig;
/// use lemon_mcp::client::oauth::{OAuthConfig, OAuthProvider};
///
/// let provider = Arc::new(OAuthProvider::new(OAuthConfig::new()));
/// let cfg = HttpConfig::new("https://mcp.example.com/mcp").auth(provider.clone());
/// assert!(cfg.auth.is_some());
/// ```
pub struct OAuthProvider {
    cfg: OAuthConfig,
    http: Result<AsHttp, String>,
    state: tokio::sync::Mutex<State>,
}

impl fmt::Debug for OAuthProvider {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OAuthProvider")
            .field("cfg", &self.cfg)
            .finish_non_exhaustive()
    }
}

fn union(a: Option<&str>, b: Option<&str>) -> Option<String> {
    let mut out: Vec<&str> = Vec::new();
    for s in a.into_iter().chain(b).flat_map(str::split_whitespace) {
        if !out.contains(&s) {
            out.push(s);
        }
    }
    (!out.is_empty()).then(|| out.join(" "))
}

impl OAuthProvider {
    /// A provider for `cfg`.
    pub fn new(cfg: OAuthConfig) -> Self {
        let http = shared_client(cfg.connect_timeout)
            .map(|client| AsHttp {
                client,
                timeout: cfg.timeout,
                max_body: cfg.max_body_bytes,
                observer: cfg.observer.clone(),
            })
            .map_err(|e| e.to_string());
        OAuthProvider {
            cfg,
            http,
            state: tokio::sync::Mutex::new(State::default()),
        }
    }

    /// The tokens currently held (after a flow, or as loaded from the cache).
    pub async fn tokens(&self) -> Option<Tokens> {
        self.state.lock().await.tokens.clone()
    }

    fn http(&self) -> Result<&AsHttp, OAuthError> {
        self.http
            .as_ref()
            .map_err(|e| OAuthError::Config(format!("could not set up the HTTP client: {e}")))
    }

    async fn store(&self, st: &mut State, mut tokens: Tokens, step: Step) {
        if tokens.refresh_token.is_none()
            && step == Step::Refresh
            && let Some(old) = &st.tokens
        {
            tokens.refresh_token = old.refresh_token.clone();
        }
        if let Some(cache) = &self.cfg.token_cache {
            cache.save(&tokens).await;
        }
        st.tokens = Some(tokens);
        st.last = Some(step);
        st.stored_at = Some(std::time::Instant::now());
    }

    /// The pre-registered client, if it may be used with `md`'s issuer: the one the
    /// configuration names, else the first it was used with.
    fn configured_client(&self, st: &mut State, md: &AsMetadata) -> Option<ClientAuth> {
        let c = self.cfg.client.as_ref()?;
        let bound = c.issuer.as_deref().or(st.configured_issuer.as_deref());
        if bound.is_some_and(|i| i != md.issuer) {
            return None;
        }
        st.configured_issuer = Some(md.issuer.clone());
        let supported = md.token_endpoint_auth_methods_supported.as_deref();
        let method = match self.cfg.flow {
            _ if c.auth_method.is_none() && c.private_key.is_some() => M::PrivateKeyJwt,
            OAuthFlow::ClientCredentials => c.auth_method.unwrap_or_else(|| match supported {
                Some(s)
                    if !s.iter().any(|m| m == "client_secret_post")
                        && s.iter().any(|m| m == "client_secret_basic") =>
                {
                    M::ClientSecretBasic
                }
                _ => M::ClientSecretPost,
            }),
            OAuthFlow::AuthorizationCode => {
                choose_method(c.auth_method, None, supported, c.client_secret.is_some())
            }
        };
        Some(ClientAuth {
            client_id: c.client_id.clone(),
            secret: c.client_secret.clone(),
            method,
            key: c.private_key.clone(),
        })
    }

    /// Refresh-token grant with what the state holds.
    /// Refresh-token grant with what the state holds; discovery (if not done yet) needs
    /// the challenge. `Ok(false)`: nothing to refresh with.
    async fn refresh(&self, st: &mut State, c: Option<&AuthChallenge>) -> Result<bool, OAuthError> {
        let Some(refresh_token) = st.tokens.as_ref().and_then(|t| t.refresh_token.clone()) else {
            return Ok(false);
        };
        let http = self.http()?;
        if st.discovered.is_none()
            && let Some(c) = c
        {
            st.discovered = Some(discovery::discover(http, &c.url, c.bearer()).await?);
        }
        let Some(d) = st.discovered.clone() else {
            return Ok(false);
        };
        // Never send a refresh token to another issuer than the one that issued it.
        if st
            .tokens
            .as_ref()
            .and_then(|t| t.issuer.as_deref())
            .is_some_and(|i| i != d.metadata.issuer)
        {
            return Ok(false);
        }
        let client = match &st.client {
            Some((issuer, client)) if *issuer == d.metadata.issuer => client.clone(),
            _ => match self.configured_client(st, &d.metadata) {
                Some(c) => c,
                None => return Ok(false),
            },
        };
        let Some(endpoint) = d.metadata.token_endpoint.as_deref() else {
            return Ok(false);
        };
        let tokens = token::request(
            http,
            endpoint,
            &client,
            Grant::Refresh {
                refresh_token: &refresh_token,
            },
            &d.resource,
            None,
            &d.metadata.issuer,
        )
        .await?;
        self.store(st, tokens, Step::Refresh).await;
        Ok(true)
    }

    /// A full grant: discovery, then client credentials or the authorization code.
    async fn full(
        &self,
        st: &mut State,
        c: &AuthChallenge,
        step_up: bool,
    ) -> Result<(), OAuthError> {
        let http = self.http()?;
        let bearer: Option<&Challenge> = c.bearer();
        let d = discovery::discover(http, &c.url, bearer).await?;
        let md = &d.metadata;
        if let Some((issuer, _)) = &st.client
            && *issuer != md.issuer
        {
            // The resource moved to another authorization server: nothing of the old
            // one (client, tokens) is used with the new one.
            st.client = None;
            st.tokens = None;
            st.scope = None;
        }
        if st
            .tokens
            .as_ref()
            .and_then(|t| t.issuer.as_deref())
            .is_some_and(|i| i != md.issuer)
        {
            st.tokens = None;
        }
        st.discovered = Some(d.clone());
        let challenged = bearer.and_then(Challenge::scope);
        let mut scope = if step_up {
            union(st.scope.as_deref(), challenged)
        } else {
            challenged
                .map(str::to_string)
                .or_else(|| self.cfg.scopes.clone())
                .or_else(|| d.prm_scopes.as_ref().map(|s| s.join(" ")))
                .filter(|s| !s.trim().is_empty())
        };
        let token_endpoint = md.token_endpoint.clone().ok_or(OAuthError::NoMetadata {
            issuer: short(&md.issuer),
        })?;
        let tokens = match self.cfg.flow {
            OAuthFlow::ClientCredentials => {
                let client = match (self.configured_client(st, md), &self.cfg.client) {
                    (Some(c), _) => c,
                    // Credentials of another authorization server are never offered here.
                    (None, Some(_)) => {
                        return Err(OAuthError::NoClientIdentity {
                            issuer: short(&md.issuer),
                        });
                    }
                    (None, None) => {
                        return Err(OAuthError::Config(
                            "the client-credentials flow needs a client id".into(),
                        ));
                    }
                };
                if client.secret.is_none() && client.key.is_none() {
                    return Err(OAuthError::Config(
                        "the client-credentials flow needs a client secret".into(),
                    ));
                }
                token::request(
                    http,
                    &token_endpoint,
                    &client,
                    Grant::ClientCredentials,
                    &d.resource,
                    scope.as_deref(),
                    &md.issuer,
                )
                .await?
            }
            OAuthFlow::AuthorizationCode => {
                if md
                    .scopes_supported
                    .as_ref()
                    .is_some_and(|s| s.iter().any(|x| x == "offline_access"))
                {
                    scope = union(scope.as_deref(), Some("offline_access"));
                }
                self.authorization_code(st, &d, &token_endpoint, scope.as_deref())
                    .await?
            }
        };
        st.scope = scope;
        self.store(st, tokens, Step::Full).await;
        Ok(())
    }

    async fn client_for(
        &self,
        st: &mut State,
        md: &AsMetadata,
        scope: Option<&str>,
    ) -> Result<ClientAuth, OAuthError> {
        if let Some(c) = self.configured_client(st, md) {
            return Ok(c);
        }
        if let Some((issuer, c)) = &st.client
            && *issuer == md.issuer
        {
            return Ok(c.clone());
        }
        let client = match &self.cfg.client_metadata_url {
            Some(url) if md.client_id_metadata_document_supported => ClientAuth {
                client_id: url.clone(),
                secret: None,
                method: M::None,
                key: None,
            },
            _ => {
                register(
                    self.http()?,
                    md,
                    &self.cfg.client_name,
                    &self.cfg.redirect_uri,
                    self.cfg.flow,
                    scope,
                )
                .await?
            }
        };
        st.client = Some((md.issuer.clone(), client.clone()));
        Ok(client)
    }

    async fn authorization_code(
        &self,
        st: &mut State,
        d: &Discovered,
        token_endpoint: &str,
        scope: Option<&str>,
    ) -> Result<Tokens, OAuthError> {
        let md = &d.metadata;
        if md
            .code_challenge_methods_supported
            .as_ref()
            .is_some_and(|m| !m.iter().any(|x| x == "S256"))
        {
            return Err(OAuthError::PkceUnsupported {
                issuer: short(&md.issuer),
            });
        }
        let provider = self
            .cfg
            .code_provider
            .clone()
            .ok_or(OAuthError::NoCodeProvider)?;
        let endpoint = md
            .authorization_endpoint
            .as_deref()
            .ok_or(OAuthError::NoMetadata {
                issuer: short(&md.issuer),
            })?;
        let mut url = check_endpoint(endpoint)?;
        check_endpoint(token_endpoint)?;
        let client = self.client_for(st, md, scope).await?;
        let pkce = pkce::Pkce::new();
        let state = pkce::state();
        {
            let mut q = url.query_pairs_mut();
            q.append_pair("response_type", "code")
                .append_pair("client_id", &client.client_id)
                .append_pair("redirect_uri", &self.cfg.redirect_uri)
                .append_pair("state", &state)
                .append_pair("code_challenge", &pkce.challenge)
                .append_pair("code_challenge_method", "S256")
                .append_pair("resource", &d.resource);
            if let Some(s) = scope {
                q.append_pair("scope", s);
            }
        }
        let request = AuthorizationRequest {
            url,
            state: state.clone(),
            resource: d.resource.clone(),
            scope: scope.map(str::to_string),
            redirect_uri: self.cfg.redirect_uri.clone(),
        };
        let answer = provider.authorize(&request).await?;
        if answer.state.as_deref() != Some(state.as_str()) {
            return Err(OAuthError::StateMismatch);
        }
        // RFC 9207: a present iss must be the issuer, by plain string comparison; a
        // server that advertises iss must send it.
        match &answer.iss {
            Some(iss) if *iss != md.issuer => {
                return Err(OAuthError::IssMismatch {
                    expected: short(&md.issuer),
                    found: Some(short(iss)),
                });
            }
            None if md.iss_parameter_supported => {
                return Err(OAuthError::IssMismatch {
                    expected: short(&md.issuer),
                    found: None,
                });
            }
            _ => {}
        }
        token::request(
            self.http()?,
            token_endpoint,
            &client,
            Grant::AuthorizationCode {
                code: &answer.code,
                verifier: &pkce.verifier,
                redirect_uri: &self.cfg.redirect_uri,
            },
            &d.resource,
            scope,
            &md.issuer,
        )
        .await
    }

    async fn answer(&self, c: &AuthChallenge) -> Result<AuthAction, OAuthError> {
        let mut st = self.state.lock().await;
        // Another request renewed the tokens after this one went out (concurrent 401s
        // share one flow): try the new ones first.
        if c.status == 401 && c.earlier.is_empty() && st.stored_at.is_some_and(|at| at > c.sent_at)
        {
            return Ok(AuthAction::Retry);
        }
        if c.status == 403 {
            let insufficient = c.bearer().is_some_and(Challenge::is_insufficient_scope);
            let step_ups = c.earlier.iter().filter(|s| **s == 403).count() as u32;
            if !insufficient || step_ups >= self.cfg.max_step_ups {
                return Ok(AuthAction::Fail);
            }
            self.full(&mut st, c, true).await?;
            return Ok(AuthAction::Retry);
        }
        // The 401 ladder, each step at most once per request: refresh, then a full grant.
        let unauthorized = c.earlier.iter().filter(|s| **s == 401).count();
        match (unauthorized, st.last) {
            (0, _) => {
                match self.refresh(&mut st, Some(c)).await {
                    Ok(true) => return Ok(AuthAction::Retry),
                    Ok(false) => {}
                    Err(e) => tracing::debug!(error = %e, "refresh failed; authorizing again"),
                }
                self.full(&mut st, c, false).await?;
                Ok(AuthAction::Retry)
            }
            (1, Some(Step::Refresh)) => {
                self.full(&mut st, c, false).await?;
                Ok(AuthAction::Retry)
            }
            _ => Ok(AuthAction::Fail),
        }
    }
}

impl AuthProvider for OAuthProvider {
    fn headers(&self) -> BoxFuture<'_, Result<Vec<(HeaderName, HeaderValue)>, AuthError>> {
        Box::pin(async move {
            let mut st = self.state.lock().await;
            if !st.loaded {
                st.loaded = true;
                if let Some(cache) = &self.cfg.token_cache {
                    st.tokens = cache.load().await;
                }
            }
            // An access token about to expire is renewed before it is sent (when a refresh
            // token and the authorization server are known); failing that, the 401 ladder
            // takes over.
            let expiring = st.tokens.as_ref().is_some_and(|t| {
                t.refresh_token.is_some()
                    && t.expires_at
                        .is_some_and(|at| at <= SystemTime::now() + EXPIRY_MARGIN)
            });
            if expiring && let Err(e) = self.refresh(&mut st, None).await {
                tracing::debug!(error = %e, "refreshing an expiring token failed");
            }
            // A cache may hold only a refresh token: nothing to send, the 401 refreshes.
            let Some(t) = st
                .tokens
                .as_ref()
                .filter(|t| !t.access_token.expose().is_empty())
            else {
                return Ok(Vec::new());
            };
            let mut v = HeaderValue::from_str(&format!("Bearer {}", t.access_token.expose()))
                .map_err(|_| AuthError::new("the access token cannot be sent in a header"))?;
            v.set_sensitive(true);
            Ok(vec![(http::header::AUTHORIZATION, v)])
        })
    }

    fn on_challenge<'a>(
        &'a self,
        challenge: &'a AuthChallenge,
    ) -> BoxFuture<'a, Result<AuthAction, AuthError>> {
        Box::pin(async move { self.answer(challenge).await.map_err(AuthError::from) })
    }

    fn max_retries(&self) -> u32 {
        self.cfg.max_step_ups + 2
    }
}

impl crate::client::http::HttpConfig {
    /// Runs OAuth for this endpoint (sets [`auth`](Self::auth) to an
    /// [`OAuthProvider`]).
    ///
    /// ```
    /// use lemon_mcp::client::http::HttpConfig;
    /// use lemon_mcp::client::oauth::OAuthConfig;
    /// let cfg = HttpConfig::new("https://mcp.example.com/mcp").with_oauth(OAuthConfig::new());
    /// assert!(cfg.auth.is_some());
    /// ```
    pub fn with_oauth(self, oauth: OAuthConfig) -> Self {
        self.auth(Arc::new(OAuthProvider::new(oauth)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scope_union_keeps_order_and_drops_duplicates() {
        assert_eq!(union(Some("a b"), Some("b c")).as_deref(), Some("a b c"));
        assert_eq!(union(None, None), None);
    }
}
