//! Relevance ranking for `find_relevant`: which skills fit a free-text request.
//!
//! The ranker is a field-weighted BM25 (BM25F) over the skill's key, name,
//! keywords/tags, description, the headings of its body and a bounded body excerpt
//! (the first [`BODY_EXCERPT_CHARS`] characters). Terms are lowercased,
//! split on anything that is not a letter or digit (so `pdf-tools_v2` gives `pdf`,
//! `tools`, `v2`), filtered against a stop-word list and reduced by a light suffix
//! stemmer ([`stem`]), so "deploying", "deployment" and "deploys" meet. A query word
//! no skill contains that is one slip of the keyboard from an indexed term
//! ("dependancy", "pipline") stands for that term.
//!
//! Unlike a plain keyword score, the ranker **returns nothing rather than a weak
//! match**: the best result must reach an absolute score floor, cover a minimum share
//! of the query's informative terms through the skill's identifying fields (key, name,
//! keywords, description, headings), and reach a minimum product of the two. A query
//! word counts as covered when the skill has the word or one of its everyday-to-skill
//! related words (a table of general English), once per word. A lead that leaves a
//! query word unexplained that no skill contains at all needs more evidence: such a
//! word is often the tool or product asked about, which the registry lacks, and the
//! skill matching the rest of the request is a sibling, not an answer. A request that
//! no skill covers gets `[]`, so an agent is not nudged toward an unrelated skill.
//! Once a best result stands, the runners-up are returned too (up to `max`) when each
//! is plausible on its own (lower absolute bars of its own) and not far behind the
//! best. [`Ranking::cut`] says why the answer has the length it has.
//!
//! Everything per-skill is computed at [`SearchIndex::build`] time: each term has a
//! postings list of `(entry, precomputed contribution)`, so a query only walks the
//! postings of its own terms and never allocates a per-skill vector.
//!
//! [`baseline_score`] is the keyword formula this ranker replaced, kept for comparison in the
//! evaluation tests.

pub mod cache;

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::entry::{Entry, Scope};

/// How many characters of a skill's body are indexed: enough for the usage sections,
/// bounded so one huge skill cannot dominate the build.
pub const BODY_EXCERPT_CHARS: usize = 10_000;

/// The longest query, in characters, that is tokenised; the rest is ignored so a
/// pasted document cannot make a query arbitrarily slow.
pub const MAX_QUERY_CHARS: usize = 4_096;

/// The most distinct terms taken from one query.
const MAX_QUERY_TERMS: usize = 64;

/// Tokens longer than this (in bytes) are ignored: they are hashes or base64, not words.
const MAX_TOKEN_BYTES: usize = 40;

/// The indexed fields of a skill, in the order of [`FIELD_WEIGHTS`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Field {
    Key = 0,
    Name = 1,
    Keywords = 2,
    Description = 3,
    Headings = 4,
    Body = 5,
}

const FIELDS: usize = 6;

/// BM25F weight per field: identifying fields count far more than body prose.
const FIELD_WEIGHTS: [f32; FIELDS] = [3.0, 2.0, 2.5, 2.0, 0.8, 0.25];

/// BM25F length normalisation per field. Keys and names are short and of similar
/// length, so they are barely normalised; prose fields are normalised fully.
const FIELD_B: [f32; FIELDS] = [0.3, 0.3, 0.4, 0.6, 0.6, 0.75];

/// BM25 term-frequency saturation.
const K1: f32 = 1.2;

/// Fields whose match counts as "the skill is about this" for the relevance threshold.
const STRONG_FIELDS: [bool; FIELDS] = [true, true, true, true, true, false];

/// How much a term found only in the body counts toward coverage, relative to one
/// found in an identifying field.
const BODY_COVERAGE: f32 = 0.5;

/// The thresholds that turn a ranking into an answer: what counts as too weak a match
/// to return at all. [`SearchOptions::default`] holds the tuned values; the evaluation
/// in `tests/relevance_eval.rs` measures them on real skills.
///
/// The best result (the *lead*) must reach both minimums *and* a minimum *evidence*,
/// the product of its score and its coverage. The product lets a lead be strong in one
/// and weaker in the other: a long paraphrase leaves many of its words unexplained
/// (low coverage) but matches its skill's rare words strongly (high score), while a
/// request nothing fits tends to meet one skill's common words on both counts weakly.
/// On the evaluation sets it separated the two better than bars on each alone. The
/// evidence needed is `unexplained_evidence` times higher when the lead leaves a query
/// word unexplained that no skill contains (and that is no quantity like "60gb"),
/// since near-miss requests name a tool the registry lacks. A keyword query of at most
/// `keyword_terms` words is also answered by any skill that contains all of them, even
/// only in its body (`lemon skill search kubectl`). Each later result (a *runner-up*)
/// must reach the runner-up bars on its own and score at least `relative_cutoff` times
/// the lead.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SearchOptions {
    /// The minimum score of the lead (BM25F plus the exact-match bonuses).
    pub min_score: f32,
    /// The minimum share, in `[0, 1]`, of the query's informative weight (the sum of
    /// its terms' IDFs, unknown words included) that the lead must cover.
    pub min_coverage: f32,
    /// The minimum product of the lead's score and coverage.
    pub min_evidence: f32,
    /// How many times `min_evidence` a lead needs when it leaves a word of the query
    /// that no skill contains (and none of whose related words it has) unexplained.
    pub unexplained_evidence: f32,
    /// Queries of at most this many distinct terms are keyword queries.
    pub keyword_terms: usize,
    /// The minimum score of a runner-up.
    pub runner_up_score: f32,
    /// The minimum coverage of a runner-up.
    pub runner_up_coverage: f32,
    /// Runners-up scoring below this fraction of the lead are dropped as weak.
    pub relative_cutoff: f32,
}

impl Default for SearchOptions {
    fn default() -> Self {
        SearchOptions {
            min_score: 2.0,
            min_coverage: 0.15,
            min_evidence: 1.7,
            unexplained_evidence: 1.5,
            keyword_terms: 2,
            runner_up_score: 2.0,
            runner_up_coverage: 0.2,
            relative_cutoff: 0.4,
        }
    }
}

impl SearchOptions {
    /// No thresholds: every entry sharing a term with the query is ranked (plain BM25F).
    pub const UNFILTERED: SearchOptions = SearchOptions {
        min_score: 0.0,
        min_coverage: 0.0,
        min_evidence: 0.0,
        unexplained_evidence: 1.0,
        keyword_terms: 0,
        runner_up_score: 0.0,
        runner_up_coverage: 0.0,
        relative_cutoff: 0.0,
    };

    /// Whether a skill may lead; `unexplained` is whether it leaves a word of the
    /// query unexplained that no skill contains.
    fn can_lead(&self, score: f32, coverage: f32, unexplained: bool) -> bool {
        let evidence = if unexplained {
            self.min_evidence * self.unexplained_evidence
        } else {
            self.min_evidence
        };
        score >= self.min_score && coverage >= self.min_coverage && score * coverage >= evidence
    }

    fn can_follow(&self, score: f32, coverage: f32) -> bool {
        score >= self.runner_up_score && coverage >= self.runner_up_coverage
    }
}

/// Why a [`Ranking`] has the length it has: what stopped it after its last hit (or
/// before its first).
///
/// ```
/// use lemon_skills::relevance::Cut;
/// assert_eq!(Cut::BelowBest.as_str(), "below_best");
/// assert_eq!(serde_json::to_string(&Cut::MaxReached).unwrap(), r#""max_reached""#);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Cut {
    /// No skill shares an informative word with the request (or it is blank).
    NoMatch,
    /// The next candidate is below the absolute floor: with no result, nothing was a
    /// confident enough match; after a result, no other skill is plausible on its own.
    BelowFloor,
    /// The next candidate is plausible on its own but scores too far below the best.
    BelowBest,
    /// `max` results were returned and more qualified.
    MaxReached,
    /// The next candidate qualified but is disabled or hidden from the model.
    Filtered,
}

impl Cut {
    /// The stable snake_case name (`search --json`'s `cut`).
    pub fn as_str(self) -> &'static str {
        match self {
            Cut::NoMatch => "no_match",
            Cut::BelowFloor => "below_floor",
            Cut::BelowBest => "below_best",
            Cut::MaxReached => "max_reached",
            Cut::Filtered => "filtered",
        }
    }
}

impl std::fmt::Display for Cut {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The answer to one query: the hits, best first, and why there are that many.
#[derive(Debug, Clone, PartialEq)]
pub struct Ranking {
    /// At most `max` hits, best first.
    pub hits: Vec<Hit>,
    /// What stopped the list.
    pub cut: Cut,
    /// Candidates that qualified but were left out as disabled or hidden (`allow`
    /// returned false).
    pub withheld: usize,
}

/// One ranked entry, with the numbers behind its rank.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hit {
    /// Index into the slice given to [`SearchIndex::build`].
    pub index: usize,
    /// The relevance score; higher is better. Comparable only within one query.
    pub score: f32,
    /// The share of the query's informative weight this entry covers, in `[0, 1]`.
    pub coverage: f32,
}

/// An entry that reached at least the runner-up bars, before `allow` and `max`.
#[derive(Debug, Clone, Copy)]
struct Candidate {
    hit: Hit,
    /// It also reached the lead bars.
    lead: bool,
}

/// One posting: a skill (index into the slice given to `build`) that contains a term,
/// with the term's precomputed BM25F contribution for that skill.
#[derive(Debug, Clone, Copy)]
struct Posting {
    doc: u32,
    /// `idf * tf~ / (k1 + tf~)`.
    score: f32,
    /// The term's IDF, times [`BODY_COVERAGE`] when it occurs only in the body: how
    /// much of the query this posting covers.
    cover: f32,
}

