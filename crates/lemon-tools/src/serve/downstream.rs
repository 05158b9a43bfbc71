//! The configured servers' resources, resource templates and prompts in `lemon serve`,
//! namespaced so that two servers never collide and a name never changes when another
//! server is added:
//!
//! - a prompt is served under its model-facing name, built like a tool's
//!   (`mcp_<server>_<prompt>_<16 hex>`, [`Namer`]);
//! - a resource URI (and a template) gets the prefix `mcp://<server>-<8 hex>/`, the
//!   server's slug and the start of its fingerprint, before the server's own URI, which
//!   stays readable: `mcp://ev-1a2b3c4d/demo://resource/static/document/x.md`. A read
//!   strips the prefix and asks that server; a URI without the prefix (one a tool's
//!   result linked to) goes to the server that listed it.
//!
//! Every list asks each connected server at once and waits at most
//! [`LIST_TIMEOUT`] for each: a hanging server leaves its part out, never the whole
//! answer. The server's filters (`allow_resources`, `block_prompts`, …) apply as for the
//! utility tools.
//!
//! ```
//! use lemon_tools::serve::downstream::{namespaced_uri, split_uri};
//! let uri = namespaced_uri("ev-1a2b3c4d", "demo://resource/static/document/x.md");
//! assert_eq!(uri, "mcp://ev-1a2b3c4d/demo://resource/static/document/x.md");
//! assert_eq!(split_uri(&uri), Some(("ev-1a2b3c4d", "demo://resource/static/document/x.md")));
//! assert_eq!(split_uri("skill://pdf"), None);
//! ```

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::Duration;

use futures::future::join_all;
use lemon_mcp::protocol::jsonrpc::ErrorObject;
use lemon_mcp::protocol::types::{
    GetPromptResult, Prompt, ReadResourceResult, Resource, ResourceTemplate,
};
use lemon_mcp::server::errors;
use serde_json::Value;

use super::lock;
use crate::mcp::manager::{Connected, Manager};
use crate::mcp::naming::{Namer, ToolKey, server_slug};

/// The longest a list waits for one downstream server.
pub const LIST_TIMEOUT: Duration = Duration::from_secs(10);

/// The scheme of namespaced downstream resource URIs.
const SCHEME: &str = "mcp://";

/// `mcp://<authority>/<uri>`.
pub fn namespaced_uri(authority: &str, uri: &str) -> String {
    format!("{SCHEME}{authority}/{uri}")
}

/// The authority and the server's own URI of a namespaced URI.
pub fn split_uri(uri: &str) -> Option<(&str, &str)> {
    let rest = uri.strip_prefix(SCHEME)?;
    let (authority, raw) = rest.split_once('/')?;
    (!authority.is_empty() && !raw.is_empty()).then_some((authority, raw))
}

/// A server's URI authority: its slug and the first 8 hex digits of its fingerprint.
fn authority(server: &Connected) -> String {
    let fp = server.fingerprint.get(..8).unwrap_or(&server.fingerprint);
    format!("{}-{fp}", server_slug(&server.entry).replace('_', "-"))
}

/// The configured servers' resources and prompts (see the module docs).
pub struct Downstream {
    manager: Manager,
    /// Raw URI → fingerprint of the server that listed it last (routes an
    /// un-namespaced URI a tool result linked to).
    listed_uris: Mutex<BTreeMap<String, String>>,
    /// Model-facing prompt name → fingerprint and raw name, from the last listing.
    listed_prompts: Mutex<BTreeMap<String, (String, String)>>,
}

impl Downstream {
    /// The resources and prompts of `manager`'s servers.
    pub fn new(manager: Manager) -> Downstream {
        Downstream {
            manager,
            listed_uris: Mutex::default(),
            listed_prompts: Mutex::default(),
        }
    }

    /// The connected servers, after a discovery (which starts those not started yet).
    async fn servers(&self) -> Vec<Connected> {
        self.manager.discover_tools(false).await;
        self.manager.connected()
    }

    /// Every server's resources, namespaced.
    pub async fn resources(&self) -> Vec<Resource> {
        let servers = self.servers().await;
        let lists = gather(
            &servers,
            |c| c.resources.is_some(),
            |client| client.list_resources(),
        )
        .await;
        let mut routes = lock(&self.listed_uris);
        let mut out = Vec::new();
        for (server, list) in servers.iter().zip(lists) {
            let auth = authority(server);
            for mut r in list {
                if !server
                    .entry
                    .filters
                    .allows_listed_resource(&r.uri, Some(&r.name))
                {
                    continue;
                }
                routes.insert(r.uri.clone(), server.fingerprint.clone());
                r.uri = namespaced_uri(&auth, &r.uri);
                out.push(r);
            }
        }
        out
    }

    /// Every server's resource templates, namespaced.
    pub async fn templates(&self) -> Vec<ResourceTemplate> {
        let servers = self.servers().await;
        let lists = gather(
            &servers,
            |c| c.resources.is_some(),
            |client| client.list_resource_templates(),
        )
        .await;
        let mut out = Vec::new();
        for (server, list) in servers.iter().zip(lists) {
            let auth = authority(server);
            out.extend(list.into_iter().map(|mut t| {
                t.uri_template = namespaced_uri(&auth, &t.uri_template);
                t
            }));
        }
        out
    }

