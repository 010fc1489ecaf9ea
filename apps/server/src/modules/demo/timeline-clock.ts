import { AsyncLocalStorage } from 'node:async_hooks';
import type { Clock } from '../../platform/clock/clock';

/**
 * The app's clock while a league is written along a simulated timeline (the seed CLI, tests):
 * `now()` is the instant of the step being run (each concurrent step sees its own), else the
 * instant last `set`. Events therefore carry the time they would have happened at, and a past
 * season is the current one while its challenges are issued.
 */
export class TimelineClock implements Clock {
  private readonly step = new AsyncLocalStorage<Date>();

  constructor(private current: Date) {}

  now(): Date {
    return new Date((this.step.getStore() ?? this.current).getTime());
  }

  set(instant: Date): void {
    this.current = new Date(instant.getTime());
  }

  /** Runs `work` with `now()` answering `instant`. */
  at<T>(instant: Date, work: () => Promise<T>): Promise<T> {
    return this.step.run(new Date(instant.getTime()), work);
  }
}

/** Runs `work` for every item, at most `limit` at a time, in the items' order of start. */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
