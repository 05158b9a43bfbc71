//! OAuth for configured HTTP servers inside the connection manager (spec G.21): an
//! entry's `oauth` block becomes lemon-mcp's [`OAuthConfig`], the interactive
//! authorization (authorization code with PKCE) is started only after an approval, and
//! why authorization failed is kept as a typed [`AuthorizationFailure`] with a hint.
//!
//! * **Client secret.** `client_secret` as written, else the secret named by
//!   `client_secret_secret`: the secret store first, then the environment variable of
//!   that name. The name itself and `token_secret` never reach the client.
//! * **Tokens.** With `oauth.token_secret` or `persist_oauth_tokens` (and a secret
//!   store) they go through [`SecretTokenCache`], so a later process sends the saved
//!   bearer; otherwise they live in memory, per server, for the manager's lifetime.
//! * **PKCE.** With `flow: authorization_code_pkce` and a loopback `redirect_uri`
//!   (`http`, `127.0.0.1`/`localhost`/`[::1]`, an explicit port) the manager installs
//!   its approved loopback provider: when lemon-mcp needs a code it asks the approver (server name,
//!   the authorization server's origin, client id, scope: never the URL's query, state
//!   or verifier), and only after a yes binds the redirect port and hands the full
//!   authorization URL to the [`AuthorizationNotice`] (the CLI prints it on stderr). A
//!   refusal, nobody to ask, or no notice fails at once, typed; a browser that never
//!   comes back fails after `authorization_timeout_ms` (default 300000).
//! * **Start deadline.** With such a provider the connection may take
//!   `max(attempts × authorization_timeout_ms + 5000, ready_timeout_ms)`, attempts 2
//!   with the approval (its wait, then the browser's) and 1 without ([`start_deadline`]).

use std::fmt;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use lemon_core::approval::{ApprovalRequest, Approver, Decision, RequestKind};
use lemon_core::paths::Env;
use lemon_core::secret::SecretStore;
use lemon_mcp::client::oauth::{
    AuthorizationCodeProvider, AuthorizationRequest, AuthorizationResponse, ClientCredentials,
    LoopbackCodeProvider, OAuthConfig, OAuthError, OAuthFlow, TokenCache, TokenEndpointAuthMethod,
    Tokens,
};
use lemon_mcp::client::transport::BoxFuture;
use serde::Serialize;

use super::entry::{OAuthEntry, OAuthFlowKind, TokenAuth};
use super::token_store::{SecretTokenCache, persistence_enabled, token_secret_name};

/// Default wait for the person (approval, then browser): 300 s (spec G.1).
pub const DEFAULT_AUTHORIZATION_TIMEOUT: Duration = Duration::from_secs(300);

/// An [`Approver`] the manager can hold and call from any thread.
pub type SharedApprover = Arc<dyn Approver + Send + Sync>;

/// Shows the authorization URL to the person who agreed to authorize (the CLI prints it
/// on stderr). Called once per authorization, after the redirect port is bound.
pub type AuthorizationNotice = Arc<dyn Fn(&AuthorizationPrompt) + Send + Sync>;

/// What an [`AuthorizationNotice`] shows.
#[derive(Clone)]
pub struct AuthorizationPrompt {
    /// The server's configured name (`(unnamed)` for a legacy entry).
    pub server: String,
    /// The full authorization URL to open (client id, state, PKCE challenge: no secret).
    pub url: url::Url,
    /// How long the redirect is waited for.
    pub timeout: Duration,
}

impl fmt::Debug for AuthorizationPrompt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AuthorizationPrompt")
            .field("server", &self.server)
            .field("origin", &origin(&self.url))
            .field("timeout", &self.timeout)
            .finish_non_exhaustive()
    }
}

