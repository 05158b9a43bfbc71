//! Ranking quality on the real skills corpus (`shared/corpus/skills`): recall@1 and
//! recall@3 of requests some skill answers, and the share of requests no skill covers
//! that get no result at all ("nothing fits"), overall and per kind of request.
//!
//! Three rankers are compared: the ranker as `find_relevant` answers, the same BM25F
//! index with no thresholds or cut-offs (plain BM25F), and the literal keyword formula
//! the ranker replaced (the keyword baseline, [`baseline_search`]).
//!
//! `data/relevance_eval.json` is the tuning set: the thresholds were chosen on it, so
//! its figures flatter the ranker. `data/relevance_heldout.json` was written by someone
//! else, from the corpus alone, and was measured once cleanly (its floors below record
//! that measurement); since then it has been a development set like the tuning set
//! (its misses were studied and the ranker tuned on both), so it is no longer held out
//! and its figures flatter the ranker too. `data/relevance_heldout2.json` was written by
//! a third person while the ranker was tuned on the other two, and was first run on
//! the final ranker (its floors record that run). `data/relevance_heldout3.json` was
//! written by a fourth person after the ranker was final, committed before it was run,
//! and is reported in aggregate only (no per-request output), so its misses stay unseen:
//! it was run once at the end of the round that raised the bar for a lead leaving
//! unexplained a word no skill has, and read misspellings (tuned on the other three with
//! `LEMON_EVAL_DEV_ONLY` set, which leaves #3 and #4 out, aggregate and floors too).
//! `data/relevance_heldout4.json` was written by a fifth person from the corpus alone,
//! committed before that round and run before and after it; it is reported the same
//! way. `data/relevance_heldout5.json` was written by a sixth person from the corpus
//! alone and committed before the next round (its kinds' labels mapped to this file's
//! names, nothing else changed); it is reported the same way. So is
//! `data/relevance_heldout6.json`, written by a seventh person from the corpus alone,
//! `data/relevance_heldout7.json`, written by an eighth, and
//! `data/relevance_heldout8.json`, written by a ninth and committed before it was run,
//! and `data/relevance_heldout9.json`, written by a tenth, likewise, and
//! `data/relevance_heldout10.json`, written by an eleventh, and
//! `data/relevance_heldout11.json`, by a twelfth.
//!
//! The corpus is test data that lives outside the repository; without it the test
//! prints why and passes. Point `LEMON_SKILLS_CORPUS` at it to run elsewhere.

mod common;

use std::path::{Path, PathBuf};

use common::corpus_dir;
use lemon_skills::relevance::{BaselineDoc, SearchIndex, SearchOptions, baseline_search};
use lemon_skills::{Entry, Manifest, Scope, SkillLocation};
use serde::Deserialize;

/// One evaluation set (the shape of the files in `tests/data/`).
#[derive(Deserialize)]
struct EvalSet {
    requests: Vec<Request>,
}

#[derive(Deserialize, Clone)]
struct Request {
    query: String,
    kind: Kind,
    /// Every key that correctly answers the request (any one counts); empty when no
    /// skill covers it.
    expected: Vec<String>,
    /// Tuning set only: which generation of the set the request belongs to (`v1`,
    /// `v1-holdout`, `v2`), so the floors measured on the first sets stay checked.
    #[serde(default)]
    origin: String,
}

#[derive(Deserialize, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(rename_all = "lowercase")]
enum Kind {
    /// The task in the asker's own words, none of the skill's.
    Paraphrase,
    /// A few search-box words.
    Keyword,
    /// A vague request that several skills answer.
    Ambiguous,
    /// No skill fits: the right answer is nothing.
    Uncovered,
}

const KINDS: [Kind; 4] = [
    Kind::Paraphrase,
    Kind::Keyword,
    Kind::Ambiguous,
    Kind::Uncovered,
];

fn load_set(json: &str) -> EvalSet {
    let set: EvalSet = serde_json::from_str(json).expect("evaluation set is valid JSON");
    for r in &set.requests {
        assert_eq!(
            r.kind == Kind::Uncovered,
            r.expected.is_empty(),
            "{:?}: uncovered requests and only they expect nothing",
            r.query
        );
    }
    set
}

