/** A projection as the operations console shows it (`GET /api/admin/projections`). */
export interface ProjectionStatusDto {
  name: string;
  /** The checkpoint's status: stopped = by a poison event, paused = by an operator. */
  status: 'running' | 'stopped' | 'paused';
  /** What the console shows: the status, or 'rebuilding' while a rebuild runs. */
  state: 'running' | 'stopped' | 'paused' | 'rebuilding';
  position: number;
  /** Log positions behind the head. */
  lag: number;
  /** Events applied per second over the last seconds (0 when idle). */
  eventsPerSecond: number;
  failures: number;
  lastError: string | null;
  failedPosition: number | null;
  updatedAt: string;
  /** The last rebuild started from the console: its progress, or how it ended. */
  rebuild: {
    applied: number;
    head: number;
    startedAt: string;
    finishedAt: string | null;
    error: string | null;
  } | null;
}

export interface ProjectionsStatusDto {
  head: number;
  projections: ProjectionStatusDto[];
}

/** One event of the log, personal data redacted. */
export interface LogEventDto {
  globalPosition: number;
  streamId: string;
  version: number;
  type: string;
  recordedAt: string;
  actorUserId: string | null;
  correlationId: string | null;
  data: unknown;
}

/** A projection stopped on an event, with the event and its error. */
export interface PoisonEventDto {
  projection: string;
  error: string | null;
  failures: number;
  event: LogEventDto;
}

export interface EventLogPageDto {
  items: LogEventDto[];
  /** Pass as `before` for the next (older) page; null at the start of the log. */
  nextBefore: number | null;
}
