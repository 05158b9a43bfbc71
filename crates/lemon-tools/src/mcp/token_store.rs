//! OAuth tokens of a configured MCP server persisted in a [`SecretStore`] (spec G.21):
//! [`SecretTokenCache`] is lemon-mcp's [`TokenCache`] on top of any secret store (the
//! `0600` file [`lemon_core::secret::FileSecretStore`] by default), so a later
//! connection, or a later run, sends the saved bearer instead of asking for a token.
//!
//! * **When:** persistence is on when `persist_oauth_tokens` is `true` or
//!   `oauth.token_secret` is set ([`persistence_enabled`]).
//! * **Under which name:** `oauth.token_secret`, else `oauth_token_secret`, else
//!   `mcp_oauth_http_` and the first 24 hex digits of the SHA-256 of the URL
//!   ([`token_secret_name`]).
//! * **What:** one JSON object, written with the provider tag [`TOKEN_PROVIDER`]:
//!   `version` 1, `access_token`, `refresh_token`, `client_id`, `scope`, `resource`
//!   (the server URL), `updated_at` (epoch milliseconds), and, instead of the spec's
//!   `metadata` (lemon-mcp rediscovers the metadata on each connect), what lemon-mcp
//!   needs to reuse the tokens safely: `issuer` (a refresh token is only sent back to
//!   its issuer) and `expires_at` (epoch seconds, so an expired token is refreshed
//!   before it is sent).
//! * **Loading** reads that secret only (no environment fallback); any failure, and a
//!   value saved for another `resource` or `client_id`, counts as no cache: the client
//!   then asks for a token as if nothing was stored, and saves the new one.
//!
//! Store failures never fail a connection; the last one is kept, as its message (which
//! names the store's file and never a value), for status surfaces: [`SecretTokenCache::last_error`].
//!
//! ```
//! use std::sync::Arc;
//! use lemon_core::secret::{FileSecretStore, SecretStore};
//! use lemon_mcp::client::oauth::OAuthConfig;
//! use lemon_tools::mcp::token_store::{SecretTokenCache, token_secret_name};
//!
//! let dir = tempfile::tempdir().unwrap();
//! let store: Arc<dyn SecretStore> = Arc::new(FileSecretStore::new(dir.path().join("secrets.json")));
//! let url = "https://mcp.example.com/mcp";
//! let name = token_secret_name(url, None, None);
//! assert!(name.starts_with("mcp_oauth_http_") && name.len() == 15 + 24);
//! let cache = SecretTokenCache::new(store, name, url).client_id("lemon");
//! let oauth = OAuthConfig::new().token_cache(Arc::new(cache));
//! assert!(oauth.token_cache.is_some());
//! ```

use std::fmt;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use lemon_core::secret::{SecretStore, SecretValue};
use lemon_mcp::client::oauth::{TokenCache, Tokens};
use lemon_mcp::client::transport::BoxFuture;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

/// The provider tag the tokens are stored with.
pub const TOKEN_PROVIDER: &str = "mcp_oauth";
/// The version of the stored JSON.
const FORMAT_VERSION: u64 = 1;

/// Whether tokens are persisted: `persist_oauth_tokens: true`, or an `oauth.token_secret`.
///
/// ```
/// use lemon_tools::mcp::token_store::persistence_enabled;
/// assert!(persistence_enabled(true, None));
/// assert!(persistence_enabled(false, Some("work-tokens")));
/// assert!(!persistence_enabled(false, None));
/// ```
pub fn persistence_enabled(persist_oauth_tokens: bool, oauth_token_secret: Option<&str>) -> bool {
    persist_oauth_tokens || oauth_token_secret.is_some()
}