/// Reads `<source>/<key>/SKILL.md` for every skill of the corpus.
fn load_corpus(dir: &Path) -> Vec<Entry> {
    let mut entries = Vec::new();
    let mut sources: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus directory is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    sources.sort();
    for source in sources {
        let mut skills: Vec<PathBuf> = std::fs::read_dir(&source)
            .expect("source directory is readable")
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.join("SKILL.md").is_file())
            .collect();
        skills.sort();
        for skill in skills {
            let Ok(bytes) = std::fs::read(skill.join("SKILL.md")) else {
                continue;
            };
            let text = String::from_utf8_lossy(&bytes);
            let key = skill
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            entries.push(entry_from(&key, &text, &skill));
        }
    }
    entries
}

fn entry_from(key: &str, text: &str, path: &Path) -> Entry {
    // A skill the lenient parser rejects is still searchable by its key and body.
    let (manifest, body) = match lemon_skills::parse_skill_md(text) {
        Ok(parsed) => (parsed.manifest, parsed.body),
        Err(_) => (Manifest::default(), text.to_string()),
    };
    Entry {
        key: key.to_string(),
        name: manifest.name.clone().unwrap_or_else(|| key.to_string()),
        description: manifest.description.clone().unwrap_or_default(),
        scope: Scope::Global,
        location: SkillLocation::dir(path.parent().unwrap_or(path), path),
        manifest,
        body,
    }
}

/// Hits and totals for one kind of request.
#[derive(Default, Clone, Copy)]
struct Tally {
    requests: usize,
    at1: usize,
    at3: usize,
    /// Uncovered requests answered with nothing.
    empty: usize,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.requests += other.requests;
        self.at1 += other.at1;
        self.at3 += other.at3;
        self.empty += other.empty;
    }

    fn share(n: usize, of: usize) -> f64 {
        if of == 0 {
            f64::NAN
        } else {
            n as f64 / of as f64
        }
    }

    fn recall1(&self) -> f64 {
        Tally::share(self.at1, self.requests)
    }

    fn recall3(&self) -> f64 {
        Tally::share(self.at3, self.requests)
    }

    fn nothing_fits(&self) -> f64 {
        Tally::share(self.empty, self.requests)
    }
}

/// One ranker's figures on one set.
struct Metrics {
    /// Requests some skill answers (every kind but uncovered).
    covered: Tally,
    uncovered: Tally,
    per_kind: Vec<(Kind, Tally)>,
}

impl Metrics {
    fn kind(&self, kind: Kind) -> Tally {
        self.per_kind
            .iter()
            .find(|(k, _)| *k == kind)
            .map_or_else(Tally::default, |(_, t)| *t)
    }

    fn line(&self) -> String {
        let mut s = format!(
            "recall@1 {:.3}  recall@3 {:.3}  nothing-fits {:.3}",
            self.covered.recall1(),
            self.covered.recall3(),
            self.uncovered.nothing_fits()
        );
        for (kind, t) in &self.per_kind {
            if *kind == Kind::Uncovered {
                continue;
            }
            s.push_str(&format!(
                " | {kind:?} {:.2}/{:.2}",
                t.recall1(),
                t.recall3()
            ));
        }
        s
    }
}

fn evaluate(
    set: &[Request],
    entries: &[Entry],
    rank: &dyn Fn(&str) -> Vec<usize>,
    verbose: bool,
    label: &str,
) -> Metrics {
    let mut per_kind: Vec<(Kind, Tally)> = KINDS.iter().map(|&k| (k, Tally::default())).collect();
    for r in set {
        let got: Vec<&str> = rank(&r.query)
            .into_iter()
            .take(3)
            .map(|i| entries[i].key.as_str())
            .collect();
        let tally = &mut per_kind
            .iter_mut()
            .find(|(k, _)| *k == r.kind)
            .expect("every kind has a tally")
            .1;
        tally.requests += 1;
        if r.kind == Kind::Uncovered {
            tally.empty += got.is_empty() as usize;
            if verbose && !got.is_empty() {
                println!("[{label}] false match {:?}: got {got:?}", r.query);
            }
            continue;
        }
        let right = |k: &&str| r.expected.iter().any(|e| e == k);
        let hit1 = got.first().is_some_and(right);
        tally.at1 += hit1 as usize;
        tally.at3 += got.iter().any(right) as usize;
        if verbose && !hit1 {
            println!(
                "[{label}] {:?} miss@1 {:?}: got {got:?}, want {:?}",
                r.kind, r.query, r.expected
            );
        }
    }
    let mut covered = Tally::default();
    for (kind, t) in &per_kind {
        if *kind != Kind::Uncovered {
            covered.add(*t);
        }
    }
    Metrics {
        covered,
        uncovered: per_kind
            .iter()
            .find(|(k, _)| *k == Kind::Uncovered)
            .map_or_else(Tally::default, |(_, t)| *t),
        per_kind: per_kind
            .into_iter()
            .filter(|(_, t)| t.requests > 0)
            .collect(),
    }
}

