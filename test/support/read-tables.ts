import type { DataSource } from 'typeorm';
import type { UpcasterRegistry } from '../../apps/server/src/platform/event-store/upcasters';
import type { Projection } from '../../apps/server/src/platform/projections/projection';
import { rebuildProjection } from '../../apps/server/src/platform/projections/rebuild';
import { allProjections } from '../../apps/server/src/projections';
import { eventually } from './eventually';

/** Every read table of `projections`, each row as JSON, rows sorted: comparable as a whole. */
export async function dumpReadTables(
  db: DataSource,
  projections: readonly Projection[] = allProjections,
): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const projection of projections) {
    for (const table of projection.tables) {
      const rows: unknown[] = await db.query(`SELECT * FROM ${table}`);
      out[table] = rows.map((row) => JSON.stringify(row)).sort();
    }
  }
  return out;
}

/** Replays every projection from position 0 into fresh tables (blue/green, as the CLI does). */
export async function rebuildAll(
  db: DataSource,
  upcasters: UpcasterRegistry,
  projections: readonly Projection[] = allProjections,
): Promise<void> {
  for (const projection of projections) await rebuildProjection(db, projection, upcasters);
}

/** Waits until every running projection's checkpoint has reached the head of the event log. */
export async function waitForProjections(db: DataSource, timeoutMs = 20_000): Promise<void> {
  await eventually(async () => {
    const [row] = await db.query(
      `SELECT (SELECT coalesce(max(global_position), 0) FROM events)::int AS head,
              (SELECT count(*) FROM projection_checkpoints WHERE status = 'stopped')::int AS stopped,
              (SELECT coalesce(min(global_position), 0) FROM projection_checkpoints)::int AS low`,
    );
    if (row.stopped > 0) throw new Error(`${row.stopped} projection(s) stopped`);
    if (row.low < row.head) throw new Error(`projections at ${row.low} < head ${row.head}`);
  }, timeoutMs);
}
