//! OAuth 2.1 for the Streamable HTTP client, per the MCP authorization spec: the public
//! configuration ([`OAuthConfig`]), the hooks a caller plugs in (an
//! [`AuthorizationCodeProvider`] that gets the user's consent, a [`TokenCache`]), the
//! typed [`OAuthError`], and [`OAuthProvider`], the [`AuthProvider`](crate::client::auth::AuthProvider) that runs the flows
//! when the endpoint answers 401/403.
//!
//! The steps live in submodules: `discovery` (protected-resource and
//! authorization-server metadata), `registration` (dynamic client registration),
//! `pkce` (verifier, challenge, state), `token` (the token endpoint: authorization code,
//! refresh, client credentials), `flow` (the state machine that picks the step) and
//! [`loopback`] (a built-in [`AuthorizationCodeProvider`] listening on 127.0.0.1).

use std::fmt;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use futures::future::BoxFuture;

mod discovery;
mod flow;
mod http;
mod jwt;
pub mod loopback;
mod pkce;
mod registration;
mod token;

pub use flow::OAuthProvider;
pub use jwt::PrivateKey;
pub use loopback::LoopbackCodeProvider;

/// A secret string (client secret, token): its `Debug` and `Display` never show it.
///
/// ```
/// use lemon_mcp::client::oauth::Secret;
/// let s = Secret::new("hunter2");
/// assert_eq!(format!("{s:?}"), "Secret(***)");
/// assert_eq!(s.expose(), "hunter2");
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// Wraps a secret value.
    pub fn new(value: impl Into<String>) -> Self {
        Secret(value.into())
    }

    /// The value, for the one place that sends it.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

/// Which grant gets the access token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum OAuthFlow {
    /// Authorization code with PKCE: a user consents through an
    /// [`AuthorizationCodeProvider`]. The default.
    #[default]
    AuthorizationCode,
    /// Client credentials (machine to machine): needs [`OAuthConfig::client`] with a
    /// secret.
    ClientCredentials,
}

/// How the client authenticates at the token endpoint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum TokenEndpointAuthMethod {
    /// HTTP Basic with the client id and secret (`client_secret_basic`).
    ClientSecretBasic,
    /// The client id and secret in the form body (`client_secret_post`).
    ClientSecretPost,
    /// A public client: only `client_id` in the body (`none`).
    None,
    /// A client assertion signed with [`ClientCredentials::private_key`]
    /// (`private_key_jwt`, ES256).
    PrivateKeyJwt,
}

impl TokenEndpointAuthMethod {
    /// The RFC 7591 name (`client_secret_basic`, `client_secret_post`, `none`).
    pub fn as_str(self) -> &'static str {
        match self {
            TokenEndpointAuthMethod::ClientSecretBasic => "client_secret_basic",
            TokenEndpointAuthMethod::ClientSecretPost => "client_secret_post",
            TokenEndpointAuthMethod::None => "none",
            TokenEndpointAuthMethod::PrivateKeyJwt => "private_key_jwt",
        }
    }

    /// Parses an RFC 7591 name; `None` for methods this client does not implement.
    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "client_secret_basic" => Some(TokenEndpointAuthMethod::ClientSecretBasic),
            "client_secret_post" => Some(TokenEndpointAuthMethod::ClientSecretPost),
            "none" => Some(TokenEndpointAuthMethod::None),
            "private_key_jwt" => Some(TokenEndpointAuthMethod::PrivateKeyJwt),
            _ => None,
        }
    }
}

/// A pre-registered client identity.
///
/// ```
/// use lemon_mcp::client::oauth::{ClientCredentials, TokenEndpointAuthMethod};
/// let c = ClientCredentials::new("my-client")
///     .secret("s3cret")
///     .auth_method(TokenEndpointAuthMethod::ClientSecretBasic);
/// assert!(!format!("{c:?}").contains("s3cret"));
/// ```
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct ClientCredentials {
    /// The client id.
    pub client_id: String,
    /// The client secret (none for a public client).
    pub client_secret: Option<Secret>,
    /// How to authenticate at the token endpoint; by default the best the
    /// authorization server supports (`client_secret_basic`, then `client_secret_post`,
    /// then `none`). The client-credentials flow defaults to `client_secret_post`.
    pub auth_method: Option<TokenEndpointAuthMethod>,
    /// The issuer these credentials belong to; when set they are used only with it.
    pub issuer: Option<String>,
    /// The key of `private_key_jwt` (used by default when set).
    pub private_key: Option<PrivateKey>,
}