/// The three rankers over one set of entries.
struct Rankers {
    index: SearchIndex,
    docs: Vec<BaselineDoc>,
}

impl Rankers {
    fn new(entries: &[Entry]) -> Rankers {
        Rankers {
            index: SearchIndex::build(entries),
            docs: entries.iter().map(BaselineDoc::new).collect(),
        }
    }

    fn ranker(&self, q: &str) -> Vec<usize> {
        self.index
            .search(q, 3, |_| true)
            .into_iter()
            .map(|(i, _)| i)
            .collect()
    }

    fn bm25f(&self, q: &str) -> Vec<usize> {
        self.index
            .search_with(q, 3, |_| true, &SearchOptions::UNFILTERED)
            .into_iter()
            .map(|h| h.index)
            .collect()
    }

    fn baseline(&self, q: &str) -> Vec<usize> {
        baseline_search(&self.docs, q, 3, |_| true)
            .into_iter()
            .map(|(i, _)| i)
            .collect()
    }

    /// `(ranker, plain BM25F, keyword baseline)` on `set`, printed under `name`.
    fn report(
        &self,
        name: &str,
        set: &[Request],
        entries: &[Entry],
        verbose: bool,
    ) -> (Metrics, Metrics, Metrics) {
        let ours = evaluate(set, entries, &|q| self.ranker(q), verbose, name);
        let bm25f = evaluate(set, entries, &|q| self.bm25f(q), false, name);
        let base = evaluate(set, entries, &|q| self.baseline(q), false, name);
        let count = |k: Kind| set.iter().filter(|r| r.kind == k).count();
        println!(
            "{name}: {} requests ({} paraphrase, {} keyword, {} ambiguous, {} uncovered)",
            set.len(),
            count(Kind::Paraphrase),
            count(Kind::Keyword),
            count(Kind::Ambiguous),
            count(Kind::Uncovered)
        );
        for (label, m) in [
            ("ranker      ", &ours),
            ("plain BM25F ", &bm25f),
            ("kw baseline ", &base),
        ] {
            println!("  {label}: {}", m.line());
        }
        (ours, bm25f, base)
    }
}

