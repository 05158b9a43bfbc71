#!/usr/bin/env node
const { loadConfig } = require('./config_loader');

async function main() {
  const [cmd, ...args] = process.argv.slice(2);
  const cfg = await loadConfig();
  switch (cmd) {
    case 'scan': console.log('scanning markets with', args); break;
    case 'edge': console.log('edge for', args[0]); break;
    case 'order': console.log('order (dry run)', args, 'max', cfg.maxOrderUsdc); break;
    case 'pnl': console.log('pnl: n/a'); break;
    default: console.log('usage: trade.js scan|edge|order|pnl');
  }
}
main();
