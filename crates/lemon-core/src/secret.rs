//! Named secrets (OAuth tokens, client secrets) kept out of configuration files.
//!
//! [`SecretStore`] is the seam: get, put, delete and list secrets by name, with values
//! wrapped in [`SecretValue`] so they never reach a `Debug` print, and errors
//! ([`SecretError`]) that never carry one. [`FileSecretStore`] is the store Lemon uses:
//! one JSON file, `<agent dir>/secrets.json` by default ([`SECRETS_FILE`]).
//!
//! # The file
//!
//! ```json
//! {
//!   "version": 1,
//!   "secrets": {
//!     "mcp_oauth_http_0123456789abcdef01234567": {
//!       "value": "…",
//!       "provider": "mcp_oauth",
//!       "updated_at": "2026-12-01T15:00:00Z"
//!     }
//!   }
//! }
//! ```
//!
//! * Every write is a read-modify-write under the sibling lock `secrets.json.lock`
//!   ([`crate::lock::update_json_file_with`]): the file is read after the lock is taken,
//!   so concurrent writers (threads or processes) of different names all land, and it
//!   is replaced atomically ([`crate::fs::write_atomic_private`]), so a writer killed at
//!   any instant leaves the old file or the new one.
//! * The file is always written with mode `0600`. A read (`get`, `list`) of a file that
//!   the group or others can read or write is refused with [`SecretError::Exposed`]
//!   (what `ssh` does with a private key): its values may have been seen, and the
//!   caller should say so. The next write tightens the mode back to `0600`.
//! * Reads are bounded ([`MAX_SECRETS_FILE_BYTES`]; one value at most
//!   [`MAX_SECRET_BYTES`]).
//! * A file that is not valid JSON, or not this shape, or of a newer `version`, is
//!   reported ([`SecretError::Corrupt`], [`SecretError::UnsupportedVersion`]) and never
//!   rewritten: a write that would replace it fails instead, so no secret is lost to a
//!   repair. Unknown fields are kept.
//!
//! # Why no OS keyring (yet)
//!
//! The MCP specification (G.21) wants "the OS keyring when available". Decision: no
//! keyring backend now. On Linux the keyring is the Secret Service D-Bus API, which
//! needs a running session bus and an unlocked keyring daemon; the machines Lemon is
//! built and tested on (CI, containers, SSH sessions) have neither, so a keyring store
//! could not be tested against a real keyring here, and every crate for it pulls in a
//! D-Bus stack. A keyring store is one more implementation of [`SecretStore`]: callers
//! take an `Arc<dyn SecretStore>`, and choosing a keyring when one answers (falling
//! back to the file) is a change at the place that builds the store.
//!
//! ```
//! use lemon_core::secret::{FileSecretStore, SecretStore, SecretValue};
//! # fn main() -> Result<(), lemon_core::secret::SecretError> {
//! let dir = tempfile::tempdir().unwrap();
//! let store = FileSecretStore::new(dir.path().join("secrets.json"));
//! store.put("github", &SecretValue::new("ghp_example"), "manual")?;
//! assert_eq!(store.get("github")?.unwrap().expose(), "ghp_example");
//! assert_eq!(store.list()?[0].provider.as_deref(), Some("manual"));
//! assert!(!format!("{store:?} {:?}", store.get("github")?).contains("ghp_example"));
//! assert!(store.delete("github")?);
//! assert!(store.get("github")?.is_none());
//! # Ok(()) }
//! ```

use std::fmt;
use std::path::{Path, PathBuf};

use serde_json::{Map, Value, json};

use crate::fs::FsError;
use crate::lock::{LockOptions, OnMalformed, UpdateOptions, update_json_file_with};
use crate::paths::{Env, PathError, agent_dir, resolve};
use crate::read::{ReadError, read_bounded};

