#!/usr/bin/env node
// Static JavaScript deobfuscator. Parses and rewrites the AST; never evaluates sample code.
import fs from 'node:fs';
import * as acorn from 'acorn';
import * as walk from 'acorn-walk';
import { generate } from 'astring';

const file = process.argv[2];
const wantIocs = process.argv.includes('--iocs');
const src = fs.readFileSync(file, 'utf8');
const parse = (code) => acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true });
let ast = parse(src);

const isStr = (n) => n && n.type === 'Literal' && typeof n.value === 'string';
const lit = (v) => ({ type: 'Literal', value: v, raw: JSON.stringify(v) });

function fold(root) {
  let changed = true;
  while (changed) {
    changed = false;
    walk.full(root, (n) => {
      if (n.type === 'BinaryExpression' && n.operator === '+' && isStr(n.left) && isStr(n.right)) {
        Object.assign(n, lit(n.left.value + n.right.value)); delete n.left; delete n.right; delete n.operator; changed = true;
      }
    });
  }
}

function stringArrays(root) {
  const arrays = new Map();
  walk.full(root, (n) => {
    if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier' && n.init?.type === 'ArrayExpression' && n.init.elements.every(isStr)) {
      arrays.set(n.id.name, n.init.elements.map((e) => e.value));
    }
  });
  walk.full(root, (n) => {
    if (n.type === 'MemberExpression' && n.computed && n.object.type === 'Identifier' && arrays.has(n.object.name) && n.property.type === 'Literal') {
      const v = arrays.get(n.object.name)[n.property.value];
      if (typeof v === 'string') { Object.assign(n, lit(v)); delete n.object; delete n.property; delete n.computed; }
    }
  });
}

function decodeAtob(root) {
  walk.full(root, (n) => {
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'atob' && isStr(n.arguments[0])) {
      const v = Buffer.from(n.arguments[0].value, 'base64').toString('latin1');
      Object.assign(n, lit(v)); delete n.callee; delete n.arguments;
    }
  });
}

// Unwrap eval("...") / Function("...") layers as *text*: parse the literal and inline the AST.
function unwrapLayers(root, depth = 0) {
  walk.full(root, (n) => {
    const callee = n.type === 'CallExpression' || n.type === 'NewExpression' ? n.callee : null;
    const name = callee?.type === 'Identifier' ? callee.name : null;
    if ((name === 'eval' || name === 'Function') && isStr(n.arguments.at(-1)) && depth < 10) {
      try {
        const inner = parse(n.arguments.at(-1).value);
        fold(inner); stringArrays(inner); decodeAtob(inner); unwrapLayers(inner, depth + 1);
        n.arguments[n.arguments.length - 1] = lit(`/* layer ${depth + 1} (${name}) */\n` + generate(inner));
      } catch { /* not parseable as code; leave as-is */ }
    }
  });
}

fold(ast); stringArrays(ast); decodeAtob(ast); fold(ast); unwrapLayers(ast);
const out = generate(ast, { indent: '  ' });

if (wantIocs) {
  const defang = (s) => s.replace(/^http/, 'hxxp').replace(/\./g, '[.]');
  for (const m of out.matchAll(/https?:\/\/[^\s'"`)]+/g)) console.log('url    ', defang(m[0]));
  for (const m of out.matchAll(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g)) console.log('ip     ', defang(m[0]));
  for (const api of ['document.cookie', 'localStorage', 'XMLHttpRequest', 'fetch(', 'navigator.sendBeacon', 'WebSocket', 'serviceWorker.register', 'child_process']) {
    if (out.includes(api)) console.log('api    ', api);
  }
} else {
  process.stdout.write(out + '\n');
}
