#!/usr/bin/env node
'use strict';
const { execFileSync } = require('child_process');
const fs = require('fs');
const { sync: parse } = require('conventional-commits-parser');

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const writeChangelog = process.argv.includes('--changelog');

function git(...a) { return execFileSync('git', a, { encoding: 'utf8' }).trim(); }

const from = args[0] || git('describe', '--tags', '--abbrev=0');
const to = args[1] || 'HEAD';
const raw = git('log', `${from}..${to}`, '--format=%H%n%B%n==END==');

const groups = { Features: [], 'Bug Fixes': [], Performance: [], Reverts: [], 'Breaking Changes': [], Other: [] };
const map = { feat: 'Features', fix: 'Bug Fixes', perf: 'Performance', revert: 'Reverts' };

for (const chunk of raw.split('==END==').map((s) => s.trim()).filter(Boolean)) {
  const [hash, ...rest] = chunk.split('\n');
  const c = parse(rest.join('\n'));
  const line = `- ${c.scope ? `**${c.scope}:** ` : ''}${c.subject || c.header} (${hash.slice(0, 7)})`;
  (groups[map[c.type]] || groups.Other).push(line);
  for (const n of c.notes || []) if (/BREAKING/.test(n.title)) groups['Breaking Changes'].push(`- ${n.text}`);
}

let md = `## ${to === 'HEAD' ? 'Unreleased' : to} (${new Date().toISOString().slice(0, 10)})\n\n`;
for (const [title, items] of Object.entries(groups)) if (items.length) md += `### ${title}\n\n${items.join('\n')}\n\n`;
process.stdout.write(md);

if (writeChangelog) {
  const prev = fs.existsSync('CHANGELOG.md') ? fs.readFileSync('CHANGELOG.md', 'utf8') : '# Changelog\n\n';
  const [head, ...body] = prev.split('\n\n');
  fs.writeFileSync('CHANGELOG.md', [head, md.trim(), ...body].join('\n\n'));
}
