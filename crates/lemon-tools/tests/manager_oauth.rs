//! OAuth through the connection manager, end to end on 127.0.0.1: lemon-mcp's Streamable
//! HTTP server behind the interop crate's real authorization server
//! (`lemon_interop::oauth_as::protected_echo`: metadata, token endpoint, bearer check;
//! with auto-consent also `/authorize` with PKCE and refresh tokens), and a `reqwest` GET playing the
//! browser that follows the authorization URL to the manager's loopback listener.
//!
//! Client credentials (written, stored and environment secrets; post and basic), tokens
//! persisted through the secret store so that a second manager (a later process: the
//! store is only a file) makes no OAuth exchange at all, tokens kept in memory otherwise;
//! the PKCE authorization behind a scripted approval that accepts, refuses, is absent or
//! too slow, each as its typed `authorization` failure; no secret in any status.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lemon_core::approval::{Decision, Fixed, Recorder, RequestKind};
use lemon_core::paths::Env;
use lemon_core::secret::{FileSecretStore, SecretStore, SecretValue};
use lemon_interop::oauth_as::{self, ProtectedEcho};
use lemon_tools::mcp::config::{Server, Source};
use lemon_tools::mcp::entry::parse_entry;
use lemon_tools::mcp::manager::{CallOptions, Manager, ManagerOptions, ServerStatus};
use lemon_tools::mcp::oauth::{AuthorizationFailure, AuthorizationNotice, AuthorizationPrompt};
use serde_json::{Value, json};

const CLIENT: &str = "lemon-test-client";
const SECRET: &str = "cc-SECRET-value-9431";

async fn protected(auto_consent: bool) -> ProtectedEcho {
    let _ = rustls::crypto::ring::default_provider().install_default();
    oauth_as::protected_echo(CLIENT, SECRET, auto_consent)
        .await
        .expect("the protected server starts")
}

/// What the authorization server and its bearer check have counted.
async fn stats(issuer: &str) -> Value {
    let body = reqwest::get(format!("{issuer}/stats"))
        .await
        .expect("GET /stats")
        .text()
        .await
        .expect("the stats body");
    serde_json::from_str(&body).expect("stats are JSON")
}

fn entry(name: &str, url: &str, extra: Value) -> Server {
    let mut v = json!({"name": name, "type": "http", "url": url, "ready_timeout_ms": 20_000});
    if let (Some(o), Value::Object(e)) = (v.as_object_mut(), extra) {
        o.extend(e);
    }
    Server {
        entry: parse_entry(&v, false).expect("a valid entry"),
        source: Source::LEMON_PROJECT,
        file: None,
        enabled: true,
    }
}

fn store(dir: &tempfile::TempDir) -> Arc<FileSecretStore> {
    Arc::new(FileSecretStore::new(dir.path().join("secrets.json")))
}

fn options(store: Option<Arc<FileSecretStore>>) -> ManagerOptions {
    ManagerOptions {
        secret_store: store.map(|s| s as Arc<dyn SecretStore>),
        ..ManagerOptions::default()
    }
}

fn project() -> PathBuf {
    std::env::temp_dir()
}

/// The browser: follows the authorization URL (the authorization server consents at
/// once and redirects to the loopback listener). Records every URL it was given.
fn browser(seen: Arc<Mutex<Vec<String>>>) -> AuthorizationNotice {
    Arc::new(move |p: &AuthorizationPrompt| {
        seen.lock().unwrap().push(p.url.to_string());
        let url = p.url.clone();
        tokio::spawn(async move {
            let _ = reqwest::get(url).await;
        });
    })
}

fn only(m: &Manager) -> ServerStatus {
    let status = m.status();
    assert_eq!(status.servers.len(), 1);
    status.servers.into_values().next().unwrap()
}

async fn echo(m: &Manager) -> Vec<String> {
    let tools = m.discover_tools(false).await;
    let name = tools
        .iter()
        .find(|t| t.label == "MCP echo")
        .unwrap_or_else(|| panic!("echo listed: {:?}", m.status()))
        .name
        .clone();
    m.prepare(
        &name,
        json!({"message": "behind oauth"}),
        &CallOptions::default(),
    )
    .unwrap()
    .execute()
    .await
    .unwrap()
    .content
}

