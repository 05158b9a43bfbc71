//! Readiness of a skill: required binaries on `PATH`, environment variables,
//! platform, disabled state. Computed fresh on every call from an [`Env`] snapshot;
//! never cached.
//!
//! ```
//! use lemon_core::paths::Env;
//! use lemon_skills::status::{evaluate, ActivationState, Status};
//!
//! let st = Status::not_found("nope");
//! assert_eq!(st.activation_state, ActivationState::NotReady);
//! assert_eq!(st.error.as_deref(), Some("Skill not found: nope"));
//! let json = serde_json::to_value(&st).unwrap();
//! assert_eq!(json["activation_state"], "not_ready");
//! assert_eq!(json["missing_env_vars"], serde_json::json!([]));
//! ```

use std::path::{Path, PathBuf};

use lemon_core::paths::Env;
use serde::Serialize;

use crate::entry::Entry;
use crate::manifest::Manifest;

/// Computed activation state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ActivationState {
    /// Everything required is present.
    Active,
    /// Something required (binary, variable, tool) is missing.
    NotReady,
    /// Disabled in `skills.json` (legacy name kept for compatibility; not `hide`).
    Hidden,
    /// The manifest's `platforms` exclude this OS.
    PlatformIncompatible,
    /// The recorded audit verdict is `block`.
    Blocked,
}

impl ActivationState {
    /// The snake_case name (`active`, `not_ready`, …).
    pub fn as_str(self) -> &'static str {
        match self {
            ActivationState::Active => "active",
            ActivationState::NotReady => "not_ready",
            ActivationState::Hidden => "hidden",
            ActivationState::PlatformIncompatible => "platform_incompatible",
            ActivationState::Blocked => "blocked",
        }
    }

    /// `active` or `not_ready`: the states shown in the prompt listing.
    pub fn displayable(self) -> bool {
        matches!(self, ActivationState::Active | ActivationState::NotReady)
    }
}

/// The status map of C.6.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Status {
    /// See [`ActivationState`].
    pub activation_state: ActivationState,
    /// `activation_state == active`.
    pub ready: bool,
    /// The manifest allows this OS (or says `any`).
    pub platform_compatible: bool,
    /// `requires.bins` not found as executables on `PATH`, in declaration order.
    pub missing_bins: Vec<String>,
    /// `requires.config` variables unset or empty.
    pub missing_config: Vec<String>,
    /// Required environment variables unset or empty.
    pub missing_env_vars: Vec<String>,
    /// `requires_tools` not found on `PATH`.
    pub missing_tools: Vec<String>,
    /// Disabled by `skills.json`.
    pub disabled: bool,
    /// Set only for an unknown key: `Skill not found: <key>`.
    pub error: Option<String>,
}

impl Status {
    /// The status of an unknown key.
    pub fn not_found(key: &str) -> Status {
        Status {
            activation_state: ActivationState::NotReady,
            ready: false,
            platform_compatible: true,
            missing_bins: Vec::new(),
            missing_config: Vec::new(),
            missing_env_vars: Vec::new(),
            missing_tools: Vec::new(),
            disabled: false,
            error: Some(format!("Skill not found: {key}")),
        }
    }

    fn disabled() -> Status {
        Status {
            activation_state: ActivationState::Hidden,
            ready: false,
            platform_compatible: true,
            missing_bins: Vec::new(),
            missing_config: Vec::new(),
            missing_env_vars: Vec::new(),
            missing_tools: Vec::new(),
            disabled: true,
            error: None,
        }
    }
}

/// The platform name of the running OS as manifests spell it: `darwin`, `win32`,
/// `linux` (any other Unix counts as `linux`).
pub fn current_platform() -> &'static str {
    if cfg!(target_os = "macos") {
        "darwin"
    } else if cfg!(windows) {
        "win32"
    } else {
        "linux"
    }
}

