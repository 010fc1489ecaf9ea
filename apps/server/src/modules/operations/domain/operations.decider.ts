import { assertNever, type Decider, type DomainEvent } from '../../../platform/event-store/decider';
import type { ProjectionStatus } from '../../../platform/projections/checkpoints';
import { operationsErrors } from './operations.errors';

/**
 * What operators did to a projection, on its stream `projection-ops-{name}` (audited: the
 * audit trail files each under the acting admin, and a skip under the skipped event's entity).
 * The projection's checkpoint is operational data, not an event: the handler reads it and
 * hands what it saw to the decision (`seen`), which stays pure.
 */
export type ProjectionPaused = DomainEvent<'ProjectionPaused', { projection: string }>;
export type ProjectionResumed = DomainEvent<'ProjectionResumed', { projection: string }>;
export type ProjectionRebuildStarted = DomainEvent<
  'ProjectionRebuildStarted',
  { projection: string }
>;
export type PoisonEventSkipped = DomainEvent<
  'PoisonEventSkipped',
  {
    projection: string;
    globalPosition: number;
    eventType: string;
    /** The skipped event's stream (the audit files the skip under its match, team or user). */
    streamId: string;
    error: string;
    reason: string;
  }
>;
export type PoisonEventRetried = DomainEvent<
  'PoisonEventRetried',
  { projection: string; globalPosition: number; eventType: string; streamId: string }
>;
export type OperationsEvent =
  | ProjectionPaused
  | ProjectionResumed
  | ProjectionRebuildStarted
  | PoisonEventSkipped
  | PoisonEventRetried;

/** The projection's checkpoint as the handler read it (null: no such projection). */
export interface SeenCheckpoint {
  status: ProjectionStatus;
  /** The poison event, when the projection stopped on one. */
  poison: { globalPosition: number; eventType: string; streamId: string; error: string } | null;
  rebuilding: boolean;
}

type Seen = { projection: string; seen: SeenCheckpoint | null };
export type PauseProjection = { type: 'PauseProjection' } & Seen;
export type ResumeProjection = { type: 'ResumeProjection' } & Seen;
export type RebuildProjection = { type: 'RebuildProjection' } & Seen;
export type SkipPoisonEvent = {
  type: 'SkipPoisonEvent';
  globalPosition: number;
  reason: string;
} & Seen;
export type RetryPoisonEvent = { type: 'RetryPoisonEvent'; globalPosition: number } & Seen;
export type OperationsCommand =
  PauseProjection | ResumeProjection | RebuildProjection | SkipPoisonEvent | RetryPoisonEvent;

export const operationsStream = (projection: string) => ({
  streamId: `projection-ops-${projection}`,
  streamType: 'operations',
});

function known(command: Seen): SeenCheckpoint {
  if (!command.seen) throw operationsErrors.unknownProjection();
  return command.seen;
}

/** The poison event the command names, or the refusal: no poison, or another position. */
function poisonAt(seen: SeenCheckpoint, globalPosition: number) {
  if (seen.status !== 'stopped' || !seen.poison || seen.poison.globalPosition !== globalPosition) {
    throw operationsErrors.notPoisoned();
  }
  return seen.poison;
}

function decide(command: OperationsCommand, _state: null): OperationsEvent[] {
  const projection = command.projection;
  switch (command.type) {
    case 'PauseProjection': {
      if (known(command).status === 'paused') return []; // already paused: nothing to do
      return [{ type: 'ProjectionPaused', data: { projection } }];
    }
    case 'ResumeProjection': {
      if (known(command).status === 'running') return []; // already running: nothing to do
      return [{ type: 'ProjectionResumed', data: { projection } }];
    }
    case 'RebuildProjection': {
      if (known(command).rebuilding) throw operationsErrors.rebuildRunning();
      return [{ type: 'ProjectionRebuildStarted', data: { projection } }];
    }
    case 'SkipPoisonEvent': {
      const poison = poisonAt(known(command), command.globalPosition);
      return [
        {
          type: 'PoisonEventSkipped',
          data: { projection, ...poison, reason: command.reason },
        },
      ];
    }
    case 'RetryPoisonEvent': {
      const { globalPosition, eventType, streamId } = poisonAt(
        known(command),
        command.globalPosition,
      );
      return [
        { type: 'PoisonEventRetried', data: { projection, globalPosition, eventType, streamId } },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const operationsDecider: Decider<null, OperationsCommand, OperationsEvent> = {
  initialState: () => null,
  evolve: (state) => state,
  decide,
};