#[test]
fn ranking_quality_on_real_corpus() {
    let Some(dir) = corpus_dir() else {
        println!(
            "skipping relevance evaluation: corpus not found (set LEMON_SKILLS_CORPUS or place it at ../shared/corpus/skills)"
        );
        return;
    };
    let tuning = load_set(include_str!("data/relevance_eval.json"));
    let entries = load_corpus(&dir);
    assert!(
        entries.len() > 100,
        "corpus at {} looks incomplete",
        dir.display()
    );
    let verbose = std::env::var_os("LEMON_EVAL_VERBOSE").is_some();

    let started = std::time::Instant::now();
    let rankers = Rankers::new(&entries);
    println!(
        "relevance eval over {} skills, index built in {:?}",
        entries.len(),
        started.elapsed()
    );
    if verbose {
        calibration(&tuning.requests, &entries, &rankers.index);
    }
    let (ours, _bm25f, base) = rankers.report("tuning set", &tuning.requests, &entries, verbose);
    let heldout = load_set(include_str!("data/relevance_heldout.json"));
    let (held, held_bm25f, held_base) = rankers.report(
        "held-out #1 (now a development set)",
        &heldout.requests,
        &entries,
        verbose,
    );
    let heldout2 = load_set(include_str!("data/relevance_heldout2.json"));
    let (held2, held2_bm25f, held2_base) =
        rankers.report("held-out #2", &heldout2.requests, &entries, verbose);
    // Held-out #3 is reported in aggregate only (never verbose), so its misses stay
    // unseen while the ranker is worked on; `LEMON_EVAL_DEV_ONLY` leaves them out
    // altogether (not even their aggregates or their floors), so tuning cannot lean on
    // them. Held-out #4 likewise: written by a fifth person from the corpus alone and
    // committed before the ranker's last round of tuning.
    let dev_only = std::env::var_os("LEMON_EVAL_DEV_ONLY").is_some();
    let held3 = (!dev_only).then(|| {
        let heldout3 = load_set(include_str!("data/relevance_heldout3.json"));
        rankers.report("held-out #3", &heldout3.requests, &entries, false)
    });
    let held4 = (!dev_only).then(|| {
        let heldout4 = load_set(include_str!("data/relevance_heldout4.json"));
        rankers.report("held-out #4", &heldout4.requests, &entries, false)
    });
    // Held-out #5 likewise: written by a sixth person from the corpus alone and committed
    // before the round that followed #4's.
    let held5 = (!dev_only).then(|| {
        let heldout5 = load_set(include_str!("data/relevance_heldout5.json"));
        rankers.report("held-out #5", &heldout5.requests, &entries, false)
    });
    // Held-out #6 likewise: written by a seventh person from the corpus alone (its own
    // BM25 script checked competitors), committed and run once on the ranker as it was.
    let held6 = (!dev_only).then(|| {
        let heldout6 = load_set(include_str!("data/relevance_heldout6.json"));
        rankers.report("held-out #6", &heldout6.requests, &entries, false)
    });
    // Held-out #7 likewise: written by an eighth person from the corpus alone, run once
    // on the ranker as it was.
    let held7 = (!dev_only).then(|| {
        let heldout7 = load_set(include_str!("data/relevance_heldout7.json"));
        rankers.report("held-out #7", &heldout7.requests, &entries, false)
    });
    // Held-out #8 likewise: written by a ninth person from the corpus alone, committed
    // before it was run, then run once on the ranker as it was.
    let held8 = (!dev_only).then(|| {
        let heldout8 = load_set(include_str!("data/relevance_heldout8.json"));
        rankers.report("held-out #8", &heldout8.requests, &entries, false)
    });
    // Held-out #9 likewise: written by a tenth person from the corpus alone, committed
    // before it was run, then run once on the ranker as it was.
    let held9 = (!dev_only).then(|| {
        let heldout9 = load_set(include_str!("data/relevance_heldout9.json"));
        rankers.report("held-out #9", &heldout9.requests, &entries, false)
    });
    // Held-out #10 likewise: written by an eleventh person from the corpus alone,
    // committed before it was run, then run once on the ranker as it was.
    let held10 = (!dev_only).then(|| {
        let heldout10 = load_set(include_str!("data/relevance_heldout10.json"));
        rankers.report("held-out #10", &heldout10.requests, &entries, false)
    });
    // Held-out #11 likewise: a twelfth person, committed before it was run.
    let held11 = (!dev_only).then(|| {
        let heldout11 = load_set(include_str!("data/relevance_heldout11.json"));
        rankers.report("held-out #11", &heldout11.requests, &entries, false)
    });

    // Small registries: IDF says less there, so check the thresholds still let the
    // right skill through and still refuse out-of-scope requests.
    for sources in [
        &["anthropics-skills", "obra-superpowers"][..],
        &[
            "anthropics-skills",
            "mattpocock-skills",
            "obra-superpowers",
            "trailofbits-skills",
        ][..],
    ] {
        let subset: Vec<Entry> = entries
            .iter()
            .filter(|e| {
                e.location
                    .root_dir()
                    .and_then(Path::file_name)
                    .is_some_and(|n| sources.iter().any(|s| n == *s))
            })
            .cloned()
            .collect();
        let keys: Vec<&str> = subset.iter().map(|e| e.key.as_str()).collect();
        // The requests this registry answers, with the answers it holds, and every
        // uncovered request.
        let small: Vec<Request> = tuning
            .requests
            .iter()
            .filter_map(|r| {
                let mut r = r.clone();
                if r.kind == Kind::Uncovered {
                    return Some(r);
                }
                r.expected.retain(|k| keys.contains(&k.as_str()));
                (!r.expected.is_empty()).then_some(r)
            })
            .collect();
        let small_rankers = Rankers::new(&subset);
        let m = evaluate(
            &small,
            &subset,
            &|q| small_rankers.ranker(q),
            verbose,
            "small",
        );
        println!("registry of {} skills: {}", subset.len(), m.line());
        // Vague (ambiguous) requests may rightly get nothing from a registry this
        // small; the others must still be answered.
        let mut specific = m.kind(Kind::Paraphrase);
        specific.add(m.kind(Kind::Keyword));
        assert!(
            specific.recall3() >= 0.75,
            "small-registry recall@3 fell to {:.3}",
            specific.recall3()
        );
        assert!(
            m.uncovered.nothing_fits() >= 0.9,
            "small-registry nothing-fits fell to {:.3}",
            m.uncovered.nothing_fits()
        );
    }

    // The first sets, with the floors measured on them before the set grew
    // (tuning 0.919 / 0.959 / 0.933; held out 1.000 / 1.000 / 1.000).
    for (origin, recall1, recall3, nothing_fits) in
        [("v1", 0.85, 0.90, 0.80), ("v1-holdout", 0.85, 0.90, 0.75)]
    {
        let part: Vec<Request> = tuning
            .requests
            .iter()
            .filter(|r| r.origin == origin)
            .cloned()
            .collect();
        let m = evaluate(&part, &entries, &|q| rankers.ranker(q), false, origin);
        println!("  ranker on {origin}: {}", m.line());
        assert!(
            m.covered.recall1() >= recall1,
            "{origin} recall@1 fell to {:.3}",
            m.covered.recall1()
        );
        assert!(
            m.covered.recall3() >= recall3,
            "{origin} recall@3 fell to {:.3}",
            m.covered.recall3()
        );
        assert!(
            m.uncovered.nothing_fits() >= nothing_fits,
            "{origin} nothing-fits fell to {:.3}",
            m.uncovered.nothing_fits()
        );
    }
    // The whole tuning set (measured 0.838 / 0.932 / 0.756 before the score × coverage
    // lead rule, 0.838 / 0.911 / 0.878 with it, 0.848 / 0.937 / 0.878 with the raised
    // bar for an unexplained unknown word and the misspelling reading).
    assert!(
        ours.covered.recall1() >= 0.84,
        "recall@1 fell to {:.3}",
        ours.covered.recall1()
    );
    assert!(
        ours.covered.recall3() >= 0.93,
        "recall@3 fell to {:.3}",
        ours.covered.recall3()
    );
    assert!(
        ours.covered.recall3() > ours.covered.recall1() + 0.05,
        "runners-up must add to recall@3"
    );
    assert!(
        ours.uncovered.nothing_fits() >= 0.87,
        "nothing-fits fell to {:.3}",
        ours.uncovered.nothing_fits()
    );
    assert!(
        ours.covered.recall1() > base.covered.recall1(),
        "the ranker must beat the keyword baseline"
    );
    HELDOUT1_FLOORS.check(&held, &held_bm25f, &held_base);
    HELDOUT2_FLOORS.check(&held2, &held2_bm25f, &held2_base);
    match (
        held3, held4, held5, held6, held7, held8, held9, held10, held11,
    ) {
        (
            Some((held3, held3_bm25f, held3_base)),
            Some((held4, _, held4_base)),
            Some((held5, _, held5_base)),
            Some((held6, _, held6_base)),
            Some((held7, _, held7_base)),
            Some((held8, _, held8_base)),
            Some((held9, _, held9_base)),
            Some((held10, _, held10_base)),
            Some((held11, _, held11_base)),
        ) => {
            HELDOUT3_FLOORS.check(&held3, &held3_bm25f, &held3_base);
            HELDOUT4_FLOORS.check_floors(&held4, &held4_base);
            HELDOUT5_FLOORS.check_floors(&held5, &held5_base);
            HELDOUT6_FLOORS.check_floors(&held6, &held6_base);
            HELDOUT7_FLOORS.check_floors(&held7, &held7_base);
            HELDOUT8_FLOORS.check_floors(&held8, &held8_base);
            HELDOUT9_FLOORS.check_floors(&held9, &held9_base);
            HELDOUT10_FLOORS.check_floors(&held10, &held10_base);
            HELDOUT11_FLOORS.check_floors(&held11, &held11_base);
        }
        _ => println!("held-out #3 to #11 left out (LEMON_EVAL_DEV_ONLY)"),
    }
}

