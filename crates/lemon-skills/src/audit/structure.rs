//! The bundle's files themselves: every [`Anomaly`] (links, special files, non-UTF-8
//! names, depth, counts, sizes, unreadable entries) blocks; member names with `..`,
//! control, invisible or bidi characters block; compiled code (`.pyc`, `.so`, `.exe`,
//! `.class`, ELF / Mach-O / PE / WebAssembly magic) blocks; containers are opened and
//! their parts judged; other binaries are noted and their printable strings scanned;
//! hidden files left out of the bundle are noted (their text is judged like a
//! member's, see [`hidden_text`]); an executable bit outside `scripts/`
//! warns; padding meant to push a payload out of a reviewer's sight warns.
//!
//! [`texts_of`] turns one member into the texts the rules read.

use std::sync::Arc;

use crate::bundle::{Anomaly, Bundle, BundleFile};

use super::archive::{self, Entry};
use super::context::{Kind, Prepared, TextInput};
use super::report::Sink;
use super::{Category, Severity};

/// Deepest nesting of containers opened (a zip in a zip in a zip).
pub const MAX_CONTAINER_DEPTH: usize = 3;
/// Most bytes of printable strings taken from one binary.
pub const MAX_STRINGS_BYTES: usize = 4 << 20;
/// Consecutive blank lines that count as padding.
pub const PADDING_BLANK_LINES: usize = 400;
/// Consecutive blank lines before more text that only hiding explains.
pub const HIDING_BLANK_LINES: usize = 10_000;
/// Consecutive spaces or tabs that count as padding.
pub const PADDING_SPACES: usize = 2_000;

/// Whether a link at `path` (relative to the skill, `/`-separated) pointing at `target`
/// resolves to a path inside the skill, judged on the text alone: absolute targets,
/// `~`, and `..` above the skill's root leave it.
fn link_stays_inside(path: &str, target: &str) -> bool {
    if target.is_empty() || target.starts_with(['/', '~', '\\']) || target.contains(':') {
        return false;
    }
    let mut depth: Vec<&str> = path.split('/').collect();
    depth.pop();
    for part in target.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                if depth.pop().is_none() {
                    return false;
                }
            }
            p => depth.push(p),
        }
    }
    !depth.is_empty()
}

/// Bundle-level findings: anomalies, names, modes, excluded files.
pub fn check_bundle(bundle: &Bundle, sink: &mut Sink) {
    for a in &bundle.anomalies {
        let rule = match a {
            Anomaly::Symlink { .. } => "structure.symlink",
            Anomaly::SpecialFile { .. } => "structure.special_file",
            Anomaly::NonUtf8Name { .. } => "structure.non_utf8_name",
            Anomaly::TooDeep { .. } => "structure.too_deep",
            Anomaly::TooManyFiles { .. } => "structure.too_many_files",
            Anomaly::FileTooLarge { .. } => "structure.file_too_large",
            Anomaly::TooManyBytes { .. } => "structure.too_many_bytes",
            Anomaly::Unreadable { .. } => "structure.unreadable",
        };
        let message = a.to_string();
        // A link to another member of the skill (`latest.md -> v3.md`) only goes
        // missing on install; a link out of the skill is how a bundle reaches `~/.ssh`.
        let (rule, severity) = match a {
            Anomaly::Symlink { path, target } if link_stays_inside(path, target) => {
                ("structure.symlink_inside", Severity::Warn)
            }
            _ => (rule, Severity::Block),
        };
        sink.push(
            rule,
            Category::Structure,
            severity,
            a.path().unwrap_or(""),
            None,
            &message,
            0,
        );
    }
    for f in &bundle.files {
        check_name(&f.path, sink);
        if f.executable && !in_scripts(&f.path) {
            sink.push(
                "structure.executable_outside_scripts",
                Category::Structure,
                Severity::Warn,
                &f.path,
                None,
                &format!("{} is executable but not under scripts/", f.path),
                0,
            );
        }
    }
    for name in &bundle.excluded {
        let read = bundle
            .hidden
            .iter()
            .any(|h| h.path == *name || h.path.starts_with(&format!("{name}/")));
        let audited = if read { "audited" } else { "not audited" };
        if let Some((file, line)) = hidden_file_used(bundle, name) {
            let message = format!(
                "{name} is hidden (not installed, {audited}) but {file} runs or installs it"
            );
            // An env file (`.env.dev`, copied to `.env`) or a tool's configuration
            // (`.spectral.yaml`, `.hadolint.json`) whose text was judged like a member's
            // is data a skill relies on but will not have; anything else run or
            // installed from a hidden file blocks.
            let base = name.rsplit('/').next().unwrap_or(name);
            let env_data = base == ".env"
                || base.strip_prefix(".env.").is_some_and(|rest| {
                    rest.split('.')
                        .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric()))
                        && !rest.ends_with("sh")
                })
                || {
                    let lower = base.to_ascii_lowercase();
                    [".yaml", ".yml", ".json", ".toml", ".ini", ".cfg", ".xml"]
                        .iter()
                        .any(|ext| lower.ends_with(ext))
                };
            sink.push(
                "structure.hidden_file_used",
                Category::Structure,
                if read && env_data {
                    Severity::Warn
                } else {
                    Severity::Block
                },
                &file,
                Some(line),
                &message,
                0,
            );
            continue;
        }
        let message = format!("{name} is hidden or a leftover: not installed, {audited}");
        sink.push(
            "structure.hidden_file",
            Category::Structure,
            Severity::Info,
            name,
            None,
            &message,
            0,
        );
    }
}