/// The file name of the default store, under the agent directory.
pub const SECRETS_FILE: &str = "secrets.json";
/// The largest secrets file read; a larger one is refused ([`SecretError::Read`]).
pub const MAX_SECRETS_FILE_BYTES: u64 = 8 * 1024 * 1024;
/// The largest value [`SecretStore::put`] accepts, in bytes.
pub const MAX_SECRET_BYTES: usize = 64 * 1024;
/// The longest secret name, in bytes.
pub const MAX_NAME_BYTES: usize = 256;
/// The file format this module reads and writes.
const FORMAT_VERSION: u64 = 1;

/// A secret's value. Its `Debug` shows `SecretValue(***)`; it has no `Display`, and
/// the value is only reached through [`expose`](Self::expose).
///
/// ```
/// use lemon_core::secret::SecretValue;
/// let v = SecretValue::new("tok-123");
/// assert_eq!(format!("{v:?}"), "SecretValue(***)");
/// assert_eq!(v.expose(), "tok-123");
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct SecretValue(String);

impl SecretValue {
    /// Wraps a value.
    pub fn new(value: impl Into<String>) -> Self {
        SecretValue(value.into())
    }

    /// The value, for the one place that uses it.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for SecretValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SecretValue(***)")
    }
}

/// What [`SecretStore::list`] tells of one secret: never its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SecretInfo {
    /// The secret's name.
    pub name: String,
    /// The tag its writer gave (`mcp_oauth` for MCP OAuth tokens).
    pub provider: Option<String>,
    /// When it was last written (ISO-8601 UTC), if recorded.
    pub updated_at: Option<String>,
}

/// Why a secret store operation failed. No variant carries a secret value.
#[derive(Debug, thiserror::Error)]
pub enum SecretError {
    /// The name is empty, too long or holds a control or invisible character.
    #[error("invalid secret name: {reason}")]
    InvalidName {
        /// What is wrong with it.
        reason: &'static str,
    },
    /// The value is larger than [`MAX_SECRET_BYTES`].
    #[error("the secret value is larger than {limit} bytes")]
    ValueTooLarge {
        /// The bound, in bytes.
        limit: usize,
    },
    /// The file is not valid JSON or not a secrets file; it is left as it is.
    #[error(
        "{} is corrupted ({reason}); it was not changed: fix it, or move it away to start empty",
        path.display()
    )]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What is wrong (a JSON syntax error's position, or the shape expected).
        reason: String,
    },
    /// The file was written by a newer Lemon; it is left as it is.
    #[error(
        "{} has format version {version}, which this Lemon does not know; it was not changed",
        path.display()
    )]
    UnsupportedVersion {
        /// The file.
        path: PathBuf,
        /// The version found, as written.
        version: String,
    },
    /// The file can be read or written by the group or others.
    #[error(
        "{} is accessible to other users (mode {mode:04o}), so its secrets may have been \
         seen: rotate them, then `chmod 600` it (the next write also makes it 0600)",
        path.display()
    )]
    Exposed {
        /// The file.
        path: PathBuf,
        /// Its permission bits.
        mode: u32,
    },
    /// The file could not be read (or is larger than [`MAX_SECRETS_FILE_BYTES`]).
    #[error(transparent)]
    Read(#[from] ReadError),
    /// Locking or writing failed.
    #[error(transparent)]
    Fs(FsError),
}

impl From<FsError> for SecretError {
    fn from(e: FsError) -> Self {
        match e {
            // serde_json's syntax errors say what and where, never the text around it.
            FsError::MalformedJson { path, source } => SecretError::Corrupt {
                path,
                reason: source.to_string(),
            },
            other => SecretError::Fs(other),
        }
    }
}

