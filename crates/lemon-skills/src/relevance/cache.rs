//! The search index cached on disk, so a fresh process (`lemon skill search`) loads it
//! instead of tokenising every skill again.
//!
//! A cache file is keyed by the skills' identity: a SHA-256 digest of exactly what the
//! index is built from (every entry's key, name, keywords, tags, category, description,
//! bounded body and scope, in order), the cache format version and the crate version.
//! A changed skill changes the key, so a stale index is never used. A file that is
//! missing, too large, truncated, corrupt (its checksum or structure does not hold),
//! of another format version or of other skills is ignored and rebuilt, never trusted.
//! Files are written with [`lemon_core::write_atomic`], so concurrent writers leave one
//! whole file, and read with a size bound.
//!
//! Layout (little-endian): magic, format version `u32`, key (32 bytes), payload length
//! `u64`, payload checksum `u64`, then the payload: the term table, the IDFs, the
//! posting offsets and postings, the per-entry facts, the unknown-term IDF.

use std::borrow::Borrow;
use std::hash::Hasher;
use std::path::{Path, PathBuf};

use lemon_core::read::ReadError;
use sha2::{Digest, Sha256};

use super::{BODY_EXCERPT_CHARS, DocInfo, Posting, SearchIndex, TermTable, WordHasher};
use crate::entry::{Entry, Scope};

/// The first bytes of every cache file.
const MAGIC: &[u8; 8] = b"LEMONIDX";

/// Bumped whenever the layout or anything that shapes the index (tokeniser, stemmer,
/// field weights) changes; the crate version is part of the key as well.
pub const CACHE_FORMAT: u32 = 1;

/// The largest cache file read; bigger files are not ours.
pub const MAX_CACHE_BYTES: u64 = 512 << 20;

/// How many index files (one per set of skill roots) the cache directory keeps; the
/// least recently written go first.
pub const MAX_CACHED_INDEXES: usize = 8;

const HEADER_BYTES: usize = 8 + 4 + 32 + 8 + 8;

/// The identity of the skills an index is built from.
pub type CacheKey = [u8; 32];

/// Why a cache file was not used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CacheMiss {
    /// There is no cache file.
    Absent,
    /// It could not be read.
    Unreadable(String),
    /// It is larger than [`MAX_CACHE_BYTES`].
    TooLarge,
    /// It is not a whole, well-formed cache file (truncated, bad checksum, bad
    /// structure).
    Corrupt(&'static str),
    /// It was written in another format version.
    ForeignVersion(u32),
    /// It holds the index of other skills (or of these skills before a change).
    Stale,
}

/// What [`load_or_build`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CacheOutcome {
    /// The cached index was used.
    Hit,
    /// The index was built, for this reason; `written` says whether the new cache file
    /// was stored.
    Built {
        /// Why the cache was not used.
        miss: CacheMiss,
        /// Whether the rebuilt index was written back.
        written: bool,
    },
}

/// The key of `entries`: a digest of everything [`SearchIndex::build`] reads.
pub fn cache_key<E: Borrow<Entry>>(entries: &[E]) -> CacheKey {
    let mut h = Sha256::new();
    let mut field = |bytes: &[u8]| {
        h.update((bytes.len() as u64).to_le_bytes());
        h.update(bytes);
    };
    field(&CACHE_FORMAT.to_le_bytes());
    field(env!("CARGO_PKG_VERSION").as_bytes());
    field(&(entries.len() as u64).to_le_bytes());
    for entry in entries {
        let e: &Entry = entry.borrow();
        field(e.key.as_bytes());
        field(e.name.as_bytes());
        field(&(e.manifest.keywords.len() as u64).to_le_bytes());
        for k in &e.manifest.keywords {
            field(k.as_bytes());
        }
        field(&(e.manifest.tags.len() as u64).to_le_bytes());
        for t in &e.manifest.tags {
            field(t.as_bytes());
        }
        match &e.manifest.category {
            Some(c) => field(format!("+{c}").as_bytes()),
            None => field(b"-"),
        }
        field(e.description.as_bytes());
        field(super::bounded_prefix(&e.body, BODY_EXCERPT_CHARS).as_bytes());
        field(&[scope_byte(e.scope)]);
    }
    h.finalize().into()
}

