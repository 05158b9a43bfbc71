const express = require('express');
const helmet = require('helmet');
const app = express();
app.use(helmet());
app.use(express.json({ limit: '100kb' }));
app.get('/healthz', (req, res) => res.json({ ok: true }));
app.listen(process.env.PORT || 3000);
module.exports = app;