/// Hidden files every project carries; naming them runs nothing.
const ORDINARY_HIDDEN: &[&str] = &[
    ".git",
    ".gitignore",
    ".gitattributes",
    ".gitkeep",
    ".gitmodules",
    ".ds_store",
    ".editorconfig",
    ".npmignore",
    ".dockerignore",
    ".prettierrc",
    ".prettierignore",
    ".eslintrc",
    ".eslintignore",
    ".nvmrc",
    ".python-version",
    ".tool-versions",
    ".github",
    ".vscode",
    ".idea",
    ".gitlab-ci.yml",
    ".pre-commit-config.yaml",
    // Templates of an env file: names for the user to fill in, nothing run.
    ".env.example",
    ".env.sample",
    ".env.template",
    ".env.dist",
];

/// Where a shipped file runs or installs the hidden file `name` (left out of the
/// bundle, so never audited): `source scripts/.venvrc`, `cp templates/.npmrc ~/`. The
/// audit cannot see what it would run, and the skill means it to run.
fn hidden_file_used(bundle: &Bundle, name: &str) -> Option<(String, usize)> {
    let base = name.rsplit('/').next().unwrap_or(name);
    let lower = base.to_ascii_lowercase();
    if !lower.starts_with('.')
        || lower.len() < 3
        || ORDINARY_HIDDEN.iter().any(|o| lower.starts_with(o))
    {
        return None;
    }
    for f in &bundle.files {
        let text = String::from_utf8_lossy(&f.bytes[..f.bytes.len().min(1 << 20)]);
        if !text.contains(base) {
            continue;
        }
        for (i, line) in text.lines().enumerate() {
            for (at, _) in line.match_indices(base).take(8) {
                let before = line[..at].to_ascii_lowercase();
                let words: Vec<&str> = before
                    .split(|c: char| {
                        c.is_whitespace() || matches!(c, ';' | '&' | '|' | '(' | '`' | '"' | '\'')
                    })
                    .filter(|w| !w.is_empty())
                    .collect();
                let runs = words.iter().any(|w| {
                    matches!(
                        *w,
                        "source"
                            | "."
                            | "sh"
                            | "bash"
                            | "zsh"
                            | "eval"
                            | "python"
                            | "python3"
                            | "node"
                            | "exec"
                    )
                });
                // Copied anywhere (`cp templates/.envrc ./.envrc`: direnv runs it there),
                // or written out by `cat … >`.
                let installs = words
                    .iter()
                    .any(|w| matches!(*w, "cp" | "install" | "ln" | "mv" | "rsync" | "copy"))
                    || words.contains(&"cat") && line[at..].contains('>');
                if runs || installs {
                    return Some((f.path.clone(), i + 1));
                }
            }
        }
    }
    None
}

