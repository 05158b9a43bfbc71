//! The text rules: the rule tables of every category (one file each) and the engine
//! that matches them all at once over a prepared text.
//!
//! A [`Rule`] is a regular expression over the normalised, ASCII-lowercased text (see
//! [`crate::audit::context`]) and a severity for each [`Context`] (`None`: no finding
//! there); an optional `adjust` function can lower or drop a match after looking at
//! it (the host of a `curl … | sh`, the interpreter's flags). A [`Compound`] fires when
//! two patterns match within a few lines of one block (a secret path read here, a
//! network upload there).
//!
//! # Matching every rule in one pass
//!
//! For nearly every pattern the engine derives, from the pattern itself (its syntax
//! tree, see `required_literals`), a few literals of which every match holds one: the
//! words it must start with, end with, or contain (`curl`, `.bashrc`, `(){`). One
//! Aho-Corasick automaton over all of them runs once over a text and tells, per
//! pattern, the lines where one of its literals occurs; only those lines (from the
//! first literal on, when the literals are prefixes) are searched with the pattern's
//! own regex. A text without `curl` is never searched for `curl … | sh`. This is sound
//! because no literal holds a newline and the rules match within one logical line.
//! The few patterns without such literals (a test keeps them under five) are grouped
//! into small [`RegexSet`]s: one pass of each set tells which occur at all, and only
//! those are searched for positions. The `regex` crate is linear-time, so no input can
//! make this slow.

mod destructive;
mod exfiltration;
mod injection;
mod mining;
mod obfuscation;
mod persistence;
mod privilege;
mod remote_exec;
mod reverse_shell;
pub(crate) mod supply_chain;

use std::sync::OnceLock;

use aho_corasick::AhoCorasick;
use regex::bytes::{Regex, RegexSet, RegexSetBuilder};

use super::context::{Context, Line, Prepared, TextInput, prepare};
use super::report::Sink;
use super::{Category, Severity, decode, structure, unicode};

/// A severity per context: executable, instruction, example, negative, prose.
pub type Sev = [Option<Severity>; 5];

pub(crate) const B: Option<Severity> = Some(Severity::Block);
pub(crate) const W: Option<Severity> = Some(Severity::Warn);
pub(crate) const I: Option<Severity> = Some(Severity::Info);
pub(crate) const N: Option<Severity> = None;

/// Dangerous wherever it is meant: only a labelled negative example is spared.
pub(crate) const HARD: Sev = [B, B, B, I, W];
/// Blocks when it runs or is asked for; an unlabelled example warns.
pub(crate) const CODE_HARD: Sev = [B, B, W, I, I];
/// Blocks only in code that runs.
pub(crate) const MODERATE: Sev = [B, W, W, I, I];
/// Never more than a warning.
pub(crate) const SOFT: Sev = [W, W, W, I, I];
/// Text addressed to a model: hardest in prose and instructions.
pub(crate) const TEXT: Sev = [W, B, W, I, B];
/// Text addressed to a reviewer: a finding wherever it stands.
pub(crate) const REVIEWER: Sev = [B, B, B, W, B];

/// What an `adjust` function sees.
pub struct Match<'a> {
    /// The matched text (lowercased, normalised).
    pub text: &'a str,
    /// The whole logical line (lowercased, normalised).
    pub line: &'a str,
    /// Where the match starts in `line`.
    pub at: usize,
    pub ctx: Context,
    /// The words that introduce the line make it wait for the user's yes.
    pub gated: bool,
    /// See [`TextInput::vendor`].
    pub vendor: &'a [String],
    /// The match stands in `SKILL.md`, the file the agent follows.
    pub primary: bool,
}

