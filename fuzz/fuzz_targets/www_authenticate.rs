//! Fuzzes the `WWW-Authenticate` challenge parser: arbitrary header text (one or
//! several values) must never panic, every challenge has a scheme, and the parameter
//! accessors agree with the parameter list.
#![no_main]

use lemon_mcp::client::auth::parse_www_authenticate;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: &[u8]| {
    let text = String::from_utf8_lossy(input);
    // A NUL splits the input into several header values.
    let challenges = parse_www_authenticate(text.split('\0'));
    for c in &challenges {
        assert!(!c.scheme.is_empty());
        for (name, _) in &c.params {
            assert_eq!(name, &name.to_ascii_lowercase());
            assert!(c.param(name).is_some());
        }
        let _ = (c.resource_metadata(), c.scope(), c.is_insufficient_scope());
    }
});
