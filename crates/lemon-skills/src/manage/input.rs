//! The input of `skill_manage`: its JSON Schema ([`input_schema`]) and the parse of a
//! JSON value into a checked [`ManageInput`], in the order of spec F.2 (action, scope,
//! name, then the action itself), with the spec's messages.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::ManageError;

/// Longest skill name (spec F.2).
pub const MAX_NAME_CHARS: usize = 64;

/// What `skill_manage` is asked to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// A new skill from a whole `SKILL.md`.
    Create,
    /// Replace an existing skill's `SKILL.md`.
    Edit,
    /// Replace one exact, unique text in `SKILL.md` or a supporting file.
    Patch,
    /// Remove a skill directory.
    Delete,
    /// Write a supporting file.
    WriteFile,
    /// Remove a supporting file.
    RemoveFile,
    /// Protect a skill from the curator, `delete` and `archive`.
    Pin,
    /// Undo `pin`.
    Unpin,
    /// Disable a skill in `skills.json` and mark it archived (never deleted).
    Archive,
    /// Undo `archive`.
    Restore,
    /// The usage report of the scope (read-only).
    Report,
}

impl Action {
    /// Every action, in the order the spec lists them.
    pub const ALL: [Action; 11] = [
        Action::Create,
        Action::Edit,
        Action::Patch,
        Action::Delete,
        Action::WriteFile,
        Action::RemoveFile,
        Action::Pin,
        Action::Unpin,
        Action::Archive,
        Action::Restore,
        Action::Report,
    ];

    /// The snake_case word.
    pub fn as_str(self) -> &'static str {
        match self {
            Action::Create => "create",
            Action::Edit => "edit",
            Action::Patch => "patch",
            Action::Delete => "delete",
            Action::WriteFile => "write_file",
            Action::RemoveFile => "remove_file",
            Action::Pin => "pin",
            Action::Unpin => "unpin",
            Action::Archive => "archive",
            Action::Restore => "restore",
            Action::Report => "report",
        }
    }

    /// Parses the snake_case word.
    pub fn parse(word: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.as_str() == word)
    }

    /// Everything but `report` changes something on disk.
    pub fn is_mutating(self) -> bool {
        self != Action::Report
    }

    /// Whether the action changes the skill's files (and so is audited first).
    pub fn writes_content(self) -> bool {
        matches!(
            self,
            Action::Create | Action::Edit | Action::Patch | Action::WriteFile | Action::RemoveFile
        )
    }
}

/// Which primary root a write goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WriteScope {
    /// `<cwd>/.lemon/skill` (the default).
    #[default]
    Project,
    /// `<agent dir>/skill`.
    Global,
}

impl WriteScope {
    /// `project` or `global`.
    pub fn as_str(self) -> &'static str {
        match self {
            WriteScope::Project => "project",
            WriteScope::Global => "global",
        }
    }
}

/// A checked `skill_manage` input. Built from JSON with [`ManageInput::from_value`] (or
/// serde, which runs the same checks); serialises back to the tool's JSON.
///
/// ```
/// use lemon_skills::manage::{Action, ManageInput, WriteScope};
/// let input = ManageInput::from_value(&serde_json::json!({
///     "action": "patch", "name": "deploy", "old_string": "v1", "new_string": "v2",
///     "replace_all": "true"
/// })).unwrap();
/// assert_eq!((input.action, input.scope, input.replace_all), (Action::Patch, WriteScope::Project, true));
/// let err = ManageInput::from_value(&serde_json::json!({"action": "create", "name": "Bad Name"})).unwrap_err();
/// assert_eq!(err.to_string(), "invalid skill name 'Bad Name'");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Value")]
pub struct ManageInput {
    pub action: Action,
    /// The skill key (directory name); `None` only for `report`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub scope: WriteScope,
    /// The whole `SKILL.md` (create, edit), used verbatim.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content: Option<String>,
    /// A supporting file, relative to the skill directory (patch, write_file,
    /// remove_file); empty or absent means `SKILL.md` for patch.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file_path: Option<String>,
    /// The new content of `file_path` (write_file), verbatim, may be empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file_content: Option<String>,
    /// The exact text to replace (patch), verbatim.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub old_string: Option<String>,
    /// Its replacement (patch), verbatim, may be empty.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub new_string: Option<String>,
    /// Replace every occurrence instead of requiring exactly one (patch).
    pub replace_all: bool,
    /// Report thresholds (report).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stale_after_days: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub archive_after_days: Option<u64>,
    /// The user has allowed this write to a built-in or installed (lockfile-tracked)
    /// skill. Never set by an agent on its own: a write it unlocks always asks the
    /// approver, whatever `write_approval` says.
    pub allow_installed: bool,
}

