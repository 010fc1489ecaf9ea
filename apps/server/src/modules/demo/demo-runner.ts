import type { ICommand } from '@nestjs/cqrs';
import type { EventContext } from '../../platform/event-store/event-types';
import { stableId, withStableIds } from '../../platform/ids/ids';
import { DAY, type DemoDependencies, type DemoOptions } from './demo-types';
import type { RecordedCommands } from './demo-recorded';
import { inParallel } from './timeline-clock';

/**
 * The read tables a season's commands read that the season itself changes: deciding a report
 * looks its match up in the reports projection's index. (Squads, captains and league places,
 * read by challenges and reports too, change only between seasons, after a full drain.) So
 * between simulated days only this projection catches up; the others follow at the end of
 * the season, in big batches instead of a few events a day.
 */
const READ_BY_THE_TIMELINE = ['reports'];

/** One command of a season's timeline, at its instant. */
export type Step = {
  at: Date;
  seq: number;
  /** Steps of one group (one pair of teams) run in order; different groups may run at once. */
  group: string;
  run: () => Promise<void>;
  /** Its command reads the reports projection (READ_BY_THE_TIMELINE): caught up before its day. */
  readsReports?: boolean;
};

/** Items by a key, keys in first-seen order. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return [...groups.values()];
}

/** Progress of a timeline: simulated days done of all, after each day. */
export type TimelineProgress = (daysDone: number, days: number) => void;

/**
 * Runs the demo's commands: each with a stable correlation id and stable new ids from its key
 * (so a seed always writes the same league), counted and timed; and lets the projections
 * catch up when the next commands read what the last ones wrote.
 *
 * With `recorded` (a resumed history: what the log already holds from a start that was
 * stopped), a command whose correlation id is in the log is not sent again: it answers what it
 * answered then (the id it created, read back from its event), so the steps after it are
 * built exactly as in a run that was never stopped. With `signal`, an aborted run refuses its
 * next command (a stop between two steps, as Ctrl-C between two transactions).
 */
export class DemoCommandRunner {
  executed = 0;
  /** Commands found in the log and not sent again (a resumed history). */
  skipped = 0;
  /** Something was appended since the last full drain / since the last drain of any kind. */
  private dirty = false;
  private dirtyForReads = false;
  /** Commands in flight at once on independent streams. */
  parallel = 4;
  /** Steps under way (a watchdog's view). */
  readonly active = new Set<string>();
  /** Milliseconds spent in commands and in projection drains (printed by the seed CLI). */
  readonly timings = { commands: 0, drains: 0, waits: 0 };

  constructor(
    private readonly deps: DemoDependencies,
    readonly seed: number,
    private readonly recorded: RecordedCommands | null = null,
    private readonly signal: AbortSignal | null = null,
  ) {}

  /** Answers recorded commands from the log (a resumed history). */
  get resuming(): boolean {
    return this.recorded !== null;
  }

  /** Sends one command built with the step's event context; `key` names the step. */
  execute<R = void>(
    key: string,
    actorUserId: string | null,
    command: (context: EventContext) => ICommand,
  ): Promise<R> {
    return this.run(key, actorUserId, (context) =>
      this.deps.commands.execute<ICommand, R>(command(context)),
    );
  }

  async run<T>(
    key: string,
    actorUserId: string | null,
    work: (context: EventContext) => Promise<T>,
  ): Promise<T> {
    const name = `demo:${this.seed}:${key}`;
    const context: EventContext = { actorUserId, correlationId: stableId(name), causationId: null };
    this.signal?.throwIfAborted();
    if (this.recorded?.has(context.correlationId)) {
      this.skipped += 1;
      const id = this.recorded.get(context.correlationId);
      return (id ? { id } : undefined) as T;
    }
    const started = Date.now();
    const result = await withStableIds(name, () => work(context));
    this.timings.commands += Date.now() - started;
    this.executed += 1;
    this.dirty = true;
    this.dirtyForReads = true;
    return result;
  }

  /**
   * Runs the steps in time order, a day at a time; the read tables catch up between days (a
   * captain answers a report the projections already show, as through the API). Within a day
   * the fixtures run side by side, each fixture's steps in order, each at its own instant.
   */
  async runTimeline(
    steps: Step[],
    clockTo: (instant: Date) => void,
    clock: DemoOptions['clock'],
    progress?: TimelineProgress,
  ): Promise<void> {
    steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
    const days = groupBy(steps, (step) => String(Math.floor(step.at.getTime() / DAY)));
    // without a clock every step runs now (npm start): fixtures side by side as well
    const at: ((instant: Date, work: () => Promise<void>) => Promise<void>) | undefined = clock
      ? clock.at?.bind(clock)
      : (_instant, work) => work();
    for (const [done, day] of days.entries()) {
      if (done > 0) progress?.(done, days.length);
      // a day nobody decides a report on goes on without waiting for the reports projection
      if (day.some((step) => step.readsReports)) await this.drainReads();
      if (!at) {
        for (const step of day) {
          clockTo(step.at);
          await step.run();
        }
        continue;
      }
      await inParallel(
        groupBy(day, (step) => step.group),
        this.parallel,
        (fixture) => this.runFixture(fixture, at),
      );
      clockTo(day[day.length - 1].at);
    }
    await this.drain();
  }

  private async runFixture(
    fixture: Step[],
    at: (instant: Date, work: () => Promise<void>) => Promise<void>,
  ): Promise<void> {
    for (const step of fixture) {
      const label = `${step.group} @ ${step.at.toISOString()}`;
      this.active.add(label);
      try {
        await at(step.at, step.run);
      } catch (error) {
        throw new Error(`demo step ${label}: ${(error as Error).message}`, { cause: error });
      } finally {
        this.active.delete(label);
      }
    }
  }

  /** Only the projections the timeline's commands read (held back: the others wait). */
  private async drainReads(): Promise<void> {
    if (!this.dirtyForReads) return;
    this.dirtyForReads = false;
    const started = Date.now();
    this.timings.waits += 1;
    try {
      await this.deps.drain(READ_BY_THE_TIMELINE);
    } finally {
      this.timings.drains += Date.now() - started;
    }
  }

  /** Every projection catches up with everything appended so far. */
  async drain(): Promise<void> {
    if (!this.dirty) return;
    this.dirty = false;
    this.dirtyForReads = false;
    const started = Date.now();
    this.timings.waits += 1;
    this.deps.hold?.resume();
    try {
      await this.deps.drain();
    } finally {
      await this.deps.hold?.pause();
      this.timings.drains += Date.now() - started;
    }
  }
}
