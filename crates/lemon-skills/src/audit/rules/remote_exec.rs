//! Remote code execution: code fetched from the network and run — `curl … | sh`,
//! `bash <(curl …)`, `sh -c "$(wget -qO- …)"`, `python -c` with urllib and `exec`,
//! PowerShell `iex (iwr …)`, and a download made executable and run — in every
//! language's spelling: `python -c "$(curl …)"`, Ruby's `eval(URI.open(…).read)`,
//! Perl's `eval get(…)`, PHP's `eval(file_get_contents(…))`, a scriptblock built from
//! `irm`, `curl … > f; sh f`, `iwr -OutFile` then `Start-Process`, Windows binaries
//! that fetch and run (`mshta`, `certutil -urlcache`, `regsvr32 /i:`), and runtimes
//! that run a module straight from a URL (`deno run -A https://…`).

use std::sync::OnceLock;

use regex::bytes::Regex;

use super::{
    Adjust, B, Compound, HARD, Hit, I, Match, Rule, W, is_local_host, line_lower, quoted_mention,
    url_host, within_domain,
};
use crate::audit::context::{Context, Prepared};
use crate::audit::{Category, Severity};

/// Hosts of widely used official installers: piping them into a shell is still worth a
/// look (warn), but it is not an attack signature.
const INSTALLER_HOSTS: &[&str] = &[
    "sh.rustup.rs",
    "rustup.rs",
    "astral.sh",
    "bun.sh",
    "deno.land",
    "get.docker.com",
    "brew.sh",
    "raw.githubusercontent.com/homebrew/",
    "raw.githubusercontent.com/nvm-sh/",
    "install.python-poetry.org",
    "get.pnpm.io",
    "deb.nodesource.com",
    "rpm.nodesource.com",
    "fnm.vercel.app",
    "ollama.com",
    "claude.ai/install",
    "get.helm.sh",
    "raw.githubusercontent.com/helm/",
    "get.sdkman.io",
    "starship.rs",
    "tailscale.com/install",
    "mise.run",
    "pyenv.run",
    "install.determinate.systems",
    "nixos.org",
    "get.volta.sh",
    "pkgx.sh",
    "cli.github.com",
    "opencode.ai/install",
    "foundry.paradigm.xyz",
    "fly.io/install",
    "supabase.com",
    "vercel.com",
    "dl.k8s.io",
    "get.k3s.io",
    "fluxcd.io/install.sh",
    "raw.githubusercontent.com/fluxcd/",
    "raw.githubusercontent.com/argoproj/",
    "cursor.com/install",
    "sentry.io/get-cli",
    "cli.sentry.dev",
    "modular.com",
    "pixi.sh",
    "railway.app/install",
    "install.meteor.com",
    "get.rvm.io",
    "yarnpkg.com/install",
    "docs.anthropic.com",
    "downloads.python.org",
    "codeload.github.com",
    "apt.releases.hashicorp.com",
    "releases.hashicorp.com",
    "community.chocolatey.org",
    "chocolatey.org/install",
];

/// How much a URL's host says about a download.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Reputation {
    /// One of [`INSTALLER_HOSTS`].
    Installer,
    /// An ordinary `https://` host, or no URL at all (a variable).
    Unknown,
    /// Plain `http://`, an IP address, or a known exfiltration / paste endpoint.
    Suspicious,
}

