//! The audit against labelled bundle sets: every `tests/data/audit_*/` directory that
//! holds a `manifest.json` (`{"about", "bundles": [{"dir", "kind": "hostile|legit",
//! "expected": "pass|warn|block", "note"}]}`) is audited bundle by bundle. Per set it
//! prints the share of hostile bundles at their expected verdict, how many legitimate
//! bundles were blocked, and every miss with its findings; it asserts the floors: the
//! tuning set (`audit_tuning`) 100% hostile at expected and no legitimate bundle
//! blocked, any other set at least 95% and none — except the measured floors below.
//!
//! `audit_heldout` was written by someone who never saw the engine, committed before the
//! engine met it, and first run on the engine as merged: 33 of 50 hostile bundles at
//! their expected verdict (66.0%; 17 missed: 8 passed, 9 only warned), 0 of 30
//! legitimate bundles blocked (22 at their expected verdict). The set is therefore no
//! longer held out: rules `lemon-audit-2` were tuned on its misses, by class (fences
//! handed over to be run, mid-sentence and frontmatter imperatives, start-up files that
//! fetch code, agent permission bypasses, secrets placed in URLs or sent to a foreign
//! service, DNS labels from variables, commands assembled from `;`-separated variables
//! and list joins), each class pinned by new hostile and legitimate bundles in the tuning
//! set. After that tuning it measures 50 of 50 (100.0%) and 0 of 30 legitimate bundles
//! blocked; its floor records that figure, which says nothing about unseen attacks — a
//! fresh held-out set measures that.
//!
//! `audit_heldout2` is that fresh set (60 hostile, 40 legitimate; its generator sits in
//! its `gen/`), written by a session that saw neither the engine nor the other sets, and
//! committed while another session tuned the engine without access to it. Only its
//! totals are printed. The engine as it stood before that tuning caught 21 of 60 hostile
//! bundles (35.0%) and blocked none of the 40 legitimate ones; the first run of the tuned
//! rules (`lemon-audit-2`, 100% on the set they were tuned on) caught 26 of 60 (43.3%),
//! still blocking none of the 40. The gap between the two sets is the measure of how
//! far tuning on seen misses generalises.
//!
//! Rules `lemon-audit-3` were then generalised by attack class without looking at
//! `audit_heldout2`: first 66 hostile disguises of the classes of issue 8 (fetch-and-run
//! in every language, LOLBins, socket and git exfiltration, start-up files written
//! from code, agent instruction and MCP payloads, override phrasings, reversed / ROT13 /
//! char-code payloads, API deletions, container escapes, renamed miners, manifest
//! typosquats, attacks only in templates or references) and 19 legitimate look-alikes
//! were added to the tuning set, where the engine as it stood caught 87 of 146 hostile
//! bundles (59.6%) and blocked none of 71 legitimate ones; the rules were changed until
//! it caught 146 of 146 (100.0%), still blocking none. The one run of `lemon-audit-3`
//! on `audit_heldout2` caught 29 of 60 (48.3%; 26 before) and blocked none of the 40
//! legitimate bundles (36 at their expected verdict): class rules written from one's
//! own idea of each class still miss most of what another author writes. Its floor is
//! that figure.
//!
//! `AUDIT_EVAL_SETS=audit_tuning,audit_heldout` runs only the named sets: a tuning loop
//! never needs to run a held-out set.
//!
//! `audit_heldout3` (60 hostile, 40 legitimate; generator in its `gen/`; 34 of the 60
//! hide their attack only in a supporting file) was written by a session that saw
//! neither the engine nor the other sets, while another session tuned the engine
//! without access to it. Only its totals are printed. The engine as it stood when the
//! set was committed (`lemon-audit-2`, before that tuning) caught 43 of 60 (71.7%) and
//! blocked 2 of the 40 legitimate bundles; the first run of the tuned `lemon-audit-3`
//! caught 47 of 60 (78.3%), still blocking the same 2 of 40. Those figures are its floor
//! and ceiling.
//!
//! Rules `lemon-audit-4` came from a round that stopped holding out `audit_heldout2`
//! and `audit_heldout3`: their misses were read and the engine was changed by class, not
//! by bundle — compounds that span a whole program, disguised lines and text after
//! padding judged as instructions, negations that label only what they forbid, prose
//! read a sentence at a time for intents (in a dozen languages), configuration judged as
//! what a tool runs, downloads tied to where they are run, and rules for classes the
//! sets showed missing (ransomware deletions, forced pushes, foreign registries and
//! indexes, checksum databases off, keychain dumps, ICMP and metadata-endpoint
//! exfiltration, hidden files a shipped file runs). Two fresh sets were written for
//! that round by sessions that saw neither the engine nor any other set:
//! `audit_heldout4` (60 hostile, 40 legitimate) and `audit_heldout5` (60 hostile, 40
//! legitimate). On the engine as it stood before the round (`lemon-audit-3`) they
//! measured 34 of 60 (56.7%, 2 of 40 legitimate bundles blocked) and 32 of 60 (53.3%,
//! 2 of 40 blocked); in the middle of the round, after the changes made from
//! `audit_heldout2`'s and `audit_heldout3`'s misses alone, 40 of 60 (66.7%, 2 blocked)
//! and 36 of 60 (60.0%, 4 blocked). They were then seen and tuned on too, so their
//! floors below (like those of sets 2 and 3) are figures after tuning and say nothing
//! about unseen attacks. `audit_heldout6` (50 hostile, 50 legitimate) and
//! `audit_heldout7` (60 hostile, 40 legitimate) were written during that round by two
//! more sessions that saw neither the engine nor the other sets, are reported in
//! aggregate only, and measure it. On `lemon-audit-3` they measured 32 of 50 (64.0%,
//! 3 of 50 legitimate bundles blocked) and 24 of 60 (40.0%, 1 of 40 blocked); the one
//! run of `lemon-audit-4` on them: 42 of 50 (84.0%, 2 of 50 blocked) and 34 of 60
//! (56.7%, 1 of 40 blocked). Still short of 95% and none blocked: what another author
//! writes keeps escaping rules written from the misses of others. After that one run
//! they too were seen and tuned on (the same way, by class); their floors are the
//! figures after tuning, and no set is held out any more: the next round needs fresh
//! ones, written before it starts.
//!
//! Rules `lemon-audit-5` came from the next such round. Two fresh sets were written for
//! it by sessions that saw neither the engine nor any other set: `audit_heldout8` (60
//! hostile, 40 legitimate, the view of an outside judge: one or two attacks hidden in
//! ordinary skills, half of them only in a supporting file) and `audit_heldout9` (60
//! hostile, 40 legitimate, a skills-marketplace moderator's view, modelled on the
//! malicious skills and packages seen in 2025–2026). Both were run once on the rules
//! they arrived to: 48 of 60 (80.0%, 1 of 40 legitimate bundles blocked) and 41 of 60
//! (68.3%, 2 of 40 blocked). Set 8's misses were then opened and the engine changed by
//! class (consent gates, loop and Make variables, exec-form argument lists, text spelled
//! in zero-width bits, tar archives and traversal, setuid shells, unknown installers
//! in `SKILL.md`'s own examples, and more); with set 9 still held out and aggregate-only,
//! the seen sets' remaining misses were worked through the same way. Set 9 then measured
//! 44 of 60 (73.3%), with 3 of 40 legitimate bundles blocked: the unseen figure of this
//! round, still short of 95% and of none blocked. After that run it was opened and tuned
//! on too (80.0%, none blocked), so no set is held out now either.
//!
//! Rules `lemon-audit-6` came from working through the seen sets' remaining misses by
//! class (sets 9, 7 and 6: password-protected archives run, MCP server commands read
//! from their configuration, agent memory files, UTF-16 encoded commands, every
//! database dropped, history erased, home emptied by `find`, privileged Compose
//! services, `pyproject.toml` sources, list-leading sentences in other languages).
//! `audit_heldout10` (60 hostile, 40 legitimate; a red-team engineer's view, half of the
//! attacks only in a supporting file) was written meanwhile by a session that saw
//! neither the engine nor any other set, and run once, aggregate-only, on the rules as
//! they stood at the start of that round and at its end: 49 of 60 (81.7%) and 50 of 60
//! (83.3%), 1 of 40 legitimate bundles blocked both times. It was then opened and
//! tuned on like the others; its floor is the figure after that.
//!
//! Rules `lemon-audit-7` mended set 10's last four misses by class: the text of hidden
//! files is judged (a `.pre-commit-config.yaml` hook that pipes a download into bash),
//! a CI secret (`${{ secrets.NPM_TOKEN }}`) echoed into a request to a foreign host is
//! sent away, any client's `.post("https://…")` sends, and the dependencies of a
//! `pyproject.toml` are checked for imitations of popular names; set 10 then measured
//! 60 of 60, 0 of 40 legitimate bundles blocked. Two older classes went with them: a
//! home path that names a directory and climbs back out of it (`~/.cache/..`), and a
//! program that prints the agent harness's own markup (`<system-reminder>`) around
//! orders to skip approval or keep quiet, and a JSON map from popular package names to
//! look-alikes (`"lodash": "lodahs"`); sets 5 and 7 then measured 56 of 60 each.
//! Meanwhile the rules gained classes from public incidents, written before any new set
//! was seen (agent CLIs run with approvals off and sent hunting for secrets, process
//! memory read for its secrets, chat-app and wallet stores, a worm that republishes
//! every package its victim maintains).
//!
//! `audit_heldout11` (60 hostile, 40 legitimate; an incident responder's view: attacks
//! reconstructed from ones seen in the wild) was written during that round by a session
//! that saw neither the engine nor any other set, and run once, aggregate-only, on the
//! rules at the round's start (`lemon-audit-6`) and at its end (`lemon-audit-7`): 41 of
//! 60 (68.3%) and 44 of 60 (73.3%), 2 of 40 legitimate bundles blocked both times.
//! It was then opened and tuned on by class: an elided `curl … | sh` names a pattern;
//! a password the user types at the tool's own prompt is not handed over; the
//! docstring of a function registered as an agent tool is an instruction (a poisoned
//! tool description); the other words of a string a match stands in do not label it;
//! copying a wallet or browser credential store blocks even as an example; more ways
//! to send (`TcpStream::connect`, `openConnection`) and to walk the environment
//! (`System.getenv()`); a blockquote's sentences run on over its lines; a line that is
//! only a code span is code shown, judged by what leads to it like a one-line fence;
//! a person told to paste a line into Windows' Run box is a fake CAPTCHA (ClickFix);
//! a program holding a wallet address that reads the clipboard is a clipper; a
//! Terraform resource's secret attribute sent by a provisioner is sent away; a name
//! built from data and resolved from code is a DNS beacon; a URL written in hex hides;
//! a Makefile's values run to the end of their lines and `$(strip )` splices words.
//! Set 11 then measured 57 of 60 (95.0%), 0 of 40 legitimate bundles blocked.
//!
//! `audit_heldout12` (60 hostile, 40 legitimate; the reviewer on duty at a public skills
//! marketplace: subtle attacks in otherwise useful skills) was written meanwhile by
//! another session that saw neither the engine nor any other set, and run once,
//! aggregate-only, on the rules at the round's start and after the tuning on set 11:
//! 35 of 60 (58.3%, 4 of 40 legitimate bundles blocked) and 37 of 60 (61.7%, 3 of 40
//! blocked). What one author's misses teach still generalises poorly to the next.
//! It was then opened and tuned on by class (a script's own confirmation prompt as
//! consent; an env-file template a skill copies; whole databases dumped and sent;
//! typed commands read back and sent; git credential helpers that send; Terraform
//! state as a secret; MCP auto-approval of everything; access granted to someone else;
//! audit trails and threat detection switched off; words written into an agent's
//! instruction file read as orders; a Go program that runs what it fetched;
//! and an unlabelled fence of `SKILL.md` judged as the step the agent takes, which
//! needed two genuine mends to keep the real corpus at 0 content blocks: an API key in
//! its own service's query, and a secret decoded with `base64 -d`, are not sent away):
//! 51 of 60 (85.0%), 1 of 40 legitimate bundles still blocked (a dotfiles installer's
//! rc line).
//! The next round (rules `lemon-audit-8`) mended two engine faults found on it: a
//! program's string tables (`SENSITIVE = ("*.pem", …)`) are part of the program for
//! compounds that span it, and a compound reports a line at its strongest pair, not the
//! first one found: 52 of 60.
//!
//! `audit_heldout14` (60 hostile, 40 legitimate; an AI-agent security researcher: attacks
//! on the agent itself, such as poisoned tool descriptions, instruction-file poisoning,
//! approvals switched off, exfiltration through links and images, false consent,
//! payloads in notebooks, SVG, CSV and document XML) was written during that round by a
//! session that saw neither the engine nor any other set, and run once, aggregate-only,
//! on the rules at the round's start (`lemon-audit-7`) and after the mends above: 51 of
//! 60 (85.0%) both times, 1 of 40 legitimate bundles blocked.
//! It was then opened and tuned on by class: "avoid prompt fatigue" labels nothing
//! (the nuisance of being asked is what is avoided); an imitation of sudo's password
//! prompt read silently; a fetched text handed to `.then(eval)`; a GET whose query is
//! concatenated from data sends it: 55 of 60 (91.7%), 1 of 40 legitimate still blocked.
//! Later in the round: orders that put fetched text above the user's requests; a link
//! that carries two or more secrets in its query; `.env*` packed and sent: 58 of 60
//! (96.7%), and no legitimate bundle blocked (see set 13's gating).
//!
//! `audit_heldout13` (60 hostile, 40 legitimate; a software supply-chain researcher:
//! install hooks, build scripts, look-alike dependencies, registry and proxy poisoning,
//! poisoned CI templates, compromised uploaders) was written during the same round by
//! another session that saw neither the engine nor any other set, and run once,
//! aggregate-only, on the rules at the round's start and after the set-14 tuning: 45 of
//! 60 (75.0%) both times, 2 of 40 legitimate bundles blocked.
//! It was then opened and tuned on by class: Make's word-picking functions
//! (`$(word 1,cu wg)`) are evaluated when a command is assembled; tokens listed by name
//! and written down a raw socket are sent; so is the whole environment posted through
//! `require('https').request`; `exec()` of a response as it arrives runs what was
//! fetched; and a numbered step that gets the user's yes ("## 2. Confirm twice") gates
//! the steps after it, as does a heading that says its step needs confirmation: 50 of
//! 60 (83.3%), 0 of 40 legitimate bundles blocked (and set 14's one is no longer).
//! Then: the data of the machine's databases and containers deleted outright, and
//! every ref mirrored over a remote or every remote branch deleted; a second index in
//! `pip.conf` (`extra-index-url =`, as on the command line): 53 of 60 (88.3%).
//!
//! The round after (rules `lemon-audit-9`) began by mending, by class, what sets 13 and
//! 14 still missed: a public key written into the bundle and registered as a deploy key
//! or user key; an upload to object storage signed with access keys written into the
//! command; a registry beside its checks switched off (TLS, checksums, the token sent
//! with every request); a popular package swapped for its look-alike in a table, a
//! `sed` or prose; a program that names skill files and downloads (a skill rewriting
//! itself or its neighbours); data wiped behind a date or a no-CI trigger; a note
//! headed to the reviewing assistant that says what is pre-approved; an order to
//! accept a master password for any account; and "payload sizes" no longer labels a
//! fence as an attack's: both sets 60 of 60, no legitimate bundle blocked.
//!
//! `audit_heldout15` (60 hostile, 40 legitimate; a malware analyst porting what real
//! malicious npm/PyPI packages, extensions and Actions do: loaders, staged and gated
//! payloads, stealers, persistence, exfiltration channels) and `audit_heldout16` (the
//! same counts; a skills marketplace's trust-and-safety reviewer: permission widening,
//! skills that edit other skills or the agent's memory, "diagnostics" collected and
//! posted, account takeover, cloud abuse, sabotage of security tooling, and as many
//! legitimate security and admin skills) were written during that round by sessions
//! that saw neither the engine nor any other set, and run once, aggregate-only, on the
//! rules at the round's start (`lemon-audit-8`) and after the mends above: set 15 46 of
//! 60 (76.7%) both times, 6 of 40 legitimate bundles blocked; set 16 33 then 34 of 60
//! (55.0%, 56.7%), 5 of 40 legitimate bundles blocked.
//! They were then opened and tuned on by class. The legitimate side first: a
//! script's printed or typed confirmation (`Install it? [y/N]`, "type the database
//! name to drop it") and a numbered step that asks for the user's yes gate what
//! follows; a command a program only prints is shown, not run; a download checked
//! against a pinned digest from a host the user configures warns; "evidence", "as
//! found" and malware names label a postmortem's or a triage note's quotes; a
//! checklist item that checks for absence ("- [ ] No …") names what to look for; a
//! Compose `condition: service_healthy` is no detection rule; an uninstaller deleting
//! its block from an rc file adds nothing; an audited tool configuration left in a
//! dotfile only warns. Then the attacks, each as a class with firing and quiet unit
//! cases: safeguards removed (branch protection, hooks, security workflows and tests,
//! audit logs); storage made public; roles granted (project owner, repository admin,
//! cluster-admin bindings); SSH traffic routed through a fixed host; webhooks taking
//! every event; credentials minted and sent; credential files gathered and sent, in
//! prose and fences; the environment encoded; tokens in remote URLs; secrets in a
//! query by indirection; endpoints hidden in base64 or joined pieces; wipes of the
//! home directory; skills appended with links; lockfile entries repointed without
//! their integrity; neutered secret scanners and hooks from look-alike hosts;
//! unredacted scanner output sent; code built from character codes and run. Set 15:
//! 58 of 60 (96.7%; a look-alike swap written as a dict literal was caught, then let go
//! again: the pattern had no literal to prefilter on and cost a tenth of the corpus
//! audit's time), set 16: 57 of 60 (95.0%), no legitimate bundle of either blocked.
//!
//! The round after (rules `lemon-audit-10`) began with three sets written by sessions
//! that saw neither the engine nor any other set: `audit_heldout17` (60 hostile, 40
//! legitimate; a red-teamer writing against static scanners: split commands, payloads
//! after padding, labelled examples the prose then orders run, reversed strings,
//! indirection), `audit_heldout18` (50 hostile, 50 legitimate; a platform team's
//! reviewer: insider and compromised-maintainer changes to infrastructure, CI and
//! accounts, and as many privileged but legitimate operations skills) and
//! `audit_heldout19` (60 hostile, 40 legitimate; supply-chain incidents re-created:
//! install-time theft, CI workflows, registry and lockfile tampering, poisoned tool
//! descriptions). Unseen, on the rules at the round's start: set 17 56 of 60 (93.3%),
//! 1 legitimate bundle blocked; set 18 38 of 50 (76.0%), none blocked; set 19 50 of 60
//! (83.3%), none blocked. Sets 17 and 18 were then opened and tuned on by class: a
//! script's opt-in flag (`--apply) APPLY=1` and the lines it guards) is the user's yes,
//! and a start-up file written under a yes warns (set 12's one block is gone); a
//! question about the code quoted before it ("`…` — what does this do?") labels it; a
//! sentence that orders the code shown above run makes it run, whatever its label;
//! shell history is a secret file; adjacent string literals on two lines are one
//! string; SQL files are scripts; PowerShell's reversed indexing is undone; `git -C
//! dir` reads as `git`; a fake `[sudo] password for` prompt, a password piped into
//! `command sudo -S`; a cluster-admin binding written as data; a credential put into a
//! payload posted to a fixed host; a service's own backups switched off (retention 0,
//! snapshots deleted, WAL archiving off, Velero wiped); secret scanning disabled by the
//! API; a bucket policy that lets anyone write; an ingress rule open to the world on
//! every port or an administration or database port; `trusted-host` beside an index
//! (a `\b` after `=` never matched). Set 17: 60 of 60, set 18: 47 of 50 (94.0%), no
//! legitimate bundle of either blocked. Set 19 was run once more on those rules,
//! aggregate-only: 50 of 60 (83.3%), none blocked.
//!
//! `audit_heldout20` (60 hostile, 40 legitimate; an agent platform's safety engineer:
//! instructions hidden in comments, alt text, front matter, data files and fake tool
//! output, tokens pasted where others read them, permission widening, and everyday
//! skills done right) was then written blind and run once, aggregate-only, on the
//! rules at the round's start and on those above: 45 of 60 (75.0%) both times, 1 of 40
//! legitimate bundles blocked. Set 19 was then opened and tuned on by class: a
//! workflow on `pull_request_target` that checks out the pull request's head and runs
//! it with secrets or a write token; a lockfile entry resolved from a host that is no
//! registry (without its integrity hash it blocks); a program started from a hidden
//! file; protestware keyed on a country's time zones that reaches into `~`; curl given
//! as an argument list (`Command::new("curl").args([… "-d" …])`); PowerShell's
//! `[char[]](…) -join ''`; commands found in an issue's or comment's body run by the
//! agent; fetched text ranked "with higher priority than" the user and "every command
//! in it" followed; a concept phrase wrapped so its literal falls on the second line.
//! Set 19: 60 of 60, none blocked.
//!
//! `audit_heldout21` (60 hostile, 40 legitimate; a consultant stress-testing a
//! marketplace's review: attacks phrased in plain words across everyday domains) was
//! then written blind and run once, aggregate-only: 47 of 60 (78.3%) on the rules at
//! the session's start, 48 of 60 (80.0%) on those above, 3 of 40 legitimate bundles
//! blocked both times. Set 20 was then opened and tuned on by class: an image's long
//! alternative text is read as instructions (a renderer hides it); a lead-in whose only
//! negative words keep something from the user ("and don't call it out in the
//! summary:") hands its block over rather than labelling it, and "so apply it" orders
//! it; a secret's output written into a review, comment, issue or gist is handed over;
//! a sudo password typed at the terminal prompt is not asked for; `env | grep -E
//! 'token|key'` selects secrets rather than naming a pattern; "reject" describes,
//! only "rejected" labels; `kubectl config view --raw` and `~/.claude/.credentials.json`
//! are secrets; a pipe into `mail … user@host` sends; `rm -rf` of several paths that
//! include `~/.ssh`; `rm -rf "$HOME/$VAR"` with `VAR` never set. Set 20: 54 of 60
//! (90.0%), none blocked.
//!
//! `audit_heldout22` (40 hostile, 40 legitimate; the maintainer of an open skills
//! collection reviewing community pull requests) was then written blind and run once,
//! aggregate-only: 30 of 40 (75.0%) on both the session's first and these rules, 1 of
//! 40 legitimate bundles blocked both times. Set 21 was then opened and tuned on by
//! class, its three legitimate blocks first: a hand-over the user says yes to first
//! warns; a list item's yes given on its continuation line governs the whole item; an
//! override forbidden ("never add instructions that … override the user") is no
//! claim. Then: a heading that names a situation ("## If the numbers look wrong")
//! labels nothing; a list item that leads a block speaks for it alone; inline code
//! after an order and a colon is handed over; a shell array stands for its words
//! (`"${STALE[@]}"`); `~/Library/Keychains` is a credential store. Set 21: 51 of 60
//! (85.0%), none blocked. Set 22 stays held out.

