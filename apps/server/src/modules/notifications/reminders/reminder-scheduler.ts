import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Clock } from '../../../platform/clock/clock';
import type { Logger } from '../../../platform/logging/logger';

/** Runs a due reminder (appends it on the write side); resolves when done. */
export type SendReminder = (matchId: string, kickOff: string) => Promise<unknown>;

/**
 * Where reminders wait until they are due. `plan` (re)schedules a match's reminder, `drop`
 * forgets it; both are idempotent, and the planner calls them again after every restart, so
 * an in-process scheduler survives restarts as well as BullMQ's delayed jobs do.
 */
export interface ReminderScheduler {
  plan(matchId: string, kickOff: string, runAt: Date): Promise<void>;
  drop(matchId: string): Promise<void>;
  close(): Promise<void>;
}

/** A timer can wait at most ~24.8 days; we re-arm at least daily. */
const MAX_TIMER_MS = 24 * 3600_000;
const RETRY_MS = 30_000;

/**
 * Embedded mode: reminders in memory, one timer for the earliest. Rebuilt from the
 * notifications projection at every start (ReminderPlanner.start), so a restart loses none.
 */
export class TimerReminders implements ReminderScheduler {
  private readonly planned = new Map<string, { kickOff: string; runAt: number }>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly clock: Clock,
    private readonly send: SendReminder,
    private readonly logger: Logger,
  ) {}

  async plan(matchId: string, kickOff: string, runAt: Date): Promise<void> {
    this.planned.set(matchId, { kickOff, runAt: runAt.getTime() });
    this.arm();
  }

  async drop(matchId: string): Promise<void> {
    this.planned.delete(matchId);
    this.arm();
  }

  /** The planned reminders (tests, the admin's view of the scheduler). */
  pending(): Array<{ matchId: string; kickOff: string; runAt: Date }> {
    return [...this.planned].map(([matchId, p]) => ({
      matchId,
      kickOff: p.kickOff,
      runAt: new Date(p.runAt),
    }));
  }

  /** Sends every reminder due by the clock now (the timer calls it; tests may too). */
  runDue(): Promise<void> {
    this.running ??= this.sendDue().finally(() => {
      this.running = null;
      this.arm();
    });
    return this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private async sendDue(): Promise<void> {
    const now = this.clock.now().getTime();
    for (const [matchId, p] of [...this.planned]) {
      if (p.runAt > now || this.closed) continue;
      try {
        await this.send(matchId, p.kickOff);
        if (this.planned.get(matchId) === p) this.planned.delete(matchId);
      } catch (error) {
        this.logger.warn('match reminder failed, retried', { matchId, error });
        p.runAt = now + RETRY_MS;
      }
    }
  }

  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.closed || this.planned.size === 0) return;
    const next = Math.min(...[...this.planned.values()].map((p) => p.runAt));
    const wait = Math.max(0, Math.min(MAX_TIMER_MS, next - this.clock.now().getTime()));
    this.timer = setTimeout(() => void this.runDue(), wait);
    this.timer.unref();
  }
}

export const REMINDER_QUEUE = 'reminders';

interface ReminderJob {
  matchId: string;
  kickOff: string;
}

const jobId = (matchId: string) => `reminder-${matchId}`;

/**
 * Redis mode: one BullMQ delayed job per match (job id `reminder-{matchId}`), kept in Redis
 * across restarts of every process; a moved match replaces its job, a cancelled one removes
 * it. A worker runs the job; retried with backoff if the database is away.
 */
export class QueueReminders implements ReminderScheduler {
  private readonly queue: Queue<ReminderJob>;
  private readonly worker: Worker<ReminderJob>;

  constructor(
    connection: Redis,
    prefix: string,
    private readonly clock: Clock,
    send: SendReminder,
    logger: Logger,
  ) {
    this.queue = new Queue<ReminderJob>(REMINDER_QUEUE, { connection, prefix });
    this.worker = new Worker<ReminderJob>(
      REMINDER_QUEUE,
      async (job) => {
        await send(job.data.matchId, job.data.kickOff);
      },
      { connection: connection.duplicate(), prefix, concurrency: 2 },
    );
    this.worker.on('failed', (job, error) =>
      logger.warn('match reminder job failed', { job: job?.id, error: error.message }),
    );
  }

  async plan(matchId: string, kickOff: string, runAt: Date): Promise<void> {
    const existing = await this.queue.getJob(jobId(matchId));
    if (existing?.data.kickOff === kickOff) return;
    if (existing) await existing.remove().catch(() => undefined);
    await this.queue.add(
      'remind',
      { matchId, kickOff },
      {
        jobId: jobId(matchId),
        delay: Math.max(0, runAt.getTime() - this.clock.now().getTime()),
        attempts: 8,
        backoff: { type: 'exponential', delay: 30_000 },
        removeOnComplete: true,
        removeOnFail: 100,
      },
    );
  }

  async drop(matchId: string): Promise<void> {
    const existing = await this.queue.getJob(jobId(matchId));
    await existing?.remove().catch(() => undefined);
  }

  /** The delayed job of a match (tests). */
  job(matchId: string) {
    return this.queue.getJob(jobId(matchId));
  }

  async close(): Promise<void> {
    await this.worker.close();
    await this.queue.close();
  }
}