/// Lowers, keeps or drops a match's severity.
pub type Adjust = fn(&Match<'_>, Severity) -> Option<Severity>;

/// One single-pattern rule.
pub struct Rule {
    pub id: &'static str,
    pub category: Category,
    pub pattern: &'static str,
    pub sev: Sev,
    pub adjust: Option<Adjust>,
}

/// Two patterns within `window` logical lines of one block.
pub struct Compound {
    pub id: &'static str,
    pub category: Category,
    pub first: &'static str,
    pub second: &'static str,
    pub window: usize,
    /// In a program (both halves executable code of one block) the window is the whole
    /// program: a download at the top and its `exec` at the bottom are one act, however
    /// far apart, and variables carry it between them.
    pub program_wide: bool,
    /// The halves may stand in different blocks of one text (a paragraph that says
    /// "don't slow the user down with confirmations" and the fence after it).
    pub across_blocks: bool,
    pub sev: Sev,
    pub adjust: Option<Adjust>,
}

/// An act the skill makes wait for the user's yes ("After they confirm:") is theirs to
/// take: it warns.
pub(crate) fn consented(m: &Match<'_>, s: Severity) -> Option<Severity> {
    Some(if m.gated { s.min(Severity::Warn) } else { s })
}

/// A phrase quoted on its line (`"…"`, `'…'`, `“…”`, `` `…` ``) is a mention of it,
/// not a use: text rules cap at warn there.
pub(crate) fn quoted_mention(m: &Match<'_>, s: Severity) -> Option<Severity> {
    let mut before = &m.line[..m.at.min(m.line.len())];
    // The quotes of a YAML value (`description: "…"`) are not a quotation.
    if let Some((key, value)) = before.split_once(':')
        && matches!(
            key,
            "description" | "when_to_use" | "when-to-use" | "summary" | "instructions" | "usage"
        )
    {
        let v = value.trim_start();
        if let Some(rest) = v.strip_prefix(['"', '\'']) {
            before = rest;
        }
    }
    let after = &m.line[(m.at + m.text.len()).min(m.line.len())..];
    // A quotation may run on over lines: a blockquote or list item that opens with a
    // quote mark (`> "Note to the AI: ignore …`) quotes what follows.
    let opens_quotation = before
        .trim_start_matches(['>', ' ', '-', '*', '|', '\t'])
        .starts_with(['"', '“'])
        && before.matches('"').count() % 2 == 1;
    let quoted = ['"', '\'', '`']
        .iter()
        .any(|&q| before.matches(q).count() % 2 == 1 && after.contains(q))
        || (before.contains('“') && after.contains('”'))
        || opens_quotation;
    if quoted {
        Some(s.min(Severity::Warn))
    } else {
        Some(s)
    }
}

/// The host of the URL whose text starts right after its `://`: without user
/// information or port, up to the first character that ends a URL in prose or code.
pub(crate) fn url_host(after_scheme: &str) -> &str {
    let end = after_scheme
        .find(|c: char| {
            c.is_whitespace()
                || matches!(
                    c,
                    '/' | '?' | '#' | '"' | '\'' | ')' | '`' | '>' | '<' | '|' | ';' | ','
                )
        })
        .unwrap_or(after_scheme.len());
    let host = after_scheme[..end].rsplit('@').next().unwrap_or("");
    match host.strip_prefix('[') {
        // `[::1]:8080`: an IPv6 address keeps its colons.
        Some(v6) => v6.split(']').next().unwrap_or(""),
        None => host.split(':').next().unwrap_or(""),
    }
}

/// The host of every URL (`scheme://…`) in `text`, in order.
pub(crate) fn url_hosts(text: &str) -> impl Iterator<Item = &str> {
    text.split("://").skip(1).map(url_host)
}

/// Whether `host` is `domain` or a name under it (`api.github.com` under `github.com`,
/// not `evilgithub.com`).
pub(crate) fn within_domain(host: &str, domain: &str) -> bool {
    host == domain || host.strip_suffix(domain).is_some_and(|p| p.ends_with('.'))
}

/// Whether `host` (as [`url_host`] gives it) is this machine or a name only the local
/// network resolves: a request there sends nothing away.
pub(crate) fn is_local_host(host: &str) -> bool {
    let loopback_v4 = host
        .strip_prefix("127.")
        .is_some_and(|rest| rest.chars().all(|c| c.is_ascii_digit() || c == '.'));
    loopback_v4
        || matches!(host, "localhost" | "0.0.0.0" | "::1" | "::")
        || host.ends_with(".local")
        || host.ends_with(".localhost")
}

/// Every rule table.
fn tables() -> (Vec<&'static Rule>, Vec<&'static Compound>) {
    let rules: Vec<&'static Rule> = [
        remote_exec::RULES,
        obfuscation::RULES,
        destructive::RULES,
        persistence::RULES,
        privilege::RULES,
        reverse_shell::RULES,
        exfiltration::RULES,
        injection::RULES,
        supply_chain::RULES,
        mining::RULES,
    ]
    .into_iter()
    .flatten()
    .collect();
    let compounds: Vec<&'static Compound> = [
        remote_exec::COMPOUNDS,
        injection::COMPOUNDS,
        destructive::COMPOUNDS,
        supply_chain::COMPOUNDS,
        obfuscation::COMPOUNDS,
        persistence::COMPOUNDS,
        reverse_shell::COMPOUNDS,
        exfiltration::COMPOUNDS,
        privilege::COMPOUNDS,
    ]
    .into_iter()
    .flatten()
    .collect();
    (rules, compounds)
}

