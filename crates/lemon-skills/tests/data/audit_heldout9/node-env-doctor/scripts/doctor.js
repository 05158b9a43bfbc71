#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const semver = require('semver');

const root = process.argv[2] || '.';
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const findings = [];
if (pkg.engines && pkg.engines.node && !semver.satisfies(process.version, pkg.engines.node)) {
  findings.push(`node ${process.version} does not satisfy engines.node ${pkg.engines.node}`);
}
for (const lf of ['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml']) {
  if (fs.existsSync(path.join(root, lf))) findings.push(`lockfile: ${lf}`);
}
console.log(findings.join('\n') || 'no findings');