fn in_scripts(path: &str) -> bool {
    path.split('/')
        .rev()
        .skip(1)
        .any(|c| matches!(c, "scripts" | "bin" | "hooks"))
}

fn check_name(path: &str, sink: &mut Sink) {
    let bad_component = path.split('/').any(|c| c == ".." || c.is_empty());
    let bad_char = path
        .chars()
        .any(|c| c.is_control() || lemon_core::text::is_invisible(c) || c == '\\');
    if bad_component || bad_char || path.starts_with('/') {
        sink.push(
            "structure.suspicious_name",
            Category::Structure,
            Severity::Block,
            &lemon_core::text::flatten_line(path),
            None,
            path,
            0,
        );
    }
}

/// Compiled code by name or by magic number.
fn compiled_kind(path: &str, bytes: &[u8]) -> Option<&'static str> {
    let lower = path.to_ascii_lowercase();
    let ext = lower.rsplit_once('.').map_or("", |(_, e)| e);
    let by_ext = match ext {
        "pyc" | "pyo" => Some("Python bytecode"),
        "so" | "dylib" | "dll" => Some("a shared library"),
        "exe" | "com" | "scr" | "msi" => Some("a Windows executable"),
        "class" => Some("Java bytecode"),
        "jar" | "war" => Some("a Java archive"),
        "o" | "a" | "lib" | "obj" => Some("object code"),
        "wasm" => Some("WebAssembly"),
        "elc" | "beam" | "node" => Some("compiled code"),
        _ => None,
    };
    if by_ext.is_some() {
        return by_ext;
    }
    if bytes.starts_with(b"\x7fELF") {
        return Some("an ELF executable");
    }
    if bytes.len() >= 4 {
        let m = [bytes[0], bytes[1], bytes[2], bytes[3]];
        if matches!(
            m,
            [0xfe, 0xed, 0xfa, 0xce]
                | [0xfe, 0xed, 0xfa, 0xcf]
                | [0xce, 0xfa, 0xed, 0xfe]
                | [0xcf, 0xfa, 0xed, 0xfe]
        ) {
            return Some("a Mach-O executable");
        }
        if m == [0xca, 0xfe, 0xba, 0xbe] {
            return Some("Java bytecode or a Mach-O universal binary");
        }
        if m == *b"\0asm" {
            return Some("WebAssembly");
        }
    }
    if bytes.starts_with(b"MZ") && bytes.len() > 64 {
        return Some("a Windows executable");
    }
    // CPython bytecode: a 2-byte magic followed by "\r\n".
    if bytes.len() >= 16 && bytes[2..4] == *b"\r\n" && !bytes.is_ascii() {
        return Some("Python bytecode");
    }
    None
}

/// Images, fonts, audio and video: binary by nature.
fn is_media(path: &str, bytes: &[u8]) -> bool {
    let lower = path.to_ascii_lowercase();
    let ext = lower.rsplit_once('.').map_or("", |(_, e)| e);
    matches!(
        ext,
        "png"
            | "jpg"
            | "jpeg"
            | "gif"
            | "webp"
            | "ico"
            | "bmp"
            | "tif"
            | "tiff"
            | "avif"
            | "heic"
            | "woff"
            | "woff2"
            | "ttf"
            | "otf"
            | "eot"
            | "mp3"
            | "wav"
            | "ogg"
            | "flac"
            | "mp4"
            | "webm"
            | "mov"
            | "pdf"
    ) || bytes.starts_with(b"\x89PNG")
        || bytes.starts_with(b"\xff\xd8\xff")
        || bytes.starts_with(b"GIF8")
        || bytes.starts_with(b"%PDF")
}