/// The index of `entries`, from the cache file `file` when it holds exactly these
/// skills, else built (and written back to `file`, best effort).
///
/// ```
/// use lemon_skills::relevance::cache::{CacheMiss, CacheOutcome, load_or_build};
/// # use lemon_skills::{Entry, Manifest, Scope, SkillLocation};
/// # let entry = |key: &str, description: &str| Entry { key: key.into(), name: key.into(),
/// #     description: description.into(), scope: Scope::Global,
/// #     location: SkillLocation::dir("/r", format!("/r/{key}")),
/// #     manifest: Manifest::default(), body: String::new() };
/// let dir = tempfile::tempdir().unwrap();
/// let file = dir.path().join("cache/search-index.bin");
/// let entries = vec![entry("pdf", "Fill in PDF forms")];
/// let (_, outcome) = load_or_build(&entries, &file);
/// assert_eq!(outcome, CacheOutcome::Built { miss: CacheMiss::Absent, written: true });
/// let (index, outcome) = load_or_build(&entries, &file);
/// assert_eq!(outcome, CacheOutcome::Hit);
/// assert_eq!(index.search("fill a pdf form", 3, |_| true)[0].0, 0);
/// ```
pub fn load_or_build<E: Borrow<Entry>>(entries: &[E], file: &Path) -> (SearchIndex, CacheOutcome) {
    let key = cache_key(entries);
    let miss = match read_bounded(file).and_then(|bytes| decode(&bytes, &key)) {
        Ok(index) if index.len() == entries.len() => return (index, CacheOutcome::Hit),
        Ok(_) => CacheMiss::Corrupt("entry count differs from its key"),
        Err(miss) => miss,
    };
    let index = SearchIndex::build(entries);
    let written = lemon_core::write_atomic(file, &encode(&index, &key)).is_ok();
    if written {
        prune(file);
    }
    (index, CacheOutcome::Built { miss, written })
}

fn read_bounded(file: &Path) -> Result<Vec<u8>, CacheMiss> {
    lemon_core::read_bounded(file, MAX_CACHE_BYTES).map_err(|e| match e {
        e if e.is_not_found() => CacheMiss::Absent,
        ReadError::TooLarge { .. } => CacheMiss::TooLarge,
        ReadError::Io { source, .. } => CacheMiss::Unreadable(source.to_string()),
        other => CacheMiss::Unreadable(other.to_string()),
    })
}

/// Keeps at most [`MAX_CACHED_INDEXES`] index files beside `file` (same extension).
fn prune(file: &Path) {
    let (Some(dir), Some(ext)) = (file.parent(), file.extension()) else {
        return;
    };
    let Ok(listing) = std::fs::read_dir(dir) else {
        return;
    };
    let mut others: Vec<(std::time::SystemTime, PathBuf)> = listing
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension() == Some(ext) && p != file && p.is_file())
        .filter_map(|p| Some((p.metadata().ok()?.modified().ok()?, p)))
        .collect();
    let keep = MAX_CACHED_INDEXES.saturating_sub(1);
    if others.len() <= keep {
        return;
    }
    others.sort();
    for (_, old) in &others[..others.len() - keep] {
        let _ = std::fs::remove_file(old);
    }
}

fn scope_byte(scope: Scope) -> u8 {
    match scope {
        Scope::Project => 0,
        Scope::Global => 1,
        Scope::Builtin => 2,
    }
}

fn checksum(bytes: &[u8]) -> u64 {
    let mut h = WordHasher::default();
    h.write(bytes);
    h.finish()
}

