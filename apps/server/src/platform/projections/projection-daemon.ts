import type { DataSource } from 'typeorm';
import { type NextEvent, nextEventAfter } from '../event-store/event-store';
import type { LogPosition } from '../event-store/event-types';
import { withoutLogContext } from '../logging/log-context';
import type { Logger } from '../logging/logger';
import { logAppliedBatch } from './batch-log';
import { atOrAfter } from './log-order';
import type { BatchOutcome } from './batch-outcome';
import type { ProjectionRunner } from './projection-runner';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/**
 * The longest wait between attempts after a failed batch. Most failures are the database being
 * away (restarting, failing over): the projections resume at most this long after it is back.
 */
const MAX_RETRY_DELAY_MS = 1_000;
/**
 * How long the other projections wait at most for the `runsFirst` ones to drain before they
 * start anyway (a first projection that is busy elsewhere, failing or slow never holds them
 * back for longer).
 */
const MAX_FIRST_WAIT_MS = 250;
/**
 * Every this many ticks the tick wakes every projection whatever it knows (a checkpoint moved
 * back by another process — a reset, a resumed projection — is met within this many ticks).
 */
const FULL_TICK_EVERY = 30;

interface RunnerState {
  draining: Promise<void> | null;
  again: boolean;
}

/** Hears where each projection stands after its batches (see ProjectionCatchUp). */
export interface ProgressListener {
  progress(name: string, at: LogPosition): void;
  halted(name: string): void;
}

export interface DaemonOptions {
  /** Catch-up tick: lost wake-ups cost at most this long. */
  tickMs: number;
}

/**
 * Keeps every projection caught up with the log. `wake()` is the fast path (after an append,
 * or a BullMQ job); the tick is the safety net. Each projection drains independently, so a
 * stopped or failing one never blocks the others.
 */
export class ProjectionDaemon {
  private readonly states = new Map<ProjectionRunner, RunnerState>();
  private readonly first: ProjectionRunner[];
  private readonly rest: ProjectionRunner[];
  /** Kicks of the other projections waiting for the first ones (see `wake`). */
  private readonly pendingRest = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private stopping = false;
  /** Where each projection stood after its last batch here ('halted': stopped, not run). */
  private readonly seen = new Map<ProjectionRunner, LogPosition | 'halted'>();
  private ticks = 0;
  private ticking = false;
  private readonly listeners = new Set<ProgressListener>();

  constructor(
    private readonly db: DataSource,
    readonly runners: ProjectionRunner[],
    private readonly logger: Logger,
    private readonly options: DaemonOptions,
  ) {
    for (const runner of runners) this.states.set(runner, { draining: null, again: false });
    this.first = runners.filter((runner) => runner.projection.runsFirst);
    this.rest = runners.filter((runner) => !runner.projection.runsFirst);
  }

  /** Tells `listener` where each projection stands after every batch this daemon runs. */
  onProgress(listener: ProgressListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    this.stopping = false;
    this.timer = setInterval(() => void this.tick(), this.options.tickMs);
    this.timer.unref();
    this.wake();
  }

