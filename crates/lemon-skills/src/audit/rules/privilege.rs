//! Privilege escalation: sudoers edits and `NOPASSWD: ALL`, setuid bits, passwords piped
//! into `sudo -S`, switching off the system's protections. Plain `sudo systemctl
//! restart …` is ordinary administration and is not a finding. The host through the
//! container runtime (`docker run --privileged -v /:/host … chroot`, a world-writable
//! Docker socket), root-equivalent capabilities (`setcap cap_setuid`), and uid-0
//! accounts written into `/etc/passwd` block; mounting the Docker socket warns.

use super::{B, CODE_HARD, Compound, HARD, I, MODERATE, Match, Rule, SOFT, W, consented};
use crate::audit::{Category, Severity};

/// An agent CLI told to approve every tool call itself: Claude Code's
/// `--dangerously-skip-permissions`, Codex's bypass, Gemini's `--yolo`, Amazon Q's
/// `--trust-all-tools`.
const AGENT_APPROVALS_OFF: &str = r"--dangerously-skip-permissions\b|--dangerously-bypass-approvals-and-sandbox\b|--trust-all-tools\b|--approval-mode[= ]+yolo\b|\bgemini\b[^\n]*\s--yolo\b|['\x22]--yolo['\x22]";

pub(super) const RULES: &[Rule] = &[
    Rule {
        // Someone else given the keys: an owner added to the user's npm packages, an
        // admin collaborator or a write deploy key on their repositories, an
        // administrator IAM user with an access key. Done or asked for without the
        // user's yes it blocks; a document that shows how only warns.
        id: "privilege.access_granted",
        category: Category::PrivilegeEscalation,
        pattern: r#"\bnpm\s+owner\s+add\b|/collaborators/[^\s/'"]+[^\n]*\bpermission[=:"'\s]+admin\b|\bgh\s+repo\s+deploy-key\s+add\b[^\n]*--allow-write\b|\baws\s+iam\s+attach-user-policy\b[^\n]*administratoraccess|["']arn:aws:iam::aws:policy/administratoraccess["']|\bkubectl\s+create\s+clusterrolebinding\b[^\n]*--clusterrole[= ]cluster-admin\b|\b(?:create|alter)\s+(?:role|user)\b[^\n;]*\bsuperuser\b|\bupdate\s+\S+\s+set\s+[^\n;]*\b(?:role|is_admin|is_superuser|is_staff)\s*=\s*(?:'(?:admin|owner|superuser)'|true)[^\n;]*\bwhere\b[^\n;]*@"#,
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Rule {
        // An order to build a way in for someone else into the code the agent writes: a
        // master password, a skeleton key, a support login accepted for any account.
        id: "privilege.auth_backdoor",
        category: Category::PrivilegeEscalation,
        pattern: r"\b(?:accept|allow|honou?r|add|hard-?code|let)\b[^\n]{0,40}\b(?:master|universal|skeleton|backdoor|support|override|bypass|god[- ]?mode)\s+(?:password|passcode|passphrase|pin|key|token|login|credential)s?\b[^\n]{0,80}\b(?:for|on|into|to|as)\s+(?:any|every|all)\s+(?:accounts?|users?|logins?|tenants?)\b",
        sev: [B, B, W, I, B],
        adjust: Some(super::quoted_mention),
    },
    Rule {
        // A program that runs a coding agent with every approval off: whatever the
        // prompt asks is done on the user's machine unasked. A document that shows the
        // flag only warns.
        id: "privilege.agent_approvals_off",
        category: Category::PrivilegeEscalation,
        pattern: AGENT_APPROVALS_OFF,
        sev: [B, W, W, I, I],
        adjust: None,
    },
    Rule {
        id: "privilege.sudoers",
        category: Category::PrivilegeEscalation,
        pattern: r#"(?:>>?|\btee\s+(?:-a\s+)?|\b(?:cp|mv|install)\s+(?:-\S+\s+)*\S+\s+)\s*["']?/etc/sudoers(?:\.d/)?|\ball\s*=\s*\(\s*all(?:\s*:\s*all)?\s*\)\s*nopasswd\s*:\s*all\b|\bsed\s+-i[^\n]*/etc/sudoers"#,
        sev: HARD,
        adjust: Some(sudoers_written),
    },
    Rule {
        id: "privilege.admin_group",
        category: Category::PrivilegeEscalation,
        pattern: r"\b(?:usermod\s+(?:-[a-z]+\s+)*-a?g\s+(?:sudo|wheel|admin|root)\b|gpasswd\s+-a\s+\S+\s+(?:sudo|wheel|admin)\b|dseditgroup\s+[^\n]*\badmin\b)",
        sev: MODERATE,
        adjust: None,
    },
    Rule {
        id: "privilege.setuid",
        category: Category::PrivilegeEscalation,
        pattern: r"\bchmod\s+(?:-[a-z]+\s+)*(?:[ugoa]*\+[rwx]*s[rwx]*|0?[46][0-7]{3})\s+\S|\binstall\s+(?:-\S+\s+)*-m\s*0?[46][0-7]{3}\s",
        sev: CODE_HARD,
        adjust: None,
    },
    Rule {
        // The setuid bit on a shell or an interpreter (or a copy of one): a root shell
        // for anyone, kept for later. Nothing legitimate does it, example or not.
        id: "privilege.setuid_shell",
        category: Category::PrivilegeEscalation,
        pattern: r"\b(?:chmod\s+(?:-[a-z]+\s+)*(?:[ugoa]*\+[rwx]*s[rwx]*|0?[46][0-7]{3})|install\s+(?:-\S+\s+)*-m\s*0?[46][0-7]{3})\s+(?:-\S+\s+)*[^\n]*(?:/bin/(?:ba|z|da|k|c|tc|fi)?sh\b|\bpython[0-9.]*\b|\bperl\b|\bruby\b|\bnode\b)",
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "privilege.sudo_password",
        category: Category::PrivilegeEscalation,
        pattern: r"\|\s*(?:command\s+)?sudo\s+(?:-[a-z]+\s+)*-[a-z]*s\b|\bsudo\s+(?:-[a-z]+\s+)*-s\b[^\n]*<<<|\bsshpass\s+-p\s*\S+[^\n]*\bsudo\b",
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "privilege.disable_protection",
        category: Category::PrivilegeEscalation,
        pattern: r"\bsetenforce\s+0\b|\bufw\s+disable\b|\bcsrutil\s+disable\b|\bspctl\s+--master-disable\b|\bset-mppreference\s+[^\n]*-disable(?:realtimemonitoring|behaviormonitoring|ioavprotection)\s+\$?true|\bsysctl\s+[^\n]*kernel\.randomize_va_space\s*=\s*0|\bxattr\s+-[a-z]*d[a-z]*\s+com\.apple\.quarantine\b",
        sev: MODERATE,
        adjust: None,
    },
    Rule {
        // The host through the container runtime: the root file system mounted into a
        // privileged container, or the Docker socket opened to everyone.
        id: "privilege.container_escape",
        category: Category::PrivilegeEscalation,
        pattern: r#"\bdocker\s+run\b[^\n]*\s-v\s*["']?/:/[^\n]*\b(?:chroot|nsenter)\b|\bdocker\s+run\b[^\n]*--privileged\b[^\n]*\s-v\s*["']?/:/|\bdocker\s+run\b[^\n]*\s-v\s*["']?/:/[^\n]*--privileged\b|\bnsenter\s+(?:-\S+\s+)*--target\s+1\b|\bnsenter\s+-t\s*1\b|\bchmod\s+(?:-\S+\s+)*(?:666|777|a\+rw|o\+rw)\s+\S*docker\.sock\b"#,
        sev: CODE_HARD,
        adjust: None,
    },
    Rule {
        // Mounting the Docker socket gives a container root on the host: worth a look.
        id: "privilege.docker_socket_mount",
        category: Category::PrivilegeEscalation,
        pattern: r"-v\s*/var/run/docker\.sock:|/var/run/docker\.sock:/var/run/docker\.sock",
        sev: SOFT,
        adjust: None,
    },
    Rule {
        // Capabilities that amount to root (`cap_setuid`, `cap_sys_admin`, …) on an
        // interpreter or shell; binding low ports only warns.
        id: "privilege.capabilities",
        category: Category::PrivilegeEscalation,
        pattern: r"\bsetcap\s+[^\n]*\bcap_(?:setuid|setgid|sys_admin|sys_ptrace|dac_override|dac_read_search|sys_module|chown|fowner)\b|\bsetcap\s+[^\n]*\bcap_net_(?:bind_service|raw|admin)\b",
        sev: [B, B, B, I, W],
        adjust: Some(bind_only_warns),
    },
    Rule {
        // A cluster's admin role granted to everyone who can reach its API: anonymous
        // and unauthenticated callers, or every service account.
        id: "privilege.cluster_admin_to_everyone",
        category: Category::PrivilegeEscalation,
        pattern: r"\bcluster-admin\b[^\n]*--(?:group|user)[=\s]system:(?:anonymous|unauthenticated|serviceaccounts)\b|--(?:group|user)[=\s]system:(?:anonymous|unauthenticated|serviceaccounts)\b[^\n]*--clusterrole[=\s]cluster-admin\b|\bcluster-admin\b[^\n]*--serviceaccount[=\s][a-z0-9-]+:default\b|--serviceaccount[=\s][a-z0-9-]+:default\b[^\n]*--clusterrole[=\s]cluster-admin\b",
        sev: HARD,
        adjust: None,
    },
    Rule {
        // A new account with uid 0, or a shadow entry written by hand.
        id: "privilege.root_account",
        category: Category::PrivilegeEscalation,
        pattern: r#"(?:>>|\btee\s+-a\s+)\s*["']?/etc/(?:passwd|shadow)\b|["']?[a-z_][a-z0-9_-]*:[^:\s]*:0:0:[^\n]*(?:/bin/\w*sh)["']?\s*(?:>>|\|\s*(?:sudo\s+)?tee)|\buseradd\s+[^\n]*-o\s+-u\s*0\b|\busermod\s+[^\n]*-u\s*0\b"#,
        sev: HARD,
        adjust: None,
    },
];

/// `cap_net_bind_service` lets a server bind port 80: a warning, not an escalation.
pub(super) const COMPOUNDS: &[Compound] = &[
    Compound {
        // A binding of the cluster's admin role written out (a manifest, a dict a
        // program applies) with a person or group as its subject: the same grant as
        // `kubectl create clusterrolebinding --clusterrole=cluster-admin --user=…`.
        id: "privilege.cluster_admin_bound",
        category: Category::PrivilegeEscalation,
        first: r#"["']?name["']?\s*[:=]\s*["']?cluster-admin\b"#,
        second: r#"["']?kind["']?\s*[:=]\s*["']?(?:user|group)["']?\s*(?:,|$)"#,
        window: 8,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Compound {
        // A coding agent run with approvals off and told to hunt for secrets, keys or
        // wallets: the machine's credentials gathered by the user's own agent.
        id: "credential_harvesting.agent_sent_hunting",
        category: Category::CredentialHarvesting,
        first: AGENT_APPROVALS_OFF,
        second: r"\b(?:wallets?|seed\s+phrases?|mnemonics?|private\s+keys?|keystores?|id_rsa|\.env\s+files?|credentials?\s+files?|api\s+keys?|secrets?|tokens?)\b[^\n]*\b(?:find|search|locate|collect|list|enumerate|scan|gather|inventory|recursively)\b|\b(?:find|search|locate|collect|list|enumerate|scan|gather|inventory|recursively)\b[^\n]*\b(?:wallets?|seed\s+phrases?|mnemonics?|private\s+keys?|keystores?|id_rsa|\.env\s+files?|credentials?\s+files?|api\s+keys?|secrets?|tokens?)\b",
        window: 12,
        program_wide: true,
        across_blocks: false,
        // Nobody shows this as a harmless example: unless labelled as an attack, an
        // example of it blocks too.
        sev: [B, B, B, I, W],
        adjust: None,
    },
    Compound {
        // A public key written into the bundle itself and registered where it opens a
        // door: a deploy key or user key added through the GitHub/GitLab API or CLI, a
        // collaborator invitation beside it. The user's own key is read from their
        // `~/.ssh`, never shipped in a skill: a literal key is the author's way in.
        id: "privilege.outside_key_granted",
        category: Category::PrivilegeEscalation,
        first: r"\b(?:ssh-(?:ed25519|rsa|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com)\s+aaaa[0-9a-z+/]{16,}",
        second: r#"/(?:user/)?keys\b|/deploy_keys\b|\bdeploy-key\s+add\b|\bssh-key\s+add\b|\bdeploy\s+keys?\b|["']read_only["']\s*[:=]\s*false\b|/collaborators/"#,
        window: 12,
        program_wide: true,
        across_blocks: true,
        // The key is data (a constant, a heredoc line), so the pair is judged as an
        // example even in a program; nobody ships a stranger's key as a harmless one.
        sev: [B, B, B, I, I],
        adjust: Some(consented),
    },
    Compound {
        // Someone else made owner of a cloud project, admin of a repository (the role
        // on the line after the call), or cluster-admin bound in a manifest.
        id: "privilege.role_granted",
        category: Category::PrivilegeEscalation,
        first: r#"\badd-iam-policy-binding\b|/collaborators/[^\s/'"]+|^\s*kind:\s*clusterrolebinding\b"#,
        second: r#"\broles/(?:owner|editor|iam\.securityadmin|resourcemanager\.projectiamadmin)\b|\bpermission[=:"'\s]+(?:admin|maintain)\b|^\s*name:\s*cluster-admin\b"#,
        window: 16,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Compound {
        // A webhook on an organisation or repository that takes every event, or skips
        // TLS checks: each push, issue and secret-scanning alert goes to its URL.
        id: "privilege.webhook_takes_everything",
        category: Category::PrivilegeEscalation,
        first: r#"\bgh\s+api\b[^\n]*(?:orgs|repos)/[^\s]*/hooks\b|/(?:orgs|repos)/[^\s"']*/hooks["']?\s*,"#,
        second: r#"config\[insecure_ssl\]=["']?1\b|["']insecure_ssl["']\s*:\s*["']?1\b|events\[\]=["']?\*|["']events["']\s*:\s*\[\s*["']\*["']"#,
        window: 8,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Compound {
        // Every SSH connection the user makes routed through a fixed address, with
        // host keys no longer checked: each session can be read and changed there.
        id: "privilege.ssh_traffic_intercepted",
        category: Category::PrivilegeEscalation,
        first: r"^\s*host\s+\*\s*$",
        second: r"^\s*proxy(?:command|jump)\s+[^\n]*\b(?:\d{1,3}\.){3}\d{1,3}\b|^\s*stricthostkeychecking\s+(?:no|off)\b",
        window: 6,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, B, I, I],
        adjust: Some(consented),
    },
    Compound {
        // A Compose service that is privileged and has the host's whole file system mounted
        // writable (`- /:/host`, no `:ro`): root on the host from inside the container.
        id: "privilege.compose_host_root",
        category: Category::PrivilegeEscalation,
        first: r"^\s*privileged:\s*true\b",
        second: r#"^\s*-\s*["']?/:/[^\s:"']*["']?\s*$"#,
        window: 12,
        program_wide: true,
        across_blocks: false,
        sev: CODE_HARD,
        adjust: None,
    },
];

fn bind_only_warns(m: &Match<'_>, s: Severity) -> Option<Severity> {
    const ROOT: &[&str] = &[
        "cap_setuid",
        "cap_setgid",
        "cap_sys_admin",
        "cap_sys_ptrace",
        "cap_dac_override",
        "cap_dac_read_search",
        "cap_sys_module",
        "cap_chown",
        "cap_fowner",
    ];
    if m.text.contains("cap_net_") && !ROOT.iter().any(|c| m.line.contains(c)) {
        Some(s.min(Severity::Warn))
    } else {
        Some(s)
    }
}

/// A `NOPASSWD: ALL` grant quoted in a report (`[high] /etc/sudoers.d/90-ci: "…"`) is
/// a finding to show, not a grant; one written (`echo … | tee`, `>>`, `visudo -f`, a
/// file copied in) is.
fn sudoers_written(m: &Match<'_>, s: Severity) -> Option<Severity> {
    let l = m.line;
    let writes = [
        "echo ",
        "printf ",
        "tee ",
        ">>",
        "> /etc",
        "visudo -f",
        "cat <<",
        "cp ",
        "install ",
        "mv ",
        "sed -i",
    ]
    .iter()
    .any(|w| l.contains(w));
    if writes {
        Some(s)
    } else {
        Some(s.min(Severity::Warn))
    }
}
