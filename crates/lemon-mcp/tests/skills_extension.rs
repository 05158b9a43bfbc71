//! The MCP skills extension (SEP-2640) through lemon-mcp alone: a handler that serves a
//! small catalog through `custom_request` and declares the extension, our client's
//! `list_skills`, `get_skill` and `read_directory` against it over Streamable HTTP on
//! the 2026-07-28 stateless wire and the 2025-11-25 handshake (pages followed, a
//! repeated cursor refused, files verified against their digests), and the caching
//! hints the stateless wire puts on the extension's results.

use lemon_mcp::client::http::HttpConfig;
use lemon_mcp::client::{Client, ClientError, ClientOptions, Wire, WireMode};
use lemon_mcp::protocol::jsonrpc::ErrorObject;
use lemon_mcp::protocol::methods;
use lemon_mcp::protocol::skills::{
    self, DirectoryReadParams, DirectoryReadResult, GetSkillParams, GetSkillResult,
    ListSkillsParams, ListSkillsResult, SkillEntry, SkillFile, SkillResources, SkillsCapability,
};
use lemon_mcp::protocol::types::{
    Implementation, ReadResourceResult, Resource, ResourceContents, ResourcesCapability,
    ServerCapabilities,
};
use lemon_mcp::protocol::version::ProtocolVersion;
use lemon_mcp::server::http::{self, HttpConfig as ServerConfig};
use lemon_mcp::server::{RequestContext, ServerHandler, errors};
use serde_json::{Value, json};

/// The catalog: each skill's files as (path, text).
const SKILLS: [(&str, &[(&str, &str)]); 3] = [
    (
        "alpha",
        &[
            (
                "SKILL.md",
                "---\nname: alpha\ndescription: First\n---\nA.\n",
            ),
            ("references/one.md", "one\n"),
        ],
    ),
    (
        "beta",
        &[(
            "SKILL.md",
            "---\nname: beta\ndescription: Second\n---\nB.\n",
        )],
    ),
    (
        "gamma",
        &[(
            "SKILL.md",
            "---\nname: gamma\ndescription: Third\n---\nC.\n",
        )],
    ),
];

struct Catalog;

fn entry(name: &str) -> Option<SkillEntry> {
    let (_, files) = SKILLS.iter().find(|(n, _)| *n == name)?;
    Some(SkillEntry {
        uri: format!("skill://{name}/SKILL.md"),
        frontmatter: serde_json::from_value(json!({"name": name, "description": "d"})).unwrap(),
        resources: SkillResources::Files(
            files
                .iter()
                .map(|(path, text)| SkillFile {
                    uri: format!("skill://{name}/{path}"),
                    digest: skills::digest_of(text.as_bytes()),
                    size: text.len() as u64,
                    extra: Default::default(),
                })
                .collect(),
        ),
        extra: Default::default(),
    })
}

fn invalid() -> ErrorObject {
    errors::invalid_params("Invalid params: not served here")
}

impl Catalog {
    /// Two skills per page; the cursor is the index of the next one.
    fn list(&self, p: ListSkillsParams) -> Result<ListSkillsResult, ErrorObject> {
        let start: usize = match p.cursor {
            None => 0,
            Some(c) => c.parse().map_err(|_| invalid())?,
        };
        let skills: Vec<SkillEntry> = SKILLS
            .iter()
            .skip(start)
            .take(2)
            .filter_map(|(n, _)| entry(n))
            .collect();
        let next = start + skills.len();
        Ok(ListSkillsResult {
            skills,
            next_cursor: (next < SKILLS.len()).then(|| next.to_string()),
            extra: Default::default(),
        })
    }

    /// One child per page (so the client follows cursors); `skill://loop` repeats its
    /// cursor forever.
    fn directory(&self, p: DirectoryReadParams) -> Result<DirectoryReadResult, ErrorObject> {
        if p.uri == "skill://loop" {
            return Ok(DirectoryReadResult {
                resources: vec![],
                next_cursor: Some("again".into()),
                extra: Default::default(),
            });
        }
        if p.uri != "skill://alpha" {
            return Err(invalid());
        }
        let children = [
            ("skill://alpha/SKILL.md", "text/markdown"),
            ("skill://alpha/references", skills::DIRECTORY_MIME_TYPE),
        ];
        let i: usize = p
            .cursor
            .map_or(Ok(0), |c| c.parse().map_err(|_| invalid()))?;
        let (uri, mime) = children.get(i).ok_or_else(invalid)?;
        Ok(DirectoryReadResult {
            resources: vec![Resource {
                uri: uri.to_string(),
                name: uri.rsplit('/').next().unwrap().to_string(),
                mime_type: Some(mime.to_string()),
                ..Resource::default()
            }],
            next_cursor: (i + 1 < children.len()).then(|| (i + 1).to_string()),
            extra: Default::default(),
        })
    }
}

fn parse<T: serde::de::DeserializeOwned>(v: Value) -> Result<T, ErrorObject> {
    serde_json::from_value(v).map_err(|e| errors::invalid_params(e.to_string()))
}

impl ServerHandler for Catalog {
    fn server_info(&self) -> Implementation {
        Implementation::new("catalog", "1")
    }

    fn capabilities(&self) -> ServerCapabilities {
        let mut caps = ServerCapabilities {
            resources: Some(ResourcesCapability::default()),
            ..Default::default()
        };
        let settings = SkillsCapability {
            directory_read: Some(true),
            ..Default::default()
        };
        caps.declare_extension(
            skills::EXTENSION_ID,
            serde_json::to_value(settings).unwrap(),
        );
        caps
    }

