//! Converting parsed YAML and TOML values into JSON, the one shape the rest of the crate
//! reads (`Manifest::raw`).

use serde_json::{Map, Number, Value};

use super::Warning;
use crate::diagnostic::Code;

/// A short name for a JSON value's type, for error messages.
pub(crate) fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "a mapping",
    }
}

fn float(f: f64) -> Value {
    // JSON has no NaN or infinity; keep the YAML spelling as text instead of losing it.
    Number::from_f64(f).map_or_else(|| Value::String(f.to_string()), Value::Number)
}

/// YAML → JSON. Tags are dropped (the tagged value is kept); non-string keys are
/// stringified; keys that are collections cannot be named in JSON and are skipped with a
/// warning. Recursion depth is bounded by the YAML parser's own limit (128).
pub(crate) fn yaml_to_json(v: yaml_serde::Value, warnings: &mut Vec<Warning>) -> Value {
    use yaml_serde::Value as Y;
    match v {
        Y::Null => Value::Null,
        Y::Bool(b) => Value::Bool(b),
        Y::Number(n) => {
            if let Some(i) = n.as_i64() {
                Value::from(i)
            } else if let Some(u) = n.as_u64() {
                Value::from(u)
            } else {
                float(n.as_f64().unwrap_or(f64::NAN))
            }
        }
        Y::String(s) => Value::String(s),
        Y::Sequence(seq) => Value::Array(
            seq.into_iter()
                .map(|item| yaml_to_json(item, warnings))
                .collect(),
        ),
        Y::Mapping(m) => {
            let mut out = Map::with_capacity(m.len());
            for (k, val) in m {
                let key = match k {
                    Y::String(s) => s,
                    Y::Null => "null".to_string(),
                    Y::Bool(b) => b.to_string(),
                    Y::Number(n) => n.to_string(),
                    Y::Tagged(t) => match t.value {
                        Y::String(s) => s,
                        _ => {
                            push_complex_key(warnings);
                            continue;
                        }
                    },
                    Y::Sequence(_) | Y::Mapping(_) => {
                        push_complex_key(warnings);
                        continue;
                    }
                };
                out.insert(key, yaml_to_json(val, warnings));
            }
            Value::Object(out)
        }
        Y::Tagged(t) => yaml_to_json(t.value, warnings),
    }
}

fn push_complex_key(warnings: &mut Vec<Warning>) {
    warnings.push(Warning {
        line: None,
        code: Code::ComplexKey,
        message: "a mapping key is a list or mapping; that entry was ignored".to_string(),
    });
}

/// TOML → JSON. Datetimes become their RFC 3339 text.
pub(crate) fn toml_to_json(v: toml::Value) -> Value {
    match v {
        toml::Value::String(s) => Value::String(s),
        toml::Value::Integer(i) => Value::from(i),
        toml::Value::Float(f) => float(f),
        toml::Value::Boolean(b) => Value::Bool(b),
        toml::Value::Datetime(d) => Value::String(d.to_string()),
        toml::Value::Array(a) => Value::Array(a.into_iter().map(toml_to_json).collect()),
        toml::Value::Table(t) => {
            Value::Object(t.into_iter().map(|(k, v)| (k, toml_to_json(v))).collect())
        }
    }
}