/// Prints, unfiltered, the score and coverage of the right answer and of the best
/// wrong answers, to choose the thresholds of `SearchOptions::default`.
fn calibration(set: &[Request], entries: &[Entry], index: &SearchIndex) {
    let show = |h: &lemon_skills::relevance::Hit| {
        format!("{}({:.2},{:.2})", entries[h.index].key, h.score, h.coverage)
    };
    for r in set {
        let hits = index.search_with(&r.query, 50, |_| true, &SearchOptions::UNFILTERED);
        if r.kind == Kind::Uncovered {
            let top: Vec<String> = hits.iter().take(3).map(show).collect();
            println!("NEG {:?}: {top:?}", r.query);
            continue;
        }
        let right = hits
            .iter()
            .position(|h| r.expected.contains(&entries[h.index].key));
        let top: Vec<String> = hits.iter().take(3).map(show).collect();
        println!(
            "POS {:?} rank={right:?} right={} top={top:?} {:?}",
            r.kind,
            right.map(|i| show(&hits[i])).unwrap_or_default(),
            r.query
        );
    }
}

/// The floors asserted on a set written independently of the ranker, a little below
/// what was measured on it.
struct Floors {
    /// The set, for messages.
    set: &'static str,
    recall1: f64,
    recall3: f64,
    nothing_fits: f64,
    paraphrase_recall3: f64,
    keyword_recall3: f64,
    ambiguous_recall3: f64,
    /// How much recall@3 must exceed recall@1: the runners-up earn their place.
    runner_up_gain: f64,
}

