//! Persistence: writes that outlive the session — shell start-up files, cron, systemd
//! and launchd units, agent configuration (`~/.claude/settings.json`, hooks,
//! `CLAUDE.md`/`AGENTS.md`), git hooks, `authorized_keys`. Only *modification intent*
//! counts (a redirect, `tee`, `cp`, `sed -i`, an open for writing): mentioning
//! `AGENTS.md` is not persistence. A start-up place (shell rc file, service, launch
//! agent, cron, git hook) written within a few lines of code that fetches and runs a
//! download is remote code execution made permanent (`remote_code_at_startup`), and a
//! configuration that switches an agent's approvals off (`bypassPermissions`,
//! `approval_policy = "never"`) is a finding of its own. Also: a start-up file named in
//! a program and appended to a few lines later (`os.path.join(home, '.zshrc')`),
//! Python start-up hooks (`.pth`, `sitecustomize.py`), the dynamic linker's preload
//! list and the Windows Startup folder, agent instruction files (`CLAUDE.md`,
//! `AGENTS.md`, cursor rules) written with orders that switch approval off or fetch
//! code, and MCP servers or hooks registered with a command that fetches and runs.

use super::{B, CODE_HARD, Compound, HARD, I, MODERATE, Match, Rule, W};
use crate::audit::{Category, Severity};

/// What a write to a path looks like, as a regex prefix.
macro_rules! write_to {
    ($target:literal) => {
        concat!(
            r#"(?:>>?|\btee\s+(?:-[a-z]+\s+)*|\b(?:cp|mv|install|ln)\s+(?:-\S+\s+)*\S+\s+|\bsed\s+-i\S*\s+[^\n]*\s|\bopen\s*\([^\n]*|\bwrite_?(?:text|file|filesync)?\s*\([^\n]*|\bappendfile(?:sync)?\s*\([^\n]*|\bout-file\s+(?:-\S+\s+)*|\badd-content\s+(?:-\S+\s+)*|\bset-content\s+(?:-\S+\s+)*)\s*["']?"#,
            "(?:",
            $target,
            ")"
        )
    };
}

