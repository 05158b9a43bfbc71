//! Supply chain: packages installed from raw URLs, plain HTTP or IP addresses, extra
//! package indexes, and names one typo away from a popular package (`reqeusts`,
//! `crossenv`). Indexes set any way (`pip -i`, `PIP_EXTRA_INDEX_URL=…`, a registry
//! written into `~/.npmrc`), lookalikes run with `npx`/`bunx`/`uvx` (the first name
//! only), and lookalikes declared in `package.json` or `requirements*.txt`
//! ([`scan_manifest`]).

use super::{
    B, Compound, HARD, Hit, I, Match, Rule, W, is_local_host, line_lower, severity_at, url_host,
    url_hosts, within_domain,
};
use crate::audit::Category;
use crate::audit::Severity;
use crate::audit::context::{Prepared, TextInput};
use crate::audit::report::{Sink, excerpt};

/// Popular PyPI names (and real packages one edit away from another one).
const PYPI: &[&str] = &[
    "requests",
    "numpy",
    "pandas",
    "scipy",
    "scapy",
    "matplotlib",
    "django",
    "flask",
    "fastapi",
    "pytest",
    "setuptools",
    "urllib3",
    "boto3",
    "botocore",
    "boto",
    "pyyaml",
    "pyaml",
    "certifi",
    "idna",
    "cryptography",
    "pillow",
    "jinja2",
    "jinja",
    "click",
    "beautifulsoup4",
    "selenium",
    "sqlalchemy",
    "psycopg2",
    "psycopg",
    "pymongo",
    "redis",
    "celery",
    "tensorflow",
    "torch",
    "torchx",
    "torchvision",
    "torchaudio",
    "keras",
    "scikit-learn",
    "transformers",
    "openai",
    "openapi",
    "anthropic",
    "httpx",
    "aiohttp",
    "pydantic",
    "uvicorn",
    "gunicorn",
    "colorama",
    "python-dateutil",
    "pytz",
    "tqdm",
    "typer",
    "lxml",
    "openpyxl",
    "paramiko",
    "pycryptodome",
    "pycryptodomex",
    "docker",
    "kubernetes",
    "pyjwt",
    "tornado",
    "twisted",
    "scrapy",
    "opencv-python",
    "seaborn",
    "plotly",
    "sympy",
    "networkx",
    "nltk",
    "spacy",
    "langchain",
    "playwright",
    "black",
    "flake8",
    "pylint",
    "poetry",
    "virtualenv",
    "wheel",
    "attrs",
    "packaging",
    "markdown",
    "marker",
    "pygments",
    "simplejson",
    "ujson",
    "orjson",
    "websocket",
    "websockets",
    "websocket-client",
    "grpcio",
    "protobuf",
    "jupyter",
    "notebook",
    "ipython",
    "streamlit",
    "gradio",
    "huggingface-hub",
    "datasets",
    "tokenizers",
    "accelerate",
    "polars",
    "pyarrow",
    "numba",
    "cython",
    "shapely",
    "geopandas",
    "biopython",
    "pyserial",
    "pexpect",
    "psutil",
    "tweepy",
    "shap",
    "arrow",
    "pendulum",
    "fabric",
    "invoke",
    "mkdocs",
    "sphinx",
    "pandoc",
    "pypandoc",
    "pdfplumber",
    "pypdf",
    "pypdf2",
    "reportlab",
    "python-docx",
    "python-pptx",
    "xlsxwriter",
    "pyodbc",
    "pymysql",
    "mysqlclient",
    "motor",
    "mcp",
    "fastmcp",
    "rdkit",
    "anndata",
    "scanpy",
    "statsmodels",
    "xgboost",
    "lightgbm",
    "catboost",
    "optuna",
    "mlflow",
    "wandb",
];

/// Popular npm names (and real packages one edit away from another one).
const NPM: &[&str] = &[
    "@modelcontextprotocol/server-filesystem",
    "@modelcontextprotocol/server-github",
    "@modelcontextprotocol/server-memory",
    "@modelcontextprotocol/server-everything",
    "@modelcontextprotocol/server-sequential-thinking",
    "@modelcontextprotocol/server-puppeteer",
    "@modelcontextprotocol/server-brave-search",
    "@modelcontextprotocol/server-slack",
    "@modelcontextprotocol/server-postgres",
    "@modelcontextprotocol/server-gdrive",
    "@modelcontextprotocol/server-google-maps",
    "@modelcontextprotocol/server-gitlab",
    "@modelcontextprotocol/server-redis",
    "@modelcontextprotocol/server-sqlite",
    "@modelcontextprotocol/inspector",
    "@modelcontextprotocol/sdk",
    "@playwright/mcp",
    "@upstash/context7-mcp",
    "@anthropic-ai/claude-code",
    "@anthropic-ai/sdk",
    "react",
    "preact",
    "react-dom",
    "express",
    "lodash",
    "axios",
    "chalk",
    "commander",
    "moment",
    "typescript",
    "webpack",
    "eslint",
    "tslint",
    "prettier",
    "jest",
    "mocha",
    "request",
    "debug",
    "underscore",
    "jquery",
    "bluebird",
    "dotenv",
    "dotenvx",
    "yargs",
    "inquirer",
    "minimist",
    "fs-extra",
    "body-parser",
    "mongoose",
    "socket.io",
    "redis",
    "sequelize",
    "nodemon",
    "electron",
    "puppeteer",
    "playwright",
    "tailwindcss",
    "svelte",
    "rxjs",
    "classnames",
    "cross-env",
    "rimraf",
    "mkdirp",
    "colors",
    "color",
    "node-fetch",
    "jsonwebtoken",
    "bcrypt",
    "bcryptjs",
    "passport",
    "ethers",
    "web3",
    "discord.js",
    "openai",
    "esbuild",
    "ts-node",
    "prisma",
    "graphql",
    "fastify",
    "sharp",
    "cheerio",
    "marked",
    "vitest",
    "execa",
    "zod",
    "next",
    "nuxt",
    "astro",
    "remix",
    "vite",
    "pnpm",
    "yarn",
    "turbo",
    "lerna",
    "nodemailer",
    "twilio",
    "stripe",
    "firebase",
    "supabase",
    "@supabase/supabase-js",
    "vercel",
    "wrangler",
    "serve",
    "concurrently",
    "husky",
    "lint-staged",
    "semver",
    "glob",
    "uuid",
    "ws",
    "zx",
];