/// The cache file of `index`, built from the skills whose key is `key`.
pub(crate) fn encode(index: &SearchIndex, key: &CacheKey) -> Vec<u8> {
    let mut p = Writer(Vec::with_capacity(
        index.terms.text.len() + index.postings.len() * 12 + index.terms.len() * 12 + 4096,
    ));
    p.bytes(index.terms.text.as_bytes());
    p.u32s(&index.terms.ends);
    p.f32s(&index.idf);
    p.u32s(&index.starts);
    p.u32(index.postings.len() as u32);
    for posting in &index.postings {
        p.u32(posting.doc);
        p.f32(posting.score);
        p.f32(posting.cover);
    }
    p.u32(index.docs.len() as u32);
    for doc in &index.docs {
        p.bytes(doc.key.as_bytes());
        p.bytes(doc.key_lower.as_bytes());
        p.bytes(doc.name_lower.as_bytes());
        p.u32s(&doc.key_terms);
        p.0.push(scope_byte(doc.scope));
    }
    p.f32(index.unknown_idf);
    let payload = p.0;
    let mut out = Vec::with_capacity(HEADER_BYTES + payload.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&CACHE_FORMAT.to_le_bytes());
    out.extend_from_slice(key);
    out.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    out.extend_from_slice(&checksum(&payload).to_le_bytes());
    out.extend_from_slice(&payload);
    out
}

/// The index in `bytes` if they are a whole cache file of format [`CACHE_FORMAT`] for
/// `key`; every length and offset is checked, so no input makes it panic.
pub(crate) fn decode(bytes: &[u8], key: &CacheKey) -> Result<SearchIndex, CacheMiss> {
    let mut header = Reader(bytes);
    if header.take(MAGIC.len())? != MAGIC {
        return Err(CacheMiss::Corrupt("not a search-index cache file"));
    }
    let version = header.u32()?;
    if version != CACHE_FORMAT {
        return Err(CacheMiss::ForeignVersion(version));
    }
    if header.take(32)? != key {
        return Err(CacheMiss::Stale);
    }
    let len = header.u64()?;
    let sum = header.u64()?;
    if header.0.len() as u64 != len {
        return Err(CacheMiss::Corrupt("truncated or overlong"));
    }
    if checksum(header.0) != sum {
        return Err(CacheMiss::Corrupt("checksum mismatch"));
    }
    let mut r = Reader(header.0);
    let text = std::str::from_utf8(r.bytes()?)
        .map_err(|_| CacheMiss::Corrupt("term text is not UTF-8"))?
        .to_string();
    let ends = r.u32s()?;
    let mut previous = 0u32;
    for &end in &ends {
        if end < previous || !text.is_char_boundary(end as usize) {
            return Err(CacheMiss::Corrupt("bad term offsets"));
        }
        previous = end;
    }
    let terms = ends.len();
    let idf = r.f32s()?;
    let starts = r.u32s()?;
    let postings_len = r.u32()? as usize;
    if idf.len() != terms
        || starts.len() != terms + 1
        || starts.first() != Some(&0)
        || starts.windows(2).any(|w| w[0] > w[1])
        || starts.last().map(|&s| s as usize) != Some(postings_len)
    {
        return Err(CacheMiss::Corrupt("bad posting offsets"));
    }
    let raw = r.take(
        postings_len
            .checked_mul(12)
            .ok_or(CacheMiss::Corrupt("too many postings"))?,
    )?;
    let postings: Vec<Posting> = raw
        .chunks_exact(12)
        .map(|c| Posting {
            doc: u32::from_le_bytes([c[0], c[1], c[2], c[3]]),
            score: f32::from_le_bytes([c[4], c[5], c[6], c[7]]),
            cover: f32::from_le_bytes([c[8], c[9], c[10], c[11]]),
        })
        .collect();
    let doc_count = r.u32()? as usize;
    if postings.iter().any(|p| p.doc as usize >= doc_count) {
        return Err(CacheMiss::Corrupt("posting of a missing entry"));
    }
    let mut docs = Vec::with_capacity(doc_count.min(r.0.len()));
    for _ in 0..doc_count {
        let key = r.string()?;
        let key_lower = r.string()?;
        let name_lower = r.string()?;
        let key_terms = r.u32s()?;
        if key_terms.iter().any(|&t| t as usize >= terms) {
            return Err(CacheMiss::Corrupt("key term out of range"));
        }
        let scope = match r.take(1)?[0] {
            0 => Scope::Project,
            1 => Scope::Global,
            2 => Scope::Builtin,
            _ => return Err(CacheMiss::Corrupt("bad scope")),
        };
        docs.push(DocInfo {
            key,
            key_lower,
            name_lower,
            key_terms,
            scope,
        });
    }
    let unknown_idf = r.f32()?;
    if !r.0.is_empty() {
        return Err(CacheMiss::Corrupt("trailing bytes"));
    }
    Ok(SearchIndex {
        terms: TermTable { text, ends },
        idf,
        starts,
        postings,
        docs,
        unknown_idf,
    })
}

