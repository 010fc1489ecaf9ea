import { ConflictError } from '../http/app-errors';

/** The stream moved on since it was read: someone else appended first. */
export class StreamVersionConflictError extends ConflictError {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(
      'stream.version_conflict',
      'Ktoś inny właśnie zmienił te dane. Odśwież stronę i spróbuj ponownie.',
    );
  }
}