/// Known typosquats that are more than one edit away.
const KNOWN_SQUATS: &[&str] = &[
    "python3-dateutil",
    "jeilyfish",
    "setup-tools",
    "colourama",
    "djanga",
    "electorn",
    "loadyaml",
    "discord.jss",
    "noblox.js-proxy",
    "crossenv",
    "cross-env.js",
    "mongose",
    "babelcli",
    "nodesass",
    "node-sass-js",
    "twilio-npm",
    "requesst",
    "beautifulsoup",
];

/// Damerau–Levenshtein distance is exactly one (one insert, delete, substitute or
/// adjacent swap).
fn one_edit(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a == b {
        return false;
    }
    let (la, lb) = (a.len(), b.len());
    if la.abs_diff(lb) > 1 {
        return false;
    }
    let p = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    if la == lb {
        // substitution, or adjacent transposition
        return a[p + 1..] == b[p + 1..]
            || (p + 1 < la && a[p] == b[p + 1] && a[p + 1] == b[p] && a[p + 2..] == b[p + 2..]);
    }
    let (long, short) = if la > lb { (a, b) } else { (b, a) };
    long[p + 1..] == short[p..]
}

/// The package names of an install command line (flags, URLs, paths and version
/// specifiers removed).
fn names(args: &str) -> impl Iterator<Item = &str> {
    args.split_whitespace()
        .take_while(|a| {
            !matches!(*a, "&&" | "||" | ";" | "|" | ">" | "2>&1") && !a.starts_with('#')
        })
        .filter(|a| {
            !a.starts_with('-') && !a.contains("://") && !a.contains('/') || a.starts_with('@')
        })
        .filter(|a| !a.starts_with('.') && !a.starts_with('$') && !a.starts_with('<'))
        .map(|a| {
            let a = a.trim_matches(|c| {
                matches!(c, '"' | '\'' | '`' | ',' | '(' | ')' | '.' | ':' | ';')
            });
            let cut = a
                .char_indices()
                .skip(1)
                .find(|(_, c)| matches!(c, '=' | '<' | '>' | '~' | '!' | '[' | '@' | ';'))
                .map_or(a.len(), |(i, _)| i);
            &a[..cut]
        })
        .filter(|a| !a.is_empty())
}

/// The first imitation of a popular name among the packages installed by `m`.
pub(crate) fn squatted(m: &Match<'_>) -> Option<(String, &'static str)> {
    let text = m.text;
    let npm = ["npm", "pnpm", "yarn", "bun", "npx", "bunx"]
        .iter()
        .any(|t| text.starts_with(t));
    let (popular, other): (&[&str], &[&str]) = if npm { (NPM, PYPI) } else { (PYPI, NPM) };
    // `npx NAME …` runs one package: only the first name counts (the rest are its
    // arguments).
    let runner = ["npx ", "bunx ", "pnpm dlx ", "uvx ", "pipx run "]
        .iter()
        .find_map(|t| text.strip_prefix(t));
    let verb_end = match runner {
        Some(rest) => text.len() - rest.len(),
        None => text
            .find(" install ")
            .map(|i| i + 9)
            .or_else(|| text.find(" add ").map(|i| i + 5))
            .or_else(|| text.find(" i ").map(|i| i + 3))?,
    };
    let take = if runner.is_some() { 1 } else { usize::MAX };
    for name in names(&text[verb_end..]).take(take) {
        let name = name.replace('_', "-");
        if let Some(p) = imitated(&name, popular, other) {
            return Some((name, p));
        }
    }
    None
}