/// Per-skill facts used at query time for bonuses and ordering.
#[derive(Debug, Clone)]
struct DocInfo {
    key: String,
    /// Lowercased key and name, and their term ids (for exact-match bonuses).
    key_lower: String,
    name_lower: String,
    key_terms: Vec<u32>,
    scope: Scope,
}

/// A prebuilt relevance index over a slice of entries.
///
/// Build it once per registry snapshot; [`search`](SearchIndex::search) only reads it,
/// so one index can serve concurrent queries behind an `Arc`.
///
/// ```
/// use lemon_skills::relevance::SearchIndex;
/// # use lemon_skills::{Entry, Manifest, Scope, SkillLocation};
/// # fn entry(key: &str, description: &str) -> Entry {
/// #     Entry { key: key.into(), name: key.into(), description: description.into(),
/// #         scope: Scope::Global, location: SkillLocation::dir("/r", format!("/r/{key}")),
/// #         manifest: Manifest::default(), body: String::new() }
/// # }
/// let entries = vec![
///     entry("pdf", "Extract text and tables from PDF files, fill PDF forms."),
///     entry("terraform", "Write and review Terraform modules for infrastructure."),
/// ];
/// let index = SearchIndex::build(&entries);
/// let hits = index.search("pull the tables out of this pdf", 3, |_| true);
/// assert_eq!(hits[0].0, 0);
/// // A request no skill covers gets nothing rather than a weak match.
/// assert!(index.search("book me a flight to Lisbon", 3, |_| true).is_empty());
/// ```
#[derive(Debug, Clone, Default)]
pub struct SearchIndex {
    /// The indexed terms, sorted; a term's id is its position.
    terms: TermTable,
    idf: Vec<f32>,
    /// The postings of term `t` are `postings[starts[t]..starts[t + 1]]`, by entry.
    starts: Vec<u32>,
    postings: Vec<Posting>,
    docs: Vec<DocInfo>,
    /// The IDF a query term gets when no skill contains it: such a term is as
    /// informative as the rarest indexed term, so it weighs against coverage.
    unknown_idf: f32,
}

/// A query reduced to what scoring needs.
struct ParsedQuery {
    /// Distinct indexed terms of the query.
    known: Vec<u32>,
    /// The query's words, each with the indexed terms that stand for it: the word
    /// itself when indexed, then its related terms ([`RELATED_WORDS`]) that are not
    /// query words themselves.
    words: Vec<QueryWord>,
    /// The query's informative weight: IDFs of known terms plus discounted unknown ones.
    idf: f32,
    /// A short query with no unknown word: any entry with all its terms qualifies.
    keyword: bool,
    /// The normalised query, for the exact key/name bonus.
    phrase: String,
}

/// One distinct word of a query and what can explain it.
struct QueryWord {
    /// Its share of the query's informative weight: its IDF, or the discounted IDF of
    /// an unknown word.
    weight: f32,
    /// `(term, score weight)`: 1 for the word itself, [`RELATED_WEIGHT`] for a related
    /// term the first time the query meets it and 0 after (it is scored once).
    terms: Vec<(u32, f32)>,
    /// Whether the word itself is indexed, or a misspelling of an indexed term (that
    /// term is then `terms[0]`).
    known: bool,
    /// An unknown word that may name something the registry lacks: not a quantity
    /// ("60gb", "200k"), which names nothing.
    named: bool,
}

/// Per-thread accumulators for one query, indexed by entry. They are allocated once
/// per thread (and grown to the largest index seen), not per query; after each query
/// only the touched slots are zeroed again.
#[derive(Debug, Default)]
struct Scratch {
    score: Vec<f32>,
    cover: Vec<f32>,
    /// How much of the current query word each entry explains (its best term's cover),
    /// and the entries that explain some of it.
    word: Vec<f32>,
    word_touched: Vec<u32>,
    /// How many distinct query terms (not related ones) each entry contains.
    terms: Vec<u16>,
    /// How many of the query's unknown words (no skill has them) each entry explains
    /// through a related word.
    unknown: Vec<u16>,
    touched: Vec<u32>,
    /// Set while a query runs, so buffers left behind by a panic are cleared.
    dirty: bool,
}

impl Scratch {
    fn prepare(&mut self, n: usize) {
        if self.dirty {
            self.score.iter_mut().for_each(|v| *v = 0.0);
            self.cover.iter_mut().for_each(|v| *v = 0.0);
            self.word.iter_mut().for_each(|v| *v = 0.0);
            self.word_touched.clear();
            self.terms.iter_mut().for_each(|v| *v = 0);
            self.unknown.iter_mut().for_each(|v| *v = 0);
            self.touched.clear();
        }
        if self.score.len() < n {
            self.score.resize(n, 0.0);
            self.cover.resize(n, 0.0);
            self.word.resize(n, 0.0);
            self.terms.resize(n, 0);
            self.unknown.resize(n, 0);
        }
        self.dirty = true;
    }

    fn reset(&mut self) {
        for &doc in &self.touched {
            let d = doc as usize;
            self.score[d] = 0.0;
            self.cover[d] = 0.0;
            self.terms[d] = 0;
            self.unknown[d] = 0;
        }
        self.touched.clear();
        self.dirty = false;
    }
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

impl SearchIndex {
    /// Builds the index. Entry `i` of `entries` is reported as `i` by
    /// [`search`](SearchIndex::search).
    ///
    /// Accepts `&[Entry]` as well as `&[Arc<Entry>]` (anything that borrows as an
    /// [`Entry`]), so a registry can index its shared entries without cloning them.
    pub fn build<E: Borrow<Entry>>(entries: &[E]) -> SearchIndex {
        let mut vocab = Vocab::default();
        let mut df: Vec<u32> = Vec::new();
        // Per doc: (term, per-field term frequency), and per-field lengths.
        let mut doc_terms: Vec<Vec<(u32, [u16; FIELDS])>> = Vec::with_capacity(entries.len());
        let mut doc_lens: Vec<[u32; FIELDS]> = Vec::with_capacity(entries.len());
        let mut docs = Vec::with_capacity(entries.len());
        // Where each term's counts sit in the current skill's `terms` (valid when
        // `slot_doc[term]` is the current skill): counting without sorting or hashing.
        let mut slot: Vec<u32> = Vec::new();
        let mut slot_doc: Vec<u32> = Vec::new();
        let mut scratch = String::new();

        for (doc_no, entry) in entries.iter().enumerate() {
            let entry: &Entry = entry.borrow();
            let doc_no = doc_no as u32;
            let mut lens = [0u32; FIELDS];
            let mut terms: Vec<(u32, [u16; FIELDS])> = Vec::new();
            let mut add = |field: Field, text: &str| {
                for_each_token(text, &mut scratch, |token| {
                    let Some(id) = vocab.intern(token, &mut df) else {
                        return;
                    };
                    let i = id as usize;
                    if slot_doc.len() <= i {
                        slot_doc.resize(df.len(), u32::MAX);
                        slot.resize(df.len(), 0);
                    }
                    if slot_doc[i] != doc_no {
                        slot_doc[i] = doc_no;
                        slot[i] = terms.len() as u32;
                        terms.push((id, [0; FIELDS]));
                    }
                    let tf = &mut terms[slot[i] as usize].1[field as usize];
                    *tf = tf.saturating_add(1);
                    lens[field as usize] += 1;
                });
            };
            add(Field::Key, &entry.key);
            add(Field::Name, &entry.name);
            for k in entry.manifest.keywords.iter().chain(&entry.manifest.tags) {
                add(Field::Keywords, k);
            }
            if let Some(category) = &entry.manifest.category {
                add(Field::Keywords, category);
            }
            add(Field::Description, &entry.description);
            let body = bounded_prefix(&entry.body, BODY_EXCERPT_CHARS);
            for line in body.lines() {
                let trimmed = line.trim_start();
                if trimmed.starts_with('#') {
                    add(Field::Headings, trimmed.trim_start_matches('#'));
                } else {
                    add(Field::Body, line);
                }
            }
            for &(id, _) in &terms {
                df[id as usize] += 1;
            }
            let key_terms = {
                let mut ids = Vec::new();
                for_each_token(&entry.key, &mut scratch, |token| {
                    if let Some(id) = vocab.intern(token, &mut df) {
                        ids.push(id);
                    }
                });
                ids.sort_unstable();
                ids.dedup();
                ids
            };
            docs.push(DocInfo {
                key: entry.key.clone(),
                key_lower: normalise_phrase(&entry.key),
                name_lower: normalise_phrase(&entry.name),
                key_terms,
                scope: entry.scope,
            });
            doc_terms.push(terms);
            doc_lens.push(lens);
        }

        let n = entries.len() as f32;
        let mut avg = [0f32; FIELDS];
        for lens in &doc_lens {
            for f in 0..FIELDS {
                avg[f] += lens[f] as f32;
            }
        }
        for a in &mut avg {
            *a = if n > 0.0 { (*a / n).max(1.0) } else { 1.0 };
        }
        let idf: Vec<f32> = df.iter().map(|&d| bm25_idf(n, d as f32)).collect();
        let mut by_term: Vec<Vec<Posting>> =
            df.iter().map(|&d| Vec::with_capacity(d as usize)).collect();
        for (doc, (terms, lens)) in doc_terms.iter().zip(&doc_lens).enumerate() {
            for &(id, tfs) in terms {
                let mut tf_tilde = 0f32;
                let mut strong = false;
                for f in 0..FIELDS {
                    if tfs[f] == 0 {
                        continue;
                    }
                    strong |= STRONG_FIELDS[f];
                    let norm = 1.0 - FIELD_B[f] + FIELD_B[f] * (lens[f] as f32 / avg[f]);
                    tf_tilde += FIELD_WEIGHTS[f] * tfs[f] as f32 / norm;
                }
                let score = idf[id as usize] * tf_tilde / (K1 + tf_tilde);
                let cover = idf[id as usize] * if strong { 1.0 } else { BODY_COVERAGE };
                by_term[id as usize].push(Posting {
                    doc: doc as u32,
                    score,
                    cover,
                });
            }
        }
        // Renumber the terms in sorted order, so the index needs no hash map at query
        // time and can be stored and loaded as a few flat arrays.
        let (terms, sorted_ids) = TermTable::sorted(vocab.terms);
        let mut new_id = vec![0u32; sorted_ids.len()];
        for (new, &old) in sorted_ids.iter().enumerate() {
            new_id[old as usize] = new as u32;
        }
        let mut starts = Vec::with_capacity(sorted_ids.len() + 1);
        let mut postings = Vec::with_capacity(by_term.iter().map(Vec::len).sum());
        starts.push(0);
        for &old in &sorted_ids {
            postings.extend_from_slice(&by_term[old as usize]);
            starts.push(postings.len() as u32);
        }
        for doc in &mut docs {
            for t in &mut doc.key_terms {
                *t = new_id[*t as usize];
            }
            doc.key_terms.sort_unstable();
        }
        SearchIndex {
            terms,
            idf: sorted_ids.iter().map(|&old| idf[old as usize]).collect(),
            starts,
            postings,
            docs,
            unknown_idf: bm25_idf(n, 1.0),
        }
    }

