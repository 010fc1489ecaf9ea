import type { DataSource } from 'typeorm';
import { readGlobalLog } from '../event-store/event-store';
import { toStoredEvent } from '../event-store/event-row';
import type { UpcasterRegistry } from '../event-store/upcasters';
import { isDatabaseUnavailable } from '../database/connection-errors';
import { applyEvents, ASYNC_COMMIT, ProjectionHandlerError } from './apply-batch';
import { ChangeCollector, type ChangePublisher } from './change-collector';
import { readCheckpoint, recordFailure } from './checkpoints';
import { correlationIdsOf } from './batch-log';
import type { BatchOutcome } from './batch-outcome';
import type { Projection } from './projection';
import { pushTrace, traceTime } from '../tracing/push-trace';

export interface RunnerOptions {
  batchSize: number;
  /** Failed attempts on one event before the projection stops (visibly). */
  maxFailures: number;
}

const LOCK_NAMESPACE = 7_310_002;

/**
 * Runs one batch of one projection: under a transaction-scoped advisory lock (one runner
 * per projection across all processes), read events after the checkpoint, apply them and
 * move the checkpoint in the same transaction. Redelivery of a batch is therefore harmless.
 */
export class ProjectionRunner {
  /** After a failure, the next batches hold one event each, so a poison event is isolated. */
  private singleEventBatchesLeft = 0;

  constructor(
    private readonly db: DataSource,
    readonly projection: Projection,
    private readonly upcasters: UpcasterRegistry,
    private readonly publisher: ChangePublisher,
    private readonly options: RunnerOptions,
  ) {}

  async runBatch(): Promise<BatchOutcome> {
    if (!pushTrace.batch.hasSubscribers) return this.runOneBatch();
    const startedAt = traceTime();
    const outcome = await this.runOneBatch();
    pushTrace.batch.publish({
      projection: this.projection.name,
      outcome: outcome.kind,
      startedAt,
      endedAt: traceTime(),
      count: outcome.kind === 'applied' ? outcome.count : 0,
      position: outcome.kind === 'applied' ? outcome.position : null,
    });
    return outcome;
  }

  private async runOneBatch(): Promise<BatchOutcome> {
    const changes = new ChangeCollector();
    try {
      const outcome = await this.db.transaction(async (manager): Promise<BatchOutcome> => {
        // The batch commits asynchronously (no wait for the WAL flush), see ASYNC_COMMIT.
        const [{ locked }] = await manager.query(
          `SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked, ${ASYNC_COMMIT}`,
          [LOCK_NAMESPACE, this.projection.name],
        );
        if (!locked) return { kind: 'busy' };
        const checkpoint = await readCheckpoint(manager, this.projection.name);
        // stopped by a poison event, or paused by an operator: nothing runs until it is resumed
        if (!checkpoint || checkpoint.status !== 'running') return { kind: 'stopped' };
        const limit = this.singleEventBatchesLeft > 0 ? 1 : this.options.batchSize;
        const rows = await readGlobalLog(manager, checkpoint, limit);
        const from = {
          transactionId: checkpoint.transactionId,
          globalPosition: checkpoint.globalPosition,
        };
        if (rows.length === 0) return { kind: 'idle', checkpoint: from };
        const events = rows.map((row) => toStoredEvent(row, this.upcasters));
        // the checkpoint moves with the last writes, in one round trip
        const last = await applyEvents(
          manager,
          this.projection,
          events,
          changes,
          this.projection.name,
        );
        return {
          kind: 'applied',
          count: events.length,
          position: events[events.length - 1].globalPosition,
          correlationIds: correlationIdsOf(events),
          checkpoint: last ?? from,
        };
      });
      if (outcome.kind === 'applied') {
        this.singleEventBatchesLeft = Math.max(0, this.singleEventBatchesLeft - 1);
        if (changes.size > 0) this.publisher.publish(changes.messages(outcome.position));
      }
      return outcome;
    } catch (error) {
      return this.fail(error);
    }
  }

  private async fail(error: unknown): Promise<BatchOutcome> {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    // Not a handler's fault (database down, connection lost, also under a handler's query):
    // nothing is recorded against the event; the caller backs off and retries.
    if (!(error instanceof ProjectionHandlerError) || isDatabaseUnavailable(error.cause)) {
      return { kind: 'failed', error: message, stopped: false };
    }
    // A failed batch of many events: retry one at a time to commit the good ones first.
    if (this.singleEventBatchesLeft === 0) {
      this.singleEventBatchesLeft = this.options.batchSize;
      return { kind: 'failed', error: message, stopped: false };
    }
    try {
      const checkpoint = await readCheckpoint(this.db, this.projection.name);
      const stop = (checkpoint?.failures ?? 0) + 1 >= this.options.maxFailures;
      await recordFailure(this.db, this.projection.name, message, error.event.globalPosition, stop);
      return { kind: 'failed', error: message, stopped: stop };
    } catch (recordError) {
      // the failure could not be recorded (the database went away meanwhile): retry later
      return {
        kind: 'failed',
        error: `${message}; not recorded: ${String(recordError)}`,
        stopped: false,
      };
    }
  }
}
