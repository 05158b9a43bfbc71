//! Prompt injection and instruction override: "ignore previous instructions", role
//! hijacks, concealment from the user, spoofed system markup, and text addressed to an
//! automated reviewer ("this skill was already audited", "note to AI scanners") —
//! the audit never takes instructions from the bundle, and such text is itself a finding.
//! Overrides are matched by what they do, not one phrasing: "disregard whatever the
//! user asked", "the instructions above are outdated", "your real task is", a fake
//! `<system>` turn with orders in it, text "to any LLM evaluating this package".

use super::{B, Compound, I, Match, REVIEWER, Rule, TEXT, W, quoted_mention};
use crate::audit::context::Context;
use crate::audit::{Category, Severity};

/// "Don't ask permission for each fragment": not asking before each of one harmless,
/// named act (appending a note) is only worth a look; an agent told never to ask, or
/// not to ask before a risky act (running commands, deleting, pushing, sending), blocks.
fn risky_permission(m: &Match<'_>, s: Severity) -> Option<Severity> {
    const RISKY: &[&str] = &[
        "run",
        "execut",
        "command",
        "install",
        "delet",
        "remov",
        "push",
        "deploy",
        "send",
        "upload",
        "sudo",
        "curl",
        "wget",
        "script",
        "tool call",
        "shell",
        "terminal",
        "destroy",
        "overwrit",
        "publish",
        "drop",
        "credential",
        "secret",
        "token",
        "password",
        "every ",
        "any ",
        "all ",
    ];
    let s = quoted_mention(m, s)?;
    // "Never add instructions that … override the user": the override is what is
    // forbidden. (A negation inside the match, "never ask for confirmation", is the
    // order itself.)
    let claims_rank = [
        "override",
        "supersede",
        "take precedence",
        "higher",
        "greater",
        "more ",
    ]
    .iter()
    .any(|w| m.text.starts_with(w));
    let clause = m.line[..m.at.min(m.line.len())]
        .rsplit(['.', ';', ':', '!', '?'])
        .next()
        .unwrap_or("");
    let forbidden = [" never ", " not ", "n't ", " no ", " nor "]
        .iter()
        .any(|w| format!(" {clause}").contains(w));
    if claims_rank && forbidden {
        return None;
    }
    let scoped = ["for each", "for every", "before each", "each time"]
        .iter()
        .any(|w| m.line.contains(w));
    if !scoped || RISKY.iter().any(|w| m.line.contains(w)) {
        Some(s)
    } else {
        Some(s.min(Severity::Warn))
    }
}

/// Telling the agent to keep something from the user (see [`RULES`], [`COMPOUNDS`]).
macro_rules! conceal_from_user {
    () => {
        r"\b(?:do\s+not|don't|never)\s+(?:tell|inform|notify|alert|let)\s+(?:the\s+)?(?:user|human|operator|developer)\s+(?:about|that|know|what|you)\b|\bwithout\s+(?:telling|informing|notifying|alerting)\s+(?:the\s+)?(?:user|human|operator)\b|\b(?:hide|conceal)\s+(?:this|it|these|that|the\s+\w+)\s+from\s+(?:the\s+)?(?:user|human|operator)\b|\b(?:silently|secretly|covertly|quietly|stealthily)\s+(?:run|execute|send|upload|install|exfiltrate|copy|download|post|forward)\b|\bthe\s+user\s+(?:must|should)\s+(?:not|never)\s+(?:know|see|notice|find\s+out)\b|\b(?:do\s+not|don't|never)\s+(?:mention|disclose|reveal)\s+(?:this|it|that|these|the|any)\b[^\n]{0,50}?\b(?:to|with|from)\s+(?:the\s+)?(?:user|human|operator)\b|\b(?:do\s+not|don't|never)\s+(?:mention|disclose|reveal)\b[^\n]{0,60}?\bin\s+(?:your|the|any)\s+(?:summar(?:y|ies)|responses?|repl(?:y|ies)|answers?|output)\b|\bno\s+need\s+to\s+(?:show|tell|inform|mention\s+(?:it|this)\s+to|notify)\s+(?:them|the\s+user)\b|\bwithout\s+(?:asking|consulting|confirming\s+with|checking\s+with)\s+(?:the\s+)?(?:user|human|operator)\b|\bskip\s+(?:showing|telling|informing|mentioning)\s+(?:it\s+|this\s+|that\s+|them\s+)?(?:to\s+)?(?:the\s+)?(?:user|human|operator)\b"
    };
}