enum Slot {
    Rule(&'static Rule),
    First(usize),
    Second(usize),
}

struct Engine {
    /// One automaton over the literals some match of each prefiltered pattern must
    /// start with; `owners[k]` are the patterns literal `k` belongs to.
    prefilter: AhoCorasick,
    owners: Vec<Vec<usize>>,
    /// Per pattern: its literals are prefixes of its matches, so a line is searched
    /// from the first literal on it (a megabyte before it cannot hold the match).
    starts_with_literal: Vec<bool>,
    /// Small sets of the patterns without such literals, each with its `RegexSet`.
    sets: Vec<(RegexSet, Vec<usize>)>,
    regexes: Vec<Regex>,
    /// Per pattern, what its matches feed: a pattern written in several places (the
    /// send half of four compounds) is searched once.
    slots: Vec<Vec<Slot>>,
    /// Per pattern: it is only ever the second half of compounds, so a text where no
    /// first half of those compounds matched need not be searched for it.
    second_only: Vec<bool>,
    compounds: Vec<&'static Compound>,
}

/// Patterns per [`RegexSet`].
const SET_SIZE: usize = 16;

fn build(pattern: &str) -> Regex {
    regex::bytes::RegexBuilder::new(pattern)
        .unicode(false)
        .multi_line(true)
        .size_limit(1 << 24)
        .dfa_size_limit(1 << 23)
        .build()
        .unwrap_or_else(|e| panic!("audit pattern {pattern:?}: {e}"))
}

fn engine() -> &'static Engine {
    static ENGINE: OnceLock<Engine> = OnceLock::new();
    ENGINE.get_or_init(|| {
        let (rules, compounds) = tables();
        let mut patterns: Vec<&'static str> = Vec::new();
        let mut slots: Vec<Vec<Slot>> = Vec::new();
        let mut add =
            |pattern: &'static str, slot: Slot| match patterns.iter().position(|p| *p == pattern) {
                Some(i) => slots[i].push(slot),
                None => {
                    patterns.push(pattern);
                    slots.push(vec![slot]);
                }
            };
        for r in rules {
            add(r.pattern, Slot::Rule(r));
        }
        for (i, c) in compounds.iter().enumerate() {
            add(c.first, Slot::First(i));
            add(c.second, Slot::Second(i));
        }
        // Patterns triggered by everyday words (prose rules, the halves of compounds)
        // are spread over the sets, a few in each: a set's lazy DFA then holds few
        // partial matches at once, which keeps it small and quick to build.
        let everyday = |i: usize| {
            slots[i].iter().any(|slot| match slot {
                Slot::Rule(r) => matches!(
                    r.category,
                    Category::PromptInjection | Category::CredentialHarvesting
                ),
                Slot::First(_) | Slot::Second(_) => true,
            })
        };
        // Patterns whose every match starts with one of a few literals go to the
        // prefilter; the rest to the sets.
        let mut literal_ids: std::collections::HashMap<Vec<u8>, usize> = Default::default();
        let mut literals: Vec<Vec<u8>> = Vec::new();
        let mut owners: Vec<Vec<usize>> = Vec::new();
        let mut unfiltered = Vec::new();
        let mut starts_with_literal = vec![false; patterns.len()];
        for (i, p) in patterns.iter().enumerate() {
            match required_literals(p) {
                Some((prefixes, at_start)) => {
                    starts_with_literal[i] = at_start;
                    for lit in prefixes {
                        let k = *literal_ids.entry(lit.clone()).or_insert_with(|| {
                            literals.push(lit);
                            owners.push(Vec::new());
                            literals.len() - 1
                        });
                        if !owners[k].contains(&i) {
                            owners[k].push(i);
                        }
                    }
                }
                None => unfiltered.push(i),
            }
        }
        let prefilter = super::overlapping_automaton(&literals, "audit prefilter");
        let (common, rare): (Vec<usize>, Vec<usize>) =
            unfiltered.iter().copied().partition(|&i| everyday(i));
        let nsets = unfiltered.len().div_ceil(SET_SIZE);
        let sets = (0..nsets)
            .map(|k| {
                let chunk: Vec<usize> = common
                    .iter()
                    .skip(k)
                    .step_by(nsets)
                    .chain(rare.iter().skip(k).step_by(nsets))
                    .copied()
                    .collect();
                let set = RegexSetBuilder::new(chunk.iter().map(|&i| patterns[i]))
                    .unicode(false)
                    .multi_line(true)
                    .size_limit(1 << 26)
                    .dfa_size_limit(1 << 25)
                    .build()
                    .expect("audit rule set");
                (set, chunk)
            })
            .collect();
        let regexes = patterns.iter().map(|p| build(p)).collect();
        Engine {
            prefilter,
            owners,
            starts_with_literal,
            sets,
            regexes,
            second_only: slots
                .iter()
                .map(|s| s.iter().all(|slot| matches!(slot, Slot::Second(_))))
                .collect(),
            slots,
            compounds,
        }
    })
}