impl TryFrom<Value> for ManageInput {
    type Error = ManageError;

    fn try_from(value: Value) -> Result<Self, Self::Error> {
        ManageInput::from_value(&value)
    }
}

fn invalid(field: &'static str, message: impl Into<String>) -> ManageError {
    ManageError::Invalid {
        field,
        message: message.into(),
    }
}

/// A trimmed string parameter: absent/null is `None`; another type is an error.
fn trimmed(
    obj: &serde_json::Map<String, Value>,
    key: &'static str,
) -> Result<Option<String>, ManageError> {
    match obj.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s.trim().to_string())),
        Some(_) => Err(invalid(key, format!("{key} must be a string"))),
    }
}

/// A verbatim string parameter (content, file_content, old_string, new_string).
fn verbatim(
    obj: &serde_json::Map<String, Value>,
    key: &'static str,
) -> Result<Option<String>, ManageError> {
    match obj.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => {
            if s.contains('\0') {
                return Err(invalid(key, format!("{key} contains a NUL character")));
            }
            Ok(Some(s.clone()))
        }
        Some(_) => Err(invalid(key, format!("{key} must be a string"))),
    }
}

/// `true`, `"true"`, `"TRUE"`, `"1"`, `1` are true; everything else is false.
fn boolish(v: Option<&Value>) -> bool {
    match v {
        Some(Value::Bool(b)) => *b,
        Some(Value::Number(n)) => n.as_u64() == Some(1),
        Some(Value::String(s)) => matches!(s.trim().to_ascii_lowercase().as_str(), "true" | "1"),
        _ => false,
    }
}

/// A positive integer or integer string; anything else (or absent) is `None`.
fn positive(
    obj: &serde_json::Map<String, Value>,
    key: &'static str,
) -> Result<Option<u64>, ManageError> {
    let n = match obj.get(key) {
        None | Some(Value::Null) => return Ok(None),
        Some(Value::Number(n)) => n.as_u64(),
        Some(Value::String(s)) => s.trim().parse::<u64>().ok(),
        Some(_) => None,
    };
    match n {
        Some(n) if n > 0 => Ok(Some(n)),
        _ => Err(invalid(key, format!("{key} must be a positive integer"))),
    }
}

/// Checks a skill name (spec F.2.5): 1–64 characters, a lowercase ASCII letter or digit
/// first, then lowercase letters, digits, `.`, `_`, `-`.
pub fn check_name(name: &str) -> Result<(), ManageError> {
    if name.is_empty() {
        return Err(invalid("name", "name must be a non-empty string"));
    }
    if name.chars().count() > MAX_NAME_CHARS {
        return Err(invalid(
            "name",
            format!("name exceeds {MAX_NAME_CHARS} characters"),
        ));
    }
    let mut chars = name.chars();
    let first_ok = chars
        .next()
        .is_some_and(|c| c.is_ascii_lowercase() || c.is_ascii_digit());
    let rest_ok =
        chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '.' | '_' | '-'));
    if !(first_ok && rest_ok) {
        return Err(invalid(
            "name",
            format!(
                "invalid skill name '{}'",
                lemon_core::text::flatten_line(name)
            ),
        ));
    }
    Ok(())
}

impl ManageInput {
    /// A minimal input for `action` on `name` (other fields empty), for callers that
    /// build inputs in code.
    pub fn new(action: Action, name: &str) -> ManageInput {
        ManageInput {
            action,
            name: Some(name.to_string()),
            scope: WriteScope::Project,
            content: None,
            file_path: None,
            file_content: None,
            old_string: None,
            new_string: None,
            replace_all: false,
            stale_after_days: None,
            archive_after_days: None,
            allow_installed: false,
        }
    }

