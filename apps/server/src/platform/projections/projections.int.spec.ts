import type { ChangeMessage } from '@liga/contracts';
import {
  createTestInfrastructure,
  testContext,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import type { ChangePublisher } from './change-collector';
import { nextEventAfter } from '../event-store/event-store';
import { readCheckpoint } from './checkpoints';
import { defineProjection, type Projection } from './projection';
import { ProjectionDaemon } from './projection-daemon';
import { ProjectionRunner } from './projection-runner';
import { createProjectionTables, rebuildProjection } from './rebuild';
import { Logger } from '../logging/logger';

/** Counts events per stream and sums their `n`: easy to compare, wrong if anything is applied twice. */
function countingProjection(name: string, poisonType?: string): Projection {
  const table = `rm_${name}`;
  const handler: Projection['handlers'][string] = async (event, ctx) => {
    if (event.type === poisonType) throw new Error('cannot handle this event');
    await ctx.query(
      `INSERT INTO ${table} (stream_id, events, total) VALUES ($1, 1, $2)
       ON CONFLICT (stream_id) DO UPDATE SET events = ${table}.events + 1, total = ${table}.total + $2`,
      [event.streamId, (event.data as { n?: number }).n ?? 0],
    );
    ctx.notify('leagues', `league:${event.streamId}`);
  };
  return defineProjection({
    name,
    version: 1,
    tables: [table],
    ddl: [
      `CREATE TABLE ${table} (stream_id text PRIMARY KEY, events int NOT NULL, total int NOT NULL)`,
    ],
    handlers: { Counted: handler, ...(poisonType ? { [poisonType]: handler } : {}) },
  });
}

jest.setTimeout(60_000);

describe('projection pipeline (real PostgreSQL)', () => {
  let infra: TestInfrastructure;
  const published: ChangeMessage[] = [];
  const publisher: ChangePublisher = { publish: (m) => published.push(...m) };
  const options = { batchSize: 50, maxFailures: 3 };

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'proj', role: 'cli' });
  });
  afterAll(() => infra.dispose());

  const append = (stream: string, version: number, ns: number[], type = 'Counted') =>
    infra.eventStore.append(
      stream,
      'counter',
      version,
      ns.map((n) => ({ type, data: { n } })),
      testContext(),
    );
  const rows = (table: string) =>
    infra.db.query(`SELECT stream_id, events, total FROM ${table} ORDER BY stream_id`);
  const runner = (p: Projection) =>
    new ProjectionRunner(infra.db, p, infra.upcasters, publisher, options);
  /**
   * Runs batches until nothing is left. 'idle' can also mean "held back": the xmin horizon is
   * cluster-wide, so a transaction in another database (a parallel test run) delays
   * visibility; then wait and look again, as the daemon does.
   */
  async function drain(r: ProjectionRunner, waitForHeldBack = true) {
    for (let i = 0; i < 3000; i++) {
      const outcome = await r.runBatch();
      if (outcome.kind === 'applied' || outcome.kind === 'busy' || outcome.kind === 'failed')
        continue;
      const next =
        outcome.kind === 'idle' ? await nextEventAfter(infra.db, outcome.checkpoint) : 'none';
      if (waitForHeldBack && next !== 'none') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      return outcome;
    }
    throw new Error('did not drain');
  }

  it('applies a batch and its checkpoint together; a second delivery changes nothing', async () => {
    const p = countingProjection('p_once');
    await createProjectionTables(infra.db, p);
    await append('once-a', 0, [1, 2, 3]);
    await append('once-b', 0, [10]);
    const r = runner(p);
    await drain(r);
    const first = await rows('rm_p_once');
    expect(first).toEqual([
      { stream_id: 'once-a', events: 3, total: 6 },
      { stream_id: 'once-b', events: 1, total: 10 },
    ]);
    expect(await r.runBatch()).toMatchObject({ kind: 'idle' });
    await drain(runner(p)); // the same wake-up delivered again, by another runner
    expect(await rows('rm_p_once')).toEqual(first);
    expect(published.some((m) => m.room === 'league:once-a' && m.position > 0)).toBe(true);
  });

  it('two runners of one projection racing apply every event exactly once', async () => {
    const p = countingProjection('p_race');
    await createProjectionTables(infra.db, p);
    for (let s = 0; s < 10; s++)
      await append(
        `race-${s}`,
        0,
        Array.from({ length: 30 }, (_, i) => i),
      );
    await Promise.all([drain(runner(p)), drain(runner(p)), drain(runner(p))]);
    const result = await rows('rm_p_race');
    const raceRows = result.filter((r: { stream_id: string }) => r.stream_id.startsWith('race-'));
    expect(raceRows).toHaveLength(10);
    for (const row of raceRows) expect(row).toMatchObject({ events: 30, total: 435 });
  });

  it('does not move its checkpoint past an event of a transaction still open', async () => {
    const p = countingProjection('p_gap');
    await createProjectionTables(infra.db, p);
    const r = runner(p);
    await drain(r);
    const before = await readCheckpoint(infra.db, 'p_gap');
    const open = infra.db.createQueryRunner();
    await open.connect();
    await open.startTransaction();
    await infra.eventStore.append(
      'gap-slow',
      'counter',
      0,
      [{ type: 'Counted', data: { n: 1 } }],
      testContext(),
      open.manager,
    );
    await append('gap-fast', 0, [2]);
    await drain(r, false);
    expect(await readCheckpoint(infra.db, 'p_gap')).toMatchObject({
      globalPosition: before!.globalPosition,
    });
    await open.commitTransaction();
    await open.release();
    await drain(r);
    const gapRows = (await rows('rm_p_gap')).filter((x: { stream_id: string }) =>
      x.stream_id.startsWith('gap-'),
    );
    expect(gapRows).toEqual([
      { stream_id: 'gap-fast', events: 1, total: 2 },
      { stream_id: 'gap-slow', events: 1, total: 1 },
    ]);
  });

  it('a poison event stops only its projection, after committing the good events before it', async () => {
    const poisoned = countingProjection('p_poison', 'Poison');
    const healthy = countingProjection('p_healthy');
    await createProjectionTables(infra.db, poisoned);
    await createProjectionTables(infra.db, healthy);
    await append('poison-s', 0, [1, 1]);
    await append('poison-s', 2, [5], 'Poison');
    await append('poison-after', 0, [7]);
    const daemon = new ProjectionDaemon(
      infra.db,
      [runner(poisoned), runner(healthy)],
      new Logger('test', 'error'),
      {
        tickMs: 60_000,
      },
    );
    await daemon.drainAll();
    await daemon.stop();
    const checkpoint = await readCheckpoint(infra.db, 'p_poison');
    expect(checkpoint).toMatchObject({ status: 'stopped', failures: 3 });
    expect(checkpoint!.lastError).toMatch(/cannot handle this event/);
    const poisonRows = (await rows('rm_p_poison')).filter((x: { stream_id: string }) =>
      x.stream_id.startsWith('poison'),
    );
    expect(poisonRows).toEqual([{ stream_id: 'poison-s', events: 2, total: 2 }]);
    const healthyRows = (await rows('rm_p_healthy')).filter((x: { stream_id: string }) =>
      x.stream_id.startsWith('poison'),
    );
    expect(healthyRows).toEqual([
      { stream_id: 'poison-after', events: 1, total: 7 },
      { stream_id: 'poison-s', events: 2, total: 2 },
    ]);
  });

  it('a rebuild from position 0 equals the live tables and swaps in while the live runner works', async () => {
    const p = countingProjection('p_rebuild');
    await createProjectionTables(infra.db, p);
    for (let s = 0; s < 5; s++) await append(`rb-${s}`, 0, [s, s + 1]);
    const live = runner(p);
    await drain(live);
    const liveRows = await rows('rm_p_rebuild');
    const writes = (async () => {
      for (let i = 0; i < 20; i++) await append(`rb-late-${i}`, 0, [i]);
    })();
    const rebuilt = rebuildProjection(infra.db, p, infra.upcasters, { batchSize: 7 });
    await Promise.all([writes, rebuilt, drain(live)]);
    await drain(live);
    const after = await rows('rm_p_rebuild');
    expect(after.filter((r: { stream_id: string }) => !r.stream_id.startsWith('rb-late-'))).toEqual(
      liveRows.filter((r: { stream_id: string }) => !r.stream_id.startsWith('rb-late-')),
    );
    expect(
      after.filter((r: { stream_id: string }) => r.stream_id.startsWith('rb-late-')),
    ).toHaveLength(20);
    const schemas = await infra.db.query(
      `SELECT 1 FROM pg_namespace WHERE nspname = 'rebuild_p_rebuild'`,
    );
    expect(schemas).toHaveLength(0);
  });
  it('writes queued with ctx.execute are sent in order, seen by later reads, once per event', async () => {
    const table = 'rm_p_exec';
    const p = defineProjection({
      name: 'p_exec',
      version: 1,
      tables: [table, `${table}_seen`],
      ddl: [
        `CREATE TABLE ${table} (stream_id text PRIMARY KEY, events int NOT NULL, total int NOT NULL)`,
        `CREATE TABLE ${table}_seen (position bigint PRIMARY KEY, events int NOT NULL)`,
      ],
      handlers: {
        XCounted: async (event, ctx) => {
          ctx.execute(
            `INSERT INTO ${table} (stream_id, events, total) VALUES ($1, 1, $2)
             ON CONFLICT (stream_id) DO UPDATE SET events = ${table}.events + 1, total = ${table}.total + $2`,
            [event.streamId, (event.data as { n: number }).n],
          );
        },
        XSnapshot: async (event, ctx) => {
          const [row] = await ctx.query<{ events: number }>(
            `SELECT events FROM ${table} WHERE stream_id = $1`,
            [event.streamId],
          );
          ctx.execute(`INSERT INTO ${table}_seen (position, events) VALUES ($1, $2)`, [
            event.globalPosition,
            row?.events ?? 0,
          ]);
        },
      },
    });
    await createProjectionTables(infra.db, p);
    await append('exec-a', 0, [1, 2, 3], 'XCounted');
    await append('exec-a', 3, [0], 'XSnapshot');
    await append('exec-a', 4, [4, 5], 'XCounted');
    await append('exec-a', 6, [0], 'XSnapshot');
    await drain(runner(p));
    await drain(runner(p));
    expect(await rows(table)).toEqual([{ stream_id: 'exec-a', events: 5, total: 15 }]);
    const seen = await infra.db.query(`SELECT events FROM ${table}_seen ORDER BY position`);
    expect(seen).toEqual([{ events: 3 }, { events: 5 }]);
  });

  it('a pipelined write that fails in PostgreSQL stops its projection at the event that queued it', async () => {
    const table = 'rm_p_exec_poison';
    const p = defineProjection({
      name: 'p_exec_poison',
      version: 1,
      tables: [table],
      ddl: [
        `CREATE TABLE ${table} (stream_id text PRIMARY KEY, events int NOT NULL, total int NOT NULL)`,
      ],
      handlers: {
        YCounted: async (event, ctx) => {
          const n = (event.data as { n: number }).n;
          ctx.execute(
            `INSERT INTO ${table} (stream_id, events, total) VALUES ($1, 1, $2)
             ON CONFLICT (stream_id) DO UPDATE SET events = ${table}.events + 1, total = ${table}.total + $2`,
            // n = 13 writes NULL into a NOT NULL column: the database refuses it, not the handler
            [event.streamId, n === 13 ? null : n],
          );
        },
      },
    });
    await createProjectionTables(infra.db, p);
    await append('exec-poison', 0, [1, 2], 'YCounted');
    await append('exec-poison', 2, [13], 'YCounted');
    await append('exec-poison-after', 0, [7], 'YCounted');
    const daemon = new ProjectionDaemon(infra.db, [runner(p)], new Logger('test', 'error'), {
      tickMs: 60_000,
    });
    await daemon.drainAll();
    await daemon.stop();
    const [poison] = await infra.db.query(
      `SELECT global_position FROM events WHERE stream_id = 'exec-poison' AND version = 3`,
    );
    const checkpoint = await readCheckpoint(infra.db, 'p_exec_poison');
    expect(checkpoint).toMatchObject({
      status: 'stopped',
      failures: 3,
      failedPosition: Number(poison.global_position),
    });
    expect(checkpoint!.lastError).toMatch(/null value/);
    expect(await rows(table)).toEqual([{ stream_id: 'exec-poison', events: 2, total: 3 }]);
  });

  it('a runsFirst projection drains and pushes before the others woken by the same append start', async () => {
    // the first one is the slower: run side by side, the other would push first
    const slow = countingProjection('p_first');
    const first: Projection = {
      ...slow,
      runsFirst: true,
      handlers: {
        Counted: async (event, ctx) => {
          if (event.streamId === 'order-s') await ctx.query('SELECT pg_sleep(0.1)');
          await slow.handlers.Counted!(event, ctx);
        },
      },
    };
    const later = countingProjection('p_later');
    await createProjectionTables(infra.db, first);
    await createProjectionTables(infra.db, later);
    await append('order-s', 0, [3]);
    const pushes: string[] = [];
    const recording = (p: Projection) =>
      new ProjectionRunner(
        infra.db,
        p,
        infra.upcasters,
        { publish: (m) => m.some((x) => x.room === 'league:order-s') && pushes.push(p.name) },
        options,
      );
    const daemon = new ProjectionDaemon(
      infra.db,
      [recording(later), recording(first)],
      new Logger('test', 'error'),
      { tickMs: 60_000 },
    );
    await daemon.drainAll();
    await daemon.stop();
    expect(pushes).toEqual(['p_first', 'p_later']);
    for (const table of ['rm_p_first', 'rm_p_later'])
      expect(
        (await rows(table)).filter((r: { stream_id: string }) => r.stream_id === 'order-s'),
      ).toEqual([{ stream_id: 'order-s', events: 1, total: 3 }]);
  });

  it('a batch handler gets runs of its type in log order, split only by events the projection handles', async () => {
    const table = 'rm_p_batch';
    const runs: number[][] = [];
    const p = defineProjection({
      name: 'p_batch',
      version: 1,
      tables: [table],
      ddl: [
        `CREATE TABLE ${table} (stream_id text PRIMARY KEY, events int NOT NULL, total int NOT NULL)`,
      ],
      handlers: {
        BReset: async (event, ctx) => {
          await ctx.query(`UPDATE ${table} SET events = 0, total = 0 WHERE stream_id = $1`, [
            event.streamId,
          ]);
        },
      },
      batchHandlers: {
        BCounted: async (events, ctx) => {
          runs.push(events.map((e) => (e.data as { n: number }).n));
          const byStream = new Map<string, { events: number; total: number }>();
          for (const e of events) {
            const entry = byStream.get(e.streamId) ?? { events: 0, total: 0 };
            entry.events += 1;
            entry.total += (e.data as { n: number }).n;
            byStream.set(e.streamId, entry);
          }
          await ctx.query(
            `INSERT INTO ${table} (stream_id, events, total)
             SELECT * FROM unnest($1::text[], $2::int[], $3::int[])
             ON CONFLICT (stream_id) DO UPDATE
               SET events = ${table}.events + EXCLUDED.events, total = ${table}.total + EXCLUDED.total`,
            [
              [...byStream.keys()],
              [...byStream.values()].map((v) => v.events),
              [...byStream.values()].map((v) => v.total),
            ],
          );
        },
      },
    });
    await createProjectionTables(infra.db, p);
    await append('batch-a', 0, [1, 2], 'BCounted');
    await append('batch-b', 0, [10], 'BCounted');
    await append('batch-a', 2, [0], 'BOther'); // nobody here handles it: the run goes on
    await append('batch-a', 3, [3], 'BCounted');
    await append('batch-a', 4, [0], 'BReset'); // handled here: the run ends
    await append('batch-a', 5, [4, 5], 'BCounted');
    // one batch holds the whole log, so no batch boundary splits a run
    await drain(
      new ProjectionRunner(infra.db, p, infra.upcasters, publisher, {
        ...options,
        batchSize: 10_000,
      }),
    );
    expect(runs).toEqual([
      [1, 2, 10, 3],
      [4, 5],
    ]);
    expect(await rows(table)).toEqual([
      { stream_id: 'batch-a', events: 2, total: 9 },
      { stream_id: 'batch-b', events: 1, total: 10 },
    ]);
  });
});