/// The popular name `name` (lowercase, `-` for `_`) imitates, if any: a known squat, or
/// one edit away from a popular name that is not itself popular in either registry.
fn imitated(name: &str, popular: &[&'static str], other: &[&str]) -> Option<&'static str> {
    if popular.contains(&name) || other.contains(&name) {
        return None;
    }
    if let Some(k) = KNOWN_SQUATS.iter().find(|k| **k == name) {
        return Some(k);
    }
    if name.len() >= 5 {
        return popular
            .iter()
            .find(|p| p.len() >= 5 && one_edit(name, p))
            .copied();
    }
    None
}

/// Dependencies declared in a package manifest (`package.json`, `requirements*.txt`)
/// are installed as surely as an `npm install NAME`: a name imitating a popular
/// package there is `supply_chain.typosquat` too.
pub(crate) fn scan_manifest(input: &TextInput, sink: &mut Sink) {
    let base = input.file.rsplit(['/', '!']).next().unwrap_or("");
    let base = base.to_ascii_lowercase();
    let npm = base == "package.json";
    let py = (base.starts_with("requirements") || base.starts_with("constraints"))
        && (base.ends_with(".txt") || base.ends_with(".in"));
    if base.ends_with(".json") && !npm {
        scoped_names(input, sink);
        replacement_map(input, sink);
        return;
    }
    if base == "pyproject.toml" {
        for (i, name) in pyproject_requirements(&input.text) {
            if imitated(&name, PYPI, NPM).is_some() {
                let raw = input.text.lines().nth(i).unwrap_or("");
                push_typosquat(input, i, raw, sink);
            }
        }
        for (i, raw) in input.text.lines().enumerate().take(20_000) {
            if let Some(severity) = pyproject_source(&raw.to_ascii_lowercase()) {
                push_line(
                    "supply_chain.dependency_source",
                    severity,
                    input,
                    i,
                    raw,
                    sink,
                );
            }
        }
        return;
    }
    if !npm && !py {
        return;
    }
    let (popular, other): (&[&str], &[&str]) = if npm { (NPM, PYPI) } else { (PYPI, NPM) };
    for (i, raw) in input.text.lines().enumerate().take(20_000) {
        let line = raw.trim().to_ascii_lowercase();
        if let Some(severity) = foreign_source(&line, npm) {
            push_line(
                "supply_chain.dependency_source",
                severity,
                input,
                i,
                raw,
                sink,
            );
        }
        let dep = if npm {
            // `"name": "^1.2.3"`: a key whose value is a version range.
            let mut parts = line.split('"').skip(1);
            match (parts.next(), parts.next(), parts.next()) {
                (Some(n), Some(sep), Some(v))
                    if sep.trim() == ":"
                        && v.starts_with(|c: char| c.is_ascii_digit() || "^~<>=*".contains(c)) =>
                {
                    n.to_string()
                }
                _ => continue,
            }
        } else {
            if line.starts_with(['#', '-']) {
                continue;
            }
            let end = line
                .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')))
                .unwrap_or(line.len());
            line[..end].replace('_', "-")
        };
        if imitated(&dep, popular, other).is_some() {
            push_typosquat(input, i, raw, sink);
        }
    }
}

fn typosquat(m: &Match<'_>, s: Severity) -> Option<Severity> {
    squatted(m).map(|_| s)
}

/// The swap's second name imitates its first (a known squat of it, or one edit away
/// from it while no registry knows it as a popular name).
fn swapped_for_lookalike(m: &Match<'_>, s: Severity) -> Option<Severity> {
    // A `/` separates sed's fields but belongs to a scoped npm name (`@types/node`).
    let words: Vec<&str> = m
        .text
        .split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | '@' | '/')))
        .flat_map(|w| {
            let scoped = w.starts_with('@');
            w.split(move |c| c == '/' && !scoped)
        })
        .map(|w| w.trim_matches(['.', '/']))
        .filter(|w| {
            !w.is_empty()
                && !matches!(*w, "s" | "b" | "replace" | "swap" | "substitute" | "switch")
                && !matches!(*w, "with" | "for" | "by" | "to")
        })
        .collect();
    let [from, to] = words[..] else {
        return None;
    };
    let (from, to) = (from.replace('_', "-"), to.replace('_', "-"));
    let imitates = |popular: &[&'static str], other: &[&str]| {
        popular.contains(&from.as_str()) && imitated(&to, popular, other) == Some(from.as_str())
    };
    (imitates(PYPI, NPM) || imitates(NPM, PYPI)).then_some(s)
}

/// Plain HTTP and IP addresses keep the rule's severity; an `https://` archive warns.
fn raw_url(m: &Match<'_>, s: Severity) -> Option<Severity> {
    use super::remote_exec::{Reputation, reputation};
    match reputation(m.line) {
        Reputation::Suspicious => Some(s),
        _ => Some(s.min(Severity::Warn)),
    }
}

/// Package indexes of well-known projects (PyTorch, NVIDIA, the public registries).
const KNOWN_INDEXES: &[&str] = &[
    "pypi.org",
    "test.pypi.org",
    "files.pythonhosted.org",
    "download.pytorch.org",
    "pypi.nvidia.com",
    "pypi.ngc.nvidia.com",
    "registry.npmjs.org",
    "registry.yarnpkg.com",
    "npm.pkg.github.com",
    "data.dgl.ai",
    "storage.googleapis.com",
    "developer.download.nvidia.com",
];

/// Whether `host` is (under) one of the [`KNOWN_INDEXES`].
pub(crate) fn is_registry_host(host: &str) -> bool {
    KNOWN_INDEXES.iter().any(|k| within_domain(host, k))
}

/// An index replacing or added to the public one: a well-known project's index is no
/// finding, plain HTTP or an IP address keeps the severity, an unknown `https://` index
/// keeps it when it is *added* (`--extra-index-url`: the resolver may take a public
/// name from it, dependency confusion) and warns when it replaces the default.
fn alternate_index(m: &Match<'_>, s: Severity) -> Option<Severity> {
    use super::remote_exec::{Reputation, reputation};
    let url = m.text.rsplit(['=', ' ', '"', '\'']).next().unwrap_or("");
    let host = url_host(url.split("://").nth(1).unwrap_or(""));
    if is_registry_host(host) {
        return None;
    }
    // `registry.npmjs-mirror.example`, `pypi-org.example`: a host wearing a public
    // registry's name is a look-alike. A private mirror calls itself `pypi.corp.example`
    // (the bare word as a label), never by npm's, PyPI's or Yarn's own domains.
    let lookalike = ["npmjs", "pythonhosted", "yarnpkg"]
        .iter()
        .any(|r| host.contains(r))
        || host.split('.').any(|label| {
            ["pypi", "rubygems", "crates"]
                .iter()
                .any(|b| label.contains(b) && label != *b)
        });
    match reputation(m.text) {
        _ if lookalike => Some(s),
        Reputation::Suspicious => Some(s),
        _ if m.text.contains("extra-index-url") || m.text.contains("extra_index_url") => Some(s),
        // A registry written into a user's npm configuration: every later install.
        _ if m.text.contains("npmrc") || m.text.contains("yarnrc") => Some(s),
        _ => Some(s.min(Severity::Warn)),
    }
}

