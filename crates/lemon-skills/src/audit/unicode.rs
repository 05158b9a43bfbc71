//! Invisible, bidirectional and confusable characters: the findings about them, and the
//! folding of Cyrillic, Greek and fullwidth look-alikes to Latin that lets the other
//! rules read `сurl` (Cyrillic `с`) as `curl`. The invisible and bidi classes come from
//! the one table in `lemon_core::text`.

use lemon_core::text::{Invisible, invisible_kind};

use super::context::{Context, Prepared, TextInput};
use super::report::Sink;
use super::{Category, Severity};

/// The Latin letter a confusable character imitates.
pub fn fold(c: char) -> Option<char> {
    if c.is_ascii() {
        return None;
    }
    // Fullwidth ASCII.
    if ('\u{FF01}'..='\u{FF5E}').contains(&c) {
        return char::from_u32(c as u32 - 0xFEE0);
    }
    Some(match c {
        // Cyrillic
        'а' => 'a',
        'в' => 'b',
        'е' => 'e',
        'ё' => 'e',
        'к' => 'k',
        'м' => 'm',
        'н' => 'h',
        'о' => 'o',
        'р' => 'p',
        'с' => 'c',
        'т' => 't',
        'у' => 'y',
        'х' => 'x',
        'ѕ' => 's',
        'і' => 'i',
        'ї' => 'i',
        'ј' => 'j',
        'ԁ' => 'd',
        'ԛ' => 'q',
        'ԝ' => 'w',
        'һ' => 'h',
        'ӏ' => 'l',
        'ɡ' => 'g',
        'ո' => 'n',
        'ս' => 'u',
        'օ' => 'o',
        'А' => 'A',
        'В' => 'B',
        'Е' => 'E',
        'К' => 'K',
        'М' => 'M',
        'Н' => 'H',
        'О' => 'O',
        'Р' => 'P',
        'С' => 'C',
        'Т' => 'T',
        'Х' => 'X',
        'Ѕ' => 'S',
        'І' => 'I',
        'Ј' => 'J',
        'Ү' => 'Y',
        'Ԁ' => 'D',
        'Ԛ' => 'Q',
        'Ԝ' => 'W',
        // Greek
        'α' => 'a',
        'ο' => 'o',
        'ν' => 'v',
        'ι' => 'i',
        'κ' => 'k',
        'ρ' => 'p',
        'υ' => 'u',
        'χ' => 'x',
        'ε' => 'e',
        'τ' => 't',
        'Α' => 'A',
        'Β' => 'B',
        'Ε' => 'E',
        'Ζ' => 'Z',
        'Η' => 'H',
        'Ι' => 'I',
        'Κ' => 'K',
        'Μ' => 'M',
        'Ν' => 'N',
        'Ο' => 'O',
        'Ρ' => 'P',
        'Τ' => 'T',
        'Υ' => 'Y',
        'Χ' => 'X',
        // Latin look-alikes
        'ℓ' => 'l',
        _ => return None,
    })
}

/// Whether a line disguises its words: a bidi override, embedding or isolate, tag
/// characters, an invisible character inside a word, or a word that mixes Latin
/// letters with look-alikes. Text written so that it reads differently to a person and
/// to a program is never an innocent example, whatever words stand beside it.
pub fn disguises(line: &str) -> bool {
    if line.is_ascii() {
        return false;
    }
    let chars: Vec<char> = line.chars().collect();
    // Disguised words, and whether one stands outside quotes: a security text shows
    // one quoted specimen (`"ig\u{200B}nore"`), a disguise rewrites the sentence.
    let mut found = 0usize;
    let mut unquoted = false;
    let mut quoted = false;
    let mut word_ascii = false;
    let mut word_confusable = false;
    let mut word_foreign = false;
    let mut word_hidden = false;
    for (k, &c) in chars.iter().enumerate() {
        match invisible_kind(c) {
            Some(Invisible::Bidi) if !is_direction_mark(c) => return true,
            Some(Invisible::Hidden) if ('\u{E0000}'..='\u{E007F}').contains(&c) => return true,
            Some(Invisible::Hidden) | Some(Invisible::Bidi) => {
                let before = chars[..k]
                    .iter()
                    .rev()
                    .find(|ch| invisible_kind(**ch).is_none());
                let after = chars[k + 1..]
                    .iter()
                    .find(|ch| invisible_kind(**ch).is_none());
                let wordy = |o: Option<&char>| o.is_some_and(|ch| ch.is_ascii_alphanumeric());
                word_hidden |= c != '\u{00AD}' && wordy(before) && wordy(after);
                continue;
            }
            _ => {}
        }
        if c.is_alphanumeric() {
            if c.is_ascii_alphabetic() {
                word_ascii = true;
            } else if is_confusable_letter(c) {
                word_confusable = true;
            } else if !c.is_ascii() {
                word_foreign = true;
            }
            continue;
        }
        if word_hidden || (word_ascii && word_confusable && !word_foreign) {
            found += 1;
            unquoted |= !quoted;
        }
        word_ascii = false;
        word_confusable = false;
        word_foreign = false;
        word_hidden = false;
        if matches!(c, '`' | '"' | '“' | '”') {
            quoted = !quoted;
        }
    }
    if word_hidden || (word_ascii && word_confusable && !word_foreign) {
        found += 1;
        unquoted |= !quoted;
    }
    found >= 2 || unquoted
}

