'use strict';
const test = require('node:test');
const assert = require('node:assert');
const v = require('./validate');

test('email', () => {
  assert.ok(v.email('ada@example.com'));
  assert.ok(!v.email('ada@'));
});

test('safeRedirect', () => {
  assert.ok(v.safeRedirect('/settings'));
  assert.ok(!v.safeRedirect('//evil.example'));
  assert.ok(!v.safeRedirect('https://evil.example'));
});

test('isoDate', () => {
  assert.ok(v.isoDate('2024-02-29'));
  assert.ok(!v.isoDate('2024-02-30'));
});