pub(super) const COMPOUNDS: &[Compound] = &[
    Compound {
        // A program that lists every package the user maintains and publishes: a worm
        // that spreads through the stolen token into each of them.
        id: "supply_chain.republish_every_package",
        category: Category::SupplyChain,
        first: r"\bnpm\s+access\s+(?:ls-packages|list\s+packages)\b|/-/v1/search\?text=maintainer:|/-/user/[^\s/]+/package\b|\bnpm\s+search\s+[^\n]*maintainer[:=]|/-/org/[^\s/]+/package\b",
        second: r"\b(?:npm|pnpm|yarn(?:\s+npm)?|bun)\s+publish\b|\btwine\s+upload\b|\bcargo\s+publish\b|\bgem\s+push\b",
        window: 40,
        program_wide: true,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Compound {
        // A workflow run for pull requests from forks with the repository's secrets and
        // write token (`pull_request_target`) that checks out the pull request's own
        // code: whoever opens one runs code with those rights.
        id: "supply_chain.untrusted_pr_checkout",
        category: Category::SupplyChain,
        first: r"^\s*(?:-\s*)?pull_request_target\s*:?\s*$|^\s*on\s*:[^\n]*\bpull_request_target\b",
        second: r"\bgithub\.event\.pull_request\.head\.(?:sha|ref)\b|\bgithub\.head_ref\b|\brefs/pull/",
        window: 80,
        program_wide: false,
        across_blocks: true,
        sev: [W, W, I, I, I],
        adjust: None,
    },
    Compound {
        // crates.io replaced by another source whose index lives on someone else's host:
        // every dependency then comes from there (a vendored directory is no finding).
        id: "supply_chain.registry_replaced",
        category: Category::SupplyChain,
        first: r#"\breplace-with\s*=\s*["'][^"'\n]+["']"#,
        second: r#"^\s*(?:registry|git|index)\s*=\s*["'](?:sparse\+)?https?://"#,
        window: 8,
        program_wide: false,
        across_blocks: true,
        sev: [B, B, B, I, W],
        adjust: Some(unknown_mirror),
    },
    Compound {
        // A lockfile entry pointed at another tarball and its integrity hash removed:
        // the next install takes whatever that host serves, unchecked.
        id: "supply_chain.lockfile_integrity_stripped",
        category: Category::SupplyChain,
        first: r#"\.resolved\s*=|\[["']resolved["']\]\s*="#,
        second: r#"\bdelete\s+[a-z_$][\w$]*(?:\.[\w$]+)*\.integrity\b|\bdel\s+\w+\[["']integrity["']\]|\.pop\(\s*["']integrity["']"#,
        window: 6,
        program_wide: true,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Compound {
        // A secret or security scanner in a pre-commit configuration that never looks
        // at anything: every file excluded, or moved to the manual stage.
        id: "supply_chain.security_hook_neutered",
        category: Category::SupplyChain,
        first: r"^\s*-?\s*(?:id|repo):\s*[^\n]*(?:detect-secrets|gitleaks|bandit|trufflehog|semgrep|talisman|ggshield)",
        second: r#"^\s*exclude:\s*["']?(?:\.\*|\^\.\*\$?|\.\+)["']?\s*$|^\s*stages:\s*\[\s*manual\s*\]"#,
        window: 6,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, B, I, I],
        adjust: None,
    },
    Compound {
        // A package registry on someone else's host configured with the checks that
        // guard it switched off: TLS verification, lockfile checksums, plain HTTP
        // allowed for it, or the user's token sent with every request (`npmAlwaysAuth`,
        // `always-auth`). Each alone can be a company's setting; beside a registry
        // that is not a public one they hand every install, and the token, to it. The
        // token alone only warns.
        id: "supply_chain.registry_checks_off",
        category: Category::SupplyChain,
        first: r#"^\s*(?:npmregistryserver\s*:|(?:@[a-z0-9_-]+:)?registry\s*=|(?:extra-)?index-url\s*=|npmregistries\s*:)\s*["']?https?://"#,
        second: r#"^\s*(?:(?:enablestrictssl\s*:\s*["']?false|strict-ssl\s*=\s*false|checksumbehavior\s*:\s*["']?(?:ignore|update)|npmalwaysauth\s*:\s*["']?true|always-auth\s*=\s*true)\b|unsafehttpwhitelist\s*:|trusted-host\s*=)"#,
        window: 12,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, B, I, I],
        adjust: Some(registry_checks),
    },
];

/// On GitHub or GitLab itself the repository is the real one.
fn forge_hosted(m: &Match<'_>, s: Severity) -> Option<Severity> {
    let on_forge = super::url_hosts(m.line).any(|h| {
        ["github.com", "gitlab.com"]
            .iter()
            .any(|f| within_domain(h, f))
    });
    (!on_forge).then_some(s)
}

