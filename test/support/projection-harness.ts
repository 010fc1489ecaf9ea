import type { ChangeMessage } from '@liga/contracts';
import { nextEventAfter } from '../../apps/server/src/platform/event-store/event-store';
import type { ChangePublisher } from '../../apps/server/src/platform/projections/change-collector';
import {
  defineProjection,
  type Projection,
} from '../../apps/server/src/platform/projections/projection';
import { ProjectionRunner } from '../../apps/server/src/platform/projections/projection-runner';
import { createTestInfrastructure, testContext, type TestInfrastructure } from './infrastructure';

/** Counts events per stream and sums their `n`: easy to compare, wrong if anything is applied twice. */
export function countingProjection(name: string, poisonType?: string): Projection {
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

/**
 * The projection pipeline specs' shared set-up: a database of their own (created before the
 * specs of the file, dropped after), what the runners published, and helpers to append
 * counted events, read a table, make a runner and drain it.
 */
export function useProjectionHarness(label: string) {
  const harness = {
    infra: undefined as unknown as TestInfrastructure,
    published: [] as ChangeMessage[],
    publisher: undefined as unknown as ChangePublisher,
    options: { batchSize: 50, maxFailures: 3 },
    append,
    rows,
    runner,
    drain,
  };
  harness.publisher = { publish: (m) => harness.published.push(...m) };
  beforeAll(async () => {
    harness.infra = await createTestInfrastructure({ label, role: 'cli' });
  });
  afterAll(() => harness.infra.dispose());

  function append(stream: string, version: number, ns: number[], type = 'Counted') {
    return harness.infra.eventStore.append(
      stream,
      'counter',
      version,
      ns.map((n) => ({ type, data: { n } })),
      testContext(),
    );
  }
  function rows(table: string) {
    return harness.infra.db.query(
      `SELECT stream_id, events, total FROM ${table} ORDER BY stream_id`,
    );
  }
  function runner(p: Projection) {
    return new ProjectionRunner(
      harness.infra.db,
      p,
      harness.infra.upcasters,
      harness.publisher,
      harness.options,
    );
  }
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
        outcome.kind === 'idle'
          ? await nextEventAfter(harness.infra.db, outcome.checkpoint)
          : 'none';
      if (waitForHeldBack && next !== 'none') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        continue;
      }
      return outcome;
    }
    throw new Error('did not drain');
  }
  return harness;
}