pub(super) const RULES: &[Rule] = &[
    Rule {
        // A prompt hook (`PROMPT_COMMAND`, zsh's `precmd` / `preexec`) that reaches the
        // network: it runs before every prompt, so every command line can leave with it.
        id: "persistence.prompt_hook_network",
        category: Category::Persistence,
        pattern: r"\bprompt_command\s*\+?=[^\n]*\b(?:curl|wget|nc|ncat|socat)\b|\b(?:precmd|preexec)(?:_functions)?\s*(?:\(\)\s*\{|\+?=)[^\n]*\b(?:curl|wget|nc|ncat|socat)\b",
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "persistence.shell_startup",
        category: Category::Persistence,
        pattern: write_to!(
            r"(?:~|\$home|\$\{home\}|/root|/home/[a-z0-9_.-]+|/users/[a-z0-9_.-]+|\S*os\.path\.expanduser\(\s*['\x22]~)?/\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin|kshrc|cshrc|tcshrc|config/fish/config\.fish)\b|/etc/(?:profile|bash\.bashrc|zsh/zshrc|environment|rc\.local)\b|/etc/profile\.d/"
        ),
        sev: MODERATE,
        adjust: Some(written_not_read),
    },
    Rule {
        id: "persistence.cron",
        category: Category::Persistence,
        pattern: r"\|\s*crontab\s+(?:-u\s+\S+\s+)?-(?:\s|$)|\bcrontab\s+(?:-u\s+\S+\s+)?[^\s-][^\s]*\s*(?:$|;|&)|(?:>>?|\btee\s+(?:-a\s+)?)\s*/etc/cron(?:tab|\.d/|\.(?:hourly|daily|weekly|monthly)/)|(?:>>?|\btee\s+(?:-a\s+)?)\s*/var/spool/cron/|\bschtasks\s+/create\b|\bregister-scheduledtask\b",
        sev: MODERATE,
        adjust: Some(super::consented),
    },
    Rule {
        id: "persistence.service_unit",
        category: Category::Persistence,
        pattern: write_to!(
            r"(?:/etc/systemd/(?:system|user)/|/lib/systemd/system/|/usr/lib/systemd/|(?:~|\$home)/\.config/systemd/user/|(?:~|\$home)?/library/launchagents/|/library/launchdaemons/|/etc/init\.d/|(?:~|\$home)/\.config/autostart/)"
        ),
        sev: MODERATE,
        adjust: Some(written_not_read),
    },
    Rule {
        id: "persistence.launchctl_load",
        category: Category::Persistence,
        pattern: r"\blaunchctl\s+(?:load|bootstrap)\b",
        sev: MODERATE,
        adjust: Some(super::consented),
    },
    Rule {
        // A Windows task that runs at every logon (often a hidden PowerShell).
        id: "persistence.scheduled_task",
        category: Category::Persistence,
        pattern: r"\bschtasks(?:\.exe)?\s+/create\b[^\n]*/sc\s+(?:onlogon|onstart|onidle|minute)|\bregister-scheduledtask\b|\bnew-scheduledtasktrigger\b[^\n]*-at(?:logon|startup)\b",
        sev: CODE_HARD,
        adjust: None,
    },
    Rule {
        id: "persistence.run_key",
        category: Category::Persistence,
        pattern: r"\\currentversion\\run(?:once)?\b[^\n]*(?:/v|/d|-value|-name)|\breg\s+add\s+[^\n]*\\currentversion\\run",
        sev: CODE_HARD,
        adjust: None,
    },
    Rule {
        id: "persistence.agent_settings",
        category: Category::Persistence,
        pattern: write_to!(
            r"(?:~|\$home|\$\{home\}|/root|/home/[a-z0-9_.-]+|/users/[a-z0-9_.-]+|\S*expanduser\(\s*['\x22]~)/\.(?:claude|codex|cursor|gemini|lemon|omp|agents|config/opencode|config/claude)(?:/|\.json)|\S*claude_desktop_config\.json"
        ),
        // A skill told to install a hook or a server asks for this in so many words: the
        // write warns there; what is written (a hook that fetches, a permission bypass)
        // is judged by its own rules.
        sev: MODERATE,
        adjust: Some(written_not_read),
    },
    Rule {
        id: "persistence.project_agent_settings",
        category: Category::Persistence,
        pattern: write_to!(
            r"\S*(?:\.claude/settings(?:\.local)?\.json|\.codex/config\.toml|\.cursor/mcp\.json|\.gemini/settings\.json|\.mcp\.json)"
        ),
        sev: [W, W, I, I, I],
        adjust: Some(written_not_read),
    },
    Rule {
        id: "persistence.agent_hook_command",
        category: Category::Persistence,
        pattern: r#""(?:command|cmd)"\s*:\s*"[^"\n]*(?:\b(?:curl|wget|nc|ncat|base64)\b|/dev/tcp|\bpython[0-9.]*\s+-c|\b(?:ba)?sh\s+-c)"#,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Rule {
        id: "persistence.agent_instructions",
        category: Category::Persistence,
        pattern: r"(?:>>?|\btee\s+(?:-a\s+)?|\bappend\b[^\n]*\bto\s+)[^\n]*\b(?:claude|agents|gemini)\.md\b|(?:>>?|\btee\s+(?:-a\s+)?)[^\n]*(?:\.cursorrules|\.windsurfrules|\.clinerules|copilot-instructions\.md|\.cursor/rules/|\.github/instructions/)",
        sev: [W, W, I, I, I],
        adjust: None,
    },
    Rule {
        id: "persistence.agent_permission_bypass",
        category: Category::Persistence,
        pattern: r#"["']?defaultmode["']?\s*[:=]\s*["']?bypasspermissions\b|\bset\s+[^\n]*\bdefaultmode\b[^\n]*\bbypasspermissions\b|\bapproval_policy\s*=\s*["']never["'][^\n]*|\bsandbox_mode\s*=\s*["']danger-full-access["']|["']?(?:allow|permissions\.allow)["']?\s*[:=]\s*\[\s*["']\*["']\s*\]|["']?(?:autoapprove|alwaysallow|auto_approve|always_allow)["']?\s*[:=]\s*(?:\[\s*["']\*["']\s*\]|true\b)|["']?enableallprojectmcpservers["']?\s*[:=]\s*true\b"#,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Rule {
        id: "persistence.git_hook",
        category: Category::Persistence,
        pattern: r#"(?:>>?|\btee\s+(?:-a\s+)?|\b(?:cp|mv|install|ln)\s+(?:-\S+\s+)*\S+\s+|\bchmod\s+\+x\s+)["']?\S*\.git/hooks/|\bgit\s+config\s+(?:--global\s+|--system\s+)?core\.hookspath\b"#,
        sev: MODERATE,
        adjust: None,
    },
    Rule {
        // Code Python runs at every interpreter start: a `.pth` file or a
        // `sitecustomize.py` in a site-packages directory.
        id: "persistence.python_startup",
        category: Category::Persistence,
        pattern: write_to!(r"\S*(?:\.pth\b|\bsitecustomize\.py\b|\busercustomize\.py\b)"),
        sev: MODERATE,
        adjust: Some(written_not_read),
    },
    Rule {
        // Places the system or a user session loads on every start: the dynamic
        // linker's preload list, PAM, the Windows Startup folder.
        id: "persistence.system_startup",
        category: Category::Persistence,
        pattern: concat!(
            write_to!(
                r"\S*(?:/etc/ld\.so\.preload\b|/etc/pam\.d/|\\start menu\\programs\\startup\\|/start menu/programs/startup/|shell:startup)"
            ),
            r"|\bld_preload=\S+[^\n]*>>?\s*\S*/\.(?:bashrc|zshrc|profile|bash_profile)\b",
            r"|\b(?:copy|move|xcopy|copy-item|move-item|cp|mv)\b[^\n]*(?:\\start menu\\programs\\startup\\|/start menu/programs/startup/|shell:startup)"
        ),
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "persistence.ssh_authorized_keys",
        category: Category::Persistence,
        pattern: r#"(?:>>?|\btee\s+(?:-a\s+)?|\b(?:cp|mv)\s+\S+\s+)\s*["']?\S*\.ssh/authorized_keys"#,
        sev: HARD,
        adjust: Some(key_removed),
    },
];

