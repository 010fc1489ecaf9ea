import { channel } from 'node:diagnostics_channel';

/**
 * Trace points of the live-push path (append → projection batch → Socket.IO emit → relay on
 * another node), published on Node's diagnostics channels. Nothing is measured or sent while
 * nobody subscribes (`hasSubscribers`), so production pays one property read per point.
 * bench/live-latency.js preloads a subscriber into the server and the worker to break the
 * verification → push latency down. Times are `process.hrtime.bigint()` (CLOCK_MONOTONIC:
 * comparable between the processes of one machine).
 */
export const pushTrace = {
  /** After an append committed: the transaction's events are in the log. */
  appended: channel('liga:push:appended'),
  /** A projection batch ran (whatever its outcome). */
  batch: channel('liga:push:batch'),
  /** Committed changes were handed to Socket.IO (local fan-out, or XADD in Redis mode). */
  emit: channel('liga:push:emit'),
  /** An API node fanned out a broadcast that came from another process through Redis. */
  relay: channel('liga:push:relay'),
};

export interface AppendedTrace {
  at: bigint;
  streamId: string;
  positions: number[];
}

export interface BatchTrace {
  projection: string;
  outcome: string;
  /** When the batch transaction was asked for, and when it had committed (or ended). */
  startedAt: bigint;
  endedAt: bigint;
  count: number;
  /** Global position of the batch's last event (applied batches). */
  position: number | null;
}

export interface EmitTrace {
  startedAt: bigint;
  endedAt: bigint;
  messages: Array<{ topic: string; room: string; position: number }>;
}

export interface RelayTrace {
  startedAt: bigint;
  endedAt: bigint;
  /** The broadcast packet's data: [event name, payload, (offset)]. */
  data: unknown[];
}

export const traceTime = (): bigint => process.hrtime.bigint();
