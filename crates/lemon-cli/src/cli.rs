//! The `lemon` command tree: every subcommand, flag and help text, declared with clap's
//! derive API. Parsing only; what each command does lives in `crate::skill`.
//!
//! Help texts are part of the interface: the short help (`-h`) is one line per item, the
//! long help (`--help`) adds worked examples through `after_long_help`.
// The doc comments below are clap's help text, printed as written: `<owner>` and
// `[@ref]` there are placeholders for a terminal, not HTML or intra-doc links.
#![allow(rustdoc::invalid_html_tags, rustdoc::broken_intra_doc_links)]

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};
use clap_complete::Shell;

/// Long help shown after `lemon --help`.
const ROOT_EXAMPLES: &str = "\
Examples:
  lemon skill list                      List every skill this directory sees
  lemon skill search \"deploy to k8s\"    Find the skills relevant to a request
  lemon skill read skill-creator        Print a skill the way an agent loads it
  lemon skill lint ./skills             Check skills before you publish them
  lemon --cwd ../other skill list       Act as if launched from another directory
  lemon mcp add git --stdio uvx -- mcp-server-git   Configure an MCP server
  lemon mcp list --all                  Every MCP server here, imports from other tools included

Environment:
  LEMON_AGENT_DIR           Global state directory (default: ~/.lemon/agent)
  LEMON_HARNESS_SKILLS_DIR  Replaces ~/.agents/skills as a global root
  LEMON_OMP_SKILLS_DIR      Replaces ~/.omp/agent/skills
  LEMON_CLAUDE_SKILLS_DIR   Replaces ~/.claude/skills
  LEMON_CODEX_SKILLS_DIR    Replaces ~/.codex/skills
  NO_COLOR                  Disable colours (see also --color)

Exit status: 0 success, 1 the operation failed (not found, lint errors, ...),
2 invalid arguments.

See docs/cli.md for every command and the shape of each --json output.";

const SKILL_EXAMPLES: &str = "\
Skills are directories holding a SKILL.md (YAML or TOML frontmatter, then markdown).
They are found in the project (.lemon/skill, and .agents/.claude/.codex/.omp/.github
skills directories from here up to the repository root), in the global roots
(~/.lemon/agent/skill, ~/.agents/skills, ...) and among the built-ins compiled into
lemon. On a key collision project beats global beats built-in.

Examples:
  lemon skill list --all                Also show shadowed, invalid and skipped skills
  lemon skill inspect skill-creator     Manifest, path, scope, status and provenance
  lemon skill read skill-creator        The skill as an agent loads it
  lemon skill search \"write a skill\"    Ranked by relevance, best first
  lemon skill check                     Readiness of every skill (missing bins, env)
  lemon skill disable noisy-skill       Turn a skill off for this project
  lemon skill prompt --budget 2000      The listing an agent gets in its system prompt
  lemon skill install gh:acme/skills --skill pdf-forms
                                        Fetch, audit, approve and install a skill
  lemon skill update --all              Re-fetch skills whose upstream moved
  lemon skill remove pdf-forms          Remove an installed skill
  lemon skill manage --input -          Run the skill_manage tool (JSON in, JSON out)";

const LIST_EXAMPLES: &str = "\
STATUS is one of: active, not_ready (a required binary or variable is missing),
disabled (listed in skills.json), platform_incompatible (wrong OS), blocked (failed
its security audit). A trailing '(hidden)' marks skills hidden from the model by their
manifest (hide: true); they can still be read by key.

Examples:
  lemon skill list
  lemon skill list --all                Include shadowed, invalid and skipped skills
  lemon skill list --category devops
  lemon skill list --json | jq -r '.[] | select(.ready) | .key'";

const INSPECT_EXAMPLES: &str = "\
Examples:
  lemon skill inspect skill-creator
  lemon skill info my-skill --json | jq .status";

const READ_EXAMPLES: &str = "\
Views:
  full     (default) header, then the whole SKILL.md including its frontmatter
  summary  the header only: key, description, source, trust, path, activation
  section  one '##' section of the body, named with --section
  file     a file inside the skill directory, named with --file
A skill:// URI prints the file itself, byte for byte, as an agent's read tool gets it.

Examples:
  lemon skill read skill-creator
  lemon skill read skill-creator --view summary
  lemon skill read my-skill --view section --section Usage
  lemon skill read my-skill --view file --file references/guide.md
  lemon skill read skill://my-skill/references/guide.md";

const SEARCH_EXAMPLES: &str = "\
Disabled skills and skills hidden from the model never appear. On equal relevance a
project skill comes first. A request no skill really covers gives nothing.

Examples:
  lemon skill search \"rotate kubernetes deployment\"
  lemon skill search pdf --max 10 --json";

const CHECK_EXAMPLES: &str = "\
A skill that is not ready still exits 0: check reports, it does not fail. Installed
skills also show local drift (files changed since install) and whether upstream moved
(git ls-remote, no clone).

Examples:
  lemon skill check                     Every skill, one line each
  lemon skill check k8s-rollout         One skill in detail
  lemon skill check --json | jq '.[] | select(.ready | not) | .key'";

const ENABLE_EXAMPLES: &str = "\
The setting is written to .lemon/skills.json under the working directory, or to
skills.json in the agent directory with --global. A project file that has its own
\"disabled\" list replaces the global one for that project.

Examples:
  lemon skill disable noisy-skill
  lemon skill enable noisy-skill
  lemon skill disable noisy-skill --global";

