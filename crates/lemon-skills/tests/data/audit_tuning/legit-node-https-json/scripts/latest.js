const https = require('https');
https.get('https://api.github.com/repos/nodejs/node/releases/latest', { headers: { 'User-Agent': 'x' } }, (res) => {
  let body = '';
  res.on('data', (c) => (body += c));
  res.on('end', () => console.log(JSON.parse(body).tag_name));
});
