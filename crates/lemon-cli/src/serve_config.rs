//! `lemon serve --print-config CLIENT`: the configuration that registers `lemon serve`
//! with another coding tool, in that tool's own file format, for a person to paste (or
//! a script to merge). The shapes are the ones Lemon's own importers read back
//! (`lemon mcp list --all` sees them), which were checked against files the real tools
//! write.

use serde_json::{Value, json};

use crate::cli::ServeClient;

/// The name the server is registered under.
pub const SERVER_NAME: &str = "lemon";

/// What `--print-config` prints.
pub struct Snippet {
    /// Where it goes (relative to the project, or `~/` for a user file).
    pub file: &'static str,
    /// `json` or `toml`.
    pub format: &'static str,
    /// The configuration as a value (for `--json`; a TOML snippet as its JSON form).
    pub config: Value,
    /// The text to paste.
    pub text: String,
}

/// The snippet that runs `command args…` as the stdio server `lemon` of `client`.
pub fn snippet(client: ServeClient, command: &str, args: &[String]) -> Snippet {
    let stdio = |typed: bool| {
        let mut entry = json!({"command": command, "args": args});
        if typed {
            entry["type"] = json!("stdio");
        }
        entry
    };
    let json_snippet = |file, config: Value| Snippet {
        file,
        format: "json",
        text: serde_json::to_string_pretty(&config).unwrap_or_default() + "\n",
        config,
    };
    match client {
        ServeClient::Claude => json_snippet(
            ".mcp.json",
            json!({"mcpServers": {SERVER_NAME: stdio(true)}}),
        ),
        ServeClient::Cursor => json_snippet(
            ".cursor/mcp.json",
            json!({"mcpServers": {SERVER_NAME: stdio(false)}}),
        ),
        ServeClient::Gemini => json_snippet(
            ".gemini/settings.json",
            json!({"mcpServers": {SERVER_NAME: stdio(false)}}),
        ),
        ServeClient::Vscode => json_snippet(
            ".vscode/mcp.json",
            json!({"servers": {SERVER_NAME: stdio(true)}}),
        ),
        ServeClient::Opencode => {
            let mut line = vec![command.to_string()];
            line.extend(args.iter().cloned());
            json_snippet(
                "opencode.json",
                json!({
                    "$schema": "https://opencode.ai/config.json",
                    "mcp": {SERVER_NAME: {"type": "local", "command": line, "enabled": true}}
                }),
            )
        }
        ServeClient::Codex => {
            let list: Vec<String> = args.iter().map(|a| toml_string(a)).collect();
            Snippet {
                file: "~/.codex/config.toml",
                format: "toml",
                config: json!({"mcp_servers": {SERVER_NAME: {"command": command, "args": args}}}),
                text: format!(
                    "[mcp_servers.{SERVER_NAME}]\ncommand = {}\nargs = [{}]\n",
                    toml_string(command),
                    list.join(", ")
                ),
            }
        }
    }
}

/// A TOML basic string. JSON's string escapes (`\"`, `\\`, `\n`, `\uXXXX`) are all
/// valid TOML escapes, so a JSON string literal is one.
fn toml_string(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_client_names_the_command_and_its_arguments() {
        let args = vec!["--cwd".to_string(), "/p q".to_string(), "serve".to_string()];
        for client in [
            ServeClient::Claude,
            ServeClient::Codex,
            ServeClient::Cursor,
            ServeClient::Gemini,
            ServeClient::Vscode,
            ServeClient::Opencode,
        ] {
            let s = snippet(client, "/bin/le\"mon", &args);
            assert!(s.text.ends_with('\n'));
            if s.format == "json" {
                let back: Value = serde_json::from_str(&s.text).unwrap();
                assert_eq!(back, s.config);
            }
            assert!(s.text.contains("/p q"), "{client:?}: {}", s.text);
        }
        let codex = snippet(ServeClient::Codex, "/bin/le\"mon", &args).text;
        assert_eq!(
            codex,
            "[mcp_servers.lemon]\ncommand = \"/bin/le\\\"mon\"\nargs = [\"--cwd\", \"/p q\", \"serve\"]\n"
        );
    }
}