fn no_secret_in(text: &str, secrets: &[&str]) {
    for s in secrets {
        assert!(!text.contains(s), "{s} leaked into {text}");
    }
}

/// The tokens the store holds for `name` (its saved JSON).
fn saved(store: &FileSecretStore, name: &str) -> Value {
    serde_json::from_str(store.get(name).unwrap().expect("tokens saved").expose()).unwrap()
}

#[tokio::test]
async fn client_credentials_persisted_tokens_make_a_second_manager_exchange_nothing() {
    let p = protected(false).await;
    let dir = tempfile::tempdir().unwrap();
    let servers = vec![entry(
        "cc",
        &p.url,
        json!({"oauth": {"client_id": CLIENT, "client_secret": SECRET, "token_secret": "cc-tokens"}}),
    )];
    let first = Manager::with_servers(project(), servers.clone(), options(Some(store(&dir))));
    assert_eq!(echo(&first).await, ["echo:behind oauth"]);
    let s = only(&first);
    assert!(s.connected && s.last_error.is_none() && s.authorization.is_none());
    let after_first = stats(&p.issuer).await;
    assert_eq!(after_first["tokens_issued"], 1);
    let tokens = saved(&store(&dir), "cc-tokens");
    let access = tokens["access_token"].as_str().unwrap().to_string();
    assert_eq!(tokens["client_id"], CLIENT);
    assert_eq!(tokens["resource"], p.url);
    let shown = format!(
        "{} {:?} {:?}",
        serde_json::to_string(&first.status()).unwrap(),
        first.status(),
        servers[0].entry
    );
    no_secret_in(&shown, &[SECRET, &access]);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(dir.path().join("secrets.json"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
    }
    first.shutdown().await;

    // A later process: a new store object over the same file, a new manager.
    let second = Manager::with_servers(project(), servers, options(Some(store(&dir))));
    assert_eq!(echo(&second).await, ["echo:behind oauth"]);
    let after_second = stats(&p.issuer).await;
    for counter in [
        "tokens_issued",
        "resource_metadata",
        "server_metadata",
        "tokens_refused",
    ] {
        assert_eq!(
            after_second[counter], after_first[counter],
            "the second manager made a {counter} exchange"
        );
    }
    assert!(after_second["authorized"].as_u64() > after_first["authorized"].as_u64());
    second.shutdown().await;
}

#[tokio::test]
async fn stored_and_environment_client_secrets_with_basic_auth() {
    let p = protected(false).await;
    let dir = tempfile::tempdir().unwrap();
    let st = store(&dir);
    st.put("cc-client-secret", &SecretValue::new(SECRET), "manual")
        .unwrap();
    let oauth = json!({"oauth": {"client_id": CLIENT, "client_secret_secret": "cc-client-secret",
                                 "token_auth_method": "basic"}});
    let stored = Manager::with_servers(
        project(),
        vec![entry("stored", &p.url, oauth.clone())],
        options(Some(st)),
    );
    assert_eq!(echo(&stored).await, ["echo:behind oauth"]);
    stored.shutdown().await;

    // Not in the store: the environment variable of that name.
    let env = ManagerOptions {
        env: Env::empty().with("cc-client-secret", SECRET),
        ..options(Some(store(&tempfile::tempdir().unwrap())))
    };
    let from_env = Manager::with_servers(project(), vec![entry("env", &p.url, oauth.clone())], env);
    assert_eq!(echo(&from_env).await, ["echo:behind oauth"]);
    from_env.shutdown().await;

    // Neither: typed, and nothing was asked of the authorization server.
    let before = stats(&p.issuer).await;
    let missing =
        Manager::with_servers(project(), vec![entry("none", &p.url, oauth)], options(None));
    assert!(missing.discover_tools(false).await.is_empty());
    let s = only(&missing);
    assert_eq!(s.last_error, Some("authorization required"));
    assert_eq!(
        s.authorization,
        Some(AuthorizationFailure::MissingClientSecret)
    );
    assert_eq!(
        stats(&p.issuer).await["tokens_issued"],
        before["tokens_issued"]
    );
}

#[tokio::test]
async fn without_persistence_tokens_live_in_memory_across_reconnects_only() {
    let p = protected(false).await;
    let dir = tempfile::tempdir().unwrap();
    let servers = vec![entry(
        "mem",
        &p.url,
        json!({"oauth": {"client_id": CLIENT, "client_secret": SECRET}}),
    )];
    let m = Manager::with_servers(project(), servers.clone(), options(Some(store(&dir))));
    assert_eq!(echo(&m).await, ["echo:behind oauth"]);
    // A new connection of the same manager (shutdown closes it; discovery reconnects)
    // sends the token it holds.
    m.shutdown().await;
    assert_eq!(echo(&m).await, ["echo:behind oauth"]);
    assert_eq!(stats(&p.issuer).await["tokens_issued"], 1);
    assert!(
        !dir.path().join("secrets.json").exists(),
        "nothing is written without token_secret or persist_oauth_tokens"
    );
    m.shutdown().await;
    // Another manager has nothing to reuse.
    let other = Manager::with_servers(project(), servers, options(Some(store(&dir))));
    assert_eq!(echo(&other).await, ["echo:behind oauth"]);
    assert_eq!(stats(&p.issuer).await["tokens_issued"], 2);
    other.shutdown().await;
}

#[tokio::test]
async fn refusals_are_typed_and_redacted() {
    let p = protected(false).await;
    let wrong = "wrong-SECRET-5521";
    let refused = Manager::with_servers(
        project(),
        vec![entry(
            "bad",
            &p.url,
            json!({"oauth": {"client_id": CLIENT, "client_secret": wrong}}),
        )],
        options(None),
    );
    assert!(refused.discover_tools(false).await.is_empty());
    let s = only(&refused);
    assert_eq!(s.last_error, Some("authorization required"));
    assert_eq!(s.authorization, Some(AuthorizationFailure::Refused));
    let json = serde_json::to_string(&refused.status()).unwrap();
    assert!(json.contains(r#""authorization":"refused""#), "{json}");
    no_secret_in(&json, &[wrong, SECRET]);
    assert_eq!(stats(&p.issuer).await["tokens_refused"], 1);

    // A protected server and an entry without an oauth block.
    let bare = Manager::with_servers(
        project(),
        vec![entry("bare", &p.url, json!({}))],
        options(None),
    );
    bare.discover_tools(false).await;
    let s = only(&bare);
    assert_eq!(s.last_error, Some("authorization required"));
    assert_eq!(s.authorization, Some(AuthorizationFailure::NotConfigured));
}

fn pkce(url: &str, redirect_port: u16, extra: Value) -> Server {
    let mut oauth = json!({"client_id": CLIENT, "flow": "authorization_code_pkce",
        "redirect_uri": format!("http://127.0.0.1:{redirect_port}/callback"), "scope": "mcp"});
    if let (Some(o), Value::Object(e)) = (oauth.as_object_mut(), extra) {
        o.extend(e);
    }
    entry("secure", url, json!({"oauth": oauth}))
}

#[tokio::test]
async fn pkce_asks_once_then_a_second_manager_reuses_the_saved_tokens() {
    let p = protected(true).await;
    let dir = tempfile::tempdir().unwrap();
    let port = lemon_interop::peers::free_port().unwrap();
    let servers = vec![pkce(&p.url, port, json!({"token_secret": "pkce-tokens"}))];
    let approver = Arc::new(Recorder::new([Decision::Approved]));
    let urls = Arc::new(Mutex::new(Vec::new()));
    let first = Manager::with_servers(
        project(),
        servers.clone(),
        ManagerOptions {
            approver: Some(approver.clone()),
            on_authorization: Some(browser(urls.clone())),
            ..options(Some(store(&dir)))
        },
    );
    assert_eq!(echo(&first).await, ["echo:behind oauth"]);
    let after_first = stats(&p.issuer).await;
    assert_eq!(after_first["authorizations"], 1);
    assert_eq!(after_first["tokens_issued"], 1);

    // One approval: the server, the authorization server's origin, nothing of the URL's
    // query (state, challenge) and no token.
    let seen = approver.seen();
    assert_eq!(seen.len(), 1);
    let r = &seen[0];
    assert_eq!(r.kind, RequestKind::OAuthAuthorization);
    assert_eq!(r.tool, "mcp_secure_oauth");
    assert_eq!(r.skill, "secure");
    assert_eq!(r.source, p.issuer);
    assert!(r.rationale.contains("client=lemon-test-client") && r.rationale.contains("scope=mcp"));
    let shown = format!("{r:?}");
    for absent in ["state", "code_challenge", "/authorize", "callback"] {
        assert!(!shown.contains(absent), "{absent} shown in {shown}");
    }
    // The browser got the full URL, after the approval.
    let urls = urls.lock().unwrap().clone();
    assert_eq!(urls.len(), 1);
    assert!(
        urls[0].starts_with(&format!("{}/authorize?", p.issuer)),
        "{}",
        urls[0]
    );
    assert!(urls[0].contains("code_challenge_method=S256"));
    let tokens = saved(&store(&dir), "pkce-tokens");
    let (access, refresh) = (
        tokens["access_token"].as_str().unwrap().to_string(),
        tokens["refresh_token"].as_str().unwrap().to_string(),
    );
    no_secret_in(
        &format!(
            "{} {:?}",
            serde_json::to_string(&first.status()).unwrap(),
            first.status()
        ),
        &[&access, &refresh],
    );
    first.shutdown().await;

    // A later process whose approver would refuse: it is never asked.
    let refuser = Arc::new(Recorder::new([]));
    let second = Manager::with_servers(
        project(),
        servers,
        ManagerOptions {
            approver: Some(refuser.clone()),
            ..options(Some(store(&dir)))
        },
    );
    assert_eq!(echo(&second).await, ["echo:behind oauth"]);
    assert!(refuser.seen().is_empty());
    let after_second = stats(&p.issuer).await;
    for counter in [
        "authorizations",
        "tokens_issued",
        "resource_metadata",
        "refreshes",
    ] {
        assert_eq!(after_second[counter], after_first[counter], "{counter}");
    }
    second.shutdown().await;

    // The saved access token stops working (revoked): the refresh token gets a new one,
    // still without asking anybody, and the rotated pair is saved.
    let mut tampered = saved(&store(&dir), "pkce-tokens");
    tampered["access_token"] = json!("revoked-access-token");
    store(&dir)
        .put(
            "pkce-tokens",
            &SecretValue::new(tampered.to_string()),
            "mcp_oauth",
        )
        .unwrap();
    let third = Manager::with_servers(
        project(),
        vec![pkce(&p.url, port, json!({"token_secret": "pkce-tokens"}))],
        ManagerOptions {
            approver: Some(refuser.clone()),
            ..options(Some(store(&dir)))
        },
    );
    assert_eq!(echo(&third).await, ["echo:behind oauth"]);
    assert!(refuser.seen().is_empty());
    let after_third = stats(&p.issuer).await;
    assert_eq!(after_third["refreshes"], 1);
    assert_eq!(after_third["authorizations"], 1);
    assert!(after_third["invalid_token"].as_u64() > after_second["invalid_token"].as_u64());
    let rotated = saved(&store(&dir), "pkce-tokens");
    assert_ne!(rotated["refresh_token"].as_str(), Some(refresh.as_str()));
    assert_ne!(rotated["access_token"], "revoked-access-token");
    third.shutdown().await;
}

#[tokio::test]
async fn a_refused_authorization_binds_nothing_and_is_not_asked_again_before_a_refresh() {
    let p = protected(true).await;
    let port = lemon_interop::peers::free_port().unwrap();
    let approver = Arc::new(Recorder::new([Decision::Denied]));
    let urls = Arc::new(Mutex::new(Vec::new()));
    let m = Manager::with_servers(
        project(),
        vec![pkce(&p.url, port, json!({}))],
        ManagerOptions {
            approver: Some(approver.clone()),
            on_authorization: Some(browser(urls.clone())),
            ..options(None)
        },
    );
    assert!(m.discover_tools(false).await.is_empty());
    let s = only(&m);
    assert_eq!(s.last_error, Some("authorization required"));
    assert_eq!(s.authorization, Some(AuthorizationFailure::Denied));
    assert!(
        AuthorizationFailure::Denied
            .hint()
            .contains("lemon mcp status")
    );
    assert_eq!(approver.seen().len(), 1);
    assert!(
        urls.lock().unwrap().is_empty(),
        "no URL shown after a refusal"
    );
    assert_eq!(stats(&p.issuer).await["authorizations"], 0);
    std::net::TcpListener::bind(("127.0.0.1", port)).expect("the redirect port was never bound");

    // Discovery again (even forced) does not ask again; an explicit refresh does.
    m.discover_tools(true).await;
    assert_eq!(approver.seen().len(), 1);
    m.refresh(Some("secure")).await;
    assert_eq!(approver.seen().len(), 2);
    assert_eq!(only(&m).authorization, Some(AuthorizationFailure::Denied));
}

#[tokio::test]
async fn nobody_to_ask_no_redirect_and_a_browser_that_never_comes_back() {
    let p = protected(true).await;
    let port = lemon_interop::peers::free_port().unwrap();
    let status_of = |opts: ManagerOptions, server: Server| async move {
        let started = Instant::now();
        let m = Manager::with_servers(project(), vec![server], opts);
        assert!(m.discover_tools(false).await.is_empty());
        (only(&m), started.elapsed())
    };
    let urls = Arc::new(Mutex::new(Vec::new()));

    // No approver; an approver that cannot ask; approved but nowhere to show the URL.
    for opts in [
        ManagerOptions {
            on_authorization: Some(browser(urls.clone())),
            ..options(None)
        },
        ManagerOptions {
            approver: Some(Arc::new(Fixed(Decision::Unavailable("no terminal".into())))),
            on_authorization: Some(browser(urls.clone())),
            ..options(None)
        },
        ManagerOptions {
            approver: Some(Arc::new(Fixed(Decision::Approved))),
            ..options(None)
        },
    ] {
        let (s, took) = status_of(opts, pkce(&p.url, port, json!({}))).await;
        assert_eq!(s.authorization, Some(AuthorizationFailure::Unavailable));
        assert!(
            took < Duration::from_secs(10),
            "failed fast, not after the wait: {took:?}"
        );
    }
    assert!(urls.lock().unwrap().is_empty());

    // PKCE without a loopback redirect: nothing can receive the code.
    let mut no_redirect = pkce(&p.url, port, json!({}));
    no_redirect = {
        let v = json!({"name": "secure", "type": "http", "url": p.url, "ready_timeout_ms": 20_000,
                       "oauth": {"client_id": CLIENT, "flow": "pkce"}});
        Server {
            entry: parse_entry(&v, false).unwrap(),
            ..no_redirect
        }
    };
    let (s, _) = status_of(
        ManagerOptions {
            approver: Some(Arc::new(Fixed(Decision::Approved))),
            ..options(None)
        },
        no_redirect,
    )
    .await;
    assert_eq!(s.authorization, Some(AuthorizationFailure::NoRedirect));

    // Approved, the URL shown, and nobody opens it: timed out after the entry's wait.
    let ignored: AuthorizationNotice = Arc::new(|_p: &AuthorizationPrompt| {});
    let (s, took) = status_of(
        ManagerOptions {
            approver: Some(Arc::new(Fixed(Decision::Approved))),
            on_authorization: Some(ignored),
            ..options(None)
        },
        pkce(&p.url, port, json!({"authorization_timeout_ms": 300})),
    )
    .await;
    assert_eq!(s.last_error, Some("authorization required"));
    assert_eq!(s.authorization, Some(AuthorizationFailure::TimedOut));
    assert!(took < Duration::from_secs(10), "{took:?}");
    assert_eq!(stats(&p.issuer).await["authorizations"], 0);
}
