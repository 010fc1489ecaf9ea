import { EventStore1732200000000 } from './1732200000000-event-store';

/** Every migration, in order. TypeORM runs them; `synchronize` is never used. */
export const migrations = [EventStore1732200000000];
