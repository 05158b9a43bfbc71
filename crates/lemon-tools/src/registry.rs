//! The agent's tool registry across sources (spec G.22): built-in > WASM > extension >
//! MCP. The first source that claims a name keeps it; a later tool with the same name is
//! **shadowed** and reported in [`Registry::shadowed`], never dropped silently.
//!
//! ```
//! use lemon_tools::registry::{Registry, ToolDef, ToolSource};
//! let def = |n: &str| ToolDef::new(n, "d", serde_json::json!({"type": "object"}), n);
//! let reg = Registry::build([
//!     (ToolSource::Mcp, def("read")),
//!     (ToolSource::Builtin, def("read")),
//!     (ToolSource::Mcp, def("mcp_git_status_0123456789abcdef")),
//! ]);
//! assert_eq!(reg.get("read").unwrap().source, ToolSource::Builtin);
//! assert_eq!(reg.shadowed()[0].by, ToolSource::Builtin);
//! assert_eq!(reg.mcp_count(), 1);
//! ```

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use lemon_mcp::protocol::types::ToolAnnotations;
use serde::Serialize;
use serde_json::Value;

/// Where a tool comes from, in precedence order (earlier wins).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ToolSource {
    /// Compiled into the agent.
    Builtin,
    /// A WASM plugin.
    Wasm,
    /// An extension.
    Extension,
    /// A configured MCP server.
    Mcp,
}

impl ToolSource {
    fn rank(self) -> usize {
        match self {
            ToolSource::Builtin => 0,
            ToolSource::Wasm => 1,
            ToolSource::Extension => 2,
            ToolSource::Mcp => 3,
        }
    }
}

/// A tool as the model sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ToolDef {
    /// The model-facing name.
    pub name: String,
    /// What it does.
    pub description: String,
    /// JSON Schema of its arguments.
    pub parameters: Value,
    /// A short label for people (`MCP <raw name>` for MCP tools).
    pub label: String,
    /// The display title its server gave it (MCP `title`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// Its server's hints (MCP `annotations`: read-only, destructive, idempotent,
    /// open-world), kept so a gateway hands them on: clients decide approvals on them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub annotations: Option<ToolAnnotations>,
    /// The JSON Schema of its structured result (MCP `outputSchema`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub output_schema: Option<Value>,
}

impl ToolDef {
    /// A definition from its parts.
    pub fn new(
        name: impl Into<String>,
        description: impl Into<String>,
        parameters: Value,
        label: impl Into<String>,
    ) -> ToolDef {
        ToolDef {
            name: name.into(),
            description: description.into(),
            parameters,
            label: label.into(),
            title: None,
            annotations: None,
            output_schema: None,
        }
    }
}

/// A registered tool.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Registered {
    /// Its definition.
    pub def: ToolDef,
    /// The source that won the name.
    pub source: ToolSource,
}

/// A tool that lost its name to a source of higher precedence (or to an earlier tool of
/// the same source).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Shadowed {
    /// The contested name.
    pub name: String,
    /// The losing tool's source.
    pub source: ToolSource,
    /// The winner's source.
    pub by: ToolSource,
}

/// Every tool by name, with the conflict report.
#[derive(Debug, Clone, Default)]
pub struct Registry {
    tools: Vec<Registered>,
    index: HashMap<String, usize>,
    shadowed: Vec<Shadowed>,
}

