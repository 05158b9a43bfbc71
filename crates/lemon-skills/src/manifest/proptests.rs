//! Property tests: the loader and the lint-level parser never panic, on arbitrary text
//! and on mutations of real frontmatter, and what they load always respects the limits.

use proptest::prelude::*;

use super::*;
use crate::lint::lint_skill_md;

const SEEDS: &[&str] = &[
    "---\nname: k8s\ndescription: Use when: deploying\nkeywords: [a, b, ]\nrequires:\n  bins: [kubectl]\nplatforms: [macos, linux]\nhide: true\n---\n# Body\n",
    "+++\nname = \"t\"\ntags = [\"x\"]\n[requires]\nbins = [\"mix\"]\n[metadata.lemon]\ncategory = \"dev\"\n+++\nBody",
    "\u{feff}\r\n---\r\nname: a\r\ndescription: >\r\n  folded\r\nreferences:\r\n  - path: r.md\r\n    description: x\r\nverification: {command: ls, expect_exit: 2}\r\n---\r\nbody\r\n",
    "---\nmetadata: { \"lemon\": { \"category\": \"x\", \"requires\": { \"bins\": [\"gh\"] }, }, }\nrequired_environment_variables:\n  - name: K\n---\n",
];

fn check_invariants(p: &ParsedSkill) {
    let m = &p.manifest;
    if let Some(n) = &m.name {
        assert!(!n.is_empty() && n.len() <= MAX_NAME_BYTES && text::unsafe_reason(n).is_none());
    }
    if let Some(d) = &m.description {
        assert!(!d.is_empty() && d.len() <= MAX_DESCRIPTION_BYTES);
        assert!(d.chars().count() <= MAX_DESCRIPTION_CHARS && text::unsafe_reason(d).is_none());
    }
    for list in [
        &m.tags,
        &m.keywords,
        &m.required_bins,
        &m.required_config,
        &m.required_env_vars,
        &m.requires_tools,
        &m.fallback_for_tools,
        &m.platforms,
    ] {
        assert!(list.len() <= MAX_LIST_ENTRIES);
        for item in list {
            assert!(
                !item.is_empty()
                    && item.len() <= MAX_ITEM_BYTES
                    && text::unsafe_reason(item).is_none()
            );
        }
    }
    assert!(m.references.len() <= MAX_LIST_ENTRIES);
    for pl in &m.platforms {
        assert!(["linux", "darwin", "win32", "any"].contains(&pl.as_str()));
    }
}

/// Apply byte-level edits (insert, delete, replace) at fuzzer-chosen positions, keeping
/// the result valid UTF-8 by editing at char boundaries.
fn mutate(seed: &str, edits: &[(usize, u8, String)]) -> String {
    let mut s = seed.to_string();
    for (pos, op, frag) in edits {
        let mut at = pos % (s.len() + 1);
        while !s.is_char_boundary(at) {
            at -= 1;
        }
        match op % 3 {
            0 => s.insert_str(at, frag),
            1 => {
                let mut end = (at + frag.len()).min(s.len());
                while !s.is_char_boundary(end) {
                    end -= 1;
                }
                s.replace_range(at..end, "");
            }
            _ => {
                let mut end = (at + 1).min(s.len());
                while !s.is_char_boundary(end) {
                    end += 1;
                }
                s.replace_range(at..end, frag);
            }
        }
    }
    s
}

fn fragment() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("\n".to_string()),
        Just("\r\n".to_string()),
        Just("---\n".to_string()),
        Just("+++\n".to_string()),
        Just(": ".to_string()),
        Just("- ".to_string()),
        Just("[".to_string()),
        Just("]".to_string()),
        Just("{".to_string()),
        Just("\"".to_string()),
        Just("'".to_string()),
        Just("&a ".to_string()),
        Just("*a".to_string()),
        Just("!!binary ".to_string()),
        Just("  ".to_string()),
        Just("\t".to_string()),
        Just("\u{202e}".to_string()),
        Just("\u{feff}".to_string()),
        Just("null".to_string()),
        Just("true".to_string()),
        Just("hide".to_string()),
        Just("platforms".to_string()),
        Just("name".to_string()),
        "\\PC{0,6}",
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(s in "\\PC{0,400}|(---|\\+\\+\\+)\n[\\PC\n]{0,300}") {
        if let Ok(p) = parse_skill_md(&s) {
            check_invariants(&p);
        }
        let _ = lint_skill_md("k", s.as_bytes(), None);
    }

    #[test]
    fn arbitrary_bytes_never_panic(b in proptest::collection::vec(any::<u8>(), 0..300)) {
        if let Ok(p) = parse_skill_bytes(&b) {
            check_invariants(&p);
        }
        let _ = lint_skill_md("k", &b, None);
    }

    #[test]
    fn mutated_frontmatter_never_panics(
        seed in 0..SEEDS.len(),
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), fragment()), 1..8),
    ) {
        let s = mutate(SEEDS[seed], &edits);
        match parse_skill_md(&s) {
            Ok(p) => check_invariants(&p),
            Err(e) => {
                let lines = s.lines().count().max(1);
                prop_assert!(e.line >= 1 && e.line <= lines + 1, "line {} of {}: {}", e.line, lines, e);
            }
        }
        let _ = lint_skill_md("k", s.as_bytes(), None);
    }
}

