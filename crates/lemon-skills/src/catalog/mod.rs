//! Catalogs of installable skills: what a checked-out repository offers before anything
//! is installed. [`find_skill_dirs`] finds the skill directories of any tree (a
//! repository holding many skills); [`hermes`] reads the Hermes agent's bundled and
//! optional skills by category and collection; [`marketplace`] reads a Claude Code
//! plugin marketplace and the skills its plugins carry.
//!
//! Catalogs only read: each entry names a source the installer can fetch, and the
//! installer audits and asks approval for it like any other.

pub mod hermes;
pub mod marketplace;

use std::fs;
use std::path::{Path, PathBuf};

use crate::discovery::SKILL_FILE;
use crate::manifest::parse_skill_bytes;

/// Bounds on a walk over a tree that may hold skill directories.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WalkLimits {
    /// Deepest directory looked into, below the start.
    pub max_depth: usize,
    /// Most directories read in all.
    pub max_dirs: usize,
    /// Most skill directories returned.
    pub max_skills: usize,
}

impl Default for WalkLimits {
    fn default() -> Self {
        WalkLimits {
            max_depth: 6,
            max_dirs: 20_000,
            max_skills: 5_000,
        }
    }
}

/// The skill directories found under a tree, and whether a bound cut the walk short.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Found {
    /// Directories holding a `SKILL.md` regular file, relative to the start, sorted
    /// (`""` when the start itself is a skill).
    pub dirs: Vec<String>,
    /// A depth, directory or skill bound was reached: the list may be incomplete.
    pub truncated: bool,
}

/// Finds the skill directories under `root`: every directory that holds a `SKILL.md`
/// regular file. A skill directory is not searched further (its `references/` are not
/// skills); hidden directories (`.git`, …), `node_modules` and symbolic links are never
/// entered.
///
/// ```
/// use lemon_skills::catalog::{find_skill_dirs, WalkLimits};
/// let repo = tempfile::tempdir().unwrap();
/// for dir in ["skills/pdf", "skills/docx", "tools/x/lint-me"] {
///     std::fs::create_dir_all(repo.path().join(dir)).unwrap();
///     std::fs::write(repo.path().join(dir).join("SKILL.md"), "---\ndescription: d\n---\n").unwrap();
/// }
/// let found = find_skill_dirs(repo.path(), &WalkLimits::default());
/// assert_eq!(found.dirs, ["skills/docx", "skills/pdf", "tools/x/lint-me"]);
/// assert!(!found.truncated);
/// ```
pub fn find_skill_dirs(root: &Path, limits: &WalkLimits) -> Found {
    let mut found = Found::default();
    let mut read = 0usize;
    let mut stack: Vec<(PathBuf, String, usize)> = vec![(root.to_path_buf(), String::new(), 0)];
    while let Some((dir, rel, depth)) = stack.pop() {
        if read >= limits.max_dirs {
            found.truncated = true;
            break;
        }
        read += 1;
        if is_regular_file(&dir.join(SKILL_FILE)) {
            if found.dirs.len() >= limits.max_skills {
                found.truncated = true;
                break;
            }
            found.dirs.push(rel);
            continue;
        }
        if depth >= limits.max_depth {
            found.truncated = true;
            continue;
        }
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        let mut children: Vec<(PathBuf, String)> = Vec::new();
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(name) = name.to_str() else { continue };
            if name.starts_with('.')
                || name == "node_modules"
                || !entry.file_type().is_ok_and(|t| t.is_dir())
            {
                continue;
            }
            let child_rel = if rel.is_empty() {
                name.to_string()
            } else {
                format!("{rel}/{name}")
            };
            children.push((entry.path(), child_rel));
        }
        // Reverse order on the stack so directories are visited in name order.
        children.sort_by(|a, b| b.1.cmp(&a.1));
        stack.extend(children.into_iter().map(|(p, r)| (p, r, depth + 1)));
    }
    found.dirs.sort();
    found
}

/// `name` and `description` of a skill directory's `SKILL.md`, when it parses; the
/// catalogs show these, and a skill that does not parse is still listed (the installer
/// reports why it cannot be installed).
pub fn skill_summary(dir: &Path) -> (Option<String>, Option<String>) {
    let limit = crate::manifest::MAX_SKILL_MD_BYTES as u64;
    let Ok(bytes) = lemon_core::read::read_bounded(&dir.join(SKILL_FILE), limit) else {
        return (None, None);
    };
    match parse_skill_bytes(&bytes) {
        Ok(parsed) => (parsed.manifest.name, parsed.manifest.description),
        Err(_) => (None, None),
    }
}

/// A regular file, not a link to one.
fn is_regular_file(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|m| m.is_file())
}

/// Whether `segment` is a safe single path segment: non-empty, not `.` or `..`, and
/// only ASCII letters, digits, `.`, `_` and `-`.
pub(crate) fn is_safe_segment(segment: &str) -> bool {
    !segment.is_empty()
        && segment != "."
        && segment != ".."
        && segment
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skill(root: &Path, rel: &str) {
        let dir = root.join(rel);
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join(SKILL_FILE), "---\nname: n\ndescription: d\n---\n").unwrap();
    }

    #[test]
    fn a_skill_at_the_root_is_the_only_one() {
        let repo = tempfile::tempdir().unwrap();
        skill(repo.path(), "");
        skill(repo.path(), "references/nested");
        let found = find_skill_dirs(repo.path(), &WalkLimits::default());
        assert_eq!(found.dirs, [""]);
    }

    #[test]
    fn hidden_dirs_and_links_are_not_entered() {
        let repo = tempfile::tempdir().unwrap();
        skill(repo.path(), ".git/x");
        skill(repo.path(), "real/a");
        #[cfg(unix)]
        std::os::unix::fs::symlink(repo.path().join("real"), repo.path().join("link")).unwrap();
        let found = find_skill_dirs(repo.path(), &WalkLimits::default());
        assert_eq!(found.dirs, ["real/a"]);
    }

    #[test]
    fn bounds_are_reported() {
        let repo = tempfile::tempdir().unwrap();
        for i in 0..10 {
            skill(repo.path(), &format!("s/{i}"));
        }
        skill(repo.path(), "a/b/c/d/e");
        let shallow = WalkLimits {
            max_depth: 3,
            ..WalkLimits::default()
        };
        let found = find_skill_dirs(repo.path(), &shallow);
        assert!(found.truncated);
        assert_eq!(found.dirs.len(), 10);
        let few = WalkLimits {
            max_skills: 4,
            ..WalkLimits::default()
        };
        let found = find_skill_dirs(repo.path(), &few);
        assert!(found.truncated);
        assert_eq!(found.dirs.len(), 4);
    }

    #[test]
    fn summary_reads_name_and_description() {
        let repo = tempfile::tempdir().unwrap();
        skill(repo.path(), "x");
        assert_eq!(
            skill_summary(&repo.path().join("x")),
            (Some("n".into()), Some("d".into()))
        );
        assert_eq!(skill_summary(&repo.path().join("missing")), (None, None));
    }

    #[test]
    fn safe_segments() {
        for ok in ["pdf", "a.b", "x_y-z", "v2"] {
            assert!(is_safe_segment(ok), "{ok}");
        }
        for bad in ["", ".", "..", "a/b", "a b", "é", "a\\b"] {
            assert!(!is_safe_segment(bad), "{bad}");
        }
    }
}
