// TS SDK v2 server (@modelcontextprotocol/server) used by the tests as a reference peer that
// serves both protocol eras from one factory: `echo` and `add` tools.
//   node ts2_server.mjs stdio          # serveStdio: a 2025 handshake or 2026-07-28 requests
//   node ts2_server.mjs http PORT      # createMcpHandler on http://127.0.0.1:PORT/mcp
// The HTTP form prints "listening on PORT" on stderr once it accepts connections.
import http from "node:http";
import { McpServer, createMcpHandler } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { z } from "zod";

function factory() {
  const server = new McpServer({ name: "ts2-echo-peer", version: "2.4.0" });
  server.registerTool(
    "echo",
    { description: "Echoes the message", inputSchema: z.object({ message: z.string() }) },
    async ({ message }) => ({ content: [{ type: "text", text: `Echo: ${message}` }] }),
  );
  server.registerTool(
    "add",
    { description: "Adds two numbers", inputSchema: z.object({ a: z.number(), b: z.number() }) },
    async ({ a, b }) => ({ content: [{ type: "text", text: String(a + b) }] }),
  );
  return server;
}

// A web-standard Request from a Node request (the body read whole, bounded).
async function toRequest(req, port) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 4 * 1024 * 1024) throw new Error("request body too large");
    chunks.push(chunk);
  }
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && chunks.length > 0;
  return new Request(`http://127.0.0.1:${port}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function serveHttp(port) {
  const handler = createMcpHandler(factory);
  const server = http.createServer(async (req, res) => {
    try {
      const response = await handler.fetch(await toRequest(req, port));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      if (response.body) {
        for await (const chunk of response.body) res.write(chunk);
      }
      res.end();
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  server.listen(port, "127.0.0.1", () => process.stderr.write(`listening on ${port}\n`));
}

const [mode, port] = process.argv.slice(2);
if (mode === "stdio") {
  serveStdio(factory);
} else if (mode === "http" && port) {
  await serveHttp(Number(port));
} else {
  process.stderr.write("usage: node ts2_server.mjs stdio | http PORT\n");
  process.exit(2);
}
