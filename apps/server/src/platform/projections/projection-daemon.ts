import type { DataSource } from 'typeorm';
import { hasHeldBackEvents } from '../event-store/event-store';
import type { Logger } from '../logging/logger';
import { readCheckpoint } from './checkpoints';
import type { ProjectionRunner } from './projection-runner';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface RunnerState {
  draining: Promise<void> | null;
  again: boolean;
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
  private timer: NodeJS.Timeout | null = null;
  private stopping = false;

  constructor(
    private readonly db: DataSource,
    readonly runners: ProjectionRunner[],
    private readonly logger: Logger,
    private readonly options: DaemonOptions,
  ) {
    for (const runner of runners) this.states.set(runner, { draining: null, again: false });
  }

  start(): void {
    this.stopping = false;
    this.timer = setInterval(() => this.wake(), this.options.tickMs);
    this.timer.unref();
    this.wake();
  }

  /** Asks every projection to catch up; coalesces with a drain already under way. */
  wake(): void {
    if (this.stopping) return;
    for (const runner of this.runners) this.kick(runner);
  }

  /** Wakes every projection and resolves when all have drained what was visible. */
  async drainAll(): Promise<void> {
    this.wake();
    await Promise.all([...this.states.values()].map((s) => s.draining));
    // a wake-up that arrived during the drain started another round
    const again = [...this.states.values()].map((s) => s.draining).filter(Boolean);
    if (again.length > 0) await Promise.all(again);
  }

  /** Graceful stop: no new batches; batches in flight finish (and commit) or roll back. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([...this.states.values()].map((s) => s.draining));
  }

  private kick(runner: ProjectionRunner): void {
    const state = this.states.get(runner)!;
    if (state.draining) {
      state.again = true;
      return;
    }
    state.draining = this.drain(runner).finally(() => {
      state.draining = null;
      if (state.again && !this.stopping) {
        state.again = false;
        this.kick(runner);
      }
    });
  }

  private async drain(runner: ProjectionRunner): Promise<void> {
    let busy = 0;
    let heldBack = 0;
    let failures = 0;
    while (!this.stopping) {
      const outcome = await runner.runBatch();
      if (outcome.kind === 'applied') {
        busy = heldBack = failures = 0;
        continue;
      }
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
        await sleep(Math.min(5_000, 50 * 2 ** failures));
        continue;
      }
      // idle: nothing visible; committed events may still wait behind an older open transaction
      if (++heldBack < 300 && (await this.heldBack(runner))) {
        await sleep(10);
        continue;
      }
      return;
    }
  }

  private async heldBack(runner: ProjectionRunner): Promise<boolean> {
    try {
      const checkpoint = await readCheckpoint(this.db, runner.projection.name);
      return checkpoint !== null && (await hasHeldBackEvents(this.db, checkpoint));
    } catch {
      return false;
    }
  }
}