impl ClientCredentials {
    /// A public client with this id.
    pub fn new(client_id: impl Into<String>) -> Self {
        ClientCredentials {
            client_id: client_id.into(),
            client_secret: None,
            auth_method: None,
            issuer: None,
            private_key: None,
        }
    }

    /// Sets the `private_key_jwt` key.
    pub fn private_key(mut self, key: PrivateKey) -> Self {
        self.private_key = Some(key);
        self
    }

    /// Sets the client secret.
    pub fn secret(mut self, secret: impl Into<String>) -> Self {
        self.client_secret = Some(Secret::new(secret));
        self
    }

    /// Sets the token endpoint auth method.
    pub fn auth_method(mut self, method: TokenEndpointAuthMethod) -> Self {
        self.auth_method = Some(method);
        self
    }

    /// Binds the credentials to one issuer.
    pub fn issuer(mut self, issuer: impl Into<String>) -> Self {
        self.issuer = Some(issuer.into());
        self
    }
}

/// Tokens from a token response, as the [`TokenCache`] stores them.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Tokens {
    /// The access token sent as `Authorization: Bearer`.
    pub access_token: Secret,
    /// The refresh token, if the server issued one (kept when a refresh rotates it).
    pub refresh_token: Option<Secret>,
    /// When the access token expires, if the server said.
    pub expires_at: Option<SystemTime>,
    /// The granted (or else requested) scope.
    pub scope: Option<String>,
    /// The issuer of the authorization server that issued them.
    pub issuer: Option<String>,
}

impl Tokens {
    /// Tokens holding only an access token.
    pub fn new(access_token: impl Into<String>) -> Self {
        Tokens {
            access_token: Secret::new(access_token),
            refresh_token: None,
            expires_at: None,
            scope: None,
            issuer: None,
        }
    }

    /// Sets the refresh token.
    pub fn refresh_token(mut self, token: impl Into<String>) -> Self {
        self.refresh_token = Some(Secret::new(token));
        self
    }

    /// Sets the issuer.
    pub fn issuer(mut self, issuer: impl Into<String>) -> Self {
        self.issuer = Some(issuer.into());
        self
    }
}

/// Where tokens persist between runs: [`load`](Self::load) is asked once, before the
/// first request (`initialize`, which then carries the loaded access token), and
/// [`save`](Self::save) after every successful token response. Tokens with an empty
/// access token and a refresh token make the first 401 a refresh grant.
///
/// ```
/// use std::sync::Mutex;
/// use futures::future::BoxFuture;
/// use lemon_mcp::client::oauth::{TokenCache, Tokens};
///
/// #[derive(Default)]
/// struct InMemory(Mutex<Option<Tokens>>);
/// impl TokenCache for InMemory {
///     fn load(&self) -> BoxFuture<'_, Option<Tokens>> {
///         let t = self.0.lock().unwrap().clone();
///         Box::pin(async move { t })
///     }
///     fn save<'a>(&'a self, tokens: &'a Tokens) -> BoxFuture<'a, ()> {
///         *self.0.lock().unwrap() = Some(tokens.clone());
///         Box::pin(async {})
///     }
/// }
/// ```
pub trait TokenCache: Send + Sync + 'static {
    /// The stored tokens, if any.
    fn load(&self) -> BoxFuture<'_, Option<Tokens>>;
    /// Stores new tokens.
    fn save<'a>(&'a self, tokens: &'a Tokens) -> BoxFuture<'a, ()>;
}