/// A public registry is no finding; only sending the token warns.
fn registry_checks(m: &Match<'_>, s: Severity) -> Option<Severity> {
    if let Some(url) = m.text.split("://").nth(1) {
        return (!is_registry_host(url_host(url))).then_some(s);
    }
    let token_only = m.text.contains("alwaysauth") || m.text.contains("always-auth");
    Some(if token_only { s.min(Severity::Warn) } else { s })
}

/// Mirrors of crates.io that are public and well known; a line naming one is no
/// finding.
fn unknown_mirror(m: &Match<'_>, s: Severity) -> Option<Severity> {
    const MIRRORS: &[&str] = &[
        "crates.io",
        "github.com/rust-lang",
        "rsproxy.cn",
        "mirrors.ustc.edu.cn",
        "mirrors.tuna.tsinghua.edu.cn",
        "mirrors.sjtug.sjtu.edu.cn",
        "vendored",
    ];
    if MIRRORS.iter().any(|h| m.line.contains(h)) {
        None
    } else {
        Some(s)
    }
}

pub(super) const RULES: &[Rule] = &[
    Rule {
        // Go's checksum database switched off for every module (or TLS off): a proxy
        // can then hand out any code for any module.
        id: "supply_chain.checksums_disabled",
        category: Category::SupplyChain,
        pattern: r#"\bgosumdb\s*=\s*["']?off\b|\bgonosumdb\s*=\s*["']?\*|\bgonosumcheck\s*=\s*["']?1\b|\bgoflags\s*=\s*["']?[^\n]*-insecure\b|\bgoinsecure\s*=\s*["']?\*|\bnpm_config_strict_ssl\s*=\s*["']?false\b|\bnpm\s+config\s+set\s+strict-ssl\s+false\b"#,
        sev: [B, B, B, I, I],
        adjust: None,
    },
    Rule {
        id: "supply_chain.alternate_index",
        category: Category::SupplyChain,
        pattern: r#"--(?:extra-)?index-url[=\s]+["']?https?://[^\s"'`]+|^\s*(?:extra-)?index-url\s*=\s*["']?https?://[^\s"'`]+|\bpip[0-9.]*\s+install\s+(?:\S+\s+)*?-i\s+["']?https?://[^\s"'`]+|\b(?:pip_extra_index_url|uv_extra_index_url|pip_index_url|uv_index_url|uv_default_index|npm_config_registry)\s*[=:]\s*["']?https?://[^\s"'`]+|(?:^|["'\s])(?:@[a-z0-9_-]+:)?registry\s*=\s*["']?https?://[^\s"'`]+[^\n]*>>?\s*\S*\.(?:npmrc|yarnrc)\b|\b(?:extra-index-url|index-url)\s*=\s*https?://[^\s"'`]+[^\n]*>>?\s*\S*pip\.(?:conf|ini)\b|\b(?:pip[0-9.]*|uv)\s+config\s+set\s+(?:global\.)?(?:extra-)?index-url\s+["']?https?://[^\s"'`]+|\b(?:npm|pnpm|yarn)\s+config\s+set\s+(?:@[a-z0-9_-]+:)?registry[=\s]+["']?https?://[^\s"'`]+|\b(?:npm|pnpm|yarn|bun)\s+(?:install|i|add)\b[^\n]*--registry[=\s]+["']?https?://[^\s"'`]+"#,
        sev: [B, B, B, I, I],
        adjust: Some(alternate_index),
    },
    Rule {
        // A package runner (`npx`, `uvx`, `pipx run`, `bunx`, `pnpm dlx`) fetching from
        // a registry or git URL of its own: the package is downloaded and run at once,
        // every time (an MCP server's launch command often is one).
        id: "supply_chain.run_from_foreign_source",
        category: Category::SupplyChain,
        pattern: r#"\b(?:npx|bunx|pnpm\s+dlx|yarn\s+dlx|npm\s+exec)\b[^\n]*--registry[=\s]+["']?https?://[^\s"'`]+|\b(?:uvx|pipx\s+run|uv\s+tool\s+(?:run|install)|pipx\s+install)\b[^\n]*(?:--(?:extra-)?index-url[=\s]+["']?https?://[^\s"'`]+|\bgit\+(?:https?|ssh)://[^\s"'`]+)"#,
        sev: HARD,
        adjust: Some(unknown_run_source),
    },
    Rule {
        id: "supply_chain.install_from_url",
        category: Category::SupplyChain,
        pattern: r"\b(?:pip[0-9.]*|uv\s+pip|pipx|python[0-9.]*\s+-m\s+pip|npm|pnpm|yarn|bun|gem)\s+(?:install|i|add)\s+[^\n]*(?:git\+http://|\bhttps?://\S+\.(?:whl|tar\.gz|tgz|zip|gem)\b|\bhttp://\S+|https?://(?:\d{1,3}\.){3}\d{1,3}\b)",
        sev: HARD,
        adjust: Some(raw_url),
    },
    Rule {
        // A well-known hook or action repository served from another host
        // (`repo: https://git.mirror.example/zricethezav/gitleaks`): the name says
        // gitleaks, the code is whatever that host holds.
        id: "supply_chain.hook_from_lookalike_host",
        category: Category::SupplyChain,
        pattern: r"^\s*-?\s*repo:\s*https?://[^\s/]+/(?:zricethezav/gitleaks|gitleaks/gitleaks|yelp/detect-secrets|pycqa/bandit|pre-commit/pre-commit-hooks|astral-sh/ruff-pre-commit|psf/black|pycqa/flake8|trufflesecurity/trufflehog|returntocorp/semgrep|semgrep/semgrep)\b",
        sev: [B, B, B, I, I],
        adjust: Some(forge_hosted),
    },
    Rule {
        id: "supply_chain.untrusted_index",
        category: Category::SupplyChain,
        pattern: r"\b(?:pip[0-9.]*|uv\s+pip|python[0-9.]*\s+-m\s+pip)\s+install\s+[^\n]*(?:--(?:extra-)?index-url\s+http://|--trusted-host\b)|\bnpm\s+(?:install|i)\s+[^\n]*--registry\s+http://|\bindex-url\s*=\s*\S+\s*\\n\s*trusted-host\s*=",
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Rule {
        // A popular package swapped for its imitation: a table row `| requests |
        // reqeusts |`, a `sed 's/^urllib3/urlib3/'` over a requirements file, "replace
        // `python-dateutil` with `python-dateutils`". The next install fetches the
        // look-alike, whatever the prose calls it ("a hardened fork").
        id: "supply_chain.lookalike_swap",
        category: Category::SupplyChain,
        pattern: r#"\|\s*`?[a-z0-9@][a-z0-9._/-]*`? \| `?[a-z0-9@][a-z0-9._/-]*`?\s*\||\bs/\^?[a-z0-9@][a-z0-9._-]*(?:\\b)?/[a-z0-9@][a-z0-9._-]*/|\b(?:replace|swap|substitute|switch)\s+`?[a-z0-9@][a-z0-9._/-]*`?\s+(?:with|for|by|to)\s+`?[a-z0-9@][a-z0-9._/-]*`?"#,
        sev: [B, B, B, I, B],
        adjust: Some(swapped_for_lookalike),
    },
    Rule {
        id: "supply_chain.typosquat",
        category: Category::SupplyChain,
        pattern: r"\b(?:pip[0-9.]*\s+install|uv\s+(?:pip\s+install|add)|poetry\s+add|pipx\s+install|python[0-9.]*\s+-m\s+pip\s+install|npm\s+(?:i|install|add)|pnpm\s+(?:i|install|add)|yarn\s+(?:global\s+)?add|bun\s+(?:add|install|i)|npx|bunx|pnpm\s+dlx|uvx|pipx\s+run)\s+[^\n;&|]*",
        sev: HARD,
        adjust: Some(typosquat),
    },
];

/// A manifest line naming a look-alike of a popular package.
fn push_typosquat(input: &TextInput, i: usize, raw: &str, sink: &mut Sink) {
    push_line(
        "supply_chain.typosquat",
        Severity::Block,
        input,
        i,
        raw,
        sink,
    );
}

/// A supply-chain finding on line `i` (0-based) of `input`, the line as its excerpt.
fn push_line(
    rule: &'static str,
    severity: Severity,
    input: &TextInput,
    i: usize,
    raw: &str,
    sink: &mut Sink,
) {
    sink.push_excerpt_with(
        rule,
        Category::SupplyChain,
        severity,
        &input.file,
        Some(i + 1),
        || excerpt(raw, 0),
    );
}

/// Code hosts a package may come from as a git URL.
const CODE_HOSTS: &[&str] = &[
    "github.com",
    "gitlab.com",
    "bitbucket.org",
    "codeload.github.com",
];

/// Whether packages from `host` come from a known registry, a known code host or this
/// machine.
fn is_known_source(host: &str) -> bool {
    is_registry_host(host)
        || CODE_HOSTS.iter().any(|h| within_domain(host, h))
        || is_local_host(host)
}

/// A package runner pointed at a source on an unknown host: no finding when every URL
/// it names is a known registry, code host or this machine.
fn unknown_run_source(m: &Match<'_>, s: Severity) -> Option<Severity> {
    url_hosts(m.text).any(|h| !is_known_source(h)).then_some(s)
}

/// Where a manifest line makes the installer fetch from: a dependency pinned to a
/// tarball or git URL on an unknown host (`"dotenv": "https://cdn.example/d.tgz"`), or
/// an extra index, index or find-links line of a requirements file. Known registries
/// and code hosts are no finding; an unknown host blocks when it is added beside the
/// registry or a dependency comes from it, and warns when it replaces the index.
fn foreign_source(line: &str, npm: bool) -> Option<Severity> {
    let url_at = line.find("://")?;
    let scheme_start = line[..url_at]
        .char_indices()
        .rev()
        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '+'))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let host = url_host(&line[url_at + 3..]);
    if is_known_source(host) {
        return None;
    }
    let plain = &line[scheme_start..url_at] == "http";
    if npm {
        // A dependency's value (`"name": "https://…"`), not the package's own `homepage`.
        let key = line.trim_start().trim_start_matches('"');
        let key = key.split('"').next().unwrap_or("");
        let metadata = matches!(
            key,
            "homepage" | "url" | "repository" | "bugs" | "funding" | "$schema" | "author" | "email"
        );
        let value_is_url = line
            .split(':')
            .nth(1)
            .is_some_and(|v| v.trim_start().starts_with('"'))
            && line[..url_at].matches('"').count() == 3;
        return (!metadata && value_is_url).then_some(Severity::Block);
    }
    let directive = line.trim_start();
    if directive.starts_with("--extra-index-url")
        || directive.starts_with("--find-links")
        || directive.starts_with("-f ")
    {
        return Some(Severity::Block);
    }
    if directive.starts_with("--index-url") || directive.starts_with("-i ") {
        return Some(if plain {
            Severity::Block
        } else {
            Severity::Warn
        });
    }
    // `name @ https://…` or a bare URL requirement.
    (directive.contains(" @ ") || directive.starts_with("http") || directive.starts_with("git+"))
        .then_some(Severity::Block)
}