/// Literals of which every match of `pattern` holds one — the few it must start with
/// (then `true`), end with, or hold anywhere — when none is shorter than
/// [`MIN_LITERAL`] bytes.
/// Where none occurs in a text, the pattern cannot match there and is not searched;
/// `None` when the pattern has no such literals.
pub(crate) fn required_literals(pattern: &str) -> Option<(Vec<Vec<u8>>, bool)> {
    use regex_syntax::hir::literal::{ExtractKind, Extractor};
    let hir = regex_syntax::ParserBuilder::new()
        .unicode(false)
        .utf8(false)
        .multi_line(true)
        .build()
        .parse(pattern)
        .ok()?;
    let extract = |kind: ExtractKind| -> Option<Vec<Vec<u8>>> {
        let mut seq = Extractor::new()
            .kind(kind.clone())
            .limit_total(4000)
            .limit_repeat(4)
            .limit_literal_len(12)
            .extract(&hir);
        // Shortened literals are still held by every match: a sound filter either way.
        match kind {
            ExtractKind::Prefix => seq.optimize_for_prefix_by_preference(),
            _ => seq.optimize_for_suffix_by_preference(),
        }
        let lits = seq.literals()?;
        let ok = !lits.is_empty()
            && lits.len() <= 200
            && lits
                .iter()
                .all(|l| l.as_bytes().len() >= MIN_LITERAL && !l.as_bytes().contains(&b'\n'));
        ok.then(|| lits.iter().map(|l| l.as_bytes().to_vec()).collect())
    };
    let shortest = |v: &Vec<Vec<u8>>| v.iter().map(Vec::len).min().unwrap_or(0);
    let inner = held_literals(&hir).filter(|v| {
        v.len() <= 200
            && v.iter()
                .all(|l| l.len() >= MIN_LITERAL && !l.contains(&b'\n'))
    });
    [
        extract(ExtractKind::Prefix).map(|v| (v, true)),
        extract(ExtractKind::Suffix).map(|v| (v, false)),
        inner.map(|v| (v, false)),
    ]
    .into_iter()
    .flatten()
    .max_by_key(|(v, prefix)| (shortest(v), *prefix, std::cmp::Reverse(v.len())))
}

