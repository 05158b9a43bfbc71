//! `lemon skill manage --input JSON|-`: the `skill_manage` tool from a shell. The input
//! is the tool's own JSON, the output its JSON result (docs/cli.md); a gated write asks
//! on the terminal (the install verbs' approver), and is refused without one.

use std::io::Read;

use lemon_core::paths::Env;
use lemon_skills::manage::{self, Context, Response};
use serde_json::{Value, json};

use super::approve::{Spinner, TerminalApprover};
use crate::Ctx;
use crate::cli::ManageArgs;
use crate::error::CliError;
use crate::output::{Out, inline};

/// The largest input read (`--input -` or the argument).
pub const MAX_INPUT_BYTES: u64 = 8 * 1024 * 1024;

/// Reads `--input`: the JSON itself, or `-` for stdin (bounded).
pub fn read_input(arg: &str) -> Result<String, CliError> {
    if arg != "-" {
        if arg.len() as u64 > MAX_INPUT_BYTES {
            return Err(CliError::usage(format!(
                "the input is larger than {MAX_INPUT_BYTES} bytes"
            )));
        }
        return Ok(arg.to_string());
    }
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(MAX_INPUT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| CliError::failure(format!("cannot read the input from stdin: {e}")))?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(CliError::usage(format!(
            "the input on stdin is larger than {MAX_INPUT_BYTES} bytes"
        ))
        .hint("skill_manage refuses SKILL.md over 100000 characters and supporting files over 1 MiB anyway"));
    }
    String::from_utf8(bytes).map_err(|_| CliError::usage("the input is not UTF-8"))
}

/// The exit status and error line for a refused call (the JSON is already printed).
pub fn refusal(response: &Response) -> Option<CliError> {
    let Err(e) = &response.result else {
        return None;
    };
    let message = inline(&e.to_string());
    let err = if e.is_invalid_input() {
        CliError::usage(message)
            .hint("`lemon skill manage --schema` prints the input's JSON Schema")
    } else {
        CliError::failure(message)
    };
    Some(match e {
        manage::ManageError::ApprovalUnavailable { .. } => err.hint(
            "[skills] write_approval is on: run it on a terminal to be asked, or turn it off in config.toml",
        ),
        manage::ManageError::Blocked { .. } => {
            err.hint("`lemon skill audit DIR` shows the findings of a skill directory")
        }
        _ => err,
    })
}

pub fn run(ctx: &Ctx, args: &ManageArgs) -> Result<(), CliError> {
    let mut out = Out::new();
    if args.schema {
        out.json(&manage::input_schema())?;
        return out.flush();
    }
    let text = read_input(args.input.as_deref().unwrap_or("-"))?;
    let value: Value = match serde_json::from_str(&text) {
        Ok(v) => v,
        Err(e) => {
            let message = format!("the input is not valid JSON: {e}");
            out.json(&json!({
                "ok": false, "action": null, "name": null, "scope": null,
                "error": {"code": "invalid_json", "message": message},
            }))?;
            out.flush()?;
            return Err(CliError::usage(message));
        }
    };
    let env = Env::from_process().with_working_dir(&ctx.cwd);
    let spinner = Spinner::new(false);
    let approver = TerminalApprover {
        paint: ctx.err_paint,
        spinner: &spinner,
    };
    let mut mctx = Context::new(env.clone(), &approver);
    mctx.agent_id = args.agent_id.clone().or_else(|| {
        env.get("LEMON_AGENT_ID")
            .map(|v| v.to_string_lossy().into_owned())
            .filter(|v| !v.trim().is_empty())
    });
    mctx.call.tool_call_id = args.tool_call_id.clone();
    let response = manage::call(&mctx, &value);
    out.json(&response.to_json())?;
    out.flush()?;
    match refusal(&response) {
        Some(e) => Err(e),
        None => Ok(()),
    }
}