    /// The same as [`build`](SearchIndex::build) (kept for callers written against
    /// the first version of this module, which had a separate generic constructor).
    pub fn build_from<E: Borrow<Entry>>(entries: &[E]) -> SearchIndex {
        SearchIndex::build(entries)
    }

    /// The number of indexed entries.
    pub fn len(&self) -> usize {
        self.docs.len()
    }

    /// Whether the index has no entries.
    pub fn is_empty(&self) -> bool {
        self.docs.is_empty()
    }

    /// Ranks the entries for `query` and returns at most `max` of them as
    /// `(entry index, score)`, best first. Equal scores put project skills first,
    /// then order by key. Entries for which `allow(index)` is false (disabled,
    /// model-hidden) are never returned. A blank query, `max == 0`, or a query no
    /// entry matches well enough gives an empty vector.
    pub fn search(
        &self,
        query: &str,
        max: usize,
        allow: impl Fn(usize) -> bool,
    ) -> Vec<(usize, f32)> {
        self.rank(query, max, allow)
            .hits
            .into_iter()
            .map(|h| (h.index, h.score))
            .collect()
    }

    /// [`search`](SearchIndex::search) with explicit thresholds, returning the
    /// coverage of each hit too.
    pub fn search_with(
        &self,
        query: &str,
        max: usize,
        allow: impl Fn(usize) -> bool,
        options: &SearchOptions,
    ) -> Vec<Hit> {
        self.rank_with(query, max, allow, options).hits
    }

    /// The full answer with the default thresholds: the hits and why the list stops
    /// where it does.
    ///
    /// ```
    /// use lemon_skills::relevance::{Cut, SearchIndex};
    /// # use lemon_skills::{Entry, Manifest, Scope, SkillLocation};
    /// # fn entry(key: &str, description: &str) -> Entry {
    /// #     Entry { key: key.into(), name: key.into(), description: description.into(),
    /// #         scope: Scope::Global, location: SkillLocation::dir("/r", format!("/r/{key}")),
    /// #         manifest: Manifest::default(), body: String::new() }
    /// # }
    /// let entries: Vec<Entry> = (0..5)
    ///     .map(|i| entry(&format!("invoices-{i}"), "Convert invoices to CSV"))
    ///     .collect();
    /// let index = SearchIndex::build(&entries);
    /// let ranking = index.rank("convert my invoices", 3, |_| true);
    /// assert_eq!((ranking.hits.len(), ranking.cut), (3, Cut::MaxReached));
    /// // The best match is disabled: nothing else qualifies.
    /// let ranking = index.rank("convert my invoices", 3, |i| i > 9);
    /// assert_eq!((ranking.hits.len(), ranking.cut, ranking.withheld), (0, Cut::Filtered, 5));
    /// assert_eq!(index.rank("bake bread", 3, |_| true).cut, Cut::NoMatch);
    /// ```
    pub fn rank(&self, query: &str, max: usize, allow: impl Fn(usize) -> bool) -> Ranking {
        self.rank_with(query, max, allow, &SearchOptions::default())
    }

    /// [`rank`](SearchIndex::rank) with explicit thresholds.
    pub fn rank_with(
        &self,
        query: &str,
        max: usize,
        allow: impl Fn(usize) -> bool,
        options: &SearchOptions,
    ) -> Ranking {
        let nothing = Ranking {
            hits: Vec::new(),
            cut: Cut::NoMatch,
            withheld: 0,
        };
        let Some(parsed) = self.parse(query, options) else {
            return nothing;
        };
        let mut candidates = SCRATCH.with(|cell| match cell.try_borrow_mut() {
            Ok(mut scratch) => self.collect(&mut scratch, &parsed, options),
            // Nothing inside `collect` searches, so the buffer is never already in use;
            // should that change, a private buffer keeps the answer correct.
            Err(_) => self.collect(&mut Scratch::default(), &parsed, options),
        });
        candidates.sort_by(|a, b| self.order(&a.hit, &b.hit));
        // `allow` runs outside the scratch borrow, so it may itself search.
        let mut ranking = nothing;
        let mut lead: Option<f32> = None;
        // Why the candidates after the last hit were not returned; reset by each hit.
        let mut cut: Option<Cut> = None;
        for candidate in candidates {
            let hit = candidate.hit;
            match lead {
                Some(best) if hit.score < best * options.relative_cutoff => {
                    // Sorted by score: every later candidate is further behind.
                    cut.get_or_insert(Cut::BelowBest);
                    break;
                }
                Some(_) => {}
                // Too weak to lead; it ranks above any lead, so it is never a runner-up.
                None if !candidate.lead => continue,
                None => {}
            }
            if !allow(hit.index) {
                ranking.withheld += 1;
                cut.get_or_insert(Cut::Filtered);
                continue;
            }
            if ranking.hits.len() >= max {
                // Go on only to count what `allow` withholds.
                cut.get_or_insert(Cut::MaxReached);
                continue;
            }
            lead.get_or_insert(hit.score);
            ranking.hits.push(hit);
            cut = None;
        }
        ranking.cut = cut.unwrap_or(Cut::BelowFloor);
        ranking
    }

    /// The query's distinct terms and informative weight; `None` when it has no term
    /// any entry contains (blank, stop words only, unknown words only).
    fn parse(&self, query: &str, options: &SearchOptions) -> Option<ParsedQuery> {
        if self.docs.is_empty() || query.trim().is_empty() {
            return None;
        }
        let query = bounded_prefix(query, MAX_QUERY_CHARS);
        let mut scratch = String::new();
        let mut known: Vec<u32> = Vec::new();
        let mut unknown: Vec<String> = Vec::new();
        let mut words: Vec<QueryWord> = Vec::new();
        for_each_token(query, &mut scratch, |token| {
            if words.len() >= MAX_QUERY_TERMS {
                return;
            }
            let (term, word) = match self.lookup(token) {
                Lookup::Known(id) if !known.contains(&id) => {
                    known.push(id);
                    let word = QueryWord {
                        weight: self.idf[id as usize],
                        terms: vec![(id, 1.0)],
                        known: true,
                        named: false,
                    };
                    (self.terms.get(id as usize), word)
                }
                Lookup::Unknown(term) if !unknown.iter().any(|u| u == term) => {
                    match self.correct(term) {
                        // A misspelt word ("reviwer", "dependancy") stands for the term
                        // it misspells, scored a little lower in case it is not one.
                        Some(id) if known.contains(&id) => return,
                        Some(id) => {
                            known.push(id);
                            let word = QueryWord {
                                weight: self.idf[id as usize],
                                terms: vec![(id, MISSPELLING_WEIGHT)],
                                known: true,
                                named: false,
                            };
                            (self.terms.get(id as usize), word)
                        }
                        None => {
                            unknown.push(term.to_string());
                            let word = QueryWord {
                                weight: self.unknown_idf * UNKNOWN_TERM_DISCOUNT,
                                terms: Vec::new(),
                                known: false,
                                named: !term.starts_with(|c: char| c.is_ascii_digit()),
                            };
                            (term, word)
                        }
                    }
                }
                _ => return,
            };
            let mut word = word;
            for related in related_to(term) {
                if let Lookup::Known(id) = self.lookup(related) {
                    word.terms.push((id, RELATED_WEIGHT));
                }
            }
            words.push(word);
        });
        // A related term that is a query word itself, or already stands for an earlier
        // word, is not scored again (it still explains this word).
        let mut scored: Vec<u32> = known.clone();
        for word in &mut words {
            let own = usize::from(word.known);
            for (id, weight) in &mut word.terms[own..] {
                if scored.contains(id) {
                    *weight = 0.0;
                } else {
                    scored.push(*id);
                }
            }
        }
        if words.iter().all(|w| w.terms.is_empty()) {
            return None;
        }
        Some(ParsedQuery {
            idf: words.iter().map(|w| w.weight).sum(),
            keyword: words.len() <= options.keyword_terms && unknown.is_empty(),
            phrase: normalise_phrase(query),
            words,
            known,
        })
    }