/// Why a server's authorization failed: what `lemon mcp status` adds to the category
/// `authorization required` (its `authorization` field), each with a hint.
///
/// ```
/// use lemon_tools::mcp::oauth::AuthorizationFailure;
/// assert_eq!(AuthorizationFailure::Denied.term(), "denied");
/// assert!(AuthorizationFailure::Unavailable.hint().contains("terminal"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, thiserror::Error)]
#[serde(rename_all = "snake_case")]
pub enum AuthorizationFailure {
    /// The approval to start the authorization was refused.
    #[error("the authorization was refused")]
    Denied,
    /// Nobody could be asked (no terminal, no approver, nowhere to show the URL).
    #[error("authorization needs a person, and nobody could be asked")]
    Unavailable,
    /// The browser did not come back to the redirect URI in time.
    #[error("the authorization was not completed in time")]
    TimedOut,
    /// The redirect could not be received (the port is taken) or carried no code.
    #[error("the authorization redirect failed")]
    CallbackFailed,
    /// The server needs a person's authorization, but the entry has no PKCE flow with
    /// a loopback `redirect_uri`.
    #[error("the server needs an interactive authorization the entry does not configure")]
    NoRedirect,
    /// `client_secret_secret` names a secret that is neither stored nor in the
    /// environment.
    #[error("the client secret named by oauth.client_secret_secret was not found")]
    MissingClientSecret,
    /// The authorization server or the MCP server refused (credentials, grant, metadata).
    #[error("the authorization server refused")]
    Refused,
    /// The server asks for authorization and the entry has no `oauth` block.
    #[error("the server asks for authorization and the entry has no oauth block")]
    NotConfigured,
}

impl AuthorizationFailure {
    /// The snake_case term `--json` shows.
    pub fn term(self) -> &'static str {
        match self {
            AuthorizationFailure::Denied => "denied",
            AuthorizationFailure::Unavailable => "unavailable",
            AuthorizationFailure::TimedOut => "timed_out",
            AuthorizationFailure::CallbackFailed => "callback_failed",
            AuthorizationFailure::NoRedirect => "no_redirect",
            AuthorizationFailure::MissingClientSecret => "missing_client_secret",
            AuthorizationFailure::Refused => "refused",
            AuthorizationFailure::NotConfigured => "not_configured",
        }
    }

    /// What to do next, for people.
    pub fn hint(self) -> &'static str {
        match self {
            AuthorizationFailure::Denied => {
                "run `lemon mcp status` again and approve the authorization"
            }
            AuthorizationFailure::Unavailable => {
                "run `lemon mcp status` on a terminal to authorize; with oauth.token_secret (or persist_oauth_tokens) the tokens are kept for later runs"
            }
            AuthorizationFailure::TimedOut => {
                "open the URL shown and finish logging in within oauth.authorization_timeout_ms (default 300000)"
            }
            AuthorizationFailure::CallbackFailed => {
                "check that the port of oauth.redirect_uri is free and that the URI is registered with the authorization server"
            }
            AuthorizationFailure::NoRedirect => {
                "set oauth.flow to authorization_code_pkce and oauth.redirect_uri to a loopback URL with a port, e.g. http://127.0.0.1:8976/callback"
            }
            AuthorizationFailure::MissingClientSecret => {
                "store the client secret under the name oauth.client_secret_secret gives, or set an environment variable of that name"
            }
            AuthorizationFailure::Refused => {
                "check the entry's oauth client id, secret, scope and token_auth_method"
            }
            AuthorizationFailure::NotConfigured => {
                "add an oauth block (client credentials or authorization_code_pkce) or an Authorization header to the entry"
            }
        }
    }

    /// Failures only a person can clear: the manager does not retry them until an
    /// explicit refresh (it would ask again and again).
    pub fn needs_person(self) -> bool {
        matches!(
            self,
            AuthorizationFailure::Denied
                | AuthorizationFailure::Unavailable
                | AuthorizationFailure::TimedOut
                | AuthorizationFailure::CallbackFailed
        )
    }
}

/// Asks the approver, one question at a time across every server of a manager (a
/// terminal shows one prompt at once), on a blocking thread, bounded by `timeout`.
#[derive(Clone)]
pub(crate) struct Asker {
    pub(crate) approver: Option<SharedApprover>,
    pub(crate) gate: Arc<tokio::sync::Mutex<()>>,
}

impl Asker {
    pub(crate) async fn ask(&self, request: ApprovalRequest, timeout: Duration) -> Decision {
        let Some(approver) = self.approver.clone() else {
            return Decision::Unavailable("no approver is configured".into());
        };
        let _one_at_a_time = self.gate.lock().await;
        let asked = tokio::task::spawn_blocking(move || approver.decide(&request));
        match tokio::time::timeout(timeout, asked).await {
            Ok(Ok(decision)) => decision,
            Ok(Err(_)) => Decision::Unavailable("the approver failed".into()),
            Err(_) => Decision::Unavailable("nobody answered in time".into()),
        }
    }
}

