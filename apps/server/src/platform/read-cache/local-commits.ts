import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { OnModuleDestroy } from '@nestjs/common';
import { type BatchTrace, pushTrace } from '../tracing/push-trace';

/** Batch outcomes after which a projection's rows or checkpoint may have moved. */
const MAY_HAVE_MOVED = new Set(['applied', 'failed', 'stopped']);

/**
 * Counts the projection batches committed in this process: the count moves right after each
 * batch of the in-process daemon has committed (the runner reports every batch on
 * `pushTrace.batch` once it has ended), before any request that arrives later is handled. Used
 * only where this process is the one that projects (embedded mode: in-process daemon, no
 * Redis, a single node), so a read cache may answer without a checkpoint lookup while the
 * count stands still (see ProjectionVersions).
 */
export class LocalProjectionCommits implements OnModuleDestroy {
  private count = 0;
  private readonly onBatch = (message: unknown) => {
    if (MAY_HAVE_MOVED.has((message as BatchTrace).outcome)) this.count += 1;
  };

  constructor() {
    subscribe(pushTrace.batch.name, this.onBatch);
  }

  /** Moves whenever a batch of this process may have changed rows or checkpoints. */
  get generation(): number {
    return this.count;
  }

  onModuleDestroy(): void {
    unsubscribe(pushTrace.batch.name, this.onBatch);
  }
}
