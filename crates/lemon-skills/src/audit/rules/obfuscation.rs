//! Obfuscation: payloads decoded and run in one breath (`base64 -d | sh`,
//! `exec(base64.b64decode(…))`, `powershell -enc …`) and dynamic evaluation of
//! variables. Encoded blobs and assembled strings themselves are decoded and scanned
//! again by [`crate::audit::decode`]. Other decoders count too: `openssl base64 -d`,
//! ROT13 through `tr`, `rev`, a reversed string (`[::-1]`) or a `chr()` list handed to
//! `os.system`/`exec`.

use super::{B, Compound, HARD, I, N, Rule, W};
use crate::audit::Category;

pub(super) const RULES: &[Rule] = &[
    Rule {
        // A program run whose own file name is hidden (`"$here/.cache/.hl" &`,
        // `./.helper`): a dotfile the installer leaves out and no review reads, started
        // as a command.
        id: "obfuscation.hidden_file_run",
        category: Category::Obfuscation,
        pattern: r#"(?:^|[;&|]\s*|&&\s*|\bthen\s+|\bexec\s+|\bnohup\s+|\bsetsid\s+)["']?(?:\$\{?[a-z_][a-z0-9_]*\}?|\.|~)?[^\s"';&|()]*/\.[a-z0-9_][a-z0-9_-]*["']?(?:\s*&\s*$|\s*$|\s+[-a-z0-9"$])"#,
        sev: [B, W, W, I, I],
        adjust: Some(hidden_program),
    },
    Rule {
        // A URL written in hex (`bytes.fromhex("68747470733a2f2f…")`): hidden from a
        // reader, and from a review, for no other reason.
        id: "obfuscation.hex_url",
        category: Category::Obfuscation,
        pattern: r#"["'`](?:\\x)?68(?:\\x)?74(?:\\x)?74(?:\\x)?70(?:(?:\\x)?73)?(?:\\x)?3a(?:\\x)?2f(?:\\x)?2f"#,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Rule {
        // A home path that names a directory and climbs straight back out of it
        // (`~/.cache/..`, `$HOME/.npm/../.ssh`): the name is there to be read, the path
        // goes elsewhere. Nothing ordinary writes one.
        id: "obfuscation.path_climbs_back",
        category: Category::Obfuscation,
        pattern: r#"(?:~|\$home|\$\{home\})(?:/[^\s'"`/]+)+/\.\.(?:$|[/\s'"`,)\]}])"#,
        sev: [B, W, W, I, I],
        adjust: None,
    },
    Rule {
        id: "obfuscation.decode_and_exec",
        category: Category::Obfuscation,
        pattern: r#"\b(?:(?:ba|z|k)?sh\s+-c|eval|exec)\s+["']?\$\([^\n]*\bbase64\s+(?:-[a-z]+\s+)*(?:-d|--decode)\b|\bbase64\s+(?:-[a-z]+\s+)*(?:-d|--decode)\b[^\n]*\|\s*(?:sudo\s+)?(?:\S*/)?(?:(?:ba|z|k|da)?sh|python[0-9.]*|perl|ruby|node)\b|\b(?:exec|eval)\s*\(\s*(?:base64\.b64decode|b64decode|base64\.decodebytes|zlib\.decompress|codecs\.decode|bytes\.fromhex|marshal\.loads|atob|buffer\.from|unescape|string\.fromcharcode|gzip\.decompress|bz2\.decompress|lzma\.decompress)\s*\(|\b(?:exec|eval)\s*\(\s*(?:compile\s*\(\s*)?[a-z_][a-z0-9_]*\.(?:b64decode|b32decode|b85decode|a85decode|decodebytes|decompress|unhexlify|fromhex|loads|decode)\s*\(|\bxxd\s+-r\b[^\n]*\|\s*(?:ba|z)?sh\b|\bprintf\s+['"]?(?:\\x[0-9a-f]{2}){4,}[^\n]*\|\s*(?:ba|z)?sh\b|\bnew\s+function\s*\(\s*atob\s*\(|\bfunction\s*\(\s*(?:string\.fromcharcode|atob\s*\(|buffer\.from\s*\(|unescape\s*\()|\bfrombase64string\s*\([^\n]*\b(?:iex|invoke-expression)\b|\b(?:iex|invoke-expression)\b[^\n]*\bfrombase64string\s*\(|\bopenssl\s+(?:enc\s+)?(?:-?base64|-a)\b[^\n]*\s-d\b[^\n]*\|\s*(?:sudo\s+)?(?:\S*/)?(?:(?:ba|z|k|da)?sh|python[0-9.]*|perl|ruby|node)\b|\btr\s+["']?a-za-z["']?\s+["']?n-za-m[^\n]*\|\s*(?:sudo\s+)?(?:\S*/)?(?:(?:ba|z|k|da)?sh|python[0-9.]*)\b|\brev\s*\|\s*(?:sudo\s+)?(?:\S*/)?(?:(?:ba|z|k|da)?sh|python[0-9.]*)\b|\b(?:os\.system|os\.popen|subprocess\.\w+|exec|eval)\s*\(\s*[a-z_][a-z0-9_]*\s*\[\s*::\s*-1\s*\]|\b(?:os\.system|os\.popen|subprocess\.\w+|exec|eval)\s*\(\s*(?:["']["']|str\(\))\.join\s*\(\s*(?:map\s*\(\s*chr\b|\[?\s*chr\s*\()|\b(?:eval|exec|function)\s*\(\s*[a-z_][a-z0-9_]*\.split\(\s*["']["']\s*\)\.reverse\(\)\.join"#,
        sev: HARD,
        adjust: None,
    },
    Rule {
        // The whole environment encoded to be carried somewhere (a report field, a
        // header, a DNS label).
        id: "obfuscation.environment_encoded",
        category: Category::Obfuscation,
        pattern: r"\b(?:env|printenv|set|export\s+-p)\s*\|\s*(?:base64|xxd|od|gzip|openssl\s+(?:enc|base64))\b|\bbase64\s*(?:\.b64encode|\.encodebytes)\s*\(\s*(?:str\(\s*)?(?:dict\(\s*)?os\.environ\b|\bbtoa\s*\(\s*json\.stringify\s*\(\s*process\.env\s*\)",
        sev: HARD,
        adjust: None,
    },
    Rule {
        // javascript-obfuscator's output: a rotated `_0x…` string table decoded at run
        // time. Minifiers shorten names; they do not hide strings.
        id: "obfuscation.js_obfuscator",
        category: Category::Obfuscation,
        pattern: r"\b_0x[0-9a-f]{2,6}\b[^\n]*\b_0x[0-9a-f]{2,6}\b[^\n]*(?:fromcharcode|\\x[0-9a-f]{2}|\batob\b|\bparseint\s*\()",
        sev: [B, B, B, I, I],
        adjust: None,
    },
    Rule {
        id: "obfuscation.powershell_encoded",
        category: Category::Obfuscation,
        pattern: r"\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]*\s-(?:e|ec|en|enc|encodedcommand)\s+[a-z0-9+/=]{16,}",
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "obfuscation.eval_variable",
        category: Category::Obfuscation,
        pattern: r#"\beval\s+["']?\$\{?[a-z_][a-z0-9_]*\}?["']?\s*(?:$|;|&|\|)"#,
        sev: [W, W, I, N, N],
        adjust: None,
    },
    Rule {
        id: "obfuscation.charcode_assembly",
        category: Category::Obfuscation,
        pattern: r"\bstring\.fromcharcode\s*\(\s*\d+(?:\s*,\s*\d+){7,}|(?:\bchr\s*\(\s*\d+\s*\)\s*\+\s*){6,}",
        sev: [W, W, W, I, I],
        adjust: None,
    },
];

