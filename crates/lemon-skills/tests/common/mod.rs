//! Helpers shared by the integration tests that read the real skills corpus.

use std::path::PathBuf;

/// The real corpus: `LEMON_SKILLS_CORPUS` when set (and a directory), else
/// `shared/corpus/skills` beside the repository; `None` when absent, so the caller skips.
pub fn corpus_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("LEMON_SKILLS_CORPUS") {
        let d = PathBuf::from(d);
        return d.is_dir().then_some(d);
    }
    // `shared/` sits beside the repository; a git worktree is one level deeper.
    let crate_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    [
        "../../../shared/corpus/skills",
        "../../../../shared/corpus/skills",
    ]
    .iter()
    .map(|rel| crate_dir.join(rel))
    .find(|d| d.is_dir())
}
