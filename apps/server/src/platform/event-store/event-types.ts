/** What a command handler hands to the store: a past-tense fact with its payload. */
export interface NewEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
  /** Version of the payload's schema; old versions are upcast on read. Default 1. */
  schemaVersion?: number;
}

/** Who and what caused an append; stored with every event it writes. */
export interface EventContext {
  actorUserId: string | null;
  correlationId: string;
  /** Id of the command or event that caused this one, when known. */
  causationId: string | null;
}

export interface EventMetadata extends EventContext {
  /** When the event was recorded (ISO instant, from the injected clock). */
  time: string;
  schemaVersion: number;
}

export interface StoredEvent<TType extends string = string, TData = unknown> {
  globalPosition: number;
  /** The writing transaction's id (xid8 as decimal text); orders the global log. */
  transactionId: string;
  streamId: string;
  streamType: string;
  version: number;
  type: TType;
  data: TData;
  metadata: EventMetadata;
}

/** Where a reader of the global log stands: the last (transaction id, position) pair it took. */
export interface LogPosition {
  transactionId: string;
  globalPosition: number;
}

export const LOG_START: LogPosition = { transactionId: '0', globalPosition: 0 };

/** A stream that does not exist yet is at version 0. */
export const NO_STREAM = 0;
