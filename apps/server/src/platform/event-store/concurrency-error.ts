import { DomainError } from '../domain/domain-error';

/** The stream moved on since it was read: someone else appended first (409 at the edge). */
export class StreamVersionConflictError extends DomainError<
  'stream.version_conflict',
  { streamId: string; expectedVersion: number }
> {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super('stream.version_conflict', { streamId, expectedVersion });
  }
}