/// Where a `pyproject.toml` line makes Poetry, uv or pip fetch from: a dependency
/// from a git URL or archive on an unknown host (`pkg = { git = "…" }`, `"pkg @ git+…"`)
/// blocks; a package index on one (`url = "…"` of a source table) warns, as a private
/// index often is legitimate. Project links (`homepage`, `repository`) are no finding.
fn pyproject_source(line: &str) -> Option<Severity> {
    let url_at = line.find("://")?;
    if is_known_source(url_host(&line[url_at + 3..])) {
        return None;
    }
    let t = line.trim_start();
    let inline_source = t.contains('{')
        && ["git =", "git=", "url =", "url=", "path ="]
            .iter()
            .any(|k| t.contains(k));
    if inline_source || t.contains(" @ ") {
        return Some(Severity::Block);
    }
    t.starts_with("url").then_some(Severity::Warn)
}

/// The distributions a `pyproject.toml` depends on, with their lines (lowercase, `-`
/// for `_`): the quoted requirements of any `…dependencies = [...]` or `requires = [...]`
/// array and of the `[project.optional-dependencies]` / `[dependency-groups]` tables,
/// and the keys of Poetry's dependency tables.
fn pyproject_requirements(text: &str) -> Vec<(usize, String)> {
    fn requirement_name(spec: &str) -> Option<String> {
        let spec = spec.trim();
        let end = spec
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.')))
            .unwrap_or(spec.len());
        (end > 0).then(|| spec[..end].to_ascii_lowercase().replace('_', "-"))
    }
    let mut out = Vec::new();
    let (mut array_table, mut poetry_table, mut in_array) = (false, false, false);
    for (i, raw) in text.lines().enumerate().take(20_000) {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.starts_with('[') && !in_array {
            let table = line.trim_matches(|c| c == '[' || c == ']').trim();
            array_table = matches!(table, "project.optional-dependencies" | "dependency-groups");
            poetry_table = table.starts_with("tool.poetry") && table.ends_with("dependencies");
            continue;
        }
        let mut rest = line;
        if !in_array && let Some((key, value)) = line.split_once('=') {
            let key = key.trim().trim_matches('"');
            let value = value.trim();
            if poetry_table && key != "python" {
                out.extend(requirement_name(key).map(|n| (i, n)));
                continue;
            }
            let listed = array_table || key.ends_with("dependencies") || key == "requires";
            if !(listed && value.starts_with('[')) {
                continue;
            }
            in_array = true;
            rest = &value[1..];
        }
        if !in_array {
            continue;
        }
        let (items, closed) = match rest.find(']') {
            Some(end) => (&rest[..end], true),
            None => (rest, false),
        };
        for (k, part) in items.split(['"', '\'']).enumerate() {
            if k % 2 == 1 {
                out.extend(requirement_name(part).map(|n| (i, n)));
            }
        }
        in_array = !closed;
    }
    out
}

