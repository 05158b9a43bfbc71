//! Secret and credential exfiltration (a secret file or the environment read, then sent
//! off the machine) and credential harvesting through the agent (the model asked to
//! read keys, cookies or `.env` files and paste, encode or send them).
//!
//! A secret can also leave in a URL the agent is asked to fetch (a query placeholder
//! for `.env` contents or a token), in a request body that carries a service's secret
//! variable to another service's host (`-d "gh=$GH_TOKEN"` to anything but GitHub), as
//! DNS labels built from a variable, or from a program that collects a credential store
//! and uploads it far further down. Sinks include raw sockets (`sendall`), Node's
//! `https.request`, chat-bot and webhook APIs; `$(env)` in a request is the whole
//! environment; a secret forced into a commit (`git add -f .env`) leaves with the next
//! push; the agent asked to attach a key to an issue or post `env` as a comment is
//! harvesting.

use super::{
    B, Compound, HARD, I, Match, N, Rule, SOFT, W, is_local_host, url_hosts, within_domain,
};
use crate::audit::Category;
use crate::audit::Severity;

/// Endpoints that exist to receive data from elsewhere (request bins, tunnels, pastes,
/// out-of-band interaction servers).
const EXFIL_HOSTS: &[&str] = &[
    "webhook.site",
    "requestbin.com",
    "requestbin.net",
    "pipedream.net",
    "ngrok.io",
    "ngrok-free.app",
    "ngrok.app",
    "interact.sh",
    "oast.fun",
    "oast.pro",
    "oast.live",
    "oast.site",
    "oast.online",
    "oast.me",
    "burpcollaborator.net",
    "transfer.sh",
    "pastebin.com",
    "paste.ee",
    "hastebin.com",
    "0x0.st",
    "file.io",
    "dnslog.cn",
    "ceye.io",
    "beeceptor.com",
    "hookbin.com",
    "trycloudflare.com",
    "serveo.net",
    "localtunnel.me",
    "loca.lt",
];

/// Whether `host` (lowercase) is or is under one of [`EXFIL_HOSTS`].
pub(crate) fn is_exfil_host(host: &str) -> bool {
    EXFIL_HOSTS.iter().any(|h| within_domain(host, h))
}

/// Files and directories that hold credentials, as a program names them (a bare
/// `.ssh` in a list joined to `$HOME`, `'.npmrc'` joined to `homedir()`, `~/.gem/credentials`).
macro_rules! secret_files {
    () => {
        r#"(?:^|[\s'"`(/=,\[{])(?:~/|\$home/|\$\{home\}/)?\.(?:ssh|aws|kube|(?:bash|zsh|python|psql|mysql|node_repl)_history|gnupg|netrc|npmrc|yarnrc(?:\.yml)?|pypirc|git-credentials|docker/config\.json|gem/credentials|cargo/credentials(?:\.toml)?|config/gcloud|config/gh|azure|vault-token|pgpass|terraform\.d/credentials\.tfrc\.json|m2/settings(?:-security)?\.xml|gradle/gradle\.properties|android/adbkey|password-store|electrum|bitcoin|ethereum|config/solana)(?:$|[\s'"`)/,\]}])|\bhosts\.yml\b[^\n]*\bgh\b|\bgh\b[^\n]*\bhosts\.yml\b|\btojson\(\s*secrets\s*\)|\bsecrets\s*\|\s*tojson\b|169\.254\.169\.254|\bmetadata\.google\.internal\b|\bmeta-data/iam/security-credentials|/metadata/identity/oauth2/token|\bcredentials\.toml\b|\$\{?cargo_home\}?/credentials|["']\*\.(?:pem|key|p12|pfx|ppk)["']|["']id_(?:rsa|ed25519|ecdsa|dsa)\*["']|\.startswith\(\s*["']\.env["']|/\.claude/\.credentials\.json\b|\bkubectl\s+config\s+view\b[^\n]*--(?:raw|flatten)\b"#
    };
}

/// A raw connection to another machine, in code (see [`SEND`] and
/// `exfiltration.secret_variables_sent`, which take it as one of their sends).
macro_rules! raw_socket {
    () => {
        r#"\btcpstream::connect(?:_timeout)?\s*\(|\bnet\.dial(?:timeout)?\s*\(\s*["'](?:tcp|udp)|\bsocket\.create_connection\s*\(|\bnet\.(?:connect|createconnection)\s*\("#
    };
}

/// Secret files named in a program that also sends something off (see [`COMPOUNDS`]).
const SECRET_FILES: &str = secret_files!();

/// The whole environment walked (a loop over it, a dump of it).
const ENVIRONMENT_WALKED: &str = r#"\bos\.environ\.items\s*\(|\bdict\s*\(\s*os\.environ\s*\)|\bfor\s+\w+(?:\s*,\s*\w+)?\s+in\s+os\.environ\b|\bobject\.(?:entries|keys)\s*\(\s*process\.env\s*\)|\bjson\.stringify\s*\(\s*process\.env\b|:\s*process\.env\s*[,}]|\.\.\.process\.env\b|\benv\.(?:to_h|each|select|filter)\b|\brange\s+os\.environ\s*\(|\bstd::env::vars\s*\(|\bsystem\.getenv\s*\(\s*\)|\benv::vars\s*\(|\$_env\b|\bgetenv\s*\(\s*\)|\bget-childitem\s+env:|\$\{?env:(?:aws|github|npm|cargo)[a-z_]*(?:token|secret|key)"#;

