import { AsyncLocalStorage } from 'node:async_hooks';

/** The clock is injected, never read inside business logic (STYLE.md). */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

/**
 * Simulated time for one piece of work and everything it awaits (the demo league's past
 * seasons, written through the commands while the portal serves live requests): the clocks
 * below answer its instant inside that work and their own time everywhere else, so a live
 * request started beside it keeps the real time.
 */
const simulated = new AsyncLocalStorage<{ at: number }>();

function simulatedNow(): Date | null {
  const scope = simulated.getStore();
  return scope ? new Date(scope.at) : null;
}

/** Runs `work` in simulated time starting at `start`; `moveTo` moves that time (its own only). */
export function inSimulatedTime<T>(
  start: Date,
  work: (moveTo: (instant: Date) => void) => Promise<T>,
): Promise<T> {
  const scope = { at: start.getTime() };
  return simulated.run(scope, () => work((instant) => (scope.at = instant.getTime())));
}

/** Runs `work` at a fixed simulated instant (one step of a timeline, beside others). */
export function atSimulatedInstant<T>(instant: Date, work: () => Promise<T>): Promise<T> {
  return simulated.run({ at: instant.getTime() }, work);
}

/**
 * Runs `start` outside any simulated time: a loop or timer begun there (the projection daemon)
 * must not carry the work's instant into everything it does later.
 */
export function outsideSimulatedTime<T>(start: () => T): T {
  return simulated.exit(start);
}

export const systemClock: Clock = { now: () => simulatedNow() ?? new Date() };

/** A clock for tests: starts at a given instant and moves only when told. */
export class FixedClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return simulatedNow() ?? new Date(this.current.getTime());
  }
  set(instant: Date): void {
    this.current = new Date(instant.getTime());
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