/// The secret name the tokens of the server at `url` are stored under: the entry's
/// `oauth.token_secret`, else its `oauth_token_secret`, else
/// `mcp_oauth_http_<first 24 hex digits of SHA-256(url)>`. Empty names count as absent
/// (validation refuses them anyway).
///
/// ```
/// use lemon_tools::mcp::token_store::token_secret_name;
/// let url = "https://mcp.example.com/mcp";
/// assert_eq!(token_secret_name(url, Some("a"), Some("b")), "a");
/// assert_eq!(token_secret_name(url, None, Some("b")), "b");
/// assert_eq!(token_secret_name(url, None, None), token_secret_name(url, None, None));
/// assert_ne!(token_secret_name(url, None, None), token_secret_name("https://other/mcp", None, None));
/// ```
pub fn token_secret_name(
    url: &str,
    oauth_token_secret: Option<&str>,
    entry_token_secret: Option<&str>,
) -> String {
    let given = |n: Option<&str>| n.is_some_and(|n| !n.is_empty());
    let chosen = [oauth_token_secret, entry_token_secret]
        .into_iter()
        .find(|n| given(*n))
        .flatten();
    if let Some(name) = chosen {
        return name.to_string();
    }
    let digest = hex::encode(Sha256::digest(url.as_bytes()));
    format!("mcp_oauth_http_{}", &digest[..24])
}

/// lemon-mcp's [`TokenCache`] on a [`SecretStore`] (see the [module documentation](self)).
/// Its `Debug` shows the secret's name, the resource and the client id, never a token.
pub struct SecretTokenCache {
    store: Arc<dyn SecretStore>,
    name: String,
    resource: String,
    client_id: Option<String>,
    scope: Option<String>,
    last_error: Mutex<Option<String>>,
}

impl fmt::Debug for SecretTokenCache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SecretTokenCache")
            .field("store", &self.store)
            .field("name", &self.name)
            .field("resource", &self.resource)
            .field("client_id", &self.client_id)
            .finish_non_exhaustive()
    }
}

impl SecretTokenCache {
    /// Tokens for the server at `resource` (its URL), kept in `store` under `name`.
    pub fn new(
        store: Arc<dyn SecretStore>,
        name: impl Into<String>,
        resource: impl Into<String>,
    ) -> Self {
        SecretTokenCache {
            store,
            name: name.into(),
            resource: resource.into(),
            client_id: None,
            scope: None,
            last_error: Mutex::new(None),
        }
    }

    /// The configured client id: saved with the tokens, and a value saved for another
    /// client is not loaded.
    pub fn client_id(mut self, client_id: impl Into<String>) -> Self {
        self.client_id = Some(client_id.into());
        self
    }

    /// The configured scope (the `scope` string, or the `scopes` joined with spaces),
    /// saved when the token response names none.
    pub fn scope(mut self, scope: impl Into<String>) -> Self {
        self.scope = Some(scope.into());
        self
    }

    /// The secret's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The last failure to read or write the store, if the last attempt failed (a
    /// message naming the store's file, never a value).
    pub fn last_error(&self) -> Option<String> {
        self.last_error
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    fn record(&self, outcome: Result<(), String>) {
        *self.last_error.lock().unwrap_or_else(|p| p.into_inner()) = outcome.err();
    }

    /// The JSON saved for `tokens`.
    fn encode(&self, tokens: &Tokens) -> Value {
        let epoch = |t: SystemTime| t.duration_since(UNIX_EPOCH).unwrap_or(Duration::ZERO);
        json!({
            "version": FORMAT_VERSION,
            "access_token": tokens.access_token.expose(),
            "refresh_token": tokens.refresh_token.as_ref().map(|t| t.expose()),
            "client_id": self.client_id,
            "scope": tokens.scope.as_ref().or(self.scope.as_ref()),
            "resource": self.resource,
            "issuer": tokens.issuer,
            "expires_at": tokens.expires_at.map(|t| epoch(t).as_secs()),
            "updated_at": u64::try_from(epoch(SystemTime::now()).as_millis()).unwrap_or(u64::MAX),
        })
    }

    /// The tokens in a saved value, or why it is not usable here (no value quoted).
    fn decode(&self, text: &str) -> Result<Tokens, &'static str> {
        let v: Value = serde_json::from_str(text).map_err(|_| "the value is not JSON")?;
        if v.get("version").and_then(Value::as_u64) != Some(FORMAT_VERSION) {
            return Err("the value has another version");
        }
        let string = |k: &str| v.get(k).and_then(Value::as_str).filter(|s| !s.is_empty());
        if string("resource") != Some(self.resource.as_str()) {
            return Err("the value was saved for another server");
        }
        if let (Some(saved), Some(ours)) = (string("client_id"), self.client_id.as_deref())
            && saved != ours
        {
            return Err("the value was saved for another client");
        }
        let access = v
            .get("access_token")
            .and_then(Value::as_str)
            .ok_or("the value has no access token")?;
        let refresh = string("refresh_token");
        if access.is_empty() && refresh.is_none() {
            return Err("the value holds no token");
        }
        let mut tokens = Tokens::new(access);
        if let Some(r) = refresh {
            tokens = tokens.refresh_token(r);
        }
        if let Some(i) = string("issuer") {
            tokens = tokens.issuer(i);
        }
        tokens.scope = string("scope").map(str::to_string);
        tokens.expires_at = v
            .get("expires_at")
            .and_then(Value::as_u64)
            .map(|s| UNIX_EPOCH + Duration::from_secs(s));
        Ok(tokens)
    }
}

