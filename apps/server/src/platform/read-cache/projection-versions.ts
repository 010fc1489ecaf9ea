/** Where checkpoints are read (a DataSource). */
export interface CheckpointSource {
  query(sql: string, params: unknown[]): Promise<unknown>;
}

/** The commits of this process's own projections (see LocalProjectionCommits). */
export interface LocalCommits {
  readonly generation: number;
}

/**
 * How long a read may be reused without a lookup while no local batch committed: a bound on
 * staleness should anything outside this process move a checkpoint (a CLI rebuild against a
 * running server), never reached through the API itself.
 */
export const LOCAL_REUSE_MS = 250;

interface KnownVersion {
  answer: Promise<string>;
  generation: number;
  startedAt: number;
}

/**
 * The checkpoints of some projections as one string: it changes whenever one of them commits
 * a batch (rows and checkpoint move in one transaction), also when the projecting happens in
 * another process (Redis mode: the worker). `current()` answers from a read that started after
 * it was called, so an answer cached under that version is never older than what a plain read
 * at that moment would have shown. Concurrent callers share reads: while one is under way,
 * callers wait for the next one (group commit, for reads), so under load it costs about one
 * primary-key lookup per round trip, not per request.
 *
 * With `local` (this process is the one that projects: embedded mode), the last read is
 * reused without a lookup while no batch of this process committed since that read started
 * and it started less than LOCAL_REUSE_MS ago: a batch that committed before the read began
 * is in it, one that commits later moves `local.generation` before any later request runs.
 */
export class ProjectionVersions {
  private running: Promise<string> | null = null;
  private queued: Promise<string> | null = null;
  private known: KnownVersion | null = null;

  constructor(
    private readonly db: CheckpointSource,
    private readonly names: readonly string[],
    private readonly local: LocalCommits | null = null,
    private readonly now: () => number = Date.now,
  ) {}

  current(): Promise<string> {
    const known = this.known;
    if (
      known &&
      known.generation === this.local?.generation &&
      this.now() - known.startedAt < LOCAL_REUSE_MS
    ) {
      return known.answer;
    }
    if (!this.running) return this.start();
    // the read under way may have started before this call: wait for one that starts after it
    this.queued ??= this.running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.queued = null;
        return this.start();
      });
    return this.queued;
  }

  private start(): Promise<string> {
    const generation = this.local?.generation;
    const startedAt = this.now();
    const read = this.read();
    this.running = read;
    const done = () => {
      if (this.running === read) this.running = null;
    };
    read.then((version) => {
      done();
      if (generation !== undefined && startedAt >= (this.known?.startedAt ?? -Infinity)) {
        this.known = { answer: Promise.resolve(version), generation, startedAt };
      }
    }, done);
    return read;
  }

  private async read(): Promise<string> {
    const rows = (await this.db.query(
      `SELECT string_agg(name || ':' || schema_hash || ':' || transaction_id::text || ':' ||
                         global_position, ',' ORDER BY name) AS version
         FROM projection_checkpoints WHERE name = ANY($1)`,
      [this.names],
    )) as Array<{ version: string | null }>;
    return rows[0]?.version ?? '';
  }
}
