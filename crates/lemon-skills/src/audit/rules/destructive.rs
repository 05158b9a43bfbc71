//! Destructive commands: recursive deletion of `/`, `~` or system directories, raw
//! writes to disks, file-system creation, fork bombs; the same deletions through a
//! language's API (`shutil.rmtree(~)`, `fs.rmSync(os.homedir(), …)`) or Windows'
//! (`Remove-Item -Recurse C:\`, `rd /s /q C:\`), and `find / -exec rm -rf`.

use super::{HARD, Rule};
use crate::audit::Category;

pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "destructive.rm_root",
        category: Category::Destructive,
        pattern: r#"\brm\s+(?:-[a-z-]+\s+)*(?:-[a-z]*r[a-z]*f[a-z]*|-[a-z]*f[a-z]*r[a-z]*|-r\s+-f|-f\s+-r|--recursive\s+--force|--force\s+--recursive)\s+(?:-[a-z-]+\s+)*["']?(?:/|/\*|~|~/|~/\*|\$home|\$\{home\}|\$home/\*|\$\{home\}/\*|/(?:etc|usr|bin|boot|var|home|lib|lib64|sbin|opt|root|sys|proc|dev|users|system|library)/?\*?|\*|\.\*)["']?(?:\s|$|;|&|\||`|\)|:)|\brm\s[^\n]*--no-preserve-root\b|\brm\s+(?:-[a-z-]+\s+)*(?:-[a-z]*r[a-z]*f[a-z]*|-[a-z]*f[a-z]*r[a-z]*)\s+["']?(?:\$home|\$\{home(?::?[?-][^}]*)?\}|~)["']?/?\*?["']?(?:\s|$|;|&|\|)"#,
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
        // The text is normalised (one space at most between tokens), so `(){` is spelled
        // out: the literals let the prefilter skip texts without it.
        pattern: r":\s*(?:\(\)\{|\(\) \{|\( \)\{|\( \) \{)\s*:\s*\|\s*:\s*&\s*\}\s*;\s*:|\b[a-z_][a-z0-9_]*\s*(?:\(\)\{|\(\) \{|\( \)\{|\( \) \{)\s*[a-z_][a-z0-9_]*\s*\|\s*[a-z_][a-z0-9_]*\s*&\s*\}\s*;|(?:%0\|%0|%0 \| ?%0|%0\| %0)|\bwhile\s*(?:\(\s*1\s*\)|true|\(\s*true\s*\))\s*:?\s*(?:os\.)?fork\s*\(\s*\)",
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "destructive.system_permissions",
        category: Category::Destructive,
        pattern: r"\b(?:chmod|chown)\s+(?:-[a-z]*r[a-z]*\s+)\S+\s+/(?:\s|$|;|&)|\bfind\s+(?:/|~|\$home)\s+[^\n]*-delete\b|\bfind\s+(?:/|~|\$home|\x22\$home\x22)\s+[^\n]*-exec\s+rm\s+-[a-z]*r",
        sev: HARD,
        adjust: None,
    },
    Rule {
        // The same deletions through a language's or a shell's own API: Python's
        // `shutil.rmtree`, Node's `fs.rm`, PowerShell's `Remove-Item`, `rd /s`.
        id: "destructive.recursive_delete_api",
        category: Category::Destructive,
        pattern: r#"\bshutil\.rmtree\s*\(\s*(?:os\.path\.expanduser\(\s*["']~/?["']\s*\)|path\.home\(\)|pathlib\.path\.home\(\)|os\.environ\[\s*["']home["']\s*\]|os\.getenv\(\s*["']home["']\s*\)|["'](?:/|~|c:\\\\?)["'])\s*[,)]|\bfs(?:\.promises)?\.(?:rmsync|rm|rmdirsync|rmdir)\s*\(\s*(?:os\.homedir\(\)|process\.env\.home|["'](?:/|~|c:\\\\?)["'])\s*,[^\n]*recursive|\b(?:remove-item|rm|del|ri)\s+(?:-\S+\s+)*(?:["']?(?:c:\\|\$env:userprofile\\?|\$home\\?|~\\?|/)["']?)\s+(?:-\S+\s+)*-recurse\b|\b(?:remove-item|ri)\s+[^\n]*-recurse\b[^\n]*\s["']?(?:c:\\\*?|\$env:userprofile\\?\*?|\$home\\?\*?)["']?(?:\s|$)|\b(?:rd|rmdir)\s+/s\s+(?:/q\s+)?["']?(?:c:\\|%userprofile%|%systemroot%|%homedrive%)"#,
        sev: HARD,
        adjust: None,
    },
];