/// Literals of which every match of `hir` holds one anywhere (not only at its start
/// or end): a literal node; for a concatenation, the best of its parts' sets; for an
/// alternation, the union of its branches' sets (each needs one); a repetition that
/// must occur once, its body's set. `None` where a match may hold no literal.
fn held_literals(hir: &regex_syntax::hir::Hir) -> Option<Vec<Vec<u8>>> {
    use regex_syntax::hir::HirKind;
    match hir.kind() {
        HirKind::Literal(l) => Some(vec![l.0.to_vec()]),
        HirKind::Capture(c) => held_literals(&c.sub),
        HirKind::Repetition(r) if r.min >= 1 => held_literals(&r.sub),
        HirKind::Concat(parts) => parts
            .iter()
            .filter_map(held_literals)
            .filter(|v| v.len() <= 200)
            .max_by_key(|v| {
                (
                    v.iter().map(Vec::len).min().unwrap_or(0),
                    std::cmp::Reverse(v.len()),
                )
            }),
        HirKind::Alternation(branches) => {
            let mut all: Vec<Vec<u8>> = Vec::new();
            for b in branches {
                for l in held_literals(b)? {
                    if !all.contains(&l) {
                        all.push(l);
                    }
                }
                if all.len() > 200 {
                    return None;
                }
            }
            Some(all)
        }
        _ => None,
    }
}

/// Shortest literal worth prefiltering on (`>` or `rm` is in nearly every text).
const MIN_LITERAL: usize = 2;

/// Most positions looked at per pattern and text.
const MAX_MATCHES_PER_PATTERN: usize = 64;

/// A rule match with its severity decided.
#[derive(Debug, Clone)]
pub struct Hit {
    pub rule: &'static str,
    pub category: Category,
    pub severity: Severity,
    /// Logical line index in the [`Prepared`].
    pub line: usize,
    /// Byte offset of the match in [`Prepared::text`].
    pub start: usize,
}

fn decide(sev: &Sev, adjust: Option<Adjust>, m: &Match<'_>) -> Option<Severity> {
    let s = sev[m.ctx.index()]?;
    match adjust {
        Some(f) => f(m, s),
        None => Some(s),
    }
}

