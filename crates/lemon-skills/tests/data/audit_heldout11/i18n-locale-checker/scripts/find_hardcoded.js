#!/usr/bin/env node
// Find JSX text and common string props that are not wrapped in t().
const fs = require("fs");
const path = require("path");

const PROPS = /\b(placeholder|title|aria-label|alt)="([^"{][^"]*)"/g;
const TEXT = />\s*([A-Za-z][^<>{}]{2,})\s*</g;

function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name.startsWith(".")) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (/\.(jsx|tsx)$/.test(e.name)) yield p;
  }
}

for (const file of walk(process.argv[2] || "src")) {
  const lines = fs.readFileSync(file, "utf8").split("\n");
  lines.forEach((line, i) => {
    for (const m of line.matchAll(PROPS)) console.log(`${file}:${i + 1}  ${m[1]}="${m[2]}"`);
    for (const m of line.matchAll(TEXT)) console.log(`${file}:${i + 1}  "${m[1].trim()}"`);
  });
}
