import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from '../logging/logger';

export const WAKE_QUEUE = 'projections';

/**
 * The trigger from appends to projection workers, through BullMQ. Jobs carry nothing
 * authoritative (the event table is the truth): a burst of appends in one process becomes
 * one job, a lost job costs at most one worker tick.
 */
export class ProjectionWakeQueue {
  private readonly queue: Queue;
  private scheduled = false;

  constructor(
    connection: Redis,
    prefix: string,
    private readonly logger: Logger,
  ) {
    this.queue = new Queue(WAKE_QUEUE, { connection, prefix });
  }

  signal(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.queue
        .add('wake', {}, { removeOnComplete: true, removeOnFail: 100 })
        .catch((error: unknown) => this.logger.warn('projection wake-up not queued', { error }));
    });
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

/** The worker side: each job wakes the local daemon (which coalesces with drains under way). */
export function startWakeWorker(connection: Redis, prefix: string, onWake: () => void): Worker {
  return new Worker(
    WAKE_QUEUE,
    async () => {
      onWake();
    },
    { connection, prefix, concurrency: 1 },
  );
}