    async fn read_resource(
        &self,
        uri: String,
        _ctx: RequestContext,
    ) -> Result<ReadResourceResult, ErrorObject> {
        let text = SKILLS
            .iter()
            .flat_map(|(n, files)| {
                files
                    .iter()
                    .map(move |(p, t)| (format!("skill://{n}/{p}"), *t))
            })
            .find(|(u, _)| *u == uri)
            .map(|(_, t)| t)
            .ok_or_else(|| errors::resource_not_found(&uri))?;
        Ok(ReadResourceResult {
            contents: vec![ResourceContents {
                uri,
                mime_type: None,
                text: Some(text.to_string()),
                blob: None,
                extra: Default::default(),
            }],
            extra: Default::default(),
        })
    }

    async fn custom_request(
        &self,
        method: String,
        params: Value,
        _ctx: RequestContext,
    ) -> Result<Value, ErrorObject> {
        let params = if params.is_null() { json!({}) } else { params };
        let out = match method.as_str() {
            methods::SKILLS_LIST => serde_json::to_value(self.list(parse(params)?)?),
            methods::SKILLS_GET => {
                let p: GetSkillParams = parse(params)?;
                let name = skills::skill_name_of_uri(&p.uri).ok_or_else(invalid)?;
                let skill = entry(name).filter(|e| e.uri == p.uri).ok_or_else(invalid)?;
                serde_json::to_value(GetSkillResult {
                    skill,
                    extra: Default::default(),
                })
            }
            methods::RESOURCES_DIRECTORY_READ => {
                serde_json::to_value(self.directory(parse(params)?)?)
            }
            _ => return Err(errors::method_not_found(&method)),
        };
        out.map_err(|e| errors::internal(e.to_string()))
    }
}

async fn exercise(url: &str, mode: WireMode, expected: Wire) {
    let options = ClientOptions {
        wire: mode,
        ..ClientOptions::default()
    };
    let client = Client::connect_http(HttpConfig::new(url), options)
        .await
        .unwrap();
    assert_eq!(client.wire(), Some(expected));
    let caps = client.server_capabilities().unwrap();
    let settings: SkillsCapability =
        serde_json::from_value(caps.extension(skills::EXTENSION_ID).unwrap().clone()).unwrap();
    assert_eq!(settings.directory_read, Some(true));

    // Both pages, in order; each file verifies against what resources/read returns.
    let listed = client.list_skills().await.unwrap();
    let names: Vec<_> = listed.iter().filter_map(SkillEntry::name).collect();
    assert_eq!(names, ["alpha", "beta", "gamma"], "{expected:?}");
    for skill in &listed {
        let SkillResources::Files(files) = &skill.resources else {
            panic!()
        };
        for f in files {
            let read = client.read_resource(&f.uri).await.unwrap();
            let text = read.contents[0].text.as_deref().unwrap();
            assert!(f.verifies(text.as_bytes()), "{}", f.uri);
        }
    }
    let got = client.get_skill("skill://beta/SKILL.md").await.unwrap();
    assert_eq!(got, listed[1]);
    let e = client.get_skill("skill://nope/SKILL.md").await.unwrap_err();
    assert_eq!(e.rpc_code(), Some(-32602), "{e}");

    let children = client.read_directory("skill://alpha").await.unwrap();
    let uris: Vec<&str> = children.iter().map(|r| r.uri.as_str()).collect();
    assert_eq!(uris, ["skill://alpha/SKILL.md", "skill://alpha/references"]);
    let e = client.read_directory("skill://loop").await.unwrap_err();
    assert!(matches!(e, ClientError::TooManyPages { .. }), "{e}");
    let e = client.read_directory("skill://beta").await.unwrap_err();
    assert_eq!(e.rpc_code(), Some(-32602), "{e}");

    // The stateless wire marks the extension's results cacheable (the default hints when
    // the handler gives none); the handshake leaves them as the handler wrote them.
    for method in [methods::SKILLS_LIST, methods::RESOURCES_DIRECTORY_READ] {
        let raw = client
            .request(method, Some(json!({"uri": "skill://alpha"})))
            .await
            .unwrap();
        let hinted = raw.get("ttlMs").is_some() && raw.get("cacheScope").is_some();
        assert_eq!(hinted, expected == Wire::Stateless, "{method}: {raw}");
    }
    client.close().await;
}

#[tokio::test]
async fn our_client_speaks_the_skills_extension_on_both_wires() {
    let server = http::serve(Catalog, ServerConfig::default()).await.unwrap();
    let url = server.url();
    exercise(&url, WireMode::Stateless, Wire::Stateless).await;
    exercise(
        &url,
        WireMode::Handshake,
        Wire::Handshake(ProtocolVersion::V2025_11_25),
    )
    .await;
}

#[tokio::test]
async fn a_server_without_the_extension_answers_its_methods_method_not_found() {
    struct Plain;
    impl ServerHandler for Plain {
        fn server_info(&self) -> Implementation {
            Implementation::new("plain", "1")
        }
    }
    let server = http::serve(Plain, ServerConfig::default()).await.unwrap();
    for mode in [WireMode::Stateless, WireMode::Handshake] {
        let options = ClientOptions {
            wire: mode,
            ..ClientOptions::default()
        };
        let client = Client::connect_http(HttpConfig::new(server.url()), options)
            .await
            .unwrap();
        assert!(
            client
                .server_capabilities()
                .unwrap()
                .extension(skills::EXTENSION_ID)
                .is_none()
        );
        let e = client.list_skills().await.unwrap_err();
        assert_eq!(e.rpc_code(), Some(-32601), "{mode:?}: {e}");
        client.close().await;
    }
}