/// Every rule over one prepared text.
pub fn scan_prepared(p: &Prepared, vendor: &[String], primary: bool) -> Vec<Hit> {
    let e = engine();
    let bytes = p.lower.as_bytes();
    let mut hits = Vec::new();
    // Per compound: lines where its first / second pattern matched.
    type Positions = Vec<(usize, usize)>;
    let mut parts: Vec<(Positions, Positions)> = vec![(Vec::new(), Vec::new()); e.compounds.len()];
    let record = |idx: usize,
                  start: usize,
                  end: usize,
                  hits: &mut Vec<Hit>,
                  parts: &mut Vec<(Positions, Positions)>| {
        let li = p.line_index(start);
        for slot in &e.slots[idx] {
            match slot {
                Slot::Rule(r) => {
                    let lstart = p.starts[li];
                    let mm = Match {
                        text: &p.lower[start..end],
                        line: line_lower(p, li),
                        at: start - lstart,
                        ctx: shown_in_skill(
                            own_context(p, li, start - lstart, end - lstart),
                            p,
                            li,
                            primary,
                        ),
                        gated: p.lines[li].gated,
                        vendor,
                        primary,
                    };
                    if let Some(severity) = decide(&r.sev, r.adjust, &mm) {
                        hits.push(Hit {
                            rule: r.id,
                            category: r.category,
                            severity,
                            line: li,
                            start,
                        });
                    }
                }
                Slot::First(c) => parts[*c].0.push((li, start)),
                Slot::Second(c) => parts[*c].1.push((li, start)),
            }
        }
    };
    // The lines where each prefiltered pattern's literals occur (a literal holds no
    // newline and the matches come in text order, so each list is sorted), and only
    // those lines are searched: one pass of the automaton instead of one scan of the
    // text per pattern.
    // (line, where the first literal on it starts)
    let mut lines_of: Vec<Vec<(usize, usize)>> = vec![Vec::new(); e.slots.len()];
    for m in e.prefilter.find_overlapping_iter(bytes) {
        let li = p.line_index(m.start());
        for &i in &e.owners[m.pattern().as_usize()] {
            let v = &mut lines_of[i];
            match v.last_mut() {
                Some((l, at)) if *l == li => *at = (*at).min(m.start()),
                _ => v.push((li, m.start())),
            }
        }
    }
    // The patterns without literals: which of them occur at all, by set.
    let in_sets: Vec<usize> = e
        .sets
        .iter()
        .flat_map(|(set, idx)| set.matches(bytes).into_iter().map(|i| idx[i]))
        .collect();
    // Every pattern that can stand alone or open a compound first; then the second
    // halves, only of compounds whose first half matched somewhere in the text.
    for second_phase in [false, true] {
        let wanted = |idx: usize, parts: &[(Positions, Positions)]| {
            e.second_only[idx] == second_phase
                && (!second_phase
                    || e.slots[idx]
                        .iter()
                        .any(|s| matches!(s, Slot::Second(c) if !parts[*c].0.is_empty())))
        };
        for (idx, lines) in lines_of.iter().enumerate() {
            if lines.is_empty() || !wanted(idx, &parts) {
                continue;
            }
            let mut found = 0;
            let mut last_line = usize::MAX;
            let mut k = 0;
            // Runs of adjacent candidate lines are searched as one slice.
            while k < lines.len() && found < MAX_MATCHES_PER_PATTERN {
                let (first, first_at) = lines[k];
                while k + 1 < lines.len() && lines[k + 1].0 == lines[k].0 + 1 {
                    k += 1;
                }
                let last = lines[k].0;
                k += 1;
                let ls = if e.starts_with_literal[idx] {
                    first_at
                } else {
                    p.starts[first]
                };
                let le = p.starts.get(last + 1).map_or(bytes.len(), |&e| e);
                for m in e.regexes[idx].find_iter(&bytes[ls..le]) {
                    let li = p.line_index(ls + m.start());
                    // The first match of a line is the one recorded, as below.
                    if li == last_line {
                        continue;
                    }
                    last_line = li;
                    record(idx, ls + m.start(), ls + m.end(), &mut hits, &mut parts);
                    found += 1;
                    if found >= MAX_MATCHES_PER_PATTERN {
                        break;
                    }
                }
            }
        }
        // The patterns without literals that occur, where.
        for &idx in &in_sets {
            if !wanted(idx, &parts) {
                continue;
            }
            let mut last_line = usize::MAX;
            for m in e.regexes[idx]
                .find_iter(bytes)
                .take(MAX_MATCHES_PER_PATTERN)
            {
                let li = p.line_index(m.start());
                if li == last_line {
                    continue;
                }
                last_line = li;
                record(idx, m.start(), m.end(), &mut hits, &mut parts);
            }
        }
    }
    for (ci, (firsts, seconds)) in parts.iter().enumerate() {
        if firsts.is_empty() || seconds.is_empty() {
            continue;
        }
        let c = e.compounds[ci];
        let mut reported = Vec::new();
        for &(la, sa) in firsts {
            for &(lb, sb) in seconds {
                let (a, b) = (&p.lines[la], &p.lines[lb]);
                let of_program = |l: &Line| l.ctx == Context::Executable || l.program_data;
                let in_program = c.program_wide && of_program(a) && of_program(b);
                // The window counts the text's own lines: a variant of assembled lines
                // holds only the lines that changed, far apart in the text.
                if (a.block != b.block && !c.across_blocks)
                    || (a.no.abs_diff(b.no) > c.window && !in_program)
                {
                    continue;
                }
                let at_line = la.max(lb);
                // A line is reported once, at the worst severity of the pairs that
                // end on it: a weak pair found first does not hide a strong one.
                let earlier = reported
                    .iter()
                    .find(|(line, _)| *line == at_line)
                    .map(|&(_, k)| k);
                if earlier.is_some_and(|k: usize| hits[k].severity == Severity::Block) {
                    continue;
                }
                let start = if lb >= la { sb } else { sa };
                let sev = |li: usize, s: usize| {
                    let at = s - p.starts[li];
                    let mm = Match {
                        text: line_lower(p, li),
                        line: line_lower(p, li),
                        at,
                        ctx: shown_in_skill(own_context(p, li, at, at), p, li, primary),
                        gated: p.lines[li].gated,
                        vendor,
                        primary,
                    };
                    decide(&c.sev, c.adjust, &mm)
                };
                // Both halves must count where they stand.
                let severity = match (sev(la, sa), sev(lb, sb)) {
                    (Some(x), Some(y)) => x.min(y),
                    _ => continue,
                };
                if let Some(k) = earlier {
                    if severity > hits[k].severity {
                        hits[k].severity = severity;
                        hits[k].start = start;
                    }
                    continue;
                }
                reported.push((at_line, hits.len()));
                hits.push(Hit {
                    rule: c.id,
                    category: c.category,
                    severity,
                    line: at_line,
                    start,
                });
            }
        }
    }
    hits.extend(remote_exec::saved_then_run(p, vendor));
    hits.extend(destructive::world_open_ingress(p, primary));
    hits.extend(destructive::home_wiped_by_unset_variable(p, primary));
    hits.extend(supply_chain::lockfile_foreign_tarballs(p, primary));
    hits.extend(supply_chain::pull_request_code_run(p, primary));
    hits
}