/// Held-out #1, first (and only clean) measurement: recall@1 0.717, recall@3 0.796,
/// nothing-fits 0.591; paraphrases 0.53 / 0.64, keywords 0.98 / 0.98, ambiguous
/// 0.59 / 0.77. Plain BM25F measured 0.743 / 0.836 (paraphrases 0.57 / 0.71), the
/// keyword baseline 0.474 / 0.559. The ranker was then tuned on it (it is a
/// development set now), to 0.757 / 0.849 / 0.636 (paraphrases 0.63 / 0.74, keywords
/// 0.98 / 0.98, ambiguous 0.55 / 0.82; plain BM25F 0.763 / 0.888), then, with a
/// lead leaving unexplained a word no skill has needing 1.5× the evidence (on a base
/// bar lowered from 1.9 to 1.7) and misspellings read, to 0.763 / 0.855 / 0.727
/// (paraphrases 0.63 / 0.76; plain BM25F 0.770 / 0.888): the floors are a little
/// below those, so they flatter the ranker as the tuning set's do.
const HELDOUT1_FLOORS: Floors = Floors {
    set: "held-out #1",
    recall1: 0.75,
    recall3: 0.84,
    nothing_fits: 0.70,
    paraphrase_recall3: 0.74,
    keyword_recall3: 0.95,
    ambiguous_recall3: 0.77,
    runner_up_gain: 0.05,
};

/// Held-out #2, written by a third person while the ranker was tuned on the other two
/// sets, and first run (once, cleanly) on the final ranker: recall@1 0.733, recall@3
/// 0.810, nothing-fits 0.312 (5 of 16); paraphrases 0.56 / 0.67, keywords 0.95 / 0.97,
/// ambiguous 0.71 / 0.82. Plain BM25F measured 0.752 / 0.867 (paraphrases 0.60 / 0.79),
/// the keyword baseline 0.467 / 0.590; the ranker before this round's changes 0.705 /
/// 0.790 / 0.250. Of the targets (recall@1 0.70, recall@3 0.85, nothing-fits 0.70) only
/// recall@1 was met. It was then a development set for the next round (its misses
/// studied): with the raised bar for an unexplained unknown word and misspellings
/// read, 0.733 / 0.819 / 0.438 (7 of 16; paraphrases 0.56 / 0.69; plain BM25F 0.762 /
/// 0.876). Most of its uncovered requests name a tool the corpus lacks beside words a
/// sibling skill has, and 7 of the 11 answered before have no word the corpus lacks
/// ("add the sentry sdk to my next.js app"): word overlap alone does not tell them
/// from paraphrases.
/// The floors are a little below what was measured.
const HELDOUT2_FLOORS: Floors = Floors {
    set: "held-out #2",
    recall1: 0.72,
    recall3: 0.80,
    nothing_fits: 0.43,
    paraphrase_recall3: 0.66,
    keyword_recall3: 0.95,
    ambiguous_recall3: 0.76,
    runner_up_gain: 0.05,
};