/// Whether a manifest's normalised `platforms` allow `platform`: it lists `any` or the
/// platform. (The parser defaults an absent field to `["any"]`; an empty list means the
/// manifest named only platforms Lemon does not know.)
pub fn platform_allows(manifest: &Manifest, platform: &str) -> bool {
    manifest
        .platforms
        .iter()
        .any(|p| p == "any" || p == platform)
}

/// Evaluates many entries against one environment snapshot, splitting `PATH` once and
/// remembering each executable lookup (10,000 skills often require the same few tools).
#[derive(Debug)]
pub struct Checker<'a> {
    env: &'a Env,
    path_dirs: Vec<PathBuf>,
    found: std::sync::Mutex<std::collections::HashMap<String, bool>>,
}

impl<'a> Checker<'a> {
    /// A checker over `env`.
    pub fn new(env: &'a Env) -> Self {
        Checker {
            env,
            path_dirs: env.path_dirs(),
            found: std::sync::Mutex::new(std::collections::HashMap::new()),
        }
    }

    fn has_executable(&self, name: &str) -> bool {
        let mut found = self.found.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(&f) = found.get(name) {
            return f;
        }
        let f = find_executable(name, &self.path_dirs).is_some();
        found.insert(name.to_string(), f);
        f
    }

    /// [`evaluate`] with this checker's environment.
    pub fn evaluate(&self, entry: &Entry, disabled: bool, audit_blocked: bool) -> Status {
        self.evaluate_manifest(&entry.manifest, disabled, audit_blocked)
    }

    /// [`evaluate_manifest`] with this checker's environment.
    pub fn evaluate_manifest(
        &self,
        manifest: &Manifest,
        disabled: bool,
        audit_blocked: bool,
    ) -> Status {
        if disabled {
            return Status::disabled();
        }
        let missing_exe = |names: &[String]| -> Vec<String> {
            names
                .iter()
                .filter(|n| !self.has_executable(n))
                .cloned()
                .collect()
        };
        let missing_var = |names: &[String]| -> Vec<String> {
            names
                .iter()
                .filter(|n| !self.env.is_set(n.as_str()))
                .cloned()
                .collect()
        };
        let platform_compatible = platform_allows(manifest, current_platform());
        let missing_bins = missing_exe(&manifest.required_bins);
        let missing_tools = missing_exe(&manifest.requires_tools);
        let missing_config = missing_var(&manifest.required_config);
        let missing_env_vars = missing_var(&manifest.required_env_vars);
        let state = if !platform_compatible {
            ActivationState::PlatformIncompatible
        } else if audit_blocked {
            ActivationState::Blocked
        } else if !(missing_bins.is_empty()
            && missing_tools.is_empty()
            && missing_config.is_empty()
            && missing_env_vars.is_empty())
        {
            ActivationState::NotReady
        } else {
            ActivationState::Active
        };
        Status {
            activation_state: state,
            ready: state == ActivationState::Active,
            platform_compatible,
            missing_bins,
            missing_config,
            missing_env_vars,
            missing_tools,
            disabled: false,
            error: None,
        }
    }
}

/// Evaluates `entry` for the environment `env`.
///
/// `disabled` comes from the effective `skills.json`; `audit_blocked` from the entry's
/// lockfile record (`audit_status: block`).
pub fn evaluate(entry: &Entry, disabled: bool, audit_blocked: bool, env: &Env) -> Status {
    evaluate_manifest(&entry.manifest, disabled, audit_blocked, env)
}

/// [`evaluate`] on a bare manifest.
pub fn evaluate_manifest(
    manifest: &Manifest,
    disabled: bool,
    audit_blocked: bool,
    env: &Env,
) -> Status {
    Checker::new(env).evaluate_manifest(manifest, disabled, audit_blocked)
}

