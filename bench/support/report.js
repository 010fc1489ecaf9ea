'use strict';

const os = require('node:os');

/** The machine and database a figure was measured on, as printed at the top of every bench. */
async function machineInfo(db, source) {
  const [{ server_version: pgVersion }] = await db.query('SHOW server_version');
  const settings = await db.query(
    `SELECT name, setting FROM pg_settings
      WHERE name IN ('synchronous_commit', 'fsync', 'shared_buffers', 'wal_sync_method')`,
  );
  const setting = Object.fromEntries(settings.map((row) => [row.name, row.setting]));
  const cpus = os.cpus();
  return [
    ['CPUs', `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown'}`],
    ['memory', `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`],
    ['OS', `${os.type()} ${os.release()} (${os.arch()})`],
    ['Node.js', process.version],
    [
      'load average',
      `${loadAverage()} at start (1/5/15 min; other work on the machine skews figures)`,
    ],
    ['PostgreSQL', `${pgVersion} (${source})`],
    [
      'PG settings',
      `synchronous_commit=${setting.synchronous_commit}, fsync=${setting.fsync}, ` +
        `wal_sync_method=${setting.wal_sync_method}, shared_buffers=${Number(setting.shared_buffers) / 128} MiB`,
    ],
    ['command', commandLine()],
  ];
}

function loadAverage() {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}

function commandLine() {
  const script = process.env.npm_lifecycle_event;
  if (script) return `npm run ${script}`;
  return ['node', ...process.argv.slice(1).map((arg) => require('node:path').relative('.', arg))]
    .join(' ')
    .trim();
}

function printPairs(title, pairs) {
  console.log(`\n${title}`);
  const width = Math.max(...pairs.map(([k]) => k.length));
  for (const [key, value] of pairs) console.log(`  ${key.padEnd(width)}  ${value}`);
}

/** Prints rows (arrays of cells) under headers; numbers are right-aligned. */
function printTable(title, headers, rows) {
  const cells = rows.map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i].length)));
  const numeric = headers.map((_, i) => cells.every((row) => /^-?[\d,.]+$/.test(row[i])));
  const line = (row) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join(' | ');
  console.log(`\n${title}`);
  console.log(`  ${line(headers)}`.trimEnd());
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('-|-')}`);
  for (const row of cells) console.log(`  ${line(row)}`.trimEnd());
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

module.exports = { machineInfo, loadAverage, printPairs, printTable, percentile };