pub(super) const COMPOUNDS: &[Compound] = &[Compound {
    // A program that decodes a blob (hex, base64, a compressed or XOR-ed string) and
    // elsewhere evaluates a variable: the decoded text is what runs.
    id: "obfuscation.decoded_then_evaluated",
    category: Category::Obfuscation,
    first: r#"\bpack\s*\(\s*['"]h\*|\bunhexlify\s*\(|\bfromhex\s*\(|\bb(?:64|32|85)decode\s*\(|\bdecodebytes\s*\(|\batob\s*\(|\bbuffer\.from\s*\([^\n]*['"](?:base64|hex)['"]|\bfrombase64string\s*\(|\bgzinflate\s*\(|\bgzuncompress\s*\(|\bbase64_decode\s*\(|\b(?:zlib|gzip|bz2|lzma)\.decompress\s*\(|\bcodecs\.decode\s*\([^\n]*rot|\bmarshal\.loads\s*\(|\bdecode64\s*\(|\bunpack1?\s*\(\s*['"]m0?['"]|\bstring\.fromcharcode\s*\(|\bchr\s*\(\s*(?:ord|int|[a-z_]+\s*\^)"#,
    second: r#"\beval\s+\$[a-z_]|\beval\s*\(\s*[\$a-z_]|\bexec\s*\(\s*[a-z_]|\b(?:iex|invoke-expression)\b|\bnew\s+function\s*\(|\binstance_eval\b|\bcreate_function\s*\(|\bassert\s*\(\s*\$|\bsystem\s*\(\s*\$|\bos\.system\s*\(\s*[a-z_]|\bsubprocess\.\w+\s*\(\s*[a-z_][a-z0-9_]*\s*,\s*shell\s*=\s*true|\bchild_process\b[^\n]*\.exec(?:sync)?\s*\(\s*[a-z_]|\bexecsync\s*\(\s*[a-z_]"#,
    window: 6,
    program_wide: true,
    across_blocks: false,
    sev: [B, B, W, I, I],
    adjust: None,
}];

/// The hidden name is a program, not a configuration the line reads or sources
/// (`. ~/.profile`, `source "$HOME/.cargo/env"` name no hidden program; neither do a
/// directory change or a test of the file).
fn hidden_program(
    m: &super::Match<'_>,
    s: crate::audit::Severity,
) -> Option<crate::audit::Severity> {
    let name = m
        .text
        .trim_end()
        .trim_end_matches(['&', ' '])
        .rsplit('/')
        .next()
        .unwrap_or("")
        .split([' ', '"', '\''])
        .next()
        .unwrap_or("");
    const CONFIGS: &[&str] = &[
        ".env",
        ".bashrc",
        ".zshrc",
        ".profile",
        ".bash_profile",
        ".envrc",
        ".gitignore",
        ".npmrc",
        ".nvmrc",
        ".editorconfig",
        ".gitconfig",
        ".venv",
        ".git",
    ];
    let before = &m.line[..m.at.min(m.line.len())];
    let sourced = before.trim_end().ends_with(" .")
        || before.trim_end().ends_with("source")
        || before.trim_end() == "."
        || before.contains("cd ")
        || before.trim_end().ends_with("[ -x")
        || before.trim_end().ends_with("[ -f")
        || before.trim_end().ends_with("[ -e");
    (!sourced && !CONFIGS.contains(&name) && name.len() > 2).then_some(s)
}