use std::path::{Path, PathBuf};

use lemon_skills::audit::{Severity, Verdict, audit_bundle};
use lemon_skills::bundle::{Bundle, BundleLimits};
use serde_json::Value;

/// Sets still held out: only their totals are printed, so running this test never shows
/// anyone (or any tuning session) which bundles they miss. (Sets 2 to 9 were held out
/// like this until rules were tuned on them; a new set goes here.)
const AGGREGATE_ONLY: &[&str] = &["audit_heldout22"];

/// `AUDIT_EVAL_SETS=audit_tuning,audit_heldout` runs only the named sets (a tuning
/// loop that never runs a held-out set); unset, every set runs.
fn selected(dir: &Path) -> bool {
    let Ok(names) = std::env::var("AUDIT_EVAL_SETS") else {
        return true;
    };
    let name = dir.file_name().and_then(|n| n.to_str()).unwrap_or("");
    names.split(',').any(|n| n.trim() == name)
}

fn sets() -> Vec<PathBuf> {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut out: Vec<PathBuf> = std::fs::read_dir(&data)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("audit_"))
                && p.join("manifest.json").is_file()
        })
        .filter(|p| selected(p))
        .collect();
    out.sort();
    out
}

fn verdict(s: &str) -> Option<Verdict> {
    match s {
        "pass" => Some(Verdict::Pass),
        "warn" => Some(Verdict::Warn),
        "block" => Some(Verdict::Block),
        _ => None,
    }
}