/// A JSON map from popular package names to look-alikes (`"cross-env": "crossenv"`,
/// `"lodash": "lodahs"`): a "replacements" or "forks" table whose only use is to swap
/// each real package for its imitation.
fn replacement_map(input: &TextInput, sink: &mut Sink) {
    for (i, raw) in input.text.lines().enumerate().take(20_000) {
        let line = raw.to_ascii_lowercase();
        let mut parts = line.split('"').skip(1);
        let (Some(key), Some(sep), Some(value)) = (parts.next(), parts.next(), parts.next()) else {
            continue;
        };
        if sep.trim() != ":" || key == value {
            continue;
        }
        let (key, value) = (key.replace('_', "-"), value.replace('_', "-"));
        let popular = |n: &str| NPM.contains(&n) || PYPI.contains(&n);
        let imitation = imitated(&value, NPM, PYPI).or_else(|| imitated(&value, PYPI, NPM));
        if popular(&key) && imitation.is_some() {
            push_typosquat(input, i, raw, sink);
        }
    }
}

/// Scoped npm names (`"@scope/name"`) written in any JSON file (an MCP server list,
/// an agent's settings): one that imitates a popular package is a typosquat there too.
fn scoped_names(input: &TextInput, sink: &mut Sink) {
    if !input.text.contains("\"@") {
        return;
    }
    for (i, raw) in input.text.lines().enumerate().take(20_000) {
        let line = raw.to_ascii_lowercase();
        for (k, part) in line.split('"').enumerate() {
            if k % 2 == 1 && part.starts_with('@') && part.contains('/') && part.len() <= 214 {
                // `@scope/name@1.2.3`: the version after the second `@` is not the name.
                let name = part[1..].find('@').map_or(part, |v| &part[..v + 1]);
                if imitated(name, NPM, PYPI).is_some() {
                    push_typosquat(input, i, raw, sink);
                }
            }
        }
    }
}

/// The longest lockfile entry read around its `"resolved"` line, in lines.
const LOCK_ENTRY_LINES: usize = 12;