/// What the user is asked to approve: open [`url`](Self::url), then hand back the code
/// the authorization server sent to [`redirect_uri`](Self::redirect_uri).
#[derive(Clone)]
#[non_exhaustive]
pub struct AuthorizationRequest {
    /// The full authorization URL (with state, PKCE challenge, resource and scope).
    pub url: url::Url,
    /// The `state` sent; the answer must carry the same.
    pub state: String,
    /// The RFC 8707 resource the token is for.
    pub resource: String,
    /// The requested scope, if any.
    pub scope: Option<String>,
    /// Where the authorization server redirects with the code.
    pub redirect_uri: String,
}

impl fmt::Debug for AuthorizationRequest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AuthorizationRequest")
            .field("url", &crate::client::http_plumbing::redact_url(&self.url))
            .field("resource", &self.resource)
            .field("scope", &self.scope)
            .field("redirect_uri", &self.redirect_uri)
            .finish_non_exhaustive()
    }
}

/// The authorization server's answer at the redirect URI.
#[derive(Clone)]
#[non_exhaustive]
pub struct AuthorizationResponse {
    /// The authorization code.
    pub code: Secret,
    /// The `state` that came back.
    pub state: Option<String>,
    /// The RFC 9207 `iss` that came back, if any.
    pub iss: Option<String>,
}

impl fmt::Debug for AuthorizationResponse {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AuthorizationResponse")
            .field("code", &self.code)
            .field("iss", &self.iss)
            .finish_non_exhaustive()
    }
}

impl AuthorizationResponse {
    /// A response with a code and the state that came back.
    pub fn new(code: impl Into<String>, state: Option<String>) -> Self {
        AuthorizationResponse {
            code: Secret::new(code),
            state,
            iss: None,
        }
    }

    /// Reads `code`, `state`, `iss` (or `error`) from the query of the URL the
    /// authorization server redirected to.
    ///
    /// ```
    /// use lemon_mcp::client::oauth::AuthorizationResponse;
    /// let u = url::Url::parse("http://127.0.0.1:1/cb?code=abc&state=xyz").unwrap();
    /// let r = AuthorizationResponse::from_redirect(&u).unwrap();
    /// assert_eq!((r.code.expose(), r.state.as_deref()), ("abc", Some("xyz")));
    /// ```
    pub fn from_redirect(url: &url::Url) -> Result<Self, OAuthError> {
        let (mut code, mut state, mut iss, mut error, mut desc) = (None, None, None, None, None);
        for (k, v) in url.query_pairs() {
            match k.as_ref() {
                "code" => code = Some(v.into_owned()),
                "state" => state = Some(v.into_owned()),
                "iss" => iss = Some(v.into_owned()),
                "error" => error = Some(v.into_owned()),
                "error_description" => desc = Some(v.into_owned()),
                _ => {}
            }
        }
        if let Some(error) = error {
            return Err(OAuthError::AuthorizationDenied {
                error: short(&error),
                description: desc.map(|d| short(&d)),
            });
        }
        let code = code.ok_or(OAuthError::AuthorizationCode(
            "the redirect carried no code".into(),
        ))?;
        Ok(AuthorizationResponse {
            code: Secret::new(code),
            state,
            iss,
        })
    }
}

/// Gets the user's consent: shows (or follows) the authorization URL and returns what
/// the authorization server sent to the redirect URI. [`LoopbackCodeProvider`] is the
/// built-in one.
///
/// ```
/// use futures::future::BoxFuture;
/// use lemon_mcp::client::oauth::{
///     AuthorizationCodeProvider, AuthorizationRequest, AuthorizationResponse, OAuthError,
/// };
///
/// struct Headless;
/// impl AuthorizationCodeProvider for Headless {
///     fn authorize<'a>(
///         &'a self,
///         req: &'a AuthorizationRequest,
///     ) -> BoxFuture<'a, Result<AuthorizationResponse, OAuthError>> {
///         // A real provider opens req.url in a browser and waits for the redirect.
///         Box::pin(async move { Ok(AuthorizationResponse::new("code", Some(req.state.clone()))) })
///     }
/// }
/// ```
pub trait AuthorizationCodeProvider: Send + Sync + 'static {
    /// Runs the user's part of the authorization-code grant.
    fn authorize<'a>(
        &'a self,
        request: &'a AuthorizationRequest,
    ) -> BoxFuture<'a, Result<AuthorizationResponse, OAuthError>>;
}

