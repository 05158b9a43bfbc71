//! Shared primitives for Lemon, used by every other crate:
//!
//! * [`paths`]: the agent directory and per-scope state files, resolved at each use
//!   from an injectable environment snapshot;
//! * [`fs`]: crash-safe atomic file writes;
//! * [`lock`]: sibling `<file>.lock` directories for cross-process read-modify-write,
//!   and [`lock::update_json_file`] which combines the two;
//! * [`process`]: whether a pid is alive (stale locks, killed writers' temporaries).

pub mod fs;
pub mod lock;
pub mod paths;
pub mod process;

pub use fs::{FsError, write_atomic};
pub use lock::{LockDir, update_json_file};
pub use paths::Env;
