//! Shared primitives for Lemon.