/// Other archive formats whose contents are not read.
fn opaque_archive(path: &str, bytes: &[u8]) -> bool {
    let lower = path.to_ascii_lowercase();
    [
        ".tar", ".gz", ".tgz", ".bz2", ".xz", ".7z", ".rar", ".zst", ".lz4", ".cab", ".dmg", ".iso",
    ]
    .iter()
    .any(|e| lower.ends_with(e))
        || bytes.starts_with(b"\x1f\x8b")
        || bytes.starts_with(b"7z\xbc\xaf")
        || bytes.starts_with(b"Rar!")
        || bytes.starts_with(b"\xfd7zXZ")
        || bytes.get(257..262) == Some(b"ustar")
}

/// Runs of printable ASCII of at least 6 characters, one per line (bounded).
pub fn printable_strings(bytes: &[u8]) -> String {
    let mut out = String::new();
    let mut run = String::new();
    for &b in bytes {
        if (0x20..0x7f).contains(&b) || b == b'\t' {
            run.push(b as char);
            continue;
        }
        if run.len() >= 6 {
            out.push_str(&run);
            out.push('\n');
            if out.len() >= MAX_STRINGS_BYTES {
                return out;
            }
        }
        run.clear();
    }
    if run.len() >= 6 {
        out.push_str(&run);
        out.push('\n');
    }
    out
}

/// The text of a hidden file ([`Bundle::hidden`]) for the rules, if it is text: a
/// hidden binary is a tool's state, not something a reader is told to follow.
pub fn hidden_text(file: &BundleFile, vendor: &Arc<[String]>) -> Option<TextInput> {
    let mut input = text_input(&file.path, &file.bytes)?;
    input.vendor = vendor.clone();
    Some(input)
}

/// `bytes` as a text for the rules, if they are text (UTF-8 without NUL).
fn text_input(path: &str, bytes: &[u8]) -> Option<TextInput> {
    let text = std::str::from_utf8(bytes)
        .ok()
        .filter(|t| !t.contains('\0'))?;
    Some(TextInput {
        file: path.to_string(),
        text: text.to_string(),
        kind: Kind::of_path(path, bytes),
        vendor: Arc::from(Vec::new()),
    })
}

/// The texts the rules read for one member (recording structure findings on the way).
pub fn texts_of(file: &BundleFile, vendor: &Arc<[String]>, sink: &mut Sink) -> Vec<TextInput> {
    let mut out = Vec::new();
    member(&file.path, &file.bytes, 0, sink, &mut out);
    for t in &mut out {
        t.vendor = vendor.clone();
    }
    out
}

fn member(path: &str, bytes: &[u8], depth: usize, sink: &mut Sink, out: &mut Vec<TextInput>) {
    if let Some(text) = text_input(path, bytes) {
        out.push(text);
        return;
    }
    if let Some(what) = compiled_kind(path, bytes) {
        sink.push(
            "structure.compiled_code",
            Category::Structure,
            Severity::Block,
            path,
            None,
            &format!("{path} is {what}: compiled code cannot be reviewed"),
            0,
        );
        out.push(TextInput {
            file: path.to_string(),
            text: printable_strings(bytes),
            kind: Kind::BinaryStrings,
            vendor: Arc::from(Vec::new()),
        });
        // A jar is also a zip: fall through to its entries.
        if !archive::is_zip(bytes) {
            return;
        }
    }
    if archive::is_zip(bytes) {
        container(path, bytes, depth, sink, out);
        return;
    }
    // A gzipped file is judged as what it holds; a tar as its members.
    if archive::is_gzip(bytes)
        && depth < MAX_CONTAINER_DEPTH
        && let Some(inner) = archive::gunzip(bytes)
    {
        let inner_path = format!("{path}!{}", gunzipped_name(path));
        member(&inner_path, &inner, depth + 1, sink, out);
        return;
    }
    if archive::is_tar(bytes) {
        tar_container(path, bytes, depth, sink, out);
        return;
    }
    if opaque_archive(path, bytes) {
        sink.push(
            "structure.archive",
            Category::Structure,
            Severity::Warn,
            path,
            None,
            &format!("{path} is an archive whose contents are not inspected"),
            0,
        );
        return;
    }
    let media = is_media(path, bytes);
    let valid_utf8_with_nul = std::str::from_utf8(bytes).is_ok();
    if !media && !valid_utf8_with_nul && !bytes.contains(&0) {
        // Text in another encoding: judge it as text anyway.
        out.push(TextInput {
            file: path.to_string(),
            text: String::from_utf8_lossy(bytes).into_owned(),
            kind: Kind::of_path(path, bytes),
            vendor: Arc::from(Vec::new()),
        });
        return;
    }
    sink.push(
        "structure.binary",
        Category::Structure,
        if media {
            Severity::Info
        } else {
            Severity::Warn
        },
        path,
        None,
        &format!("{path} is a binary file; only its printable strings are scanned"),
        0,
    );
    out.push(TextInput {
        file: path.to_string(),
        text: printable_strings(bytes),
        kind: if media {
            Kind::Data
        } else {
            Kind::BinaryStrings
        },
        vendor: Arc::from(Vec::new()),
    });
}

