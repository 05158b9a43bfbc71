//! PKCE (RFC 7636, S256 only) and the `state` parameter: random values from the
//! thread-local CSPRNG, base64url without padding.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use rand::RngCore as _;
use sha2::{Digest as _, Sha256};

fn random_b64(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    rand::rng().fill_bytes(&mut buf);
    URL_SAFE_NO_PAD.encode(buf)
}

/// A code verifier (43 characters, 256 bits of entropy) and its S256 challenge.
pub(crate) struct Pkce {
    pub(crate) verifier: String,
    pub(crate) challenge: String,
}

impl Pkce {
    pub(crate) fn new() -> Self {
        let verifier = random_b64(32);
        let challenge = challenge_of(&verifier);
        Pkce {
            verifier,
            challenge,
        }
    }
}

pub(crate) fn challenge_of(verifier: &str) -> String {
    URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

/// A fresh `state` value (128 bits).
pub(crate) fn state() -> String {
    random_b64(16)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn s256_is_unpadded_base64url_of_sha256() {
        // `printf %s VERIFIER | sha256sum | xxd -r -p | base64 | tr '+/' '-_'`, minus `=`.
        assert_eq!(
            challenge_of("dBjftJeZ4CVP-mJ92IZtYU4JC1jM9eq3O5OixBBNRRw"),
            "fRQpmN7nTmEBeIgG_hwObPB21QsUq60yqBGfEA6OGjQ"
        );
        let p = Pkce::new();
        assert_eq!(p.verifier.len(), 43);
        assert_ne!(p.verifier, Pkce::new().verifier);
        assert_ne!(state(), state());
    }
}
