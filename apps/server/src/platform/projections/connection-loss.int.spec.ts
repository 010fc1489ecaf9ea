import {
  createTestInfrastructure,
  testContext,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { createLogger } from '../logging/logger';
import { readCheckpoint } from './checkpoints';
import { defineProjection } from './projection';
import { ProjectionDaemon } from './projection-daemon';
import { ProjectionRunner } from './projection-runner';
import { createProjectionTables } from './rebuild';

jest.setTimeout(60_000);

/**
 * A connection that dies under a projection handler (PostgreSQL restarting, a proxy dropping
 * it) is not a poison event: the batch rolls back, nothing is recorded against the event, and
 * the projection applies it once the connection holds. Real PostgreSQL: the handler's own
 * backend is terminated with pg_terminate_backend, as a server shutdown does.
 */
describe('a projection whose connection is lost mid-batch', () => {
  let infra: TestInfrastructure;

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'connloss', role: 'cli' });
  });
  afterAll(() => infra.dispose());

  it('retries the batch from its checkpoint, soon, and never stops the projection', async () => {
    const maxFailures = 2;
    // ten lost connections in a row: with retries at most a second apart (50 ms doubling, capped
    // at 1 s) the daemon waits ~5.5 s in all; a 5 s cap would have made it over 16 s
    let terminationsLeft = 10;
    const projection = defineProjection({
      name: 'p_connloss',
      version: 1,
      tables: ['rm_p_connloss'],
      ddl: ['CREATE TABLE rm_p_connloss (stream_id text PRIMARY KEY, events int NOT NULL)'],
      handlers: {
        Counted: async (event, ctx) => {
          if (terminationsLeft > 0) {
            terminationsLeft -= 1;
            await ctx.query('SELECT pg_terminate_backend(pg_backend_pid())');
          }
          await ctx.query(
            `INSERT INTO rm_p_connloss (stream_id, events) VALUES ($1, 1)
             ON CONFLICT (stream_id) DO UPDATE SET events = rm_p_connloss.events + 1`,
            [event.streamId],
          );
        },
      },
    });
    await createProjectionTables(infra.db, projection);
    for (const stream of ['loss-a', 'loss-b'])
      await infra.eventStore.append(
        stream,
        'counter',
        0,
        [1, 2, 3].map((n) => ({ type: 'Counted', data: { n } })),
        testContext(),
      );
    const runner = new ProjectionRunner(
      infra.db,
      projection,
      infra.upcasters,
      { publish: () => undefined },
      { batchSize: 50, maxFailures },
    );
    const daemon = new ProjectionDaemon(infra.db, [runner], createLogger('test', 'error'), {
      tickMs: 100,
    });
    const startedAt = Date.now();
    daemon.start();
    try {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const rows = await infra.db.query('SELECT count(*)::int AS n FROM rm_p_connloss');
        if (rows[0].n === 2 || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      await daemon.stop();
    }
    expect(terminationsLeft).toBe(0);
    expect(Date.now() - startedAt).toBeLessThan(12_000);
    expect(
      await infra.db.query('SELECT stream_id, events FROM rm_p_connloss ORDER BY stream_id'),
    ).toEqual([
      { stream_id: 'loss-a', events: 3 },
      { stream_id: 'loss-b', events: 3 },
    ]);
    expect(await readCheckpoint(infra.db, 'p_connloss')).toMatchObject({
      status: 'running',
      failures: 0,
      lastError: null,
    });
  });
});
