//! Built-in skills, compiled into the binary.
//!
//! They have the lowest precedence (any project or global skill with the same key wins),
//! are read-only, and make a fresh clone useful with no configuration. The sources live
//! in `crates/lemon-skills/builtin/<key>/`; a unit test lints every one of them strictly.

/// One built-in skill: its key, `SKILL.md` text and supporting files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuiltinSkill {
    /// The skill's key (its directory name in `builtin/`).
    pub key: &'static str,
    /// The full text of its `SKILL.md`.
    pub skill_md: &'static str,
    /// Supporting files as `(path relative to the skill directory, contents)`, sorted by
    /// path. `SKILL.md` is not among them.
    pub files: &'static [(&'static str, &'static str)],
}

impl BuiltinSkill {
    /// The text of a file of this skill by relative path (`SKILL.md` included).
    pub fn file(&self, rel: &str) -> Option<&'static str> {
        if rel == "SKILL.md" {
            return Some(self.skill_md);
        }
        self.files.iter().find(|(p, _)| *p == rel).map(|(_, c)| *c)
    }
}

macro_rules! builtin {
    ($key:literal, [$($file:literal),* $(,)?]) => {
        BuiltinSkill {
            key: $key,
            skill_md: include_str!(concat!("../builtin/", $key, "/SKILL.md")),
            files: &[$(($file, include_str!(concat!("../builtin/", $key, "/", $file)))),*],
        }
    };
}

static BUILTINS: &[BuiltinSkill] = &[
    builtin!("lemon-cli", []),
    builtin!("mcp-server-debugging", ["references/wire-checks.md"]),
    builtin!(
        "skill-creator",
        [
            "references/checklist.md",
            "references/frontmatter.md",
            "templates/SKILL.md"
        ]
    ),
];

/// Every built-in skill, sorted by key.
///
/// ```
/// let keys: Vec<_> = lemon_skills::builtin::builtin_skills().iter().map(|b| b.key).collect();
/// assert!(keys.contains(&"skill-creator"));
/// let sc = lemon_skills::builtin::builtin("skill-creator").unwrap();
/// assert!(sc.file("references/frontmatter.md").is_some());
/// ```
pub fn builtin_skills() -> &'static [BuiltinSkill] {
    BUILTINS
}

/// The built-in skill with this key.
pub fn builtin(key: &str) -> Option<&'static BuiltinSkill> {
    BUILTINS.iter().find(|b| b.key == key)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manifest::parse_skill_md;

    #[test]
    fn sorted_unique_and_parse_cleanly() {
        assert!(BUILTINS.len() >= 3);
        for w in BUILTINS.windows(2) {
            assert!(w[0].key < w[1].key, "builtins must be sorted by key");
        }
        for b in BUILTINS {
            let p = parse_skill_md(b.skill_md).unwrap_or_else(|e| panic!("{}: {e}", b.key));
            assert_eq!(p.manifest.name.as_deref(), Some(b.key));
            assert!(p.manifest.description.is_some(), "{}", b.key);
            assert!(p.warnings.is_empty(), "{}: {:?}", b.key, p.warnings);
            for w in b.files.windows(2) {
                assert!(w[0].0 < w[1].0, "{}: files must be sorted", b.key);
            }
        }
    }

    #[test]
    fn every_file_on_disk_is_embedded() {
        // A supporting file added to builtin/<key>/ but not to the list above would be
        // silently missing from the binary.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("builtin");
        for b in BUILTINS {
            let dir = root.join(b.key);
            let mut on_disk = Vec::new();
            let mut stack = vec![dir.clone()];
            while let Some(d) = stack.pop() {
                for e in std::fs::read_dir(&d).unwrap() {
                    let p = e.unwrap().path();
                    if p.is_dir() {
                        stack.push(p);
                    } else {
                        let rel = p
                            .strip_prefix(&dir)
                            .unwrap()
                            .to_string_lossy()
                            .replace('\\', "/");
                        if rel != "SKILL.md" {
                            on_disk.push(rel);
                        }
                    }
                }
            }
            on_disk.sort();
            let embedded: Vec<_> = b.files.iter().map(|(p, _)| p.to_string()).collect();
            assert_eq!(on_disk, embedded, "{}", b.key);
        }
        let mut dirs: Vec<_> = std::fs::read_dir(&root)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        dirs.sort();
        let keys: Vec<_> = BUILTINS.iter().map(|b| b.key.to_string()).collect();
        assert_eq!(dirs, keys);
    }
}