/// Whether `c` folds and is a letter (fullwidth punctuation is not a homoglyph).
fn is_confusable_letter(c: char) -> bool {
    fold(c).is_some_and(|a| a.is_ascii_alphabetic()) && !('\u{FF01}'..='\u{FF5E}').contains(&c)
        || ('\u{FF21}'..='\u{FF3A}').contains(&c)
        || ('\u{FF41}'..='\u{FF5A}').contains(&c)
}

/// Bidi characters that only mark direction (LRM, RLM, ALM), as opposed to embeddings,
/// overrides and isolates that reorder text.
fn is_direction_mark(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}')
}

fn code_like(ctx: Context) -> bool {
    matches!(
        ctx,
        Context::Executable | Context::Instruction | Context::Example
    )
}

/// One finding per rule and line for every invisible, bidi or confusable character.
pub fn scan(input: &TextInput, p: &Prepared, sink: &mut Sink) {
    let text = input.text.as_str();
    // Fast path: pure ASCII has none of these.
    if text.is_ascii() {
        return;
    }
    // A data file whose opening comment says it holds known-bad samples (a checker's
    // test inputs): the characters are its subject, nothing runs them.
    let fixtures = input.kind == super::context::Kind::Data
        && text
            .lines()
            .take(5)
            .map(str::trim_start)
            .filter(|l| l.starts_with('#') || l.starts_with("//"))
            .any(|l| super::context::is_descriptive_label(&l.to_ascii_lowercase()));
    for line in &p.lines {
        let raw = &text[line.raw.clone()];
        if raw.is_ascii() {
            continue;
        }
        let code = code_like(line.ctx) && !fixtures;
        let mut seen: Vec<&'static str> = Vec::new();
        let mut emit = |rule: &'static str, sev: Severity, at: usize, sink: &mut Sink| {
            if !seen.contains(&rule) {
                seen.push(rule);
                sink.push(
                    rule,
                    Category::Unicode,
                    sev,
                    &input.file,
                    Some(line.no),
                    raw,
                    at,
                );
            }
        };
        let chars: Vec<(usize, char)> = raw.char_indices().collect();
        for (k, &(at, c)) in chars.iter().enumerate() {
            match invisible_kind(c) {
                Some(Invisible::Bidi) if is_direction_mark(c) => {
                    let sev = if code { Severity::Warn } else { Severity::Info };
                    emit("unicode.direction_mark", sev, at, sink);
                }
                Some(Invisible::Bidi) => {
                    let sev = if code {
                        Severity::Block
                    } else {
                        Severity::Warn
                    };
                    emit("unicode.bidi_control", sev, at, sink);
                }
                Some(Invisible::Hidden) if ('\u{E0000}'..='\u{E007F}').contains(&c) => {
                    let sev = if fixtures {
                        Severity::Warn
                    } else {
                        Severity::Block
                    };
                    emit("unicode.tag_characters", sev, at, sink);
                }
                Some(Invisible::Hidden) => {
                    if at == 0 && c == '\u{FEFF}' && line.no == 1 {
                        continue;
                    }
                    let neighbour = |d: isize| -> Option<char> {
                        let mut j = k as isize + d;
                        while j >= 0 && (j as usize) < chars.len() {
                            let ch = chars[j as usize].1;
                            if invisible_kind(ch).is_none() {
                                return Some(ch);
                            }
                            j += d;
                        }
                        None
                    };
                    let wordy = |o: Option<char>| {
                        o.is_some_and(|ch| {
                            ch.is_ascii_alphanumeric()
                                || ch == '_'
                                || ch == '-'
                                || ch == '/'
                                || ch == '.'
                        })
                    };
                    let in_word = wordy(neighbour(-1)) && wordy(neighbour(1));
                    if in_word && c != '\u{00AD}' {
                        let sev = match line.ctx {
                            _ if fixtures => Severity::Warn,
                            Context::Negative | Context::Prose => Severity::Warn,
                            _ => Severity::Block,
                        };
                        emit("unicode.zero_width_in_word", sev, at, sink);
                    } else {
                        // Emoji joiners and soft hyphens in prose are ordinary.
                        let emoji = c == '\u{200D}' || ('\u{FE00}'..='\u{FE0F}').contains(&c);
                        let sev = if code && !emoji {
                            Severity::Warn
                        } else {
                            Severity::Info
                        };
                        emit("unicode.invisible", sev, at, sink);
                    }
                }
                None if is_confusable_letter(c) => {
                    // A word that mixes ASCII letters with look-alikes.
                    let is_word = |ch: char| ch.is_alphanumeric();
                    let mut s = k;
                    while s > 0 && is_word(chars[s - 1].1) {
                        s -= 1;
                    }
                    let mut e = k;
                    while e + 1 < chars.len() && is_word(chars[e + 1].1) {
                        e += 1;
                    }
                    let word = &chars[s..=e];
                    let has_ascii = word.iter().any(|(_, ch)| ch.is_ascii_alphabetic());
                    let foreign = word
                        .iter()
                        .filter(|(_, ch)| !ch.is_ascii() && !is_confusable_letter(*ch))
                        .count();
                    // All-Cyrillic or all-Greek words are ordinary text.
                    let all_confusable_no_ascii = !has_ascii;
                    if all_confusable_no_ascii || foreign > 0 {
                        continue;
                    }
                    let sev = if code {
                        Severity::Block
                    } else {
                        Severity::Warn
                    };
                    emit("unicode.homoglyph", sev, at, sink);
                }
                None => {}
            }
        }
    }
}