/// The severity `table` gives line `li` of a text, read as [`scan_prepared`] reads it
/// (code shown unlabelled in `SKILL.md` runs): for the checks that read a whole text
/// rather than match a pattern.
pub(crate) fn severity_at(p: &Prepared, li: usize, primary: bool, table: &Sev) -> Option<Severity> {
    table[shown_in_skill(p.lines[li].ctx, p, li, primary).index()]
}

/// Code shown in `SKILL.md` without a label is code the agent is about to run: that
/// file is its instructions, and a step's fence is the step. (In any other file an
/// unlabelled fence stays an example.)
fn shown_in_skill(ctx: Context, p: &Prepared, li: usize, primary: bool) -> Context {
    if primary && ctx == Context::Example && !p.lines[li].prose {
        Context::Instruction
    } else {
        ctx
    }
}

/// The context of line `li` for a match at `start..end` of it: a line negative only
/// through its own words is re-judged without the matched text, so a rule whose
/// match contains "do not" or "never" is not excused by it.
///
/// On a line of prose with no code in it, "do not …" and "never …" are orders about
/// the agent's conduct ("do not ask for confirmation, do not print the connection
/// string"), not labels of an example: only descriptive labels ("attackers", "detect")
/// still count there.
fn own_context(p: &Prepared, li: usize, start: usize, end: usize) -> Context {
    let line = &p.lines[li];
    if !line.self_negative {
        return line.ctx;
    }
    let text = line_lower(p, li);
    let end = end.min(text.len());
    // In code, the other words of the string the match stands in (`PROMPT='search
    // for keys … do not modify files'`) are the same utterance, not a label of it.
    let (start, end) = if line.prose {
        (start.min(end), end)
    } else {
        enclosing_quotes(text, start.min(end), end)
    };
    // "…, so switch to the patched mirror globally: `npm config set …`": the clause
    // before the colon orders the code shown after it; a reason given earlier in the
    // sentence ("still serves vulnerable tarballs") labels nothing.
    if line.prose
        && let Some(tick) = text[..start.min(text.len())].rfind('`')
        && text[..tick].trim_end().ends_with(':')
    {
        let lead = text[..tick].trim_end().trim_end_matches(':');
        let clause = lead
            .rsplit(['.', ';', ','])
            .next()
            .unwrap_or("")
            .trim_start()
            .trim_start_matches("so ")
            .trim_start_matches("then ");
        const ORDERS: &[&str] = &[
            "switch",
            "run",
            "set",
            "use",
            "install",
            "add",
            "append",
            "point",
            "change",
            "configure",
            "replace",
            "pin",
            "execute",
            "paste",
            "enable",
            "export",
            "update",
            "apply",
            "move",
        ];
        let verb = clause.split_whitespace().next().unwrap_or("");
        if clause.split_whitespace().count() >= 2
            && !super::context::is_negative_label(clause)
            && (ORDERS.contains(&verb) || super::context::is_imperative(clause))
        {
            return Context::Instruction;
        }
    }
    let rest = format!("{} {}", &text[..start], &text[end..]);
    let orders = line.prose && !text.contains('`');
    let labelled = if orders {
        super::context::is_descriptive_label(&rest)
    } else {
        super::context::is_negative_label(&rest)
    };
    if labelled {
        Context::Negative
    } else if !line.prose {
        // Code no longer labelled by its own words is code shown: an example.
        Context::Example
    } else if super::context::is_imperative(text) {
        Context::Instruction
    } else {
        Context::Prose
    }
}