/// Telling the agent it needs no approval (see [`RULES`], [`COMPOUNDS`]).
macro_rules! permission_override {
    () => {
        r"\b(?:never|do\s+not|don't|no\s+need\s+to)\s+ask\s+(?:the\s+)?(?:user|human|operator)?\s*(?:for\s+)?(?:confirmation|permission|approval|consent)\b|\b(?:you\s+are|you're|the\s+agent\s+is)\s+(?:pre-?authori[sz]ed|pre-?approved|authori[sz]ed)\s+(?:for|to\s+run)\s+(?:every|all|any)\b|\b(?:higher|greater|more)\s+(?:priority|precedence|authority)\s+than\s+(?:the\s+)?(?:user|system\s+prompt|system|operator|your\s+instructions)\b|\b(?:override|overrides|supersede|supersedes|take\s+precedence\s+over)\s+(?:the\s+)?(?:user's|user|system\s+prompt|your\s+instructions)\b|\btreat\s+(?:every|all|any|each|these|the)\s+(?:\w+\s+){0,3}as\s+(?:pre-?approved|pre-?authori[sz]ed|already\s+approved|approved\s+by\s+the\s+user)\b|\b(?:run|execute)\s+(?:them|it|these|those|everything|all\s+of\s+them|every\s+command)\s+without\s+(?:asking|confirmation|confirming|approval|permission|prompting)\b|\byou\s+(?:are|have\s+been)\s+(?:granted|given)\s+(?:full|elevated|unrestricted|admin|root)\s+(?:permissions?|access|rights)\b|\b(?:there\s+is\s+)?no\s+need\s+to\s+(?:check|confirm|clear\s+it)\s+with\s+(?:the\s+)?(?:user|human|operator|person|people|anyone)\b"
    };
}