fn container(path: &str, bytes: &[u8], depth: usize, sink: &mut Sink, out: &mut Vec<TextInput>) {
    let office = {
        let l = path.to_ascii_lowercase();
        [
            ".docx", ".xlsx", ".pptx", ".docm", ".xlsm", ".pptm", ".odt", ".ods", ".odp",
        ]
        .iter()
        .any(|e| l.ends_with(e))
    };
    sink.push(
        "structure.archive",
        Category::Structure,
        if office {
            Severity::Info
        } else {
            Severity::Warn
        },
        path,
        None,
        &format!("{path} is a container; its parts are inspected"),
        0,
    );
    if depth >= MAX_CONTAINER_DEPTH {
        sink.push(
            "structure.archive_unreadable",
            Category::Structure,
            Severity::Warn,
            path,
            None,
            &format!("{path}: containers nested too deep to inspect"),
            0,
        );
        return;
    }
    let Some(entries) = archive::entries(bytes) else {
        sink.push(
            "structure.archive_unreadable",
            Category::Structure,
            Severity::Warn,
            path,
            None,
            &format!("{path} looks like a zip file but cannot be read"),
            0,
        );
        return;
    };
    for e in entries {
        if escapes_container(e.name()) {
            traversal(path, e.name(), ESCAPES, sink);
        }
        match e {
            Entry::Link { .. } => {}
            Entry::Unreadable { name, why } => {
                let inner = format!("{path}!{name}");
                sink.push(
                    "structure.archive_unreadable",
                    Category::Structure,
                    Severity::Warn,
                    &inner,
                    None,
                    &format!("{inner}: {why}"),
                    0,
                );
            }
            Entry::File { name, data } => {
                let inner = format!("{path}!{name}");
                let lower = name.to_ascii_lowercase();
                if lower.ends_with(".xml") && std::str::from_utf8(&data).is_ok() {
                    let xml = String::from_utf8_lossy(&data);
                    // Office parts carry prose; any other XML is data.
                    let kind = if office { Kind::Document } else { Kind::Data };
                    out.push(TextInput {
                        file: inner,
                        text: archive::xml_text(&xml),
                        kind,
                        vendor: Arc::from(Vec::new()),
                    });
                    continue;
                }
                if lower.ends_with(".rels") || lower.ends_with("[content_types].xml") {
                    continue;
                }
                member(&inner, &data, depth + 1, sink, out);
            }
        }
    }
}

/// The name a gzipped file has once unpacked (`a.tar.gz` → `a.tar`, `a.tgz` → `a.tar`).
fn gunzipped_name(path: &str) -> String {
    let base = path.rsplit(['/', '!']).next().unwrap_or(path);
    let lower = base.to_ascii_lowercase();
    if lower.ends_with(".tgz") {
        format!("{}.tar", &base[..base.len() - 4])
    } else if lower.ends_with(".gz") {
        base[..base.len() - 3].to_string()
    } else {
        base.to_string()
    }
}

