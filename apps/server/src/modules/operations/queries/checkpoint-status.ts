import type { DataSource } from 'typeorm';
import { readAllCheckpoints } from '../../../platform/projections/checkpoints';

export interface ProjectionStatusRow {
  name: string;
  status: 'running' | 'stopped' | 'paused';
  position: number;
  /** Events written after the checkpoint (head of the log minus the checkpoint's position). */
  lag: number;
  failures: number;
  lastError: string | null;
  failedPosition: number | null;
  updatedAt: string;
}

/** Each projection's checkpoint, lag behind the head of the log and last error. */
export async function projectionStatus(
  db: DataSource,
): Promise<{ head: number; projections: ProjectionStatusRow[] }> {
  const [{ head }] = await db.query(
    'SELECT coalesce(max(global_position), 0)::bigint AS head FROM events',
  );
  const headPosition = Number(head);
  const projections = (await readAllCheckpoints(db)).map((c) => ({
    name: c.name,
    status: c.status,
    position: c.globalPosition,
    lag: Math.max(0, headPosition - c.globalPosition),
    failures: c.failures,
    lastError: c.lastError,
    failedPosition: c.failedPosition,
    updatedAt: c.updatedAt,
  }));
  return { head: headPosition, projections };
}