  /**
   * Asks every projection to catch up; coalesces with a drain already under way. The
   * `runsFirst` projections start at once and the others when those have drained (at most
   * MAX_FIRST_WAIT_MS later): in one process everything shares an event loop and the
   * database, and the first ones' batches and pushes (the live table) would otherwise wait
   * behind the others' round trips and fan-outs to the same rooms. With `types` (the appended
   * event types, from an in-process append), the others wait only when a first projection
   * handles one of them.
   */
  wake(types?: ReadonlySet<string>): void {
    if (this.stopping) return;
    for (const runner of this.first) this.kick(runner);
    const firstDrains = this.first.map((runner) => this.states.get(runner)!.draining);
    // appends that no first projection handles have no push of theirs to let go first: the
    // others start at once (a command waiting for its views does not wait for the table too)
    const firstConcerned = !types || this.first.some((runner) => handlesAny(runner, types));
    if (!firstConcerned || firstDrains.every((drain) => drain === null)) {
      for (const runner of this.rest) this.kick(runner);
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, MAX_FIRST_WAIT_MS);
      void Promise.all(firstDrains).then(
        () => resolve(),
        () => resolve(),
      );
    });
    const pending: Promise<void> = waited.then(() => {
      clearTimeout(timer);
      this.pendingRest.delete(pending);
      if (this.stopping) return;
      for (const runner of this.rest) this.kick(runner);
    });
    this.pendingRest.add(pending);
  }

  /**
   * The safety net for lost wake-ups. An idle Liga would otherwise open a transaction, take a
   * lock and read the log for every projection every tick (in one process with the API, a
   * fifth of its CPU under load): when every projection's last batch here left it at a place
   * with nothing after it in the log, one query says so and nothing is woken.
   */
  private async tick(): Promise<void> {
    if (this.stopping || this.ticking) return;
    this.ticking = true;
    try {
      this.ticks += 1;
      if (this.ticks % FULL_TICK_EVERY !== 0 && (await this.nothingNew())) return;
      this.wake();
    } finally {
      this.ticking = false;
    }
  }

  /** Nothing in the log after the oldest place any running projection was last seen at. */
  private async nothingNew(): Promise<boolean> {
    let oldest: LogPosition | null = null;
    for (const runner of this.runners) {
      const seen = this.seen.get(runner);
      if (seen === undefined) return false;
      if (seen === 'halted') continue;
      if (!oldest || !atOrAfter(seen, oldest)) oldest = seen;
    }
    if (!oldest) return true;
    try {
      return (await nextEventAfter(this.db, oldest)) === 'none';
    } catch {
      return false;
    }
  }

  /** Wakes every projection and resolves when all have drained what was visible. */
  async drainAll(): Promise<void> {
    this.wake();
    await Promise.all(this.pendingRest);
    await Promise.all([...this.states.values()].map((s) => s.draining));
    // a wake-up that arrived during the drain started another round
    await Promise.all(this.pendingRest);
    const again = [...this.states.values()].map((s) => s.draining).filter(Boolean);
    if (again.length > 0) await Promise.all(again);
  }

  /**
   * Drains only the named projections, also while the daemon is stopped (the demo generator
   * keeps the others back, to catch up later in bigger batches); resolves when they drained.
   */
  async drainOnly(names: readonly string[]): Promise<void> {
    const chosen = this.runners.filter((runner) => names.includes(runner.projection.name));
    const stopped = this.stopping;
    this.stopping = false;
    try {
      for (const runner of chosen) this.kick(runner);
      await Promise.all(chosen.map((runner) => this.states.get(runner)!.draining));
    } finally {
      this.stopping = stopped;
    }
  }

  /** Graceful stop: no new batches; batches in flight finish (and commit) or roll back. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all(this.pendingRest);
    await Promise.all([...this.states.values()].map((s) => s.draining));
  }

  private kick(runner: ProjectionRunner): void {
    const state = this.states.get(runner)!;
    if (state.draining) {
      state.again = true;
      return;
    }
    // a drain outlives the request whose append woke it: its lines carry the events' ids instead
    state.draining = withoutLogContext(() => this.drain(runner)).finally(() => {
      state.draining = null;
      if (state.again && !this.stopping) {
        state.again = false;
        this.kick(runner);
      }
    });
  }

  private async drain(runner: ProjectionRunner): Promise<void> {
    let busy = 0;
    let failures = 0;
    while (!this.stopping) {
      const outcome = await runner.runBatch();
      logAppliedBatch(this.logger, runner.projection.name, outcome);
      this.note(runner, outcome);
      this.report(runner.projection.name, outcome);
      if (outcome.kind === 'stopped') return;
      if (outcome.kind === 'busy') {
        // another process holds this projection; it may have missed our wake-up, so retry briefly
        if (++busy > 80) return;
        await sleep(25);
        continue;
      }
      if (outcome.kind === 'failed') {
        failures += 1;
        this.logger.warn('projection batch failed', {
          projection: runner.projection.name,
          error: outcome.error,
          stopped: outcome.stopped,
        });
        if (outcome.stopped || failures > 8) return;
        await sleep(Math.min(MAX_RETRY_DELAY_MS, 50 * 2 ** failures));
        continue;
      }
      if (outcome.kind === 'applied') busy = failures = 0;
      if (!(await this.moreToApply(outcome.checkpoint))) return;
    }
  }

  private note(runner: ProjectionRunner, outcome: BatchOutcome): void {
    if (outcome.kind === 'applied' || outcome.kind === 'idle') {
      this.seen.set(runner, outcome.checkpoint);
    } else if (outcome.kind === 'stopped' || (outcome.kind === 'failed' && outcome.stopped)) {
      this.seen.set(runner, 'halted');
    } else {
      this.seen.delete(runner); // busy elsewhere or failing: the tick wakes it again
    }
  }

  private report(name: string, outcome: BatchOutcome): void {
    if (this.listeners.size === 0) return;
    for (const listener of this.listeners) {
      if (outcome.kind === 'applied' || outcome.kind === 'idle') {
        listener.progress(name, outcome.checkpoint);
      } else if (outcome.kind === 'stopped' || (outcome.kind === 'failed' && outcome.stopped)) {
        listener.halted(name);
      }
    }
  }

  /**
   * Is there more after `after`? One cheap query instead of an empty batch transaction. An
   * event that a batch could not see yet (held back behind an older transaction in flight)
   * is polled for here, every 5 ms for 3 s at most; once visible, the next batch runs at
   * once, never only at the next tick.
   */
  private async moreToApply(after: LogPosition): Promise<boolean> {
    for (let heldBack = 0; heldBack < 600 && !this.stopping; heldBack++) {
      let next: NextEvent;
      try {
        next = await nextEventAfter(this.db, after);
      } catch {
        return false; // the database is away: the tick and the next wake-up look again
      }
      if (next !== 'held-back') return next === 'visible';
      await sleep(5);
    }
    return false;
  }
}

function handlesAny(runner: ProjectionRunner, types: ReadonlySet<string>): boolean {
  const { handlers, batchHandlers, anyEvent, anyEventBatch } = runner.projection;
  if (anyEvent || anyEventBatch) return true;
  for (const type of types) if (handlers[type] ?? batchHandlers?.[type]) return true;
  return false;
}
