//! Redaction: keeping credentials out of everything Lemon prints, logs or shows in an
//! approval or status surface.
//!
//! * [`SecretScrubber`] replaces known secret values (tokens read from a secret store,
//!   configured header values, …) wherever they appear in a text, e.g. a child
//!   process's stderr attached to an error.
//! * [`mask_header_value`] and [`mask_env_value`] hide the values of headers and
//!   environment variables whose names say they hold a credential ([`is_secret_name`]);
//!   an `Authorization` header keeps its scheme (`Bearer [REDACTED]`).
//! * [`redact_url`] hides a URL's userinfo, its query values and its fragment, keeping
//!   what identifies the endpoint (scheme, host, port, path, query keys).
//!
//! Every replacement is the same marker, [`REDACTED`], so a reader can tell that
//! something was there. (`lemon-mcp` does not depend on this crate and keeps its own
//! URL redaction for its transport errors.)
//!
//! ```
//! use lemon_core::redact::{redact_url, SecretScrubber};
//! let scrub = SecretScrubber::new(["s3cr3t-token"]);
//! assert_eq!(scrub.scrub("auth failed for s3cr3t-token"), "auth failed for [REDACTED]");
//! assert_eq!(
//!     redact_url("https://ada:pw@example.com:8443/mcp?token=abc&v=2#frag"),
//!     "https://[REDACTED]@example.com:8443/mcp?token=[REDACTED]&v=[REDACTED]#[REDACTED]"
//! );
//! ```

use std::borrow::Cow;

/// What every redacted value is replaced with.
pub const REDACTED: &str = "[REDACTED]";

/// Secret values shorter than this many characters are not scrubbed: they are too short
/// to be a credential and common enough that replacing them would garble every text.
pub const MIN_SECRET_CHARS: usize = 4;

/// Replaces known secret values in texts.
///
/// Where two secrets overlap, the longer one wins, so a secret that contains another is
/// never left half visible.
#[derive(Clone, Default)]
pub struct SecretScrubber {
    /// Longest first, deduplicated, each at least [`MIN_SECRET_CHARS`] long.
    secrets: Vec<String>,
}

impl std::fmt::Debug for SecretScrubber {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the values themselves.
        f.debug_struct("SecretScrubber")
            .field("secrets", &self.secrets.len())
            .finish()
    }
}

impl SecretScrubber {
    /// A scrubber for these values (values shorter than [`MIN_SECRET_CHARS`] are
    /// ignored).
    pub fn new<S: Into<String>>(secrets: impl IntoIterator<Item = S>) -> Self {
        let mut secrets: Vec<String> = secrets
            .into_iter()
            .map(Into::into)
            .filter(|s| s.chars().count() >= MIN_SECRET_CHARS)
            .collect();
        secrets.sort_by(|a, b| b.len().cmp(&a.len()).then_with(|| a.cmp(b)));
        secrets.dedup();
        SecretScrubber { secrets }
    }

    /// `true` when there is nothing to scrub.
    pub fn is_empty(&self) -> bool {
        self.secrets.is_empty()
    }

    /// `text` with every occurrence of a secret replaced by [`REDACTED`]; borrowed
    /// when no secret occurs.
    ///
    /// ```
    /// let s = lemon_core::redact::SecretScrubber::new(["abcd", "abcdef"]);
    /// assert_eq!(s.scrub("xabcdefx abcd"), "x[REDACTED]x [REDACTED]");
    /// assert!(matches!(s.scrub("clean"), std::borrow::Cow::Borrowed(_)));
    /// ```
    pub fn scrub<'a>(&self, text: &'a str) -> Cow<'a, str> {
        if !self.secrets.iter().any(|s| text.contains(s.as_str())) {
            return Cow::Borrowed(text);
        }
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while !rest.is_empty() {
            match self.secrets.iter().find(|s| rest.starts_with(s.as_str())) {
                Some(secret) => {
                    out.push_str(REDACTED);
                    rest = &rest[secret.len()..];
                }
                None => {
                    let c = rest.chars().next().unwrap_or_default();
                    out.push(c);
                    rest = &rest[c.len_utf8()..];
                }
            }
        }
        Cow::Owned(out)
    }
}

