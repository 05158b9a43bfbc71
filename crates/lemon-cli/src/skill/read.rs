//! `lemon skill read KEY`: the library's `read_skill`, the way an agent loads a skill.
//! Accepts `skill://KEY[/PATH]` URIs. Misses, unknown sections, unreadable files and
//! paths outside the skill directory are failures (exit 1) with nothing disclosed.

use lemon_skills::view::{ReadOutcome, ReadSkillParams, ReadView};
use serde::Serialize;

use super::{not_found, registry, registry_error};
use crate::Ctx;
use crate::cli::{ReadArgs, View};
use crate::error::CliError;
use crate::output::{Out, inline, multiline};

/// `read --json` (docs/cli.md).
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
    let (key, uri_path) = parse_target(&args.key)?;
    let (view, path) = match (uri_path, args.view) {
        (Some(p), View::Full | View::File) => (View::File, Some(p)),
        (Some(_), _) => {
            return Err(CliError::usage(format!(
                "'{}' names a file, which only --view file can show",
                inline(&args.key)
            ))
            .hint("drop --view, or name the skill alone: skill://KEY"));
        }
        (None, v) => (v, args.file.clone()),
    };
    match view {
        View::Section if args.section.is_none() => {
            return Err(CliError::usage("--view section needs --section S")
                .hint("name the heading, e.g. `--view section --section Usage`"));
        }
        View::File if path.is_none() => {
            return Err(CliError::usage("--view file needs --file PATH")
                .hint("give a path relative to the skill directory, e.g. `--file references/guide.md`"));
        }
        _ => {}
    }

    let params = ReadSkillParams {
        key: key.to_string(),
        view: match view {
            View::Full => ReadView::Full,
            View::Summary => ReadView::Summary,
            View::Section => ReadView::Section,
            View::File => ReadView::File,
        },
        section: args.section.clone(),
        path,
        include_status: false,
        include_manifest: false,
        max_chars: args.max_chars.and_then(|n| usize::try_from(n).ok()),
    };
    let reg = registry();
    let result = reg
        .read_skill(&params, Some(&ctx.cwd))
        .map_err(|e| registry_error(&e))?;
    match result.outcome {
        ReadOutcome::Ok => {}
        ReadOutcome::NotFound => {
            let known: Vec<String> = reg
                .list(Some(&ctx.cwd))
                .map_err(|e| registry_error(&e))?
                .iter()
                .map(|e| e.key.clone())
                .collect();
            return Err(not_found(key, &known));
        }
        ReadOutcome::SectionNotFound => {
            return Err(CliError::failure(format!(
                "section '{}' not found in skill '{key}'",
                inline(args.section.as_deref().unwrap_or(""))
            ))
            .hint(format!(
                "run `lemon skill read {key}` to see its headings (sections start with ##)"
            )));
        }
        ReadOutcome::OutsideSkill => {
            return Err(CliError::failure(format!(
                "path '{}' is outside the skill directory",
                inline(params.path.as_deref().unwrap_or(""))
            ))
            .hint("give a path relative to the skill directory, without '..'"));
        }
        ReadOutcome::FileError(reason) => {
            return Err(CliError::failure(format!(
                "could not read '{}' in skill '{key}': {}",
                inline(params.path.as_deref().unwrap_or("")),
                inline(&reason)
            ))
            .hint(format!(
                "run `lemon skill inspect {key}` to see the skill's path and references"
            )));
        }
    }

    let mut out = Out::new();
    if args.json {
        out.json(&ReadJson {
            key: &result.key,
            name: &result.name,
            scope: result.scope.as_str(),
            path: result.path.display().to_string(),
            view: view_word(view),
            text: &result.text,
        })?;
        return out.flush();
    }
    out.raw(&multiline(&result.text))?;
    if !result.text.ends_with('\n') {
        out.raw("\n")?;
    }
    out.flush()
}

fn view_word(view: View) -> &'static str {
    match view {
        View::Full => "full",
        View::Summary => "summary",
        View::Section => "section",
        View::File => "file",
    }
}

/// Splits `skill://KEY/PATH` into the key and the (still percent-encoded) path; a plain
/// key passes through.
fn parse_target(arg: &str) -> Result<(&str, Option<String>), CliError> {
    let Some(rest) = arg.strip_prefix("skill://") else {
        return Ok((arg, None));
    };
    let (key, path) = match rest.split_once('/') {
        Some((k, p)) if !p.is_empty() => (k, Some(p.to_string())),
        Some((k, _)) => (k, None),
        None => (rest, None),
    };
    if key.is_empty() {
        return Err(CliError::usage(format!("'{}' has no skill key", inline(arg)))
            .hint("write skill://KEY or skill://KEY/relative/path"));
    }
    Ok((key, path))
}

#[cfg(test)]
mod tests {
    use super::parse_target;

    #[test]
    fn uris_split_into_key_and_path() {
        assert_eq!(parse_target("demo").ok(), Some(("demo", None)));
        assert_eq!(parse_target("skill://demo").ok(), Some(("demo", None)));
        assert_eq!(parse_target("skill://demo/").ok(), Some(("demo", None)));
        assert_eq!(
            parse_target("skill://demo/references/a.md").ok(),
            Some(("demo", Some("references/a.md".to_string())))
        );
        assert!(parse_target("skill:///x").is_err());
    }
}