/// Where a write makes something run again later: shell start-up files, service and
/// launch agent directories, autostart entries, cron.
const AUTOSTART: &str = concat!(
    write_to!(
        r"\S*(?:/\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin|kshrc|config/fish/config\.fish)\b|/etc/(?:profile|bash\.bashrc|zsh/zshrc|rc\.local|cron)|/etc/profile\.d/|/etc/systemd/|/lib/systemd/|/\.config/systemd/|/library/launch(?:agents|daemons)/|/etc/init\.d/|/\.config/autostart/|/var/spool/cron/|\.git/hooks/)"
    ),
    r"|\|\s*crontab\s+(?:-u\s+\S+\s+)?-(?:\s|$)|\bschtasks\s+/create\b|\bregister-scheduledtask\b"
);

/// Code fetched from the network and run.
const FETCH_RUN: &str = r#"\b(?:curl|wget)\b[^\n]*\|\s*(?:sudo\s+)?(?:\S*/)?(?:(?:ba|z|k|da)?sh|python[0-9.]*|perl|ruby|node)\b|\b(?:eval|source|\.)\s+["']?(?:\$\(|<\(|`)\s*(?:curl|wget)\b|\b(?:iex|invoke-expression)\b[^\n]*\b(?:iwr|irm|invoke-webrequest|invoke-restmethod|downloadstring)\b"#;

/// A program reading something from the network.
const DOWNLOAD: &str = r"\burlopen\s*\(|\brequests\.get\s*\(|\bhttpx\.get\s*\(|\b(?:curl|wget)\b|\bfetch\s*\(|\binvoke-(?:webrequest|restmethod)\b|\biwr\b|\bhttps?\.get\s*\(";

