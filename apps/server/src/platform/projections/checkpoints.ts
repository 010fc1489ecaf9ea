import { createHash } from 'node:crypto';
import type { Queryable } from '../event-store/event-store';
import type { LogPosition } from '../event-store/event-types';
import type { Projection } from './projection';

/** `stopped`: by a poison event (see recordFailure); `paused`: by an operator (console). */
export type ProjectionStatus = 'running' | 'stopped' | 'paused';

export interface Checkpoint extends LogPosition {
  name: string;
  schemaHash: string;
  status: ProjectionStatus;
  lastError: string | null;
  failedPosition: number | null;
  failures: number;
  updatedAt: string;
}

/** Identifies a projection's table layout and meaning; a change means "rebuild me". */
export function schemaHash(projection: Projection): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: projection.version, t: projection.tables, d: projection.ddl }))
    .digest('hex')
    .slice(0, 16);
}

interface CheckpointRow {
  name: string;
  transaction_id: string;
  global_position: string;
  schema_hash: string;
  status: ProjectionStatus;
  last_error: string | null;
  failed_position: string | null;
  failures: number;
  updated_at: Date;
}

const COLUMNS = `name, transaction_id::text AS transaction_id, global_position, schema_hash, status,
  last_error, failed_position, failures, updated_at`;

function toCheckpoint(row: CheckpointRow): Checkpoint {
  return {
    name: row.name,
    transactionId: row.transaction_id,
    globalPosition: Number(row.global_position),
    schemaHash: row.schema_hash,
    status: row.status,
    lastError: row.last_error,
    failedPosition: row.failed_position === null ? null : Number(row.failed_position),
    failures: row.failures,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export async function readCheckpoint(db: Queryable, name: string): Promise<Checkpoint | null> {
  const rows: CheckpointRow[] = await db.query(
    `SELECT ${COLUMNS} FROM projection_checkpoints WHERE name = $1`,
    [name],
  );
  return rows[0] ? toCheckpoint(rows[0]) : null;
}

export async function readAllCheckpoints(db: Queryable): Promise<Checkpoint[]> {
  const rows: CheckpointRow[] = await db.query(
    `SELECT ${COLUMNS} FROM projection_checkpoints ORDER BY name`,
  );
  return rows.map(toCheckpoint);
}

/**
 * The statement that moves a checkpoint to `to` (a success clears the failure count); the
 * runner pipelines it with the batch's last writes (apply-batch.ts).
 */
export function checkpointMove(name: string, to: LogPosition): { sql: string; params: unknown[] } {
  return {
    sql: `UPDATE projection_checkpoints
             SET transaction_id = $2::xid8, global_position = $3, failures = 0, last_error = NULL,
                 failed_position = NULL, updated_at = now()
           WHERE name = $1`,
    params: [name, to.transactionId, to.globalPosition],
  };
}

export async function resetCheckpoint(
  db: Queryable,
  name: string,
  hash: string,
  to: LogPosition,
): Promise<void> {
  await db.query(
    `INSERT INTO projection_checkpoints (name, transaction_id, global_position, schema_hash, status)
     VALUES ($1, $2::xid8, $3, $4, 'running')
     ON CONFLICT (name) DO UPDATE
        SET transaction_id = EXCLUDED.transaction_id, global_position = EXCLUDED.global_position,
            schema_hash = EXCLUDED.schema_hash, status = 'running', last_error = NULL,
            failed_position = NULL, failures = 0, updated_at = now()`,
    [name, to.transactionId, to.globalPosition, hash],
  );
}

export async function recordFailure(
  db: Queryable,
  name: string,
  error: string,
  position: number,
  stop: boolean,
): Promise<void> {
  await db.query(
    `UPDATE projection_checkpoints
        SET failures = failures + 1, last_error = $2, failed_position = $3,
            status = CASE WHEN $4 THEN 'stopped' ELSE status END, updated_at = now()
      WHERE name = $1`,
    [name, error.slice(0, 2000), position, stop],
  );
}

/** Lets a stopped projection run again (after the poison event's handler was fixed). */
export async function resumeProjection(db: Queryable, name: string): Promise<void> {
  await db.query(
    `UPDATE projection_checkpoints SET status = 'running', failures = 0, updated_at = now()
      WHERE name = $1`,
    [name],
  );
}
