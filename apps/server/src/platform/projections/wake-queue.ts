import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { currentLogContext } from '../logging/log-context';
import type { Logger } from '../logging/logger';

export const WAKE_QUEUE = 'projections';

/** What a wake-up job carries: for the logs only (the requests whose appends it announces). */
export interface WakeJobData {
  correlationIds?: string[];
}

/**
 * The trigger from appends to projection workers, through BullMQ. Jobs carry nothing
 * authoritative (the event table is the truth): a burst of appends in one process becomes
 * one job, a lost job costs at most one worker tick.
 */
export class ProjectionWakeQueue {
  private readonly queue: Queue<WakeJobData>;
  private scheduled = false;
  private readonly correlationIds = new Set<string>();

  constructor(
    connection: Redis,
    prefix: string,
    private readonly logger: Logger,
  ) {
    this.queue = new Queue(WAKE_QUEUE, { connection, prefix });
  }

  /** Called after an append committed, inside the appending request's log context. */
  signal(): void {
    const correlationId = currentLogContext()?.correlationId;
    if (typeof correlationId === 'string') this.correlationIds.add(correlationId);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const data = { correlationIds: [...this.correlationIds] };
      this.correlationIds.clear();
      this.queue
        .add('wake', data, { removeOnComplete: true, removeOnFail: 100 })
        .catch((error: unknown) => this.logger.warn('projection wake-up not queued', { error }));
    });
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

/** The worker side: each job wakes the local daemon (which coalesces with drains under way). */
export function startWakeWorker(
  connection: Redis,
  prefix: string,
  logger: Logger,
  onWake: () => void,
): Worker<WakeJobData> {
  return new Worker<WakeJobData>(
    WAKE_QUEUE,
    async (job) => {
      logger.debug('projection wake-up', { job: job.id, correlationIds: job.data.correlationIds });
      onWake();
    },
    { connection, prefix, concurrency: 1 },
  );
}
