//! The `lemon` command tree: every subcommand, flag and help text, declared with clap's
//! derive API. Parsing only; what each command does lives in `crate::skill`.
//!
//! Help texts are part of the interface: the short help (`-h`) is one line per item, the
//! long help (`--help`) adds worked examples through `after_long_help`.

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
  lemon skill prompt --budget 2000      The listing an agent gets in its system prompt";

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
A skill that is not ready still exits 0: check reports, it does not fail.

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
    /// Manage Lemon skills: list, inspect, read, search, check, enable/disable, prompt, lint
    #[command(after_long_help = SKILL_EXAMPLES)]
    Skill {
        #[command(subcommand)]
        command: Option<SkillCommand>,
    },
    /// Print a shell completion script to stdout
    #[command(after_long_help = COMPLETIONS_EXAMPLES)]
    Completions {
        /// The shell to generate for
        #[arg(value_enum)]
        shell: Shell,
    },
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
    /// Audit skill directories for hostile content (installs nothing)
    #[command(after_long_help = AUDIT_EXAMPLES)]
    Audit(AuditArgs),
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
