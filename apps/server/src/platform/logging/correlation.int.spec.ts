import { eventually } from '../../../../../test/support/eventually';
import {
  createTestInfrastructure,
  testContext,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { capturingLogger } from '../../../../../test/support/log-capture';
import { testRedisPrefix, testRedisUrl } from '../../../../../test/support/redis';
import { registrationPayload } from '../../../../../test/support/users';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import { createDaemon } from '../bootstrap/infrastructure';
import { noopPublisher } from '../projections/change-collector';
import { createProjectionTables } from '../projections/rebuild';
import { defineProjection } from '../projections/projection';
import { ProjectionDaemon } from '../projections/projection-daemon';
import { ProjectionRunner } from '../projections/projection-runner';
import { startWakeWorker } from '../projections/wake-queue';

jest.setTimeout(60_000);

const uniqueId = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`;

/** Registers a player with the given x-correlation-id; returns the user id. */
async function register(url: string, correlationId: string): Promise<string> {
  const res = await fetch(`${url}/api/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-correlation-id': correlationId },
    body: JSON.stringify(registrationPayload()),
  });
  expect(res.status).toBe(201);
  expect(res.headers.get('x-correlation-id')).toBe(correlationId);
  return ((await res.json()) as { value: { id: string } }).value.id;
}

const eventCorrelationIds = async (infra: TestInfrastructure, userId: string) =>
  (
    await infra.db.query(
      `SELECT metadata->>'correlationId' AS id FROM events WHERE stream_id = $1`,
      [`user-${userId}`],
    )
  ).map((row: { id: string }) => row.id);

describe('correlation ids from a request to its events, logs and projection batches', () => {
  it('in-process projections: the API lines carry the id, batch lines list it', async () => {
    const logs = capturingLogger('debug');
    const infra = await createTestInfrastructure({ label: 'corr', logger: logs.logger });
    let api: ApiApp | null = null;
    try {
      api = await createApiApp(infra, { serveClient: false });
      const url = await api.listen(0, '127.0.0.1');
      const correlationId = uniqueId('corr-inproc');
      const userId = await register(url, correlationId);
      expect(await eventCorrelationIds(infra, userId)).toEqual([correlationId]);
      // the verification mail is logged (no SMTP) while the request is handled
      const mail = await eventually(async () => {
        const [line] = logs.withMessage('e-mail not sent (no SMTP_URL), logged instead');
        expect(line).toBeDefined();
        return line;
      });
      expect(mail.correlationId).toBe(correlationId);
      const batches = await eventually(async () => {
        const lines = logs
          .withMessage('projection batch applied')
          .filter((line) => (line.correlationIds as string[]).includes(correlationId));
        expect(lines.map((line) => line.projection)).toContain('users');
        return lines;
      });
      // a drain outlives the request that woke it: it never carries that request's own id
      for (const line of batches) expect(line.correlationId).toBeUndefined();
    } finally {
      await api?.close();
      await infra.dispose();
    }
  });

  it('Redis mode: the wake-up job and the worker batch log the request ids', async () => {
    const apiLogs = capturingLogger('debug');
    const workerLogs = capturingLogger('debug');
    const redisUrl = await testRedisUrl();
    const redisPrefix = testRedisPrefix('corr');
    const infra = await createTestInfrastructure({
      label: 'corrw',
      redisUrl,
      redisPrefix,
      logger: apiLogs.logger,
    });
    const api = await createApiApp(infra, { serveClient: false });
    const daemon = createDaemon({ ...infra, logger: workerLogs.logger }, noopPublisher);
    const wakeConnection = infra.redis!.duplicate();
    const wakeWorker = startWakeWorker(wakeConnection, redisPrefix, workerLogs.logger, () =>
      daemon.wake(),
    );
    try {
      const url = await api.listen(0, '127.0.0.1');
      const correlationId = uniqueId('corr-worker');
      const userId = await register(url, correlationId);
      expect(await eventCorrelationIds(infra, userId)).toEqual([correlationId]);
      await eventually(async () => {
        const wakeUps = workerLogs.withMessage('projection wake-up');
        expect(wakeUps.some((l) => (l.correlationIds as string[]).includes(correlationId))).toBe(
          true,
        );
        const batches = workerLogs.withMessage('projection batch applied');
        expect(batches.some((l) => (l.correlationIds as string[]).includes(correlationId))).toBe(
          true,
        );
      });
    } finally {
      await wakeWorker.close();
      await wakeConnection.quit();
      await daemon.stop();
      await api.close();
      await infra.dispose();
    }
  });

  it('a poison event is logged with its correlation id', async () => {
    const logs = capturingLogger('debug');
    const infra = await createTestInfrastructure({ label: 'corrp', role: 'cli' });
    try {
      const poisoned = defineProjection({
        name: 'p_corr_poison',
        version: 1,
        tables: ['rm_p_corr_poison'],
        ddl: ['CREATE TABLE rm_p_corr_poison (id text PRIMARY KEY)'],
        handlers: {
          Poison: () => {
            throw new Error('cannot handle this event');
          },
        },
      });
      await createProjectionTables(infra.db, poisoned);
      const context = { ...testContext(), correlationId: uniqueId('corr-poison') };
      await infra.eventStore.append(
        'poison-1',
        'counter',
        0,
        [{ type: 'Poison', data: {} }],
        context,
      );
      const runner = new ProjectionRunner(infra.db, poisoned, infra.upcasters, noopPublisher, {
        batchSize: 10,
        maxFailures: 2,
      });
      const daemon = new ProjectionDaemon(infra.db, [runner], logs.logger, { tickMs: 60_000 });
      await eventually(async () => {
        await daemon.drainAll();
        const failed = logs.withMessage('projection batch failed');
        expect(failed.some((l) => String(l.error).includes(context.correlationId))).toBe(true);
      });
      await daemon.stop();
    } finally {
      await infra.dispose();
    }
  });
});