/// Where named secrets live. Implementations keep values out of `Debug` and errors;
/// every method may block on I/O (call it from a blocking context in async code).
///
/// ```
/// use lemon_core::secret::{SecretError, SecretStore, SecretValue};
/// fn token(store: &dyn SecretStore) -> Result<Option<String>, SecretError> {
///     Ok(store.get("github")?.map(|v| v.expose().to_string()))
/// }
/// let dir = tempfile::tempdir().unwrap();
/// let store = lemon_core::secret::FileSecretStore::new(dir.path().join("s.json"));
/// assert_eq!(token(&store).unwrap(), None);
/// ```
pub trait SecretStore: Send + Sync + fmt::Debug {
    /// The secret named `name`, if there is one.
    fn get(&self, name: &str) -> Result<Option<SecretValue>, SecretError>;
    /// Stores `value` under `name` (replacing any), tagged with `provider`, a short
    /// word naming what wrote it (`mcp_oauth`).
    fn put(&self, name: &str, value: &SecretValue, provider: &str) -> Result<(), SecretError>;
    /// Removes the secret named `name`; `false` when there was none.
    fn delete(&self, name: &str) -> Result<bool, SecretError>;
    /// Every secret's name, provider and time of writing, sorted by name.
    fn list(&self) -> Result<Vec<SecretInfo>, SecretError>;
}

/// The file store: one JSON file, mode `0600` (see the [module documentation](self)).
#[derive(Debug, Clone)]
pub struct FileSecretStore {
    path: PathBuf,
    lock: LockOptions,
}

impl FileSecretStore {
    /// A store kept in `path` (created on the first write).
    pub fn new(path: impl Into<PathBuf>) -> Self {
        FileSecretStore {
            path: path.into(),
            lock: LockOptions::default(),
        }
    }

    /// The default store, `<agent dir>/secrets.json`, the agent directory resolved from
    /// `env` ([`crate::paths::agent_dir`], relative values against its working directory).
    ///
    /// ```
    /// use lemon_core::{paths::Env, secret::FileSecretStore};
    /// let env = Env::empty().with("LEMON_AGENT_DIR", "/home/ada/.lemon/agent");
    /// let store = FileSecretStore::in_agent_dir(&env).unwrap();
    /// assert_eq!(store.path(), std::path::Path::new("/home/ada/.lemon/agent/secrets.json"));
    /// ```
    pub fn in_agent_dir(env: &Env) -> Result<Self, PathError> {
        Ok(Self::new(resolve(&agent_dir(env)?, env).join(SECRETS_FILE)))
    }