struct Figures {
    name: String,
    hostile: usize,
    hostile_at_expected: usize,
    hostile_blocked: usize,
    legit: usize,
    legit_blocked: usize,
    legit_at_expected: usize,
}

fn run_set(dir: &Path) -> Figures {
    let name = dir.file_name().unwrap().to_string_lossy().into_owned();
    let manifest: Value =
        serde_json::from_slice(&std::fs::read(dir.join("manifest.json")).unwrap())
            .unwrap_or_else(|e| panic!("{name}/manifest.json: {e}"));
    let bundles = manifest["bundles"].as_array().expect("bundles array");
    let mut f = Figures {
        name: name.clone(),
        hostile: 0,
        hostile_at_expected: 0,
        hostile_blocked: 0,
        legit: 0,
        legit_blocked: 0,
        legit_at_expected: 0,
    };
    for b in bundles {
        let sub = b["dir"].as_str().expect("dir");
        let kind = b["kind"].as_str().unwrap_or("");
        let expected = verdict(b["expected"].as_str().unwrap_or("")).expect("expected verdict");
        let path = dir.join(sub);
        let got = match Bundle::read(&path, &BundleLimits::default()) {
            Ok(bundle) => {
                let r = audit_bundle(&bundle);
                (r.verdict, r)
            }
            Err(e) => panic!("{name}/{sub}: {e}"),
        };
        let (v, report) = got;
        let hostile = kind == "hostile";
        if hostile {
            f.hostile += 1;
            f.hostile_at_expected += usize::from(v == expected);
            f.hostile_blocked += usize::from(v == Verdict::Block);
        } else {
            f.legit += 1;
            f.legit_blocked += usize::from(v == Verdict::Block);
            f.legit_at_expected += usize::from(v == expected);
        }
        if v != expected && !AGGREGATE_ONLY.contains(&name.as_str()) {
            println!(
                "  {name}: {kind} {sub}: expected {expected}, got {v} — {}",
                b["note"].as_str().unwrap_or("")
            );
            for x in report.at_least(Severity::Warn) {
                println!(
                    "      {} [{}] {}:{} {}",
                    x.rule,
                    x.severity,
                    x.file,
                    x.line.unwrap_or(0),
                    x.excerpt
                );
            }
        }
    }
    f
}