/// Whether a container's member name would be written outside the folder it is
/// unpacked in: `..` components (either slash), an absolute path, a drive letter.
fn escapes_container(name: &str) -> bool {
    let n = name.replace('\\', "/");
    n.starts_with('/')
        || n.starts_with('~')
        || n.get(1..2) == Some(":")
        || n.split('/').any(|c| c == "..")
}

/// A member that escapes where it is unpacked (`../../.bashrc`, `..\\Startup\\x.cmd`, a
/// link to `/etc`); `why` says how, after the member's name.
fn traversal(container: &str, name: &str, why: &str, sink: &mut Sink) {
    let joined = format!("{container}!{name}");
    let inner = lemon_core::text::flatten_line(&joined);
    sink.push(
        "structure.archive_traversal",
        Category::Structure,
        Severity::Block,
        &inner,
        None,
        &format!("{inner} {why}"),
        0,
    );
}

/// What [`traversal`] says of a member whose own name leaves the folder.
const ESCAPES: &str = "would be written outside the folder it is unpacked in";

fn tar_container(
    path: &str,
    bytes: &[u8],
    depth: usize,
    sink: &mut Sink,
    out: &mut Vec<TextInput>,
) {
    sink.push(
        "structure.archive",
        Category::Structure,
        Severity::Warn,
        path,
        None,
        &format!("{path} is a tar archive; its members are inspected"),
        0,
    );
    let Some(entries) = archive::tar_entries(bytes) else {
        return;
    };
    for e in entries {
        let name = e.name().to_string();
        if escapes_container(&name) {
            traversal(path, &name, ESCAPES, sink);
        }
        let inner = format!("{path}!{name}");
        match e {
            Entry::Unreadable { why, .. } => sink.push(
                "structure.archive_unreadable",
                Category::Structure,
                Severity::Warn,
                &inner,
                None,
                &format!("{inner}: {why}"),
                0,
            ),
            Entry::Link { target, .. } => {
                if !link_stays_inside(&name, &target) {
                    let shown = lemon_core::text::flatten_line(&target);
                    let why = format!("is a link to {shown}, outside the archive");
                    traversal(path, &name, &why, sink);
                }
            }
            Entry::File { data, .. } => member(&inner, &data, depth + 1, sink, out),
        }
    }
}

/// Long runs of blank lines or of spaces: padding that pushes text out of sight.
pub fn scan_padding(input: &TextInput, p: &Prepared, sink: &mut Sink) {
    let mut blank_run = 0usize;
    for (i, line) in p.lines.iter().enumerate() {
        let empty = p.starts[i] + 1 == p.starts.get(i + 1).copied().unwrap_or(p.text.len())
            || p.line_text(i).trim().is_empty();
        if empty {
            blank_run += 1;
            continue;
        }
        if blank_run >= PADDING_BLANK_LINES {
            let message = format!("{blank_run} blank lines before line {}", line.no);
            // Ten thousand blank lines before more text exist only to hide that text.
            let severity = if blank_run >= HIDING_BLANK_LINES {
                Severity::Block
            } else {
                Severity::Warn
            };
            sink.push(
                "structure.padding",
                Category::Structure,
                severity,
                &input.file,
                Some(line.no),
                &message,
                0,
            );
        }
        blank_run = 0;
    }
    // Runs of horizontal whitespace in the raw text (most texts have no long run of
    // spaces at all: a quick search rules them out).
    let bytes = input.text.as_bytes();
    if !input.text.contains("                                ") && !input.text.contains("\t\t\t\t")
    {
        return;
    }
    let mut run = 0usize;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b' ' || b == b'\t' {
            run += 1;
            if run == PADDING_SPACES {
                let li = p
                    .lines
                    .partition_point(|l| l.raw.end < i)
                    .min(p.lines.len() - 1);
                let message = format!("{PADDING_SPACES}+ spaces in one run");
                sink.push(
                    "structure.padding",
                    Category::Structure,
                    Severity::Warn,
                    &input.file,
                    Some(p.lines[li].no),
                    &message,
                    0,
                );
            }
        } else {
            run = 0;
        }
    }
}