/// The tokens of one server for the manager's lifetime (no persistence asked for).
#[derive(Default)]
pub(crate) struct MemoryTokenCache(Mutex<Option<Tokens>>);

impl TokenCache for MemoryTokenCache {
    fn load(&self) -> BoxFuture<'_, Option<Tokens>> {
        let t = self.0.lock().unwrap_or_else(|p| p.into_inner()).clone();
        Box::pin(async move { t })
    }
    fn save<'a>(&'a self, tokens: &'a Tokens) -> BoxFuture<'a, ()> {
        *self.0.lock().unwrap_or_else(|p| p.into_inner()) = Some(tokens.clone());
        Box::pin(async {})
    }
}

/// Where the manager's OAuth pieces come from.
#[derive(Clone)]
pub(crate) struct OAuthContext {
    pub(crate) store: Option<Arc<dyn SecretStore>>,
    pub(crate) env: Env,
    pub(crate) asker: Asker,
    pub(crate) notice: Option<AuthorizationNotice>,
}

/// One connection attempt's OAuth: the client configuration, the start deadline it
/// needs, and where the provider records why a person's part failed.
pub(crate) struct OAuthSetup {
    pub(crate) config: OAuthConfig,
    pub(crate) deadline: Duration,
    pub(crate) failure: Arc<Mutex<Option<AuthorizationFailure>>>,
}