/// Words that, in a header or variable name, say its value is a credential.
const SECRET_NAME_WORDS: &[&str] = &[
    "auth",
    "cookie",
    "credential",
    "key",
    "pass",
    "private",
    "secret",
    "session",
    "signature",
    "token",
];

/// Whether a header or environment variable named `name` holds a credential: its name
/// contains (case-insensitively) `auth`, `cookie`, `credential`, `key`, `pass`,
/// `private`, `secret`, `session`, `signature` or `token`.
///
/// ```
/// use lemon_core::redact::is_secret_name;
/// assert!(is_secret_name("GITHUB_TOKEN") && is_secret_name("X-Api-Key"));
/// assert!(is_secret_name("Authorization") && is_secret_name("DB_PASSWORD"));
/// assert!(!is_secret_name("PATH") && !is_secret_name("Accept"));
/// ```
pub fn is_secret_name(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    SECRET_NAME_WORDS.iter().any(|w| lower.contains(w))
}

/// The value of header `name` as it may be shown: masked when the name says it is a
/// credential (an `Authorization` value keeps its scheme word), unchanged otherwise.
///
/// ```
/// use lemon_core::redact::mask_header_value;
/// assert_eq!(mask_header_value("Authorization", "Bearer abc.def"), "Bearer [REDACTED]");
/// assert_eq!(mask_header_value("x-api-key", "k-123"), "[REDACTED]");
/// assert_eq!(mask_header_value("Accept", "text/event-stream"), "text/event-stream");
/// ```
pub fn mask_header_value<'a>(name: &str, value: &'a str) -> Cow<'a, str> {
    if !is_secret_name(name) {
        return Cow::Borrowed(value);
    }
    let lower = name.to_ascii_lowercase();
    if lower == "authorization" || lower == "proxy-authorization" {
        // `<scheme> <credentials>`: the scheme says how, not what.
        if let Some((scheme, rest)) = value.trim().split_once(' ')
            && !rest.trim().is_empty()
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-')
        {
            return Cow::Owned(format!("{scheme} {REDACTED}"));
        }
    }
    Cow::Borrowed(REDACTED)
}

/// The value of environment variable `name` as it may be shown: [`REDACTED`] when the
/// name says it is a credential, unchanged otherwise.
///
/// ```
/// use lemon_core::redact::mask_env_value;
/// assert_eq!(mask_env_value("OPENAI_API_KEY", "sk-1"), "[REDACTED]");
/// assert_eq!(mask_env_value("RUST_LOG", "debug"), "debug");
/// ```
pub fn mask_env_value<'a>(name: &str, value: &'a str) -> Cow<'a, str> {
    if is_secret_name(name) {
        Cow::Borrowed(REDACTED)
    } else {
        Cow::Borrowed(value)
    }
}

/// A URL with its credentials hidden: the userinfo (`user:password@`) becomes
/// `[REDACTED]@`, every query value becomes `[REDACTED]` (keys are kept; a bare query
/// item, which may itself be a token, is replaced whole) and a fragment becomes
/// `#[REDACTED]`. Works on the text, so a malformed URL is redacted as far as it can be
/// read; borrowed when there is nothing to hide.
///
/// ```
/// use lemon_core::redact::redact_url;
/// assert_eq!(redact_url("http://localhost:3000/mcp"), "http://localhost:3000/mcp");
/// assert_eq!(redact_url("https://h/p?key=&raw"), "https://h/p?key=&[REDACTED]");
/// ```
pub fn redact_url(url: &str) -> Cow<'_, str> {
    let (before_fragment, fragment) = match url.split_once('#') {
        Some((b, f)) => (b, Some(f)),
        None => (url, None),
    };
    let (base, query) = match before_fragment.split_once('?') {
        Some((b, q)) => (b, Some(q)),
        None => (before_fragment, None),
    };
    let (scheme_end, authority_and_path) = match base.find("://") {
        Some(i) => (i + 3, &base[i + 3..]),
        None => (0, base),
    };
    let authority_len = authority_and_path
        .find('/')
        .unwrap_or(authority_and_path.len());
    let userinfo_end = scheme_end > 0 && authority_and_path[..authority_len].contains('@');
    let query_has_values = query.is_some_and(|q| !q.is_empty());
    let fragment_has_text = fragment.is_some_and(|f| !f.is_empty());
    if !userinfo_end && !query_has_values && !fragment_has_text {
        return Cow::Borrowed(url);
    }

    let mut out = String::with_capacity(url.len());
    out.push_str(&base[..scheme_end]);
    if userinfo_end {
        let authority = &authority_and_path[..authority_len];
        let host = &authority[authority.rfind('@').map_or(0, |i| i + 1)..];
        out.push_str(REDACTED);
        out.push('@');
        out.push_str(host);
        out.push_str(&authority_and_path[authority_len..]);
    } else {
        out.push_str(authority_and_path);
    }
    if let Some(q) = query {
        out.push('?');
        let items: Vec<String> = q
            .split('&')
            .map(|item| match item.split_once('=') {
                Some((key, "")) => format!("{key}="),
                Some((key, _)) => format!("{key}={REDACTED}"),
                None if item.is_empty() => String::new(),
                None => REDACTED.to_string(),
            })
            .collect();
        out.push_str(&items.join("&"));
    }
    if let Some(f) = fragment {
        out.push('#');
        if !f.is_empty() {
            out.push_str(REDACTED);
        }
    }
    Cow::Owned(out)
}

