/** Where checkpoints are read (a DataSource). */
export interface CheckpointSource {
  query(sql: string, params: unknown[]): Promise<unknown>;
}

/**
 * The checkpoints of some projections as one string: it changes whenever one of them commits
 * a batch (rows and checkpoint move in one transaction), also when the projecting happens in
 * another process (Redis mode: the worker). `current()` answers from a read that started after
 * it was called, so an answer cached under that version is never older than what a plain read
 * at that moment would have shown. Concurrent callers share reads: while one is under way,
 * callers wait for the next one (group commit, for reads), so under load it costs about one
 * primary-key lookup per round trip, not per request.
 */
export class ProjectionVersions {
  private running: Promise<string> | null = null;
  private queued: Promise<string> | null = null;

  constructor(
    private readonly db: CheckpointSource,
    private readonly names: readonly string[],
  ) {}

  current(): Promise<string> {
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
    const read = this.read();
    this.running = read;
    const done = () => {
      if (this.running === read) this.running = null;
    };
    read.then(done, done);
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