impl OAuthSetup {
    /// What the provider recorded, if anything.
    pub(crate) fn recorded(&self) -> Option<AuthorizationFailure> {
        *self.failure.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// The start deadline of spec G.21 (as the spec recommends, the 300000 default applies when
/// `authorization_timeout_ms` is absent).
///
/// ```
/// use std::time::Duration;
/// use lemon_tools::mcp::oauth::start_deadline;
/// let five = Duration::from_secs(5);
/// assert_eq!(start_deadline(five, Some(Duration::from_secs(10)), true), Duration::from_secs(25));
/// assert_eq!(start_deadline(five, Some(Duration::from_secs(10)), false), Duration::from_secs(15));
/// assert_eq!(start_deadline(Duration::from_secs(60), Some(Duration::from_secs(1)), false), Duration::from_secs(60));
/// ```
pub fn start_deadline(
    ready: Duration,
    authorization: Option<Duration>,
    approval: bool,
) -> Duration {
    let wait = authorization.unwrap_or(DEFAULT_AUTHORIZATION_TIMEOUT);
    let attempts = if approval { 2 } else { 1 };
    (wait * attempts + Duration::from_secs(5)).max(ready)
}

/// Whether `uri` is a redirect the loopback listener can take (spec G.21 "local").
fn is_loopback_redirect(uri: &str) -> bool {
    url::Url::parse(uri).is_ok_and(|u| {
        u.scheme() == "http"
            && u.port().is_some_and(|p| p > 0)
            && matches!(u.host_str(), Some("localhost" | "127.0.0.1" | "[::1]"))
    })
}

/// Scheme, host and port of a URL: all an approval shows of the authorization URL.
fn origin(url: &url::Url) -> String {
    url.origin().ascii_serialization()
}

/// The client secret: as written, else the stored secret of that name, else the
/// environment variable. `Ok(None)`: none configured.
async fn client_secret(
    oauth: &OAuthEntry,
    ctx: &OAuthContext,
) -> Result<Option<String>, AuthorizationFailure> {
    if let Some(s) = &oauth.client_secret {
        return Ok(Some(s.clone()));
    }
    let Some(name) = oauth.client_secret_secret.clone() else {
        return Ok(None);
    };
    if let Some(store) = ctx.store.clone() {
        let lookup = name.clone();
        let found = tokio::task::spawn_blocking(move || store.get(&lookup)).await;
        match found {
            Ok(Ok(Some(v))) if !v.expose().is_empty() => return Ok(Some(v.expose().to_string())),
            Ok(Err(e)) => tracing::warn!(error = %e, "cannot read the secret store"),
            _ => {}
        }
    }
    match ctx.env.get(&name).and_then(|v| v.to_str()) {
        Some(v) if !v.is_empty() => Ok(Some(v.to_string())),
        _ => Err(AuthorizationFailure::MissingClientSecret),
    }
}

/// Builds the OAuth of one connection to the server `server` at `url`.
pub(crate) async fn setup(
    server: &str,
    url: &str,
    oauth: &OAuthEntry,
    ready: Duration,
    memory: Arc<MemoryTokenCache>,
    ctx: &OAuthContext,
) -> Result<OAuthSetup, AuthorizationFailure> {
    let secret = client_secret(oauth, ctx).await?;
    let mut client = ClientCredentials::new(oauth.client_id.clone());
    if let Some(s) = secret {
        client = client.secret(s);
    }
    if let Some(m) = oauth.token_auth_method {
        client = client.auth_method(match m {
            TokenAuth::Post => TokenEndpointAuthMethod::ClientSecretPost,
            TokenAuth::Basic => TokenEndpointAuthMethod::ClientSecretBasic,
        });
    }
    let flow = match oauth.flow {
        OAuthFlowKind::ClientCredentials => OAuthFlow::ClientCredentials,
        OAuthFlowKind::AuthorizationCodePkce => OAuthFlow::AuthorizationCode,
    };
    let mut config = OAuthConfig::new().flow(flow).client(client);
    if let Some(scope) = &oauth.scope {
        config = config.scopes(scope.clone());
    }
    let persisted = persistence_enabled(oauth.persist_tokens, oauth.token_secret.as_deref());
    let cache: Arc<dyn TokenCache> = match (&ctx.store, persisted) {
        (Some(store), true) => {
            let name = token_secret_name(
                url,
                oauth.token_secret.as_deref(),
                oauth.entry_token_secret.as_deref(),
            );
            let mut cache =
                SecretTokenCache::new(store.clone(), name, url).client_id(oauth.client_id.clone());
            if let Some(scope) = &oauth.scope {
                cache = cache.scope(scope.clone());
            }
            Arc::new(cache)
        }
        _ => memory,
    };
    config = config.token_cache(cache);
    let failure = Arc::new(Mutex::new(None));
    let mut deadline = ready;
    if oauth.flow == OAuthFlowKind::AuthorizationCodePkce
        && let Some(redirect) = oauth
            .redirect_uri
            .as_deref()
            .filter(|r| is_loopback_redirect(r))
    {
        let wait = oauth
            .authorization_timeout_ms
            .map(Duration::from_millis)
            .unwrap_or(DEFAULT_AUTHORIZATION_TIMEOUT);
        deadline = start_deadline(ready, Some(wait), oauth.authorization_approval);
        config = config
            .redirect_uri(redirect)
            .code_provider(Arc::new(ApprovedLoopback {
                server: server.to_string(),
                client_id: oauth.client_id.clone(),
                approval: oauth.authorization_approval,
                asker: ctx.asker.clone(),
                notice: ctx.notice.clone(),
                timeout: wait,
                failure: failure.clone(),
            }));
    }
    Ok(OAuthSetup {
        config,
        deadline,
        failure,
    })
}

/// The loopback authorization-code provider behind an approval (see the module
/// documentation).
struct ApprovedLoopback {
    server: String,
    client_id: String,
    approval: bool,
    asker: Asker,
    notice: Option<AuthorizationNotice>,
    timeout: Duration,
    failure: Arc<Mutex<Option<AuthorizationFailure>>>,
}

impl ApprovedLoopback {
    fn fail(&self, f: AuthorizationFailure) -> OAuthError {
        *self.failure.lock().unwrap_or_else(|p| p.into_inner()) = Some(f);
        tracing::info!(server = %self.server, reason = f.term(), "MCP OAuth authorization failed");
        OAuthError::AuthorizationCode(f.to_string())
    }

    fn approval_request(&self, req: &AuthorizationRequest) -> ApprovalRequest {
        let at = origin(&req.url);
        let mut r = ApprovalRequest::new(
            RequestKind::OAuthAuthorization,
            format!("mcp_{}_oauth", self.server),
            &self.server,
            &at,
        );
        r.rationale = format!(
            "MCP OAuth authorization required; server={}; authorization server={at}; client={}; scope={}; approve, then open the URL shown and log in",
            self.server,
            self.client_id,
            req.scope.as_deref().unwrap_or("unspecified"),
        );
        r
    }

    async fn run(&self, req: &AuthorizationRequest) -> Result<AuthorizationResponse, OAuthError> {
        let Some(notice) = self.notice.clone() else {
            return Err(self.fail(AuthorizationFailure::Unavailable));
        };
        tracing::info!(server = %self.server, authorization_server = %origin(&req.url),
            "MCP OAuth authorization needed");
        if self.approval {
            match self
                .asker
                .ask(self.approval_request(req), self.timeout)
                .await
            {
                Decision::Approved => {}
                Decision::Denied => return Err(self.fail(AuthorizationFailure::Denied)),
                Decision::Unavailable(_) => {
                    return Err(self.fail(AuthorizationFailure::Unavailable));
                }
            }
        }
        let prompt_server = self.server.clone();
        let timeout = self.timeout;
        // The listener's own limit is a backstop: ours decides, so a late browser is
        // reported as a timeout.
        let listener = LoopbackCodeProvider::new(move |url| {
            notice(&AuthorizationPrompt {
                server: prompt_server.clone(),
                url: url.clone(),
                timeout,
            })
        })
        .timeout(timeout + Duration::from_secs(1));
        match tokio::time::timeout(timeout, listener.authorize(req)).await {
            Ok(Ok(answer)) => Ok(answer),
            Ok(Err(e @ OAuthError::AuthorizationDenied { .. })) => {
                self.fail(AuthorizationFailure::Refused);
                Err(e)
            }
            Ok(Err(e)) => {
                self.fail(AuthorizationFailure::CallbackFailed);
                Err(e)
            }
            Err(_) => Err(self.fail(AuthorizationFailure::TimedOut)),
        }
    }
}

impl AuthorizationCodeProvider for ApprovedLoopback {
    fn authorize<'a>(
        &'a self,
        request: &'a AuthorizationRequest,
    ) -> BoxFuture<'a, Result<AuthorizationResponse, OAuthError>> {
        Box::pin(self.run(request))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_redirects_need_http_a_loopback_host_and_a_port() {
        assert!(is_loopback_redirect("http://127.0.0.1:8976/callback"));
        assert!(is_loopback_redirect("http://localhost:1/cb"));
        assert!(is_loopback_redirect("http://[::1]:9/cb"));
        assert!(!is_loopback_redirect("http://127.0.0.1/callback"));
        assert!(!is_loopback_redirect("https://127.0.0.1:8976/callback"));
        assert!(!is_loopback_redirect("http://example.com:8976/callback"));
        assert!(!is_loopback_redirect("not a url"));
    }

    #[test]
    fn every_failure_has_a_distinct_term_and_a_hint() {
        use AuthorizationFailure::*;
        let all = [
            Denied,
            Unavailable,
            TimedOut,
            CallbackFailed,
            NoRedirect,
            MissingClientSecret,
            Refused,
            NotConfigured,
        ];
        let terms: std::collections::BTreeSet<&str> = all.iter().map(|f| f.term()).collect();
        assert_eq!(terms.len(), all.len());
        for f in all {
            assert!(!f.hint().is_empty());
            assert_eq!(serde_json::to_value(f).unwrap(), f.term());
        }
    }

    #[tokio::test]
    async fn the_asker_refuses_without_an_approver_and_bounds_the_wait() {
        let none = Asker {
            approver: None,
            gate: Arc::default(),
        };
        let req = ApprovalRequest::new(RequestKind::OAuthAuthorization, "t", "s", "o");
        assert!(matches!(
            none.ask(req.clone(), Duration::from_secs(1)).await,
            Decision::Unavailable(_)
        ));
        struct Slow;
        impl Approver for Slow {
            fn decide(&self, _: &ApprovalRequest) -> Decision {
                std::thread::sleep(Duration::from_millis(500));
                Decision::Approved
            }
        }
        let slow = Asker {
            approver: Some(Arc::new(Slow)),
            gate: Arc::default(),
        };
        assert!(matches!(
            slow.ask(req, Duration::from_millis(50)).await,
            Decision::Unavailable(_)
        ));
    }
}
