'use strict';

/** The event store bench's global log read and projection catch-up runs. */
const {
  LOG_START,
  ProjectionDaemon,
  ProjectionRunner,
  createProjectionTables,
  nowMs,
  quietLogger,
  rebuildProjection,
} = require('./event-store-kit');

async function readRun(store, expected) {
  const started = nowMs();
  let position = LOG_START;
  let read = 0;
  while (true) {
    const events = await store.readAll(position, 1_000);
    if (events.length === 0) break;
    read += events.length;
    const last = events[events.length - 1];
    position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
  const seconds = (nowMs() - started) / 1000;
  if (read !== expected) throw new Error(`read ${read} events, the log holds ${expected}`);
  return { read, seconds, perSecond: read / seconds };
}

// ---------------------------------------------------------------- projections

async function checkProjection(db, { projection, counting }, mix) {
  if (counting) {
    const [row] = await db.query(
      `SELECT coalesce(sum(events), 0)::int AS events, coalesce(sum(total), 0)::bigint AS total,
              count(*)::int AS streams
         FROM ${projection.tables[0]}`,
    );
    if (
      row.events !== mix.counted ||
      Number(row.total) !== mix.sum_n ||
      row.streams !== mix.counter_streams
    ) {
      throw new Error(
        `${projection.name} is wrong: ${JSON.stringify(row)} vs ${JSON.stringify(mix)}`,
      );
    }
    return mix.counted;
  }
  const [row] = await db.query(
    `SELECT (SELECT count(*) FROM rm_seasons)::int AS seasons,
            (SELECT count(*) FROM rm_leagues)::int AS leagues`,
  );
  if (row.seasons !== mix.seasons || row.leagues !== mix.leagues) {
    throw new Error(`leagues is wrong: ${JSON.stringify(row)} vs ${JSON.stringify(mix)}`);
  }
  return mix.league;
}

const countingPublisher = () => {
  const publisher = { messages: 0, publish: (m) => (publisher.messages += m.length) };
  return publisher;
};

async function runnerCatchUp(db, upcasters, subject, batchSize, mix) {
  const { projection } = subject;
  await createProjectionTables(db, projection);
  const runner = new ProjectionRunner(db, projection, upcasters, countingPublisher(), {
    batchSize,
    maxFailures: 5,
  });
  const started = nowMs();
  let applied = 0;
  while (true) {
    const outcome = await runner.runBatch();
    if (outcome.kind === 'applied') applied += outcome.count;
    else if (outcome.kind === 'idle') break;
    else throw new Error(`${projection.name}: ${JSON.stringify(outcome)}`);
  }
  const seconds = (nowMs() - started) / 1000;
  const handled = await checkProjection(db, subject, mix);
  return { how: `ProjectionRunner, batch ${batchSize}`, applied, handled, seconds };
}

async function rebuildCatchUp(db, upcasters, subject, mix) {
  const { projection } = subject;
  await createProjectionTables(db, projection);
  const started = nowMs();
  const { applied } = await rebuildProjection(db, projection, upcasters, { batchSize: 2_000 });
  const seconds = (nowMs() - started) / 1000;
  const handled = await checkProjection(db, subject, mix);
  return { how: 'rebuildProjection, batch 2000', applied, handled, seconds };
}

/** One runner per projection, batch 500 (PROJECTION_BATCH_SIZE's default), as the app makes them. */
function runnersFor(db, upcasters, chosen) {
  return chosen.map(
    ({ projection }) =>
      new ProjectionRunner(db, projection, upcasters, countingPublisher(), {
        batchSize: 500,
        maxFailures: 5,
      }),
  );
}

/**
 * The app's way: a ProjectionDaemon drains several projections at once (each its own
 * runner). Figure: log events per second until every one of them has caught up.
 */
async function daemonCatchUp(db, upcasters, chosen, mix) {
  for (const { projection } of chosen) await createProjectionTables(db, projection);
  const daemon = new ProjectionDaemon(db, runnersFor(db, upcasters, chosen), quietLogger, {
    tickMs: 60_000,
  });
  const started = nowMs();
  await daemon.drainAll();
  const seconds = (nowMs() - started) / 1000;
  await daemon.stop();
  let handled = 0;
  for (const subject of chosen) handled += await checkProjection(db, subject, mix);
  return { how: 'ProjectionDaemon, batch 500', applied: mix.total, handled, seconds };
}

// ---------------------------------------------------------------- main

module.exports = {
  readRun,
  checkProjection,
  countingPublisher,
  runnerCatchUp,
  rebuildCatchUp,
  runnersFor,
  daemonCatchUp,
};
