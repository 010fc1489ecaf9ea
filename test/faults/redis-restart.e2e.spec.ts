import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Queue } from 'bullmq';
import type { Socket } from 'socket.io-client';
import { WAKE_QUEUE } from '../../apps/server/src/platform/projections/wake-queue';
import type { ChangeMessage } from '@liga/contracts';
import { eventually } from '../support/eventually';
import {
  addPitch,
  confirmedPitchIds,
  type FaultStack,
  outage,
  pitchesStored,
  startFaultStack,
} from '../support/fault-stack';
import { msToFirstSuccess, probeReadiness, runLoad, statusCounts } from '../support/load';
import { waitForProjections } from '../support/read-tables';
import { onChange, socketFor } from '../support/teams';

jest.setTimeout(150_000);

const OUTAGE_MS = 2_500;

/**
 * Redis is killed (kill -9, every key gone) and started again, empty, while admins add
 * pitches and an admin's socket listens. Redis is only the trigger and the fan-out, never the
 * truth: every write is answered and lands in the log, the worker survives and its projections
 * catch up, readiness says 503 meanwhile, and the connected client gets pushes again.
 */
describe('Redis killed and restarted under load', () => {
  let stack: FaultStack;
  let socket: Socket;
  /** Every push the admin's socket got, with its arrival time. */
  const pushes: Array<{ message: ChangeMessage; at: number }> = [];

  beforeAll(async () => {
    stack = await startFaultStack('redis_fault');
    ({ socket } = await socketFor(stack.app.url, stack.admin.token, ['admin']));
    onChange(socket, (message) => pushes.push({ message, at: Date.now() }));
  });
  afterAll(async () => {
    socket?.disconnect();
    await stack?.close();
  });

  it('loses no write, the projections catch up and the open socket gets current pushes', async () => {
    const { redis, app, worker, infra, admin, http } = stack;
    let pitchNo = 0;
    const load = runLoad(app.url, {
      concurrency: 4,
      timeoutMs: 8_000,
      pauseMs: 20,
      next: () => addPitch(admin, `Boisko ${++pitchNo}`),
    });
    const ready = probeReadiness(app.url);
    const { downAt: killedAt, upAt: restartedAt } = await outage({
      warmUpMs: 1_500,
      outageMs: OUTAGE_MS,
      stop: () => redis.kill(),
      start: () => redis.start(),
    });
    // writes go on after the restart: their pushes must reach the socket opened before it
    await eventually(async () => {
      if (!pushes.some((p) => p.message.topic === 'pitches' && p.at >= restartedAt))
        throw new Error('no push since the restart');
    }, 30_000);
    await eventually(async () => {
      expect(ready.answers.at(-1)?.status).toBe(200);
    }, 30_000);
    const answers = await load.stop();
    const probes = await ready.stop();

    await waitForProjections(infra.db, 30_000);
    const [{ head }] = await infra.db.query('SELECT max(global_position)::int AS head FROM events');
    // one more write: its push carries the head, so the client's view is current
    const { body, path, token } = addPitch(admin, 'Boisko ostatnie');
    const last = await http.post(path, body, token);
    expect(last.status).toBe(201);
    await eventually(async () => {
      expect(Math.max(...pushes.map((p) => p.message.position))).toBeGreaterThan(head);
    }, 15_000);

    const ids = confirmedPitchIds(answers);
    await waitForProjections(infra.db, 15_000);
    const { logged, rows } = await pitchesStored(infra);
    const loggedIds = new Set(logged);
    const summary = {
      writes: answers.length,
      statuses: statusCounts(answers),
      readiness: statusCounts(probes),
      readyAgainAfterRestartMs: msToFirstSuccess(ready, restartedAt),
      outageMs: restartedAt - killedAt,
      slowestWriteMs: Math.max(...answers.map((a) => a.ms)),
      pushes: pushes.length,
      lostWrites: ids.filter((id) => !loggedIds.has(id)).length,
      duplicates: logged.length - loggedIds.size + (rows - loggedIds.size),
      firstPushAfterRestartMs: pushes.find((p) => p.at >= restartedAt)!.at - restartedAt,
    };
    process.stdout.write(`redis-restart: ${JSON.stringify(summary)}\n`);

    // Redis is not on the write path: every write answered 201, none lost, none doubled
    expect(summary.statuses).toEqual({ 201: answers.length });
    expect(ids.filter((id) => !loggedIds.has(id))).toEqual([]);
    expect(logged.length).toBe(ids.length + 1);
    expect(rows).toBe(logged.length);
    // readiness told the load balancer, and is back; both processes lived through it
    expect(summary.readiness[503]).toBeGreaterThan(0);
    expect(Object.keys(summary.readiness).sort()).toEqual(['200', '503']);
    expect(app.process.exitCode).toBeNull();
    expect(worker.process.exitCode).toBeNull();
    // BullMQ reconnected both ways: the API queued wake-ups in the new Redis (the job id counter
    // starts again at 1 there) and the worker took every one of them
    const queue = new Queue(WAKE_QUEUE, {
      connection: { url: redis.url },
      prefix: stack.redisPrefix,
    });
    try {
      expect(
        Number(
          await queue
            .getBackend()
            .client.then((c) => c.get(`${stack.redisPrefix}:${WAKE_QUEUE}:id`)),
        ),
      ).toBeGreaterThan(0);
      await eventually(async () => {
        expect(await queue.getJobCounts('wait', 'active', 'delayed')).toEqual({
          wait: 0,
          active: 0,
          delayed: 0,
        });
      });
    } finally {
      await queue.close();
    }
  });
});
