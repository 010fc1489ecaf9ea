import type { LogPosition } from '../event-store/event-types';
import { atOrAfter } from './log-order';
import type { Projection } from './projection';

/** Where checkpoints are read (a DataSource). */
export interface CheckpointSource {
  query(sql: string, params: unknown[]): Promise<unknown>;
}

export interface CatchUpOptions {
  /** The longest a command waits for its views before it answers "catching up". */
  timeoutMs: number;
  /** How often the checkpoints are read while commands wait. */
  pollMs: number;
  /**
   * Whether a checkpoint read from the database may release a waiting command. Not where this
   * process is the one that projects (embedded mode): there the read caches trust local batch
   * commits (LocalProjectionCommits), so a command is released by its own daemon's report, which
   * comes after the cache has seen the batch; reads then only find stopped projections.
   */
  trustReadCheckpoints: boolean;
}

/** The defaults: 1.5 s at most (the answer leaves within 2 s), a read every 5 ms in Redis mode. */
export const DEFAULT_CATCH_UP: Omit<CatchUpOptions, 'trustReadCheckpoints'> = {
  timeoutMs: 1_500,
  pollMs: 5,
};

/** Reads for stopped projections only (embedded mode) come this often. */
const LOCAL_POLL_MS = 100;

interface Waiter {
  names: readonly string[];
  target: LogPosition;
  finish(caughtUp: boolean): void;
}

interface CheckpointRow {
  name: string;
  transaction_id: string;
  global_position: string;
  status: string;
}

/**
 * Read your writes: a command that appended events waits, bounded, until every projection that
 * handles one of their types has passed the last of them, so any read after its answer, by any
 * caller on any node, shows the write. Progress comes from the in-process daemon's batches
 * (`progress`/`halted`, embedded mode) and from the checkpoint table, read once per `pollMs`
 * for all waiting commands together (Redis mode: workers project). A stopped projection (poison
 * event) or the timeout releases the command with `false`: durable, views catching up.
 */
export class ProjectionCatchUp {
  private readonly byType = new Map<string, string[]>();
  /** Projections with an `anyEvent`/`anyEventBatch` handler: every append concerns them. */
  private readonly everyType: string[] = [];
  private readonly names: string[];
  private readonly known = new Map<string, LogPosition>();
  private readonly stopped = new Set<string>();
  private readonly waiters = new Set<Waiter>();
  private polling: NodeJS.Timeout | null = null;
  private reading = false;

  constructor(
    private readonly db: CheckpointSource,
    projections: readonly Projection[],
    private readonly options: CatchUpOptions,
  ) {
    this.names = projections.map((projection) => projection.name);
    for (const projection of projections) {
      if (projection.anyEvent || projection.anyEventBatch) this.everyType.push(projection.name);
      const types = [
        ...Object.keys(projection.handlers),
        ...Object.keys(projection.batchHandlers ?? {}),
      ];
      for (const type of new Set(types)) {
        this.byType.set(type, [...(this.byType.get(type) ?? []), projection.name]);
      }
    }
  }

  /** The projections that handle any of `types`: the only ones a command waits for. */
  projectionsFor(types: Iterable<string>): string[] {
    const names = new Set<string>();
    let any = false;
    for (const type of types) {
      any = true;
      for (const name of this.byType.get(type) ?? []) names.add(name);
    }
    if (any) for (const name of this.everyType) names.add(name);
    return [...names];
  }

  /**
   * Resolves `true` once every projection handling one of `types` has passed `target`, or
   * `false` when one of them is stopped or `timeoutMs` has passed first.
   */
  waitFor(types: Iterable<string>, target: LogPosition): Promise<boolean> {
    const names = this.projectionsFor(types);
    if (names.length === 0 || this.passed(names, target)) return Promise.resolve(true);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => waiter.finish(false), this.options.timeoutMs);
      const waiter: Waiter = {
        names,
        target,
        finish: (caughtUp) => {
          clearTimeout(timer);
          if (this.waiters.delete(waiter)) resolve(caughtUp);
        },
      };
      this.waiters.add(waiter);
      this.schedulePoll(0);
    });
  }

  /** The in-process daemon applied a batch (or found nothing new): `name` stands at `at`. */
  progress(name: string, at: LogPosition): void {
    this.stopped.delete(name);
    this.advance(name, at);
    this.release();
  }

  /** The in-process daemon found `name` stopped (a poison event): its waiters answer now. */
  halted(name: string): void {
    this.stopped.add(name);
    this.release();
  }

  private advance(name: string, at: LogPosition): void {
    const before = this.known.get(name);
    if (!before || atOrAfter(at, before)) this.known.set(name, at);
  }

  private passed(names: readonly string[], target: LogPosition): boolean {
    return names.every((name) => {
      const at = this.known.get(name);
      return at !== undefined && atOrAfter(at, target);
    });
  }

  private release(): void {
    for (const waiter of [...this.waiters]) {
      if (this.passed(waiter.names, waiter.target)) waiter.finish(true);
      else if (waiter.names.some((name) => this.stopped.has(name))) waiter.finish(false);
    }
  }

  private schedulePoll(delayMs: number): void {
    if (this.polling || this.reading || this.waiters.size === 0) return;
    this.polling = setTimeout(() => {
      this.polling = null;
      void this.poll();
    }, delayMs);
    this.polling.unref();
  }

  private async poll(): Promise<void> {
    this.reading = true;
    try {
      const rows = (await this.db.query(
        `SELECT name, transaction_id::text AS transaction_id, global_position, status
           FROM projection_checkpoints WHERE name = ANY($1)`,
        [this.names],
      )) as CheckpointRow[];
      for (const row of rows) {
        if (row.status !== 'running') this.stopped.add(row.name);
        else this.stopped.delete(row.name);
        if (this.options.trustReadCheckpoints) {
          const at = {
            transactionId: row.transaction_id,
            globalPosition: Number(row.global_position),
          };
          this.advance(row.name, at);
        }
      }
      this.release();
    } catch {
      // the database is away: the waiters' timeouts bound the wait
    } finally {
      this.reading = false;
    }
    const every = this.options.trustReadCheckpoints ? this.options.pollMs : LOCAL_POLL_MS;
    this.schedulePoll(every);
  }
}
