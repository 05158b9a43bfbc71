//! The auth seam of the HTTP client transports: an [`AuthProvider`] supplies
//! credentials and answers 401/403 challenges (OAuth plugs in here), and
//! [`parse_www_authenticate`] turns the server's `WWW-Authenticate` headers into
//! [`Challenge`]s that a provider can branch on (`resource_metadata`, `scope`,
//! `error="insufficient_scope"`).
//!
//! The parser follows the challenge grammar of RFC 9110 (a scheme, then a token68 or
//! comma-separated `name=value` parameters; several challenges in one header or
//! across headers) and is tolerant: unknown schemes, bad quoting and junk never fail
//! the parse, they only drop what cannot be read. Input and output are bounded.

use std::fmt;

use futures::future::BoxFuture;
use http::{HeaderName, HeaderValue};

use crate::client::http_plumbing::redact_url;
use crate::client::oauth::OAuthError;

/// The most header text read from one `WWW-Authenticate` value; the rest is ignored.
const MAX_HEADER_BYTES: usize = 16 * 1024;
/// The most challenges kept from all values together.
const MAX_CHALLENGES: usize = 16;
/// The most parameters kept in one challenge.
const MAX_PARAMS: usize = 32;

/// What the endpoint said when it refused a request with 401 or 403.
#[derive(Clone)]
#[non_exhaustive]
pub struct AuthChallenge {
    /// 401 or 403.
    pub status: u16,
    /// The parsed `WWW-Authenticate` challenges, in order (empty without the header).
    pub challenges: Vec<Challenge>,
    /// The MCP endpoint that refused (a provider derives metadata URLs from it).
    pub url: url::Url,
    /// How many times this request was already sent again after a challenge (0 on the
    /// first refusal); a provider uses it for its own per-request limits.
    pub attempt: u32,
    /// The statuses (401/403) of this request's earlier refusals, oldest first.
    pub earlier: Vec<u16>,
    /// When the refused request went out (with the credentials of that moment): a
    /// provider whose credentials changed since then just retries.
    pub sent_at: std::time::Instant,
}

impl fmt::Debug for AuthChallenge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The URL may carry credentials or a query: show it redacted.
        f.debug_struct("AuthChallenge")
            .field("status", &self.status)
            .field("challenges", &self.challenges)
            .field("url", &redact_url(&self.url))
            .field("attempt", &self.attempt)
            .field("earlier", &self.earlier)
            .finish()
    }
}

impl AuthChallenge {
    /// The first `Bearer` challenge, the one OAuth acts on.
    pub fn bearer(&self) -> Option<&Challenge> {
        bearer(&self.challenges)
    }
}

/// The first `Bearer` challenge of a list.
pub(crate) fn bearer(challenges: &[Challenge]) -> Option<&Challenge> {
    challenges.iter().find(|c| c.is_scheme("bearer"))
}

/// What to do after a challenge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuthAction {
    /// New credentials are ready: send the request once more (it gets fresh
    /// [`AuthProvider::headers`]).
    Retry,
    /// Give up; the request fails with
    /// [`HttpError::AuthRequired`](crate::client::http::HttpError::AuthRequired).
    Fail,
}

/// An auth provider's own failure (token endpoint down, operator declined, ...). The
/// OAuth provider's failures carry the typed [`OAuthError`] (see [`oauth`](Self::oauth)),
/// which the transport surfaces as [`HttpError::OAuth`](crate::client::http::HttpError::OAuth).
#[derive(Debug, Clone, thiserror::Error)]
#[error("{message}")]
pub struct AuthError {
    message: String,
    oauth: Option<Box<OAuthError>>,
}

impl AuthError {
    /// A failure described for people.
    pub fn new(message: impl Into<String>) -> Self {
        AuthError {
            message: message.into(),
            oauth: None,
        }
    }