/// A lockfile entry (`package-lock.json`, `npm-shrinkwrap.json`) whose tarball comes
/// from a host that is no registry: without an `"integrity"` hash the next install
/// takes whatever that host serves (it blocks); with one it is a private mirror, which
/// warns.
pub(super) fn lockfile_foreign_tarballs(p: &Prepared, primary: bool) -> Vec<Hit> {
    if !p.lower.contains("\"resolved\"") {
        return Vec::new();
    }
    let mut hits = Vec::new();
    for i in 0..p.lines.len() {
        let line = line_lower(p, i);
        let Some(at) = line.find("\"resolved\"") else {
            continue;
        };
        let value = line[at + 10..].trim_start_matches([' ', ':', '"']);
        let Some(rest) = value
            .strip_prefix("https://")
            .or_else(|| value.strip_prefix("http://"))
        else {
            continue;
        };
        let host = url_host(rest);
        if host.is_empty() || is_registry_host(host) || is_local_host(host) {
            continue;
        }
        // The entry's lines: back to its `{`, on to its `}`.
        let start = (i.saturating_sub(LOCK_ENTRY_LINES)..i)
            .rev()
            .find(|&j| line_lower(p, j).trim_end().ends_with('{'))
            .unwrap_or(i);
        let end = (i..(i + LOCK_ENTRY_LINES).min(p.lines.len()))
            .find(|&j| line_lower(p, j).trim_start().starts_with('}'))
            .unwrap_or(i);
        let checked = (start..=end).any(|j| line_lower(p, j).contains("\"integrity\""));
        let table = if checked {
            [W, W, I, I, I]
        } else {
            [B, B, W, I, I]
        };
        if let Some(severity) = severity_at(p, i, primary, &table) {
            hits.push(Hit {
                rule: "supply_chain.lockfile_foreign_tarball",
                category: Category::SupplyChain,
                severity,
                line: i,
                start: p.starts[i] + at,
            });
        }
        if hits.len() >= 16 {
            break;
        }
    }
    hits
}

/// A workflow run for forks' pull requests with the repository's rights
/// (`pull_request_target`) that checks out the pull request's own code and then runs
/// it (an install, a build, a script) with secrets or a write token: whoever opens a
/// pull request runs code with those rights. (A checkout alone, read and labelled,
/// is `untrusted_pr_checkout`, a warning.)
pub(super) fn pull_request_code_run(p: &Prepared, primary: bool) -> Vec<Hit> {
    let lower = p.lower.as_str();
    if !lower.contains("pull_request_target") {
        return Vec::new();
    }
    let head = |l: &str| {
        l.contains("github.event.pull_request.head.sha")
            || l.contains("github.event.pull_request.head.ref")
            || l.contains("github.head_ref")
            || l.contains("refs/pull/")
    };
    let Some(checkout) = (0..p.lines.len()).find(|&i| head(line_lower(p, i))) else {
        return Vec::new();
    };
    let runs_code = (checkout..p.lines.len()).any(|i| {
        let l = line_lower(p, i).trim_start();
        let cmd = l.strip_prefix("- ").unwrap_or(l);
        let cmd = cmd.strip_prefix("run:").map_or(cmd, str::trim_start);
        [
            "npm ", "npx ", "yarn", "pnpm ", "make", "pip ", "pip3 ", "python", "node ", "bash ",
            "sh ", "./", "cargo ", "go ", "gradle", "mvn ", "bundle ", "rake", "tox", "pytest",
        ]
        .iter()
        .any(|w| cmd.starts_with(w))
    });
    let rights = lower.contains("${{ secrets.")
        || lower.contains("write-all")
        || lower.contains("contents: write")
        || lower.contains("id-token: write");
    if !(runs_code && rights) {
        return Vec::new();
    }
    severity_at(p, checkout, primary, &[B, B, W, I, I])
        .map(|severity| Hit {
            rule: "supply_chain.untrusted_pr_code_run",
            category: Category::SupplyChain,
            severity,
            line: checkout,
            start: p.starts[checkout],
        })
        .into_iter()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pyproject_requirements_are_read_from_every_dependency_form() {
        let text = "[project]\nname = \"x\"\ndependencies = [\n  \"numpy>=1.26\",\n  'Matplot_lb[all]>=3',\n]\n\
            [project.optional-dependencies]\ndev = [\"pytest\", \"ruff\"]\n\
            [build-system]\nrequires = [\"setuptools>=61\"]\n\
            [tool.poetry.dependencies]\npython = \"^3.10\"\nreqeusts = \"^2\"\n\
            [project.urls]\nhomepage = \"https://example.com\"\n";
        let names: Vec<String> = pyproject_requirements(text)
            .into_iter()
            .map(|(_, n)| n)
            .collect();
        assert_eq!(
            names,
            [
                "numpy",
                "matplot-lb",
                "pytest",
                "ruff",
                "setuptools",
                "reqeusts"
            ]
        );
    }

    #[test]
    fn one_edit_distance() {
        assert!(one_edit("reqeusts", "requests"));
        assert!(one_edit("requets", "requests"));
        assert!(one_edit("requestss", "requests"));
        assert!(one_edit("numpi", "numpy"));
        assert!(!one_edit("requests", "requests"));
        assert!(!one_edit("pandas", "numpy"));
    }

    #[test]
    fn pyproject_sources_by_host() {
        let b = Some(Severity::Block);
        let w = Some(Severity::Warn);
        for (line, want) in [
            (
                "ext = { git = \"https://git.tools.example/t/ext.git\", branch = \"main\" }",
                b,
            ),
            ("  \"ext @ git+https://git.tools.example/t/ext.git\",", b),
            (
                "ext = { url = \"https://files.tools.example/ext-1.0-py3-none-any.whl\" }",
                b,
            ),
            ("url = \"https://pypi.tools.example/simple/\"", w),
            (
                "ext = { git = \"https://github.com/owner/ext.git\", tag = \"v1\" }",
                None,
            ),
            ("url = \"https://download.pytorch.org/whl/cu121\"", None),
            ("homepage = \"https://tools.example/ext\"", None),
            ("repository = \"https://git.tools.example/t/ext\"", None),
        ] {
            assert_eq!(pyproject_source(line), want, "{line}");
        }
    }
}