    /// Accumulates the postings of the query's terms in the dense per-thread scratch
    /// buffers and returns every entry that could lead or follow.
    fn collect(
        &self,
        scratch: &mut Scratch,
        query: &ParsedQuery,
        options: &SearchOptions,
    ) -> Vec<Candidate> {
        let known = &query.known;
        let mut candidates = Vec::new();
        scratch.prepare(self.docs.len());
        for word in &query.words {
            for (i, &(term, weight)) in word.terms.iter().enumerate() {
                let original = u16::from(word.known && i == 0);
                let t = term as usize;
                for p in &self.postings[self.starts[t] as usize..self.starts[t + 1] as usize] {
                    let d = p.doc as usize;
                    // Every posting adds a positive score: zero means not touched yet.
                    if scratch.score[d] == 0.0 {
                        scratch.touched.push(p.doc);
                    }
                    scratch.score[d] += p.score * weight;
                    if scratch.word[d] == 0.0 {
                        scratch.word_touched.push(p.doc);
                    }
                    scratch.word[d] = scratch.word[d].max(p.cover);
                    scratch.terms[d] += original;
                }
            }
            // A related term explains its query word as fully as the word itself would
            // (it counts less in the score only: the skill may use it for something
            // else), but the word is explained once, by its best term, and never for
            // more than its own weight.
            for &doc in &scratch.word_touched {
                let d = doc as usize;
                scratch.cover[d] += scratch.word[d].min(word.weight);
                scratch.word[d] = 0.0;
                scratch.unknown[d] += u16::from(word.named);
            }
            scratch.word_touched.clear();
        }
        let least_coverage = options.min_coverage.min(options.runner_up_coverage);
        let unknown_words = query.words.iter().filter(|w| w.named).count();
        for &doc in &scratch.touched {
            let d = doc as usize;
            let coverage = (scratch.cover[d] / query.idf).min(1.0);
            let keyword_match = query.keyword && usize::from(scratch.terms[d]) == known.len();
            if !keyword_match && coverage < least_coverage {
                continue;
            }
            let info = &self.docs[d];
            let mut score = scratch.score[d];
            let phrase = &query.phrase;
            if !phrase.is_empty() && (*phrase == info.key_lower || *phrase == info.name_lower) {
                // The request *is* the skill's name: it outranks any partial match.
                score += EXACT_MATCH_BONUS;
            } else if !info.key_terms.is_empty() && info.key_terms.iter().all(|t| known.contains(t))
            {
                // Every word of the key appears in the request ("use the pdf skill").
                score += KEY_COVERED_BONUS * info.key_terms.len().min(3) as f32;
            }
            // A word no skill contains is often the very thing asked about (a tool or
            // product the registry lacks: "convert our terraform code to pulumi"), and a
            // skill that matches the rest of the request is then a sibling, not an
            // answer; but paraphrases carry such words too (typos, everyday words), so
            // it raises the bar rather than refusing.
            let unexplained = usize::from(scratch.unknown[d]) < unknown_words;
            let lead = keyword_match || options.can_lead(score, coverage, unexplained);
            if lead || options.can_follow(score, coverage) {
                candidates.push(Candidate {
                    hit: Hit {
                        index: d,
                        score,
                        coverage,
                    },
                    lead,
                });
            }
        }
        scratch.reset();
        candidates
    }

    /// The indexed term `term` (an unknown query term, stemmed) is a misspelling of:
    /// one slip away ([`one_slip_apart`]), with the same first letter, the most common
    /// such term. Both must have at least [`MIN_MISSPELT_CHARS`] letters: shorter words
    /// are too often another word one slip away.
    fn correct(&self, term: &str) -> Option<u32> {
        let t = term.as_bytes();
        if t.len() < MIN_MISSPELT_CHARS || !t.iter().all(u8::is_ascii_lowercase) {
            return None;
        }
        // The terms are sorted: those with the same first letter are one run.
        let (mut lo, mut hi) = (0usize, self.terms.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.terms.get(mid).as_bytes()[0] < t[0] {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        let mut best: Option<(u32, u32)> = None;
        for i in lo..self.terms.len() {
            let candidate = self.terms.get(i).as_bytes();
            if candidate[0] != t[0] {
                break;
            }
            if candidate.len() < MIN_MISSPELT_CHARS
                || candidate.len().abs_diff(t.len()) > 1
                || !one_slip_apart(candidate, t)
            {
                continue;
            }
            let df = self.starts[i + 1] - self.starts[i];
            if best.is_none_or(|(_, best_df)| df > best_df) {
                best = Some((i as u32, df));
            }
        }
        best.map(|(id, _)| id)
    }

    fn lookup<'a>(&self, token: &'a str) -> Lookup<'a> {
        match term_of(token) {
            None => Lookup::Stop,
            Some(term) => match self.terms.find(term) {
                Some(id) => Lookup::Known(id),
                None => Lookup::Unknown(term),
            },
        }
    }

    fn order(&self, a: &Hit, b: &Hit) -> std::cmp::Ordering {
        b.score
            .total_cmp(&a.score)
            .then_with(|| self.docs[a.index].scope.cmp(&self.docs[b.index].scope))
            .then_with(|| self.docs[a.index].key.cmp(&self.docs[b.index].key))
    }
}

/// How much a term related to a query word counts in the score, relative to the word
/// itself.
const RELATED_WEIGHT: f32 = 0.5;

/// How much the term a misspelt query word stands for counts in the score.
const MISSPELLING_WEIGHT: f32 = 0.75;

/// The shortest unknown term (stemmed) taken for a misspelling of an indexed one.
const MIN_MISSPELT_CHARS: usize = 5;

/// Whether two different words are one slip of the keyboard apart, of the kinds that
/// keep the word recognisable: a vowel changed, added or dropped ("dependancy",
/// "pipline"), a letter doubled or undoubled ("acountant"), or two neighbouring
/// letters swapped. Other changes of one letter too often make another real word
/// ("fiction" and "friction", "bland" and "brand"), so they do not count.
fn one_slip_apart(a: &[u8], b: &[u8]) -> bool {
    let vowel = |c: u8| b"aeiouy".contains(&c);
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    let i = short
        .iter()
        .zip(long)
        .position(|(x, y)| x != y)
        .unwrap_or(short.len());
    if short.len() == long.len() {
        if i == short.len() {
            return false; // the same word
        }
        let changed = vowel(short[i]) && vowel(long[i]) && short[i + 1..] == long[i + 1..];
        let swapped = i + 1 < short.len()
            && short[i] == long[i + 1]
            && short[i + 1] == long[i]
            && short[i + 2..] == long[i + 2..];
        changed || swapped
    } else {
        // `long[i]` is the extra letter.
        let extra = long[i];
        let doubled = (i > 0 && long[i - 1] == extra) || long.get(i + 1) == Some(&extra);
        (vowel(extra) || doubled) && short[i..] == long[i + 1..]
    }
}

/// Everyday words of requests and the words skills use for the same thing, so a
/// request phrased in the asker's words still meets the skill's description. Each
/// entry is matched on its stem; the related words are searched at [`RELATED_WEIGHT`].
///
/// The entries are general English of how people ask for software work (money, time,
/// people, files, reviews, upgrades, security, health data), not the words of any one
/// skill: a skill's own name or product is never a related word, so the table cannot
/// steer a request toward one skill. Words with several everyday senses ("idea",
/// "latest", "memory") are left out, since expanding them pulls in unrelated skills.
#[rustfmt::skip]
const RELATED_WORDS: &[(&str, &[&str])] = &[
    ("access", &["permission", "accessibility"]),
    ("afterwards", &["postmortem", "retrospective"]),
    ("amount", &["currency", "money", "price"]),
    ("angry", &["escalation", "complaint", "support"]),
    ("assistant", &["agent", "ai"]),
    ("attacker", &["security", "vulnerability", "threat"]),
    ("audit", &["review", "security"]),
    ("bill", &["billing", "cost", "invoice"]),
    ("blind", &["screen", "reader", "accessibility"]),
    ("board", &["directors", "executive", "leadership"]),
    ("bogus", &["false", "invalid"]),
    ("boss", &["manager", "leadership", "executive"]),
    ("bot", &["agent", "automation"]),
    ("brainstorm", &["ideas", "ideation", "brainstorming"]),
    ("broken", &["bug", "debug", "fix", "error"]),
    ("bug", &["debug", "error", "fix"]),
    ("calendar", &["schedule", "meeting"]),
    ("cancel", &["churn", "subscription"]),
    ("cent", &["currency", "money"]),
    ("challenge", &["critique", "review", "question"]),
    ("chart", &["visualization", "plot", "graph", "dashboard"]),
    ("chat", &["conversation", "message", "session"]),
    ("cheap", &["cost", "budget"]),
    ("check", &["review", "audit", "verify", "validate"]),
    ("checkout", &["branch", "git"]),
    ("cleanup", &["refactor", "organize"]),
    ("click", &["browser", "ui"]),
    ("clip", &["video"]),
    ("comment", &["review", "feedback"]),
    ("complaint", &["escalation", "support", "feedback"]),
    ("conflict", &["merge", "rebase"]),
    ("cost", &["spend", "budget", "pricing"]),
    ("crash", &["bug", "debug", "error"]),
    ("customer", &["client", "account"]),
    ("cv", &["resume"]),
    ("deal", &["sales", "pipeline", "opportunity"]),
    ("decide", &["decision", "tradeoff"]),
    ("deck", &["presentation", "slides", "pptx"]),
    ("dependency", &["package", "library", "supply"]),
    ("diagram", &["visualization", "chart", "architecture"]),
    ("doctor", &["clinical", "medical"]),
    ("draw", &["diagram", "illustration", "drawing"]),
    ("drug", &["pharmaceutical", "clinical", "compound"]),
    ("email", &["inbox", "mail", "gmail"]),
    ("error", &["bug", "debug", "exception"]),
    ("expensive", &["cost", "budget", "optimization"]),
    ("explore", &["exploratory", "analysis"]),
    ("fail", &["error", "debug", "bug"]),
    ("fast", &["performance", "optimize", "speed"]),
    ("feedback", &["review", "comment"]),
    ("flaky", &["intermittent", "test", "retry"]),
    ("folder", &["directory", "file"]),
    ("forecast", &["prediction", "model", "time"]),
    ("forget", &["memory", "persist"]),
    ("funnel", &["pipeline", "conversion", "sales"]),
    ("gist", &["summary", "summarize"]),
    ("graph", &["chart", "visualization", "plot"]),
    ("hack", &["security", "vulnerability", "exploit"]),
    ("handoff", &["handover", "continue"]),
    ("handover", &["handoff", "transfer"]),
    ("hire", &["candidate", "recruiting", "offer", "hiring"]),
    ("hole", &["vulnerability", "security"]),
    ("hospital", &["clinical", "medical", "patient"]),
    ("host", &["deploy", "hosting", "server"]),
    ("huge", &["large", "scale", "performance"]),
    ("inbox", &["email", "mail"]),
    ("iphone", &["ios", "mobile", "apple"]),
    ("issue", &["ticket", "bug"]),
    ("jargon", &["glossary", "terminology", "vocabulary"]),
    ("laptop", &["local", "machine"]),
    ("lawyer", &["legal", "contract"]),
    ("leak", &["vulnerability", "secret", "memory"]),
    ("learn", &["teach", "tutorial", "explain"]),
    ("link", &["url", "share"]),
    ("login", &["auth", "authentication", "oauth"]),
    ("mail", &["email", "inbox"]),
    ("meeting", &["calendar", "agenda"]),
    ("mess", &["organize", "cleanup", "tidy"]),
    ("messy", &["organize", "cleanup", "tidy"]),
    ("money", &["finance", "payment", "currency"]),
    ("movie", &["video"]),
    ("music", &["audio", "sound"]),
    ("newest", &["upgrade", "update", "version"]),
    ("news", &["search", "research", "web"]),
    ("note", &["notes", "documentation", "summary"]),
    ("online", &["deploy", "hosting", "publish", "web"]),
    ("outage", &["incident", "downtime"]),
    ("outdated", &["upgrade", "deprecated", "update"]),
    ("outlier", &["anomaly", "statistics"]),
    ("package", &["dependency", "library"]),
    ("paper", &["scientific", "research", "arxiv"]),
    ("password", &["secret", "credential", "vault"]),
    ("patient", &["clinical", "medical", "health"]),
    ("pay", &["compensation", "salary", "payment"]),
    ("phone", &["mobile", "call", "ios", "android"]),
    ("photo", &["image", "picture"]),
    ("picture", &["image", "photo"]),
    ("pipeline", &["ci", "workflow"]),
    ("plot", &["chart", "visualization", "graph"]),
    ("predict", &["prediction", "model", "forecast"]),
    ("prospect", &["lead", "sales"]),
    ("publish", &["deploy", "release"]),
    ("question", &["interview", "clarify"]),
    ("remember", &["memory", "persist"]),
    ("rename", &["refactor"]),
    ("reorganize", &["refactor", "restructure", "organize"]),
    ("restructure", &["refactor", "architecture"]),
    ("reviewer", &["review", "feedback"]),
    ("reward", &["reinforcement"]),
    ("rewrite", &["refactor", "migration"]),
    ("salary", &["compensation", "pay", "offer"]),
    ("save", &["persist", "storage", "export"]),
    ("schedule", &["calendar", "cron", "planning"]),
    ("screenshot", &["browser", "screen", "capture"]),
    ("secret", &["credential", "token", "key"]),
    ("ship", &["deploy", "release", "publish"]),
    ("signup", &["registration", "onboarding", "auth"]),
    ("site", &["web", "website"]),
    ("sketchy", &["suspicious", "risk", "security"]),
    ("slide", &["presentation", "deck", "pptx"]),
    ("slow", &["performance", "optimize", "latency"]),
    ("song", &["audio", "music"]),
    ("spec", &["test", "specification"]),
    ("speed", &["performance", "optimize"]),
    ("spreadsheet", &["excel", "csv", "sheet", "xlsx"]),
    ("stage", &["commit", "git"]),
    ("startup", &["company", "founder"]),
    ("stash", &["git", "branch"]),
    ("statistics", &["statistical", "analysis", "metrics"]),
    ("stats", &["statistics", "analytics", "metrics"]),
    ("suite", &["test", "testing"]),
    ("summary", &["summarize", "digest"]),
    ("suspicious", &["risk", "security", "malicious"]),
    ("table", &["data", "spreadsheet"]),
    ("talk", &["presentation", "slides", "conference"]),
    ("tax", &["accounting", "finance"]),
    ("terminology", &["glossary", "vocabulary", "language"]),
    ("ticket", &["issue", "support", "triage"]),
    ("tidy", &["organize", "cleanup", "clean"]),
    ("translate", &["translation", "localization", "i18n"]),
    ("undo", &["revert", "rollback"]),
    ("unmaintained", &["abandoned", "deprecated", "risk"]),
    ("upgrade", &["migration", "update", "version"]),
    ("usable", &["usability", "accessibility", "ux"]),
    ("webpage", &["web", "html", "page"]),
    ("website", &["web", "site", "frontend"]),
    ("weird", &["bug", "unexpected"]),
    ("wipe", &["delete", "reset"]),
    ("word", &["glossary", "terminology", "language"]),
    ("wreck", &["break", "error"]),
    ("yelling", &["escalation", "complaint"]),
];

/// The related words of a query term (already stemmed), from [`RELATED_WORDS`].
fn related_to(term: &str) -> &'static [&'static str] {
    static BY_STEM: std::sync::OnceLock<HashMap<String, &'static [&'static str]>> =
        std::sync::OnceLock::new();
    BY_STEM
        .get_or_init(|| {
            RELATED_WORDS
                .iter()
                .filter_map(|(word, related)| Some((term_of(word)?.to_string(), *related)))
                .collect()
        })
        .get(term)
        .copied()
        .unwrap_or(&[])
}