/// The `'…'` or `"…"` span of `text` that holds `start..end`, or `start..end` itself
/// when none does.
fn enclosing_quotes(text: &str, start: usize, end: usize) -> (usize, usize) {
    let mut open: Option<(char, usize)> = None;
    for (i, c) in text.char_indices() {
        match open {
            Some((q, from)) if c == q => {
                if from <= start && end <= i + 1 {
                    return (from, i + 1);
                }
                open = None;
            }
            None if c == '\'' || c == '"' => open = Some((c, i)),
            _ => {}
        }
    }
    (start, end)
}

/// The lowercased normalised text of logical line `i` (without its `\n`).
pub(crate) fn line_lower(p: &Prepared, i: usize) -> &str {
    let start = p.starts[i];
    let end = p.starts.get(i + 1).map_or(p.lower.len(), |&e| e);
    p.lower[start..end.max(start)].trim_end_matches('\n')
}

/// All text checks of one member (or one part of a container) into `sink`.
pub fn scan_text(input: &TextInput, sink: &mut Sink) {
    let prepared = prepare(&input.text, input.kind);
    let hits = scan_prepared(&prepared, &input.vendor, input.is_primary());
    for h in &hits {
        let line = &prepared.lines[h.line];
        let raw = &input.text[line.raw.clone()];
        let focus = h.start - prepared.starts[h.line];
        sink.push_hit(
            h,
            &input.file,
            line.no,
            raw,
            prepared.line_text(h.line),
            focus,
        );
    }
    supply_chain::scan_manifest(input, sink);
    super::intent::scan(input, &prepared, sink);
    unicode::scan(input, &prepared, sink);
    structure::scan_padding(input, &prepared, sink);
    decode::scan(input, &prepared, &hits, sink, 0);
}

/// Only the rule hits of a text (no unicode, padding or decoding): used for decoded
/// payloads and assembled strings.
pub fn hits_of(text: &str, kind: super::context::Kind) -> (Prepared, Vec<Hit>) {
    let p = prepare(text, kind);
    let h = scan_prepared(&p, &[], false);
    (p, h)
}

/// The id of every rule, compound, and code-level check (for tests and docs).
pub fn all_rule_ids() -> Vec<&'static str> {
    let (rules, compounds) = tables();
    let mut ids: Vec<&'static str> = rules.iter().map(|r| r.id).collect();
    ids.extend(compounds.iter().map(|c| c.id));
    // The checks that are code rather than a table entry.
    ids.extend([
        "remote_exec.saved_then_run",
        "destructive.world_open_ingress",
        "destructive.home_wiped_by_unset_variable",
    ]);
    ids.sort();
    ids.dedup();
    ids
}

#[cfg(test)]
mod tests;