/// Everything the OAuth client needs to know.
///
/// ```
/// use lemon_mcp::client::http::HttpConfig;
/// use lemon_mcp::client::oauth::{ClientCredentials, OAuthConfig, OAuthFlow};
///
/// let oauth = OAuthConfig::new()
///     .flow(OAuthFlow::ClientCredentials)
///     .client(ClientCredentials::new("svc").secret("s3cret"))
///     .scopes("mcp:read");
/// let cfg = HttpConfig::new("https://mcp.example.com/mcp").with_oauth(oauth);
/// assert!(cfg.auth.is_some());
/// assert!(!format!("{cfg:?}").contains("s3cret"));
/// ```
#[derive(Clone)]
#[non_exhaustive]
pub struct OAuthConfig {
    /// Which grant to run. Default authorization code.
    pub flow: OAuthFlow,
    /// Pre-registered credentials; without them the client uses a client ID metadata
    /// document ([`client_metadata_url`](Self::client_metadata_url)) when the server
    /// supports one, else dynamic client registration.
    pub client: Option<ClientCredentials>,
    /// The https URL of this client's metadata document (used as `client_id` when the
    /// authorization server sets `client_id_metadata_document_supported`).
    pub client_metadata_url: Option<String>,
    /// The `client_name` sent at dynamic registration. Default `lemon-mcp`.
    pub client_name: String,
    /// Scopes to request when the server's challenge names none (before the
    /// resource's `scopes_supported`).
    pub scopes: Option<String>,
    /// The redirect URI of the authorization-code flow. Default
    /// `http://127.0.0.1:8976/callback`.
    pub redirect_uri: String,
    /// Gets the user's consent (authorization-code flow). The flow runs inside the
    /// refused request, so the client's request timeout also bounds the user's time.
    pub code_provider: Option<Arc<dyn AuthorizationCodeProvider>>,
    /// Persists tokens.
    pub token_cache: Option<Arc<dyn TokenCache>>,
    /// The limit on each metadata, registration and token exchange. Default 30 s.
    pub timeout: Duration,
    /// The limit on connecting to the authorization server. Default 10 s.
    pub connect_timeout: Duration,
    /// The bound on a metadata, registration or token response body. Default 256 KiB.
    pub max_body_bytes: usize,
    /// How many times one request re-authorizes for more scope after 403
    /// `insufficient_scope`. Default 2.
    pub max_step_ups: u32,
    /// Told of every exchange with the authorization server and how long it took.
    pub observer: Option<Arc<dyn OAuthObserver>>,
}

impl fmt::Debug for OAuthConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OAuthConfig")
            .field("flow", &self.flow)
            .field("client", &self.client)
            .field("client_metadata_url", &self.client_metadata_url)
            .field("scopes", &self.scopes)
            .field("redirect_uri", &self.redirect_uri)
            .field("code_provider", &self.code_provider.is_some())
            .field("token_cache", &self.token_cache.is_some())
            .field("timeout", &self.timeout)
            .finish_non_exhaustive()
    }
}

impl Default for OAuthConfig {
    fn default() -> Self {
        Self::new()
    }
}

impl OAuthConfig {
    /// The defaults: authorization-code flow, dynamic registration, no cache.
    pub fn new() -> Self {
        OAuthConfig {
            flow: OAuthFlow::AuthorizationCode,
            client: None,
            client_metadata_url: None,
            client_name: "lemon-mcp".into(),
            scopes: None,
            redirect_uri: "http://127.0.0.1:8976/callback".into(),
            code_provider: None,
            token_cache: None,
            timeout: Duration::from_secs(30),
            connect_timeout: Duration::from_secs(10),
            max_body_bytes: 256 * 1024,
            max_step_ups: 2,
            observer: None,
        }
    }