/// Score added when the whole request equals the key or the name.
const EXACT_MATCH_BONUS: f32 = 20.0;

/// Score added per key word (up to 3) when every word of the key is in the request.
const KEY_COVERED_BONUS: f32 = 1.5;

/// How much an unknown query term weighs in the coverage denominator, relative to the
/// rarest indexed term. Below 1 because paraphrases carry words no description uses.
const UNKNOWN_TERM_DISCOUNT: f32 = 0.5;

/// BM25 IDF over a collection of at least [`MIN_COLLECTION`] skills: a registry of
/// five skills says nothing about how rare a word is, so small collections are
/// treated as if padded with skills that lack the term.
fn bm25_idf(n: f32, df: f32) -> f32 {
    let n = n.max(MIN_COLLECTION);
    ((n - df + 0.5) / (df + 0.5) + 1.0).ln()
}

/// See [`bm25_idf`].
const MIN_COLLECTION: f32 = 50.0;

/// The term dictionary: stemmed terms with their ids, and a cache from each lowercased
/// token seen to its term (or to "stop word"), so the stop-word check and the stemmer
/// run once per distinct token rather than once per occurrence.
#[derive(Debug, Clone, Default)]
struct Vocab {
    tokens: HashMap<Box<str>, u32, BuildHasherDefault<WordHasher>>,
    terms: HashMap<Box<str>, u32, BuildHasherDefault<WordHasher>>,
}

/// A fast multiplicative hash (the Fx hash of rustc) for short words. Hash flooding
/// is not a concern here: a hostile skill could only slow down building its own
/// registry's index, and every token is at most [`MAX_TOKEN_BYTES`] long.
#[derive(Debug, Default, Clone, Copy)]
struct WordHasher(u64);

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.0 = (self.0.rotate_left(5) ^ u64::from_le_bytes(word)).wrapping_mul(SEED);
        }
        for &b in chunks.remainder() {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(SEED);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

/// The `tokens` value of a stop word or a too-short token.
const NO_TERM: u32 = u32::MAX;

/// What a query token is, for [`Vocab::lookup`].
enum Lookup<'a> {
    Known(u32),
    /// A real word no skill contains (its stemmed form).
    Unknown(&'a str),
    Stop,
}

impl Vocab {
    /// The term id of a lowercased token, adding the term (with a zero entry in `df`)
    /// if new; `None` for stop words.
    fn intern(&mut self, token: &str, df: &mut Vec<u32>) -> Option<u32> {
        if let Some(&id) = self.tokens.get(token) {
            return (id != NO_TERM).then_some(id);
        }
        let id = match term_of(token) {
            None => NO_TERM,
            Some(term) => match self.terms.get(term) {
                Some(&id) => id,
                None => {
                    let id = df.len() as u32;
                    self.terms.insert(term.into(), id);
                    df.push(0);
                    id
                }
            },
        };
        self.tokens.insert(token.into(), id);
        (id != NO_TERM).then_some(id)
    }
}

/// The indexed terms in sorted order, packed in one string: term `i` is
/// `text[ends[i - 1]..ends[i]]` (`ends[-1]` being 0). Looked up by binary search.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct TermTable {
    pub(crate) text: String,
    pub(crate) ends: Vec<u32>,
}

impl TermTable {
    /// Packs `terms` (term → id) in sorted order; also returns the old ids in that
    /// order.
    fn sorted<S>(terms: HashMap<Box<str>, u32, S>) -> (TermTable, Vec<u32>) {
        let mut pairs: Vec<(Box<str>, u32)> = terms.into_iter().collect();
        pairs.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        let mut table = TermTable {
            text: String::with_capacity(pairs.iter().map(|p| p.0.len()).sum()),
            ends: Vec::with_capacity(pairs.len()),
        };
        for (term, _) in &pairs {
            table.text.push_str(term);
            table.ends.push(table.text.len() as u32);
        }
        (table, pairs.into_iter().map(|p| p.1).collect())
    }

    pub(crate) fn len(&self) -> usize {
        self.ends.len()
    }

    fn get(&self, i: usize) -> &str {
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.text[start..self.ends[i] as usize]
    }

    fn find(&self, term: &str) -> Option<u32> {
        let (mut lo, mut hi) = (0usize, self.len());
        while lo < hi {
            let mid = (lo + hi) / 2;
            match self.get(mid).cmp(term) {
                std::cmp::Ordering::Less => lo = mid + 1,
                std::cmp::Ordering::Greater => hi = mid,
                std::cmp::Ordering::Equal => return Some(mid as u32),
            }
        }
        None
    }
}