const PROMPT_EXAMPLES: &str = "\
Prints the stable skills block of an agent's system prompt: one line per skill the
model may load (disabled, hidden, incompatible and blocked skills are left out).
With --budget the block is shortened deterministically to fit: descriptions first,
then names only, and a closing line says how many skills were shortened or omitted.

Examples:
  lemon skill prompt
  lemon skill prompt --budget 2000 | wc -c";

const LINT_EXAMPLES: &str = "\
Each PATH is a directory whose subdirectories are skills (like a skills root), or a
single skill directory (one that holds a SKILL.md). Without PATH the built-in skills
are linted. Errors make the exit status 1; with --strict warnings do too.

Examples:
  lemon skill lint ./skills
  lemon skill lint .lemon/skill --strict
  lemon skill lint ./skills --json | jq 'map(select(.level == \"error\"))'";

const HERMES_EXAMPLES: &str = "\
The catalog is read from a checkout of the Hermes agent's repository
(github.com/NousResearch/hermes-agent): --hermes DIR|URL, else $LEMON_HERMES_URL (the
variable `lemon skill install hermes:…` uses too), else the public repository, cloned
shallowly. A local checkout is read in place.
Each ID installs with `lemon skill install ID`, audited and approved like any source.

Examples:
  lemon skill hermes --hermes ~/src/hermes-agent
  lemon skill hermes paper --collection optional
  lemon skill hermes --category research --details
  lemon skill hermes --json | jq -r '.[].id'";

const MARKETPLACE_EXAMPLES: &str = "\
A marketplace is a repository with .claude-plugin/marketplace.json. Plugins whose
source is a path inside it have their skills listed; plugins in other repositories
are shown with where they live.

Examples:
  lemon skill marketplace ~/src/skills
  lemon skill marketplace ./.claude-plugin/marketplace.json --json";

const SERVE_EXAMPLES: &str = "\
Gives an agent the project's skills (read_skill, search_skills, skill_manage, the
listing in the server's instructions, skill:// resources, one prompt per skill) and the
tools of every MCP server `lemon mcp list` shows, under their model-facing names
(`lemon mcp tools`). Skills and server configs edited while it runs apply on the next
request.

Examples:
  claude mcp add lemon -- lemon serve          # register it with Claude Code
  lemon serve --print-config codex             # the snippet for another client
  lemon --cwd ~/src/app serve                  # the skills of another project
  lemon serve --http 127.0.0.1:8765            # Streamable HTTP at http://127.0.0.1:8765/mcp";

const DISCOVER_EXAMPLES: &str = "\
Reads the registry's index.json (LEMON_REGISTRY_URL, or --registry) and ranks its skills
with the same relevance ranker as `lemon skill search`: a request nothing fits gets no
result rather than a weak one. Each result's ref is what `lemon skill install` takes.

Examples:
  lemon skill discover \"fill in a PDF form\"
  lemon skill discover kubernetes --registry https://skills.example.com --json";

const BROWSE_EXAMPLES: &str = "\
Keys: ↑↓ move, tab or ←→ switch column, / filter, space select, a select all shown,
enter choose, q quit. Enter asks once for the whole selection, then installs each skill
through the audit (a warning asks again, a block is refused); --print prints the chosen
sources instead. Needs a terminal; scripts use `lemon skill hermes --json`.

Examples:
  lemon skill browse --hermes ~/src/hermes-agent
  lemon skill browse --marketplace ~/src/skills";

const USAGE_EXAMPLES: &str = "\
Usage is recorded when a skill is read (read_skill) or written by an agent
(skill_manage), in skills.usage.json (global: the agent directory; --local: .lemon/).
Set LEMON_SKILLS_USAGE=off to stop recording.

Examples:
  lemon skill usage
  lemon skill usage --local --stale-after-days 14
  lemon skill usage --json | jq 'map(select(.archive_candidate))'";

const CURATOR_EXAMPLES: &str = "\
The curator only touches skills an agent created, and never pinned ones: unused for
--stale-after-days (30) they are marked stale, for --archive-after-days (90) archived
and disabled in skills.json (never deleted); a stale skill used again is active again.
Each run writes logs/curator/<run>/run.json and REPORT.md.

Examples:
  lemon skill curator status
  lemon skill curator run --dry-run
  lemon skill curator run --prompt > review.md
  lemon skill curator pause";

const MANAGE_EXAMPLES: &str = "\
The skill_manage tool from a shell: INPUT is the tool's JSON input (or - to read it from
stdin, at most 8 MiB), the tool's JSON result is printed on stdout. Actions: create, edit,
patch, delete, write_file, remove_file, pin, unpin, archive, restore, report; scope
project (.lemon/skill, the default) or global (<agent dir>/skill). Every write is
audited first: a blocked write changes nothing and names the rules. With
[skills] write_approval = true in <agent dir>/config.toml or .lemon/config.toml every
change but report asks on the terminal (without one it is refused).
Exit status: 0 done, 1 refused (blocked, denied, not found, pinned, ...), 2 invalid input.

Examples:
  lemon skill manage --input '{\"action\": \"report\"}'
  lemon skill manage --input - < create.json
  lemon skill manage --input '{\"action\": \"pin\", \"name\": \"deploy-notes\"}'
  lemon skill manage --schema > skill_manage.schema.json";