    /// Sets how long a write waits for the file's lock.
    pub fn with_lock_options(mut self, lock: LockOptions) -> Self {
        self.lock = lock;
        self
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The whole document for a read, refusing an exposed file; `None` when missing.
    fn read_document(&self) -> Result<Option<Value>, SecretError> {
        let bytes = match read_bounded(&self.path, MAX_SECRETS_FILE_BYTES) {
            Ok(b) => b,
            Err(e) if e.is_not_found() => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        self.check_mode()?;
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return Ok(None);
        }
        serde_json::from_slice(&bytes)
            .map(Some)
            .map_err(|e| SecretError::Corrupt {
                path: self.path.clone(),
                reason: e.to_string(),
            })
    }

    #[cfg(unix)]
    fn check_mode(&self) -> Result<(), SecretError> {
        use std::os::unix::fs::PermissionsExt;
        let meta = std::fs::metadata(&self.path).map_err(|source| ReadError::Io {
            path: self.path.clone(),
            source,
        })?;
        let mode = meta.permissions().mode() & 0o7777;
        if mode & 0o077 != 0 {
            return Err(SecretError::Exposed {
                path: self.path.clone(),
                mode,
            });
        }
        Ok(())
    }

    #[cfg(not(unix))]
    fn check_mode(&self) -> Result<(), SecretError> {
        Ok(())
    }

    /// Read-modify-write of the `secrets` object under the lock; nothing is written when
    /// `f` leaves it unchanged or fails, or when the file is not a valid secrets file.
    fn update<R>(
        &self,
        f: impl FnOnce(&mut Map<String, Value>) -> Result<R, SecretError>,
    ) -> Result<R, SecretError> {
        let options = UpdateOptions {
            lock: self.lock,
            on_malformed: OnMalformed::Error,
            private: true,
        };
        update_json_file_with(&self.path, &options, |doc: &mut Value| {
            check_document(doc, &self.path)?;
            let before = doc.clone();
            let out = Self::edit_secrets(doc, f)?;
            // Adding the skeleton alone is no change: a delete of nothing writes nothing.
            if before.get("secrets").unwrap_or(&Value::Object(Map::new())) == &doc["secrets"] {
                *doc = before;
            }
            Ok(out)
        })
    }

    /// Runs `f` on `doc`'s `secrets` (a checked document), adding `version` and an
    /// empty `secrets` to an empty one.
    fn edit_secrets<R>(
        doc: &mut Value,
        f: impl FnOnce(&mut Map<String, Value>) -> Result<R, SecretError>,
    ) -> Result<R, SecretError> {
        {
            let obj = doc
                .as_object_mut()
                .expect("check_document accepts objects only");
            if obj.is_empty() {
                obj.insert("version".into(), json!(FORMAT_VERSION));
            }
            let secrets = obj
                .entry("secrets")
                .or_insert_with(|| Value::Object(Map::new()))
                .as_object_mut()
                .expect("check_document accepts an object `secrets` only");
            f(secrets)
        }
    }
}

/// Checks that `doc` is a secrets file this version can read: an object (`{}` is the
/// empty file), `version` 1, `secrets` an object of objects each with a string `value`.
fn check_document(doc: &Value, path: &Path) -> Result<(), SecretError> {
    let corrupt = |reason: String| SecretError::Corrupt {
        path: path.to_path_buf(),
        reason,
    };
    let Some(obj) = doc.as_object() else {
        return Err(corrupt("the top level is not an object".into()));
    };
    if obj.is_empty() {
        return Ok(());
    }
    match obj.get("version") {
        Some(v) if v.as_u64() == Some(FORMAT_VERSION) => {}
        Some(Value::Number(n)) => {
            return Err(SecretError::UnsupportedVersion {
                path: path.to_path_buf(),
                version: n.to_string(),
            });
        }
        Some(_) => return Err(corrupt("`version` is not a number".into())),
        None => return Err(corrupt("`version` is missing".into())),
    }
    let Some(secrets) = obj.get("secrets") else {
        return Ok(());
    };
    let Some(secrets) = secrets.as_object() else {
        return Err(corrupt("`secrets` is not an object".into()));
    };
    // Entries are named by position: a name in a damaged file could be anything.
    for (i, entry) in secrets.values().enumerate() {
        let ok = entry
            .as_object()
            .is_some_and(|e| e.get("value").is_some_and(Value::is_string));
        if !ok {
            return Err(corrupt(format!(
                "entry {} of `secrets` has no string `value`",
                i + 1
            )));
        }
    }
    Ok(())
}

fn check_name(name: &str) -> Result<(), SecretError> {
    let reason = if name.is_empty() {
        "it is empty"
    } else if name.len() > MAX_NAME_BYTES {
        "it is longer than 256 bytes"
    } else if name.chars().any(crate::text::breaks_one_line) {
        "it holds a control, line-break or invisible character"
    } else if name.trim() != name {
        "it starts or ends with white space"
    } else {
        return Ok(());
    };
    Err(SecretError::InvalidName { reason })
}

fn field(entry: &Value, key: &str) -> Option<String> {
    entry.get(key).and_then(Value::as_str).map(str::to_string)
}

impl SecretStore for FileSecretStore {
    fn get(&self, name: &str) -> Result<Option<SecretValue>, SecretError> {
        check_name(name)?;
        let Some(doc) = self.read_document()? else {
            return Ok(None);
        };
        check_document(&doc, &self.path)?;
        Ok(doc
            .get("secrets")
            .and_then(|s| s.get(name))
            .and_then(|e| field(e, "value"))
            .map(SecretValue))
    }

    fn put(&self, name: &str, value: &SecretValue, provider: &str) -> Result<(), SecretError> {
        check_name(name)?;
        if value.0.len() > MAX_SECRET_BYTES {
            return Err(SecretError::ValueTooLarge {
                limit: MAX_SECRET_BYTES,
            });
        }
        self.update(|secrets| {
            let mut entry = match secrets.remove(name) {
                Some(Value::Object(e)) => e,
                _ => Map::new(),
            };
            entry.insert("value".into(), json!(value.0));
            entry.insert("provider".into(), json!(provider));
            entry.insert("updated_at".into(), json!(crate::time::now_iso8601()));
            secrets.insert(name.to_string(), Value::Object(entry));
            Ok(())
        })
    }

