import {
  countingProjection,
  useProjectionHarness,
} from '../../../../../test/support/projection-harness';
import { testContext } from '../../../../../test/support/infrastructure';
import * as eventStore from '../event-store/event-store';
import { createLogger } from '../logging/logger';
import { defineProjection } from './projection';
import { readCheckpoint } from './checkpoints';
import { ProjectionDaemon } from './projection-daemon';
import { createProjectionTables, rebuildProjection, rebuildProjections } from './rebuild';

jest.setTimeout(60_000);

describe('projection pipeline (real PostgreSQL): batches, checkpoints, poison, rebuild', () => {
  const h = useProjectionHarness('proj');
  const { published, append, rows, runner, drain } = h;

  it('applies a batch and its checkpoint together; a second delivery changes nothing', async () => {
    const p = countingProjection('p_once');
    await createProjectionTables(h.infra.db, p);
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
    await createProjectionTables(h.infra.db, p);
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
    await createProjectionTables(h.infra.db, p);
    const r = runner(p);
    await drain(r);
    const before = await readCheckpoint(h.infra.db, 'p_gap');
    const open = h.infra.db.createQueryRunner();
    await open.connect();
    await open.startTransaction();
    await h.infra.eventStore.append(
      'gap-slow',
      'counter',
      0,
      [{ type: 'Counted', data: { n: 1 } }],
      testContext(),
      open.manager,
    );
    await append('gap-fast', 0, [2]);
    await drain(r, false);
    expect(await readCheckpoint(h.infra.db, 'p_gap')).toMatchObject({
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
    await createProjectionTables(h.infra.db, poisoned);
    await createProjectionTables(h.infra.db, healthy);
    await append('poison-s', 0, [1, 1]);
    await append('poison-s', 2, [5], 'Poison');
    await append('poison-after', 0, [7]);
    const daemon = new ProjectionDaemon(
      h.infra.db,
      [runner(poisoned), runner(healthy)],
      createLogger('test', 'error'),
      {
        tickMs: 60_000,
      },
    );
    await daemon.drainAll();
    await daemon.stop();
    const checkpoint = await readCheckpoint(h.infra.db, 'p_poison');
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

  it('the tick catches a lost wake-up, and an idle tick runs no batch', async () => {
    const p = countingProjection('p_tick');
    await createProjectionTables(h.infra.db, p);
    const r = runner(p);
    const daemon = new ProjectionDaemon(h.infra.db, [r], createLogger('test', 'error'), {
      tickMs: 20,
    });
    await daemon.drainAll();
    const batches = jest.spyOn(r, 'runBatch');
    daemon.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // ~15 ticks, nothing new
      // (the first tick knows nothing yet, and every 30th wakes everything: at most 2 batches)
      expect(batches.mock.calls.length).toBeLessThanOrEqual(2);
      await append('tick-lost', 0, [4]); // appended without a wake-up
      for (let i = 0; i < 100; i++) {
        const seen = (await rows('rm_p_tick')).some(
          (x: { stream_id: string }) => x.stream_id === 'tick-lost',
        );
        if (seen) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(
        (await rows('rm_p_tick')).filter((x: { stream_id: string }) => x.stream_id === 'tick-lost'),
      ).toEqual([{ stream_id: 'tick-lost', events: 1, total: 4 }]);
    } finally {
      batches.mockRestore();
      await daemon.stop();
    }
  });

  it('a rebuild from position 0 equals the live tables and swaps in while the live runner works', async () => {
    const p = countingProjection('p_rebuild');
    await createProjectionTables(h.infra.db, p);
    for (let s = 0; s < 5; s++) await append(`rb-${s}`, 0, [s, s + 1]);
    const live = runner(p);
    await drain(live);
    const liveRows = await rows('rm_p_rebuild');
    const writes = (async () => {
      for (let i = 0; i < 20; i++) await append(`rb-late-${i}`, 0, [i]);
    })();
    const rebuilt = rebuildProjection(h.infra.db, p, h.infra.upcasters, { batchSize: 7 });
    await Promise.all([writes, rebuilt, drain(live)]);
    await drain(live);
    const after = await rows('rm_p_rebuild');
    expect(after.filter((r: { stream_id: string }) => !r.stream_id.startsWith('rb-late-'))).toEqual(
      liveRows.filter((r: { stream_id: string }) => !r.stream_id.startsWith('rb-late-')),
    );
    expect(
      after.filter((r: { stream_id: string }) => r.stream_id.startsWith('rb-late-')),
    ).toHaveLength(20);
    const schemas = await h.infra.db.query(
      `SELECT 1 FROM pg_namespace WHERE nspname = 'rebuild_p_rebuild'`,
    );
    expect(schemas).toHaveLength(0);
  });

  it('a one-pass rebuild of two projections reads the log once and equals both live tables', async () => {
    const [p1, p2] = [countingProjection('p_pass_a'), countingProjection('p_pass_b')];
    for (const p of [p1, p2]) await createProjectionTables(h.infra.db, p);
    for (let s = 0; s < 6; s++) await append(`pass-${s}`, 0, [s, s + 2]);
    const [live1, live2] = [runner(p1), runner(p2)];
    await Promise.all([drain(live1), drain(live2)]);
    const before = [await rows('rm_p_pass_a'), await rows('rm_p_pass_b')];
    const [{ events }] = await h.infra.db.query('SELECT count(*)::int AS events FROM events');
    const reads = jest.spyOn(eventStore, 'readGlobalLog');
    const [r1, r2] = await rebuildProjections(h.infra.db, [p1, p2], h.infra.upcasters, {
      batchSize: 5,
    });
    const logReads = reads.mock.calls.length;
    reads.mockRestore();
    // the pass: one read per batch of 5 for both, the last one short; then each swap's final
    // catch-up finds nothing new (one empty read each). Two replays would read twice as often.
    expect(logReads).toBe(Math.floor(events / 5) + 1 + 2);
    expect(r2.position).toEqual(r1.position);
    expect([r1.applied, r2.applied]).toEqual([events, events]);
    expect([await rows('rm_p_pass_a'), await rows('rm_p_pass_b')]).toEqual(before);
    const schemas = await h.infra.db.query(
      `SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_p_pass_%'`,
    );
    expect(schemas).toHaveLength(0);
  });

  it('a reader holding one live table while it waits for another is never made a deadlock victim by the swap', async () => {
    const handler: Parameters<typeof defineProjection>[0]['handlers'][string] = async (
      event,
      ctx,
    ) => {
      for (const table of ['rm_p_pair_a', 'rm_p_pair_b']) {
        await ctx.query(
          `INSERT INTO ${table} (stream_id, events) VALUES ($1, 1)
           ON CONFLICT (stream_id) DO UPDATE SET events = ${table}.events + 1`,
          [event.streamId],
        );
      }
    };
    const p = defineProjection({
      name: 'p_pair',
      version: 1,
      tables: ['rm_p_pair_a', 'rm_p_pair_b'],
      ddl: [
        'CREATE TABLE rm_p_pair_a (stream_id text PRIMARY KEY, events int NOT NULL)',
        'CREATE TABLE rm_p_pair_b (stream_id text PRIMARY KEY, events int NOT NULL)',
      ],
      handlers: { Counted: handler },
    });
    await createProjectionTables(h.infra.db, p);
    await append('pair-1', 0, [1, 2]);
    await drain(runner(p));

    const reader = h.infra.db.createQueryRunner();
    await reader.connect();
    try {
      await reader.startTransaction();
      await reader.query('SELECT count(*) FROM rm_p_pair_b'); // holds b
      const rebuilt = rebuildProjection(h.infra.db, p, h.infra.upcasters);
      await waitForSwapWaitingOn('rm_p_pair_b'); // the swap holds a and waits for b
      const readA = await reader.query(`SELECT events FROM rm_p_pair_a WHERE stream_id = 'pair-1'`); // waits for a
      await reader.commitTransaction();
      expect(readA).toEqual([{ events: 2 }]);
      await rebuilt;
    } finally {
      await reader.release();
    }
    for (const table of ['rm_p_pair_a', 'rm_p_pair_b']) {
      expect(
        await h.infra.db.query(`SELECT events FROM ${table} WHERE stream_id = 'pair-1'`),
      ).toEqual([{ events: 2 }]);
    }

    async function waitForSwapWaitingOn(table: string) {
      for (let i = 0; i < 500; i++) {
        const waiting: unknown[] = await h.infra.db.query(
          `SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
            WHERE c.relname = $1 AND c.relnamespace = 'public'::regnamespace
              AND l.mode = 'AccessExclusiveLock' AND NOT l.granted`,
          [table],
        );
        if (waiting.length > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error(`the swap never waited for ${table}`);
    }
  });
});