/// Secret-bearing files and dumps of the environment.
const SECRET: &str = r#"(?:~|\$home|\$\{home\}|/root|/home/[a-z0-9_.-]+|/users/[a-z0-9_.-]+|%userprofile%|\$env:userprofile|expanduser\(\s*['"]~)/\.(?:ssh\b|(?:bash|zsh|python|psql|mysql|node_repl)_history\b|aws/credentials|aws\b|gnupg|netrc|npmrc|pypirc|docker/config\.json|kube/config|git-credentials|config/gh/hosts\.yml|password-store|bitcoin|ethereum|electrum|config/solana|mozilla/firefox|config/google-chrome|azure)|/etc/(?:shadow|gshadow|sudoers)\b|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|(?:^|[\s'"(=:/@])\.env(?:\.local|\.production|\.prod)?(?:$|[\s'")*])|\blogin data\b|\bcookies(?:\.sqlite|\.db)?['"\s]|\bkey4\.db\b|\blogins\.json\b|\blogin\.keychain|\bsecurity\s+(?:find-generic-password|find-internet-password|dump-keychain)\b|\bwallet\.dat\b|\bfind-(?:generic|internet)-password\b|\bdump-keychain\b|google/chrome/|/chromium/|bravesoftware/|firefox/profiles|\bmetamask\b|\bprintenv\b|\benv\s*\||\bos\.environ\s*(?:\)|,|$|\.items\(\)|\.copy\(\))|\bdict\(\s*os\.environ\s*\)|\bprocess\.env\s*(?:\)|,|$)|\bjson\.stringify\(\s*process\.env\s*\)|\bget-childitem\s+env:|/proc/self/environ|\bcat\s+[^\n]*\.pem\b|\$\(\s*(?:env|printenv|set|export\s+-p)\s*\)|\btojson\(\s*secrets\s*\)|\bgh\s+auth\s+token\b|/\.gem/credentials\b|/\.cargo/credentials|/\.config/gcloud\b|/\.vault-token\b|/\.pgpass\b|\bkubectl\s+get\s+secrets?\b|\baws\s+secretsmanager\s+get-secret-value\b|\bgcloud\s+secrets\s+versions\s+access\b|\baz\s+keyvault\s+secret\s+show\b|\bvault\s+kv\s+get\b|\bterraform\s+state\s+pull\b|\bterraform\.tfstate\b|\bkubectl\s+config\s+view\b[^\n]*--(?:raw|flatten)\b|/\.claude/\.credentials\.json\b"#;

/// Stores of credentials nobody reads for an ordinary task: browser password and cookie
/// databases, keychains, wallets, private keys.
const CREDENTIAL_STORE: &str = r#"\blogin data\b|\bkey4\.db\b|\blogins\.json\b|\bcookies(?:\.sqlite|\.db)?['"]|\blogin\.keychain|\bfind-(?:generic|internet)-password\b|\bdump-keychain\b|\bwallet\.dat\b|\bchrome safe storage\b|(?:~|\$home|\$\{home\})/\.ssh/id_|\.aws/credentials\b|\.config/gh/hosts\.yml\b|\bmetamask\b|/\.electrum\b|local storage["']?\s*[,/\\]+\s*["']?leveldb\b|\btelegram[^\n]{0,40}\btdata\b|\bexodus\.wallet\b|\blocal extension settings\b|\.electrum/wallets\b|\bnkbihfbeogaeaoehlefnkodbefgpgknn\b|\bbfnaelmomeimhlpmgjnjophhpkkoljpa\b|\bexodus[/\\]+exodus\b"#;

/// Something that sends data to another machine.
macro_rules! send {
    () => {
        concat!(
            r#"\bcurl\b[^\n]*(?:\s-d\s|\s-d@|\s--data\S*|\s-f\s|\s--form\b|\s-t\s|\s--upload-file\b|-x\s*post\b|--request\s+post\b)|\bwget\b[^\n]*--post-(?:data|file)|\b(?:nc|ncat|netcat|telnet)\s+(?:-\S+\s+)*[a-z0-9][a-z0-9.-]*\s+\d{2,5}\b|\bsocat\b|\brequests\.(?:post|put)\s*\(|\bhttpx\.(?:post|put)\s*\(|\burllib\.request\.(?:urlopen|request)\s*\(|\burlopen\s*\(|\bfetch\s*\([^\n]*method\s*:\s*['"]post|\baxios\.(?:post|put)\s*\(|\binvoke-(?:webrequest|restmethod)\b[^\n]*-method\s+post|\bscp\s+[^\n]*\s\S+@\S+:|\brsync\s+[^\n]*\s\S+@\S+:|\bsmtplib\b|\bsendmail\b|\|\s*(?:mail|mailx|mutt|s-nail)\s+(?:-[a-z]+\s+(?:"[^"\n]*"|'[^'\n]*'|[^\s"']+)\s+)*[^\s@"']+@[a-z0-9.-]+\.[a-z]{2,}|\bhttps?\.request\s*\(|\.sendall\s*\(|discord(?:app)?\.com/api/webhooks|hooks\.slack\.com/services|webhook\.site|requestbin|pipedream\.net|ngrok(?:-free)?\.(?:io|app)|\binteract\.sh|\boast\.(?:fun|pro|live|site|online|me)|burpcollaborator\.net|transfer\.sh|pastebin\.com|paste\.ee|hastebin|0x0\.st|\bfile\.io\b|dnslog\.cn|ceye\.io|\b(?:dig|nslookup|host)\s+[^\n]*\$\(|\b(?:dig|nslookup|host|drill|ping)\s+[^\n]*\$\{?[a-z_][^\s"']*\.[a-z0-9-]+\.[a-z]{2,}|\bnet::http\.(?:post|post_form|start)\b|\bhttp\.post(?:form)?\s*\(|\bhttp\.newrequest(?:withcontext)?\s*\([^\n]*["'](?:post|put)["']|\.(?:post|put)\s*\(\s*["'`]https?://|\.openconnection\s*\(|\b(?:conn|connection|c)\.requestmethod\s*=\s*["'](?:post|put)["']|\bsetrequestmethod\s*\(\s*["'](?:post|put)["']|\bmethodpost\b|\bmethod\s*:\s*['"`]post['"`]|\binvoke-(?:webrequest|restmethod)\b[^\n]*\s-(?:body|infile)\b|\bhttp::tiny\b[^\n]*\bpost\b|->\s*post\s*\(|\bcurlopt_postfields\b|\bnavigator\.sendbeacon\b|\bxmlhttprequest\b|\bgit\s+push\s+[^\n]*(?:https?://|git@)|\bcurl\b[^\n]*\s-h\s*['"]x-[a-z-]+:\s*\$|\bgh\s+(?:issue|pr)\s+(?:comment|create|edit)\b[^\n]*--body\b|\bgh\s+gist\s+create\b|\bgh\s+api\b[^\n]*\s(?:-f|-F|--field|--raw-field|--input)\s|\.get\s*\(\s*['"`]https?://[^'"`\s]*\?[^'"`\s]*=['"`]\s*\+|\brequire\s*\(\s*['"]https?['"]\s*\)\s*\.request\s*\(|\b(?:command::new|exec\.command|spawn(?:sync)?|execfile(?:sync)?|subprocess\.(?:run|popen|call|check_call|check_output))\s*\(\s*\[?\s*['"](?:curl|wget)['"][^\n]*['"](?:-d|--data[a-z-]*|-f|--form|-t|--upload-file|--post-data|--post-file)['"]"#,
            "|",
            raw_socket!()
        )
    };
}
const SEND: &str = send!();