    /// The typed OAuth failure behind this error, if it is one.
    pub fn oauth(&self) -> Option<&OAuthError> {
        self.oauth.as_deref()
    }

    pub(crate) fn into_oauth(self) -> Result<OAuthError, AuthError> {
        match self.oauth {
            Some(e) => Ok(*e),
            None => Err(self),
        }
    }
}

impl From<OAuthError> for AuthError {
    fn from(e: OAuthError) -> Self {
        AuthError {
            message: e.to_string(),
            oauth: Some(Box::new(e)),
        }
    }
}

/// Supplies credentials for the MCP endpoint. The OAuth client implements it; a
/// static bearer token is just a configured `Authorization` header.
///
/// A configured header of the same name always wins over a provider's header.
///
/// ```
/// use std::sync::Arc;
/// use futures::future::BoxFuture;
/// use http::{HeaderName, HeaderValue};
/// use lemon_mcp::client::auth::{AuthAction, AuthChallenge, AuthError, AuthProvider};
/// use lemon_mcp::client::http::HttpConfig;
///
/// struct Fixed(HeaderValue);
/// impl AuthProvider for Fixed {
///     fn headers(&self) -> BoxFuture<'_, Result<Vec<(HeaderName, HeaderValue)>, AuthError>> {
///         let h = vec![(http::header::AUTHORIZATION, self.0.clone())];
///         Box::pin(async move { Ok(h) })
///     }
///     fn on_challenge<'a>(&'a self, c: &'a AuthChallenge) -> BoxFuture<'a, Result<AuthAction, AuthError>> {
///         // A real provider reads c.bearer()?.resource_metadata() and runs OAuth.
///         Box::pin(async { Ok(AuthAction::Fail) })
///     }
/// }
/// let cfg = HttpConfig::new("http://127.0.0.1:1/mcp")
///     .auth(Arc::new(Fixed(HeaderValue::from_static("Bearer t"))));
/// assert!(cfg.auth.is_some());
/// ```
pub trait AuthProvider: Send + Sync + 'static {
    /// Headers to add to the next request to the endpoint (POST, GET or DELETE).
    fn headers(&self) -> BoxFuture<'_, Result<Vec<(HeaderName, HeaderValue)>, AuthError>>;

    /// The endpoint answered 401 or 403. Return [`AuthAction::Retry`] once new
    /// credentials are in place; each request is retried at most
    /// [`max_retries`](Self::max_retries) times ([`AuthChallenge::attempt`] counts them).
    fn on_challenge<'a>(
        &'a self,
        challenge: &'a AuthChallenge,
    ) -> BoxFuture<'a, Result<AuthAction, AuthError>>;

    /// How many times one request may be sent again after challenges. Default 1.
    fn max_retries(&self) -> u32 {
        1
    }
}

/// One challenge of a `WWW-Authenticate` header: a scheme and its parameters.
///
/// Parameter names are lower-cased; values are unquoted and unescaped. They are data
/// for the auth provider, never shown in error messages.
///
/// ```
/// use lemon_mcp::client::auth::parse_www_authenticate;
/// let c = parse_www_authenticate([
///     r#"Bearer error="insufficient_scope", scope="files:read files:write", resource_metadata="https://mcp.example.com/.well-known/oauth-protected-resource""#,
/// ]);
/// let bearer = &c[0];
/// assert!(bearer.is_scheme("Bearer") && bearer.is_insufficient_scope());
/// assert_eq!(bearer.scope(), Some("files:read files:write"));
/// assert!(bearer.resource_metadata().unwrap().ends_with("oauth-protected-resource"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Challenge {
    /// The auth scheme as sent (`Bearer`, `Basic`, ...); compare with [`is_scheme`](Self::is_scheme).
    pub scheme: String,
    /// The `token68` form (`Negotiate abc==`), instead of parameters.
    pub token68: Option<String>,
    /// `name=value` parameters in order; names lower-cased.
    pub params: Vec<(String, String)>,
}

