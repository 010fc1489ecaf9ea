import {
  countingProjection,
  useProjectionHarness,
} from '../../../../../test/support/projection-harness';
import { createLogger } from '../logging/logger';
import { readCheckpoint } from './checkpoints';
import { defineProjection, type Projection } from './projection';
import { ProjectionDaemon } from './projection-daemon';
import { ProjectionRunner } from './projection-runner';
import { createProjectionTables } from './rebuild';

jest.setTimeout(60_000);

describe('projection pipeline (real PostgreSQL): pipelined writes, ordering, batch handlers', () => {
  const h = useProjectionHarness('proj');
  const { publisher, options, append, rows, runner, drain } = h;

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
    await createProjectionTables(h.infra.db, p);
    await append('exec-a', 0, [1, 2, 3], 'XCounted');
    await append('exec-a', 3, [0], 'XSnapshot');
    await append('exec-a', 4, [4, 5], 'XCounted');
    await append('exec-a', 6, [0], 'XSnapshot');
    await drain(runner(p));
    await drain(runner(p));
    expect(await rows(table)).toEqual([{ stream_id: 'exec-a', events: 5, total: 15 }]);
    const seen = await h.infra.db.query(`SELECT events FROM ${table}_seen ORDER BY position`);
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
    await createProjectionTables(h.infra.db, p);
    await append('exec-poison', 0, [1, 2], 'YCounted');
    await append('exec-poison', 2, [13], 'YCounted');
    await append('exec-poison-after', 0, [7], 'YCounted');
    const daemon = new ProjectionDaemon(h.infra.db, [runner(p)], createLogger('test', 'error'), {
      tickMs: 60_000,
    });
    await daemon.drainAll();
    await daemon.stop();
    const [poison] = await h.infra.db.query(
      `SELECT global_position FROM events WHERE stream_id = 'exec-poison' AND version = 3`,
    );
    const checkpoint = await readCheckpoint(h.infra.db, 'p_exec_poison');
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
    await createProjectionTables(h.infra.db, first);
    await createProjectionTables(h.infra.db, later);
    await append('order-s', 0, [3]);
    const pushes: string[] = [];
    const recording = (p: Projection) =>
      new ProjectionRunner(
        h.infra.db,
        p,
        h.infra.upcasters,
        { publish: (m) => m.some((x) => x.room === 'league:order-s') && pushes.push(p.name) },
        options,
      );
    const daemon = new ProjectionDaemon(
      h.infra.db,
      [recording(later), recording(first)],
      createLogger('test', 'error'),
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
    await createProjectionTables(h.infra.db, p);
    await append('batch-a', 0, [1, 2], 'BCounted');
    await append('batch-b', 0, [10], 'BCounted');
    await append('batch-a', 2, [0], 'BOther'); // nobody here handles it: the run goes on
    await append('batch-a', 3, [3], 'BCounted');
    await append('batch-a', 4, [0], 'BReset'); // handled here: the run ends
    await append('batch-a', 5, [4, 5], 'BCounted');
    // one batch holds the whole log, so no batch boundary splits a run
    await drain(
      new ProjectionRunner(h.infra.db, p, h.infra.upcasters, publisher, {
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

  it('with batchAcrossTypes, one batch handler of several types gets their events as one run', async () => {
    const runs: Array<Array<[string, number]>> = [];
    const record = async (events: Array<{ type: string; data: unknown }>) => {
      runs.push(events.map((e) => [e.type, (e.data as { n: number }).n]));
    };
    const p = defineProjection({
      name: 'p_across',
      version: 1,
      tables: ['rm_p_across'],
      ddl: ['CREATE TABLE rm_p_across (id int PRIMARY KEY)'],
      handlers: { XStop: async () => undefined },
      batchHandlers: { XOne: record, XTwo: record, XAlone: async (e) => record(e) },
      batchAcrossTypes: true,
    });
    await createProjectionTables(h.infra.db, p);
    await append('across-a', 0, [1], 'XOne');
    await append('across-a', 1, [2], 'XTwo');
    await append('across-a', 2, [0], 'XNobody'); // nobody here handles it: the run goes on
    await append('across-a', 3, [3], 'XOne');
    await append('across-a', 4, [4], 'XAlone'); // another batch handler: a run of its own
    await append('across-a', 5, [5], 'XTwo');
    await append('across-a', 6, [0], 'XStop'); // a per-event handler: the run ends
    await append('across-a', 7, [6], 'XOne');
    await drain(
      new ProjectionRunner(h.infra.db, p, h.infra.upcasters, publisher, {
        ...options,
        batchSize: 10_000,
      }),
    );
    expect(runs).toEqual([
      [
        ['XOne', 1],
        ['XTwo', 2],
        ['XOne', 3],
      ],
      [['XAlone', 4]],
      [['XTwo', 5]],
      [['XOne', 6]],
    ]);
  });
});
