//! Destructive commands: recursive deletion of `/`, `~` or system directories, raw
//! writes to disks, file-system creation, fork bombs.

use super::{HARD, Rule};
use crate::audit::Category;

pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "destructive.rm_root",
        category: Category::Destructive,
        pattern: r#"\brm\s+(?:-[a-z-]+\s+)*(?:-[a-z]*r[a-z]*f[a-z]*|-[a-z]*f[a-z]*r[a-z]*|-r\s+-f|-f\s+-r|--recursive\s+--force|--force\s+--recursive)\s+(?:-[a-z-]+\s+)*["']?(?:/|/\*|~|~/|~/\*|\$home|\$\{home\}|\$home/\*|\$\{home\}/\*|/(?:etc|usr|bin|boot|var|home|lib|lib64|sbin|opt|root|sys|proc|dev|users|system|library)/?\*?|\*|\.\*)["']?(?:\s|$|;|&|\||`|\)|:)|\brm\s[^\n]*--no-preserve-root\b"#,
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "destructive.disk_overwrite",
        category: Category::Destructive,
        pattern: r"\bdd\s+[^\n]*\bof=/dev/(?:sd|hd|nvme|disk|rdisk|mmcblk|xvd|vd)[a-z0-9]*|\bmkfs(?:\.[a-z0-9]+)?\s+(?:-\S+\s+)*/dev/|\b(?:wipefs|shred|blkdiscard)\s+[^\n]*/dev/(?:sd|hd|nvme|disk|mmcblk|xvd|vd)|>\s*/dev/(?:sd[a-z]|nvme\d|hd[a-z]|mmcblk\d|disk\d)\b|\bformat(?:\.com)?\s+c:|\bdiskutil\s+(?:erasedisk|erasevolume|zerodisk)\b|\bdel\s+/[fsq]\s+/[fsq]\s+/[fsq]\s+c:\\",
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "destructive.fork_bomb",
        category: Category::Destructive,
        pattern: r":\s*\(\s*\)\s*\{\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:|\b[a-z_][a-z0-9_]*\s*\(\s*\)\s*\{\s*[a-z_][a-z0-9_]*\s*\|\s*[a-z_][a-z0-9_]*\s*&\s*\}\s*;|%0\s*\|\s*%0|\bwhile\s*(?:\(\s*1\s*\)|true|\(\s*true\s*\))\s*:?\s*(?:os\.)?fork\s*\(\s*\)",
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "destructive.system_permissions",
        category: Category::Destructive,
        pattern: r"\b(?:chmod|chown)\s+(?:-[a-z]*r[a-z]*\s+)\S+\s+/(?:\s|$|;|&)|\bfind\s+(?:/|~|\$home)\s+[^\n]*-delete\b",
        sev: HARD,
        adjust: None,
    },
];
