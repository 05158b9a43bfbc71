//! Text transforms the importers share: JSONC (comments, trailing commas) to JSON, and
//! placeholder expansion (`${VAR}`, `${VAR:-default}`, `${env:VAR}`, `${workspaceFolder}`,
//! `${userHome}`; OpenCode's `{env:VAR}` and `{file:path}`).

use std::path::Path;

use lemon_core::paths::Env;

/// What placeholders resolve to.
pub struct Vars<'a> {
    /// The process environment snapshot.
    pub env: &'a Env,
    /// `${workspaceFolder}`: the project directory.
    pub workspace: &'a Path,
    /// `${userHome}`.
    pub home: Option<&'a Path>,
}

/// A string needs something only a person can give (VS Code's `${input:…}`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NeedsInput;

/// Expands the JSON providers' placeholders. A placeholder that cannot be resolved stays
/// as literal text; `${VAR:-default}` uses the default when VAR is unset or empty.
pub fn expand(s: &str, vars: &Vars<'_>) -> Result<String, NeedsInput> {
    if !s.contains("${") {
        return Ok(s.to_string());
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(start) = rest.find("${") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find('}') else {
            out.push_str(&rest[start..]);
            return Ok(out);
        };
        let body = &after[..end];
        let whole = &rest[start..start + 2 + end + 1];
        if body.starts_with("input:") {
            return Err(NeedsInput);
        }
        let value = if body == "workspaceFolder" {
            Some(vars.workspace.display().to_string())
        } else if body == "userHome" {
            vars.home.map(|h| h.display().to_string())
        } else if let Some(var) = body.strip_prefix("env:") {
            env_var(vars.env, var)
        } else if let Some((var, default)) = body.split_once(":-") {
            Some(env_var(vars.env, var).unwrap_or_else(|| default.to_string()))
        } else if is_var_name(body) {
            env_var(vars.env, body)
        } else {
            None
        };
        out.push_str(value.as_deref().unwrap_or(whole));
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// OpenCode's substitution: `{env:VAR}` (empty when unset, as OpenCode does) and
/// `{file:path}` (the file's text, trailing whitespace cut; relative to the config file's
/// directory, `~/` from home; bounded; unreadable stays literal).
pub fn expand_opencode(s: &str, env: &Env, file_dir: &Path, home: Option<&Path>) -> String {
    if !s.contains("{env:") && !s.contains("{file:") {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    loop {
        let next = [rest.find("{env:"), rest.find("{file:")]
            .into_iter()
            .flatten()
            .min();
        let Some(start) = next else { break };
        let Some(end) = rest[start..].find('}') else {
            break;
        };
        out.push_str(&rest[..start]);
        let body = &rest[start + 1..start + end];
        let whole = &rest[start..=start + end];
        if let Some(var) = body.strip_prefix("env:") {
            out.push_str(&env_var(env, var).unwrap_or_default());
        } else if let Some(p) = body.strip_prefix("file:") {
            let path = match p.strip_prefix("~/") {
                Some(r) => home.map(|h| h.join(r)),
                None => Some(lemon_core::paths::absolutize(Path::new(p), file_dir)),
            };
            match path.and_then(|p| read_small(&p)) {
                Some(text) => out.push_str(text.trim_end()),
                None => out.push_str(whole),
            }
        }
        rest = &rest[start + end + 1..];
    }
    out.push_str(rest);
    out
}

fn read_small(p: &Path) -> Option<String> {
    // Regular files only: `{file:/dev/stdin}` must not block discovery.
    if !std::fs::metadata(p).is_ok_and(|m| m.is_file()) {
        return None;
    }
    lemon_core::read::read_bounded_string(p, 1024 * 1024).ok()
}

fn env_var(env: &Env, name: &str) -> Option<String> {
    env.get(name)?.to_str().map(str::to_string)
}

fn is_var_name(s: &str) -> bool {
    !s.is_empty()
        && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        && !s.as_bytes()[0].is_ascii_digit()
}

/// JSONC to JSON: `//` and `/* */` comments outside strings become spaces, and a comma
/// followed (after whitespace) by `]` or `}` is dropped. Line numbers are kept.
pub fn strip_jsonc(src: &str) -> String {
    let b = src.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(b.len());
    let mut i = 0;
    let mut in_str = false;
    while i < b.len() {
        let c = b[i];
        if in_str {
            out.push(c);
            if c == b'\\' && i + 1 < b.len() {
                out.push(b[i + 1]);
                i += 2;
                continue;
            }
            if c == b'"' {
                in_str = false;
            }
            i += 1;
            continue;
        }
        match c {
            b'"' => {
                in_str = true;
                out.push(c);
                i += 1;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                    if b[i] == b'\n' {
                        out.push(b'\n');
                    }
                    i += 1;
                }
                i += 2;
            }
            b',' => {
                let mut j = i + 1;
                // Skip whitespace and comments to see what follows.
                loop {
                    while j < b.len() && b[j].is_ascii_whitespace() {
                        j += 1;
                    }
                    if b.get(j) == Some(&b'/') && b.get(j + 1) == Some(&b'/') {
                        while j < b.len() && b[j] != b'\n' {
                            j += 1;
                        }
                    } else if b.get(j) == Some(&b'/') && b.get(j + 1) == Some(&b'*') {
                        j += 2;
                        while j < b.len() && !(b[j] == b'*' && b.get(j + 1) == Some(&b'/')) {
                            j += 1;
                        }
                        j += 2;
                    } else {
                        break;
                    }
                }
                if !matches!(b.get(j), Some(b']' | b'}')) {
                    out.push(c);
                }
                i += 1;
            }
            _ => {
                out.push(c);
                i += 1;
            }
        }
    }
    // Only ASCII bytes were removed, so the result is still UTF-8.
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expands_like_a_shell_and_keeps_unknowns() {
        let env = Env::empty().with("A", "1").with("EMPTY", "");
        let ws = Path::new("/proj");
        let v = Vars {
            env: &env,
            workspace: ws,
            home: Some(Path::new("/home/u")),
        };
        assert_eq!(expand("x${A}y", &v).unwrap(), "x1y");
        assert_eq!(expand("${B:-d}/${EMPTY:-e}/${A:-z}", &v).unwrap(), "d/e/1");
        assert_eq!(expand("${B}", &v).unwrap(), "${B}");
        assert_eq!(
            expand("${workspaceFolder}/a ${userHome} ${env:A}", &v).unwrap(),
            "/proj/a /home/u 1"
        );
        assert_eq!(expand("${input:token}", &v), Err(NeedsInput));
        assert_eq!(expand("${unclosed", &v).unwrap(), "${unclosed");
        assert_eq!(expand("$A ${1x}", &v).unwrap(), "$A ${1x}");
    }

    #[test]
    fn opencode_substitution() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("key.txt"), "s3cret\n").unwrap();
        let env = Env::empty().with("T", "tok");
        assert_eq!(
            expand_opencode("Bearer {env:T}{env:NONE}", &env, dir.path(), None),
            "Bearer tok"
        );
        assert_eq!(
            expand_opencode("{file:key.txt}|{file:missing}", &env, dir.path(), None),
            "s3cret|{file:missing}"
        );
    }

    #[test]
    fn jsonc_comments_and_trailing_commas() {
        let src = "{\n // c\n \"a\": \"http://x//y\", /* b */ \"b\": [1,2,],\n}";
        let v: serde_json::Value = serde_json::from_str(&strip_jsonc(src)).unwrap();
        assert_eq!(v, serde_json::json!({"a":"http://x//y","b":[1,2]}));
        assert_eq!(strip_jsonc("\"a\\\",//\""), "\"a\\\",//\"");
    }
}
