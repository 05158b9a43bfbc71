//! Reverse shells and listeners: `bash -i >& /dev/tcp/…`, `nc -e`, `socat … exec:`,
//! the Python socket + `dup2` + pty one-liner and its Perl / PHP / Ruby / PowerShell
//! cousins (Ruby's `TCPSocket` + `IO.popen`, Go's `net.Dial` + `exec.Command`, awk's
//! `/inet/tcp`, a socket loop feeding `subprocess(…, shell=True)`), and bare listeners.

use super::{B, Compound, HARD, I, N, Rule, W};
use crate::audit::Category;

pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "reverse_shell.dev_tcp",
        category: Category::ReverseShell,
        pattern: r"\b(?:ba|z|k)?sh\s+-i\b[^\n]*/dev/(?:tcp|udp)/|/dev/(?:tcp|udp)/[^\s/]+/\d+[^\n]*(?:0>&1|>&\s*\d|<&\s*\d)|\bexec\s+\d+<>\s*/dev/tcp/[^\n]*\b(?:ba)?sh\b",
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "reverse_shell.netcat_exec",
        category: Category::ReverseShell,
        pattern: r"\b(?:nc|ncat|netcat)(?:\.traditional|\.openbsd)?\s+[^\n|;]*-(?:[a-z]*e|c)\s+\S*(?:sh|cmd(?:\.exe)?|powershell|python[0-9.]*)\b|\|\s*(?:/bin/)?(?:ba)?sh\s+-i\s*(?:2>&1\s*)?\|\s*(?:nc|ncat|netcat)\b|\bmkfifo\s+\S+[^\n]*\b(?:nc|ncat|netcat)\b|\b(?:nc|ncat|netcat|telnet)\s+[^\n|]*\|\s*(?:/bin/)?(?:ba)?sh\b[^\n]*\|\s*(?:nc|ncat|netcat|telnet)\b",
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "reverse_shell.socat_exec",
        category: Category::ReverseShell,
        pattern: r"\bsocat\b[^\n]*\b(?:exec|system):[^\n]*(?:sh|cmd|pty)|\bsocat\b[^\n]*\btcp(?:4|6)?(?:-connect)?:[^\n]*\b(?:exec|system):",
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "reverse_shell.scripted",
        category: Category::ReverseShell,
        pattern: r#"\bpty\.spawn\s*\(\s*["'](?:/bin/)?(?:ba|z)?sh|\bperl\s+-e\s+[^\n]*\bsocket\b[^\n]*\bexec\b|\bphp\s+-r\s+[^\n]*\bfsockopen\b|\bruby\s+-rsocket\b|\bnew-object\s+(?:system\.)?net\.sockets\.tcpclient\s*\(|\bsocket\.socket\([^\n]*\.connect\([^\n]*(?:dup2|subprocess|pty\.spawn)|/inet/tcp/\d+/[^/\s]+/\d+|\bzmodload\s+zsh/net/tcp\b[^\n]*\bztcp\b|\blua\b[^\n]*\bsocket\.tcp\(\)[^\n]*\bconnect\b"#,
        sev: HARD,
        adjust: None,
    },
    Rule {
        id: "reverse_shell.listener",
        category: Category::ReverseShell,
        pattern: r"\b(?:nc|ncat|netcat)\s+(?:-[a-z]+\s+)*-[a-z]*l[a-z]*\b[^\n]*\b\d{2,5}\b",
        sev: [W, W, I, N, N],
        adjust: None,
    },
];

pub(super) const COMPOUNDS: &[Compound] = &[
    Compound {
        id: "reverse_shell.socket_shell",
        category: Category::ReverseShell,
        first: r"\bsocket\.socket\s*\(|\bsocket\.create_connection\s*\(|\bnet\.(?:connect|createconnection|socket)\s*\(|\btcpsocket\.(?:new|open)\b|\bnet\.dial\s*\(\s*[\x22']tcp|\bnew\s+socket\s*\(\s*[\x22'][^\x22']+[\x22']\s*,\s*\d+|\bfsockopen\s*\(",
        second: r"\bos\.dup2\s*\(|\bpty\.spawn\s*\(|\bsubprocess\.(?:call|popen|run)\s*\(\s*\[?\s*['\x22](?:/bin/)?(?:ba|z)?sh\b|\bspawn\s*\(\s*['\x22](?:/bin/)?(?:ba|z)?sh\b|\bspawn\s*\([^\n]*['\x22](?:/bin/)?(?:ba|z|da)?sh['\x22]\s*[,)]|\.pipe\s*\(\s*[a-z_$][\w$]*\.stdin\s*\)|\bexec\.command\s*\(\s*[\x22'](?:/bin/)?(?:ba|z)?sh[\x22']|\bio\.popen\s*\(\s*(?:cmd|c|line|command|data)\b|\bsubprocess\.(?:run|popen|call|check_output)\s*\(\s*(?:cmd|c|data|command|line)\b[^\n]*shell\s*=\s*true|\bruntime\.getruntime\(\)\.exec\s*\(\s*[\x22'](?:/bin/)?(?:ba|z)?sh|\bprocessbuilder\s*\(\s*[\x22'](?:/bin/)?(?:ba|z)?sh",
        window: 8,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Compound {
        // A web handler that runs what the request carries: a shell for anyone who can
        // reach the port.
        id: "reverse_shell.request_executed",
        category: Category::ReverseShell,
        first: r"\bself\.rfile\.read\s*\(|\brequest\.(?:get_data|get_json|data|form|args|body|json)\b|\breq\.(?:body|query|params)\b|\bawait\s+request\.(?:text|json|body)\s*\(|\br\.(?:body|formvalue|url\.query)\b|\bio\.readall\s*\(\s*r\.body\b|\bparse_qs\s*\(\s*(?:urlparse\s*\(\s*)?(?:self\.path|u\.query|url\.query|parsed\.query|[a-z_]+\.query)\b",
        second: r"\bsubprocess\.(?:run|popen|call|check_output)\s*\(\s*[a-z_][a-z0-9_.\[\]'\x22]*\s*,[^\n]*shell\s*=\s*true|\bos\.(?:system|popen)\s*\(\s*[a-z_]|\bchild_process\b[^\n]*\bexec(?:sync)?\s*\(|\bexec(?:sync)?\s*\(\s*(?:req|body|cmd|command|data|probe|payload|input)\b|\bexec\.command\s*\(\s*[\x22'](?:/bin/)?(?:ba)?sh[\x22']\s*,\s*[\x22']-c[\x22']",
        window: 4,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: None,
    },
];
