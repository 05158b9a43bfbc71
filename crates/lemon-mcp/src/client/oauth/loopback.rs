//! [`LoopbackCodeProvider`]: the built-in [`AuthorizationCodeProvider`] for native
//! clients. It listens on the redirect URI's loopback address and port (127.0.0.1,
//! localhost or ::1, a fixed port), hands the authorization URL to a callback (print it,
//! open a browser), and reads `code`, `state` and `iss` from the one redirect that comes
//! back: bounded request heads, a timeout on the whole wait.

use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use futures::future::BoxFuture;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpListener;

use super::{AuthorizationCodeProvider, AuthorizationRequest, AuthorizationResponse, OAuthError};

/// The most bytes read of one request head at the redirect listener.
const MAX_HEAD_BYTES: usize = 8 * 1024;
/// The most connections served before giving up (favicon requests and the like).
const MAX_CONNECTIONS: usize = 16;

type UrlCallback = Arc<dyn Fn(&url::Url) + Send + Sync>;

/// Waits on a loopback redirect URI for the authorization server's answer.
///
/// ```
/// use std::time::Duration;
/// use lemon_mcp::client::oauth::{LoopbackCodeProvider, OAuthConfig};
/// use std::sync::Arc;
///
/// let provider = LoopbackCodeProvider::new(|url| eprintln!("Open {url} to authorize"))
///     .timeout(Duration::from_secs(120));
/// let cfg = OAuthConfig::new()
///     .redirect_uri("http://127.0.0.1:8976/callback")
///     .code_provider(Arc::new(provider));
/// assert!(cfg.code_provider.is_some());
/// ```
#[derive(Clone)]
pub struct LoopbackCodeProvider {
    on_url: UrlCallback,
    timeout: Duration,
}

impl fmt::Debug for LoopbackCodeProvider {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LoopbackCodeProvider")
            .field("timeout", &self.timeout)
            .finish_non_exhaustive()
    }
}

impl LoopbackCodeProvider {
    /// A provider that calls `on_url` with the authorization URL once it listens.
    /// Default timeout 5 minutes.
    pub fn new(on_url: impl Fn(&url::Url) + Send + Sync + 'static) -> Self {
        LoopbackCodeProvider {
            on_url: Arc::new(on_url),
            timeout: Duration::from_secs(300),
        }
    }

    /// Sets how long to wait for the redirect.
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }
}

/// The socket address a loopback redirect URI names, and its path.
fn listen_addr(redirect: &str) -> Result<(SocketAddr, String), OAuthError> {
    let bad = |why: &str| OAuthError::Config(format!("redirect URI {redirect:?}: {why}"));
    let u = url::Url::parse(redirect).map_err(|_| bad("does not parse"))?;
    if u.scheme() != "http" {
        return Err(bad("the loopback listener needs an http URI"));
    }
    let ip = match u.host() {
        Some(url::Host::Domain("localhost")) | Some(url::Host::Ipv4(Ipv4Addr::LOCALHOST)) => {
            IpAddr::V4(Ipv4Addr::LOCALHOST)
        }
        Some(url::Host::Ipv6(Ipv6Addr::LOCALHOST)) => IpAddr::V6(Ipv6Addr::LOCALHOST),
        _ => return Err(bad("the host must be 127.0.0.1, localhost or [::1]")),
    };
    let port = u.port().ok_or_else(|| bad("it needs an explicit port"))?;
    Ok((SocketAddr::new(ip, port), u.path().to_string()))
}

/// Reads one request head (bounded) and returns its target.
async fn read_target(stream: &mut tokio::net::TcpStream) -> Option<String> {
    let mut buf = Vec::with_capacity(1024);
    let mut chunk = [0u8; 1024];
    while !buf.windows(4).any(|w| w == b"\r\n\r\n") {
        let n = stream.read(&mut chunk).await.ok()?;
        if n == 0 || buf.len() + n > MAX_HEAD_BYTES {
            return None;
        }
        buf.extend_from_slice(&chunk[..n]);
    }
    let head = String::from_utf8_lossy(&buf);
    let line = head.lines().next()?;
    let mut parts = line.split(' ');
    (parts.next()? == "GET").then_some(())?;
    parts.next().map(str::to_string)
}

async fn reply(stream: &mut tokio::net::TcpStream, status: &str, text: &str) {
    let resp = format!(
        "HTTP/1.1 {status}\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{text}",
        text.len()
    );
    let _ = stream.write_all(resp.as_bytes()).await;
    let _ = stream.shutdown().await;
}

impl LoopbackCodeProvider {
    async fn wait(&self, req: &AuthorizationRequest) -> Result<AuthorizationResponse, OAuthError> {
        let (addr, path) = listen_addr(&req.redirect_uri)?;
        let listener = TcpListener::bind(addr)
            .await
            .map_err(|e| OAuthError::AuthorizationCode(format!("cannot listen on {addr}: {e}")))?;
        (self.on_url)(&req.url);
        for _ in 0..MAX_CONNECTIONS {
            let (mut stream, _) = listener
                .accept()
                .await
                .map_err(|e| OAuthError::AuthorizationCode(format!("accept failed: {e}")))?;
            let target = tokio::time::timeout(Duration::from_secs(10), read_target(&mut stream))
                .await
                .ok()
                .flatten();
            let Some(target) = target else {
                reply(&mut stream, "400 Bad Request", "bad request").await;
                continue;
            };
            let Ok(full) = url::Url::parse(&format!("http://{addr}{target}")) else {
                reply(&mut stream, "400 Bad Request", "bad request").await;
                continue;
            };
            if full.path() != path {
                reply(&mut stream, "404 Not Found", "not found").await;
                continue;
            }
            let answer = AuthorizationResponse::from_redirect(&full);
            let text = match &answer {
                Ok(_) => "Authorization received; you can close this window.",
                Err(_) => "Authorization failed; you can close this window.",
            };
            reply(&mut stream, "200 OK", text).await;
            return answer;
        }
        Err(OAuthError::AuthorizationCode(
            "too many requests at the redirect URI without an answer".into(),
        ))
    }
}

impl AuthorizationCodeProvider for LoopbackCodeProvider {
    fn authorize<'a>(
        &'a self,
        request: &'a AuthorizationRequest,
    ) -> BoxFuture<'a, Result<AuthorizationResponse, OAuthError>> {
        Box::pin(async move {
            match tokio::time::timeout(self.timeout, self.wait(request)).await {
                Ok(r) => r,
                Err(_) => Err(OAuthError::AuthorizationCode(format!(
                    "no redirect arrived within {:?}",
                    self.timeout
                ))),
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_loopback_redirects_with_a_port() {
        assert!(listen_addr("http://127.0.0.1:8976/cb").is_ok());
        assert!(listen_addr("http://localhost:8976/cb").is_ok());
        assert!(listen_addr("http://[::1]:8976/cb").is_ok());
        assert!(listen_addr("http://example.com:8976/cb").is_err());
        assert!(listen_addr("https://127.0.0.1:8976/cb").is_err());
        assert!(listen_addr("http://127.0.0.1/cb").is_err());
    }
}
