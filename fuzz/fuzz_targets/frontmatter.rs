//! Fuzzes the `SKILL.md` loader and the lint-level parser: arbitrary bytes must never
//! panic, and whatever loads must respect the manifest limits.
#![no_main]

use lemon_skills::lint::lint_skill_md;
use lemon_skills::manifest::{
    MAX_DESCRIPTION_BYTES, MAX_DESCRIPTION_CHARS, MAX_ITEM_BYTES, MAX_LIST_ENTRIES,
    MAX_NAME_BYTES, parse_skill_bytes,
};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: &[u8]| {
    if let Ok(p) = parse_skill_bytes(input) {
        let m = &p.manifest;
        if let Some(n) = &m.name {
            assert!(!n.is_empty() && n.len() <= MAX_NAME_BYTES);
            assert!(!n.contains('\n'));
        }
        if let Some(d) = &m.description {
            assert!(d.len() <= MAX_DESCRIPTION_BYTES);
            assert!(d.chars().count() <= MAX_DESCRIPTION_CHARS);
            assert!(!d.contains('\n'));
        }
        for list in [&m.tags, &m.keywords, &m.required_bins, &m.required_env_vars, &m.platforms] {
            assert!(list.len() <= MAX_LIST_ENTRIES);
            assert!(list.iter().all(|i| !i.is_empty() && i.len() <= MAX_ITEM_BYTES));
        }
    } else if let Err(e) = parse_skill_bytes(input) {
        assert!(e.line >= 1);
    }
    for f in lint_skill_md("fuzz", input, None) {
        assert!(!f.message.is_empty());
    }
});