    /// `resources/read` of a downstream URI; `None` when no server serves it.
    pub async fn read(&self, uri: &str) -> Option<Result<ReadResourceResult, ErrorObject>> {
        let servers = self.servers().await;
        let (server, raw) = match split_uri(uri) {
            Some((auth, raw)) => (servers.iter().find(|s| authority(s) == auth)?, raw),
            None => {
                let fp = lock(&self.listed_uris).get(uri).cloned()?;
                (servers.iter().find(|s| s.fingerprint == fp)?, uri)
            }
        };
        if !server.entry.filters.allows_resource_uri(raw) {
            return Some(Err(errors::resource_not_found(uri)));
        }
        Some(match server.client.read_resource(raw).await {
            Ok(mut read) => {
                // Contents name the URI the client asked for.
                for c in &mut read.contents {
                    if c.uri == raw {
                        c.uri = uri.to_string();
                    }
                }
                Ok(read)
            }
            Err(e) => Err(downstream_error(e, uri)),
        })
    }

    /// Every server's prompts under their model-facing names.
    pub async fn prompts(&self) -> Vec<Prompt> {
        let servers = self.servers().await;
        let lists = gather(
            &servers,
            |c| c.prompts.is_some(),
            |client| client.list_prompts(),
        )
        .await;
        let mut routes = BTreeMap::new();
        let mut out = Vec::new();
        for (server, list) in servers.iter().zip(lists) {
            let namer = Namer::new(&server.entry, &server.fingerprint);
            for mut p in list {
                if !server.entry.filters.allows_prompt(&p.name) {
                    continue;
                }
                let name = namer.name(ToolKey::Remote(&p.name));
                routes.insert(name.clone(), (server.fingerprint.clone(), p.name.clone()));
                if p.title.is_none() {
                    p.title = Some(p.name.clone());
                }
                p.name = name;
                out.push(p);
            }
        }
        *lock(&self.listed_prompts) = routes;
        out
    }

    /// `prompts/get` of a downstream prompt's model-facing name; `None` when no server
    /// has it.
    pub async fn get_prompt(
        &self,
        name: &str,
        arguments: Value,
    ) -> Option<Result<GetPromptResult, ErrorObject>> {
        if !name.starts_with("mcp_") {
            return None;
        }
        // Routed by the last listing; a name it does not know lists the prompts once more
        // (a client may get a prompt it learnt of in another session).
        let route = lock(&self.listed_prompts).get(name).cloned();
        let (fp, raw) = match route {
            Some(r) => r,
            None => {
                self.prompts().await;
                lock(&self.listed_prompts).get(name).cloned()?
            }
        };
        let servers = self.servers().await;
        let server = servers.iter().find(|s| s.fingerprint == fp)?;
        if !server.entry.filters.allows_prompt(&raw) {
            return Some(Err(errors::prompt_not_found(name)));
        }
        Some(
            server
                .client
                .get_prompt(&raw, arguments)
                .await
                .map_err(|e| downstream_error(e, name)),
        )
    }

    /// The connected servers' own `instructions`, each under its server's name.
    pub fn instructions(&self) -> Option<String> {
        let mut text = String::new();
        for server in self.manager.connected() {
            let Some(own) = server
                .client
                .initialize_result()
                .and_then(|r| r.instructions.as_deref())
                .map(str::trim)
                .filter(|t| !t.is_empty())
            else {
                continue;
            };
            let name = server.entry.name.as_deref().unwrap_or("server");
            text.push_str(&format!("\n### MCP server `{name}`\n\n{own}\n"));
        }
        (!text.is_empty()).then(|| format!("\n## Configured MCP servers\n{text}"))
    }
}

/// One list from every server whose capabilities offer it (`has`), asked at once, each
/// bounded by [`LIST_TIMEOUT`]: a server that fails or hangs contributes nothing.
async fn gather<'a, T, F>(
    servers: &'a [Connected],
    has: impl Fn(&lemon_mcp::protocol::types::ServerCapabilities) -> bool,
    list: impl Fn(&'a lemon_mcp::client::Client) -> F,
) -> Vec<Vec<T>>
where
    F: std::future::Future<Output = Result<Vec<T>, lemon_mcp::client::ClientError>>,
{
    join_all(servers.iter().map(|s| {
        let asked = offers(s, &has).then(|| list(&s.client));
        async move {
            match asked {
                Some(f) => match tokio::time::timeout(LIST_TIMEOUT, f).await {
                    Ok(Ok(items)) => items,
                    _ => Vec::new(),
                },
                None => Vec::new(),
            }
        }
    }))
    .await
}

/// Whether the server's capabilities offer what `has` checks.
fn offers(
    server: &Connected,
    has: impl Fn(&lemon_mcp::protocol::types::ServerCapabilities) -> bool,
) -> bool {
    server.client.server_capabilities().is_some_and(has)
}

/// A downstream failure as the upstream answer: the server's own JSON-RPC error when it
/// sent one, else "not found" (never transport detail, which can carry URLs).
fn downstream_error(e: lemon_mcp::client::ClientError, what: &str) -> ErrorObject {
    match e {
        lemon_mcp::client::ClientError::Rpc {
            code,
            message,
            data,
        } => {
            let mut err = ErrorObject::new(code, message);
            err.data = data;
            err
        }
        _ => errors::resource_not_found(what),
    }
}
