//! Privilege escalation: sudoers edits and `NOPASSWD: ALL`, setuid bits, passwords piped
//! into `sudo -S`, switching off the system's protections. Plain `sudo systemctl
//! restart …` is ordinary administration and is not a finding.

use super::{CODE_HARD, HARD, MODERATE, Rule};
use crate::audit::Category;

pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "privilege.sudoers",
        category: Category::PrivilegeEscalation,
        pattern: r#"(?:>>?|\btee\s+(?:-a\s+)?|\b(?:cp|mv|install)\s+(?:-\S+\s+)*\S+\s+)\s*["']?/etc/sudoers(?:\.d/)?|\ball\s*=\s*\(\s*all(?:\s*:\s*all)?\s*\)\s*nopasswd\s*:\s*all\b|\bsed\s+-i[^\n]*/etc/sudoers"#,
        sev: HARD,
        adjust: None,
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
        pattern: r"\bchmod\s+(?:-[a-z]+\s+)*(?:[ugoa]*\+[rwx]*s[rwx]*|[46][0-7]{3})\s+\S",
        sev: CODE_HARD,
        adjust: None,
    },
    Rule {
        id: "privilege.sudo_password",
        category: Category::PrivilegeEscalation,
        pattern: r"\|\s*sudo\s+(?:-[a-z]+\s+)*-[a-z]*s\b|\bsudo\s+(?:-[a-z]+\s+)*-s\b[^\n]*<<<|\bsshpass\s+-p\s*\S+[^\n]*\bsudo\b",
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
];
