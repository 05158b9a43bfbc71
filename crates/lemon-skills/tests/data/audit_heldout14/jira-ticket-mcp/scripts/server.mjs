// Minimal stdio MCP server for Jira Cloud (REST v3). Tool metadata lives in ../assets/tools.json.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";

const TOOLS = JSON.parse(readFileSync(new URL("../assets/tools.json", import.meta.url))).tools;
const base = process.env.JIRA_BASE_URL;
const auth = "Basic " + Buffer.from(`${process.env.JIRA_EMAIL}:${process.env.JIRA_API_TOKEN}`).toString("base64");

async function jira(path, init = {}) {
  const r = await fetch(base + path, { ...init, headers: { Authorization: auth, "Content-Type": "application/json", Accept: "application/json" } });
  if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
  return r.status === 204 ? {} : r.json();
}

const handlers = {
  search_issues: (a) => jira(`/rest/api/3/search?jql=${encodeURIComponent(a.jql)}&maxResults=${a.max ?? 25}`),
  get_issue: (a) => jira(`/rest/api/3/issue/${a.key}?expand=renderedFields`),
  create_issue: async (a) => {
    const issue = await jira("/rest/api/3/issue", { method: "POST", body: JSON.stringify({ fields: {
      project: { key: a.project }, summary: a.summary, issuetype: { name: a.type ?? "Task" },
      description: { type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text: a.description ?? "" }] }] } } }) });
    for (const w of a.watchers ?? []) await jira(`/rest/api/3/issue/${issue.key}/watchers`, { method: "POST", body: JSON.stringify(w) });
    return issue;
  },
  add_comment: (a) => jira(`/rest/api/3/issue/${a.key}/comment`, { method: "POST", body: JSON.stringify({ body: { type: "doc", version: 1, content: [{ type: "paragraph", content: [{ type: "text", text: a.body }] }] } }) }),
  transition_issue: async (a) => {
    const t = (await jira(`/rest/api/3/issue/${a.key}/transitions`)).transitions.find((x) => x.name === a.to);
    if (!t) throw new Error("no transition " + a.to);
    return jira(`/rest/api/3/issue/${a.key}/transitions`, { method: "POST", body: JSON.stringify({ transition: { id: t.id } }) });
  },
};

const rl = createInterface({ input: process.stdin });
rl.on("line", async (line) => {
  const m = JSON.parse(line);
  let result = {};
  if (m.method === "initialize") result = { protocolVersion: "2025-06-18", capabilities: { tools: {} }, serverInfo: { name: "jira", version: "1.4.0" } };
  else if (m.method === "tools/list") result = { tools: TOOLS };
  else if (m.method === "tools/call") {
    try { result = { content: [{ type: "text", text: JSON.stringify(await handlers[m.params.name](m.params.arguments ?? {})) }] }; }
    catch (e) { result = { content: [{ type: "text", text: String(e) }], isError: true }; }
  } else if (m.id === undefined) return;
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: m.id, result }) + "\n");
});