/// Held-out #3's first run (on the ranker of held-out #2): recall@1 0.858, recall@3
/// 0.900, nothing-fits 0.740 (37 of 50), paraphrase recall@3 0.80, keyword 1.00,
/// ambiguous 1.00. Its second run, once, on the ranker of the next round (tuned with
/// #3 left out): 0.867 / 0.917 / 0.840 (42 of 50), paraphrases 0.77 / 0.83, keyword
/// 0.95 / 1.00, ambiguous 1.00 / 1.00; plain BM25F 0.900 / 0.950. The floors sit just
/// below it.
const HELDOUT3_FLOORS: Floors = Floors {
    set: "held-out #3",
    recall1: 0.85,
    recall3: 0.90,
    nothing_fits: 0.82,
    paraphrase_recall3: 0.81,
    keyword_recall3: 0.97,
    ambiguous_recall3: 0.95,
    runner_up_gain: 0.04,
};

/// Held-out #4's first run (on the ranker of held-out #2 and #3): recall@1 0.650,
/// recall@3 0.729, nothing-fits 0.730 (27 of 37), paraphrase recall@3 0.48; plain BM25F
/// 0.686 / 0.821. After the round that raised the bar for an unexplained word no skill
/// has (tuned without it): 0.664 / 0.743 / 0.811 (30 of 37), paraphrase recall@3 0.51;
/// plain BM25F 0.693 / 0.829. Its paraphrases keep clear of every distinctive word of
/// their skills, and recall misses the targets (0.70 and 0.85) on it: recorded
/// as measured, not tuned away. The thresholds cost 0.09 of recall@3 here, so only the
/// floors (just below the second run) are checked.
const HELDOUT4_FLOORS: Floors = Floors {
    set: "held-out #4",
    recall1: 0.65,
    recall3: 0.73,
    nothing_fits: 0.79,
    paraphrase_recall3: 0.49,
    keyword_recall3: 0.96,
    ambiguous_recall3: 0.90,
    runner_up_gain: 0.06,
};

/// Held-out #5 (170 requests: 70 paraphrases, 50 keyword, 25 ambiguous, 25 that no
/// skill covers), written by a sixth person from the corpus alone and committed before
/// the ranker round that followed #4's; first run on the ranker as it stood then:
/// 0.676 / 0.772 / 0.680 (paraphrases 0.41 / 0.56), plain BM25F 0.710 / 0.834. The
/// floors sit just below that run.
const HELDOUT5_FLOORS: Floors = Floors {
    set: "held-out #5",
    recall1: 0.67,
    recall3: 0.76,
    nothing_fits: 0.67,
    paraphrase_recall3: 0.55,
    keyword_recall3: 0.99,
    ambiguous_recall3: 0.91,
    runner_up_gain: 0.09,
};

/// Measured once, on the ranker as it was when the set arrived: 0.732 / 0.792 / 0.864,
/// paraphrases 0.52 / 0.60 (plain BM25F 0.776 / 0.852, paraphrases 0.61 / 0.73).
const HELDOUT6_FLOORS: Floors = Floors {
    set: "held-out #6",
    recall1: 0.72,
    recall3: 0.78,
    nothing_fits: 0.85,
    paraphrase_recall3: 0.59,
    keyword_recall3: 0.99,
    ambiguous_recall3: 0.82,
    runner_up_gain: 0.05,
};

/// Held-out #7 (170 requests: 70 paraphrases, 45 keyword, 25 ambiguous, 30 that no
/// skill covers, most of them beside a covered topic), measured once on the ranker as
/// it was when the set arrived: 0.714 / 0.836 / 0.667 (20 of 30), paraphrases
/// 0.56 / 0.69, keyword 0.96 / 1.00, ambiguous 0.72 / 0.96; plain BM25F 0.736 / 0.900
/// (paraphrases 0.61 / 0.81). Recall@3 and nothing-fits both miss the targets (0.85,
/// 0.70) here: the thresholds that refuse its near-miss requests also refuse 0.064 of
/// the covered ones.
const HELDOUT7_FLOORS: Floors = Floors {
    set: "held-out #7",
    recall1: 0.70,
    recall3: 0.83,
    nothing_fits: 0.66,
    paraphrase_recall3: 0.68,
    keyword_recall3: 0.99,
    ambiguous_recall3: 0.95,
    runner_up_gain: 0.10,
};