/// Finds `name` as an executable: a name with a path separator is checked as given;
/// otherwise each `PATH` directory is tried in order (and `PATHEXT` suffixes on Windows).
pub fn find_executable(name: &str, path_dirs: &[PathBuf]) -> Option<PathBuf> {
    if name.is_empty() {
        return None;
    }
    if name.contains('/') || (cfg!(windows) && name.contains('\\')) {
        let p = Path::new(name);
        return is_executable(p).then(|| p.to_path_buf());
    }
    for dir in path_dirs {
        let candidate = dir.join(name);
        if is_executable(&candidate) {
            return Some(candidate);
        }
        #[cfg(windows)]
        for ext in [".exe", ".cmd", ".bat", ".com"] {
            let mut s = candidate.clone().into_os_string();
            s.push(ext);
            let c = PathBuf::from(s);
            if is_executable(&c) {
                return Some(c);
            }
        }
    }
    None
}

fn is_executable(p: &Path) -> bool {
    match std::fs::metadata(p) {
        Ok(m) if m.is_file() => {
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                m.permissions().mode() & 0o111 != 0
            }
            #[cfg(not(unix))]
            {
                true
            }
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn manifest() -> Manifest {
        Manifest {
            platforms: vec!["any".into()],
            ..Manifest::default()
        }
    }

    #[test]
    fn nothing_required_is_active() {
        let st = evaluate_manifest(&manifest(), false, false, &Env::empty());
        assert_eq!(st.activation_state, ActivationState::Active);
        assert!(st.ready && st.platform_compatible && !st.disabled);
    }

    #[cfg(unix)]
    #[test]
    fn missing_bins_env_and_tools_in_declaration_order() {
        use std::os::unix::fs::PermissionsExt;
        let d = tempfile::tempdir().unwrap();
        let exe = d.path().join("present-bin");
        std::fs::write(&exe, "#!/bin/sh\n").unwrap();
        std::fs::set_permissions(&exe, std::fs::Permissions::from_mode(0o755)).unwrap();
        let noexec = d.path().join("noexec-bin");
        std::fs::write(&noexec, "").unwrap();
        let mut m = manifest();
        m.required_bins = vec![
            "zz-missing".into(),
            "present-bin".into(),
            "noexec-bin".into(),
        ];
        m.required_config = vec!["EMPTY".into(), "SET".into()];
        m.required_env_vars = vec!["UNSET".into()];
        m.requires_tools = vec!["present-bin".into(), "tool-x".into()];
        let env = Env::empty()
            .with("PATH", d.path())
            .with("EMPTY", "")
            .with("SET", "1");
        let st = evaluate_manifest(&m, false, false, &env);
        assert_eq!(st.activation_state, ActivationState::NotReady);
        assert_eq!(st.missing_bins, ["zz-missing", "noexec-bin"]);
        assert_eq!(st.missing_config, ["EMPTY"]);
        assert_eq!(st.missing_env_vars, ["UNSET"]);
        assert_eq!(st.missing_tools, ["tool-x"]);
        // PATH is read from the snapshot each time: with the binary gone it is missing.
        let st = evaluate_manifest(&m, false, false, &env.clone().with("PATH", "/nonexistent"));
        assert!(st.missing_bins.contains(&"present-bin".to_string()));
    }

    #[test]
    fn disabled_hides_requirements() {
        let mut m = manifest();
        m.required_bins = vec!["zz-missing".into()];
        let st = evaluate_manifest(&m, true, false, &Env::empty());
        assert_eq!(st.activation_state, ActivationState::Hidden);
        assert!(st.disabled && !st.ready && st.missing_bins.is_empty());
    }

    #[test]
    fn platform_and_blocked() {
        let mut m = manifest();
        m.platforms = vec![
            if current_platform() == "win32" {
                "linux"
            } else {
                "win32"
            }
            .into(),
        ];
        let st = evaluate_manifest(&m, false, true, &Env::empty());
        assert_eq!(st.activation_state, ActivationState::PlatformIncompatible);
        assert!(!st.platform_compatible);
        let st = evaluate_manifest(&manifest(), false, true, &Env::empty());
        assert_eq!(st.activation_state, ActivationState::Blocked);
        assert!(!ActivationState::Blocked.displayable());
        assert!(ActivationState::NotReady.displayable());
        assert!(!platform_allows(&Manifest::default(), "linux"));
    }
}