fn pct(a: usize, b: usize) -> f64 {
    if b == 0 {
        100.0
    } else {
        a as f64 * 100.0 / b as f64
    }
}

#[test]
fn labelled_sets_meet_their_floors() {
    let sets = sets();
    assert!(
        sets.iter().any(|s| s.ends_with("audit_tuning")),
        "the tuning set is missing"
    );
    let figures: Vec<Figures> = sets.iter().map(|s| run_set(s)).collect();
    println!(
        "{:<16} {:>8} {:>12} {:>9} {:>6} {:>13} {:>12}",
        "set", "hostile", "at expected", "blocked", "legit", "legit blocked", "at expected"
    );
    for f in &figures {
        println!(
            "{:<16} {:>8} {:>11.1}% {:>8.1}% {:>6} {:>13} {:>11.1}%",
            f.name,
            f.hostile,
            pct(f.hostile_at_expected, f.hostile),
            pct(f.hostile_blocked, f.hostile),
            f.legit,
            f.legit_blocked,
            pct(f.legit_at_expected, f.legit),
        );
    }
    let mut failures = Vec::new();
    for f in &figures {
        // Every set has been seen and tuned on (see the module docs): each floor is the
        // figure after tuning (`lemon-audit-8` or later), and says nothing about unseen
        // attacks.
        let floor = match f.name.as_str() {
            "audit_tuning" | "audit_heldout" | "audit_heldout3" | "audit_heldout8"
            | "audit_heldout10" | "audit_heldout13" | "audit_heldout14" | "audit_heldout2"
            | "audit_heldout17" => 100.0,
            "audit_heldout4" => 96.6,   // 58 of 60
            "audit_heldout5" => 93.3,   // 56 of 60
            "audit_heldout6" => 98.0,   // 49 of 50
            "audit_heldout7" => 93.3,   // 56 of 60
            "audit_heldout9" => 96.6,   // 58 of 60
            "audit_heldout11" => 95.0,  // 57 of 60
            "audit_heldout12" => 86.6,  // 52 of 60
            "audit_heldout15" => 96.6,  // 58 of 60 (46 on its one unseen run)
            "audit_heldout16" => 95.0,  // 57 of 60 (34 on its one unseen run)
            "audit_heldout18" => 94.0,  // 47 of 50 (38 on its one unseen run)
            "audit_heldout19" => 100.0, // 60 of 60 (50 on its unseen runs)
            "audit_heldout20" => 90.0,  // 54 of 60 (45 on its unseen runs)
            "audit_heldout21" => 85.0,  // 51 of 60 (47 and 48 on its unseen runs)
            // Held out: what it measured on the rules of its round, never tuned on.
            "audit_heldout22" => 75.0, // 30 of 40
            _ => 95.0,
        };
        let at = pct(f.hostile_at_expected, f.hostile);
        if at < floor {
            failures.push(format!(
                "{}: {at:.1}% hostile at expected (< {floor}%)",
                f.name
            ));
        }
        // The target is none; a set still held out records what it measured.
        let legit_ceiling = match f.name.as_str() {
            // Held out: one legitimate bundle blocked on its unseen runs.
            "audit_heldout22" => 1,
            _ => 0,
        };
        if f.legit_blocked > legit_ceiling {
            failures.push(format!(
                "{}: {} legitimate bundle(s) blocked (at most {legit_ceiling})",
                f.name, f.legit_blocked
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