    fn delete(&self, name: &str) -> Result<bool, SecretError> {
        check_name(name)?;
        self.update(|secrets| Ok(secrets.remove(name).is_some()))
    }

    fn list(&self) -> Result<Vec<SecretInfo>, SecretError> {
        let Some(doc) = self.read_document()? else {
            return Ok(Vec::new());
        };
        check_document(&doc, &self.path)?;
        let mut out: Vec<SecretInfo> = doc
            .get("secrets")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
            .map(|(name, e)| SecretInfo {
                name: name.clone(),
                provider: field(e, "provider"),
                updated_at: field(e, "updated_at"),
            })
            .collect();
        out.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> (tempfile::TempDir, FileSecretStore) {
        let dir = tempfile::tempdir().unwrap();
        let store = FileSecretStore::new(dir.path().join("agent").join(SECRETS_FILE));
        (dir, store)
    }

    #[test]
    fn round_trip_replace_delete_and_list() {
        let (_dir, s) = store();
        assert!(s.get("a").unwrap().is_none());
        assert!(s.list().unwrap().is_empty());
        assert!(!s.delete("a").unwrap());
        assert!(!s.path().exists(), "deleting nothing writes nothing");
        s.put("b", &SecretValue::new("two"), "manual").unwrap();
        s.put("a", &SecretValue::new("one"), "mcp_oauth").unwrap();
        s.put("a", &SecretValue::new("uno"), "mcp_oauth").unwrap();
        assert_eq!(s.get("a").unwrap().unwrap().expose(), "uno");
        assert_eq!(s.get("b").unwrap().unwrap().expose(), "two");
        let names: Vec<_> = s.list().unwrap().into_iter().map(|i| i.name).collect();
        assert_eq!(names, ["a", "b"]);
        let info = &s.list().unwrap()[0];
        assert_eq!(info.provider.as_deref(), Some("mcp_oauth"));
        assert!(
            crate::time::parse_iso8601(info.updated_at.as_deref().unwrap()).is_some(),
            "{info:?}"
        );
        assert!(s.delete("a").unwrap());
        assert!(s.get("a").unwrap().is_none());
        assert_eq!(s.get("b").unwrap().unwrap().expose(), "two");
        let doc: Value = serde_json::from_slice(&std::fs::read(s.path()).unwrap()).unwrap();
        assert_eq!(doc["version"], 1);
        assert_eq!(doc["secrets"]["b"]["value"], "two");
    }

    #[cfg(unix)]
    #[test]
    fn the_file_is_0600_an_exposed_one_is_refused_then_tightened() {
        use std::os::unix::fs::PermissionsExt;
        let (_dir, s) = store();
        let mode = || std::fs::metadata(s.path()).unwrap().permissions().mode() & 0o777;
        s.put("a", &SecretValue::new("one"), "t").unwrap();
        assert_eq!(mode(), 0o600);
        std::fs::set_permissions(s.path(), std::fs::Permissions::from_mode(0o644)).unwrap();
        let err = s.get("a").unwrap_err();
        assert!(
            matches!(err, SecretError::Exposed { mode: 0o644, .. }),
            "{err:?}"
        );
        assert!(err.to_string().contains("0644"), "{err}");
        assert!(matches!(s.list(), Err(SecretError::Exposed { .. })));
        s.put("b", &SecretValue::new("two"), "t").unwrap();
        assert_eq!(mode(), 0o600);
        assert_eq!(s.get("a").unwrap().unwrap().expose(), "one");
    }

    #[test]
    fn names_and_sizes_are_checked() {
        let (_dir, s) = store();
        for bad in ["", " a", "a\nb", "a\u{202E}b", &"n".repeat(257)] {
            let err = s.put(bad, &SecretValue::new("v"), "t").unwrap_err();
            assert!(matches!(err, SecretError::InvalidName { .. }), "{bad:?}");
            assert!(matches!(s.get(bad), Err(SecretError::InvalidName { .. })));
        }
        let big = SecretValue::new("x".repeat(MAX_SECRET_BYTES + 1));
        assert!(matches!(
            s.put("big", &big, "t"),
            Err(SecretError::ValueTooLarge { .. })
        ));
        s.put(
            &"n".repeat(256),
            &SecretValue::new("x".repeat(MAX_SECRET_BYTES)),
            "t",
        )
        .unwrap();
    }

    #[test]
    fn corrupted_files_are_reported_and_never_rewritten() {
        let (_dir, s) = store();
        std::fs::create_dir_all(s.path().parent().unwrap()).unwrap();
        // (file text, whether the error is the version one rather than `Corrupt`)
        let cases = [
            (
                r#"{"version":1,"secrets":{"a":{"value":"tok-CORRUPTED-1"#,
                false,
            ),
            (r#"["tok-CORRUPTED-2"]"#, false),
            (r#"{"version":1,"secrets":{"a":"tok-CORRUPTED-3"}}"#, false),
            (r#"{"version":"1","secrets":{}}"#, false),
            (r#"{"secrets":{"a":{"value":"tok-CORRUPTED-5"}}}"#, false),
            (
                r#"{"version":2,"secrets":{"a":{"value":"tok-CORRUPTED-6"}}}"#,
                true,
            ),
        ];
        for (text, version) in cases {
            std::fs::write(s.path(), text).unwrap();
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                std::fs::set_permissions(s.path(), std::fs::Permissions::from_mode(0o600)).unwrap();
            }
            let errors = [
                s.get("a").unwrap_err(),
                s.list().unwrap_err(),
                s.put("a", &SecretValue::new("new"), "t").unwrap_err(),
                s.put("other", &SecretValue::new("new"), "t").unwrap_err(),
                s.delete("a").unwrap_err(),
            ];
            for err in &errors {
                let kind_ok = if version {
                    matches!(err, SecretError::UnsupportedVersion { .. })
                } else {
                    matches!(err, SecretError::Corrupt { .. })
                };
                assert!(kind_ok, "{text}: {err:?}");
                let shown = format!("{err} {err:?}");
                assert!(!shown.contains("tok-CORRUPTED"), "{shown}");
                assert!(shown.contains("secrets.json"), "{shown}");
            }
            assert_eq!(
                std::fs::read_to_string(s.path()).unwrap(),
                text,
                "untouched"
            );
            assert!(!crate::lock::lock_path(s.path()).exists(), "lock released");
        }
    }

    #[test]
    fn unknown_fields_survive_a_write() {
        let (_dir, s) = store();
        std::fs::create_dir_all(s.path().parent().unwrap()).unwrap();
        std::fs::write(
            s.path(),
            r#"{"version":1,"note":"kept","secrets":{"a":{"value":"v","extra":3}}}"#,
        )
        .unwrap();
        s.put("a", &SecretValue::new("w"), "t").unwrap();
        let doc: Value = serde_json::from_slice(&std::fs::read(s.path()).unwrap()).unwrap();
        assert_eq!(doc["note"], "kept");
        assert_eq!(doc["secrets"]["a"]["extra"], 3);
        assert_eq!(doc["secrets"]["a"]["value"], "w");
    }

    #[test]
    fn the_default_store_is_under_the_agent_dir() {
        let env = Env::empty()
            .with("LEMON_AGENT_DIR", "rel/agent")
            .with_working_dir("/w");
        let s = FileSecretStore::in_agent_dir(&env).unwrap();
        assert_eq!(s.path(), Path::new("/w/rel/agent/secrets.json"));
        let env = Env::empty().with("HOME", "/h");
        let s = FileSecretStore::in_agent_dir(&env).unwrap();
        assert_eq!(s.path(), Path::new("/h/.lemon/agent/secrets.json"));
        assert!(FileSecretStore::in_agent_dir(&Env::empty()).is_err());
    }
}
