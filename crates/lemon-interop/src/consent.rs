//! A user who approves at once, for authorization-code flows in tests and the conformance
//! client: [`FollowRedirect`] GETs the authorization URL without following redirects and
//! reads the code and state from the `Location` the authorization server answers with.

use std::time::Duration;

use futures::future::BoxFuture;
use lemon_mcp::client::oauth::{
    AuthorizationCodeProvider, AuthorizationRequest, AuthorizationResponse, OAuthError,
};

/// The authorization-code provider that consents without asking anyone.
pub struct FollowRedirect(reqwest::Client);

impl FollowRedirect {
    /// A provider whose GET gives up after `timeout`.
    pub fn new(timeout: Duration) -> Result<FollowRedirect, reqwest::Error> {
        Ok(FollowRedirect(
            reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .timeout(timeout)
                .build()?,
        ))
    }
}

impl AuthorizationCodeProvider for FollowRedirect {
    fn authorize<'a>(
        &'a self,
        req: &'a AuthorizationRequest,
    ) -> BoxFuture<'a, Result<AuthorizationResponse, OAuthError>> {
        Box::pin(async move {
            let fail = |m: String| OAuthError::AuthorizationCode(m);
            let resp = self
                .0
                .get(req.url.clone())
                .send()
                .await
                .map_err(|e| fail(format!("GET the authorization URL: {e}")))?;
            let location = resp
                .headers()
                .get(reqwest::header::LOCATION)
                .and_then(|v| v.to_str().ok())
                .ok_or_else(|| {
                    fail(format!(
                        "the authorization endpoint answered {} without a Location",
                        resp.status()
                    ))
                })?;
            let target = req
                .url
                .join(location)
                .map_err(|e| fail(format!("bad Location: {e}")))?;
            AuthorizationResponse::from_redirect(&target)
        })
    }
}