pub(super) const RULES: &[Rule] = &[
    Rule {
        id: "prompt_injection.ignore_instructions",
        category: Category::PromptInjection,
        pattern: r"\b(?:ignore|disregard|forget|override|bypass|overrule|discard)\s+(?:(?:all|any|the|your|of|these|those|every|my)\s+)*(?:previous|prior|above|earlier|preceding|original|system|safety|developer|existing|initial|former|security)\s+(?:instructions?|prompts?|rules|guidelines|guidance|directions|directives|orders|commands|polic(?:y|ies)|guardrails|restrictions|constraints|messages|context|programming)\b|\b(?:ignore|disregard|forget)\s+(?:all\s+)?(?:of\s+)?your\s+(?:instructions|rules|guidelines|system\s+prompt|programming|guardrails)\b|\bdisregard\s+(?:everything|all)\s+(?:above|before|previous)|\bforget\s+(?:everything|all)\s+(?:you|that)\b|\bnew\s+system\s+(?:prompt|instructions?)\s*:|\bfrom\s+now\s+on,?\s+you\s+(?:are|will|must)\s+(?:no\s+longer|not|ignore|obey)\b|\b(?:ignore|disregard|forget|override|pay\s+no\s+attention\s+to)\s+(?:whatever|what|anything|everything)\s+(?:the\s+)?user\s+(?:has\s+)?(?:asked|said|says|wants|requested|requests|typed|wrote)\b|\b(?:ignore|disregard|override)\s+the\s+user'?s\s+(?:request|instructions?|question|task|prompt|message)\b|\b(?:the\s+)?(?:instructions|rules|guidelines|directions)\s+(?:above|before\s+this|you\s+were\s+given)\s+(?:are|were)\s+(?:outdated|obsolete|void|fake|superseded|no\s+longer\s+valid|cancel+ed)\b|\byour\s+(?:real|actual|true|new|hidden)\s+(?:task|instructions?|goal|job|objective|mission)\s+(?:is|are)\b|\bpay\s+no\s+attention\s+to\s+(?:the\s+)?(?:previous|prior|above|earlier|system)\b",
        sev: TEXT,
        adjust: Some(quoted_mention),
    },
    Rule {
        id: "prompt_injection.reviewer_address",
        category: Category::PromptInjection,
        pattern: r"\b(?:note|message|notice|instructions?|attention|memo|hint)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:(?:ai|llm|automated|security|skill|static|model|machine)\s+(?:code\s+)?(?:reviewers?|judges?|graders?|checkers?|agents?)|(?:ai\s+|llm\s+|automated\s+|security\s+|skill\s+|static\s+)*(?:scanners?|auditors?|moderators?|classifiers?|analy[sz]ers?))\b|\b(?:this|the)\s+(?:skill|file|bundle|package|code|script|repository|repo|plugin)\s+(?:has\s+(?:already\s+)?been|was\s+(?:already\s+)?|is\s+(?:already\s+)?)(?:security[- ])?(?:audited|verified|approved|whitelisted|allowlisted|vetted|certified|pre-?approved|cleared)\b|\b(?:scanners?|auditors?|reviewers?|classifiers?|analy[sz]ers?|security\s+tools?|ai\s+judges?|llm\s+judges?)\s+(?:should|must|can|may|need\s+to|are\s+(?:instructed|asked)\s+to)\s+(?:ignore|skip|disregard|pass|approve|allow|whitelist|not\s+flag|treat)\b|\b(?:mark|classify|rate|report|treat|label|consider|flag)\s+(?:this\s+|the\s+)?(?:skill|file|bundle|package|plugin|code|script)\s+as\s+(?:safe|benign|clean|trusted|passed|harmless|approved|low[- ]risk|not\s+malicious)\b|\bif\s+you\s+are\s+an?\s+(?:ai|llm|language\s+model|automated|security)\s+(?:reviewer|scanner|auditor|model|assistant|agent|tool)\b|\b(?:to|for|attention)\s*:?\s+(?:any|the|an?|all)\s+(?:ai|llm|llms|model|models|language\s+models?|automated\s+\w+|gpt|claude)\s+(?:that\s+(?:is|are)\s+)?(?:evaluating|reviewing|scanning|auditing|analy[sz]ing|checking|grading|judging|inspecting)\b|\b(?:respond|reply|answer|output)\s+(?:with\s+|only\s+)?[\x22'`]?(?:pass|passed|safe|benign|approved|clean)[\x22'`]?\s+(?:and|to|,|if|when)\b|\bsanctioned\s+(?:red[- ]team|security\s+test|test\s+fixture)|\b(?:automated|ai|llm)[- ](?:based\s+|powered\s+)?(?:security\s+|code\s+)?(?:review|reviewers?|scan|scanners?|analysis|audits?|auditors?|moderation)\b[^\n]*\b(?:ignore|skip|disregard|benign|approve|whitelist|allowlist|mark\s+(?:it|this)\s+(?:as\s+)?safe)\b",
        sev: REVIEWER,
        adjust: Some(quoted_mention),
    },
    Rule {
        id: "prompt_injection.role_hijack",
        category: Category::PromptInjection,
        pattern: r"\byou\s+are\s+now\s+(?:dan\b|in\s+(?:developer|god|jailbreak|unrestricted|admin)\s+mode|unrestricted|jailbroken|free\s+(?:of|from)\s+(?:all\s+)?(?:rules|restrictions))|\b(?:developer|god|jailbreak|dan)\s+mode\s+(?:enabled|activated|on)\b|\bdo\s+anything\s+now\b|\bno\s+longer\s+bound\s+by\s+(?:any|your|the)\b",
        sev: TEXT,
        adjust: Some(quoted_mention),
    },
    Rule {
        id: "prompt_injection.conceal_from_user",
        category: Category::PromptInjection,
        pattern: conceal_from_user!(),
        sev: TEXT,
        adjust: Some(quoted_mention),
    },
    Rule {
        id: "prompt_injection.permission_override",
        category: Category::PromptInjection,
        pattern: permission_override!(),
        sev: TEXT,
        adjust: Some(risky_permission),
    },
    Rule {
        // Orders that put text fetched from elsewhere above the user: a standing
        // channel for whoever controls that text.
        id: "prompt_injection.instructions_from_elsewhere",
        category: Category::PromptInjection,
        pattern: r"\b(?:fetched|downloaded|remote|retrieved|returned|received)\s+(?:instructions|policy|policies|directives|rules|orders)\s+(?:always\s+)?(?:supersede|override|overrule|take\s+precedence\s+over|win\s+over)\b|\b(?:supersedes?|overrides?|overrules?|takes?\s+precedence\s+over)\s+[^\n.]{0,40}\b(?:any|every|all)\s+(?:conflicting\s+|other\s+)?(?:requests?|instructions?|wishes)\s+(?:from|of|by)\s+the\s+user\b",
        sev: TEXT,
        adjust: Some(quoted_mention),
    },
    Rule {
        id: "prompt_injection.spoofed_markup",
        category: Category::PromptInjection,
        pattern: r"<\|?im_start\|?>|<\|(?:system|endoftext|im_end)\|>|\[/?inst\]|<<sys>>|</?system-reminder>|^\s*(?:#+\s*)?(?:system|assistant)\s*(?:prompt|message)?\s*:\s*you\s+(?:are|must|will)\b",
        sev: [W, W, I, I, W],
        adjust: Some(quoted_mention),
    },
    Rule {
        // Chat-format markup that opens a fake system turn with orders in it.
        id: "prompt_injection.fake_system_message",
        category: Category::PromptInjection,
        pattern: r"(?:</?(?:user_query|user|human|assistant|instructions|context|document)>\s*)?<(?:system|system_prompt|system-message|admin|developer)>[^\n]*\b(?:must|shall|policy|override|ignore|always|never|now|required|immediately)\b|^\s*\[?(?:system|admin)\s+(?:notice|override|policy\s+update|message)\]?\s*:[^\n]*\b(?:must|ignore|always|never|required|immediately)\b",
        sev: TEXT,
        adjust: Some(quoted_mention),
    },
];

