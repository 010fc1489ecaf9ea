'use strict';

/**
 * What the cup page's first load adds to the client's JavaScript (target: ≤ 30 KiB gzip): the
 * lazy route chunk of /cup and every chunk it imports that the app's entry (index.html's
 * script and its static imports) does not load already, each gzipped at level 9. Reads the
 * built client (apps/client/dist); no server needed.
 *
 *   npm run build -w @liga/client && node bench/cup-bundle.js
 */

const { readFileSync, readdirSync } = require('node:fs');
const { join } = require('node:path');
const { gzipSync } = require('node:zlib');
const { loadAverage } = require('./support/report');

const DIST = join(__dirname, '../apps/client/dist');
const ASSETS = join(DIST, 'assets');
const LIMIT = 30 * 1024;

const read = (file) => readFileSync(join(ASSETS, file), 'utf8');
/** The chunks a chunk imports statically (`from "./x.js"`, `import "./x.js"`). */
const staticImports = (file) =>
  [...read(file).matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => m[1]);

function closure(roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const entries = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((m) => m[1]);
const files = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
const route = files.find((f) => /^cup-[\w-]+\.js$/.test(f));
if (!route) throw new Error('no cup route chunk in apps/client/dist/assets (build the client)');
const loaded = closure(entries);
const added = [...closure([route])].filter((f) => !loaded.has(f)).sort();
let total = 0;
console.log('The /cup page: JavaScript added to the first load (gzip -9)');
for (const file of added) {
  const size = gzipSync(readFileSync(join(ASSETS, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${file.padEnd(40)} ${(size / 1024).toFixed(1).padStart(6)} KiB`);
}
console.log(
  `  ${'total'.padEnd(40)} ${(total / 1024).toFixed(1).padStart(6)} KiB (limit 30 KiB: ${total <= LIMIT ? 'within' : 'OVER'})`,
);
const entrySize = [...loaded].reduce(
  (n, f) => n + gzipSync(readFileSync(join(ASSETS, f)), { level: 9 }).length,
  0,
);
console.log(`  the entry (every page) for comparison: ${(entrySize / 1024).toFixed(1)} KiB`);
console.log(`load average: ${loadAverage()}`);