const DRAFT_EXAMPLES: &str = "\
Drafts are skills not yet published: <agent dir>/skill-drafts/<key>/ (with --local,
.lemon/skill-drafts/ of the project), outside every skills root, so no agent sees them.
generate turns a transcript or notes file into a draft (deterministic, no model): key
synth-<title>, a frontmatter, and the sections When to use, Steps, Commands and Notes.
review lints and audits it; publish writes it into the skills root (global, or the
project's with --local) through skill_manage create: the same audit and write_approval
gate; the draft is deleted once published and kept when refused. delete asks first (on a
terminal; elsewhere pass --yes).

Examples:
  lemon skill draft generate --from session.md
  lemon skill draft list
  lemon skill draft review synth-rotate-staging-certs
  lemon skill draft publish synth-rotate-staging-certs
  lemon skill draft delete synth-rotate-staging-certs --yes";

const MCP_EXAMPLES: &str = "\
Commands edit .lemon/mcp.json in the project (the current directory, or --cwd PATH), or
the agent directory's mcp.json with --global (LEMON_AGENT_DIR, default ~/.lemon/agent).
Servers declared for other coding tools (omp, Claude Code, Codex, Gemini CLI, OpenCode,
Cursor, Windsurf, VS Code, mcp.json/.mcp.json, Copilot CLI, Antigravity) are imported and
shown by `lemon mcp list --all`; Lemon never edits their files.

Examples:
  lemon mcp add filesystem --stdio npx -- -y @modelcontextprotocol/server-filesystem .
  lemon mcp add git --stdio uvx --tool-approval git_status=never -- mcp-server-git
  lemon mcp add remote --http https://example.com/mcp --header 'Authorization=Bearer TOKEN' --global
  lemon mcp list --all
  lemon mcp disable github
  lemon mcp test filesystem
  lemon mcp tools
  lemon mcp call mcp_filesystem_read_file_0123456789abcdef --args '{\"path\": \"README.md\"}'
  lemon mcp remove filesystem

Environment:
  LEMON_MCP_SERVERS                   JSON array of entries (replaces the application list)
  LEMON_MCP_EXTERNAL_DISCOVERY=0      Import nothing from other tools
  LEMON_MCP_EXTERNAL_USER_DISCOVERY=1 Also read other tools' user-level files (omp's always)
  LEMON_MCP_DISCOVERY_HOME            Home directory those user-level files are read from
  LEMON_MCP_DISABLED=1                Turn MCP off: tools lists nothing, call refuses
  CLAUDE_CONFIG_DIR, CODEX_HOME       Where Claude Code's and Codex's user files live

Security: shell history can keep credentials typed as arguments (--env, --header). Avoid
literal secrets in shared terminals, and do not commit these configuration files.
Exit status: 0 success, 1 the operation failed, 2 invalid arguments.";

const MCP_ADD_EXAMPLES: &str = "\
Exactly one of --stdio, --http or --sse. Everything after -- is the server's argument
vector (never run through a shell). --env is for stdio only, --header for http and sse.
KEY=VALUE splits at the first '='; a repeated key keeps its last value. TOOL is the
exact MCP tool name, or resources/list, resources/read, prompts/list, prompts/get.
\"approval\": \"always\" is written unless --approval never. --replace keeps the env or
headers you do not pass again (same transport) and merges the ones you pass.

Security: shell history can keep credentials typed here. Avoid literal secrets in
shared terminals, and do not commit .lemon/mcp.json when it holds them.

Examples:
  lemon mcp add filesystem --stdio npx -- -y @modelcontextprotocol/server-filesystem .
  lemon mcp add local --stdio server --env API_KEY=value -- --server-option
  lemon mcp add remote --http https://example.com/mcp --header 'Authorization=Bearer TOKEN'
  lemon mcp add legacy --sse http://127.0.0.1:3001/sse
  lemon mcp add git --stdio uvx --replace -- mcp-server-git --repository .";

const MCP_LIST_EXAMPLES: &str = "\
Without --all: the entries of the selected file only (legacy unnamed ones included);
commands, arguments, URLs and credential values are never shown, env, headers and
tool approvals only as counts. With --all: the effective merged set (project, global,
LEMON_MCP_SERVERS, imports), each with its source (provider:scope) and enabled state,
then the shadowed and skipped entries.

Examples:
  lemon mcp list
  lemon mcp list --global --json
  lemon mcp list --all
  lemon mcp list --all --json | jq -r '.effective[] | select(.enabled) | .name'";

const MCP_TOGGLE_EXAMPLES: &str = "\
enable / disable maintain the enabled_servers and disabled_servers lists of the selected
Lemon file. Any discovered name works, imported ones included; the project file beats
the global one, and within a file disabled_servers wins. enable also overrides an
entry's own \"enabled\": false.

Examples:
  lemon mcp disable github
  lemon mcp enable github --global";

const MCP_TEST_EXAMPLES: &str = "\
Starts the configured program or contacts the endpoint, runs the MCP handshake and
tools/list, prints the number of tools and closes. It never calls a tool, but it does run
the server: test only servers you trust. Disabled entries can be tested.

Examples:
  lemon mcp test filesystem
  lemon mcp test remote --global --json";

const MCP_TOOLS_EXAMPLES: &str = "\
Starts every enabled server of the project's effective configuration (as `list --all`
shows it) at once, each bounded by its ready_timeout_ms, and lists the tools an agent
would see: mcp_<server>_<tool>_<16 hex>, plus the resources_list / resource_read /
prompts_list / prompt_get utilities of servers that offer resources or prompts. Servers
that cannot be reached are left out (`lemon mcp status` says why). LEMON_MCP_DISABLED=1
turns MCP off. It runs the configured programs: use it only with servers you trust.

Examples:
  lemon mcp tools
  lemon mcp tools --json --cwd ~/src/app";

const MCP_STATUS_EXAMPLES: &str = "\
Starts the project's servers like `lemon mcp tools`, then shows per server whether it
connected, how many tools (utilities included), resources and prompts it offers, what it
advertises, and a fixed, redacted error category when it failed.

