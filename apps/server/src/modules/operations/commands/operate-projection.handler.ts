import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Queryable } from '../../../platform/event-store/event-store';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import type { ProjectionStatus } from '../../../platform/projections/checkpoints';
import { ProjectionDaemon } from '../../../platform/projections/projection-daemon';
import {
  type OperationsCommand,
  operationsDecider,
  operationsStream,
  type SeenCheckpoint,
} from '../domain/operations.decider';
import { isRebuilding } from '../queries/projection-status';
import { ProjectionRebuilds } from './projection-rebuilds';

const LOCK_NAMESPACE = 7_310_002;

type Operation =
  | { type: 'PauseProjection' | 'ResumeProjection' | 'RebuildProjection' }
  | { type: 'RetryPoisonEvent'; globalPosition: number }
  | { type: 'SkipPoisonEvent'; globalPosition: number; reason: string };

export class OperateProjectionCommand {
  constructor(
    readonly projection: string,
    readonly operation: Operation,
    readonly context: EventContext,
    /** false: a rebuild is recorded and marked started, and the caller starts it (with others). */
    readonly startRebuild = true,
  ) {}
}

interface CheckpointRow {
  status: ProjectionStatus;
  failed_position: string | null;
  last_error: string | null;
  rebuild_started_at: Date | null;
  rebuild_updated_at: Date | null;
  rebuild_finished_at: Date | null;
  now: Date;
  event_type: string | null;
  stream_id: string | null;
  transaction_id: string | null;
}

/**
 * The console's commands on one projection: pause, resume, rebuild, retry or skip its poison
 * event. One transaction holds the projection's lock (no batch runs meanwhile), reads its
 * checkpoint, decides (the event on `projection-ops-{name}`, audited) and changes the
 * checkpoint; a rebuild starts after the commit. Unknown projection → 404, a skip or retry of
 * an event that did not stop it → 409: nothing written.
 */
@CommandHandler(OperateProjectionCommand)
export class OperateProjectionHandler implements ICommandHandler<OperateProjectionCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(ProjectionRebuilds) private readonly rebuilds: ProjectionRebuilds,
    @Inject(ProjectionDaemon) private readonly daemon: ProjectionDaemon | null,
  ) {}

  async execute({
    projection,
    operation,
    context,
    startRebuild,
  }: OperateProjectionCommand): Promise<void> {
    const known = this.rebuilds.find(projection) !== undefined;
    await this.unitOfWork.run(context, async (unit) => {
      let seen: SeenCheckpoint | null = null;
      if (known) {
        await unit.tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
          LOCK_NAMESPACE,
          projection,
        ]);
        const [row] = await unit.tx.query<CheckpointRow[]>(
          `SELECT c.status, c.failed_position, c.last_error, c.rebuild_started_at,
                  c.rebuild_updated_at, c.rebuild_finished_at, now() AS now,
                  e.event_type, e.stream_id, e.transaction_id::text AS transaction_id
             FROM projection_checkpoints c
             LEFT JOIN events e ON e.global_position = c.failed_position
            WHERE c.name = $1 FOR UPDATE OF c`,
          [projection],
        );
        seen = row ? seenOf(row) : null;
      }
      const command = { ...operation, projection, seen } as OperationsCommand;
      await unit.decide(operationsStream(projection), operationsDecider, command);
      await this.apply(unit.tx, projection, operation);
    });
    if (operation.type !== 'RebuildProjection') this.daemon?.wake();
    else if (startRebuild) void this.rebuilds.start(projection);
  }

  private async apply(tx: Queryable, name: string, operation: Operation): Promise<void> {
    switch (operation.type) {
      case 'PauseProjection':
        await tx.query(
          `UPDATE projection_checkpoints SET status = 'paused', updated_at = now() WHERE name = $1`,
          [name],
        );
        return;
      case 'ResumeProjection':
      case 'RetryPoisonEvent':
        await tx.query(
          `UPDATE projection_checkpoints SET status = 'running', failures = 0, updated_at = now()
            WHERE name = $1`,
          [name],
        );
        return;
      case 'SkipPoisonEvent':
        // the checkpoint passes the poison event as if applied: the next batch starts after it
        await tx.query(
          `UPDATE projection_checkpoints c
              SET transaction_id = e.transaction_id, global_position = e.global_position,
                  status = 'running', failures = 0, last_error = NULL, failed_position = NULL,
                  updated_at = now()
             FROM events e
            WHERE c.name = $1 AND e.global_position = $2`,
          [name, operation.globalPosition],
        );
        return;
      case 'RebuildProjection':
        await ProjectionRebuilds.markStarted(tx, name);
        return;
    }
  }
}

function seenOf(row: CheckpointRow): SeenCheckpoint {
  return {
    status: row.status,
    poison:
      row.failed_position !== null && row.event_type !== null
        ? {
            globalPosition: Number(row.failed_position),
            eventType: row.event_type,
            streamId: row.stream_id ?? '',
            error: row.last_error ?? '',
          }
        : null,
    rebuilding: isRebuilding(row),
  };
}
