import type { LogPosition } from '../event-store/event-types';

/** What one batch of one projection came to (ProjectionRunner.runBatch). */
export type BatchOutcome =
  /** `checkpoint`: where the projection now stands (the last event applied). */
  | {
      kind: 'applied';
      count: number;
      position: number;
      /** The distinct correlation ids of the events applied (the requests behind them). */
      correlationIds: string[];
      checkpoint: LogPosition;
    }
  /** Nothing visible after `checkpoint` when the batch read the log. */
  | { kind: 'idle'; checkpoint: LogPosition }
  | { kind: 'busy' }
  | { kind: 'stopped' }
  | { kind: 'failed'; error: string; stopped: boolean };