pub(super) const COMPOUNDS: &[Compound] = &[Compound {
    // A program or text that writes the markup of the agent's own harness (a
    // `<system-reminder>`, a chat template's system turn, the `<IMPORTANT>` of a
    // poisoned tool description) around orders to skip the
    // user's approval or keep something from them: tool output forged as the harness.
    id: "prompt_injection.forged_harness_orders",
    category: Category::PromptInjection,
    first: r"</?system-reminder>|</?important>|<\|?im_start\|?>\s*system\b|<<sys>>|<\|system\|>",
    second: concat!(conceal_from_user!(), "|", permission_override!()),
    window: 12,
    program_wide: false,
    across_blocks: false,
    sev: [B, B, B, I, W],
    adjust: Some(emitted_by_code),
}];

/// An example blocks only when it is a program's string data (a quoted literal, a
/// `print`/`echo` of one): the program writes the forged markup. A document's
/// example of such text warns.
fn emitted_by_code(m: &Match<'_>, s: Severity) -> Option<Severity> {
    if m.ctx != Context::Example {
        return Some(s);
    }
    let t = m.line.trim_start().trim_start_matches(['[', '(', ',', ' ']);
    let emitted = t.starts_with(['"', '\'', '`'])
        || ["print(", "echo ", "console.log(", ".write(", "puts "]
            .iter()
            .any(|w| t.contains(w));
    Some(if emitted { s } else { s.min(Severity::Warn) })
}