Examples:
  lemon mcp status
  lemon mcp status --json";

const MCP_CALL_EXAMPLES: &str = "\
TOOL is a name printed by `lemon mcp tools`. When the server's `approval` (or a
`tool_approvals` entry for this tool) is `always`, the call is shown on the terminal
first (server, raw tool name, a SHA-256 of the arguments) and runs only when you agree;
without a terminal it is refused unless --yes is given. A call that times out is not
repeated: the tool may still have acted.

Examples:
  lemon mcp call mcp_git_git_status_6052e13dea6dc641 --args '{\"repo_path\": \".\"}'
  lemon mcp call mcp_every_echo_0123456789abcdef --args '{\"message\": \"hi\"}' --json --yes";

const INSTALL_EXAMPLES: &str = "\
SOURCE is a directory (/abs, ./rel, ../rel), a git URL (https://, http://, file://,
git@host:path, git+<url>), gh:<owner>/<repo>[/path][@ref], or a registry ref
<namespace>/<category>/<name> (looked up at LEMON_REGISTRY_URL, default
https://skills.lemon.agent, which names the repository), or a Hermes id
hermes:<bundled|optional>/<category...>/<skill>. Git sources are cloned
shallowly with the git program (LEMON_GIT_TIMEOUT_SECS, default 120, bounds each git
command; LEMON_GITHUB_URL replaces https://github.com for gh:). A repository holding
several skills (directories with a SKILL.md) installs the ones named with --skill, or
all with --all; without either its skills are listed and nothing is installed.

Every install is audited and approved before anything is written: on a terminal you
are asked (and asked again when the audit warns); without one, pass --approve (which
also accepts a warning). A blocked bundle is refused, --approve or not, unless
--override names its exact digest (printed with the refusal). Skills go to
<agent dir>/skill/<key> (global, the default) or .lemon/skill/<key> with --project;
provenance is recorded in that scope's skills.lock.json.

Examples:
  lemon skill install ./my-skill
  lemon skill install gh:acme/skills --skill pdf-forms --approve
  lemon skill install https://example.com/skills.git --path tools/k8s --ref v2
  lemon skill install gh:acme/skills --all --project";

const UPDATE_EXAMPLES: &str = "\
Re-resolves the recorded source (skills.lock.json), and when upstream moved fetches,
audits and asks for approval again. A skill edited since install is not overwritten
without --force; --force also reinstalls when upstream has not moved.

Examples:
  lemon skill update pdf-forms
  lemon skill update --all --approve --json";

const REMOVE_EXAMPLES: &str = "\
Removes a skill installed in <agent dir>/skill or .lemon/skill (the project's copy
first), its skills.lock.json record and its mentions in that scope's skills.json.
Skills of other agents' directories and built-ins are never removed.

Examples:
  lemon skill remove pdf-forms
  lemon skill uninstall pdf-forms --approve --json";

const AUDIT_EXAMPLES: &str = "\
Each PATH is one skill directory (it holds a SKILL.md). Every file of the skill is read
and judged (scripts, references, assets, text inside archives and binaries); nothing is
installed or run. The verdict is the worst finding: pass, warn (look before installing)
or block (not installable as it stands). Exit status 0 when no PATH is blocked, 1 when
one is blocked or cannot be read.

Examples:
  lemon skill audit ./my-skill
  lemon skill audit ~/.claude/skills/* --json | jq '.[] | select(.verdict == \"block\")'";

const COMPLETIONS_EXAMPLES: &str = "\
Examples:
  lemon completions bash > ~/.local/share/bash-completion/completions/lemon
  lemon completions zsh > ~/.zfunc/_lemon
  lemon completions fish > ~/.config/fish/completions/lemon.fish";

/// Skills registry and MCP hub for AI coding agents.
#[derive(Debug, Parser)]
#[command(
    name = "lemon",
    version,
    about = "Skills registry and MCP hub for AI coding agents",
    after_long_help = ROOT_EXAMPLES,
    propagate_version = true,
    max_term_width = 100
)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Flags accepted by every command.
#[derive(Debug, Args)]
pub struct GlobalArgs {
    /// Act as if lemon was started in PATH (project skills and .lemon/ are found from there)
    #[arg(long, global = true, value_name = "PATH")]
    pub cwd: Option<PathBuf>,

    /// When to use colours: auto (on a terminal, unless NO_COLOR is set), always, never
    #[arg(long, global = true, value_name = "WHEN", default_value = "auto")]
    pub color: ColorChoice,
}

/// `--color` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

/// Top-level areas: `lemon <area> <verb>`.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Manage Lemon skills: list, inspect, read, search, check, enable/disable, prompt, lint, install, update, remove, manage, draft, usage, curator
    #[command(after_long_help = SKILL_EXAMPLES)]
    Skill {
        #[command(subcommand)]
        command: Option<SkillCommand>,
    },
    /// Manage MCP servers: add, list, remove, enable, disable, test, tools, status, call
    #[command(after_long_help = MCP_EXAMPLES)]
    Mcp {
        #[command(subcommand)]
        command: Option<McpCommand>,
    },
    /// Serve the project's skills to any agent as one MCP server (stdio or HTTP)
    #[command(after_long_help = SERVE_EXAMPLES)]
    Serve(ServeArgs),
    /// Print a shell completion script to stdout
    #[command(after_long_help = COMPLETIONS_EXAMPLES)]
    Completions {
        /// The shell to generate for
        #[arg(value_enum)]
        shell: Shell,
    },
}

/// `lemon serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Serve on stdin/stdout (the default; how agents start local servers)
    #[arg(long, conflicts_with = "http")]
    pub stdio: bool,

    /// Serve Streamable HTTP on ADDR (e.g. 127.0.0.1:8765), endpoint /mcp; an address
    /// other than loopback requires a bearer token ($LEMON_SERVE_TOKEN, else one is
    /// generated and printed once)
    #[arg(long, value_name = "ADDR")]
    pub http: Option<std::net::SocketAddr>,

    /// Do not serve the skills
    #[arg(long)]
    pub no_skills: bool,

    /// Do not serve the configured MCP servers' tools
    #[arg(long)]
    pub no_mcp: bool,

    /// Print the configuration that registers `lemon serve` with CLIENT (to paste into
    /// the file named on stderr), and exit
    #[arg(long, value_enum, value_name = "CLIENT", conflicts_with_all = ["stdio", "http"])]
    pub print_config: Option<ServeClient>,

    /// With --print-config: print {"client","file","format","config"} instead
    #[arg(long, requires = "print_config")]
    pub json: bool,
}

/// The clients `lemon serve --print-config` knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ServeClient {
    /// Claude Code: `.mcp.json` in the project (or `claude mcp add`)
    Claude,
    /// Codex: `~/.codex/config.toml`
    Codex,
    /// Cursor: `.cursor/mcp.json`
    Cursor,
    /// Gemini CLI: `.gemini/settings.json`
    Gemini,
    /// VS Code: `.vscode/mcp.json`
    Vscode,
    /// OpenCode: `opencode.json`
    Opencode,
}

/// `lemon skill <verb>`.
#[derive(Debug, Subcommand)]
pub enum SkillCommand {
    /// List every skill the project sees
    #[command(after_long_help = LIST_EXAMPLES)]
    List(ListArgs),
    /// Show a skill's manifest, path, scope, status and provenance
    #[command(visible_alias = "info", after_long_help = INSPECT_EXAMPLES)]
    Inspect(InspectArgs),
    /// Print a skill the way an agent loads it (read_skill)
    #[command(after_long_help = READ_EXAMPLES)]
    Read(ReadArgs),
    /// Find the skills most relevant to a request
    #[command(after_long_help = SEARCH_EXAMPLES)]
    Search(SearchArgs),
    /// Check readiness: missing binaries, environment variables, platform
    #[command(after_long_help = CHECK_EXAMPLES)]
    Check(CheckArgs),
    /// Enable a skill (remove it from the disabled list in skills.json)
    #[command(after_long_help = ENABLE_EXAMPLES)]
    Enable(ToggleArgs),
    /// Disable a skill (add it to the disabled list in skills.json)
    #[command(after_long_help = ENABLE_EXAMPLES)]
    Disable(ToggleArgs),
    /// Print the skills listing of an agent's system prompt
    #[command(after_long_help = PROMPT_EXAMPLES)]
    Prompt(PromptArgs),
    /// Check SKILL.md files strictly (the contract for publishing a skill)
    #[command(after_long_help = LINT_EXAMPLES)]
    Lint(LintArgs),
    /// List the Hermes agent's bundled and optional skills, by category
    #[command(after_long_help = HERMES_EXAMPLES)]
    Hermes(HermesArgs),
    /// List the plugins of a Claude Code plugin marketplace and the skills they carry
    #[command(after_long_help = MARKETPLACE_EXAMPLES)]
    Marketplace(MarketplaceArgs),
    /// Search the configured skill registry for skills that fit a request
    #[command(after_long_help = DISCOVER_EXAMPLES)]
    Discover(DiscoverArgs),
    /// Browse the catalogs in the terminal, select skills, install them
    #[command(after_long_help = BROWSE_EXAMPLES)]
    Browse(BrowseArgs),
    /// Report how skills are used: loads, writes, idle days, curator candidates
    #[command(after_long_help = USAGE_EXAMPLES)]
    Usage(UsageArgs),
    /// Curate agent-written skills: mark stale, archive (never delete), reactivate
    #[command(after_long_help = CURATOR_EXAMPLES)]
    Curator(CuratorArgs),
    /// Install skills from a directory or a git repository (audited and approved)
    #[command(after_long_help = INSTALL_EXAMPLES)]
    Install(InstallArgs),
    /// Update installed skills from their recorded source
    #[command(after_long_help = UPDATE_EXAMPLES)]
    Update(UpdateArgs),
    /// Remove an installed skill
    #[command(visible_alias = "uninstall", after_long_help = REMOVE_EXAMPLES)]
    Remove(RemoveArgs),
    /// Audit skill directories for hostile content (installs nothing)
    #[command(after_long_help = AUDIT_EXAMPLES)]
    Audit(AuditArgs),
    /// Run the skill_manage tool: its JSON input in, its JSON result out
    #[command(after_long_help = MANAGE_EXAMPLES)]
    Manage(ManageArgs),
    /// Draft skills from transcripts or notes: list, generate, review, publish, delete
    #[command(after_long_help = DRAFT_EXAMPLES)]
    Draft(DraftArgs),
}

/// `lemon skill draft`.
#[derive(Debug, Args)]
pub struct DraftArgs {
    #[command(subcommand)]
    pub action: DraftAction,

    /// The project's drafts (.lemon/skill-drafts), published to .lemon/skill
    #[arg(long, global = true)]
    pub local: bool,

    /// Print JSON instead of text (shapes: docs/cli.md)
    #[arg(long, global = true)]
    pub json: bool,
}

/// `lemon skill draft <action>`.
#[derive(Debug, Subcommand)]
pub enum DraftAction {
    /// List the drafts, oldest first
    List,
    /// Turn a transcript or notes file into a draft skill
    Generate {
        /// The transcript or notes (text, at most 1 MiB)
        #[arg(long, value_name = "FILE")]
        from: PathBuf,
        /// Replace a draft of the same key
        #[arg(long)]
        force: bool,
    },
    /// Lint and audit a draft, and print it
    Review {
        /// The draft's key
        key: String,
    },
    /// Publish a draft into the skills root (audited, approved like skill_manage create)
    Publish {
        /// The draft's key
        key: String,
    },
    /// Delete a draft (asks first)
    Delete {
        /// The draft's key
        key: String,
        /// Delete without asking
        #[arg(long)]
        yes: bool,
    },
}

/// `lemon skill manage`.
#[derive(Debug, Args)]
pub struct ManageArgs {
    /// The tool's JSON input, or - to read it from stdin
    #[arg(long, value_name = "JSON|-", required_unless_present = "schema")]
    pub input: Option<String>,

    /// Print the input's JSON Schema instead
    #[arg(long, conflicts_with = "input")]
    pub schema: bool,

    /// The agent the write is recorded for (default: $LEMON_AGENT_ID)
    #[arg(long, value_name = "ID")]
    pub agent_id: Option<String>,

    /// The tool call id recorded with the write and in the skill_write log event
    #[arg(long, value_name = "ID")]
    pub tool_call_id: Option<String>,
}

/// `lemon skill usage`.
#[derive(Debug, Args)]
pub struct UsageArgs {
    /// The project's skills (.lemon/skills.usage.json) instead of the global ones
    #[arg(long)]
    pub local: bool,

    /// Days without activity before an agent-written skill is a stale candidate (30)
    #[arg(long, value_name = "N")]
    pub stale_after_days: Option<u64>,

    /// Days without activity before it is an archive candidate (90)
    #[arg(long, value_name = "N")]
    pub archive_after_days: Option<u64>,

    /// Print a JSON array instead of a table (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill curator`.
#[derive(Debug, Args)]
pub struct CuratorArgs {
    #[command(subcommand)]
    pub action: CuratorAction,

    /// The project's skills instead of the global ones
    #[arg(long, global = true)]
    pub local: bool,

    /// Print JSON instead of text (shapes: docs/cli.md)
    #[arg(long, global = true)]
    pub json: bool,
}

/// `lemon skill curator <action>`.
#[derive(Debug, Subcommand)]
pub enum CuratorAction {
    /// Show the last run, its summary and report, and whether the curator is paused
    Status,
    /// Run one pass now
    Run {
        /// Print the review prompt for an agent instead of the summary
        #[arg(long)]
        prompt: bool,
        /// Say what would change; change nothing, write no report
        #[arg(long)]
        dry_run: bool,
        /// Days without activity before a skill is marked stale (30)
        #[arg(long, value_name = "N")]
        stale_after_days: Option<u64>,
        /// Days without activity before a skill is archived (90)
        #[arg(long, value_name = "N")]
        archive_after_days: Option<u64>,
    },
    /// Stop background runs until resumed
    Pause,
    /// Let background runs happen again
    Resume,
}

/// `lemon skill discover`.
#[derive(Debug, Args)]
pub struct DiscoverArgs {
    /// What the skill should do, in your words
    pub query: String,

    /// The registry to search (default: $LEMON_REGISTRY_URL, else the public registry)
    #[arg(long, value_name = "URL")]
    pub registry: Option<String>,

    /// At most this many results
    #[arg(long, default_value_t = 10, value_name = "N")]
    pub max: usize,

    /// Print a JSON object instead of text (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill hermes`.
#[derive(Debug, Args)]
pub struct HermesArgs {
    /// Only skills whose name, key, category or description contains QUERY (any case)
    pub query: Option<String>,

    /// Only this category, exactly (e.g. research, mlops/training)
    #[arg(long, value_name = "C")]
    pub category: Option<String>,

    /// bundled (skills/), optional (optional-skills/) or all
    #[arg(long, value_name = "C")]
    pub collection: Option<String>,

    /// Show each skill's name, description and path instead of a table
    #[arg(long)]
    pub details: bool,

    /// The Hermes repository: a local checkout or a git URL (default: $LEMON_HERMES_URL,
    /// else github.com/NousResearch/hermes-agent)
    #[arg(long, value_name = "DIR|URL")]
    pub hermes: Option<String>,

    /// Print a JSON array instead of a table (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill marketplace`.
#[derive(Debug, Args)]
pub struct MarketplaceArgs {
    /// A repository directory holding .claude-plugin/marketplace.json, or that file
    pub source: String,

    /// Print a JSON object instead of text (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill install`.
#[derive(Debug, Args)]
pub struct InstallArgs {
    /// A directory, a git URL, gh:<owner>/<repo>[/path][@ref] or <namespace>/<category>/<name>
    pub source: String,

    /// The subdirectory of the source holding the skill (or the skills)
    #[arg(long, value_name = "SUBDIR")]
    pub path: Option<String>,

    /// The branch, tag or commit to install (git sources; default: the default branch)
    #[arg(long = "ref", value_name = "REF")]
    pub reference: Option<String>,

    /// Install this skill of a repository holding several (repeatable)
    #[arg(long = "skill", value_name = "NAME", conflicts_with = "all")]
    pub skills: Vec<String>,

    /// Install every skill the source holds
    #[arg(long)]
    pub all: bool,

    /// SOURCE is a Claude Code plugin marketplace: install this plugin's skills (all of
    /// them, or those --skill names), wherever the plugin's source points
    #[arg(long, value_name = "PLUGIN")]
    pub plugin: Option<String>,

    /// Install into <agent dir>/skill (the default)
    #[arg(long, conflicts_with = "project")]
    pub global: bool,

    /// Install into .lemon/skill of the working directory
    #[arg(long)]
    pub project: bool,

    /// Approve without asking (also accepts audit warnings; never a block)
    #[arg(long)]
    pub approve: bool,

    /// Replace an existing installation
    #[arg(long)]
    pub force: bool,

    /// Install a bundle the audit blocked: DIGEST must be its exact bundle digest
    #[arg(long = "override", value_name = "DIGEST")]
    pub override_digest: Option<String>,

    /// Print a JSON object instead of text (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill browse`.
#[derive(Debug, Args)]
pub struct BrowseArgs {
    /// The Hermes repository to browse: a local checkout or a git URL (default:
    /// $LEMON_HERMES_URL)
    #[arg(long, value_name = "DIR|URL")]
    pub hermes: Option<String>,

    /// Also browse this marketplace (repeatable; see `lemon skill marketplace`)
    #[arg(long, value_name = "SOURCE")]
    pub marketplace: Vec<String>,

    /// Print the chosen skills' install sources (one per line) instead of installing
    #[arg(long)]
    pub print: bool,

    /// Install into .lemon/skill of the working directory (default: the global root)
    #[arg(long)]
    pub project: bool,
}

/// `lemon skill update`.
#[derive(Debug, Args)]
pub struct UpdateArgs {
    /// The skill to update
    #[arg(required_unless_present = "all", conflicts_with = "all")]
    pub key: Option<String>,

    /// Update every skill with a lockfile record (project and global)
    #[arg(long)]
    pub all: bool,

    /// Approve without asking (also accepts audit warnings; never a block)
    #[arg(long)]
    pub approve: bool,

    /// Overwrite local edits, and reinstall even when upstream has not moved
    #[arg(long)]
    pub force: bool,

    /// Print a JSON object instead of text (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill remove`.
#[derive(Debug, Args)]
pub struct RemoveArgs {
    /// The skill to remove
    pub key: String,

    /// Remove without asking
    #[arg(long)]
    pub approve: bool,

    /// Print a JSON object instead of text (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill list`.
#[derive(Debug, Args)]
pub struct ListArgs {
    /// Also show skills that were shadowed, invalid or skipped, with the reason
    #[arg(long)]
    pub all: bool,

    /// Only skills whose metadata.lemon.category is C ("uncategorized" for none)
    #[arg(long, value_name = "C")]
    pub category: Option<String>,

    /// Print a JSON array instead of a table (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill inspect`.
#[derive(Debug, Args)]
pub struct InspectArgs {
    /// The skill key (its directory name)
    pub key: String,

    /// Print a JSON object instead of text (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `--view` values of `lemon skill read`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum View {
    Full,
    Summary,
    Section,
    File,
}

/// `lemon skill read`.
#[derive(Debug, Args)]
pub struct ReadArgs {
    /// The skill key, or a skill:// URI (skill://KEY or skill://KEY/RELATIVE/PATH)
    pub key: String,

    /// What to print
    #[arg(long, value_enum, default_value = "full")]
    pub view: View,

    /// The heading to print with --view section (case-insensitive, without the ##)
    #[arg(long, value_name = "S")]
    pub section: Option<String>,

    /// The file to print with --view file, relative to the skill directory
    #[arg(long, value_name = "PATH")]
    pub file: Option<String>,

    /// Cut the content part after N characters
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_chars: Option<u64>,

    /// Print a JSON object instead of text (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill search`.
#[derive(Debug, Args)]
pub struct SearchArgs {
    /// What the skill should help with, in plain words
    pub query: String,

    /// Return at most N skills
    #[arg(long, value_name = "N", default_value_t = 3,
          value_parser = clap::value_parser!(u64).range(1..=1000))]
    pub max: u64,

    /// Print a JSON object (results, cut, withheld) instead of a table (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The skill to check; every skill when omitted
    pub key: Option<String>,

    /// Print JSON instead of text (an object for KEY, else an array; docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill enable` / `lemon skill disable`.
#[derive(Debug, Args)]
pub struct ToggleArgs {
    /// The skill key
    pub key: String,

    /// Write the global skills.json (agent directory) instead of the project's
    #[arg(long)]
    pub global: bool,

    /// Print a JSON object describing the change (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill prompt`.
#[derive(Debug, Args)]
pub struct PromptArgs {
    /// Keep the listing within CHARS characters (shortens, then omits, deterministically)
    #[arg(long, value_name = "CHARS", value_parser = clap::value_parser!(u64).range(1..))]
    pub budget: Option<u64>,

    /// Print a JSON object with the text and its counts (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill audit`.
#[derive(Debug, Args)]
pub struct AuditArgs {
    /// Skill directories to audit (each holds a SKILL.md)
    #[arg(value_name = "PATH", required = true)]
    pub paths: Vec<PathBuf>,

    /// Print the audit report as JSON: one object for one PATH, an array for several
    /// (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

/// `lemon skill lint`.
#[derive(Debug, Args)]
pub struct LintArgs {
    /// Skills roots or skill directories to lint (default: the built-in skills)
    #[arg(value_name = "PATH")]
    pub paths: Vec<PathBuf>,

    /// Treat warnings as failures
    #[arg(long)]
    pub strict: bool,

    /// Print a JSON array of findings instead of text (shape: docs/cli.md)
    #[arg(long)]
    pub json: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn command_tree_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn info_is_an_alias_of_inspect() {
        let cli = Cli::try_parse_from(["lemon", "skill", "info", "k"]).expect("parses");
        assert!(matches!(
            cli.command,
            Some(Command::Skill {
                command: Some(SkillCommand::Inspect(InspectArgs { ref key, .. }))
            }) if key == "k"
        ));
    }

    #[test]
    fn cwd_is_accepted_after_the_subcommand() {
        let cli = Cli::try_parse_from(["lemon", "skill", "list", "--cwd", "/tmp"]).expect("parses");
        assert_eq!(
            cli.global.cwd.as_deref(),
            Some(std::path::Path::new("/tmp"))
        );
    }

    #[test]
    fn zero_is_not_a_valid_max() {
        assert!(Cli::try_parse_from(["lemon", "skill", "search", "q", "--max", "0"]).is_err());
        assert!(Cli::try_parse_from(["lemon", "skill", "read", "k", "--max-chars", "0"]).is_err());
        assert!(Cli::try_parse_from(["lemon", "skill", "prompt", "--budget", "x"]).is_err());
    }
}

#[derive(Debug, Subcommand)]
pub enum McpCommand {
    /// Add (or --replace) a server in the project or global file
    #[command(after_long_help = MCP_ADD_EXAMPLES)]
    Add(McpAddArgs),
    /// List the selected file's servers, or with --all every effective one
    #[command(after_long_help = MCP_LIST_EXAMPLES)]
    List(McpListArgs),
    /// Remove a server from the selected file
    Remove(McpNameArgs),
    /// Enable a server by name (any discovered name)
    #[command(after_long_help = MCP_TOGGLE_EXAMPLES)]
    Enable(McpNameArgs),
    /// Disable a server by name (any discovered name)
    #[command(after_long_help = MCP_TOGGLE_EXAMPLES)]
    Disable(McpNameArgs),
    /// Connect to a server of the selected file and count its tools
    #[command(after_long_help = MCP_TEST_EXAMPLES)]
    Test(McpNameArgs),
    /// Start the project's servers and list the model-facing tools they offer
    #[command(after_long_help = MCP_TOOLS_EXAMPLES)]
    Tools(McpJsonArgs),
    /// Start the project's servers and show each one's state
    #[command(after_long_help = MCP_STATUS_EXAMPLES)]
    Status(McpJsonArgs),
    /// Call one model-facing tool (a name from `lemon mcp tools`), through approvals
    #[command(after_long_help = MCP_CALL_EXAMPLES)]
    Call(McpCallArgs),
}

#[derive(Debug, Args)]
pub struct McpJsonArgs {
    /// Print the result as JSON
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct McpCallArgs {
    /// The model-facing tool name (mcp_<server>_<tool>_<16 hex>)
    pub tool: String,

    /// The arguments, a JSON object
    #[arg(long, value_name = "JSON", default_value = "{}")]
    pub args: String,

    /// Approve the call without asking, when the server's policy requires approval
    #[arg(long)]
    pub yes: bool,

    /// Wait at most this long for the answer (default: the server's timeout_ms; at most 300000)
    #[arg(long, value_name = "MS")]
    pub timeout_ms: Option<u64>,

    /// Print the result as JSON
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ApprovalArg {
    Always,
    Never,
}

#[derive(Debug, Args)]
pub struct McpAddArgs {
    /// Server name: 1-64 of A-Z a-z 0-9 _ . - starting with a letter or digit
    pub name: String,

    /// Run this program (stdio transport); its arguments go after --
    #[arg(long, value_name = "COMMAND")]
    pub stdio: Option<String>,

    /// Streamable HTTP endpoint
    #[arg(long, value_name = "URL")]
    pub http: Option<String>,

    /// Legacy HTTP+SSE endpoint
    #[arg(long, value_name = "URL")]
    pub sse: Option<String>,

    /// Environment variable for the server process (stdio; repeatable)
    #[arg(long = "env", value_name = "KEY=VALUE")]
    pub env: Vec<String>,

    /// HTTP header (http, sse; repeatable)
    #[arg(long = "header", value_name = "KEY=VALUE")]
    pub header: Vec<String>,

    /// Ask before every call (always, the default) or not (never)
    #[arg(long, value_enum, value_name = "WHEN")]
    pub approval: Option<ApprovalArg>,

    /// Per-tool override, TOOL=always|never (repeatable)
    #[arg(long = "tool-approval", value_name = "TOOL=WHEN")]
    pub tool_approval: Vec<String>,

    /// Replace an existing server of that name
    #[arg(long)]
    pub replace: bool,

    /// Edit the agent directory's mcp.json instead of the project's
    #[arg(long)]
    pub global: bool,

    /// Print the result as JSON
    #[arg(long)]
    pub json: bool,

    /// The stdio server's arguments (after --)
    #[arg(last = true, value_name = "ARG")]
    pub args: Vec<String>,
}

#[derive(Debug, Args)]
pub struct McpListArgs {
    /// Show the effective merged set, imports included
    #[arg(long)]
    pub all: bool,

    /// The agent directory's file (or, with --all, the global scope)
    #[arg(long)]
    pub global: bool,

    /// Print the result as JSON
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct McpNameArgs {
    /// The server name
    pub name: String,

    /// Use the agent directory's mcp.json instead of the project's
    #[arg(long)]
    pub global: bool,

    /// Print the result as JSON
    #[arg(long)]
    pub json: bool,
}