    /// Sets the flow.
    pub fn flow(mut self, flow: OAuthFlow) -> Self {
        self.flow = flow;
        self
    }

    /// Sets pre-registered credentials.
    pub fn client(mut self, client: ClientCredentials) -> Self {
        self.client = Some(client);
        self
    }

    /// Sets the client ID metadata document URL.
    pub fn client_metadata_url(mut self, url: impl Into<String>) -> Self {
        self.client_metadata_url = Some(url.into());
        self
    }

    /// Sets the scopes to request when the challenge names none.
    pub fn scopes(mut self, scopes: impl Into<String>) -> Self {
        self.scopes = Some(scopes.into());
        self
    }

    /// Sets the redirect URI.
    pub fn redirect_uri(mut self, uri: impl Into<String>) -> Self {
        self.redirect_uri = uri.into();
        self
    }

    /// Sets the authorization-code provider.
    pub fn code_provider(mut self, provider: Arc<dyn AuthorizationCodeProvider>) -> Self {
        self.code_provider = Some(provider);
        self
    }

    /// Sets the token cache.
    pub fn token_cache(mut self, cache: Arc<dyn TokenCache>) -> Self {
        self.token_cache = Some(cache);
        self
    }

    /// Sets the per-exchange timeout.
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Sets the observer of authorization-server exchanges.
    pub fn observer(mut self, observer: Arc<dyn OAuthObserver>) -> Self {
        self.observer = Some(observer);
        self
    }
}

/// One kind of exchange with the authorization server (or the resource's metadata).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum OAuthExchange {
    /// A protected-resource metadata request (RFC 9728).
    ResourceMetadata,
    /// An authorization-server metadata request (RFC 8414 / OpenID discovery).
    ServerMetadata,
    /// A dynamic client registration.
    Registration,
    /// A token request (any grant).
    Token,
}

impl OAuthExchange {
    /// `resource_metadata`, `server_metadata`, `registration` or `token`.
    pub fn as_str(self) -> &'static str {
        match self {
            OAuthExchange::ResourceMetadata => "resource_metadata",
            OAuthExchange::ServerMetadata => "server_metadata",
            OAuthExchange::Registration => "registration",
            OAuthExchange::Token => "token",
        }
    }
}

/// Sees each exchange of the OAuth flow as it ends: what it was, the HTTP status (none
/// when it failed before an answer) and how long it took. For timing and diagnostics;
/// it is never given a URL's query, a body or a credential.
///
/// ```
/// use std::sync::{Arc, Mutex};
/// use std::time::Duration;
/// use lemon_mcp::client::oauth::{OAuthConfig, OAuthExchange, OAuthObserver};
/// #[derive(Default)]
/// struct Timings(Mutex<Vec<(OAuthExchange, Duration)>>);
/// impl OAuthObserver for Timings {
///     fn exchange(&self, kind: OAuthExchange, _status: Option<u16>, took: Duration) {
///         self.0.lock().unwrap().push((kind, took));
///     }
/// }
/// let timings = Arc::new(Timings::default());
/// let cfg = OAuthConfig::new().observer(timings.clone());
/// assert!(cfg.observer.is_some());
/// ```
pub trait OAuthObserver: Send + Sync {
    /// One exchange ended.
    fn exchange(&self, kind: OAuthExchange, status: Option<u16>, took: Duration);
}

