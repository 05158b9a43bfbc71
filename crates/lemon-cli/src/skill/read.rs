//! `lemon skill read KEY`: the library's `read_skill`, the way an agent loads a skill,
//! and `lemon skill read skill://KEY[/PATH]`, the way the generic `read` tool resolves a
//! skill URI (the file's bytes). Misses, unknown sections, unreadable files and paths
//! outside the skill directory are failures (exit 1) and disclose nothing on stdout.

use lemon_skills::view::{
    self, ReadOutcome, ReadSkillParams, RegistryLookup, SkillUriError, ViewKind,
};
use serde::Serialize;

use super::{missing_skill, registry};
use crate::Ctx;
use crate::cli::{ReadArgs, View};
use crate::error::CliError;
use crate::output::{Out, inline, multiline};

/// `read --json` for a key (docs/cli.md).
#[derive(Serialize)]
struct ReadJson<'a> {
    key: &'a str,
    name: &'a str,
    scope: &'static str,
    path: String,
    view: &'static str,
    text: &'a str,
}

pub fn run(ctx: &Ctx, args: &ReadArgs) -> Result<(), CliError> {
    if view::is_skill_uri(&args.key) {
        return read_uri(ctx, args);
    }
    let kind = match args.view {
        View::Full => ViewKind::Full,
        View::Summary => ViewKind::Summary,
        View::Section => ViewKind::Section,
        View::File => ViewKind::File,
    };
    // The library answers these with a message for the model; on a command line they
    // are argument mistakes.
    if kind == ViewKind::Section && args.section.is_none() {
        return Err(CliError::usage("--view section needs --section S")
            .hint("name the heading, e.g. `--view section --section Usage`"));
    }
    if kind == ViewKind::File && args.file.is_none() {
        return Err(CliError::usage("--view file needs --file PATH").hint(
            "give a path relative to the skill directory, e.g. `--file references/guide.md`",
        ));
    }
    if args.section.is_some() && kind != ViewKind::Section {
        return Err(CliError::usage("--section only applies to --view section")
            .hint("add `--view section`"));
    }
    if args.file.is_some() && kind != ViewKind::File {
        return Err(CliError::usage("--file only applies to --view file").hint("add `--view file`"));
    }

    let params = ReadSkillParams {
        key: args.key.clone(),
        view: kind,
        section: args.section.clone(),
        path: args.file.clone(),
        include_status: false,
        include_manifest: false,
        max_chars: args
            .max_chars
            .map(|n| usize::try_from(n).unwrap_or(usize::MAX)),
    };
    let reg = registry();
    let lookup = RegistryLookup {
        registry: &reg,
        cwd: Some(&ctx.cwd),
    };
    let output = view::read_skill(&lookup, &params);
    let key = inline(&args.key);
    let file = inline(params.path.as_deref().unwrap_or(""));
    match output.outcome {
        ReadOutcome::Ok => {}
        ReadOutcome::NotFound => return Err(missing_skill(&reg, &ctx.cwd, &args.key)),
        ReadOutcome::NoSection | ReadOutcome::NoPath => {
            return Err(CliError::usage(last_line(&output.text)));
        }
        ReadOutcome::SectionNotFound => {
            return Err(CliError::failure(format!(
                "section '{}' not found in skill '{key}'",
                inline(args.section.as_deref().unwrap_or(""))
            ))
            .hint(format!(
                "sections are the body's '##' headings; `lemon skill read {key}` shows them"
            )));
        }
        ReadOutcome::OutsideSkill => {
            return Err(
                CliError::failure(format!("path '{file}' is outside the skill directory"))
                    .hint("give a path relative to the skill directory, without '..'"),
            );
        }
        ReadOutcome::FileError => {
            let reason = output
                .file_error
                .as_ref()
                .map_or_else(|| "it cannot be read".to_string(), ToString::to_string);
            return Err(CliError::failure(format!(
                "could not read '{file}' in skill '{key}': {reason}"
            ))
            .hint(format!(
                "`lemon skill inspect {key}` shows the skill's path and references"
            )));
        }
        ReadOutcome::ContentUnavailable => {
            return Err(
                CliError::failure(format!("the SKILL.md of '{key}' could not be read")).hint(
                    format!(
                        "check the file's permissions; `lemon skill inspect {key}` shows its path"
                    ),
                ),
            );
        }
    }

    let mut out = Out::new();
    if args.json {
        let (name, scope, path) = match &output.entry {
            Some(e) => (
                e.name.as_str(),
                e.scope.as_str(),
                e.location.display_path().display().to_string(),
            ),
            None => (args.key.as_str(), "", String::new()),
        };
        out.json(&ReadJson {
            key: &args.key,
            name,
            scope,
            path,
            view: output.view.as_str(),
            text: &output.text,
        })?;
        return out.flush();
    }
    print_text(ctx, &mut out, &output.text)
}

/// `skill://KEY[/PATH]`: the file itself, exactly as the generic `read` tool returns it.
fn read_uri(ctx: &Ctx, args: &ReadArgs) -> Result<(), CliError> {
    if args.view != View::Full || args.section.is_some() || args.file.is_some() {
        return Err(CliError::usage(
            "a skill:// URI names a file; --view, --section and --file do not apply",
        )
        .hint("use `lemon skill read KEY --view …` for the views"));
    }
    let reg = registry();
    let lookup = RegistryLookup {
        registry: &reg,
        cwd: Some(&ctx.cwd),
    };
    let read = view::read_skill_uri(&lookup, &args.key).map_err(|e| match e {
        SkillUriError::NotSkillUri(_) | SkillUriError::BadEncoding(_) => CliError::usage(inline(
            &e.to_string(),
        ))
        .hint("write skill://KEY or skill://KEY/relative/path (percent-encode spaces as %20)"),
        SkillUriError::UnknownSkill(key) => missing_skill(&reg, &ctx.cwd, &key),
        SkillUriError::Outside { path, .. } => CliError::failure(format!(
            "path '{}' is outside the skill directory",
            inline(&path)
        ))
        .hint("give a path relative to the skill directory, without '..'"),
        SkillUriError::FileNotFound { ref key, .. } | SkillUriError::Unreadable { ref key, .. } => {
            CliError::failure(inline(&e.to_string())).hint(format!(
                "`lemon skill inspect {}` shows the skill's path and references",
                inline(key)
            ))
        }
    })?;
    let mut out = Out::new();
    if args.json {
        out.json(&read)?;
        return out.flush();
    }
    print_text(ctx, &mut out, &read.text)
}

/// Prints text for the reader: byte for byte into a pipe or file (it is what the model
/// gets), with control characters removed on a terminal (a skill could otherwise send
/// escape sequences to it).
fn print_text(ctx: &Ctx, out: &mut Out, text: &str) -> Result<(), CliError> {
    if ctx.stdout_is_terminal {
        out.raw(&multiline(text))?;
    } else {
        out.raw(text)?;
    }
    if !text.is_empty() && !text.ends_with('\n') {
        out.raw("\n")?;
    }
    out.flush()
}

/// The last non-empty line of a library answer (its message), for an error line.
fn last_line(text: &str) -> String {
    text.lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .map(inline)
        .unwrap_or_else(|| "invalid read parameters".to_string())
}
