import type { EntityManager } from 'typeorm';

// pg's own parameter serializer (Dates, Buffers, arrays, JSON), as used by `client.query`.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { prepareValue } = require('pg/lib/utils') as { prepareValue: (value: unknown) => unknown };

/** The parts of pg's connection (pg-protocol) that a custom query object writes to. */
interface WireConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parse(config: { text: string; name: string; types: number[] }): void;
  bind(config: { portal: string; statement: string; values: unknown[] }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

interface PgClient {
  query(submittable: PipelinedStatements): unknown;
}

interface Statement<T> {
  sql: string;
  values: unknown[];
  tag: T;
}

/** A statement of the pipeline failed; `tag` says whose statement it was. */
export class PipelinedStatementError<T> extends Error {
  constructor(
    readonly tag: T,
    readonly sql: string,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'PipelinedStatementError';
  }
}

/**
 * Several statements sent to PostgreSQL in one round trip (extended protocol: Parse, Bind,
 * Execute for each, one Sync at the end), the way pg-cursor talks to pg's Client. The server
 * runs them in order; the first error skips the rest (the transaction is then aborted anyway).
 */
class PipelinedStatements {
  private completed = 0;
  private settled = false;
  readonly done: Promise<void>;
  private resolve!: () => void;
  private reject!: (error: unknown) => void;

  constructor(private readonly statements: Array<Statement<unknown>>) {
    this.done = new Promise<void>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  submit(connection: WireConnection): void {
    connection.stream.cork?.();
    try {
      let parsed: string | null = null;
      for (const statement of this.statements) {
        // The unnamed statement stays prepared until the next Parse: a run of the same SQL
        // (one upsert per event) is parsed once and bound and executed once per statement.
        if (statement.sql !== parsed) {
          connection.parse({ text: statement.sql, name: '', types: [] });
          parsed = statement.sql;
        }
        connection.bind({ portal: '', statement: '', values: statement.values });
        connection.execute({ portal: '', rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  }

  // Rows (a RETURNING clause) are not wanted: `execute` is for writes whose result nobody reads.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}

  handleCommandComplete(): void {
    this.completed += 1;
  }

  handleEmptyQuery(): void {
    this.completed += 1;
  }

  handleCopyInResponse(connection: WireConnection): void {
    connection.sendCopyFail('COPY is not supported in pipelined projection writes');
  }

  /** An ErrorResponse (the statement `completed` failed) or a lost connection. */
  handleError(error: unknown): void {
    if (this.settled) return;
    this.settled = true;
    const failed = this.statements[Math.min(this.completed, this.statements.length - 1)];
    this.reject(new PipelinedStatementError(failed.tag, failed.sql, error));
  }

  handleReadyForQuery(): void {
    if (this.settled) return;
    this.settled = true;
    this.resolve();
  }
}

/**
 * Writes a projection handler queued with `ctx.execute`: kept in order and sent together, in
 * one round trip, when a handler reads with `ctx.query`, when many are queued, and before
 * the batch moves its checkpoint. Same transaction, same order, same
 * results as awaiting each one; only the waiting between them is gone.
 */
export class PipelinedWrites<T> {
  private pending: Array<Statement<T>> = [];

  constructor(private readonly manager: EntityManager) {}

  get size(): number {
    return this.pending.length;
  }

  /** Queues a statement; its parameters are serialized now, so a bad value fails its own handler. */
  add(sql: string, params: unknown[] | undefined, tag: T): void {
    const values = (params ?? []).map((value) => prepareValue(value));
    this.pending.push({ sql, values, tag });
  }

  /** Sends what is queued; throws PipelinedStatementError naming the failed statement's tag. */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const statements = this.pending;
    this.pending = [];
    const runner = this.manager.queryRunner;
    if (!runner) {
      // Not inside a transaction's query runner: plain queries, one at a time.
      for (const s of statements) {
        await this.manager.query(s.sql, s.values).catch((error: unknown) => {
          throw new PipelinedStatementError(s.tag, s.sql, error);
        });
      }
      return;
    }
    const client = (await runner.connect()) as PgClient;
    const pipeline = new PipelinedStatements(statements);
    client.query(pipeline);
    await pipeline.done;
  }
}