/// The indexed term of a lowercased token: `None` for stop words and one-letter
/// tokens, else its stem.
fn term_of(token: &str) -> Option<&str> {
    if token.chars().nth(1).is_none() || is_stop_word(token) {
        return None;
    }
    Some(stem(canonical(token))).filter(|t| !t.is_empty())
}

/// One spelling for common technical abbreviations and variants, so "k8s" finds
/// "kubernetes" and "docs" finds "documentation".
fn canonical(token: &str) -> &str {
    match token {
        "postgres" | "pg" => "postgresql",
        "k8s" => "kubernetes",
        "js" => "javascript",
        "ts" => "typescript",
        "py" => "python",
        "db" | "dbs" => "database",
        "repository" | "repositories" | "repos" => "repo",
        "doc" | "docs" => "documentation",
        "prs" => "pr",
        "llms" => "llm",
        _ => token,
    }
}

/// The abbreviation of a two-word phrase ("pull request" → "pr"), indexed and
/// searched in addition to the two words.
fn phrase_abbreviation(first: &str, second: &str) -> Option<&'static str> {
    match (first, second) {
        ("pull", "request" | "requests") => Some("pr"),
        ("merge", "request" | "requests") => Some("mr"),
        ("continuous", "integration") => Some("ci"),
        ("machine", "learning") => Some("ml"),
        ("command", "line") => Some("cli"),
        ("user", "interface" | "interfaces") => Some("ui"),
        ("large", "language") => Some("llm"),
        _ => None,
    }
}

/// Words that can start a phrase of [`phrase_abbreviation`].
fn phrase_start(word: &str) -> Option<&'static str> {
    [
        "pull",
        "merge",
        "continuous",
        "machine",
        "command",
        "user",
        "large",
    ]
    .into_iter()
    .find(|w| *w == word)
}

/// The longest prefix of `s` with at most `max_chars` characters.
///
/// Counts character starts (bytes that are not UTF-8 continuation bytes) a chunk at a
/// time, so mostly-ASCII text is measured at memory speed: every skill body goes
/// through here when the index or its cache key is made.
fn bounded_prefix(s: &str, max_chars: usize) -> &str {
    let bytes = s.as_bytes();
    if bytes.len() <= max_chars {
        return s; // at most as many characters as bytes
    }
    let is_start = |b: &u8| (*b as i8) >= -0x40;
    let (mut end, mut wanted) = (0usize, max_chars);
    while wanted > 0 && end < bytes.len() {
        // The next `wanted` characters take at least `wanted` bytes.
        let chunk = &bytes[end..bytes.len().min(end + wanted)];
        wanted -= chunk.iter().filter(|b| is_start(b)).count();
        end += chunk.len();
    }
    // `end` may sit inside the last character counted: finish it.
    while end < bytes.len() && !is_start(&bytes[end]) {
        end += 1;
    }
    &s[..end]
}

/// Lowercased words joined by single spaces, for exact key/name comparison:
/// `"PDF-Tools"`, `"pdf tools"` and `" pdf_tools "` all become `"pdf tools"`.
fn normalise_phrase(s: &str) -> String {
    let mut out = String::new();
    for word in bounded_prefix(s, 512)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
    {
        if !out.is_empty() {
            out.push(' ');
        }
        out.extend(word.chars().flat_map(char::to_lowercase));
    }
    out
}

/// Calls `f` with each lowercased token of `text`, split on anything that is not a
/// letter or digit (Unicode-aware), plus the abbreviation after a known two-word
/// phrase ("pull request" also gives "pr"). Over-long tokens (hashes, base64) are
/// skipped.
/// ASCII text, the common case, is scanned byte by byte.
fn for_each_token(text: &str, scratch: &mut String, mut f: impl FnMut(&str)) {
    let bytes = text.as_bytes();
    let mut previous: Option<&'static str> = None;
    let mut emit = |word: &str, scratch: &mut String| {
        if word.len() > MAX_TOKEN_BYTES {
            previous = None;
            return;
        }
        scratch.clear();
        if word.is_ascii() {
            scratch.push_str(word);
            scratch.make_ascii_lowercase();
        } else {
            scratch.extend(word.chars().flat_map(char::to_lowercase));
        }
        f(scratch);
        if let Some(abbreviation) = previous.and_then(|p| phrase_abbreviation(p, scratch)) {
            f(abbreviation);
        }
        previous = phrase_start(scratch);
    };
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b.is_ascii_alphanumeric() {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_alphanumeric() {
                i += 1;
            }
            if i < bytes.len() && bytes[i] >= 0x80 {
                // The word goes on with non-ASCII letters: finish it char by char.
                i = unicode_word_end(text, i);
            }
            emit(&text[start..i], scratch);
        } else if b < 0x80 {
            i += 1;
        } else {
            let Some(c) = text[i..].chars().next() else {
                break;
            };
            if c.is_alphanumeric() {
                let start = i;
                i = unicode_word_end(text, i);
                emit(&text[start..i], scratch);
            } else {
                i += c.len_utf8();
            }
        }
    }
}

/// The end of the run of letters and digits that starts at byte `from`.
fn unicode_word_end(text: &str, from: usize) -> usize {
    text[from..]
        .char_indices()
        .find(|&(_, c)| !c.is_alphanumeric())
        .map_or(text.len(), |(i, _)| from + i)
}

/// Words that carry no topic in a request or a skill description.
fn is_stop_word(word: &str) -> bool {
    STOP_WORDS.binary_search(&word).is_ok()
}

/// Sorted (binary-searched). General English function words plus the boilerplate of
/// requests ("please help me…") and of skill descriptions ("use this skill when…").
#[rustfmt::skip]
const STOP_WORDS: &[&str] = &[
    "about", "above", "after", "again", "against", "all", "also", "am", "an", "and", "any",
    "are", "as", "ask", "asks", "at", "be", "because", "been", "before", "being", "below",
    "between", "both", "but", "by", "can", "claude", "could", "did", "do", "does", "doing",
    "done", "down", "during", "each", "etc", "even", "ever", "every", "few", "for", "from",
    "further", "get", "gets", "getting", "give", "go", "going", "got", "had", "has", "have",
    "having", "he", "help", "helps", "her", "here", "hers", "him", "his", "how", "however",
    "if", "in", "into", "is", "it", "its", "itself", "just", "let", "lets", "like", "may",
    "me", "might", "mine", "more", "most", "much", "must", "my", "myself", "need", "needs",
    "no", "nor", "not", "now", "of", "off", "on", "once", "one", "only", "or", "other",
    "our", "ours", "out", "over", "own", "please", "same", "she", "should",
    "so", "some", "something", "such", "than", "thanks", "that", "the", "their",
    "theirs", "them", "then", "there", "these", "they", "thing", "things", "this", "those",
    "through", "to", "too", "triggers", "under", "until", "up", "upon", "us", "use", "used",
    "user", "users", "uses", "using", "very", "via", "want", "wants", "was", "way", "we",
    "were", "what", "when", "whenever", "where", "which", "while", "who", "whom", "why",
    "will", "with", "within", "without", "would", "yes", "yet", "you", "your", "yours",
    "yourself",
];

/// A light English suffix stemmer, applied to both documents and queries, so it only
/// has to be consistent, not linguistically exact. It conflates plurals, `-ing`,
/// `-ed`, `-ment`, `-ation`, `-er`, `-ly`, `-ize`/`-ise` and a final `-e`:
/// "deploying", "deployment" and "deploys" all give "deploy"; "writes", "writing" and
/// "write" give "writ". Words with non-ASCII letters or digits are left as they are.
///
/// ```
/// use lemon_skills::relevance::stem;
/// assert_eq!(stem("deployments"), "deploy");
/// assert_eq!(stem("debugging"), "debug");
/// assert_eq!(stem("queries"), stem("query"));
/// assert_eq!(stem("k8s"), "k8s");
/// ```
pub fn stem(word: &str) -> &str {
    if word.len() < 4 || !word.bytes().all(|b| b.is_ascii_lowercase()) {
        return word;
    }
    // Work on a byte range; every rule only shortens the word.
    let b = word.as_bytes();
    let mut end = b.len();
    let ends = |end: usize, suffix: &str| {
        end >= suffix.len() && &b[end - suffix.len()..end] == suffix.as_bytes()
    };
    let has_vowel = |upto: usize| b[..upto].iter().any(|c| b"aeiouy".contains(c));

    // Plurals and third person.
    if ends(end, "sses") || (ends(end, "ies") && end > 4) {
        end -= 2;
    } else if ends(end, "s") && !ends(end, "ss") && !ends(end, "us") && !ends(end, "is") {
        end -= 1;
    }
    // Inflections.
    let mut inflected = false;
    if ends(end, "ing") && end - 3 >= 3 && has_vowel(end - 3) {
        end -= 3;
        inflected = true;
    } else if ends(end, "ed") && end - 2 >= 3 && has_vowel(end - 2) {
        end -= 2;
        inflected = true;
    }
    if inflected && end >= 4 && b[end - 1] == b[end - 2] && !b"lsz".contains(&b[end - 1]) {
        end -= 1; // "debugg" -> "debug", but "add(ing)" stays "add"
    }
    // Derivations; `keep` bytes of the suffix stay so "creation" meets "create".
    for (suffix, keep) in [
        ("mentation", 0),
        ("ization", 2),
        ("isation", 2),
        ("ation", 2),
        ("ment", 0),
        ("ness", 0),
        ("izer", 2),
        ("iser", 2),
        ("ize", 2),
        ("ise", 2),
        ("er", 0),
        ("ly", 0),
    ] {
        if ends(end, suffix) && end - suffix.len() + keep >= 4 {
            end = end - suffix.len() + keep;
            break;
        }
    }
    // A final -e goes ("code"/"coding" -> "cod"), and so do a final -y after a
    // consonant and a final -i ("query"/"queries" -> "quer").
    let last = b[end - 1];
    let drop_last =
        last == b'e' || last == b'i' || (last == b'y' && !b"aeiou".contains(&b[end - 2]));
    if end > 3 && drop_last {
        end -= 1;
    }
    &word[..end]
}