/// How many characters of one string value [`redact_arguments`] keeps.
pub const ARGUMENT_STRING_CHARS: usize = 120;
/// How deep [`redact_arguments`] descends before it stops showing what is nested.
pub const ARGUMENT_DEPTH: usize = 6;
/// How many entries of one object or array [`redact_arguments`] shows.
pub const ARGUMENT_ENTRIES: usize = 20;

/// Tool-call arguments as they may be shown to a person who approves the call: the
/// value of every key whose name says it is a credential ([`is_secret_name`]) is
/// [`REDACTED`], URLs are [`redact_url`]ed, long strings are cut to
/// [`ARGUMENT_STRING_CHARS`] characters, and objects and arrays are shown to
/// [`ARGUMENT_ENTRIES`] entries and [`ARGUMENT_DEPTH`] levels. The result is a
/// value (not text), so the caller chooses how to print it.
///
/// ```
/// use lemon_core::redact::redact_arguments;
/// use serde_json::json;
/// let shown = redact_arguments(&json!({"path": "a.txt", "api_key": "k-123",
///                                      "url": "https://h/p?token=t"}));
/// assert_eq!(shown, json!({"path": "a.txt", "api_key": "[REDACTED]",
///                          "url": "https://h/p?token=[REDACTED]"}));
/// ```
pub fn redact_arguments(args: &serde_json::Value) -> serde_json::Value {
    redact_value(args, 0)
}

fn redact_value(v: &serde_json::Value, depth: usize) -> serde_json::Value {
    use serde_json::Value;
    let nested = matches!(v, Value::Object(_) | Value::Array(_));
    if nested && depth >= ARGUMENT_DEPTH {
        return Value::String("…".into());
    }
    match v {
        Value::String(s) => Value::String(shown_string(s)),
        Value::Array(items) => {
            let mut out: Vec<Value> = items
                .iter()
                .take(ARGUMENT_ENTRIES)
                .map(|x| redact_value(x, depth + 1))
                .collect();
            if items.len() > ARGUMENT_ENTRIES {
                out.push(Value::String(format!(
                    "… {} more",
                    items.len() - ARGUMENT_ENTRIES
                )));
            }
            Value::Array(out)
        }
        Value::Object(map) => {
            let mut out = serde_json::Map::new();
            for (k, x) in map.iter().take(ARGUMENT_ENTRIES) {
                let shown = if is_secret_name(k) {
                    Value::String(REDACTED.into())
                } else {
                    redact_value(x, depth + 1)
                };
                out.insert(shown_string(k), shown);
            }
            if map.len() > ARGUMENT_ENTRIES {
                out.insert(
                    "…".into(),
                    Value::String(format!("{} more", map.len() - ARGUMENT_ENTRIES)),
                );
            }
            Value::Object(out)
        }
        other => other.clone(),
    }
}