/// Why the OAuth flow failed, typed so that callers branch on the step. Messages name
/// URLs without query or credentials and never quote a token or secret.
#[derive(Debug, Clone, thiserror::Error)]
#[non_exhaustive]
pub enum OAuthError {
    /// The configuration cannot be used (a missing secret, a bad redirect URI, ...).
    #[error("invalid OAuth configuration: {0}")]
    Config(String),
    /// An authorization-server URL is neither https nor loopback.
    #[error(
        "refusing authorization-server URL {url}: it must be https (or http on 127.0.0.1, localhost or ::1)"
    )]
    InsecureEndpoint { url: String },
    /// A public MCP server's metadata sent the client to a loopback, private or
    /// link-local address (where cloud metadata services and admin consoles live).
    #[error(
        "refusing {url}: {server} is a public server, and its OAuth metadata may not point at a loopback, private or link-local address"
    )]
    InternalEndpoint { url: String, server: String },
    /// Connecting or sending failed.
    #[error("request to {url} failed: {reason}")]
    Request { url: String, reason: String },
    /// No answer within the timeout.
    #[error("{url} did not answer within {timeout:?}")]
    Timeout { url: String, timeout: Duration },
    /// The answer was over the body limit.
    #[error("{url} sent a response over the {limit}-byte limit")]
    ResponseTooLarge { url: String, limit: usize },
    /// The answer was not the JSON document expected.
    #[error("{url} answered HTTP {status} with an unusable document: {detail}")]
    InvalidResponse {
        url: String,
        status: u16,
        detail: String,
    },
    /// The protected-resource metadata names another resource than the server.
    #[error(
        "the protected-resource metadata is for {resource}, not for the MCP server {server}; refused"
    )]
    ResourceMismatch { resource: String, server: String },
    /// The protected-resource metadata lists no authorization server.
    #[error("the protected-resource metadata of {server} lists no authorization server")]
    NoAuthorizationServer { server: String },
    /// No authorization-server metadata at any well-known URL of the issuer.
    #[error("no authorization-server metadata found for {issuer}")]
    NoMetadata { issuer: String },
    /// Authorization-server metadata whose `issuer` is not the one it was fetched for.
    #[error("authorization-server metadata for {expected} names the issuer {found}; refused")]
    IssuerMismatch { expected: String, found: String },
    /// The authorization server advertises PKCE methods without S256.
    #[error("the authorization server {issuer} does not support PKCE with S256; refused")]
    PkceUnsupported { issuer: String },
    /// No way to identify the client: no pre-registered credentials, no metadata
    /// document support and no registration endpoint.
    #[error(
        "no client identity for {issuer}: configure a client id (the server offers no dynamic registration)"
    )]
    NoClientIdentity { issuer: String },
    /// Dynamic client registration was refused.
    #[error("client registration at {url} failed (HTTP {status}): {detail}")]
    Registration {
        url: String,
        status: u16,
        detail: String,
    },
    /// The token endpoint answered with an OAuth error.
    #[error(
        "the token endpoint {url} refused (HTTP {status}): {error}{}",
        desc_suffix(description)
    )]
    TokenEndpoint {
        url: String,
        status: u16,
        error: String,
        description: Option<String>,
    },
    /// A token type other than Bearer.
    #[error("the token endpoint issued a {token_type:?} token; only Bearer is supported")]
    UnsupportedTokenType { token_type: String },
    /// The authorization server redirected with an error (the user declined, ...).
    #[error("authorization was denied: {error}{}", desc_suffix(description))]
    AuthorizationDenied {
        error: String,
        description: Option<String>,
    },
    /// The `state` that came back is not the one sent.
    #[error("the authorization response carried the wrong state; refused")]
    StateMismatch,
    /// RFC 9207: the `iss` of the authorization response is missing (while the server
    /// advertises it) or is not the issuer.
    #[error("the authorization response's issuer {found:?} is not {expected}; refused")]
    IssMismatch {
        expected: String,
        found: Option<String>,
    },
    /// The authorization-code provider failed (timed out, the listener could not
    /// bind, ...).
    #[error("getting the authorization code failed: {0}")]
    AuthorizationCode(String),
    /// The flow needs an authorization-code provider and none is configured.
    #[error("the authorization-code flow needs an AuthorizationCodeProvider; none is configured")]
    NoCodeProvider,
}

fn desc_suffix(d: &Option<String>) -> String {
    d.as_deref().map(|d| format!(" ({d})")).unwrap_or_default()
}

/// A server-supplied string for an error message: one line, at most 200 characters.
pub(crate) fn short(s: &str) -> String {
    let flat: String = s
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    crate::client::http_plumbing::truncate_chars(&flat, 200)
}