/// The worst reputation among the URLs in `line` (lowercased).
pub(crate) fn reputation(line: &str) -> Reputation {
    let mut worst = None;
    let mut rest = line;
    while let Some(i) = rest.find("://") {
        // The character before the scheme may be several bytes long (`“https://`).
        let scheme_start = rest[..i]
            .char_indices()
            .rev()
            .find(|&(_, c)| !c.is_ascii_alphanumeric() && c != '+')
            .map_or(0, |(j, c)| j + c.len_utf8());
        let scheme = &rest[scheme_start..i];
        let after = &rest[i + 3..];
        let end = after
            .find(|c: char| c.is_whitespace() || matches!(c, '"' | '\'' | ')' | '`' | '|' | ';'))
            .unwrap_or(after.len());
        let url = &after[..end];
        let host = url_host(url);
        let is_ip = !host.is_empty()
            && host.chars().all(|c| c.is_ascii_digit() || c == '.')
            && host.matches('.').count() == 3;
        let local = is_local_host(host);
        // A project's own release asset (`github.com/<owner>/<repo>/releases/…`).
        let release = host == "github.com" && url.split('/').nth(3) == Some("releases");
        let r = if local {
            Reputation::Unknown
        } else if scheme == "https" && release {
            Reputation::Installer
        } else if scheme == "http" || is_ip || super::exfiltration::is_exfil_host(host) {
            Reputation::Suspicious
        } else if INSTALLER_HOSTS
            .iter()
            .any(|h| url.starts_with(h) || (!h.contains('/') && within_domain(host, h)))
        {
            Reputation::Installer
        } else {
            Reputation::Unknown
        };
        worst = Some(match (worst, r) {
            (Some(Reputation::Suspicious), _) | (_, Reputation::Suspicious) => {
                Reputation::Suspicious
            }
            (Some(Reputation::Unknown), _) | (_, Reputation::Unknown) => Reputation::Unknown,
            _ => Reputation::Installer,
        });
        rest = &after[end..];
    }
    match worst {
        Some(r) => r,
        // `irm bun.sh/install.ps1 | iex`: a host written without its scheme.
        None if INSTALLER_HOSTS.iter().any(|h| {
            !h.contains('/')
                && line.match_indices(h).any(|(at, _)| {
                    line[..at].ends_with(' ') && line[at + h.len()..].starts_with('/')
                })
        }) =>
        {
            Reputation::Installer
        }
        None => Reputation::Unknown,
    }
}

/// Whether every `https://` URL of `line` is on a domain the skill names as its own
/// in its `name` or `description` (`cli.inference.sh` in a skill that says it is about
/// `inference.sh`): the vendor's own installer.
fn vendor_host(line: &str, vendor: &[String]) -> bool {
    if vendor.is_empty() || !line.contains("https://") || line.contains("http://") {
        return false;
    }
    let mut any = false;
    for part in line.split("https://").skip(1) {
        let host = part
            .split(|c: char| {
                matches!(c, '/' | '?' | '#' | ':' | '"' | '\'' | ')' | '`') || c.is_whitespace()
            })
            .next()
            .unwrap_or("");
        let labels: Vec<&str> = host.split('.').collect();
        // `raw.githubusercontent.com/<owner>/<repo>/…`, `github.com/<owner>/<repo>/…`:
        // the project's own repository when `<repo>` is the skill's name.
        let repo = matches!(
            host,
            "github.com" | "raw.githubusercontent.com" | "objects.githubusercontent.com"
        )
        .then(|| part.split('/').nth(2))
        .flatten()
        .map(|r| r.trim_end_matches(".git"));
        let named = repo.is_some_and(|r| vendor.iter().any(|d| d == r))
            || vendor.iter().any(|d| {
                if d.contains('.') {
                    host == d
                        || host
                            .strip_suffix(d.as_str())
                            .is_some_and(|p| p.ends_with('.'))
                } else {
                    // The skill's whole name as a label of the host (not its TLD); a
                    // single word of it only as the registered domain (`nextflow.io`
                    // for `nextflow-development`), never as a subdomain anyone can
                    // put in front of their own (`hooks.attacker.example`).
                    let n = labels.len();
                    n >= 2
                        && (labels[n - 2] == d.as_str()
                            || d.contains('-') && labels[..n - 1].contains(&d.as_str()))
                }
            });
        if !named {
            return false;
        }
        any = true;
    }
    any
}

