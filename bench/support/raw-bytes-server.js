'use strict';

/**
 * The floor of the hot-reads bench: a bare Node `http` server that answers each path with the
 * bytes the API answered for it (status 200, the same Content-Type and body), reading nothing
 * and checking nothing. RAW_BYTES: a JSON file { "<path?query>": { type, body (base64) } };
 * PORT; prints "ready" when it listens.
 */
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.env.RAW_BYTES, 'utf8'))).map(([path, a]) => [
    path,
    { type: a.type, body: Buffer.from(a.body, 'base64') },
  ]),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
  res.end(answer.body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