/// The keyword-formula score of one entry for `context` (exact key/name 100, partial
/// 50, key/name inside the request 30; per request word of 3+ letters: 40 in key or
/// name, 40 an exact keyword or 20 inside one, 10 in the description, 2 in the body),
/// without the pre-filter,
/// the project bonus or the ordering. It is the floor the ranker must beat and is
/// used by the evaluation tests for comparison.
///
/// ```
/// use lemon_skills::relevance::baseline_score;
/// # use lemon_skills::{Entry, Manifest, Scope, SkillLocation};
/// # let entry = Entry { key: "kubernetes".into(), name: "kubernetes".into(),
/// #     description: "Manage clusters".into(), scope: Scope::Global,
/// #     location: SkillLocation::dir("/r", "/r/kubernetes"), manifest: Manifest::default(), body: String::new() };
/// assert_eq!(baseline_score(&entry, "kubernetes"), 100 + 40);
/// ```
pub fn baseline_score(entry: &Entry, context: &str) -> u32 {
    BaselineDoc::new(entry).score(context)
}

/// The lowercased search document (key, name, description, keywords, bounded body),
/// as the keyword formula reads it.
#[derive(Debug, Clone)]
pub struct BaselineDoc {
    key: String,
    name: String,
    description: String,
    keywords: Vec<String>,
    body: String,
    project: bool,
}

impl BaselineDoc {
    /// Prepares the search document of `entry`.
    pub fn new(entry: &Entry) -> BaselineDoc {
        let key = entry.key.to_lowercase();
        BaselineDoc {
            name: if entry.name.is_empty() {
                key.clone()
            } else {
                entry.name.to_lowercase()
            },
            key,
            description: entry.description.to_lowercase(),
            keywords: entry
                .manifest
                .keywords
                .iter()
                .map(|k| k.to_lowercase())
                .collect(),
            body: bounded_prefix(&entry.body, BODY_EXCERPT_CHARS).to_lowercase(),
            project: entry.scope == Scope::Project,
        }
    }

    /// The keyword-formula score for `context` (without the project bonus).
    pub fn score(&self, context: &str) -> u32 {
        if context.trim().is_empty() {
            return 0;
        }
        let ctx = context.to_lowercase();
        let (key, name) = (&self.key, &self.name);
        let exact = if ctx == *key || ctx == *name { 100 } else { 0 };
        let partial = if exact == 0 && (key.contains(&ctx) || name.contains(&ctx)) {
            50
        } else {
            0
        };
        let contains = if ctx.contains(key.as_str()) || ctx.contains(name.as_str()) {
            30
        } else {
            0
        };
        let mut score = exact.max(partial).max(contains);
        let mut words: Vec<&str> = Vec::new();
        for w in ctx.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
            if w.chars().count() > 2 && !words.contains(&w) {
                words.push(w);
            }
        }
        for w in words {
            if key.contains(w) || name.contains(w) {
                score += 40;
            }
            if self.keywords.iter().any(|k| k == w) {
                score += 40;
            } else if self.keywords.iter().any(|k| k.contains(w)) {
                score += 20;
            }
            if self.description.contains(w) {
                score += 10;
            }
            if self.body.contains(w) {
                score += 2;
            }
        }
        score
    }
}