/// Installer hosts cap at warn; an unknown host in a plain example of a supporting file
/// warns (in `SKILL.md` the agent runs it as written); a suspicious host keeps the
/// rule's severity.
pub(crate) fn by_host(m: &Match<'_>, s: Severity) -> Option<Severity> {
    // `curl -o /tmp/install.sh <url>`: a recipe for whatever installer the reader
    // names, not a download from a host.
    // `curl … | sh` names the pattern and downloads nothing.
    let elided = m.text.contains('…') || m.text.contains("...");
    let placeholder = !m.line.contains("://")
        && (m.line.contains("<url>")
            || m.line.contains("<installer-url>")
            || m.line.contains("<script-url>")
            || elided && !m.text.contains('$'));
    if vendor_host(m.line, m.vendor) || placeholder || verified_from_configured_host(m.line) {
        return Some(s.min(Severity::Warn));
    }
    match reputation(m.line) {
        Reputation::Installer => Some(s.min(Severity::Warn)),
        Reputation::Unknown if m.ctx == Context::Example && !m.primary => {
            Some(s.min(Severity::Warn))
        }
        _ => Some(s),
    }
}

/// `curl -o tini "${ARTIFACT_MIRROR}/tini"; echo "$SHA  tini" | sha256sum -c -`: a file
/// fetched from a host the user configures and checked against a pinned digest before it
/// runs. (A literal host keeps the severity: an author can pin the digest of their own
/// payload.)
fn verified_from_configured_host(line: &str) -> bool {
    const CHECKS: &[&str] = &[
        "sha256sum -c",
        "sha256sum --check",
        "sha512sum -c",
        "sha512sum --check",
        "shasum -a 256 -c",
        "shasum -a 512 -c",
        "gpg --verify",
        "cosign verify",
    ];
    let verified = CHECKS.iter().any(|c| line.contains(c));
    let configured = !line.contains("://")
        && line.split_whitespace().any(|w| {
            let w = w.trim_matches(['"', '\'']);
            (w.starts_with("${") || w.starts_with('$')) && w.contains('/')
        });
    verified && configured
}

/// Installer and vendor hosts cap at warn; any other line keeps the severity.
pub(crate) fn installer_caps(m: &Match<'_>, s: Severity) -> Option<Severity> {
    if vendor_host(m.line, m.vendor) || reputation(m.line) == Reputation::Installer {
        return Some(s.min(Severity::Warn));
    }
    Some(s)
}

/// `… | python -m json.tool`, `| node -e '…'`: the interpreter runs its own code and
/// only reads the download as data. `| bash -c '…'` likewise.
fn pipe_target(m: &Match<'_>, s: Severity) -> Option<Severity> {
    let after = &m.line[(m.at + m.text.len()).min(m.line.len())..];
    let next = after.split_whitespace().next().unwrap_or("");
    let interp_reads_stdin = next.is_empty()
        || next == "-"
        || next == "-s"
        || next == "--"
        || next.starts_with("-s")
        || next.starts_with("-x")
        || next.starts_with("-e") && m.text.ends_with("sh")
        || next == ";"
        || next.starts_with(')')
        || next.starts_with('&')
        || next.starts_with('|')
        || next.starts_with('`')
        || next.starts_with('<')
        || next.starts_with('>')
        || next.starts_with("2>")
        || next.starts_with("1>")
        || next.starts_with('#')
        || next.starts_with('"')
        || next.starts_with('\'');
    if !interp_reads_stdin {
        return None;
    }
    by_host(m, s)
}

const PIPE_ADJUST: Adjust = pipe_target;

pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "remote_exec.pipe_to_shell",
        category: Category::RemoteExec,
        pattern: r"\b(?:curl|wget|fetch|aria2c|lwp-request|xh)\b[^\n]*\|\s*(?:sudo\s+(?:-[a-z-]+\s+)*)?(?:env\s+(?:[a-z_]+=\S*\s+)*)?(?:\S*/)?(?:(?:ba|z|k|da|fi|a|c|tc)?sh|python[0-9.]*|perl|ruby|node|php|bun|deno)\b|\b(?:curl|wget)\b[^\n]*\|\s*(?:sudo\s+)?\$(?:\(shell\)|\{shell\}|shell\b)",
        sev: HARD,
        adjust: Some(PIPE_ADJUST),
    },
    Rule {
        id: "remote_exec.process_substitution",
        category: Category::RemoteExec,
        pattern: r"\b(?:(?:ba|z|k|da)?sh|source|\.|python[0-9.]*|perl|ruby|node)\s+(?:-\S+\s+)*<\(\s*(?:curl|wget|fetch)\b",
        sev: HARD,
        adjust: Some(by_host),
    },
    Rule {
        id: "remote_exec.command_substitution",
        category: Category::RemoteExec,
        pattern: r#"(?:\b(?:(?:ba|z|k|da)?sh|eval|exec|source|python[0-9.]*|node|ruby|perl|php|bun|deno\s+eval|pwsh|powershell)|\$\(shell\)|\$\{shell\})\s+(?:-[a-z]+\s+)*["']?(?:\$\$?\(|`)\s*(?:curl|wget|fetch|iwr|irm)\b"#,
        sev: HARD,
        adjust: Some(by_host),
    },
    Rule {
        id: "remote_exec.python_fetch_exec",
        category: Category::RemoteExec,
        pattern: r#"\bpython[0-9.]*\s+-c\s+[^\n]*(?:urllib|urlopen|requests\.get|http\.client)[^\n]*\bexec\s*\(|\bexec\s*\(\s*(?:urllib\S*\.)?(?:urlopen|requests\.get|httpx\.get)\s*\(|\bexec\s*\(\s*__import__\(\s*['"](?:urllib|requests)|\beval\s*\(\s*await\s+\(?\s*await\s+fetch\(|\brequire\s*\(\s*['"]https?://"#,
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "remote_exec.powershell_download_exec",
        category: Category::RemoteExec,
        pattern: r"\b(?:iex|invoke-expression)\b[^\n]*\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring|downloadfile|net\.webclient|start-bitstransfer)\b|\b(?:iwr|irm|invoke-webrequest|invoke-restmethod)\b[^\n]*\|\s*(?:iex|invoke-expression)\b|\bdownloadstring\s*\([^\n]*\)\s*\|\s*(?:iex|invoke-expression)\b",
        sev: HARD,
        adjust: Some(by_host),
    },
    Rule {
        // Any language's evaluator fed straight from a download: Ruby's `URI.open`,
        // Perl's LWP `get`, PHP's `file_get_contents`, Python's `urlopen`.
        id: "remote_exec.eval_fetched",
        category: Category::RemoteExec,
        pattern: r#"\b(?:eval|exec|instance_eval|class_eval|assert|create_function)\s*\(?\s*(?:uri\.open|open\s*\(\s*['"]https?://|uri\.parse\([^\n]*\)\.read|net::http\.get|lwp::simple::get|get\s*\(\s*['"]https?://|file_get_contents\s*\(\s*['"]https?://|(?:urllib\S*\.)?urlopen\s*\(|requests\.get\s*\(|httpx\.get\s*\()"#,
        sev: HARD,
        adjust: Some(by_host),
    },
    Rule {
        // The person told to paste a line into Windows' Run box (Win + R) or a
        // terminal to pass a "verification": the fake CAPTCHA that has a human run
        // the attacker's command (ClickFix).
        id: "remote_exec.paste_and_run",
        category: Category::RemoteExec,
        pattern: r"\bwin(?:dows)?(?:\s+key)?\s*\+\s*r\b[^\n]*\bpaste\b|\bpaste\b[^\n]*\b(?:into|in)\s+(?:the\s+)?(?:run\s+(?:dialog|box|window)|win(?:dows)?\s*\+\s*r)\b|\b(?:i\s+am\s+not\s+a\s+robot|human\s+verification|verify\s+you\s+are\s+(?:a\s+)?human)\b[^\n]*\b(?:paste|win\s*\+\s*r|terminal|powershell|mshta|curl|bash)\b|\b(?:mshta|powershell|curl|bash|cmd)\b[^\n]*#\s*[^\n]*\b(?:i\s+am\s+not\s+a\s+robot|verification\s+id|captcha)\b",
        sev: [B, B, W, I, W],
        adjust: Some(quoted_mention),
    },
    Rule {
        // Windows binaries that download and run (living off the land).
        id: "remote_exec.lolbin",
        category: Category::RemoteExec,
        pattern: r#"\bmshta(?:\.exe)?\s+["']?(?:https?|vbscript|javascript):|\bregsvr32(?:\.exe)?\b[^\n]*/i:\s*["']?https?:|\brundll32(?:\.exe)?\b[^\n]*javascript:|\bcertutil(?:\.exe)?\b[^\n]*-urlcache\b[^\n]*https?://|\bbitsadmin(?:\.exe)?\b[^\n]*/transfer\b[^\n]*https?://"#,
        sev: [B, B, W, I, I],
        adjust: Some(by_host),
    },
    Rule {
        // Code handed to every Node process through its options (`NODE_OPTIONS` with a
        // `data:` or remote module), and Office documents that load a remote template
        // (where macros come from).
        id: "remote_exec.injected_loader",
        category: Category::RemoteExec,
        pattern: r#"\bnode_options\s*[=:]\s*["']?[^\n]*--(?:import|require|experimental-loader|loader|r)[=\s]+["']?(?:data:|https?:)|attachedtemplate["'][^\n]*targetmode\s*=\s*["']external|targetmode\s*=\s*["']external["'][^\n]*attachedtemplate|\.dot[mx]["'][^\n]*targetmode\s*=\s*["']external|\bpythonstartup\s*=\s*["']?(?:/tmp|https?:)"#,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Rule {
        // A build script applied from the network into every build (Gradle's
        // `apply from: 'https://…'`).
        id: "remote_exec.remote_build_script",
        category: Category::RemoteExec,
        pattern: r#"\bapply\s*\(?\s*from\s*[:=]\s*["']https?://|\bimportbuildscript\b[^\n]*https?://"#,
        sev: [B, B, W, I, I],
        adjust: Some(by_host),
    },
    Rule {
        // A runtime that runs a module straight from a URL (`deno run -A https://…`).
        id: "remote_exec.remote_module",
        category: Category::RemoteExec,
        pattern: r#"\b(?:deno\s+(?:run|install)|bun\s+run|bunx|npx|uvx|pipx\s+run)\s+(?:-\S+\s+)*["']?https?://"#,
        sev: [B, B, W, I, I],
        adjust: Some(by_host),
    },
];

