//! Shared primitives for Lemon, used by every other crate:
//!
//! * [`paths`]: the agent directory and per-scope state files, resolved at each use
//!   from an injectable environment snapshot;
//! * [`fs`]: crash-safe atomic file writes;
//! * [`read`]: bounded file reads (one limit-checked reader for every file Lemon does
//!   not control the size of);
//! * [`redact`]: credentials kept out of output (secret-value scrubbing, header/env
//!   value masking, URL redaction);
//! * [`text`]: the one table of invisible (bidi, zero-width, tag) characters and the
//!   one-line flattening pass for untrusted text;
//! * [`lock`]: sibling `<file>.lock` directories for cross-process read-modify-write,
//!   and [`lock::update_json_file`] which combines the two;
//! * [`process`]: whether a pid is alive (stale locks, killed writers' temporaries);
//! * [`approval`]: the seam through which a library asks a person (or a policy) to
//!   approve an operation;
//! * [`secret`]: named secrets (tokens, client secrets) behind the [`secret::SecretStore`]
//!   seam, kept by default in a `0600` JSON file under the agent directory.

pub mod approval;
pub mod fs;
pub mod lock;
pub mod paths;
pub mod process;
pub mod read;
pub mod redact;
pub mod secret;
pub mod text;
pub mod time;

pub use fs::{FsError, write_atomic};
pub use lock::{LockDir, update_json_file};
pub use paths::Env;
pub use read::{ReadError, read_bounded, read_bounded_string};
