//! `lemon skill inspect KEY` (alias `info`): identity, location, readiness, manifest and
//! provenance of one skill.

use lemon_skills::Entry;
use lemon_skills::status::Status;
use lemon_skills::view::{self, RegistryLookup, SkillLookup};
use serde::Serialize;

use super::{SkillRow, missing_skill, registry, status_word};
use crate::Ctx;
use crate::cli::InspectArgs;
use crate::error::CliError;
use crate::output::{Out, Paint, inline};

/// `inspect --json` (docs/cli.md): the skill row plus readiness, manifest, provenance.
#[derive(Serialize)]
struct Inspection<'a> {
    #[serde(flatten)]
    row: SkillRow,
    /// Where it was found, as `read_skill` discloses it: `Project (.lemon/skill)`, …
    source: &'a str,
    /// `Built-in`, `Official`, `Trusted`, `Community` or `Unknown`.
    trust: &'a str,
    readiness: &'a Status,
    manifest: &'a lemon_skills::Manifest,
    /// The lockfile record with the local drift; `null` for skills placed by hand, in
    /// other agents' directories, and for built-ins.
    provenance: Option<view::Provenance>,
}

pub fn run(ctx: &Ctx, args: &InspectArgs) -> Result<(), CliError> {
    let reg = registry();
    let Some(entry) = reg.get(&args.key, Some(&ctx.cwd)) else {
        return Err(missing_skill(&reg, &ctx.cwd, &args.key));
    };
    let status = reg.status_of(&entry, Some(&ctx.cwd));
    let lookup = RegistryLookup {
        registry: &reg,
        cwd: Some(&ctx.cwd),
    };
    let source = lookup.source_label(&entry);
    let provenance = lookup.provenance(&entry);
    let trust = view::trust_label(&entry, provenance.as_ref());
    let mut out = Out::new();
    if args.json {
        out.json(&Inspection {
            row: SkillRow::resolved(&entry, &status),
            source: &source,
            trust,
            readiness: &status,
            manifest: &entry.manifest,
            provenance,
        })?;
        return out.flush();
    }
    for line in text(
        &entry,
        &status,
        &source,
        trust,
        provenance.as_ref(),
        ctx.paint,
    ) {
        out.line(&line)?;
    }
    out.flush()
}

/// The human report: labelled lines grouped in sections.
fn text(
    e: &Entry,
    s: &Status,
    source: &str,
    trust: &str,
    provenance: Option<&view::Provenance>,
    paint: Paint,
) -> Vec<String> {
    let m = &e.manifest;
    let mut lines = vec![paint.bold(&format!("Skill: {}", inline(&e.key)))];
    let mut field = |label: &str, value: String| {
        lines.push(format!("  {:<13}{}", format!("{label}:"), value));
    };
    field("Name", inline(&e.name));
    field(
        "Description",
        if e.description.is_empty() {
            paint.dim("(none)")
        } else {
            inline(&e.description)
        },
    );
    field("Scope", e.scope.as_str().to_string());
    field(
        "Path",
        inline(&e.location.display_path().display().to_string()),
    );
    field(
        "Root",
        inline(&e.location.display_root().display().to_string()),
    );
    let activation = s.activation_state.as_str();
    field(
        "Activation",
        match status_word(s) {
            "active" => paint.green(activation),
            "not_ready" => paint.yellow(activation),
            _ => paint.dim(activation),
        },
    );
    if status_word(s) != activation {
        field("Status", status_word(s).to_string());
    }
    if e.model_hidden() {
        field(
            "Hidden",
            "yes (left out of the prompt listing and search; still readable)".into(),
        );
    }
    if !(m.platforms.is_empty() || m.platforms.iter().any(|p| p == "any")) {
        field("Platforms", m.platforms.join(", "));
    }
    if let Some(c) = &m.category {
        field("Category", inline(c));
    }
    if !m.tags.is_empty() {
        field("Tags", inline(&m.tags.join(", ")));
    }
    if !m.keywords.is_empty() {
        field("Keywords", inline(&m.keywords.join(", ")));
    }

    lines.push(format!("  {:<13}{}", "Source:", inline(source)));
    lines.push(format!(
        "  {:<13}{}",
        "Trust:",
        match e.scope {
            lemon_skills::Scope::Builtin => format!("{trust} (compiled into lemon, read-only)"),
            _ if provenance.is_some() => trust.to_string(),
            _ => format!(
                "{trust} {}",
                paint.dim("(no lockfile record: placed by hand)")
            ),
        }
    ));
    if let Some(p) = provenance {
        lines.push(paint.bold("Provenance"));
        let mut item = |label: &str, value: Option<&String>| {
            if let Some(v) = value {
                lines.push(format!("  {:<13}{}", format!("{label}:"), inline(v)));
            }
        };
        item("Installed", p.source.as_ref());
        item("Source kind", p.source_kind.as_ref());
        item("Source ID", p.source_id.as_ref());
        item("URL", p.resolved_url.as_ref());
        item("Subdir", p.subdir.as_ref());
        item("Ref", p.reference.as_ref());
        item("Commit", p.commit.as_ref());
        item("Bundle", p.bundle_hash.as_ref());
        item("Installed at", p.installed_at.as_ref());
        item("Updated at", p.updated_at.as_ref());
        item("Approval", p.approval.as_ref());
        let audit = p.audit_status.as_ref().map(|a| match &p.rules_version {
            Some(r) => format!("{a} (rules {r})"),
            None => a.clone(),
        });
        item("Audit", audit.as_ref());
        for f in &p.audit_findings {
            lines.push(format!("    {}", inline(f)));
        }
        let drift = match p.drift {
            Some(lemon_skills::install::Drift::Unmodified) => {
                paint.green("✓ matches the installed bundle")
            }
            Some(lemon_skills::install::Drift::Modified) => {
                paint.yellow("⚠ locally modified since install")
            }
            _ => paint.dim("unknown"),
        };
        lines.push(format!("  {:<13}{}", "Drift:", drift));
    }

    let requirements = [
        ("Binaries:", &m.required_bins, &s.missing_bins),
        ("Env vars:", &m.required_env_vars, &s.missing_env_vars),
        ("Tools:", &m.requires_tools, &s.missing_tools),
    ];
    if requirements.iter().any(|(_, req, _)| !req.is_empty()) {
        lines.push(paint.bold("Requirements"));
        for (label, required, missing) in requirements {
            if required.is_empty() {
                continue;
            }
            let items: Vec<String> = required
                .iter()
                .map(|r| {
                    if missing.contains(r) {
                        paint.red(&format!("✗ {}", inline(r)))
                    } else if s.disabled {
                        format!("· {}", inline(r))
                    } else {
                        paint.green(&format!("✓ {}", inline(r)))
                    }
                })
                .collect();
            lines.push(format!("  {label:<13}{}", items.join("  ")));
        }
    }
    if !m.references.is_empty() {
        lines.push(paint.bold("References"));
        for r in &m.references {
            let target = r.path.as_deref().or(r.url.as_deref()).unwrap_or("");
            let mut line = format!("  {}", inline(target));
            if let Some(d) = &r.description {
                line.push_str(&format!(" — {}", inline(d)));
            }
            lines.push(line);
        }
    }
    lines
}