/// A file made executable (`chmod +x`, `chmod 755`), as a regex.
macro_rules! made_executable {
    () => {
        r"\bchmod\s+(?:-\S+\s+)*(?:[ugoa]*\+[rw]*x|[0-7]?[0-7][0-7][1357])\b"
    };
}

/// An archive opened with a password given on the command line: the password keeps
/// its contents from every scanner on the way, which is why droppers ship that way.
/// Lines are lowercased, so `unzip -P pw a.zip` is told from `unzip -p a.zip member`
/// (extract to standard output) by the archive that follows the password.
const PASSWORD_ARCHIVE: &str = r#"\bunzip\s+(?:-\S+\s+)*-p\s*["']?[^\s"']+["']?\s+["']?\S+\.zip\b|\b7za?\s+[xe]\b[^\n]*\s-p\S+|\bexpand-7zip\b[^\n]*-password\b"#;

pub(super) const COMPOUNDS: &[Compound] = &[
    Compound {
        // A password-protected archive unpacked and what it held made executable or
        // run: a dropper hiding its payload from scanners ("the zip has a password
        // because antivirus gives a false positive").
        id: "remote_exec.password_archive_run",
        category: Category::RemoteExec,
        first: PASSWORD_ARCHIVE,
        second: concat!(
            made_executable!(),
            r#"|(?:^|&&|;|\|\|)\s*(?:sudo\s+)?\./[^\s/]|\bstart-process\b|\bopen\s+(?:-a\s+)?["']?[^\s"']+\.app\b|\b(?:ba|z)?sh\s+[^\s|;&-]+\.sh\b"#
        ),
        window: 3,
        program_wide: true,
        across_blocks: false,
        sev: [B, B, B, I, W],
        adjust: None,
    },
    Compound {
        id: "remote_exec.fetch_then_exec",
        category: Category::RemoteExec,
        first: r"\b(?:requests|httpx|session)\.get\s*\(|\burlopen\s*\(|\burllib\.request\.|\bfetch\s*\(\s*['\x22`]?https?:|\bawait\s+fetch\s*\(|\bfetch\s*\(\s*[a-z_$][a-z0-9_$]*\s*[,)]|\baxios\.get\s*\(|\bnet/http\b|\bopen-uri\b|\binvoke-webrequest\b|\biwr\b|\brequire\s*\(\s*['\x22]https?['\x22]\s*\)\s*\.(?:get|request)\s*\(|\bhttps?\.(?:get|request)\s*\(|\bfile_get_contents\s*\(\s*['\x22]https?:|\b(?:irm|invoke-restmethod)\b[^\n]*https?:|\buri\.open\s*\(|\bnet::http\b|\blwp::|\bdownload(?:string|data|file)\s*\(|\bnet\.webclient\b|\bhttp\.get\s*\(|\bio\.readall\s*\(\s*resp|\bhttp\.newrequest(?:withcontext)?\s*\(",
        second: r"\.then\s*\(\s*eval\s*\)|\b(?:exec|eval)\s*\(\s*[a-z_][a-z0-9_]*\.(?:urlopen|get)\s*\(|\b(?:exec|eval)\s*\(\s*(?:\$?[a-z_][a-z0-9_.]*|await\s+[a-z_][a-z0-9_.]*(?:\(\))?)\s*(?:\.(?:text|content|read\(\)|decode\(\)))?\s*[,)]|\bnew\s+function\s*\(\s*[a-z_]|\bcompile\s*\(\s*[a-z_][a-z0-9_]*\s*,|\bscriptblock\]::create\s*\(|\b(?:iex|invoke-expression)\s+\$|\|\s*(?:iex|invoke-expression)\b|\bvm\.run(?:inthiscontext|innewcontext|incontext)\s*\(|\bnew\s+vm\.script\s*\(|\b(?:instance|class|module)_eval\s*[\s(]|\beval\s*\(?\s*\$[a-z_]|\bapply\s*\(?\s*from\s*[:=]\s*[\x22']https?://|\bgetattr\s*\(\s*(?:__builtins__|builtins)\b|__builtins__\s*\[|\b(?:exec|eval)\s*\(\s*(?:src|code|source|payload|script|body|data|resp|response|content|text|blob|mod|module|plugin|ext|r|res|t|js|await)\b|\bexec\.command\s*\(\s*['\x22](?:/bin/)?(?:ba|z)?sh['\x22]\s*,\s*['\x22]-c['\x22]\s*,\s*(?:string\s*\(|[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*\s*\))",
        window: 6,
        program_wide: true,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: Some(installer_caps),
    },
    Compound {
        id: "remote_exec.download_and_run",
        category: Category::RemoteExec,
        first: r"\b(?:curl|wget)\b[^\n]*(?:\s-o\s*\S|\s--output\b|\s-[a-z]*o\s|\s-o\b|https?://\S*\s*>\s*\S)|\bwget\s+(?:-\S+\s+)*['\x22]?https?://|\b(?:invoke-webrequest|iwr|start-bitstransfer)\b[^\n]*(?:-outfile|-destination)\b|\bcertutil(?:\.exe)?\b[^\n]*-urlcache\b|^add\s+(?:--\S+\s+)*https?://\S+\s+\S|\burlretrieve\s*\(",
        second: concat!(
            made_executable!(),
            r"|(?:&&|;)\s*(?:sudo\s+)?(?:ba|z|k|da)?sh\s+[^\s|;&-][^\s|;&]*|\b(?:(?:ba|z|k|da)?sh|source|\.|python[0-9.]*|perl|ruby|node)\s+(?:-\S+\s+)*(?:/tmp/|/dev/shm/|/var/tmp/|\$tmpdir\b|\$tmp\b|\$\{tmpdir\}|~/\.cache/)\S*|\bstart-process\s+(?:-filepath\s+)?\S|^(?:&\s*)?['\x22]?(?:%temp%|%tmp%|%appdata%|\$env:temp|\$env:tmp)\\\S*\.(?:exe|bat|cmd|ps1|scr)\b|\bsubprocess\.(?:popen|run|call|check_call)\s*\(\s*\[\s*['\x22](?:/bin/)?(?:ba)?sh['\x22]\s*,\s*[a-z_]"
        ),
        window: 4,
        program_wide: true,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: Some(by_host),
    },
];

