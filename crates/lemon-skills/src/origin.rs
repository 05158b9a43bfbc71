//! Where a skill root comes from. Discovery, precedence and diagnostics match on
//! [`RootOrigin`]; the scope and the label users see (`~/.claude/skills`,
//! `LEMON_CLAUDE_SKILLS_DIR`, `.agents/skills`, …) are derived from it.
//!
//! ```
//! use lemon_skills::origin::{Agent, RootOrigin};
//! use lemon_skills::Scope;
//! let o = RootOrigin::UserDefault(Agent::Claude);
//! assert_eq!((o.scope(), o.label()), (Scope::Global, "~/.claude/skills"));
//! assert_eq!(RootOrigin::EnvOverride(Agent::Claude).label(), "LEMON_CLAUDE_SKILLS_DIR");
//! assert_eq!(RootOrigin::ProjectCompat(Agent::Github).label(), ".github/skills");
//! ```

use crate::entry::Scope;

/// `LEMON_HARNESS_SKILLS_DIR`: overrides `~/.agents/skills`.
pub const HARNESS_SKILLS_VAR: &str = "LEMON_HARNESS_SKILLS_DIR";
/// `LEMON_OMP_SKILLS_DIR`: overrides `~/.omp/agent/skills`.
pub const OMP_SKILLS_VAR: &str = "LEMON_OMP_SKILLS_DIR";
/// `LEMON_CLAUDE_SKILLS_DIR`: overrides `~/.claude/skills`.
pub const CLAUDE_SKILLS_VAR: &str = "LEMON_CLAUDE_SKILLS_DIR";
/// `LEMON_CODEX_SKILLS_DIR`: overrides `~/.codex/skills`.
pub const CODEX_SKILLS_VAR: &str = "LEMON_CODEX_SKILLS_DIR";

/// The other agents whose skill directories Lemon reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Agent {
    /// The cross-agent `.agents/skills` convention (Lemon's harness).
    Agents,
    /// oh-my-pi.
    Omp,
    /// Claude Code.
    Claude,
    /// Codex.
    Codex,
    /// GitHub Copilot (project roots only).
    Github,
}

impl Agent {
    /// The agents with a user-level root, in precedence order.
    pub const USER: [Agent; 4] = [Agent::Agents, Agent::Omp, Agent::Claude, Agent::Codex];
    /// The agents with a project root, in precedence order.
    pub const PROJECT: [Agent; 5] = [
        Agent::Agents,
        Agent::Omp,
        Agent::Claude,
        Agent::Codex,
        Agent::Github,
    ];

    /// The variable that replaces this agent's user-level root (`None`: it has none).
    pub const fn override_var(self) -> Option<&'static str> {
        match self {
            Agent::Agents => Some(HARNESS_SKILLS_VAR),
            Agent::Omp => Some(OMP_SKILLS_VAR),
            Agent::Claude => Some(CLAUDE_SKILLS_VAR),
            Agent::Codex => Some(CODEX_SKILLS_VAR),
            Agent::Github => None,
        }
    }

    /// The user-level root relative to `HOME` (`None`: it has none).
    pub const fn home_dir(self) -> Option<&'static str> {
        match self {
            Agent::Agents => Some(".agents/skills"),
            Agent::Omp => Some(".omp/agent/skills"),
            Agent::Claude => Some(".claude/skills"),
            Agent::Codex => Some(".codex/skills"),
            Agent::Github => None,
        }
    }

    /// The project root relative to each directory of the project walk.
    pub const fn project_dir(self) -> &'static str {
        match self {
            Agent::Agents => ".agents/skills",
            Agent::Omp => ".omp/skills",
            Agent::Claude => ".claude/skills",
            Agent::Codex => ".codex/skills",
            Agent::Github => ".github/skills",
        }
    }

    const fn home_label(self) -> &'static str {
        match self {
            Agent::Agents => "~/.agents/skills",
            Agent::Omp => "~/.omp/agent/skills",
            Agent::Claude => "~/.claude/skills",
            Agent::Codex => "~/.codex/skills",
            Agent::Github => "~/.github/skills",
        }
    }
}

/// Where a skill root comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RootOrigin {
    /// `<agent dir>/skill`, Lemon's own global root; `from_env` when `LEMON_AGENT_DIR`
    /// chose the agent directory.
    AgentDir {
        /// `LEMON_AGENT_DIR` is set.
        from_env: bool,
    },
    /// Another agent's user-level root at its default under `HOME`.
    UserDefault(Agent),
    /// Another agent's user-level root, named by its `LEMON_*_SKILLS_DIR` variable.
    EnvOverride(Agent),
    /// `<cwd>/.lemon/skill`, Lemon's own project root.
    ProjectLemon,
    /// Another agent's project root, found on the walk from `cwd` to the repository root.
    ProjectCompat(Agent),
}

impl RootOrigin {
    /// `global` for user-level roots, `project` for those found from a `cwd`.
    pub const fn scope(self) -> Scope {
        match self {
            RootOrigin::AgentDir { .. }
            | RootOrigin::UserDefault(_)
            | RootOrigin::EnvOverride(_) => Scope::Global,
            RootOrigin::ProjectLemon | RootOrigin::ProjectCompat(_) => Scope::Project,
        }
    }

    /// The label diagnostics and `read_skill`'s source line show.
    pub const fn label(self) -> &'static str {
        match self {
            RootOrigin::AgentDir { from_env: true } => "LEMON_AGENT_DIR/skill",
            RootOrigin::AgentDir { from_env: false } => "~/.lemon/agent/skill",
            RootOrigin::UserDefault(a) => a.home_label(),
            RootOrigin::EnvOverride(a) => match a.override_var() {
                Some(var) => var,
                None => a.project_dir(),
            },
            RootOrigin::ProjectLemon => ".lemon/skill",
            RootOrigin::ProjectCompat(a) => a.project_dir(),
        }
    }

    /// The environment variable that named this root, if one did.
    pub const fn variable(self) -> Option<&'static str> {
        match self {
            RootOrigin::AgentDir { from_env: true } => Some(lemon_core::paths::AGENT_DIR_VAR),
            RootOrigin::EnvOverride(a) => a.override_var(),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_the_ones_users_have_always_seen() {
        let global: Vec<_> = Agent::USER
            .iter()
            .map(|&a| RootOrigin::UserDefault(a).label())
            .collect();
        assert_eq!(
            global,
            [
                "~/.agents/skills",
                "~/.omp/agent/skills",
                "~/.claude/skills",
                "~/.codex/skills"
            ]
        );
        let project: Vec<_> = Agent::PROJECT
            .iter()
            .map(|&a| RootOrigin::ProjectCompat(a).label())
            .collect();
        assert_eq!(
            project,
            [
                ".agents/skills",
                ".omp/skills",
                ".claude/skills",
                ".codex/skills",
                ".github/skills"
            ]
        );
        assert_eq!(
            RootOrigin::AgentDir { from_env: true }.label(),
            "LEMON_AGENT_DIR/skill"
        );
        assert_eq!(RootOrigin::ProjectLemon.scope(), Scope::Project);
        assert_eq!(
            RootOrigin::AgentDir { from_env: true }.variable(),
            Some("LEMON_AGENT_DIR")
        );
        assert_eq!(RootOrigin::UserDefault(Agent::Codex).variable(), None);
    }
}