impl Registry {
    /// Registers `tools` by precedence: sources in [`ToolSource`] order, and within one
    /// source in the order given. O(n) when the sources arrive in precedence order (the
    /// usual case: built-ins first, MCP last), O(n log n) otherwise; each name is
    /// hashed once.
    pub fn build(tools: impl IntoIterator<Item = (ToolSource, ToolDef)>) -> Registry {
        let mut all: Vec<(ToolSource, ToolDef)> = tools.into_iter().collect();
        // Stable, so each source keeps the given order; skipped when already in order,
        // since even a sorted input would cost the sort's scratch buffer.
        if !all.is_sorted_by_key(|(source, _)| source.rank()) {
            all.sort_by_key(|(source, _)| source.rank());
        }
        let mut index = HashMap::with_capacity(all.len());
        // Losers with their winner's position: the winner's source is read once the
        // winners are collected.
        let mut lost: Vec<(String, ToolSource, usize)> = Vec::new();
        // A `Registered` has the layout of the input pair, so this collect reuses the
        // input's allocation instead of copying every definition into a new one.
        let tools: Vec<Registered> = all
            .into_iter()
            .filter_map(|(source, def)| {
                let next = index.len();
                match index.entry(def.name.clone()) {
                    Entry::Occupied(winner) => {
                        lost.push((def.name, source, *winner.get()));
                        None
                    }
                    Entry::Vacant(slot) => {
                        slot.insert(next);
                        Some(Registered { def, source })
                    }
                }
            })
            .collect();
        let shadowed = lost
            .into_iter()
            .map(|(name, source, winner)| Shadowed {
                name,
                source,
                by: tools[winner].source,
            })
            .collect();
        Registry {
            tools,
            index,
            shadowed,
        }
    }

    /// The tool that owns `name`.
    pub fn get(&self, name: &str) -> Option<&Registered> {
        self.index.get(name).map(|&i| &self.tools[i])
    }

    /// Every registered tool, by precedence.
    pub fn tools(&self) -> &[Registered] {
        &self.tools
    }

    /// What lost its name, and to which source.
    pub fn shadowed(&self) -> &[Shadowed] {
        &self.shadowed
    }

    /// How many MCP tools won their names.
    pub fn mcp_count(&self) -> usize {
        self.tools
            .iter()
            .filter(|t| t.source == ToolSource::Mcp)
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn def(n: &str) -> ToolDef {
        ToolDef::new(n, "", json!({}), n)
    }

    #[test]
    fn precedence_and_report() {
        let reg = Registry::build([
            (ToolSource::Mcp, def("a")),
            (ToolSource::Extension, def("a")),
            (ToolSource::Wasm, def("a")),
            (ToolSource::Mcp, def("b")),
            (ToolSource::Mcp, def("b")),
            (ToolSource::Extension, def("c")),
        ]);
        assert_eq!(reg.get("a").unwrap().source, ToolSource::Wasm);
        let report: Vec<(&str, ToolSource, ToolSource)> = reg
            .shadowed()
            .iter()
            .map(|s| (s.name.as_str(), s.source, s.by))
            .collect();
        assert_eq!(
            report,
            [
                ("a", ToolSource::Extension, ToolSource::Wasm),
                ("a", ToolSource::Mcp, ToolSource::Wasm),
                ("b", ToolSource::Mcp, ToolSource::Mcp),
            ]
        );
        assert_eq!(reg.mcp_count(), 1);
        assert_eq!(reg.tools().len(), 3);
        assert!(reg.get("zz").is_none());
    }

    #[test]
    fn input_already_in_precedence_order_gives_the_same_registry() {
        // The sorted path skips the sort: same winners, same order, same report as the
        // same tools given out of order.
        let ordered = [
            (ToolSource::Builtin, def("a")),
            (ToolSource::Builtin, def("z")),
            (ToolSource::Wasm, def("b")),
            (ToolSource::Mcp, def("b")),
            (ToolSource::Mcp, def("a")),
            (ToolSource::Mcp, def("c")),
        ];
        let mut shuffled = ordered.clone();
        shuffled.reverse();
        // MCP first, then built-ins and WASM; each source keeps its relative order.
        shuffled[..3].reverse();
        shuffled[3..].reverse();
        let a = Registry::build(ordered);
        let b = Registry::build(shuffled);
        let names = |r: &Registry| -> Vec<String> {
            r.tools().iter().map(|t| t.def.name.clone()).collect()
        };
        assert_eq!(names(&a), ["a", "z", "b", "c"]);
        assert_eq!(names(&a), names(&b));
        assert_eq!(a.shadowed(), b.shadowed());
        assert_eq!(
            a.shadowed()
                .iter()
                .map(|s| (s.name.as_str(), s.by))
                .collect::<Vec<_>>(),
            [("b", ToolSource::Wasm), ("a", ToolSource::Builtin)]
        );
    }
}