/// Ranks prepared documents with the keyword formula: zero scores dropped, project
/// entries `+1000`, best first, ties by key, at most `max`.
pub fn baseline_search(
    docs: &[BaselineDoc],
    context: &str,
    max: usize,
    allow: impl Fn(usize) -> bool,
) -> Vec<(usize, u32)> {
    let mut hits: Vec<(usize, u32)> = docs
        .iter()
        .enumerate()
        .filter(|(i, _)| allow(*i))
        .filter_map(|(i, d)| {
            let s = d.score(context);
            (s > 0).then_some((i, if d.project { s + 1000 } else { s }))
        })
        .collect();
    hits.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then_with(|| docs[a.0].key.cmp(&docs[b.0].key))
    });
    hits.truncate(max);
    hits
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manifest::Manifest;

    /// A global skill under `/skills` with this key, description and body.
    pub(super) fn entry(key: &str, description: &str, body: &str) -> Entry {
        Entry {
            key: key.into(),
            name: key.into(),
            description: description.into(),
            scope: Scope::Global,
            location: crate::SkillLocation::dir("/skills", format!("/skills/{key}")),
            manifest: Manifest::default(),
            body: body.into(),
        }
    }

    fn keys(entries: &[Entry], hits: &[(usize, f32)]) -> Vec<String> {
        hits.iter().map(|&(i, _)| entries[i].key.clone()).collect()
    }

    fn sample() -> Vec<Entry> {
        vec![
            entry(
                "foo-skill",
                "Helps with foo tasks and foo configuration",
                "",
            ),
            entry("bar-skill", "Helps with bar tasks", ""),
            entry(
                "cluster-ops",
                "Operate production clusters",
                "Run kubectl get pods to inspect the cluster.",
            ),
            entry("kubernetes", "Kubernetes basics", ""),
            entry(
                "kubernetes-helper",
                "Helper for kubernetes kubernetes deployments on kubernetes",
                "",
            ),
            entry(
                "pdf",
                "Extract text and tables from PDF documents; fill forms",
                "",
            ),
            entry(
                "terraform",
                "Write Terraform modules and plan infrastructure changes",
                "",
            ),
        ]
    }

    #[test]
    fn stemmer_conflates_inflections() {
        for (a, b) in [
            ("deploy", "deploying"),
            ("deploy", "deployment"),
            ("test", "testing"),
            ("test", "tests"),
            ("create", "creation"),
            ("write", "writing"),
            ("query", "queries"),
            ("optimize", "optimization"),
            ("document", "documentation"),
            ("implement", "implementation"),
            ("manage", "management"),
            ("run", "running"),
            ("class", "classes"),
            ("code", "coding"),
        ] {
            assert_eq!(stem(a), stem(b), "{a} vs {b}");
        }
        assert_eq!(stem("add"), stem("adding"));
        assert_eq!(stem("string"), "string");
        assert_eq!(stem("process"), "process");
        assert_eq!(stem("héllo"), "héllo");
        assert_eq!(stem("go"), "go");
    }

    #[test]
    fn tokenizer_matches_unicode_split() {
        let text = "Hello, wörld! naïve-café_x 東京 ǅemo 123abc ÀB\u{202e}cd ÉÉ é1 \u{0}";
        let mut got = Vec::new();
        let mut scratch = String::new();
        for_each_token(text, &mut scratch, |t| got.push(t.to_string()));
        let want: Vec<String> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(|w| w.chars().flat_map(char::to_lowercase).collect())
            .collect();
        assert_eq!(got, want);
        got.clear();
        for_each_token(
            "Open a Pull-Request, then pull requests",
            &mut scratch,
            |t| got.push(t.to_string()),
        );
        assert_eq!(
            got,
            [
                "open", "a", "pull", "request", "pr", "then", "pull", "requests", "pr"
            ]
        );
    }

    #[test]
    fn bounded_prefix_counts_characters() {
        for text in ["", "abc", "héllo wörld", "🦀🦀🦀x", "aé🦀b東京c", "ééééé"] {
            for max in 0..12 {
                let want: String = text.chars().take(max).collect();
                assert_eq!(bounded_prefix(text, max), want, "{text:?} {max}");
            }
        }
    }

    #[test]
    fn stop_words_are_sorted_for_binary_search() {
        assert!(STOP_WORDS.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn description_match_ranks_first() {
        let e = sample();
        let idx = SearchIndex::build(&e);
        let hits = idx.search("need foo help", 3, |_| true);
        assert_eq!(
            keys(&e, &hits).first().map(String::as_str),
            Some("foo-skill")
        );
        assert!(!keys(&e, &hits).contains(&"bar-skill".to_string()));
    }

    #[test]
    fn body_only_word_still_selects() {
        let e = sample();
        let idx = SearchIndex::build(&e);
        let hits = idx.search("kubectl", 3, |_| true);
        assert_eq!(keys(&e, &hits), vec!["cluster-ops"]);
    }

    #[test]
    fn exact_key_outranks_partial() {
        let e = sample();
        let idx = SearchIndex::build(&e);
        let hits = idx.search("kubernetes", 3, |_| true);
        assert_eq!(keys(&e, &hits)[0], "kubernetes");
        let all = idx.search_with("kubernetes", 3, |_| true, &SearchOptions::UNFILTERED);
        let order: Vec<&str> = all.iter().map(|h| e[h.index].key.as_str()).collect();
        assert_eq!(order[..2], ["kubernetes", "kubernetes-helper"]);
    }

    #[test]
    fn abbreviations_meet_their_long_forms() {
        let e = vec![
            entry("pr-writer", "Write PR titles and descriptions", ""),
            entry("cluster", "Operate Kubernetes clusters", ""),
            entry("schema", "Design Postgres schemas and docs", ""),
        ];
        let idx = SearchIndex::build(&e);
        let top = |q: &str| keys(&e, &idx.search(q, 1, |_| true));
        assert_eq!(
            top("write the description of my pull request"),
            ["pr-writer"]
        );
        assert_eq!(top("k8s clusters"), ["cluster"]);
        assert_eq!(top("postgresql schema documentation"), ["schema"]);
    }

    #[test]
    fn everyday_words_meet_the_words_skills_use() {
        let e = vec![
            entry("resume-writer", "Tailor a resume to a job posting", ""),
            entry("cv-parser", "Parse a CV into fields", ""),
            entry("pptx", "Build presentation decks", ""),
        ];
        let idx = SearchIndex::build(&e);
        let ranked = |q: &str| keys(&e, &idx.search(q, 3, |_| true));
        // The word itself beats a related word.
        let all = idx.search_with("rewrite my cv", 3, |_| true, &SearchOptions::UNFILTERED);
        let order: Vec<&str> = all.iter().map(|h| e[h.index].key.as_str()).collect();
        assert_eq!(order, ["cv-parser", "resume-writer"]);
        assert_eq!(ranked("slides for my talk"), ["pptx"]);
        assert!(
            RELATED_WORDS.windows(2).all(|w| w[0].0 < w[1].0),
            "sorted, no duplicates"
        );
        assert!(
            RELATED_WORDS.iter().all(|(w, _)| term_of(w).is_some()),
            "no stop words"
        );
    }

    #[test]
    fn slips_of_the_keyboard() {
        let slip = |a: &str, b: &str| one_slip_apart(a.as_bytes(), b.as_bytes());
        // Vowels changed, added or dropped; letters doubled; neighbours swapped.
        assert!(slip("dependanc", "dependenc"));
        assert!(slip("piplin", "pipelin"));
        assert!(slip("reviw", "review"));
        assert!(slip("acountant", "accountant"));
        assert!(slip("accountant", "acountant"));
        assert!(slip("recieve", "receive"));
        assert!(slip("deploy", "deplyo"));
        // Other one-letter changes make other words; so do two slips.
        assert!(!slip("fiction", "friction"));
        assert!(!slip("bland", "brand"));
        assert!(!slip("mongo", "mono"));
        assert!(!slip("deploy", "deploy"));
        assert!(!slip("dependancy", "dependenci"));
        assert!(!slip("abc", "abcde"));
    }

    #[test]
    fn misspelt_words_meet_their_terms() {
        let e = vec![
            entry("dep-audit", "Audit the dependency tree of a project", ""),
            entry("physics", "Friction and drag in simulations", ""),
        ];
        let idx = SearchIndex::build(&e);
        let ranked = |q: &str| {
            keys(
                &e,
                &idx.search_with(q, 3, |_| true, &SearchOptions::UNFILTERED)
                    .iter()
                    .map(|h| (h.index, h.score))
                    .collect::<Vec<_>>(),
            )
        };
        assert_eq!(ranked("dependancy"), ["dep-audit"]);
        // The right spelling still scores higher than the slip.
        let score = |q: &str| idx.search_with(q, 1, |_| true, &SearchOptions::UNFILTERED)[0].score;
        assert!(score("dependency") > score("dependancy"));
        // Not a slip: another word.
        assert!(ranked("fiction").is_empty());
        // Too short to correct ("tree" is indexed as "tre").
        assert!(ranked("trea").is_empty());
        assert_eq!(ranked("tree"), ["dep-audit"]);
    }

    #[test]
    fn a_word_no_skill_has_raises_the_lead_bar() {
        let e = sample();
        let idx = SearchIndex::build(&e);
        // Bars low enough that the request leads either way unless the unknown word
        // multiplies the evidence it needs out of reach.
        let strict = SearchOptions {
            min_score: 0.1,
            min_coverage: 0.01,
            min_evidence: 0.01,
            unexplained_evidence: 1e6,
            ..SearchOptions::default()
        };
        let found = |q: &str| !idx.search_with(q, 3, |_| true, &strict).is_empty();
        assert!(found("write terraform modules for the infrastructure"));
        // "pulumi" is in no skill: the terraform skill is a sibling, not an answer.
        assert!(!found(
            "write terraform modules for the infrastructure in pulumi"
        ));
        // A quantity names nothing.
        assert!(found(
            "write terraform modules for the infrastructure of 60gb"
        ));
        // With the default factor the bar only rises.
        let lenient = SearchOptions {
            unexplained_evidence: 1.0,
            ..strict
        };
        assert!(
            !idx.search_with("terraform modules in pulumi", 3, |_| true, &lenient)
                .is_empty()
        );
    }

    #[test]
    fn keywords_count() {
        let mut e = sample();
        e[1].manifest = Manifest {
            keywords: vec!["invoice".into()],
            ..Manifest::default()
        };
        let idx = SearchIndex::build(&e);
        assert_eq!(
            keys(&e, &idx.search("invoice", 3, |_| true)),
            vec!["bar-skill"]
        );
    }

    #[test]
    fn filter_excludes_entries() {
        let e = sample();
        let idx = SearchIndex::build(&e);
        assert!(idx.search("kubectl", 3, |i| i != 2).is_empty());
    }

    #[test]
    fn blank_and_unmatched_queries_give_nothing() {
        let e = sample();
        let idx = SearchIndex::build(&e);
        assert!(idx.search("", 3, |_| true).is_empty());
        assert!(idx.search("  \n\t ", 3, |_| true).is_empty());
        assert!(idx.search("the and of please", 3, |_| true).is_empty());
        assert!(idx.search("bake a sourdough loaf", 3, |_| true).is_empty());
        assert!(idx.search("pdf", 0, |_| true).is_empty());
        let none: &[Entry] = &[];
        assert!(
            SearchIndex::build(none)
                .search("pdf", 3, |_| true)
                .is_empty()
        );
    }

    #[test]
    fn ties_prefer_project_then_key() {
        let mut e = vec![
            entry("zeta", "Convert invoices", ""),
            entry("alpha", "Convert invoices", ""),
            entry("mid", "Convert invoices", ""),
        ];
        e[0].scope = Scope::Project;
        let idx = SearchIndex::build(&e);
        let hits = idx.search("convert invoices", 3, |_| true);
        assert_eq!(keys(&e, &hits), vec!["zeta", "alpha", "mid"]);
        assert!(hits.windows(2).all(|w| w[0].1 == w[1].1));
    }

    #[test]
    fn builds_from_shared_entries() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<SearchIndex>();
        let shared: Vec<std::sync::Arc<Entry>> =
            sample().into_iter().map(std::sync::Arc::new).collect();
        let idx = SearchIndex::build(&shared);
        let hits = idx.search("kubectl", 3, |_| true);
        assert_eq!(shared[hits[0].0].key, "cluster-ops");
    }

    #[test]
    fn max_limits_results() {
        let e: Vec<Entry> = (0..10)
            .map(|i| entry(&format!("s{i}"), "Convert invoices", ""))
            .collect();
        let idx = SearchIndex::build(&e);
        assert_eq!(idx.search("invoices", 3, |_| true).len(), 3);
        assert_eq!(idx.search("invoices", 20, |_| true).len(), 10);
    }

    #[test]
    fn hostile_queries_do_not_panic() {
        let e = sample();
        let idx = SearchIndex::build(&e);
        let long = "pdf ".repeat(100_000);
        assert!(!idx.search(&long, 3, |_| true).is_empty());
        let _ = idx.search("\u{0}\u{202e}ǅ🦀 ß İ", 3, |_| true);
        let _ = idx.search(&"x".repeat(1000), 3, |_| true);
    }

    #[test]
    fn body_is_bounded() {
        let body = format!("{} zanzibar", "word ".repeat(BODY_EXCERPT_CHARS / 5));
        let e = vec![entry("a", "alpha", &body), entry("b", "zanzibar", "")];
        let idx = SearchIndex::build(&e);
        assert_eq!(keys(&e, &idx.search("zanzibar", 3, |_| true)), vec!["b"]);
    }

    #[test]
    fn baseline_matches_spec_examples() {
        let e = sample();
        assert_eq!(baseline_score(&e[3], "kubernetes"), 150);
        assert_eq!(baseline_score(&e[0], ""), 0);
        let docs: Vec<BaselineDoc> = e.iter().map(BaselineDoc::new).collect();
        let hits = baseline_search(&docs, "need foo help", 3, |_| true);
        assert_eq!(e[hits[0].0].key, "foo-skill");
    }
}

#[cfg(test)]
mod props {
    use super::*;
    use crate::manifest::Manifest;
    use proptest::prelude::*;

    fn words() -> impl Strategy<Value = String> {
        proptest::collection::vec(
            prop_oneof![
                Just("pdf".to_string()),
                Just("deploy".to_string()),
                Just("kubernetes".to_string()),
                Just("pull request".to_string()),
                "[a-z]{1,9}",
                any::<char>().prop_map(|c| c.to_string()),
            ],
            0..12,
        )
        .prop_map(|w| w.join(" "))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(96))]

        #[test]
        fn search_is_well_behaved(
            docs in proptest::collection::vec((words(), words(), words(), any::<bool>()), 0..20),
            query in words(),
            max in 0usize..5,
            banned in 0usize..20,
        ) {
            let entries: Vec<Entry> = docs
                .iter()
                .enumerate()
                .map(|(i, (name, description, body, project))| Entry {
                    key: format!("k{i}"),
                    name: name.clone(),
                    description: description.clone(),
                    scope: if *project { Scope::Project } else { Scope::Global },
                    location: crate::SkillLocation::dir("/r", format!("/r/k{i}")),
                    manifest: Manifest::default(),
                    body: body.clone(),
                })
                .collect();
            let index = SearchIndex::build(&entries);
            let hits = index.search(&query, max, |i| i != banned);
            prop_assert!(hits.len() <= max);
            prop_assert!(hits.iter().all(|&(i, s)| i < entries.len() && i != banned && s.is_finite()));
            prop_assert!(hits.windows(2).all(|w| w[0].1 >= w[1].1));
            let mut seen: Vec<usize> = hits.iter().map(|h| h.0).collect();
            seen.dedup();
            prop_assert_eq!(seen.len(), hits.len());
            // Deterministic.
            prop_assert_eq!(hits.clone(), index.search(&query, max, |i| i != banned));
        }
    }
}
