//! Destructive commands: recursive deletion of `/`, `~` or system directories, raw
//! writes to disks, file-system creation, fork bombs; the same deletions through a
//! language's API (`shutil.rmtree(~)`, `fs.rmSync(os.homedir(), …)`) or Windows'
//! (`Remove-Item -Recurse C:\`, `rd /s /q C:\`), and `find / -exec rm -rf`.

use super::{B, Compound, HARD, Hit, I, Match, Rule, W, consented, line_lower, severity_at};
use crate::audit::Category;
use crate::audit::Severity;
use crate::audit::context::Prepared;
use regex::bytes::Regex;
use std::sync::OnceLock;

pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "destructive.rm_root",
        category: Category::Destructive,
        pattern: r#"\brm\s+(?:-[a-z-]+\s+)*(?:-[a-z]*r[a-z]*f[a-z]*|-[a-z]*f[a-z]*r[a-z]*|-r\s+-f|-f\s+-r|--recursive\s+--force|--force\s+--recursive)\s+(?:-[a-z-]+\s+)*["']?(?:/|/\*|~|~/|~/\*|\$home|\$\{home\}|\$home/\*|\$\{home\}/\*|/(?:etc|usr|bin|boot|var|home|lib|lib64|sbin|opt|root|sys|proc|dev|users|system|library)/?\*?|\*|\.\*)["']?(?:\s|$|;|&|\||`|\)|:)|\brm\s[^\n]*--no-preserve-root\b|\brm\s+(?:-[a-z-]+\s+)*(?:-[a-z]*r[a-z]*f[a-z]*|-[a-z]*f[a-z]*r[a-z]*)\s+["']?(?:\$home|\$\{home(?::?[?-][^}]*)?\}|~)["']?/?\*?["']?(?:\s|$|;|&|\|)"#,
        sev: HARD,
        adjust: None,
    },
    Rule {
        // The data of the machine's databases and containers, or its backups, deleted
        // outright: not a cache, and nothing recreates it.
        id: "destructive.service_data_deleted",
        category: Category::Destructive,
        pattern: r#"\brm\s+(?:-[a-z-]+\s+)*-[a-z]*r[a-z]*\s+(?:-[a-z-]+\s+)*[^\n;&|]*["']?/var/(?:lib/(?:postgresql|pgsql|mysql|mariadb|mongodb|docker|containerd|redis|elasticsearch|etcd|kubelet)|backups?|opt/backups?)(?:/\*?)?["']?(?:\s|$|;|&|\|)"#,
        sev: HARD,
        adjust: Some(consented),
    },
    Rule {
        id: "destructive.disk_overwrite",
        category: Category::Destructive,
        pattern: r#"\bdd\s+[^\n]*\bof=["']?/dev/(?:sd|hd|nvme|disk|rdisk|mmcblk|xvd|vd)[a-z0-9]*|\bmkfs(?:\.[a-z0-9]+)?\s+(?:-\S+\s+)*/dev/|\b(?:wipefs|shred|blkdiscard)\s+[^\n]*/dev/(?:sd|hd|nvme|disk|mmcblk|xvd|vd)|>\s*/dev/(?:sd[a-z]|nvme\d|hd[a-z]|mmcblk\d|disk\d)\b|\bformat(?:\.com)?\s+c:|\bdiskutil\s+(?:erasedisk|erasevolume|zerodisk)\b|\bdel\s+/[fsq]\s+/[fsq]\s+/[fsq]\s+c:\\"#,
        sev: HARD,
        adjust: Some(consented),
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
        pattern: r"\b(?:chmod|chown)\s+(?:-[a-z]*r[a-z]*\s+)\S+\s+/(?:\s|$|;|&)",
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
    Rule {
        // What ransomware runs first: the machine's own backups and restore points gone.
        id: "destructive.backups_deleted",
        category: Category::Destructive,
        pattern: r"\bvssadmin(?:\.exe)?\s+delete\s+shadows\b|\bwmic(?:\.exe)?\s+shadowcopy\s+delete\b|\bwbadmin(?:\.exe)?\s+delete\s+(?:catalog|systemstatebackup|backup)\b|\bbcdedit(?:\.exe)?\b[^\n]*\brecoveryenabled\s+no\b|\btmutil\s+(?:delete|deletelocalsnapshots)\b|\bvssadmin(?:\.exe)?\s+resize\s+shadowstorage\b[^\n]*maxsize=401mb",
        sev: HARD,
        adjust: None,
    },
    Rule {
        // A service's own backups switched off or deleted: a database's retention set
        // to zero, its snapshots deleted, the cluster's backups and schedules wiped,
        // write-ahead-log archiving turned off. Asked for with the user's yes it warns.
        id: "destructive.service_backups_off",
        category: Category::Destructive,
        pattern: r#"--backup-retention-period[=\s]+0\b|\baws\s+rds\s+delete-db-(?:cluster-)?snapshot\b|\baws\s+backup\s+(?:delete-backup-vault|delete-recovery-point)\b|\bvelero\s+(?:backup\s+delete\b[^\n]*--all\b|schedule\s+(?:pause|delete)\b)|\balter\s+system\s+set\s+archive_mode\s*(?:=|to)\s*'?off\b|\barchive_command\s*(?:=|to)\s*'?/bin/true\b|\bgcloud\s+sql\s+instances\s+patch\b[^\n]*--no-backup\b"#,
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Rule {
        // The home directory or `/` emptied by `find` (a "stale files" pass with no
        // name filter); a pass that picks entries by name, path or type only warns.
        id: "destructive.home_emptied",
        category: Category::Destructive,
        pattern: r#"\bfind\s+["']?(?:~|~/|\$home|\$\{home\}|/)["']?\s[^\n]*(?:-exec\s+rm\s+(?:-\S+\s+)*-[a-z]*r|-delete\b)"#,
        sev: HARD,
        adjust: Some(unfiltered_find),
    },
    Rule {
        // The user's own folders emptied: Documents, Desktop, Pictures, their code.
        id: "destructive.user_folders",
        category: Category::Destructive,
        pattern: r#"\b(?:del|erase|rd|rmdir)\s+(?:/[a-z]\s+)*[^\n]*%userprofile%\\(?:documents|desktop|pictures|downloads|onedrive|videos|music)\b|\b(?:remove-item|ri|rm)\b[^\n]*(?:\$home|\$env:userprofile|~)[\\/](?:documents|desktop|pictures|downloads|onedrive)[\\/]?\*?["']?\s[^\n]*-recurse|\brm\s+(?:-[a-z-]+\s+)*-[a-z]*r[a-z]*\s+(?:-[a-z-]+\s+)*[^\n]*(?:~|\$home|\$\{home\})/(?:documents|desktop|pictures|downloads|src|projects|code|dev|workspace|library)/?\*?["']?(?:\s|$|;|&)"#,
        sev: HARD,
        adjust: None,
    },
    Rule {
        // Every bucket, group or namespace of an account deleted in a loop.
        id: "destructive.mass_cloud_deletion",
        category: Category::Destructive,
        pattern: r"\bxargs\b[^\n]*\b(?:aws\s+s3\s+rb|aws\s+s3api\s+delete-bucket|aws\s+s3\s+rm|gsutil\s+(?:-m\s+)?rm|az\s+(?:group|storage\s+account)\s+delete|gcloud\s+projects\s+delete|kubectl\s+delete\s+(?:ns|namespaces?))\b|\baws\s+s3api\s+list-buckets\b[^\n]*\|[^\n]*\b(?:rb|delete-bucket)\b|\baws\s+s3\s+ls\b[^\n]*\|[^\n]*\baws\s+s3\s+rb\b",
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Rule {
        // The database the environment points at (`$PGDATABASE`, `$DATABASE`) dropped:
        // the user's working data, not a throwaway one the script names.
        id: "destructive.database_dropped",
        category: Category::Destructive,
        pattern: r#"\bdrop\s+(?:database|schema)\s+(?:if\s+exists\s+)?["'`]?prod(?:uction)?(?:_?db)?\b|\bdrop\s+(?:database|schema)\s+(?:if\s+exists\s+)?\\?["'`]?\$\{?(?:pgdatabase|database|db|db_name|dbname|database_name|mysql_database|postgres_db|prod\w*)\b|\bdropdb\s+(?:-\S+\s+)*["']?\$\{?(?:pgdatabase|database|db|db_name|dbname|database_name|postgres_db|prod\w*)\b"#,
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Rule {
        // The account's audit trail and threat detection switched off (CloudTrail
        // stopped, GuardDuty detectors deleted, Security Hub disabled, Defender's
        // real-time protection off): what an intruder does before acting unseen.
        id: "destructive.security_monitoring_off",
        category: Category::Destructive,
        pattern: r"\baws\s+cloudtrail\s+(?:stop-logging|delete-trail)\b|\baws\s+guardduty\s+(?:delete-detector|disassociate-from-master-account)\b|\baws\s+securityhub\s+disable-security-hub\b|\baws\s+configservice\s+stop-configuration-recorder\b|\bgcloud\s+logging\s+sinks\s+delete\b|\baz\s+monitor\s+diagnostic-settings\s+delete\b|\bset-mppreference\b[^\n]*-disablerealtimemonitoring\s+\$?(?:true|1)\b|\bsystemctl\s+(?:stop|disable|mask)\s+(?:--now\s+)?(?:auditd|falcon-sensor|osqueryd|wazuh-agent|sysmon|clamav-daemon)\b",
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Rule {
        // The project's own safeguards taken away: branch protection deleted, git hooks
        // pointed at nothing, the security-scanning workflows or the security tests
        // deleted, the audit log's trigger disabled or its table emptied. What a skill
        // does before what it does next goes unreviewed.
        id: "destructive.safeguards_removed",
        category: Category::Destructive,
        pattern: r#"\bgh\s+api\b[^\n]*(?:-x\s*|--method\s+)delete\b[^\n]*/branches/[^\s/]+/protection\b|\bgh\s+api\b[^\n]*/branches/[^\s/]+/protection\b[^\n]*(?:-x\s*|--method\s+)delete\b|\bgit\s+config\s+(?:--global\s+|--system\s+|--local\s+)?core\.hookspath\s+["']?/dev/null\b|\b(?:rm|git\s+rm|del|remove-item)\s+(?:-\S+\s+)*[^\n]*\.github/workflows/[^\s"']*(?:codeql|gitleaks|secret|semgrep|trivy|snyk|dependency-review|scorecard|security)[^\s"']*|\b(?:rm\s+-[a-z]*r[a-z]*|git\s+rm\s+-r\S*|shutil\.rmtree\s*\(|fs\.rm(?:sync)?\s*\()\s*[^\n]*\btests?/security\b|\balter\s+table\s+\S*audit\S*\s+disable\s+trigger\b|\btruncate\s+(?:table\s+)?\S*audit_?log\S*|\bdrop\s+event\s+trigger\b|["']fail_under\s*=\s*0["']|--cov-fail-under[= ]0\b|\bsecret_scanning(?:_push_protection)?\]?\s*\[status\]\s*=\s*disabled\b|["']secret_scanning(?:_push_protection)?["']\s*:\s*\{\s*["']status["']\s*:\s*["']disabled["']"#,
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Rule {
        // Every file of a kind under the home directory overwritten, emptied or
        // removed by one `find`: a wiper, whatever the step calls itself.
        id: "destructive.home_files_overwritten",
        category: Category::Destructive,
        pattern: r#"\bfind\s+["']?(?:~|\$home|\$\{home\}|/home|/users)/?["']?\s[^\n]*-type\s+f\b[^\n]*-(?:exec|execdir)\s+(?:truncate\b|shred\b|rm\b|sh\s+-c\s+'[^'\n]*>|sh\s+-c\s+"[^"\n]*>)|\bfind\s+["']?(?:~|\$home|\$\{home\})/?["']?\s[^\n]*-type\s+f\b[^\n]*\|\s*xargs\s+(?:-\S+\s+)*(?:truncate|shred)\b"#,
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Rule {
        // Storage opened to the world: the account's or a bucket's public-access block
        // deleted, every public-access setting switched off.
        id: "destructive.storage_made_public",
        category: Category::Destructive,
        pattern: r"\baws\s+s3api\s+delete-public-access-block\b|\baws\s+s3control\s+delete-public-access-block\b|\bput-public-access-block\b[^\n]*blockpublicacls=false[^\n]*restrictpublicbuckets=false|\baws\s+ec2\s+authorize-security-group-ingress\b[^\n]*--protocol\s+(?:-1|all)\b[^\n]*0\.0\.0\.0/0",
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Rule {
        // The user's keys shredded.
        id: "destructive.credentials_shredded",
        category: Category::Destructive,
        pattern: r"\b(?:shred|srm|wipe)\b[^\n]*(?:~|\$home|\$\{home\})/\.(?:ssh|gnupg|aws|kube)\b|\bfind\s+[^\n]*(?:~|\$home|\$\{home\})/\.(?:ssh|gnupg|aws|kube)\b[^\n]*(?:-exec\s+(?:shred|rm)\b|-delete\b)|\brm\s+(?:-[a-z-]+\s+)*-[a-z]*r[a-z]*\s+(?:-[a-z-]+\s+)*(?:[^\s;&|]+\s+){0,8}[\x22']?(?:~|\$home|\$\{home\})/(?:\.(?:ssh|gnupg|aws|kube)|library/keychains)/?\*?[\x22']?(?:\s|;|$)",
        sev: HARD,
        adjust: None,
    },
    Rule {
        // History rewritten where others work: a forced push of the main branch, of
        // every tag or every branch.
        id: "destructive.force_push_shared",
        category: Category::Destructive,
        pattern: r"\bgit\s+push\s+(?:\S+\s+)*?(?:--force\b|-f\b)[^\n]*?(?:\bhead:main\b|\bhead:master\b|\s(?:origin\s+)?(?:main|master)\b|\s(?:origin\s+)?\S+:(?:main|master)\b|--tags\b|--all\b|--mirror\b)|\bgit\s+push\s+[^\n]*\s\+(?:refs/heads/)?(?:main|master)\b|\bgit\s+push\s+[^\n]*--delete\s+\x22?\$\(\s*git\s+(?:ls-remote|tag|branch|for-each-ref)\b|\bgit\s+push\s+[^\n]*--mirror\b[^\n]*\s(?:--force\b|-f\b)|\bxargs\b[^\n]*\bgit\s+push\s+[^\n]*--delete\b",
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
];

/// A `find` that picks entries by name, path or type deletes only those: it warns.
fn unfiltered_find(m: &Match<'_>, s: Severity) -> Option<Severity> {
    // `-name '*'` picks everything.
    let text = m
        .text
        .replace("-name '*'", "")
        .replace("-name \"*\"", "")
        .replace("-name *", "");
    let filtered = [
        "-name", "-iname", "-path", "-ipath", "-regex", "-type f", "-user",
    ]
    .iter()
    .any(|f| text.contains(f));
    Some(if filtered { s.min(Severity::Warn) } else { s })
}

pub(super) const COMPOUNDS: &[Compound] = &[
    Compound {
        // Every database on the server listed (no filter but templates) and dropped in
        // turn: a cleanup that takes the user's data with it.
        id: "destructive.every_database_dropped",
        category: Category::Destructive,
        first: r#"\bselect\s+datname\s+from\s+pg_database(?:\s+where\s+not\s+datistemplate)?\s*;?\s*[\x22')]|\bshow\s+databases\s*;?\s*[\x22')]|\blist_database_names\s*\(\s*\)"#,
        second: r"\bdrop\s+database\b|\bdropdb\b|\.drop_database\s*\(",
        window: 8,
        program_wide: true,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Compound {
        // The shell's or a client's history deleted: tracks covered after the fact.
        id: "destructive.history_erased",
        category: Category::Destructive,
        first: r#"["'/]\.(?:bash|zsh|psql|mysql|sh|python|node_repl|sqlite)_history\b|\bhistfile\b"#,
        second: r"\bos\.(?:remove|unlink)\s*\(|\.unlink(?:sync)?\s*\(|\brm\s+(?:-\S+\s+)*\S*_history\b|\bshred\b|\btruncate\s+-s\s*0\b|(?:^|[;&|]\s*)(?::\s*)?>\s*\S*_history\b|\bhistory\s+-c\b",
        window: 3,
        program_wide: false,
        across_blocks: false,
        sev: [B, W, W, I, I],
        adjust: None,
    },
    Compound {
        // A program that lists the user's folders by name and deletes recursively.
        id: "destructive.user_folders_listed",
        category: Category::Destructive,
        first: r#"["'](?:documents|desktop|pictures|downloads|music|videos|projects|src|code|onedrive)["']\s*,\s*["'][a-z.]+["']"#,
        second: r"\bshutil\.rmtree\b|\bos\.(?:remove|unlink|rmdir|removedirs)\s*\(|\bfs(?:\.promises)?\.(?:rm|rmsync|rmdirsync|unlinksync)\s*\(|\bremove-item\b[^\n]*-recurse|\bfileutils\.rm_rf?\b|\bos\.removeall\s*\(|\brm\s+-[a-z]*r",
        window: 30,
        program_wide: true,
        across_blocks: false,
        // The list is data (an example line of the program); the deletion runs it.
        sev: [B, B, B, I, I],
        adjust: None,
    },
    Compound {
        // A forced push in a loop over the remote's branches or tags: every one of
        // them rewritten (a "slim history" that replaces them all with one commit).
        id: "destructive.force_push_every_branch",
        category: Category::Destructive,
        first: r"\bfor\s+\w+\s+in\s+[\x22']?\$\(\s*git\s+(?:ls-remote|branch|for-each-ref|tag)\b",
        second: r"\bgit\s+push\s+[^\n]*(?:--force\b|\s-f\b|\s\+|--delete\b|\s-d\s)",
        window: 3,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Compound {
        // The security tests' directory deleted by a program.
        id: "destructive.tests_disabled",
        category: Category::Destructive,
        first: r#"["']tests?["']\s*\)?\s*/\s*["']security["']"#,
        second: r"\bshutil\.rmtree\s*\(|\bfs\.rm(?:sync)?\s*\(",
        window: 4,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Compound {
        // A program that walks the whole home directory and empties or deletes what it
        // finds there.
        id: "destructive.home_walk_wipe",
        category: Category::Destructive,
        first: r#"\bos\.walk\s*\(\s*(?:home|os\.path\.expanduser\(\s*["']~["']\s*\)|path\.home\(\)|str\(\s*path\.home\(\)\s*\))\s*\)|\bfs\.readdirsync\s*\(\s*os\.homedir\(\)"#,
        second: r#"\.truncate\s*\(\s*0?\s*\)|\bos\.(?:remove|unlink)\s*\(|\bfs\.(?:truncatesync|unlinksync|writefilesync)\s*\("#,
        window: 12,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Compound {
        // A logic bomb: data destroyed only after a fixed date, or only where no CI
        // runs (so the project's own tests never see it): a trigger of that kind has
        // no place before a `DROP SCHEMA`, an `rm -rf ~` or a backend kill.
        id: "destructive.triggered_wipe",
        category: Category::Destructive,
        first: r#"-(?:ge|gt) 20\d{6}\b|-(?:ge|gt) ["']20\d{6}\b|\b(?:datetime|date)\(\s*20\d{2}\s*,|\bnew date\(\s*["']?20\d{2}|-z "\$\{ci\b|-z "\$ci\b|-z \$\{?ci\b|\bnot os\.environ\.get\(\s*["']ci["']|!\s*process\.env\.ci\b"#,
        second: r#"\bdrop\s+(?:schema|database|table)\b|\btruncate\s+table\b|\bpg_terminate_backend\b|\brm -[a-z]*r[a-z]*\s+["']?(?:~|\$home|\$\{home\}|/)["']?(?:\s|$|/\*|/\.)|\bmkfs\b|\bdd\s+[^\n]*\bof=/dev/|\bshutil\.rmtree\s*\(\s*(?:os\.path\.expanduser|path\.home|["']/)"#,
        window: 2,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Compound {
        // Protestware: a program that checks for the time zones of one country and
        // then writes over, deletes or walks the home directory. Locale code formats
        // dates; it has no business in `~`.
        id: "destructive.region_triggered_wipe",
        category: Category::Destructive,
        first: r"\beurope/(?:moscow|minsk|volgograd|kaliningrad|samara)\b|\b(?:moscow|minsk)\b[^\n]*\b(?:timezone|time_zone|tz)\b|\b(?:timezone|time_zone|tz)\b[^\n]*\b(?:moscow|minsk)\b",
        second: r#"\bos\.homedir\s*\(\s*\)|\$home\b|\$\{home\}|\bexpanduser\s*\(\s*["']~|\bpath\.home\s*\(\s*\)|\bdirs::home_dir\b|\$env:userprofile\b|\brm\s+-[a-z]*r[a-z]*\s+["']?/"#,
        window: 8,
        program_wide: true,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Compound {
        // A bucket policy that lets anyone (`Principal: "*"`) write or delete objects
        // or rewrite the policy: the bucket is the world's. Public *reads* are what a
        // static site has and are no finding.
        id: "destructive.bucket_world_writable",
        category: Category::Destructive,
        first: r#"["']?principal["']?\s*[:=]\s*(?:\{\s*["']?aws["']?\s*[:=]\s*)?\[?\s*["']\*["']"#,
        second: r#"["']s3:(?:putobject|deleteobject|putbucketpolicy|putobjectacl|\*)["']"#,
        window: 6,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: Some(consented),
    },
    Compound {
        // Infrastructure destroyed with its prompt switched off, next to words that say
        // not to ask the user first.
        id: "destructive.destroy_unconfirmed",
        category: Category::Destructive,
        first: r"\bdrop\s+(?:schema|database)\b[^\n]*(?:\bcascade\b|\bforce\b|\$)|\bterraform\s+(?:destroy\b[^\n]*-auto-approve|apply\b[^\n]*-destroy\b[^\n]*-auto-approve)|\baws\s+s3\s+rb\b[^\n]*--force|\baws\s+s3\s+rm\b[^\n]*--recursive|\bkubectl\s+delete\s+(?:ns|namespaces?)\b[^\n]*--all\b|\bkubectl\s+delete\b[^\n]*--all-namespaces|\bgsutil\s+(?:-m\s+)?rm\s+-r\b|\baz\s+group\s+delete\b[^\n]*(?:--yes|-y)\b",
        second: r"\b(?:without|no|not|never|skip|don't|avoid)\b[^\n]*\b(?:confirm|confirms|confirmation|confirmations|approval|asking|prompts?)\b|\b(?:do\s+not|don't|never|no\s+need\s+to)\s+ask\b|\b(?:do\s+not|don't|never)\s+(?:stop|pause|wait)\s+to\s+ask\b|\bpre-?(?:authori[sz]ed|approved)\b",
        window: 12,
        program_wide: false,
        across_blocks: true,
        sev: [B, B, B, I, B],
        adjust: None,
    },
];

/// Ports whose service must never face the whole internet: remote shells and
/// desktops, databases, caches, search engines, container and kubelet APIs.
const ADMIN_PORTS: &[u32] = &[
    22, 23, 1433, 2375, 2376, 3306, 3389, 5432, 5900, 5984, 6379, 9042, 9200, 10250, 11211, 27017,
];

/// The longest ingress rule read, in lines (a Terraform block, a CloudFormation entry).
const INGRESS_LINES: usize = 12;

/// A firewall rule (Terraform's `ingress { … }` or `type = "ingress"`, a
/// CloudFormation `SecurityGroupIngress`) that lets the whole internet (`0.0.0.0/0`,
/// `::/0`) reach every port, a wide range, or a port of remote administration or a
/// database. A web port open to the world is what a load balancer has; SSH or Postgres
/// open to it is a door held open.
pub(super) fn world_open_ingress(p: &Prepared, primary: bool) -> Vec<Hit> {
    let lower = p.lower.as_str();
    if !(lower.contains("ingress") && (lower.contains("0.0.0.0/0") || lower.contains("::/0"))) {
        return Vec::new();
    }
    static OPENS: OnceLock<Regex> = OnceLock::new();
    let opens_rule = OPENS.get_or_init(|| {
        Regex::new(r#"(?:^|[\s"'])ingress["']?\s*(?:=\s*)?[\[{]|\btype\s*[:=]\s*["']ingress["']|\bsecuritygroupingress\b|\bauthorize-security-group-ingress\b"#)
            .expect("ingress pattern")
    });
    // The value assigned to `key` (`from_port = 22`, `"FromPort": 22`, `--port 22`),
    // not one compared with it (`rule.from_port == 22` in a policy that looks for it).
    let number = |line: &str, key: &str| -> Option<u32> {
        let rest = line[line.find(key)? + key.len()..].trim_start_matches(['"', '\'']);
        let rest = rest.trim_start();
        let rest = match rest.strip_prefix(['=', ':']) {
            Some(r) if !r.starts_with('=') => r,
            Some(_) => return None,
            None if key.starts_with("--") => rest,
            None => return None,
        };
        let rest = rest.trim_start().trim_start_matches(['"', '\'']);
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    };
    let mut hits = Vec::new();
    let mut i = 0;
    while i < p.lines.len() && hits.len() < 16 {
        let line = line_lower(p, i);
        if !line.contains("ingress") || !opens_rule.is_match(line.as_bytes()) {
            i += 1;
            continue;
        }
        // One rule of a list (`ingress = [ { … }, { … } ]`) at a time: its ports and
        // its sources together.
        let (mut from, mut to, mut all, mut world): (
            Option<u32>,
            Option<u32>,
            bool,
            Option<usize>,
        ) = (None, None, false, None);
        let mut found = None;
        let end = (i + INGRESS_LINES).min(p.lines.len());
        for j in i..=end {
            let l = if j < end { line_lower(p, j) } else { "}" };
            let boundary = j > i && {
                let t = l.trim();
                t.starts_with('}') || t == "{" || t.starts_with("- ")
            };
            if boundary || (j > i && l.contains("egress")) {
                let exposed = match (from, to) {
                    (Some(f), Some(t)) => {
                        t.saturating_sub(f) >= 1000
                            || ADMIN_PORTS.iter().any(|p| (f..=t).contains(p))
                    }
                    (Some(f), None) => ADMIN_PORTS.contains(&f),
                    _ => false,
                };
                if let Some(at) = world
                    && (all || exposed)
                {
                    found = Some(at);
                    break;
                }
                (from, to, all, world) = (None, None, false, None);
                if l.contains("egress") {
                    break;
                }
            }
            if l.contains("0.0.0.0/0") || l.contains("::/0") {
                world = world.or(Some(j));
            }
            from = from
                .or_else(|| number(l, "from_port"))
                .or_else(|| number(l, "fromport"))
                .or_else(|| number(l, "--port"));
            to = to
                .or_else(|| number(l, "to_port"))
                .or_else(|| number(l, "toport"));
            all |= ["\"-1\"", "'-1'", "= -1", ": -1", "\"all\""]
                .iter()
                .any(|v| l.contains("protocol") && l.contains(v));
        }
        if let Some(at) = found
            && let Some(mut severity) = severity_at(p, at, primary, &[B, B, W, I, I])
        {
            if p.lines[at].gated {
                severity = severity.min(Severity::Warn);
            }
            hits.push(Hit {
                rule: "destructive.world_open_ingress",
                category: Category::Destructive,
                severity,
                line: at,
                start: p.starts[at],
            });
        }
        i += 1;
    }
    hits
}

/// `rm -rf "$HOME/$SUBDIR"` where nothing in the text sets `SUBDIR`: the variable is
/// empty and the command deletes the home directory (the classic installer bug, and a
/// wiper's disguise). A variable the text assigns, reads or loops over, or guards with
/// `${SUBDIR:?}`, is the script's own.
pub(super) fn home_wiped_by_unset_variable(p: &Prepared, primary: bool) -> Vec<Hit> {
    let lower = p.lower.as_str();
    if !lower.contains("rm ") {
        return Vec::new();
    }
    static RM: OnceLock<Regex> = OnceLock::new();
    let rm = RM.get_or_init(|| {
        Regex::new(r#"\brm\s+(?:-[a-z-]+\s+)*-[a-z]*r[a-z]*\s+(?:-[a-z-]+\s+)*["']?(?:\$home|\$\{home\}|~)/["']?\$\{?([a-z_][a-z0-9_]*)\}?/?["']?(?:\s|$|;|&)"#)
            .expect("home rm pattern")
    });
    let mut hits = Vec::new();
    for c in rm.captures_iter(lower.as_bytes()).take(16) {
        let (Some(whole), Some(name)) = (c.get(0), c.get(1)) else {
            continue;
        };
        let name = String::from_utf8_lossy(name.as_bytes());
        let set = [
            format!("{name}="),
            format!("read -r {name}"),
            format!("read {name}"),
            format!("for {name} in"),
            format!("{name}:?"),
            format!("{name}:-"),
            format!("export {name}"),
            format!("local {name}"),
            format!("declare {name}"),
        ]
        .iter()
        .any(|w| lower.contains(w.as_str()));
        if set {
            continue;
        }
        let li = p.line_index(whole.start());
        if let Some(severity) = severity_at(p, li, primary, &[B, B, W, I, I]) {
            hits.push(Hit {
                rule: "destructive.home_wiped_by_unset_variable",
                category: Category::Destructive,
                severity,
                line: li,
                start: whole.start(),
            });
        }
    }
    hits
}
