#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const root = path.resolve(process.argv[2] || '.');
const candidates = ['.eslintrc.json', '.eslintrc', '.eslintrc.js', '.eslintrc.cjs'];

function loadLegacy() {
  for (const c of candidates) {
    const p = path.join(root, c);
    if (!fs.existsSync(p)) continue;
    if (c.endsWith('.js') || c.endsWith('.cjs')) return require(p);
    return require('json5').parse(fs.readFileSync(p, 'utf8'));
  }
  const pkg = path.join(root, 'package.json');
  if (fs.existsSync(pkg)) return JSON.parse(fs.readFileSync(pkg, 'utf8')).eslintConfig || null;
  return null;
}

const legacy = loadLegacy();
if (!legacy) {
  console.error('no legacy ESLint config found in ' + root);
  process.exit(1);
}

const unsupported = [];
const lines = ["import js from '@eslint/js';", "import globals from 'globals';", '', 'export default ['];
if ((legacy.extends || []).includes('eslint:recommended')) lines.push('  js.configs.recommended,');
const envs = Object.keys(legacy.env || {}).filter((k) => legacy.env[k]);
lines.push('  {');
lines.push('    languageOptions: {');
lines.push('      globals: { ' + envs.map((e) => '...globals.' + e).join(', ') + ' },');
lines.push('    },');
lines.push('    rules: ' + JSON.stringify(legacy.rules || {}, null, 2).replace(/\n/g, '\n    ') + ',');
lines.push('  },');
if (legacy.ignorePatterns) lines.push('  { ignores: ' + JSON.stringify(legacy.ignorePatterns) + ' },');
for (const e of legacy.extends || []) if (e !== 'eslint:recommended') unsupported.push('extends: ' + e);
lines.push('];', '');
fs.writeFileSync(path.join(root, 'eslint.config.js'), lines.join('\n'));
console.log('wrote eslint.config.js');
if (unsupported.length) console.log('manual follow-up:\n  ' + unsupported.join('\n  '));
