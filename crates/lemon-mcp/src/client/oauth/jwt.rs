//! `private_key_jwt` client authentication (RFC 7523): an ES256 client assertion signed
//! with a configured P-256 key (PKCS#8 PEM), with `iss` = `sub` = the client id, `aud`
//! = the issuer, a five-minute lifetime and a random `jti`. Signing is ring's.

use std::fmt;
use std::time::{SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use ring::rand::SystemRandom;
use ring::signature::{ECDSA_P256_SHA256_FIXED_SIGNING, EcdsaKeyPair};
use serde_json::json;

use super::OAuthError;

/// A P-256 private key for `private_key_jwt` (ES256); `Debug` never shows it.
///
/// ```
/// use lemon_mcp::client::oauth::PrivateKey;
/// assert!(PrivateKey::from_pem("not a key").is_err());
/// ```
#[derive(Clone)]
pub struct PrivateKey {
    pkcs8: Vec<u8>,
}

impl fmt::Debug for PrivateKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PrivateKey(ES256, ***)")
    }
}

impl PrivateKey {
    /// Reads a PKCS#8 PEM (`-----BEGIN PRIVATE KEY-----`) holding a P-256 key.
    pub fn from_pem(pem: &str) -> Result<Self, OAuthError> {
        let bad = |why: &str| OAuthError::Config(format!("the private key {why}"));
        let body: String = pem
            .lines()
            .map(str::trim)
            .filter(|l| !l.starts_with("-----"))
            .collect();
        let pkcs8 = STANDARD
            .decode(body.as_bytes())
            .map_err(|_| bad("is not PEM"))?;
        EcdsaKeyPair::from_pkcs8(
            &ECDSA_P256_SHA256_FIXED_SIGNING,
            &pkcs8,
            &SystemRandom::new(),
        )
        .map_err(|_| bad("is not a PKCS#8 P-256 key"))?;
        Ok(PrivateKey { pkcs8 })
    }

    /// A signed client assertion for `client_id` at `audience`.
    pub(crate) fn assertion(&self, client_id: &str, audience: &str) -> Result<String, OAuthError> {
        let rng = SystemRandom::new();
        let key = EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &self.pkcs8, &rng)
            .map_err(|_| OAuthError::Config("the private key cannot be used".into()))?;
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0);
        let header = json!({"alg": "ES256", "typ": "JWT"});
        let claims = json!({
            "iss": client_id,
            "sub": client_id,
            "aud": audience,
            "iat": now,
            "exp": now + 300,
            "jti": super::pkce::state(),
        });
        let signing_input = format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(header.to_string()),
            URL_SAFE_NO_PAD.encode(claims.to_string())
        );
        let sig = key
            .sign(&rng, signing_input.as_bytes())
            .map_err(|_| OAuthError::Config("signing the client assertion failed".into()))?;
        Ok(format!(
            "{signing_input}.{}",
            URL_SAFE_NO_PAD.encode(sig.as_ref())
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ring::signature::{ECDSA_P256_SHA256_FIXED, KeyPair as _, UnparsedPublicKey};

    #[test]
    fn assertions_verify_with_the_public_key() {
        let rng = SystemRandom::new();
        let doc = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &rng).unwrap();
        let pem = format!(
            "-----BEGIN PRIVATE KEY-----\n{}\n-----END PRIVATE KEY-----\n",
            STANDARD.encode(doc.as_ref())
        );
        let key = PrivateKey::from_pem(&pem).unwrap();
        let jwt = key.assertion("cid", "https://as.example").unwrap();
        let (input, sig) = jwt.rsplit_once('.').unwrap();
        let pair =
            EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, doc.as_ref(), &rng).unwrap();
        UnparsedPublicKey::new(&ECDSA_P256_SHA256_FIXED, pair.public_key().as_ref())
            .verify(input.as_bytes(), &URL_SAFE_NO_PAD.decode(sig).unwrap())
            .unwrap();
        let claims: serde_json::Value = serde_json::from_slice(
            &URL_SAFE_NO_PAD
                .decode(input.split('.').nth(1).unwrap())
                .unwrap(),
        )
        .unwrap();
        assert_eq!(
            (claims["iss"].as_str(), claims["aud"].as_str()),
            (Some("cid"), Some("https://as.example"))
        );
        assert!(!format!("{key:?}").contains(&STANDARD.encode(doc.as_ref())[..20]));
    }
}