/// Credentials the agent can be asked to fetch.
const ASK_SECRET: &str = r#"\b(?:read|cat|open|collect|gather|copy|print|output|dump|extract|grab|retrieve|get|list|find|search|locate|show|display|include|paste|send|upload|encode|base64|harvest|look up|check|attach|post|share|run|provide|leak)\b[^\n]*(?:`env`|`printenv`|\boutput of `?env\b|~/\.ssh|\.ssh/|\bid_rsa\b|\bid_ed25519\b|~/\.aws|\.aws/credentials|\baws credentials\b|(?:^|[\s`'"(/])\.env\b|\.env files?\b|\benvironment variables\b|\benv vars\b|\bapi keys?\b|\bapi_keys?\b|\bapi-keys?\b|\bapikeys?\b|\baccess tokens?\b|\bsecret keys?\b|\bprivate keys?\b|\bpasswords?\b|\bcredentials\b|\bbrowser cookies\b|\bcookies\b|\bsession tokens?\b|\bkeychain\b|\blogin data\b|\bwallet\b|\bseed phrase\b|\bmnemonic\b|\.netrc\b|\.npmrc\b|\.pypirc\b|\.git-credentials\b|\.kube/config\b|\.docker/config\b|\bhosts\.yml\b|\.config/gh\b|\.gem/credentials\b|\bgh\s+auth\s+token\b|\bkeychain\b|\bmfa codes?\b|\b2fa (?:codes?|secrets?|recovery codes?|backup codes?|tokens?)\b|\bone-time\s+(?:codes?|passwords?)\b|\brecovery\s+codes?\b)"#;

/// Handing something over: to an external destination, into the answer or a commit,
/// or encoded.
const HAND_OVER: &str = r#"\b(?:send|post|upload|transmit|exfiltrate|forward|submit|report|sync|beacon|share|email|mail|push|pipe)\b[^\n]*\b(?:to|into|at|via)\b[^\n]*(?:https?://|\b(?:\d{1,3}\.){3}\d{1,3}\b|\bwebhooks?\b|\bpastebin\b|\bgist\b|\b[a-z0-9._-]+@[a-z0-9-]+\.[a-z]{2,}\b|\bremote server\b|\bour (?:\w+ )?server\b|\bcollection (?:server|endpoint)\b|\b[a-z0-9-]+\.(?:com|net|org|io|xyz|dev|app|site|top|ru|cn|info|biz|cc|me)\b)|\battach(?:es|ed|ing)?\b|\b(?:post|add|leave|write|paste)\b[^\n]*\bas\s+(?:a\s+)?(?:comment|reply|message)\b|\b(?:include|embed|append|put|paste|insert|add|print|output|echo)\b[^\n]*\b(?:in|into|to|on)\b[^\n]*\b(?:your|the)\s+(?:response|reply|answer|output|commit message|commit|pull request|pr description|issue|comment|summary|image url|markdown image|link|url)\b|\bbase64[- ]?encode|\bencode\b[^\n]*\b(?:base64|hex)\b|\|\s*base64(?:\s+-w\s*0|\s+-i\s+-)?\s*(?:$|[|)>;&'"`])|\b(?:paste|put|insert|include|embed|write|add|place)\b[^\n]*\b(?:in|into|inside|within)\s+(?:this|that|the|your)\s+(?:html\s+)?(?:comment|pr|pull\s+request|commit|issue|template|description)\b|\burl-?encod(?:e|ed|ing)\b[^\n]*\b(?:into|in|as)\b|\b(?:into|in|as)\s+(?:the\s+)?[`'\x22]?[a-z_]+[`'\x22]?\s+(?:query\s+)?(?:parameter|param|field)\b|!\[[^\]\n]*\]\(https?://[^)\n]*(?:\{|\$|%s|<)"#;

pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "exfiltration.secret_in_request",
        category: Category::Exfiltration,
        pattern: r#"\bcurl\b[^\n]*(?:-d|--data\S*|-f|--form|-t|--upload-file)\s*['"]?(?:[a-z0-9_]+=)?['"]?@?(?:~|\$home|\$\{home\})/\.(?:ssh|aws|gnupg|netrc|kube|docker)|\bcat\s+(?:~|\$home)/\.(?:ssh|aws|gnupg|netrc|kube|docker)\S*\s*\|\s*(?:base64\s*\|\s*)?(?:curl|nc|ncat|wget)\b|\b(?:curl|wget|nc|ncat)\b[^\n]*\$\([^)\n]*(?:(?:~|\$home)/\.(?:ssh|aws|gnupg|netrc|kube|docker)|\.env\b|/etc/(?:shadow|passwd)|\bprintenv\b)|\b(?:curl|wget|nc|ncat|xh|http)\b[^\n]*\$\(\s*(?:env|set|export\s+-p)\s*\)"#,
        sev: HARD,
        adjust: None,
    },
    Rule {
        // A whole keychain decrypted, or a browser's password and cookie stores copied:
        // nothing an ordinary task reads.
        id: "credential_harvesting.credential_store_read",
        category: Category::CredentialHarvesting,
        pattern: r#"\bsecurity\s+dump-keychain\b[^\n]*\s-[a-z]*d\b|\b(?:cp|copy|copy-item|sqlite3|cat|scp|tar|zip|shutil\.copy\w*)\b[^\n]*(?:login\s+data\b|\bcookies(?:\.sqlite)?["'\s]|key4\.db\b|logins\.json\b|local\s+extension\s+settings\b|exodus\.wallet\b|\.electrum/wallets\b)"#,
        sev: HARD,
        adjust: None,
    },
    Rule {
        // A git credential helper that sends what git hands it (`credential.helper
        // '!f() { curl --data-binary @- https://… }; f'`): every username, password
        // and token git stores goes to that host.
        id: "credential_harvesting.credential_helper_sends",
        category: Category::CredentialHarvesting,
        pattern: r"\bcredential\.(?:[^\s.]+\.)?helper\b[^\n]*(?:\bcurl\b|\bwget\b|https?://|\bnc\s|\bncat\b|\binvoke-webrequest\b)",
        sev: HARD,
        adjust: Some(local_only_warns),
    },
    Rule {
        // Another process's memory read for the secrets it holds: `/proc/<pid>/mem` (a
        // CI runner's worker dumped for its masked secrets), LSASS dumped, mimikatz.
        id: "credential_harvesting.process_memory_read",
        category: Category::CredentialHarvesting,
        pattern: r#"/proc/(?:\d+|\$\{?[a-z_]+\}?|\{[a-z_]+\}|\*|["']\s*\+\s*\w+\s*\+\s*["'])/mem\b|\brunner\.worker\b[^\n]*\b(?:mem|dump|maps|pgrep|pidof)\b|\b(?:pgrep|pidof)\b[^\n]*\brunner\.worker\b|["']?issecret["']?\s*:\s*true\b|\bsekurlsa::|\bmimikatz\b|\bprocdump(?:64)?(?:\.exe)?\b[^\n]*\blsass\b|\blsass\.(?:exe|dmp)\b"#,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Rule {
        // A fake system dialog asking for the login password (AppleScript's hidden
        // answer, PowerShell's credential prompt sent elsewhere).
        id: "credential_harvesting.fake_password_prompt",
        category: Category::CredentialHarvesting,
        pattern: r#"\bread\s+-[a-z]*s[a-z]*\s+(?:-[a-z]+\s+)*(?:-p\s+)?["']\[sudo\]\s+password|\b(?:printf|echo(?:\s+-n)?)\s+["']\[sudo\]\s+password\b[^\n]*\bread\s+-[a-z]*s|\b(?:printf|echo(?:\s+-n)?)\s+(?:-\S+\s+)?["']\[sudo\]\s+password\s+for\s+%s|\bdisplay\s+dialog\b[^\n]*\bhidden\s+answer\b|\bdisplay\s+dialog\b[^\n]*\bpassword\b[^\n]*\bdefault\s+answer\b|\bget-credential\b[^\n]*-message\b[^\n]*(?:windows|microsoft|update|security)"#,
        sev: [B, B, B, I, I],
        adjust: None,
    },
    Rule {
        id: "exfiltration.paste_endpoint",
        category: Category::Exfiltration,
        pattern: r"\b(?:webhook\.site|requestbin\.(?:com|net)|pipedream\.net|ngrok(?:-free)?\.(?:io|app)|interact\.sh|oast\.(?:fun|pro|live|site|online|me)|burpcollaborator\.net|transfer\.sh|0x0\.st|dnslog\.cn|ceye\.io|hookbin\.com|beeceptor\.com)\b",
        sev: SOFT,
        adjust: None,
    },
    IMAGE_BEACON,
    SECRETS_IN_URL,
    DNS_BEACON,
    DNS_BEACON_CODE,
    Rule {
        // Data carried in ICMP echo padding (`ping -p <hex>`): a channel firewalls
        // rarely watch.
        id: "exfiltration.icmp_payload",
        category: Category::Exfiltration,
        pattern: r#"\bping\b[^\n]*\s-p\s*["']?(?:\$\{?[a-z_(]|`)|["']ping["']\s*,[^\n]*["']-p["']\s*,\s*[a-z_]"#,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Rule {
        // Every branch of a repository pushed to an address built per user: the code
        // leaves with each commit.
        id: "exfiltration.repository_mirrored",
        category: Category::Exfiltration,
        pattern: r"\bgit\s+(?:-c\s+\S+\s+)*push\s+(?:-\S+\s+)*(?:--mirror|--all)\b[^\n]*(?:https?://|git@)[^\n]*(?:\$\(|\$\{?(?:user|hostname|host)\b|`)|\bgit\s+(?:-c\s+\S+\s+)*remote\s+add\s+\S+\s+[\x22']?(?:https?://|git@)[^\n]*\$\((?:whoami|hostname|id)",
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Rule {
        // Secrets forced into a commit (past `.gitignore`) or files from the home
        // directory added to a repository: pushing it sends them off.
        id: "exfiltration.secret_committed",
        category: Category::Exfiltration,
        pattern: r#"\bgit\s+add\s+(?:-\S+\s+)*(?:-f|--force)\b[^\n]*(?:\.env\b|\.ssh\b|\.aws\b|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.netrc\b|credentials\b|\.pem\b|\.kube\b)|\bgit\s+add\s+[^\n]*(?:~|\$home|\$\{home\})/\.(?:ssh|aws|gnupg|netrc|kube|docker|config/gh)"#,
        sev: HARD,
        adjust: None,
    },
    Rule {
        // A placeholder for a secret in a URL's query: the agent asked to fill it in and
        // fetch it.
        id: "exfiltration.secret_in_url",
        category: Category::Exfiltration,
        pattern: r#"https?://[^\s)`'"]*[?&][a-z0-9_]+=(?:<[^>\n]{0,80}?(?:\.env\b|tokens?\b|api[_ -]?keys?\b|secrets?\b|passwords?\b|passwd\b|cookies?\b|credentials?\b|private[_ -]?keys?\b|\.ssh\b|contents\b)|\{\{?[^}\n]{0,80}?(?:\.env\b|tokens?\b|api[_ -]?keys?\b|secrets?\b|passwords?\b|cookies?\b|credentials?\b|private[_ -]?keys?\b|contents\b)|(?:\$\{?|%)[a-z0-9_]*(?:token|secret|password|passwd|api_?key|apikey|cookie|credential)s?\b)"#,
        sev: [W, B, W, I, B],
        adjust: Some(auth_parameter),
    },
    Rule {
        // A placeholder for a secret in a request body (`-d '{"phrase": "<THE
        // PHRASE>"}'`): the agent asked to fill in what the user gave it and send it.
        id: "exfiltration.secret_in_body",
        category: Category::Exfiltration,
        pattern: r#"\b(?:curl|wget|xh|http)\b[^\n]*(?:\s-d\s*|\s--data(?:-[a-z]+)?[\s=]|\s-f\s|\s--form\s|--post-data[\s=])[^\n]*<[^>\n]{0,40}(?:phrase|seed|mnemonic|private[ _-]?key|password|passwd|passphrase|2fa|otp|one[- ]time|recovery)[^>\n]{0,20}>"#,
        sev: [B, B, B, I, W],
        adjust: Some(local_only_warns),
    },
    Rule {
        // An upload to object storage signed with access keys written into the command
        // itself (`AWS_ACCESS_KEY_ID=AKIA… aws s3 cp "$out" s3://… --endpoint-url …`):
        // the user's own storage is reached with the user's own credentials, so keys
        // shipped in a skill are its author's, and what is copied lands with them. A
        // local emulator (LocalStack, MinIO on localhost) is only a warning.
        id: "exfiltration.author_storage_upload",
        category: Category::Exfiltration,
        pattern: r#"(?:\baws_access_key_id=|--access[_-]key(?:[_-]id)?[= ])["']?[a-z0-9][^\n]*(?:\baws\s+(?:--?[a-z-]+(?:[= ]\S+)?\s+)*s3\s+(?:cp|sync|mv)\b|\baws\s+(?:--?[a-z-]+(?:[= ]\S+)?\s+)*s3api\s+put-object\b|\bs3cmd\b[^\n]*\s(?:put|sync)\s)"#,
        sev: [B, B, W, I, I],
        adjust: Some(local_only_warns),
    },
    Rule {
        // Variables named in a loop sent by value in a URL's query (`?name=${v}&value=
        // ${!v}`): whatever the loop walks (API keys, tokens) leaves with the request.
        id: "exfiltration.indirect_secret_sent",
        category: Category::Exfiltration,
        pattern: r#"https?://[^\s"']*[?&][a-z0-9_]+=\$\{![a-z_][a-z0-9_]*\}"#,
        sev: [B, B, W, I, I],
        adjust: Some(local_only_warns),
    },
    Rule {
        // The whole environment encoded (`env | base64`): the only reason to pack every
        // variable so is to carry its tokens somewhere unread.
        id: "exfiltration.environment_encoded",
        category: Category::Exfiltration,
        pattern: r"\b(?:env|printenv|export\s+-p)\s*(?:\|\s*(?:sort|gzip|xz)(?:\s+-\S+)*\s*)*\|\s*(?:base64|base32|xxd|basenc)\b|\bb64encode\s*\([^\n]*\bos\.environ\b|\bbuffer\.from\s*\(\s*json\.stringify\s*\(\s*process\.env\b",
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Rule {
        // A forge token written into the URL of a remote on another host (`https://
        // u:$(gh auth token)@git.other.example/…`): the token goes with every push.
        id: "exfiltration.token_in_remote_url",
        category: Category::Exfiltration,
        pattern: r#"https?://[^\s/@'"]*:(?:\$\(\s*gh\s+auth\s+token\s*\)|\$\{?(?:gh_token|github_token|gitlab_token|gl_token|token|pat|ci_job_token)\}?)@[a-z0-9.-]+"#,
        sev: [B, B, W, I, I],
        adjust: Some(not_own_service),
    },
    Rule {
        // A secret-bearing variable (or a CI secret, `${{ secrets.NPM_TOKEN }}`) in a
        // request body, or echoed into a request's standard input, sent to a host that
        // is not the secret's own service (`-d "gh=$GH_TOKEN"` to anything but GitHub).
        id: "exfiltration.secret_variable_sent",
        category: Category::Exfiltration,
        pattern: r#"\b(?:curl|wget|xh|http|https)\b[^\n]*(?:\s-d\s*|\s-d@|\s--data(?:-[a-z]+)?[\s=]|\s-f\s|\s--form\s|--post-data[\s=])[^\n]*(?:(?:\$\{?|\$\{\{\s*secrets\.)[a-z0-9_]*(?:token|secret|password|passwd|api_?key|apikey|private_?key|credentials?|_pat)\b|\$\{[a-z0-9_]+\.[a-z0-9_.]*\.(?:secret|password|private_key(?:_pem|_openssh)?|token|secret_access_key)\})|\b(?:echo|printf)\b[^\n|]*(?:\$\{?|\$\{\{\s*secrets\.)[a-z0-9_]*(?:token|secret|password|passwd|api_?key|apikey|private_?key|credentials?|_pat)\b[^\n]*\|[^\n]*\b(?:curl|wget|nc|ncat)\b"#,
        sev: [B, B, W, I, I],
        adjust: Some(foreign_service),
    },
];

/// The query parameter of a `secret_in_url` match.
fn query_parameter(text: &str) -> &str {
    let Some(eq) = text.rfind('=') else {
        return "";
    };
    let start = text[..eq].rfind(['?', '&']).map_or(0, |i| i + 1);
    &text[start..eq]
}

/// `?api_key={KEY}`, `&token=<token>`: a service's own authentication parameter is
/// only recorded (the key goes to the API it belongs to); any other parameter keeps the
/// severity.
fn auth_parameter(m: &Match<'_>, s: Severity) -> Option<Severity> {
    // The placeholder is what follows the query's last `=` (a `{m}` in the path before
    // the query is not it).
    let query = m.text.find('?').unwrap_or(0);
    let first = m.text[query..]
        .find(['<', '{', '$', '%'])
        .map_or(m.text.len(), |i| query + i);
    let name = query_parameter(&m.text[..first]);
    let auth = matches!(
        name,
        "key"
            | "apikey"
            | "api_key"
            | "token"
            | "access_token"
            | "auth"
            | "appid"
            | "app_id"
            | "client_id"
            | "client_secret"
            | "secret"
            | "password"
            | "signature"
            | "sig"
            | "code"
            | "id_token"
            | "refresh_token"
            | "session"
    );
    Some(if auth { Severity::Info } else { s })
}

/// Words of a variable name that say nothing about whose secret it is.
const GENERIC_SECRET_WORDS: &[&str] = &[
    "", "api", "access", "auth", "client", "app", "my", "bot", "secret", "refresh", "id", "user",
    "service", "token", "key", "password", "private", "personal", "session", "bearer", "oauth",
    "admin", "env", "the", "local", "dev", "prod", "test",
];

/// Blocks when a variable names a service (`GH_TOKEN`, `NPM_TOKEN`, `AWS_SECRET…`)
/// and the request goes to a host that is not that service's; warns otherwise.
fn foreign_service(m: &Match<'_>, s: Severity) -> Option<Severity> {
    let line = m.line;
    let hosts: Vec<&str> = url_hosts(line).collect();
    if hosts.is_empty() || hosts.iter().any(|h| is_local_host(h)) {
        return Some(s.min(Severity::Warn));
    }
    let mut foreign = false;
    for var in line.split('$').skip(1) {
        let var = var.trim_start_matches('{').trim_start();
        let var = var.strip_prefix("secrets.").unwrap_or(var);
        let name: &str = var
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .next()
            .unwrap_or("");
        let secretish = [
            "token",
            "secret",
            "password",
            "passwd",
            "key",
            "credential",
            "_pat",
        ]
        .iter()
        .any(|w| name.contains(w));
        if !secretish {
            continue;
        }
        let owner = name.split('_').next().unwrap_or("");
        if GENERIC_SECRET_WORDS.contains(&owner) || owner.len() < 2 {
            continue;
        }
        let alias = match owner {
            "gh" => "github",
            "hf" => "huggingface",
            "gl" => "gitlab",
            o => o,
        };
        if !hosts.iter().any(|h| h.contains(owner) || h.contains(alias)) {
            foreign = true;
        }
    }
    Some(if foreign { s } else { s.min(Severity::Warn) })
}

/// A program that resolves a name built from data (`gethostbyname("%s.%d.c.host" %
/// (chunk, n))`, `` dns.resolve(`${data}.host`) ``): the data leaves in the DNS query.
/// A name on the local network (`{svc}.default.svc.cluster.local`) is only looked up.
const DNS_BEACON_CODE: Rule = Rule {
    id: "exfiltration.dns_beacon",
    category: Category::Exfiltration,
    pattern: r#"\b(?:gethostbyname(?:_ex)?|getaddrinfo|gethostbyname2)\s*\(\s*(?:f["'][^"'\n]*\{[^}\n]+\}[^"'\n]*\.[a-z0-9-]+\.[a-z]{2,}|["'][^"'\n]*%[sdx][^"'\n]*\.[a-z0-9-]+\.[a-z]{2,}["']\s*%|[a-z_][a-z0-9_]*\s*\+\s*["']\.[a-z0-9-]+\.)|\bdns\.(?:resolve\w*|lookup)\s*\(\s*(?:`[^`\n]*\$\{[^}\n]+\}\.[a-z0-9-]+\.|[a-z_][a-z0-9_]*\s*\+\s*["']\.[a-z0-9-]+\.)|\bnet\.lookup(?:host|ip|txt|addr)\s*\(\s*(?:fmt\.sprintf\(\s*"%s\.|[a-z_][a-z0-9_]*\s*\+\s*"\.)"#,
    sev: [B, B, W, I, I],
    adjust: Some(off_local_network),
};

fn off_local_network(m: &Match<'_>, s: Severity) -> Option<Severity> {
    let local = [
        ".local",
        ".internal",
        ".svc",
        "localhost",
        ".lan",
        ".home.arpa",
    ]
    .iter()
    .any(|l| m.line.contains(l));
    (!local).then_some(s)
}

const DNS_BEACON: Rule = Rule {
    id: "exfiltration.dns_beacon",
    category: Category::Exfiltration,
    pattern: r"(?:^|[;&|(`]\s*|\bsudo\s+|\bthen\s+|\bdo\s+)(?:dig|nslookup|host|ping)\s+[^\n]*\$\(\s*(?:whoami|hostname|id|uname|cat|printenv|env|echo\s+\$[a-z_]+)\b",
    sev: [B, B, W, I, I],
    adjust: None,
};

const SECRETS_IN_URL: Rule = Rule {
    // A link that carries two or more of the user's secrets in its query: opening it
    // hands them to whoever serves it.
    id: "exfiltration.secrets_in_url",
    category: Category::Exfiltration,
    pattern: r"https?://[^\s)<>]*[?&][a-z0-9_]+=\$\{?[a-z0-9_]*(?:secret|token|password|passwd|api_?key|access_key)[a-z0-9_]*\}?[^\s)<>]*&[a-z0-9_]+=\$\{?[a-z0-9_]*(?:secret|token|password|passwd|api_?key|access_key)",
    sev: [B, B, W, I, I],
    adjust: None,
};

const IMAGE_BEACON: Rule = Rule {
    id: "exfiltration.image_beacon",
    category: Category::Exfiltration,
    pattern: r"!\[[^\]\n]*\]\(https?://[^)\s]*[?&][a-z0-9_]+=(?:\{\{?|\$\{?|%s|<)",
    sev: [W, B, W, I, B],
    adjust: None,
};

pub(super) const COMPOUNDS: &[Compound] = &[
    Compound {
        // A program that collects a credential store and sends something off, even far
        // apart in the file.
        id: "exfiltration.credential_store_upload",
        category: Category::Exfiltration,
        first: CREDENTIAL_STORE,
        second: SEND,
        window: 40,
        program_wide: true,
        across_blocks: true,
        sev: HARD,
        adjust: None,
    },
    Compound {
        // An endpoint written so that no one reading the code sees it (a URL in base64,
        // a host or URL joined from pieces) and a request sent: the hiding is the tell.
        id: "exfiltration.hidden_endpoint_send",
        category: Category::Exfiltration,
        first: r#"['"`](?:ahr0c|68747470)[a-z0-9+/=]{8,}['"`]|\[\s*['"]https?:['"]\s*,[^\]\n]*\]\s*\.join\(\s*['"]/['"]\s*\)|\[\s*(?:['"][a-z0-9-]+['"]\s*,\s*){1,4}['"][a-z]{2,}['"]\s*\]\s*\.join\(\s*['"]\.['"]\s*\)"#,
        second: SEND,
        window: 40,
        program_wide: true,
        across_blocks: false,
        sev: HARD,
        adjust: None,
    },
    Compound {
        // A secret scanner run to print what it finds unredacted, and the output sent
        // off: the scan becomes a collection of the repository's live secrets.
        id: "exfiltration.unredacted_findings_sent",
        category: Category::Exfiltration,
        first: r"\b(?:scan\w*|gitleaks|trufflehog|detect-secrets|ggshield|secrets?)\b[^\n]*\s--(?:raw|no-redact|no-mask|unmasked|unredacted|show-secrets|reveal)\b",
        second: send!(),
        window: 6,
        program_wide: true,
        across_blocks: true,
        sev: HARD,
        adjust: Some(not_own_service),
    },
    Compound {
        // A credential minted (an access key, a service-account key, a project or
        // cluster token) and something sent off to a host that is not the service's
        // own: the new key leaves with it.
        id: "exfiltration.minted_credential_sent",
        category: Category::Exfiltration,
        first: r#"\baws\s+iam\s+create-access-key\b|\baws\s+sts\s+get-session-token\b|\bgcloud\s+iam\s+service-accounts\s+keys\s+create\b|\baz\s+ad\s+sp\s+create-for-rbac\b|\bkubectl\s+create\s+token\b|/access_tokens\b|\bglab\s+token\s+create\b|\bresource\s+["']aws_iam_access_key["']|\baws_iam_access_key\.\w+\.(?:secret|id)\b"#,
        second: SEND,
        window: 12,
        program_wide: true,
        across_blocks: true,
        sev: HARD,
        adjust: Some(not_own_service),
    },
    Compound {
        // Credential files listed to be gathered (a "support bundle", a "diagnostics"
        // archive) and, a few lines on, something sent off: in prose and a fence as
        // much as in one program.
        id: "exfiltration.secrets_gathered_and_sent",
        category: Category::Exfiltration,
        first: SECRET_FILES,
        second: SEND,
        window: 14,
        program_wide: false,
        across_blocks: true,
        sev: [B, B, W, I, B],
        adjust: Some(not_own_service),
    },
    Compound {
        // A program that names credential files and sends something off: a settings
        // "sync" that tars `~/.ssh`, a release helper that posts `~/.npmrc`.
        id: "exfiltration.secret_files_sent",
        category: Category::Exfiltration,
        first: SECRET_FILES,
        second: SEND,
        window: 6,
        program_wide: true,
        across_blocks: false,
        sev: HARD,
        adjust: Some(not_public_key),
    },
    Compound {
        // A program that walks the whole environment and sends something off.
        id: "exfiltration.environment_sent",
        category: Category::Exfiltration,
        first: ENVIRONMENT_WALKED,
        second: SEND,
        window: 6,
        program_wide: true,
        across_blocks: false,
        sev: HARD,
        adjust: None,
    },
    Compound {
        id: "exfiltration.secret_upload",
        category: Category::Exfiltration,
        first: SECRET,
        second: SEND,
        window: 6,
        program_wide: false,
        across_blocks: false,
        sev: HARD,
        adjust: None,
    },
    Compound {
        // A whole database dumped and sent off (`pg_dump … | gzip | curl -T -`): the
        // user's data, all of it, on someone else's host.
        id: "exfiltration.database_dumped_away",
        category: Category::Exfiltration,
        first: r"\b(?:pg_dump|pg_dumpall|mysqldump|mariadb-dump|mongodump|mongoexport)\b|\bsqlite3\b[^\n]*\.dump\b",
        second: SEND,
        window: 6,
        program_wide: true,
        across_blocks: false,
        sev: HARD,
        adjust: Some(local_only_warns),
    },
    Compound {
        // The commands the user types, read back from the shell (`fc -ln -1`, a
        // `preexec` hook) and sent off: a keylogger for the terminal.
        id: "exfiltration.commands_sent",
        category: Category::Exfiltration,
        first: r"\bfc\s+-ln\b|\$history\[|\bhistory\s+1\b|\bpreexec_functions\b|\bprecmd_functions\b|\$bash_command\b|\bprompt_command\s*=",
        second: SEND,
        window: 8,
        program_wide: true,
        across_blocks: false,
        sev: HARD,
        adjust: Some(local_only_warns),
    },
    Compound {
        // A program that holds a wallet address of its own and reads the clipboard: a
        // clipper, which swaps the address the user copied for the thief's.
        id: "exfiltration.clipboard_address_swap",
        category: Category::Exfiltration,
        first: r#"["'](?:bc1[a-z0-9]{25,59}|0x[0-9a-z]{40})["']"#,
        second: r"\bpbpaste\b|\bxclip\b[^\n]*-o\b|\bxsel\b[^\n]*\s(?:-o|--output)\b|\bwl-paste\b|\bget-clipboard\b|\bnavigator\.clipboard\.read(?:text)?\b|\bpyperclip\.paste\b|\bclipboard\.(?:get|read)\w*\s*\(|\bgetclipboarddata\b|\bgetsystemclipboard\b",
        window: 40,
        program_wide: true,
        across_blocks: false,
        sev: [B, B, B, I, W],
        adjust: None,
    },
    Compound {
        // What the user copies (passwords, keys, one-time codes) read from the
        // clipboard by a program that sends something off.
        id: "exfiltration.clipboard_sent",
        category: Category::Exfiltration,
        first: r"\bpbpaste\b|\bxclip\b[^\n]*\s-o\b|\bxsel\b[^\n]*\s(?:-o|--output)\b|\bwl-paste\b|\bget-clipboard\b|\bnavigator\.clipboard\.read(?:text)?\b|\bpyperclip\.paste\b|\bclipboard\.(?:get|read)\w*\s*\(",
        second: SEND,
        window: 6,
        program_wide: true,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Compound {
        // A program that lists secret-bearing environment variables by name and sends
        // something off to a host that is none of those services' own: a build script
        // that "reports" `CARGO_REGISTRY_TOKEN`, `AWS_SECRET_ACCESS_KEY`, … to a webhook
        // or down a raw socket (no service's API is one).
        id: "exfiltration.secret_variables_sent",
        category: Category::Exfiltration,
        first: r#"["'][a-z0-9_]*(?:token|secret|password|passwd|api_?key|access_key)[a-z0-9_]*["']\s*,\s*["'][a-z0-9_]*(?:token|secret|password|passwd|api_?key|access_key|key_id)[a-z0-9_]*["']"#,
        second: concat!(
            r#"\bcommand::new\s*\(\s*"(?:curl|wget)"|\bexec\.command\s*\(\s*"(?:curl|wget)"|\bspawn(?:sync)?\s*\(\s*['"](?:curl|wget)['"]"#,
            "|",
            raw_socket!()
        ),
        window: 20,
        program_wide: true,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: None,
    },
    Compound {
        // A credential the program holds put into a payload (`"auth": self.token`)
        // and the payload posted to an address written into the code: an API client
        // sends its token to the API it is given, never to a fixed host of its own.
        id: "exfiltration.credential_in_payload_sent",
        category: Category::Exfiltration,
        first: r#"["'](?:auth|token|access_token|api_?key|apikey|password|passwd|secret|credentials?|bearer)["']\s*:\s*(?:self\.|this\.|cfg\.|config\.)?[a-z_]*(?:token|api_?key|apikey|password|passwd|secret|auth|credentials?)\b"#,
        second: r#"\b(?:urllib\.request\.)?urlopen\s*\(\s*["']https?://|\b(?:requests|httpx|session|client)\.(?:post|put)\s*\(\s*["']https?://|\bfetch\s*\(\s*["'`]https?://|\baxios\.(?:post|put)\s*\(\s*["'`]https?://"#,
        window: 4,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: Some(not_own_service),
    },
    Compound {
        // The user's keys or credential files copied into the working tree by a program
        // that commits or pushes: they leave with the repository.
        id: "exfiltration.secrets_copied_into_repo",
        category: Category::Exfiltration,
        first: r#"\b(?:cp|rsync|ditto|copy-item|shutil\.copy\w*|shutil\.copytree)\b[^\n]*(?:~|\$home|\$\{home\}|home\(\))["']?/\.(?:ssh|aws|gnupg|netrc|kube|docker|config/gh|git-credentials|npmrc|pypirc)\b"#,
        second: r"\bgit\s+(?:add|commit|commit-tree|push)\b",
        window: 12,
        program_wide: true,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: Some(not_public_key),
    },
    Compound {
        // A new remote added and every branch pushed to it: the whole repository
        // copied elsewhere. A well-known forge (a migration) only warns.
        id: "exfiltration.repository_pushed_away",
        category: Category::Exfiltration,
        first: r#"\bgit\s+(?:-c\s+\S+\s+)*remote\s+add\s+\S+\s+["']?(?:https?://|git@)"#,
        second: r"\bgit\s+(?:-c\s+\S+\s+)*push\s+(?:\S+\s+)*(?:--mirror|--all)\b",
        window: 4,
        program_wide: false,
        across_blocks: false,
        sev: [B, B, W, I, I],
        adjust: Some(forge_only_warns),
    },
    Compound {
        id: "credential_harvesting.read_and_hand_over",
        category: Category::CredentialHarvesting,
        first: ASK_SECRET,
        second: HAND_OVER,
        window: 2,
        program_wide: false,
        across_blocks: false,
        sev: [N, B, W, I, B],
        adjust: None,
    },
];

/// A request to the machine itself only warns; any other keeps the severity.
fn local_only_warns(m: &Match<'_>, s: Severity) -> Option<Severity> {
    let local = url_hosts(m.line).any(is_local_host);
    Some(if local { s.min(Severity::Warn) } else { s })
}

/// A request to the credential's own service (GitHub's API with a GitHub token, AWS
/// with AWS keys) or to the machine itself is no finding; any other host keeps it.
fn not_own_service(m: &Match<'_>, s: Severity) -> Option<Severity> {
    const OWN: &[&str] = &[
        "github.com",
        "githubusercontent.com",
        "gitlab.com",
        "amazonaws.com",
        "googleapis.com",
        "azure.com",
        "microsoft.com",
        "microsoftonline.com",
    ];
    let hosts: Vec<&str> = url_hosts(m.line).collect();
    if !hosts.is_empty()
        && hosts
            .iter()
            .all(|h| is_local_host(h) || OWN.iter().any(|o| within_domain(h, o)))
    {
        return None;
    }
    Some(s)
}

/// A push to a well-known forge or to a placeholder the reader fills in is a
/// migration; anywhere else keeps the severity.
fn forge_only_warns(m: &Match<'_>, s: Severity) -> Option<Severity> {
    const FORGES: &[&str] = &[
        "github.com",
        "gitlab.com",
        "bitbucket.org",
        "codeberg.org",
        "dev.azure.com",
        "git.sr.ht",
    ];
    // A half without an address (the `git push --mirror backup`) leaves the judgement
    // to the half that names where the repository goes.
    if !m.line.contains("://") && !m.line.contains("git@") {
        return Some(s);
    }
    // A skill whose name says it mirrors or backs up repositories does what it says
    // when the destination is the user's (a forge, a placeholder, a variable they
    // set); a destination written into the skill is the author's.
    let declared = m.vendor.iter().any(|w| {
        ["mirror", "backup", "migrat"]
            .iter()
            .any(|p| w.starts_with(p))
    });
    let placeholder = m.line.contains('<') && m.line.contains('>');
    let forge = FORGES.iter().any(|f| m.line.contains(f));
    // `git.example.com` is the documentation's stand-in for the user's own server.
    let documentation = url_hosts(m.line)
        .chain(
            m.line
                .split("git@")
                .skip(1)
                .map(|r| r.split([':', '/', ' ', '"', '\'']).next().unwrap_or("")),
        )
        .any(|h| {
            ["example.com", "example.org", "example.net"]
                .iter()
                .any(|d| within_domain(h, d))
        });
    let named_by_user = placeholder || forge || documentation || after_scheme_has_variable(m.line);
    if declared && named_by_user {
        return None;
    }
    if placeholder || forge {
        return Some(s.min(Severity::Warn));
    }
    Some(s)
}

/// Whether the remote's host is a variable (`git@${HOST}:…`, `https://$HOST/…`)
/// rather than a host written out.
fn after_scheme_has_variable(line: &str) -> bool {
    line.split_whitespace()
        .filter(|w| w.contains("://") || w.contains("git@"))
        .any(|w| {
            let host_part = w.split_once("://").map_or(w, |(_, rest)| rest);
            let host_part = host_part.split_once('@').map_or(host_part, |(_, h)| h);
            host_part
                .split(['/', ':'])
                .next()
                .unwrap_or("")
                .contains('$')
        })
}

/// A public key (`id_ed25519.pub`) is made to be sent: a line that names one is not a
/// secret read, nor is its upload.
fn not_public_key(m: &Match<'_>, s: Severity) -> Option<Severity> {
    if m.line.contains(".pub")
        || m.line.contains("known_hosts")
        || m.line.contains(".ssh/config")
        || m.line.contains("authorized_keys")
    {
        return None;
    }
    Some(s)
}
