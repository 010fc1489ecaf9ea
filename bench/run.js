'use strict';

/**
 * Runs every benchmark in bench/ (each `*.js` next to this file), one after the other, each
 * in a process of its own. Benchmarks print figures; they are not timed tests.
 *
 *   npm run build && npm run bench            # all
 *   npm run bench -- event-store              # some, by name
 */

const { spawnSync } = require('node:child_process');
const { readdirSync } = require('node:fs');
const { basename, join } = require('node:path');

const chosen = process.argv.slice(2);
const benches = readdirSync(__dirname)
  .filter((file) => file.endsWith('.js') && file !== 'run.js')
  .map((file) => basename(file, '.js'))
  .filter((name) => chosen.length === 0 || chosen.includes(name))
  .sort();

if (benches.length === 0) {
  console.error(`No benchmark called ${chosen.join(', ')} in ${__dirname}`);
  process.exit(2);
}

const failed = [];
for (const name of benches) {
  console.log(`\n=== bench/${name}.js ===`);
  const result = spawnSync(process.execPath, [join(__dirname, `${name}.js`)], {
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