    /// Parses and checks a JSON input: action, scope, name (in that order), then the
    /// parameters' types. Content rules and paths are checked when the action runs.
    pub fn from_value(value: &Value) -> Result<ManageInput, ManageError> {
        let Some(obj) = value.as_object() else {
            return Err(invalid("input", "the input must be a JSON object"));
        };
        let action_word = match obj.get("action") {
            None | Some(Value::Null) => {
                return Err(invalid(
                    "action",
                    "missing required string parameter: action",
                ));
            }
            Some(Value::String(s)) if !s.trim().is_empty() => s.trim().to_string(),
            Some(_) => return Err(invalid("action", "action must be a non-empty string")),
        };
        let scope = match trimmed(obj, "scope") {
            Ok(None) => WriteScope::Project,
            Ok(Some(s)) if s == "project" => WriteScope::Project,
            Ok(Some(s)) if s == "global" => WriteScope::Global,
            _ => return Err(invalid("scope", "scope must be 'project' or 'global'")),
        };
        let is_report = action_word == "report";
        let name = match obj.get("name") {
            None | Some(Value::Null) if is_report => None,
            None | Some(Value::Null) => {
                return Err(invalid("name", "missing required string parameter: name"));
            }
            Some(Value::String(s)) => {
                let s = s.trim();
                if s.is_empty() {
                    if !is_report {
                        return Err(invalid("name", "name must be a non-empty string"));
                    }
                    None
                } else {
                    check_name(s)?;
                    Some(s.to_string())
                }
            }
            Some(_) => return Err(invalid("name", "name must be a non-empty string")),
        };
        let Some(action) = Action::parse(&action_word) else {
            return Err(invalid(
                "action",
                format!(
                    "Unknown action '{}'. Use create, edit, patch, delete, write_file, remove_file, pin, unpin, archive, restore, or report.",
                    lemon_core::text::flatten_line(
                        &action_word.chars().take(64).collect::<String>()
                    )
                ),
            ));
        };
        let file_path = match obj.get("file_path") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => {
                let s = s.trim();
                (!s.is_empty()).then(|| s.to_string())
            }
            Some(_) => return Err(invalid("file_path", "file_path must be a string")),
        };
        Ok(ManageInput {
            action,
            name,
            scope,
            content: verbatim(obj, "content")?,
            file_path,
            file_content: verbatim(obj, "file_content")?,
            old_string: verbatim(obj, "old_string")?,
            new_string: verbatim(obj, "new_string")?,
            replace_all: boolish(obj.get("replace_all")),
            stale_after_days: positive(obj, "stale_after_days")?,
            archive_after_days: positive(obj, "archive_after_days")?,
            allow_installed: obj.get("allow_installed") == Some(&Value::Bool(true)),
        })
    }
}

/// The JSON Schema (draft 2020-12) of the tool's input, as an MCP `inputSchema`.
///
/// ```
/// let schema = lemon_skills::manage::input_schema();
/// assert_eq!(schema["type"], "object");
/// assert_eq!(schema["required"], serde_json::json!(["action"]));
/// assert_eq!(schema["properties"]["action"]["enum"].as_array().unwrap().len(), 11);
/// ```
pub fn input_schema() -> Value {
    let actions: Vec<&str> = Action::ALL.iter().map(|a| a.as_str()).collect();
    let boolish = json!({"oneOf": [
        {"type": "boolean"},
        {"type": "integer", "enum": [0, 1]},
        {"type": "string"}
    ]});
    let days = json!({"oneOf": [
        {"type": "integer", "minimum": 1},
        {"type": "string", "pattern": "^[0-9]+$"}
    ]});
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "description": "Create and maintain skills (procedural memory). Every write is audited before it lands; a blocked write changes nothing.",
        "properties": {
            "action": {
                "type": "string",
                "enum": actions,
                "description": "create | edit | patch | delete | write_file | remove_file | pin | unpin | archive | restore | report"
            },
            "name": {
                "type": "string",
                "maxLength": MAX_NAME_CHARS,
                "pattern": "^[a-z0-9][a-z0-9._-]*$",
                "description": "The skill key (its directory name). Required by every action but report."
            },
            "scope": {
                "type": "string",
                "enum": ["project", "global"],
                "default": "project",
                "description": "project: <cwd>/.lemon/skill; global: <agent dir>/skill."
            },
            "content": {
                "type": "string",
                "maxLength": super::MAX_SKILL_MD_CHARS,
                "description": "The whole SKILL.md, frontmatter (name, description) included (create, edit)."
            },
            "file_path": {
                "type": "string",
                "description": "A file under references/, templates/, scripts/ or assets/ (write_file, remove_file; patch: omit for SKILL.md)."
            },
            "file_content": {
                "type": "string",
                "maxLength": super::MAX_SUPPORT_CHARS,
                "description": "The supporting file's content (write_file; may be empty)."
            },
            "old_string": {"type": "string", "description": "The exact text to replace (patch); it must occur once unless replace_all."},
            "new_string": {"type": "string", "description": "The replacement (patch; may be empty)."},
            "replace_all": boolish,
            "stale_after_days": days.clone(),
            "archive_after_days": days,
            "allow_installed": {
                "type": "boolean",
                "default": false,
                "description": "Only when the user said so: allow writing a built-in's name or an installed skill. Always asks for approval."
            }
        },
        "required": ["action"],
        "additionalProperties": true
    })
}
