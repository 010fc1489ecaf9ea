import { Redis } from 'ioredis';
import { testRedisPrefix, testRedisUrl } from '../../../../../../test/support/redis';
import { systemClock } from '../../../platform/clock/clock';
import { createLogger } from '../../../platform/logging/logger';
import { QueueReminders } from './reminder-scheduler';

/** Redis mode: reminders are BullMQ delayed jobs, one per match, kept in Redis. */
describe('reminders as BullMQ delayed jobs', () => {
  let redis: Redis;
  let reminders: QueueReminders;
  const sent: Array<[string, string]> = [];

  beforeAll(async () => {
    redis = new Redis(await testRedisUrl(), { maxRetriesPerRequest: null });
    reminders = new QueueReminders(
      redis,
      testRedisPrefix('reminders'),
      systemClock,
      async (matchId, kickOff) => void sent.push([matchId, kickOff]),
      createLogger('test', 'error'),
    );
  });
  afterAll(async () => {
    await reminders.close();
    await redis.quit();
  });

  it('runs a due job once; a moved match replaces its job; a dropped one never runs', async () => {
    const soon = () => new Date(Date.now() + 400);
    await reminders.plan('m-1', '2030-01-01T10:00:00.000Z', new Date(Date.now() + 60_000));
    const planned = await reminders.job('m-1');
    expect(planned?.opts.delay).toBeGreaterThan(50_000);
    // the match moved: the job is replaced (same id), now due at once
    await reminders.plan('m-1', '2030-01-02T10:00:00.000Z', soon());
    await reminders.plan('m-1', '2030-01-02T10:00:00.000Z', soon()); // idempotent
    await reminders.plan('m-2', '2030-01-03T10:00:00.000Z', soon());
    await reminders.drop('m-2');
    const deadline = Date.now() + 10_000;
    while (sent.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 800));
    expect(sent).toEqual([['m-1', '2030-01-02T10:00:00.000Z']]);
  });
});