impl Challenge {
    /// Whether the scheme is `scheme` (case-insensitive).
    pub fn is_scheme(&self, scheme: &str) -> bool {
        self.scheme.eq_ignore_ascii_case(scheme)
    }

    /// The first value of parameter `name` (case-insensitive).
    pub fn param(&self, name: &str) -> Option<&str> {
        self.params
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// `realm`.
    pub fn realm(&self) -> Option<&str> {
        self.param("realm")
    }

    /// `resource_metadata`: where the protected-resource metadata lives.
    pub fn resource_metadata(&self) -> Option<&str> {
        self.param("resource_metadata")
    }

    /// `scope`: the space-separated scopes the resource wants.
    pub fn scope(&self) -> Option<&str> {
        self.param("scope")
    }

    /// `error` (`invalid_token`, `insufficient_scope`, ...).
    pub fn error(&self) -> Option<&str> {
        self.param("error")
    }

    /// `error_description`.
    pub fn error_description(&self) -> Option<&str> {
        self.param("error_description")
    }

    /// `error="insufficient_scope"`: the token is valid but needs more scope (step-up).
    pub fn is_insufficient_scope(&self) -> bool {
        self.error()
            .is_some_and(|e| e.eq_ignore_ascii_case("insufficient_scope"))
    }
}

/// Parses the values of every `WWW-Authenticate` header of a response into their
/// challenges, in order. Never fails: what cannot be read is skipped.
///
/// ```
/// use lemon_mcp::client::auth::parse_www_authenticate;
/// let c = parse_www_authenticate([r#"Basic realm="x", Bearer realm="mcp", scope=read"#]);
/// assert_eq!(c.len(), 2);
/// assert_eq!((c[1].scheme.as_str(), c[1].realm(), c[1].scope()), ("Bearer", Some("mcp"), Some("read")));
/// assert!(parse_www_authenticate(["=,\"junk"]).is_empty());
/// ```
pub fn parse_www_authenticate<'a>(values: impl IntoIterator<Item = &'a str>) -> Vec<Challenge> {
    let mut out = Vec::new();
    for value in values {
        let end = floor_char_boundary(value, MAX_HEADER_BYTES);
        Parser {
            s: &value.as_bytes()[..end],
            i: 0,
        }
        .challenges(&mut out);
        if out.len() >= MAX_CHALLENGES {
            out.truncate(MAX_CHALLENGES);
            break;
        }
    }
    out
}

/// The challenges of a header map's `WWW-Authenticate` values (values that are not
/// valid UTF-8 are read lossily).
pub(crate) fn challenges_in(headers: &http::HeaderMap) -> Vec<Challenge> {
    let texts: Vec<String> = headers
        .get_all(http::header::WWW_AUTHENTICATE)
        .iter()
        .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
        .collect();
    parse_www_authenticate(texts.iter().map(String::as_str))
}

/// A short, safe summary of challenges for an error message: scheme names and a
/// registered error code, never parameter values (they may be long or sensitive).
pub(crate) fn summary(challenges: &[Challenge]) -> String {
    let mut schemes: Vec<&str> = Vec::new();
    for c in challenges {
        if c.scheme.len() <= 32 && !schemes.iter().any(|s| s.eq_ignore_ascii_case(&c.scheme)) {
            schemes.push(&c.scheme);
        }
    }
    let mut out = match schemes.as_slice() {
        [] => String::new(),
        s => format!(", {} challenge", s.join("/")),
    };
    const REGISTERED: [&str; 3] = ["invalid_request", "invalid_token", "insufficient_scope"];
    if let Some(code) = challenges
        .iter()
        .filter_map(Challenge::error)
        .find_map(|e| REGISTERED.iter().find(|r| r.eq_ignore_ascii_case(e)))
    {
        out.push_str(&format!(", error {code}"));
    }
    out
}