impl TokenCache for SecretTokenCache {
    fn load(&self) -> BoxFuture<'_, Option<Tokens>> {
        Box::pin(async move {
            let store = self.store.clone();
            let name = self.name.clone();
            let read = tokio::task::spawn_blocking(move || store.get(&name)).await;
            let value = match read {
                Ok(Ok(value)) => value,
                Ok(Err(e)) => {
                    self.record(Err(format!("cannot read the saved OAuth tokens: {e}")));
                    return None;
                }
                Err(_) => {
                    self.record(Err("reading the saved OAuth tokens panicked".into()));
                    return None;
                }
            };
            let Some(value) = value else {
                self.record(Ok(()));
                return None;
            };
            match self.decode(value.expose()) {
                Ok(tokens) => {
                    self.record(Ok(()));
                    Some(tokens)
                }
                Err(why) => {
                    let name = &self.name;
                    self.record(Err(format!(
                        "ignoring the saved OAuth tokens `{name}`: {why}"
                    )));
                    None
                }
            }
        })
    }

    fn save<'a>(&'a self, tokens: &'a Tokens) -> BoxFuture<'a, ()> {
        Box::pin(async move {
            let value = SecretValue::new(self.encode(tokens).to_string());
            let store = self.store.clone();
            let name = self.name.clone();
            let written =
                tokio::task::spawn_blocking(move || store.put(&name, &value, TOKEN_PROVIDER)).await;
            self.record(match written {
                Ok(Ok(())) => Ok(()),
                Ok(Err(e)) => Err(format!("cannot save the OAuth tokens: {e}")),
                Err(_) => Err("saving the OAuth tokens panicked".into()),
            });
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lemon_core::secret::FileSecretStore;

    const URL: &str = "http://localhost:1/mcp";

    fn setup() -> (tempfile::TempDir, Arc<FileSecretStore>) {
        let dir = tempfile::tempdir().unwrap();
        let store = Arc::new(FileSecretStore::new(dir.path().join("secrets.json")));
        (dir, store)
    }

    fn cache(store: &Arc<FileSecretStore>) -> SecretTokenCache {
        SecretTokenCache::new(store.clone(), "work", URL)
            .client_id("lemon")
            .scope("tools")
    }

    fn tokens() -> Tokens {
        let mut t = Tokens::new("access-TOKEN-1234")
            .refresh_token("refresh-TOKEN-5678")
            .issuer("http://127.0.0.1:2");
        t.expires_at = Some(UNIX_EPOCH + Duration::from_secs(2_000_000_000));
        t
    }

    #[tokio::test]
    async fn save_then_load_round_trips_in_the_spec_shape() {
        let (_dir, store) = setup();
        let c = cache(&store);
        assert!(c.load().await.is_none());
        assert_eq!(c.last_error(), None);
        c.save(&tokens()).await;
        assert_eq!(c.last_error(), None);

        let saved: Value =
            serde_json::from_str(store.get("work").unwrap().unwrap().expose()).unwrap();
        assert_eq!(saved["version"], 1);
        assert_eq!(saved["access_token"], "access-TOKEN-1234");
        assert_eq!(saved["refresh_token"], "refresh-TOKEN-5678");
        assert_eq!(saved["client_id"], "lemon");
        assert_eq!(saved["scope"], "tools");
        assert_eq!(saved["resource"], URL);
        assert!(saved["updated_at"].as_u64().unwrap() > 1_700_000_000_000);
        assert_eq!(
            store.list().unwrap()[0].provider.as_deref(),
            Some("mcp_oauth")
        );

        // A fresh cache (a later run) loads them.
        let loaded = cache(&store).load().await.expect("loaded");
        assert_eq!(loaded.access_token.expose(), "access-TOKEN-1234");
        assert_eq!(
            loaded.refresh_token.as_ref().map(|t| t.expose()),
            Some("refresh-TOKEN-5678")
        );
        assert_eq!(loaded.issuer.as_deref(), Some("http://127.0.0.1:2"));
        assert_eq!(loaded.scope.as_deref(), Some("tools"));
        assert_eq!(loaded.expires_at, tokens().expires_at);
    }

    #[tokio::test]
    async fn tokens_of_another_server_or_client_or_garbage_are_not_loaded() {
        let (_dir, store) = setup();
        cache(&store).save(&tokens()).await;
        let other_server = SecretTokenCache::new(store.clone(), "work", "http://elsewhere/mcp");
        assert!(other_server.load().await.is_none());
        assert!(
            other_server
                .last_error()
                .unwrap()
                .contains("another server")
        );
        let other_client = SecretTokenCache::new(store.clone(), "work", URL).client_id("x");
        assert!(other_client.load().await.is_none());
        for garbage in [
            "not json access-TOKEN-1234",
            r#"{"version":2,"access_token":"access-TOKEN-1234","resource":"http://localhost:1/mcp"}"#,
            r#"{"version":1,"access_token":"","resource":"http://localhost:1/mcp"}"#,
        ] {
            store
                .put("work", &SecretValue::new(garbage), TOKEN_PROVIDER)
                .unwrap();
            let c = cache(&store);
            assert!(c.load().await.is_none(), "{garbage}");
            let shown = format!("{:?} {c:?}", c.last_error());
            assert!(!shown.contains("TOKEN-1234"), "{shown}");
        }
        // Only a refresh token: loaded, so the first 401 refreshes.
        store
            .put(
                "work",
                &SecretValue::new(
                    r#"{"version":1,"access_token":"","refresh_token":"r-1","resource":"http://localhost:1/mcp"}"#,
                ),
                TOKEN_PROVIDER,
            )
            .unwrap();
        let t = cache(&store).load().await.expect("a refresh token alone");
        assert_eq!(t.access_token.expose(), "");
    }

    #[tokio::test]
    async fn store_failures_are_kept_without_a_token() {
        let (dir, store) = setup();
        let c = cache(&store);
        c.save(&tokens()).await;
        // A corrupted store: the load is no cache, the save fails, the file stays.
        let corrupted = r#"{"version":1,"secrets":{"work":{"value":"access-TOKEN-1234"#;
        std::fs::write(store.path(), corrupted).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(store.path(), std::fs::Permissions::from_mode(0o600)).unwrap();
        }
        assert!(c.load().await.is_none());
        let err = c.last_error().expect("the read failed");
        assert!(
            err.contains("corrupted") && err.contains("secrets.json"),
            "{err}"
        );
        c.save(&tokens()).await;
        let err = c.last_error().expect("the write failed");
        assert!(err.contains("corrupted"), "{err}");
        assert_eq!(std::fs::read_to_string(store.path()).unwrap(), corrupted);
        let shown = format!("{err} {c:?} {store:?} {:?}", tokens());
        assert!(!shown.contains("TOKEN-1234"), "{shown}");
        assert!(!shown.contains("TOKEN-5678"), "{shown}");
        drop(dir);
    }

    #[test]
    fn the_default_name_is_the_spec_hash() {
        // SHA-256("http://localhost:1/mcp"), first 24 hex digits (Python's hashlib).
        assert_eq!(
            token_secret_name(URL, None, None),
            "mcp_oauth_http_87e54e553a9c072f86ad7df1"
        );
        assert_eq!(token_secret_name(URL, Some(""), Some("b")), "b");
    }
}