/// The YAML parser's reading of `fm`, as JSON.
fn full_yaml(fm: &str) -> Option<Map<String, Value>> {
    let v = yaml_serde::from_str::<yaml_serde::Value>(fm).ok()?;
    match convert::yaml_to_json(v, &mut Vec::new()) {
        Value::Object(m) => Some(m),
        Value::Null => Some(Map::new()),
        _ => None,
    }
}

fn word_for_nested() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-zA-Z0-9(~.][a-zA-Z0-9 ,.:#'\"-]{0,12}",
        Just("true".to_string()),
        Just("1.2.3".to_string())
    ]
}

fn line_strategy() -> impl Strategy<Value = String> {
    let key = prop_oneof![
        Just("name"),
        Just("description"),
        Just("keywords"),
        Just("on"),
        Just("x-y_z"),
        Just("true")
    ];
    let word = prop_oneof![
        "[a-zA-Z(/][a-zA-Z0-9 ,.()/:#'\"!?*&|>%@`{}\\[\\]~+-]{0,20}",
        Just("null".to_string()),
        Just("Yes".to_string()),
        Just("True".to_string()),
        Just("~".to_string()),
        Just("1e3".to_string()),
        Just("café ü".to_string()),
        Just("inf".to_string()),
    ];
    let value = prop_oneof![
        word.clone(),
        word.clone().prop_map(|w| format!("\"{w}\"")),
        word.clone().prop_map(|w| format!("'{w}'")),
        proptest::collection::vec(word, 0..4).prop_map(|ws| format!("[{}]", ws.join(", "))),
        proptest::collection::vec("[a-z]{1,5}", 0..4).prop_map(|ws| format!("[{},]", ws.join(","))),
    ];
    prop_oneof![
        (key, value).prop_map(|(k, v)| format!("{k}: {v}")),
        Just("# comment".to_string()),
        Just("".to_string()),
        Just("  nested: x".to_string()),
        Just("  - item".to_string()),
        Just("  - 'q'".to_string()),
        Just("    deeper: y".to_string()),
        Just("metadata:".to_string()),
        Just("  lemon:".to_string()),
        Just("description: >".to_string()),
        Just("description: >-".to_string()),
        Just("description: |".to_string()),
        Just("description: |-".to_string()),
        Just("  folded words: here # not a comment".to_string()),
        Just("  trailing space ".to_string()),
        Just("   more indented".to_string()),
        Just("  ".to_string()),
        Just("      bins: [gh, ]".to_string()),
        Just("  # indented comment".to_string()),
        Just("version: 1.0.0".to_string()),
        Just("version: 1.0".to_string()),
        Just("flag: false".to_string()),
        Just("nothing: ~".to_string()),
        (
            prop_oneof![Just("a"), Just("on"), Just("b")],
            word_for_nested()
        )
            .prop_map(|(k, v)| format!("  {k}: {v}")),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// Whenever the fast path answers, the YAML parser gives exactly the same map.
    #[test]
    fn fast_path_agrees_with_yaml(lines in proptest::collection::vec(line_strategy(), 0..8), crlf in any::<bool>()) {
        let eol = if crlf { "\r\n" } else { "\n" };
        let fm: String = lines.iter().map(|l| format!("{l}{eol}")).collect();
        if let Some(fast) = fast::parse_simple(&fm) {
            prop_assert_eq!(Some(fast), full_yaml(&fm), "frontmatter {:?}", fm);
        }
    }
}

/// On the real corpus (when present), the fast path must agree with the YAML parser
/// every time it answers, and it should answer for a good share of files.
#[test]
fn fast_path_agrees_with_yaml_on_the_corpus() {
    let root = std::env::var_os("LEMON_SKILLS_CORPUS")
        .map(std::path::PathBuf::from)
        .or_else(|| {
            let c = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
            [
                "../../../shared/corpus/skills",
                "../../../../shared/corpus/skills",
            ]
            .iter()
            .map(|r| c.join(r))
            .find(|d| d.is_dir())
        });
    let Some(root) = root else {
        eprintln!("skipping: skills corpus not found (set LEMON_SKILLS_CORPUS)");
        return;
    };
    let (mut total, mut fast_hits) = (0usize, 0usize);
    for source in std::fs::read_dir(root).into_iter().flatten().flatten() {
        for skill in std::fs::read_dir(source.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let Ok(text) = std::fs::read_to_string(skill.path().join("SKILL.md")) else {
                continue;
            };
            let Ok(sp) = split::split(&text) else {
                continue;
            };
            if sp.format != FrontmatterFormat::Yaml {
                continue;
            }
            total += 1;
            if let Some(fast) = fast::parse_simple(sp.frontmatter) {
                fast_hits += 1;
                assert_eq!(
                    Some(fast),
                    full_yaml(sp.frontmatter),
                    "{}",
                    skill.path().display()
                );
            }
        }
    }
    println!("fast path answered for {fast_hits} of {total} YAML frontmatters");
    assert!(
        fast_hits * 3 >= total,
        "fast path should cover at least a third of real skills"
    );
}

#[test]
fn strategies_hit_the_fast_path() {
    // Guard against a vacuous `fast_path_agrees_with_yaml`: typical generated lines must
    // take the fast path.
    assert!(
        fast::parse_simple("name: a\r\nkeywords: [ab, cd,]\r\n# c\r\n\r\ndescription: 'q'\r\n")
            .is_some()
    );
}
