#!/usr/bin/env node
'use strict';
const { execFileSync } = require('child_process');

const TYPES = ['feat', 'fix', 'docs', 'style', 'refactor', 'perf', 'build', 'ci', 'chore', 'revert'];
const HEADER = /^(?<type>[a-z]+)(\((?<scope>[a-z0-9-]+)\))?(?<bang>!)?: (?<subject>.+)$/;

function arg(name, def) {
  const i = process.argv.indexOf(name);
  return i > -1 ? process.argv[i + 1] : def;
}

function lint(msg) {
  const errs = [];
  const lines = msg.replace(/\r/g, '').split('\n');
  const m = lines[0].match(HEADER);
  if (!m) return ['header must look like "type(scope): subject"'];
  const { type, subject } = m.groups;
  if (!TYPES.includes(type)) errs.push(`unknown type "${type}"`);
  if (lines[0].length > 72) errs.push(`header is ${lines[0].length} chars (max 72)`);
  if (/\.$/.test(subject)) errs.push('subject ends with a period');
  if (/^[A-Z][a-z]+ed\b/.test(subject)) errs.push('use imperative mood ("add", not "Added")');
  if (lines.length > 1 && lines[1] !== '') errs.push('blank line required after header');
  lines.slice(2).forEach((l, i) => { if (l.length > 100 && !/^https?:/.test(l)) errs.push(`body line ${i + 3} > 100 chars`); });
  return errs;
}

function commits(from, to) {
  const out = execFileSync('git', ['log', '--no-merges', '--format=%H%x00%B%x01', `${from}..${to}`], { encoding: 'utf8' });
  return out.split('\x01').map((s) => s.trim()).filter(Boolean).map((s) => {
    const [sha, body] = s.split('\x00');
    return { sha: sha.slice(0, 10), body: body.trim() };
  });
}

let failed = 0;
if (process.argv.includes('--stdin')) {
  const msg = require('fs').readFileSync(0, 'utf8');
  const errs = lint(msg.trim());
  errs.forEach((e) => console.log('stdin: ' + e));
  failed = errs.length;
} else {
  const list = commits(arg('--from', 'origin/main'), arg('--to', 'HEAD'));
  for (const c of list) {
    const errs = lint(c.body);
    if (errs.length) {
      failed++;
      console.log(`${c.sha} ${c.body.split('\n')[0]}`);
      errs.forEach((e) => console.log('    - ' + e));
    }
  }
  console.log(`${list.length} commit(s) checked, ${failed} with problems`);
}
process.exit(failed ? 1 : 0);
