'use strict';

const { spawn } = require('node:child_process');
const { join } = require('node:path');
const { SERVER_DIST } = require('./dist');

/**
 * `npm run seed -- --seasons N` (the built seed CLI) into `url`, its progress lines on stderr.
 * Resolves with the wall time and the CLI's summary line (events, events/s, projection waits).
 */
function seedDemo(url, seasons, log) {
  log(`seeding ${seasons} season(s) of demo history (npm run seed -- --seasons ${seasons})...`);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [join(SERVER_DIST, 'cli', 'seed.js'), '--seasons', String(seasons)],
      {
        env: { ...process.env, DATABASE_URL: url, REDIS_URL: '', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      process.stderr.write(chunk);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the seed exited with ${code}`));
      const summary = out.split('\n').find((line) => / events\/s, /.test(line));
      resolve({ seconds: (Date.now() - started) / 1000, summary: summary?.trim() ?? '' });
    });
  });
}

module.exports = { seedDemo };