struct Writer(Vec<u8>);

impl Writer {
    fn u32(&mut self, v: u32) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }

    fn f32(&mut self, v: f32) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }

    fn bytes(&mut self, b: &[u8]) {
        self.u32(b.len() as u32);
        self.0.extend_from_slice(b);
    }

    fn u32s(&mut self, v: &[u32]) {
        self.u32(v.len() as u32);
        for &x in v {
            self.u32(x);
        }
    }

    fn f32s(&mut self, v: &[f32]) {
        self.u32(v.len() as u32);
        for &x in v {
            self.f32(x);
        }
    }
}

/// A cursor over untrusted bytes: every read is bounds-checked.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], CacheMiss> {
        if self.0.len() < n {
            return Err(CacheMiss::Corrupt("truncated"));
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    fn u32(&mut self) -> Result<u32, CacheMiss> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn u64(&mut self) -> Result<u64, CacheMiss> {
        let b = self.take(8)?;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Ok(u64::from_le_bytes(a))
    }

    fn f32(&mut self) -> Result<f32, CacheMiss> {
        self.u32().map(f32::from_bits)
    }

    fn bytes(&mut self) -> Result<&'a [u8], CacheMiss> {
        let n = self.u32()? as usize;
        self.take(n)
    }

    fn string(&mut self) -> Result<String, CacheMiss> {
        std::str::from_utf8(self.bytes()?)
            .map(str::to_string)
            .map_err(|_| CacheMiss::Corrupt("text is not UTF-8"))
    }

    fn words(&mut self) -> Result<&'a [u8], CacheMiss> {
        let n = self.u32()? as usize;
        self.take(n.checked_mul(4).ok_or(CacheMiss::Corrupt("too long"))?)
    }

    fn u32s(&mut self) -> Result<Vec<u32>, CacheMiss> {
        Ok(self
            .words()?
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }

    fn f32s(&mut self) -> Result<Vec<f32>, CacheMiss> {
        Ok(self
            .words()?
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::entry;
    use super::*;

    fn sample() -> Vec<Entry> {
        vec![
            entry(
                "pdf-forms",
                "Fill in PDF forms and extract tables",
                "# Forms\nUse pdftk.",
            ),
            entry("terraform-test", "Write tests for Terraform modules", ""),
            entry(
                "kubernetes",
                "Operate clusters",
                "Run kubectl get pods; café ünïcode",
            ),
        ]
    }

    fn answers(index: &SearchIndex) -> Vec<(Vec<(usize, f32)>, super::super::Cut)> {
        [
            "fill a pdf form",
            "terraform tests",
            "kubectl",
            "café",
            "bake bread",
        ]
        .iter()
        .map(|q| {
            let r = index.rank(q, 3, |_| true);
            (r.hits.iter().map(|h| (h.index, h.score)).collect(), r.cut)
        })
        .collect()
    }

    #[test]
    fn a_loaded_index_answers_exactly_as_the_built_one() {
        let entries = sample();
        let built = SearchIndex::build(&entries);
        let key = cache_key(&entries);
        let loaded = decode(&encode(&built, &key), &key).expect("round trip");
        assert_eq!(answers(&built), answers(&loaded));
        assert_eq!(loaded.terms, built.terms);
        assert_eq!(loaded.starts, built.starts);
    }

    #[test]
    fn hit_after_first_build_and_rebuild_after_a_change() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("cache/search-index-x.bin");
        let mut entries = sample();
        let (_, first) = load_or_build(&entries, &file);
        assert_eq!(
            first,
            CacheOutcome::Built {
                miss: CacheMiss::Absent,
                written: true
            }
        );
        assert_eq!(load_or_build(&entries, &file).1, CacheOutcome::Hit);

        // A changed skill changes the key: the old index is never used.
        entries[1].description = "Write tests for Pulumi stacks".into();
        let (index, outcome) = load_or_build(&entries, &file);
        assert_eq!(
            outcome,
            CacheOutcome::Built {
                miss: CacheMiss::Stale,
                written: true
            }
        );
        assert_eq!(index.search("pulumi", 3, |_| true)[0].0, 1);
        assert_eq!(answers(&index), answers(&SearchIndex::build(&entries)));
        assert_eq!(load_or_build(&entries, &file).1, CacheOutcome::Hit);
    }

    #[test]
    fn every_part_of_the_identity_is_in_the_key() {
        let base = sample();
        let key = cache_key(&base);
        type Change = Box<dyn Fn(&mut Vec<Entry>)>;
        let variants: Vec<Change> = vec![
            Box::new(|e| e[0].key = "pdf-form".into()),
            Box::new(|e| e[0].name = "PDF".into()),
            Box::new(|e| e[0].description.push('!')),
            Box::new(|e| e[0].body.push('!')),
            Box::new(|e| e[0].scope = Scope::Project),
            Box::new(|e| e[0].manifest.keywords.push("forms".into())),
            Box::new(|e| e[0].manifest.tags.push("forms".into())),
            Box::new(|e| e[0].manifest.category = Some("docs".into())),
            Box::new(|e| e.swap(0, 1)),
            Box::new(|e| {
                e.pop();
            }),
            // Field boundaries count: moving text from one field to the next is a change.
            Box::new(|e| {
                e[0].name = "pdf-formsF".into();
                e[0].description = "ill in PDF forms and extract tables".into();
            }),
        ];
        for (i, change) in variants.iter().enumerate() {
            let mut e = base.clone();
            change(&mut e);
            assert_ne!(cache_key(&e), key, "variant {i}");
        }
        // Beyond the indexed excerpt the body does not shape the index.
        let mut long = base.clone();
        long[2].body = "x ".repeat(BODY_EXCERPT_CHARS);
        let mut longer = long.clone();
        longer[2].body.push_str("more");
        assert_eq!(cache_key(&long), cache_key(&longer));
    }

    #[test]
    fn truncated_corrupt_foreign_and_oversized_files_are_rebuilt() {
        let entries = sample();
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("search-index-x.bin");
        let key = cache_key(&entries);
        let good = encode(&SearchIndex::build(&entries), &key);

        let mut flipped = good.clone();
        let last = flipped.len() - 5;
        flipped[last] ^= 0x40;
        let mut foreign = good.clone();
        foreign[8..12].copy_from_slice(&(CACHE_FORMAT + 1).to_le_bytes());
        let cases: Vec<(&str, Vec<u8>, CacheMiss)> = vec![
            ("empty", Vec::new(), CacheMiss::Corrupt("truncated")),
            (
                "truncated",
                good[..good.len() - 3].to_vec(),
                CacheMiss::Corrupt("truncated or overlong"),
            ),
            (
                "header only",
                good[..HEADER_BYTES - 1].to_vec(),
                CacheMiss::Corrupt("truncated"),
            ),
            ("flipped", flipped, CacheMiss::Corrupt("checksum mismatch")),
            (
                "foreign version",
                foreign,
                CacheMiss::ForeignVersion(CACHE_FORMAT + 1),
            ),
            (
                "not ours",
                b"{\"json\": true}".to_vec(),
                CacheMiss::Corrupt("not a search-index cache file"),
            ),
        ];
        for (name, bytes, miss) in cases {
            std::fs::write(&file, &bytes).unwrap();
            let (index, outcome) = load_or_build(&entries, &file);
            assert_eq!(
                outcome,
                CacheOutcome::Built {
                    miss,
                    written: true
                },
                "{name}"
            );
            assert_eq!(
                answers(&index),
                answers(&SearchIndex::build(&entries)),
                "{name}"
            );
            assert_eq!(
                std::fs::read(&file).unwrap(),
                good,
                "{name}: rewritten whole"
            );
        }
        // Too large: not read at all.
        let big = std::fs::File::create(&file).unwrap();
        big.set_len(MAX_CACHE_BYTES + 1).unwrap();
        drop(big);
        assert_eq!(
            load_or_build(&entries, &file).1,
            CacheOutcome::Built {
                miss: CacheMiss::TooLarge,
                written: true
            }
        );
        // Unwritable cache location: still answers.
        let blocked = dir.path().join("file-not-dir");
        std::fs::write(&blocked, b"x").unwrap();
        let (index, outcome) = load_or_build(&entries, &blocked.join("index.bin"));
        assert!(matches!(
            outcome,
            CacheOutcome::Built { written: false, .. }
        ));
        assert_eq!(answers(&index), answers(&SearchIndex::build(&entries)));
    }

    #[test]
    fn structurally_bad_payloads_with_valid_checksums_are_refused() {
        let entries = sample();
        let key = cache_key(&entries);
        let index = SearchIndex::build(&entries);
        let mut bad_doc = index.clone();
        bad_doc.postings[0].doc = 99;
        let mut bad_term = index.clone();
        bad_term.docs[0].key_terms.push(1_000_000);
        let mut bad_offsets = index.clone();
        bad_offsets.starts[1] = u32::MAX;
        let mut bad_text = index.clone();
        let at = bad_text.terms.text.find('é').expect("a multi-byte term") as u32 + 1;
        bad_text.terms.ends[0] = at;
        for (name, broken) in [
            ("doc", bad_doc),
            ("term", bad_term),
            ("offsets", bad_offsets),
            ("text", bad_text),
        ] {
            assert!(
                matches!(
                    decode(&encode(&broken, &key), &key),
                    Err(CacheMiss::Corrupt(_))
                ),
                "{name}"
            );
        }
    }

    #[test]
    fn decode_never_panics_on_arbitrary_cuts_and_flips() {
        let entries = sample();
        let key = cache_key(&entries);
        let good = encode(&SearchIndex::build(&entries), &key);
        for cut in 0..good.len() {
            assert!(decode(&good[..cut], &key).is_err());
        }
        for i in 0..good.len() {
            let mut b = good.clone();
            b[i] = b[i].wrapping_add(1);
            let _ = decode(&b, &key);
        }
    }

    #[test]
    fn concurrent_writers_leave_one_whole_file() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("search-index-x.bin");
        let a = sample();
        let mut b = sample();
        b[0].description = "Sign PDF contracts".into();
        std::thread::scope(|s| {
            for set in [&a, &b, &a, &b] {
                let file = &file;
                s.spawn(move || {
                    for _ in 0..20 {
                        let (index, _) = load_or_build(set, file);
                        assert_eq!(answers(&index), answers(&SearchIndex::build(set)));
                    }
                });
            }
        });
        let bytes = std::fs::read(&file).unwrap();
        assert!(decode(&bytes, &cache_key(&a)).is_ok() || decode(&bytes, &cache_key(&b)).is_ok());
        let leftovers: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .flatten()
            .filter(|e| e.file_name() != "search-index-x.bin")
            .collect();
        assert!(leftovers.is_empty(), "temporary files left: {leftovers:?}");
    }

    #[test]
    fn the_cache_directory_keeps_a_bounded_number_of_indexes() {
        let dir = tempfile::tempdir().unwrap();
        let entries = sample();
        for i in 0..MAX_CACHED_INDEXES + 4 {
            let file = dir.path().join(format!("search-index-{i}.bin"));
            load_or_build(&entries, &file);
        }
        let count = std::fs::read_dir(dir.path()).unwrap().count();
        assert_eq!(count, MAX_CACHED_INDEXES);
        let newest = dir
            .path()
            .join(format!("search-index-{}.bin", MAX_CACHED_INDEXES + 3));
        assert!(newest.is_file());
    }
}