pub(super) const COMPOUNDS: &[Compound] = &[
    Compound {
        // A program that walks the other installed skills (`~/.claude/skills/*/SKILL.md`)
        // and appends text with a link to each: every skill then carries the author's
        // orders.
        id: "persistence.skills_appended",
        category: Category::Persistence,
        first: r"/\*/skill\.md\b|\*\*/skill\.md\b",
        second: r#"\b(?:printf|echo|cat)\b[^\n]*https?://[^\n]*>>\s*["']?\$|\bopen\s*\([^\n]*["']a["'][^\n]*\)\.write\s*\([^\n]*https?://"#,
        window: 8,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Compound {
        // A program that names skill files (its own `SKILL.md`, every sibling's
        // `../*/SKILL.md`) and downloads: a skill that rewrites itself or its neighbours
        // from a host, so what was audited is not what the agent later follows.
        id: "persistence.skill_rewritten_remotely",
        category: Category::Persistence,
        first: r#"["'](?:[^"'\s]*/)?skill\.md["']|/\*/skill\.md\b|\*\*/skill\.md\b|(?:\s-o|>)\s*["']?(?:\S*/)?skill\.md\b"#,
        second: DOWNLOAD,
        window: 12,
        program_wide: true,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Compound {
        // A start-up file named in a program (`os.path.join(home, '.zshrc')`,
        // `Path.home() / '.bashrc'`) and written a few lines later.
        id: "persistence.startup_file_write",
        category: Category::Persistence,
        first: r#"['\x22/]\.(?:bashrc|bash_profile|bash_login|profile|zshrc|zprofile|zshenv|zlogin)['\x22]"#,
        second: r#"\bopen\s*\([^\n]*['\x22]a\+?b?['\x22]|\.open\s*\(\s*['\x22]a|\bappendfile(?:sync)?\s*\(|\bwrite_text\s*\(|\bfile\.open\s*\([^\n]*['\x22]a|\bout-file\b[^\n]*-append\b|\badd-content\b"#,
        window: 4,
        program_wide: true,
        across_blocks: false,
        sev: MODERATE,
        adjust: None,
    },
    Compound {
        // An agent's instruction file (`CLAUDE.md`, `AGENTS.md`, cursor rules) written
        // with orders that switch approval off, hide things or fetch and run code:
        // every later session obeys them.
        id: "persistence.agent_instructions_payload",
        category: Category::Persistence,
        first: r"(?:>>?|\btee\s+(?:-a\s+)?|\bappend\b[^\n]*\bto\s+|\bwrite\b[^\n]*\bto\s+)[^\n]*(?:\b(?:claude|agents|gemini|soul|memory|identity|heartbeat)\.md\b|\.cursorrules|\.windsurfrules|\.clinerules|copilot-instructions\.md|\.cursor/rules/|\.windsurf/rules/|\.kiro/steering/|\.github/instructions/)",
        second: r"\b(?:never|don't|do\s+not|no\s+need\s+to)\s+ask\b[^\n]*\b(?:permission|confirmation|approval|consent)\b|\bwithout\s+(?:asking|confirmation|approval|permission)\b|\bpre-?(?:approved|authori[sz]ed)\b|\bbypasspermissions\b|\b(?:ignore|disregard)\s+(?:all\s+)?(?:previous|prior|earlier|other)\b|\b(?:do\s+not|don't|never)\s+(?:tell|inform|mention)\b[^\n]*\buser\b|\b(?:curl|wget)\b[^\n]*\|\s*(?:ba|z)?sh\b|\bdangerously-skip-permissions\b|\b(?:higher|more|greater|top)\s+(?:priority|precedence|authority)\s+than\s+(?:the\s+)?(?:user|system)\b|\b(?:adopt|obey|follow|apply|execute)\s+(?:every|each|all|any)\s+(?:of\s+the\s+)?instructions?\s+(?:in\s+it|it\s+(?:prints|returns|contains|gives|outputs))\b",
        window: 8,
        program_wide: true,
        across_blocks: true,
        sev: [B, B, B, I, W],
        adjust: None,
    },
    Compound {
        // An MCP server or agent hook registered in an agent's configuration whose
        // command fetches and runs code: every session runs the download.
        id: "persistence.agent_server_command",
        category: Category::Persistence,
        first: r#"\bmcpservers\b|\bmcp\.json\b|\bclaude_desktop_config\.json\b|\.claude/settings(?:\.local)?\.json\b|\.gemini/settings\.json\b|\.codex/config\.toml\b|\bclaude\s+mcp\s+add\b|["']hooks["']\s*[:,]|["'](?:pretooluse|posttooluse|sessionstart|userpromptsubmit|precompact|subagentstop)["']"#,
        second: FETCH_RUN,
        window: 12,
        program_wide: true,
        across_blocks: false,
        sev: [B, B, B, I, W],
        adjust: Some(super::remote_exec::installer_caps),
    },
    Compound {
        // A start-up file, service or launch agent that fetches and runs code each time:
        // remote code execution made permanent (an `echo '… curl … | sh' >> ~/.bashrc`, a
        // LaunchAgent plist whose program is `curl … | sh`).
        id: "persistence.remote_code_at_startup",
        category: Category::Persistence,
        first: AUTOSTART,
        second: FETCH_RUN,
        window: 12,
        program_wide: true,
        across_blocks: false,
        sev: HARD,
        adjust: Some(super::remote_exec::installer_caps),
    },
];

/// Whether every `sed` script on the line only deletes lines (`/re/d`, `/a/,/b/d`).
fn deletes_only(line: &str) -> bool {
    let mut scripts = line
        .split(['\'', '"'])
        .skip(1)
        .step_by(2)
        .filter(|s| s.starts_with('/') || s.starts_with("\\"))
        .peekable();
    scripts.peek().is_some()
        && scripts.all(|s| {
            let s = s.trim_end();
            s.ends_with("/d") && !s.contains(['\n', ';'])
        })
}

/// `cp -a /etc/profile /etc/bash.bashrc evidence/`: a start-up file copied *out* (an
/// incident responder collecting it) is read, not written. A copy, move or link whose
/// last argument is not the matched path is dropped. A write of nothing but a `PATH`
/// entry warns.
fn written_not_read(m: &Match<'_>, s: Severity) -> Option<Severity> {
    let copies = ["cp ", "mv ", "install ", "ln "]
        .iter()
        .any(|c| m.text.starts_with(c));
    // `sed -i '/# >>> tool >>>/,/# <<< tool <<</d' ~/.bashrc`: lines deleted from a
    // start-up file (an uninstaller taking out its block) add nothing that runs.
    if m.text.starts_with("sed ") && deletes_only(m.line) {
        return None;
    }
    if !copies {
        // A line that only puts a directory on `PATH` is what installers add; it
        // still changes every shell, so it warns.
        let path_only = (m.line.contains("export path=") || m.line.contains("fish_add_path"))
            && ![
                "curl", "wget", "http", "source ", "eval", "base64", "/dev/tcp",
            ]
            .iter()
            .any(|w| m.line.contains(w));
        // A write the user's yes governs (a prompt, an opt-in `--apply`) is theirs.
        return super::consented(m, if path_only { s.min(Severity::Warn) } else { s });
    }
    let after = &m.line[(m.at + m.text.len()).min(m.line.len())..];
    // The rest of the path just matched, then what follows it on the command.
    let rest = after
        .trim_start_matches(|c: char| !c.is_whitespace() && !matches!(c, ';' | '&' | '|' | '>'));
    let next = rest
        .split_whitespace()
        .take_while(|w| {
            !matches!(*w, ";" | "&&" | "||" | "|") && !w.starts_with('>') && !w.starts_with("2>")
        })
        .find(|w| !w.starts_with('-'));
    if next.is_some() { None } else { Some(s) }
}

/// Backing up `authorized_keys` or writing it back without a key (`grep -v OLD`,
/// `sed -i /OLD/d`) removes access; only adding a key grants it.
fn key_removed(m: &Match<'_>, s: Severity) -> Option<Severity> {
    let l = m.line;
    if l.contains("grep -v") || l.contains(".bak") || (l.contains("sed -i") && l.contains("/d")) {
        Some(s.min(Severity::Warn))
    } else {
        Some(s)
    }
}