/// Its one run (ranker unchanged since #7): recall@1 0.679, recall@3 0.729,
/// nothing-fits 0.800, paraphrase recall@3 0.49.
const HELDOUT8_FLOORS: Floors = Floors {
    set: "held-out #8",
    recall1: 0.67,
    recall3: 0.72,
    nothing_fits: 0.79,
    paraphrase_recall3: 0.48,
    keyword_recall3: 0.97,
    ambiguous_recall3: 0.95,
    runner_up_gain: 0.04,
};

/// Its one run (ranker unchanged since #7): recall@1 0.764, recall@3 0.829,
/// nothing-fits 0.567, paraphrase recall@3 0.70; plain BM25F 0.800 and 0.871.
const HELDOUT9_FLOORS: Floors = Floors {
    set: "held-out #9",
    recall1: 0.75,
    recall3: 0.82,
    nothing_fits: 0.56,
    paraphrase_recall3: 0.69,
    keyword_recall3: 0.97,
    ambiguous_recall3: 0.91,
    runner_up_gain: 0.05,
};

/// Its one run (ranker unchanged since #7): recall@1 0.678, recall@3 0.740,
/// nothing-fits 0.700, paraphrase recall@3 0.48; plain BM25F 0.726 and 0.842
/// (paraphrases 0.69).
const HELDOUT10_FLOORS: Floors = Floors {
    set: "held-out #10",
    recall1: 0.67,
    recall3: 0.73,
    nothing_fits: 0.69,
    paraphrase_recall3: 0.47,
    keyword_recall3: 0.99,
    ambiguous_recall3: 0.95,
    runner_up_gain: 0.05,
};

/// Its one run (ranker unchanged since #7; its paraphrases share 0.06 of their words
/// with their skills' identifying fields): recall@1 0.574, recall@3 0.671,
/// nothing-fits 0.875, paraphrase recall@3 0.43; plain BM25F 0.645 and 0.787
/// (paraphrases 0.63).
const HELDOUT11_FLOORS: Floors = Floors {
    set: "held-out #11",
    recall1: 0.56,
    recall3: 0.66,
    nothing_fits: 0.87,
    paraphrase_recall3: 0.42,
    keyword_recall3: 0.99,
    ambiguous_recall3: 0.80,
    runner_up_gain: 0.09,
};

impl Floors {
    /// The floors, and that the thresholds cost at most 0.06 of recall@3 against the
    /// plain index.
    fn check(&self, ours: &Metrics, bm25f: &Metrics, base: &Metrics) {
        self.check_floors(ours, base);
        let set = self.set;
        // What the thresholds cost: the plain index ranks at least as well, and the
        // ranker stays close to it while refusing what nothing fits.
        assert!(
            ours.covered.recall3() >= bm25f.covered.recall3() - 0.06,
            "{set}: the thresholds cost more than 0.06 of recall@3 ({:.3} vs {:.3})",
            ours.covered.recall3(),
            bm25f.covered.recall3()
        );
    }

    /// The floors, the runners-up's gain and the lead over the keyword baseline.
    fn check_floors(&self, ours: &Metrics, base: &Metrics) {
        let set = self.set;
        let floors = [
            ("recall@1", ours.covered.recall1(), self.recall1),
            ("recall@3", ours.covered.recall3(), self.recall3),
            (
                "nothing-fits",
                ours.uncovered.nothing_fits(),
                self.nothing_fits,
            ),
            (
                "paraphrase recall@3",
                ours.kind(Kind::Paraphrase).recall3(),
                self.paraphrase_recall3,
            ),
            (
                "keyword recall@3",
                ours.kind(Kind::Keyword).recall3(),
                self.keyword_recall3,
            ),
            (
                "ambiguous recall@3",
                ours.kind(Kind::Ambiguous).recall3(),
                self.ambiguous_recall3,
            ),
        ];
        for (name, got, floor) in floors {
            assert!(
                got >= floor,
                "{set} {name} fell to {got:.3} (floor {floor})"
            );
        }
        assert!(
            ours.covered.recall3() >= ours.covered.recall1() + self.runner_up_gain,
            "{set}: runners-up must add at least {} to recall@3",
            self.runner_up_gain
        );
        assert!(
            ours.covered.recall3() > base.covered.recall3(),
            "{set}: the ranker must beat the keyword baseline"
        );
    }
}
