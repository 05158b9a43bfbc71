//! Where a `skill_manage` write may land (spec F.4): supporting files only under
//! `assets/`, `references/`, `scripts/`, `templates/`, never through a symbolic link,
//! never outside the skill directory, never a hidden or editor-leftover name (the
//! bundle leaves those out, so the audit would not see them).

use std::path::{Path, PathBuf};

use super::ManageError;

/// The directories supporting files go in.
pub const SUPPORT_DIRS: [&str; 4] = ["assets", "references", "scripts", "templates"];

/// Longest `file_path`, in bytes, and most segments.
const MAX_PATH_BYTES: usize = 512;
const MAX_SEGMENTS: usize = 12;

fn invalid(message: impl Into<String>) -> ManageError {
    ManageError::Invalid {
        field: "file_path",
        message: message.into(),
    }
}

/// Checks a supporting file's relative path and returns it normalised (`/`-separated).
///
/// ```
/// use lemon_skills::manage::check_file_path;
/// assert_eq!(check_file_path("references/guide.md").unwrap(), "references/guide.md");
/// assert!(check_file_path("references/../../escape.md").unwrap_err().to_string().contains("may not contain '..'"));
/// assert!(check_file_path("notes/x.md").is_err());
/// assert!(check_file_path("scripts/").is_err());
/// ```
pub fn check_file_path(rel: &str) -> Result<String, ManageError> {
    if rel.starts_with('/') || rel.starts_with('\\') || Path::new(rel).is_absolute() {
        return Err(invalid(
            "file_path must be relative and may not contain '..'",
        ));
    }
    let segments: Vec<&str> = rel.split(['/', '\\']).collect();
    if segments.contains(&"..") {
        return Err(invalid(
            "file_path must be relative and may not contain '..'",
        ));
    }
    if rel.len() > MAX_PATH_BYTES || segments.len() > MAX_SEGMENTS {
        return Err(invalid(format!(
            "file_path is longer than {MAX_PATH_BYTES} bytes or {MAX_SEGMENTS} segments"
        )));
    }
    if rel
        .chars()
        .any(|c| c.is_control() || c == '\\' || lemon_core::text::is_invisible(c))
    {
        return Err(invalid(
            "file_path may not contain control, invisible or backslash characters",
        ));
    }
    let first = segments[0];
    if !SUPPORT_DIRS.contains(&first) {
        return Err(invalid(
            "file_path must be under one of: assets, references, scripts, templates",
        ));
    }
    let rest = &segments[1..];
    if rest.is_empty() || rest.iter().all(|s| s.is_empty()) {
        return Err(invalid(format!(
            "file_path must include a filename under {first}/"
        )));
    }
    for s in rest {
        if s.is_empty() || *s == "." {
            return Err(invalid("file_path may not contain empty or '.' segments"));
        }
        if crate::bundle::is_excluded_name(s) {
            return Err(invalid(format!(
                "file_path may not name a hidden or backup file ('{s}'): such files are not part of the skill"
            )));
        }
    }
    Ok(segments.join("/"))
}

/// What is on disk at a supporting path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Existing {
    /// Nothing (parents may be missing too).
    Missing,
    /// A regular file.
    File,
}

/// Walks from `skill_dir` down to `rel` (already checked): no existing component may be
/// a symbolic link, intermediate components must be directories, an existing target
/// must be a regular file. Returns the target path and what is there.
pub fn resolve_in_skill(skill_dir: &Path, rel: &str) -> Result<(PathBuf, Existing), ManageError> {
    let mut at = skill_dir.to_path_buf();
    let parts: Vec<&str> = rel.split('/').collect();
    for (i, part) in parts.iter().enumerate() {
        at.push(part);
        let shown = parts[..=i].join("/");
        match std::fs::symlink_metadata(&at) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok((skill_dir.join(rel), Existing::Missing));
            }
            Err(e) => {
                return Err(ManageError::Io {
                    op: "inspect",
                    path: at,
                    source: e,
                });
            }
            Ok(m) if m.file_type().is_symlink() => {
                return Err(ManageError::Symlink { rel: shown });
            }
            Ok(m) if i + 1 < parts.len() && !m.is_dir() => {
                return Err(invalid(format!("{shown} is not a directory")));
            }
            Ok(m) if i + 1 == parts.len() && !m.is_file() => {
                return Err(invalid(format!("{shown} is not a regular file")));
            }
            Ok(_) => {}
        }
    }
    Ok((at, Existing::File))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_rules() {
        for bad in [
            "/etc/passwd",
            "../x",
            "references/../../x.md",
            "references\\..\\x",
            "notes/x.md",
            "SKILL.md",
            "references",
            "references/",
            "references//x.md",
            "references/./x.md",
            "references/.hidden.md",
            "references/x.md~",
            "references/x\u{0}.md",
            "references/x\u{202e}dm.sh",
        ] {
            assert!(check_file_path(bad).is_err(), "{bad:?}");
        }
        assert_eq!(
            check_file_path("scripts/sub/run.sh").unwrap(),
            "scripts/sub/run.sh"
        );
    }

    #[cfg(unix)]
    #[test]
    fn links_anywhere_on_the_way_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let skill = dir.path().join("s");
        let outside = dir.path().join("outside");
        std::fs::create_dir_all(skill.join("scripts")).unwrap();
        std::fs::create_dir_all(&outside).unwrap();
        std::os::unix::fs::symlink(&outside, skill.join("references")).unwrap();
        std::os::unix::fs::symlink(outside.join("f"), skill.join("scripts/f.sh")).unwrap();
        assert!(matches!(
            resolve_in_skill(&skill, "references/x.md"),
            Err(ManageError::Symlink { rel }) if rel == "references"
        ));
        assert!(matches!(
            resolve_in_skill(&skill, "scripts/f.sh"),
            Err(ManageError::Symlink { .. })
        ));
        assert_eq!(
            resolve_in_skill(&skill, "scripts/new/x.sh").unwrap().1,
            Existing::Missing
        );
    }
}
