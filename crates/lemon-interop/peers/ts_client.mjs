// TS SDK (v1) client used by lemon-interop's tests and scripts/bench-mcp.sh as a reference peer.
// It speaks the same command line and prints the same one-line JSON report as `mcp-probe`,
// so benchmarks compare like with like:
//   node ts_client.mjs (--stdio 'CMD ARGS' | --http URL) [--call TOOL --args JSON --repeat N]
//                      [--warmup N] [--sessions N]
//                      [--oauth-client-id ID --oauth-client-secret S [--oauth-issuer URL] [--oauth-scope S]]
// With --oauth-client-id (Streamable HTTP), the SDK's ClientCredentialsProvider authenticates
// (client-credentials grant, client_secret_basic): on the first 401 the SDK discovers the
// protected-resource and authorization-server metadata, asks for a token and retries with the
// bearer. --oauth-issuer is the provider's expectedIssuer: the credentials go to no other server.
// Exits 1 with a message on stderr when the server misbehaves or a call fails.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ClientCredentialsProvider } from "@modelcontextprotocol/sdk/client/auth-extensions.js";

function parseArgs(argv) {
  const o = { repeat: 1, warmup: 0, sessions: 1, args: "{}" };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1];
    switch (k) {
      case "--stdio": o.stdio = v; i++; break;
      case "--http": o.http = v; i++; break;
      case "--call": o.call = v; i++; break;
      case "--args": o.args = v; i++; break;
      case "--repeat": o.repeat = Number(v); i++; break;
      case "--warmup": o.warmup = Number(v); i++; break;
      case "--sessions": o.sessions = Number(v); i++; break;
      case "--oauth-client-id": o.oauthClientId = v; i++; break;
      case "--oauth-client-secret": o.oauthClientSecret = v; i++; break;
      case "--oauth-issuer": o.oauthIssuer = v; i++; break;
      case "--oauth-scope": o.oauthScope = v; i++; break;
      default: throw new Error(`unknown argument ${k}`);
    }
  }
  if (!o.stdio === !o.http) throw new Error("give exactly one of --stdio 'CMD ARGS' or --http URL");
  if (o.oauthClientId !== undefined) {
    if (!o.http) throw new Error("--oauth-client-id needs --http URL");
    if (o.oauthClientSecret === undefined) throw new Error("--oauth-client-id needs --oauth-client-secret");
    // One provider for every session, so a later session reuses the token.
    const options = { clientId: o.oauthClientId, clientSecret: o.oauthClientSecret, clientName: "ts-sdk-peer" };
    if (o.oauthScope !== undefined) options.scope = o.oauthScope;
    if (o.oauthIssuer !== undefined) options.expectedIssuer = o.oauthIssuer;
    o.authProvider = new ClientCredentialsProvider(options);
  } else if (o.oauthClientSecret !== undefined || o.oauthIssuer !== undefined || o.oauthScope !== undefined) {
    throw new Error("--oauth-client-secret, --oauth-issuer and --oauth-scope need --oauth-client-id");
  }
  return o;
}

const nowUs = () => Number(process.hrtime.bigint()) / 1000;
const median = (xs) => quantile(xs, 0.5);
function quantile(xs, q) {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
}

async function session(o) {
  let negotiated = null;
  let transport;
  if (o.stdio) {
    const parts = o.stdio.split(" ").filter((p) => p.length > 0);
    transport = new StdioClientTransport({ command: parts[0], args: parts.slice(1), stderr: "ignore" });
  } else {
    transport = new StreamableHTTPClientTransport(new URL(o.http), o.authProvider ? { authProvider: o.authProvider } : {});
  }
  const orig = transport.setProtocolVersion?.bind(transport);
  transport.setProtocolVersion = (v) => { negotiated = v; if (orig) orig(v); };
  const client = new Client({ name: "ts-sdk-peer", version: "1.32.2" }, { capabilities: {} });
  const t0 = nowUs();
  await client.connect(transport);
  const t1 = nowUs();
  const tools = await client.listTools();
  const t2 = nowUs();
  return { client, negotiated, initMs: (t1 - t0) / 1000, listMs: (t2 - t1) / 1000, tools: tools.tools.map((t) => t.name) };
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const inits = [];
  const lists = [];
  let s;
  for (let i = 0; i < Math.max(1, o.sessions); i++) {
    if (s) await s.client.close();
    s = await session(o);
    inits.push(s.initMs);
    lists.push(s.listMs);
  }
  const calls = [];
  let last = null;
  if (o.call) {
    const args = JSON.parse(o.args);
    for (let i = 0; i < o.warmup; i++) await s.client.callTool({ name: o.call, arguments: args });
    const start = nowUs();
    for (let i = 0; i < o.repeat; i++) {
      const a = nowUs();
      last = await s.client.callTool({ name: o.call, arguments: args });
      calls.push(nowUs() - a);
    }
    var totalUs = nowUs() - start;
  }
  const report = {
    client: "ts-sdk-1.32.2",
    protocolVersion: s.negotiated,
    serverInfo: s.client.getServerVersion() ?? null,
    // Whether the provider holds a token (never the token itself).
    oauthAuthorized: o.authProvider ? o.authProvider.tokens() !== undefined : null,
    tools: s.tools,
    lastResult: last,
    timings: {
      sessions: inits.length,
      init_ms: median(inits),
      list_ms: median(lists),
      init_list_ms: median(inits.map((x, i) => x + lists[i])),
      calls: calls.length,
      call_median_us: median(calls),
      call_p99_us: quantile(calls, 0.99),
      calls_per_s: calls.length ? calls.length / (totalUs / 1e6) : null,
    },
  };
  await s.client.close();
  process.stdout.write(JSON.stringify(report) + "\n");
}

main().then(() => process.exit(0), (e) => {
  process.stderr.write(`ts_client: ${e?.stack ?? e}\n`);
  process.exit(1);
});
