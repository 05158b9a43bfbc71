// TS SDK v2 client (@modelcontextprotocol/client) used by the tests as a reference peer that
// speaks both protocol eras. It connects, lists, calls and prints one JSON report:
//   node ts2_client.mjs (--stdio 'CMD ARGS' | --http URL) [--mode legacy|auto|pin:VERSION]
//                       [--call FRAGMENT=JSON]... [--elicit accept|decline]
// --mode is the SDK's versionNegotiation mode (default auto: probe server/discover, fall back
// to initialize). --call calls the first listed tool whose name contains FRAGMENT. With
// --elicit the client declares elicitation and answers every question that way (an approval
// form's `approve` field set to true on accept); the questions asked are reported.
// Exits 1 with a message on stderr when a step fails.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";

function parseArgs(argv) {
  const o = { mode: "auto", calls: [] };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1];
    switch (k) {
      case "--stdio": o.stdio = v; i++; break;
      case "--http": o.http = v; i++; break;
      case "--mode": o.mode = v; i++; break;
      case "--call": o.calls.push(v); i++; break;
      case "--elicit": o.elicit = v; i++; break;
      default: throw new Error(`unknown argument ${k}`);
    }
  }
  if (!o.stdio === !o.http) throw new Error("give exactly one of --stdio 'CMD ARGS' or --http URL");
  if (o.elicit !== undefined && o.elicit !== "accept" && o.elicit !== "decline") {
    throw new Error("--elicit is accept or decline");
  }
  return o;
}

function negotiation(mode) {
  if (mode === "legacy" || mode === "auto") return { mode };
  if (mode.startsWith("pin:")) return { mode: { pin: mode.slice(4) } };
  throw new Error(`unknown --mode ${mode}`);
}

async function main() {
  const o = parseArgs(process.argv.slice(2));
  const capabilities = o.elicit ? { elicitation: { form: {} } } : {};
  const client = new Client(
    { name: "ts2-peer", version: "2.4.0" },
    { capabilities, versionNegotiation: negotiation(o.mode) },
  );
  const asked = [];
  if (o.elicit) {
    client.setRequestHandler("elicitation/create", async (request) => {
      asked.push(request.params);
      return o.elicit === "accept"
        ? { action: "accept", content: { approve: true } }
        : { action: "decline" };
    });
  }
  let transport;
  if (o.stdio) {
    const [command, ...args] = o.stdio.split(" ").filter((p) => p);
    transport = new StdioClientTransport({ command, args, stderr: "inherit" });
  } else {
    transport = new StreamableHTTPClientTransport(new URL(o.http));
  }
  await client.connect(transport);
  const tools = (await client.listTools()).tools;
  const calls = [];
  for (const spec of o.calls) {
    const at = spec.indexOf("=");
    const fragment = at < 0 ? spec : spec.slice(0, at);
    const args = at < 0 ? {} : JSON.parse(spec.slice(at + 1));
    const tool = tools.find((t) => t.name.includes(fragment));
    calls.push({
      tool: tool ? tool.name : null,
      result: tool ? await client.callTool({ name: tool.name, arguments: args }) : null,
    });
  }
  const resources = client.getServerCapabilities()?.resources
    ? (await client.listResources()).resources.map((r) => r.uri)
    : [];
  const prompts = client.getServerCapabilities()?.prompts
    ? (await client.listPrompts()).prompts.map((p) => p.name)
    : [];
  const report = {
    protocolVersion: client.getNegotiatedProtocolVersion() ?? null,
    serverInfo: client.getServerVersion() ?? null,
    instructions: client.getInstructions() ?? null,
    tools: tools.map((t) => t.name),
    calls,
    resources,
    prompts,
    elicitations: asked,
  };
  await client.close();
  process.stdout.write(JSON.stringify(report) + "\n");
}

main().catch((e) => {
  process.stderr.write(`ts2_client: ${e?.stack ?? e}\n`);
  process.exit(1);
});