/// A string as shown: URLs redacted, flattened to one line (control, invisible and
/// bidi characters removed: they could disguise what the server is sent), cut to [`ARGUMENT_STRING_CHARS`].
fn shown_string(s: &str) -> String {
    let s = if s.contains("://") {
        redact_url(s)
    } else {
        Cow::Borrowed(s)
    };
    let flat = crate::text::flatten_line(&s);
    let mut chars = flat.chars();
    let head: String = chars.by_ref().take(ARGUMENT_STRING_CHARS).collect();
    if chars.next().is_some() {
        format!("{head}…")
    } else {
        head
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scrubber_replaces_every_occurrence_longest_first() {
        let s = SecretScrubber::new(["token-1234", "1234", "ab", "token-1234"]);
        assert_eq!(
            s.scrub("token-1234 then 1234 and ab"),
            "[REDACTED] then [REDACTED] and ab",
            "short values are ignored"
        );
        assert_eq!(s.scrub("é1234é"), "é[REDACTED]é");
        assert!(SecretScrubber::new(["abc"]).is_empty());
        assert!(
            !format!("{s:?}").contains("1234"),
            "Debug never shows a secret"
        );
    }

    #[test]
    fn authorization_keeps_only_the_scheme() {
        assert_eq!(
            mask_header_value("Proxy-Authorization", "Basic dXNlcjpwdw=="),
            "Basic [REDACTED]"
        );
        // A bare credential, or something that is not a scheme, is masked whole.
        assert_eq!(mask_header_value("authorization", "abc"), REDACTED);
        assert_eq!(mask_header_value("Authorization", "tok=en value"), REDACTED);
        assert_eq!(mask_header_value("Cookie", "sid=1"), REDACTED);
    }

    #[test]
    fn env_values_are_masked_by_name() {
        for name in [
            "GITHUB_TOKEN",
            "aws_secret_access_key",
            "PGPASSWORD",
            "SESSION_ID",
        ] {
            assert_eq!(mask_env_value(name, "v"), REDACTED, "{name}");
        }
        for name in ["HOME", "LANG", "NODE_ENV"] {
            assert_eq!(mask_env_value(name, "v"), "v", "{name}");
        }
    }

    #[test]
    fn urls() {
        assert_eq!(
            redact_url("https://user@host/p"),
            "https://[REDACTED]@host/p"
        );
        // An `@` in the path is not userinfo.
        assert_eq!(redact_url("https://host/@me"), "https://host/@me");
        assert_eq!(
            redact_url("https://a:b@c@host/x"),
            "https://[REDACTED]@host/x"
        );
        assert_eq!(
            redact_url("https://h/?a=1&&b=2"),
            "https://h/?a=[REDACTED]&&b=[REDACTED]"
        );
        assert_eq!(redact_url("https://h/?"), "https://h/?");
        assert_eq!(redact_url("https://h/#"), "https://h/#");
        assert_eq!(
            redact_url("https://h/cb#access_token=xyz"),
            "https://h/cb#[REDACTED]"
        );
        assert_eq!(redact_url("not a url?secret"), "not a url?[REDACTED]");
        assert!(matches!(redact_url("https://h/p"), Cow::Borrowed(_)));
    }

    #[test]
    fn arguments_are_shown_without_credentials_and_bounded() {
        use serde_json::json;
        let long = "x".repeat(500);
        let deep = json!([[[[[[[["bottom"]]]]]]]]);
        let many: Vec<u32> = (0..50).collect();
        let shown = redact_arguments(&json!({
            "nested": {"password": "hunter2", "name": "n"},
            "Authorization": "Bearer abc",
            "long": long,
            "deep": deep,
            "many": many,
            "bidi": "a\u{202e}b",
        }));
        let text = shown.to_string();
        assert!(!text.contains("hunter2") && !text.contains("abc"), "{text}");
        assert_eq!(shown["nested"]["name"], "n");
        assert_eq!(
            shown["long"].as_str().unwrap().chars().count(),
            ARGUMENT_STRING_CHARS + 1
        );
        assert!(text.contains("… 30 more"), "{text}");
        assert!(!text.contains("bottom"), "{text}");
        assert!(!text.contains('\u{202e}'), "{text}");
        // Scalars other than strings are kept as they are.
        assert_eq!(redact_arguments(&json!(3)), json!(3));
    }
}