fn floor_char_boundary(s: &str, max: usize) -> usize {
    if s.len() <= max {
        return s.len();
    }
    (0..=max)
        .rev()
        .find(|&i| s.is_char_boundary(i))
        .unwrap_or(0)
}

/// A cursor over one header value.
struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

fn is_tchar(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+-.^_`|~".contains(&b)
}

fn is_token68_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"-._~+/".contains(&b)
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn skip_spaces(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.i += 1;
        }
    }

    fn skip_spaces_and_commas(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b',')) {
            self.i += 1;
        }
    }

    /// Skips to just after the next comma (or the end): recovery from junk.
    fn skip_past_comma(&mut self) {
        while let Some(b) = self.peek() {
            self.i += 1;
            if b == b',' {
                return;
            }
        }
    }

    fn token(&mut self) -> &str {
        let start = self.i;
        while self.peek().is_some_and(is_tchar) {
            self.i += 1;
        }
        // tchars are ASCII, so this slice is valid UTF-8.
        std::str::from_utf8(&self.s[start..self.i]).unwrap_or("")
    }

    /// A quoted string after its opening quote: unescapes `\x`; an unterminated one
    /// runs to the end.
    fn quoted(&mut self) -> String {
        let mut out = Vec::new();
        while let Some(b) = self.peek() {
            self.i += 1;
            match b {
                b'"' => break,
                b'\\' => {
                    if let Some(next) = self.peek() {
                        out.push(next);
                        self.i += 1;
                    }
                }
                _ => out.push(b),
            }
        }
        String::from_utf8_lossy(&out).into_owned()
    }

    /// A token68 at the cursor, when the rest of this list element is exactly one.
    fn token68(&mut self) -> Option<String> {
        let start = self.i;
        let mut j = self.i;
        while self.s.get(j).copied().is_some_and(is_token68_char) {
            j += 1;
        }
        if j == start {
            return None;
        }
        while self.s.get(j) == Some(&b'=') {
            j += 1;
        }
        let mut k = j;
        while matches!(self.s.get(k), Some(b' ' | b'\t')) {
            k += 1;
        }
        if !matches!(self.s.get(k), None | Some(b',')) {
            return None;
        }
        self.i = j;
        Some(String::from_utf8_lossy(&self.s[start..j]).into_owned())
    }

    fn challenges(&mut self, out: &mut Vec<Challenge>) {
        loop {
            self.skip_spaces_and_commas();
            if self.peek().is_none() || out.len() >= MAX_CHALLENGES {
                return;
            }
            let scheme = self.token().to_string();
            if scheme.is_empty() {
                self.skip_past_comma();
                continue;
            }
            let mut challenge = Challenge {
                scheme,
                token68: None,
                params: Vec::new(),
            };
            self.skip_spaces();
            if self.peek() != Some(b',') {
                challenge.token68 = self.token68();
                if challenge.token68.is_none() {
                    self.params(&mut challenge.params);
                }
            }
            out.push(challenge);
        }
    }

    /// `name=value` pairs separated by commas, up to the next challenge (a token not
    /// followed by `=`) or the end.
    fn params(&mut self, params: &mut Vec<(String, String)>) {
        loop {
            self.skip_spaces_and_commas();
            let start = self.i;
            let name = self.token().to_ascii_lowercase();
            if name.is_empty() {
                if self.peek().is_none() {
                    return;
                }
                self.skip_past_comma();
                continue;
            }
            self.skip_spaces();
            if self.peek() != Some(b'=') {
                // The next challenge's scheme: leave it for the caller.
                self.i = start;
                return;
            }
            self.i += 1;
            self.skip_spaces();
            let value = if self.peek() == Some(b'"') {
                self.i += 1;
                self.quoted()
            } else {
                self.token().to_string()
            };
            if params.len() < MAX_PARAMS {
                params.push((name, value));
            }
            self.skip_spaces();
            match self.peek() {
                None => return,
                Some(b',') => self.i += 1,
                Some(_) => self.skip_past_comma(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Vec<Challenge> {
        parse_www_authenticate([s])
    }

    fn params(c: &Challenge) -> Vec<(&str, &str)> {
        c.params
            .iter()
            .map(|(n, v)| (n.as_str(), v.as_str()))
            .collect()
    }

    #[test]
    fn bearer_with_resource_metadata_and_scope() {
        let c = parse(
            r#"Bearer resource_metadata="https://x/.well-known/oauth-protected-resource", scope="a b""#,
        );
        assert_eq!(c.len(), 1);
        assert!(c[0].is_scheme("bearer"));
        assert_eq!(
            c[0].resource_metadata(),
            Some("https://x/.well-known/oauth-protected-resource")
        );
        assert_eq!(c[0].scope(), Some("a b"));
        assert!(!c[0].is_insufficient_scope());
    }

    #[test]
    fn several_challenges_in_one_value_and_across_values() {
        let c = parse_www_authenticate([
            r#"Basic realm="simple", Bearer error="insufficient_scope", scope="files:write", error_description="need \"write\"""#,
            "Negotiate",
            "DPoP algs=\"ES256 PS256\"",
        ]);
        let schemes: Vec<_> = c.iter().map(|c| c.scheme.as_str()).collect();
        assert_eq!(schemes, ["Basic", "Bearer", "Negotiate", "DPoP"]);
        assert_eq!(c[0].realm(), Some("simple"));
        assert!(c[1].is_insufficient_scope());
        assert_eq!(c[1].error_description(), Some("need \"write\""));
        assert_eq!(c[1].scope(), Some("files:write"));
        assert!(c[2].params.is_empty() && c[2].token68.is_none());
        assert_eq!(c[3].param("ALGS"), Some("ES256 PS256"));
    }

    #[test]
    fn schemes_and_names_are_case_insensitive_and_values_may_be_tokens() {
        let c = parse("BEARER Realm=mcp , Scope = read ,ERROR=invalid_token");
        assert_eq!(
            params(&c[0]),
            [
                ("realm", "mcp"),
                ("scope", "read"),
                ("error", "invalid_token")
            ]
        );
        assert!(c[0].is_scheme("Bearer"));
    }

    #[test]
    fn token68_is_kept_apart_from_params() {
        let c = parse("Negotiate YIIB+w==, Bearer realm=\"r\"");
        assert_eq!(c[0].token68.as_deref(), Some("YIIB+w=="));
        assert!(c[0].params.is_empty());
        assert_eq!(c[1].realm(), Some("r"));
        // "a=b" is a parameter, not a token68.
        let c = parse("Custom a=b");
        assert_eq!(
            (c[0].token68.as_deref(), c[0].param("a")),
            (None, Some("b"))
        );
    }

    #[test]
    fn commas_and_escapes_inside_quotes_do_not_split() {
        let c = parse(r#"Bearer realm="a, b", scope="x\\y", error="insufficient_scope""#);
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].realm(), Some("a, b"));
        assert_eq!(c[0].scope(), Some("x\\y"));
        assert!(c[0].is_insufficient_scope());
    }

    #[test]
    fn hostile_and_odd_headers_never_fail() {
        for junk in [
            "",
            " ",
            ",",
            ",,, ,",
            "=",
            "==,=",
            "\"",
            "\"unterminated",
            "Bearer =x",
            "Bearer ,",
            "Bearer realm=",
            "Bearer realm=\"",
            "Bearer realm=\"\\",
            "Bearer realm=a=b=c",
            "Bearer \u{7f}\u{1}",
            "Bearer realm=\"é\"",
            "Bearer realm=\"x\" junk here, scope=s",
        ] {
            let _ = parse(junk);
        }
        // Unterminated quote: runs to the end, keeps what it read.
        assert_eq!(parse("Bearer realm=\"abc")[0].realm(), Some("abc"));
        // Junk after a value is skipped up to the next comma.
        let c = parse("Bearer realm=\"x\" junk here, scope=s");
        assert_eq!((c[0].realm(), c[0].scope()), (Some("x"), Some("s")));
        // A leading junk element does not hide the challenge after it.
        let c = parse("=junk, Bearer realm=r");
        assert_eq!(c.len(), 1);
        assert_eq!(c[0].realm(), Some("r"));
        // Non-ASCII in a quoted value survives.
        assert_eq!(parse("Bearer realm=\"é\"")[0].realm(), Some("é"));
    }

    #[test]
    fn input_and_output_are_bounded() {
        let many_params: String = (0..1000).map(|i| format!("p{i}=v,")).collect();
        let c = parse(&format!("Bearer {many_params}"));
        assert_eq!(c[0].params.len(), MAX_PARAMS);
        let many: String = (0..1000).map(|i| format!("S{i}, ")).collect();
        assert_eq!(parse(&many).len(), MAX_CHALLENGES);
        let huge = format!("Bearer realm=\"{}\"", "é".repeat(MAX_HEADER_BYTES));
        let c = parse(&huge);
        assert!(c[0].realm().unwrap().len() <= MAX_HEADER_BYTES);
    }

    #[test]
    fn debug_of_a_challenge_hides_url_credentials() {
        let c = AuthChallenge {
            status: 401,
            challenges: parse("Bearer realm=r"),
            url: url::Url::parse("https://u:pw@x.example/mcp?token=t").unwrap(),
            attempt: 0,
            earlier: Vec::new(),
            sent_at: std::time::Instant::now(),
        };
        let shown = format!("{c:?}");
        assert!(
            shown.contains("https://x.example/mcp") && shown.contains("realm"),
            "{shown}"
        );
        assert!(
            !shown.contains("pw") && !shown.contains("token=t"),
            "{shown}"
        );
    }

    #[test]
    fn summary_names_schemes_and_registered_errors_only() {
        let c = parse(r#"Bearer error="insufficient_scope", scope="secret-scope", realm="r""#);
        assert_eq!(summary(&c), ", Bearer challenge, error insufficient_scope");
        let c = parse(r#"Bearer error="custom-secret", Basic realm="x""#);
        let s = summary(&c);
        assert_eq!(s, ", Bearer/Basic challenge");
        assert_eq!(summary(&[]), "");
    }

    proptest::proptest! {
        #[test]
        fn any_text_parses_within_bounds(s in "[ -~\t]{0,300}") {
            let c = parse(&s);
            proptest::prop_assert!(c.len() <= MAX_CHALLENGES);
            for ch in &c {
                proptest::prop_assert!(!ch.scheme.is_empty() && ch.params.len() <= MAX_PARAMS);
            }
        }

        #[test]
        fn rendered_challenges_parse_back(
            challenges in proptest::collection::vec(
                (
                    "[A-Za-z][A-Za-z0-9-]{0,8}",
                    proptest::collection::vec(("[a-z_]{1,10}", "[ -~]{0,20}"), 1..4),
                ),
                1..4,
            )
        ) {
            let header = challenges
                .iter()
                .map(|(scheme, params)| {
                    let params: Vec<String> = params
                        .iter()
                        .map(|(n, v)| format!("{n}=\"{}\"", v.replace('\\', "\\\\").replace('"', "\\\"")))
                        .collect();
                    format!("{scheme} {}", params.join(", "))
                })
                .collect::<Vec<_>>()
                .join(", ");
            let parsed = parse(&header);
            proptest::prop_assert_eq!(parsed.len(), challenges.len(), "{}", header);
            for (got, (scheme, params)) in parsed.iter().zip(&challenges) {
                proptest::prop_assert_eq!(&got.scheme, scheme);
                proptest::prop_assert_eq!(&got.params, params);
            }
        }
    }
}
