//! Interop helpers.