/// A download saved to a file and that file run later in the same text, however far
/// apart and in whatever blocks (a reference that says "step 1: fetch the collector to
/// /tmp" and, three steps on, "run the collector saved in step 1 with sudo"): the file
/// name ties them. Installer and vendor hosts cap at warn.
pub(crate) fn saved_then_run(p: &Prepared, vendor: &[String]) -> Vec<Hit> {
    let lower = p.lower.as_str();
    if !(lower.contains("curl")
        || lower.contains("wget")
        || lower.contains("outfile")
        || lower.contains("urlretrieve"))
    {
        return Vec::new();
    }
    static SAVE: OnceLock<Regex> = OnceLock::new();
    let save = SAVE.get_or_init(|| {
        Regex::new(r#"\b(?:curl|wget)\b[^\n]*?\s(?:-o|-O|--output|--output-document)(?:\s+|=)["']?([^\s"'|;&<>)]+)|\b(?:invoke-webrequest|iwr)\b[^\n]*?-outfile\s+["']?([^\s"'|;&<>)]+)|\burlretrieve\s*\([^,\n]+,\s*["']([^"'\n]+)["']|\b(?:curl|wget)\b[^\n]*https?://\S+\s*>\s*["']?([^\s"'|;&<>)]+)"#)
            .expect("download target pattern")
    });
    // (file name, where the download's target ends, the download's reputation)
    let mut saved: Vec<(String, usize, Reputation)> = Vec::new();
    for m in save.captures_iter(lower.as_bytes()).take(64) {
        let Some(target) = (1..=4).find_map(|g| m.get(g)) else {
            continue;
        };
        let path = String::from_utf8_lossy(target.as_bytes());
        let name = path.rsplit(['/', '\\']).next().unwrap_or("").to_string();
        if name.len() < 3 || name.starts_with("/dev") || name == "null" {
            continue;
        }
        let line = line_lower(p, p.line_index(target.start()));
        let rep = if vendor_host(line, vendor) {
            Reputation::Installer
        } else {
            reputation(line)
        };
        saved.push((name, target.end(), rep));
    }
    let mut hits = Vec::new();
    for (name, after, rep) in &saved {
        let Some(rest) = lower.get(*after..) else {
            continue;
        };
        for (k, _) in rest.match_indices(name.as_str()).take(32) {
            let at = after + k;
            let li = p.line_index(at);
            let line_start = p.starts[li];
            let before = &lower[line_start..at];
            // The word before the path (its directory stripped): what runs it.
            let head =
                before.trim_end_matches(|c: char| !c.is_whitespace() && c != '(' && c != '&');
            let runner = head
                .split_whitespace()
                .rev()
                .find(|w| !w.starts_with('-'))
                .unwrap_or("")
                .trim_start_matches(['(', '&', '`']);
            let direct = head.trim().is_empty()
                || head.trim_end().ends_with("&&")
                || head.trim_end().ends_with(';')
                || head.trim_end().ends_with("sudo");
            let runs = matches!(
                runner,
                "sh" | "bash"
                    | "zsh"
                    | "dash"
                    | "ksh"
                    | "source"
                    | "."
                    | "python"
                    | "python3"
                    | "perl"
                    | "ruby"
                    | "node"
                    | "pwsh"
                    | "powershell"
                    | "start-process"
                    | "exec"
                    | "sudo"
            ) || direct && !before.trim_end().ends_with('>')
                || runner == "chmod"
                || before.contains("chmod +x")
                || before.contains("chmod 7")
                || before.contains("chmod u+x");
            if !runs {
                continue;
            }
            let Some(mut severity) = [B, B, W, I, I][p.lines[li].ctx.index()] else {
                continue;
            };
            match rep {
                Reputation::Installer => severity = severity.min(Severity::Warn),
                // A binary from a bare IP or plain HTTP, saved and run: no example does that.
                Reputation::Suspicious if severity == Severity::Warn => severity = Severity::Block,
                _ => {}
            }
            hits.push(Hit {
                rule: "remote_exec.saved_then_run",
                category: Category::RemoteExec,
                severity,
                line: li,
                start: at,
            });
            break;
        }
    }
    hits
}
