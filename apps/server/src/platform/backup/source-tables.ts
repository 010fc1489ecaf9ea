import type { ClientBase } from 'pg';
import type { Projection } from '../projections/projection';

/**
 * Tables derived from the event log, left out of a backup: the projections' read tables and
 * their checkpoints (a restored database rebuilds them by replay on its first start), and
 * TypeORM's record of migrations (the restoring build runs its own and compares names).
 */
export function derivedTables(projections: Projection[]): Set<string> {
  return new Set([
    ...projections.flatMap((projection) => projection.tables),
    'projection_checkpoints',
    'migrations',
  ]);
}

/**
 * The base tables of the `public` schema that hold the source of truth, each after the tables
 * its foreign keys reference (so a restore loads them with every constraint checked). Columns of
 * type xid8 are left out: they hold transaction ids of the source server (the event log's
 * writers), which mean nothing on another server and could lie ahead of its own; a restore gives
 * them their default, the restoring transaction's id, and the log keeps its order by position.
 * A table with an xid8 column that has no default is a position in the source's log (such as
 * the notification dispatcher's watermark): it is left out as a whole, and its owner starts it
 * again at the restored log's head, so nothing of the restored history is handed on twice.
 */
export async function sourceTables(
  client: ClientBase,
  derived: Set<string>,
): Promise<{ name: string; columns: string[] }[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.table_name AS name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        AND c.is_generated = 'NEVER' AND c.udt_name <> 'xid8'
      GROUP BY c.table_name
      ORDER BY c.table_name`,
  );
  const references = await client.query<{ child: string; parent: string }>(
    `SELECT DISTINCT cl.relname AS child, pcl.relname AS parent
       FROM pg_constraint con
       JOIN pg_class cl ON cl.oid = con.conrelid
       JOIN pg_class pcl ON pcl.oid = con.confrelid
       JOIN pg_namespace n ON n.oid = cl.relnamespace
      WHERE con.contype = 'f' AND n.nspname = 'public' AND cl.relname <> pcl.relname`,
  );
  const left = new Set([...derived, ...(await positionTables(client))]);
  const kept = tables.rows.filter((table) => !left.has(table.name));
  return inLoadOrder(kept, references.rows);
}

/** Tables holding a position in this server's log: an xid8 column without a default. */
export async function positionTables(client: ClientBase): Promise<string[]> {
  const positions = await client.query<{ name: string }>(
    `SELECT DISTINCT table_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND udt_name = 'xid8' AND column_default IS NULL
      ORDER BY table_name`,
  );
  return positions.rows.map((row) => row.name);
}

/** Topological order: parents first; ties by name, so two backups of one schema agree. */
function inLoadOrder<T extends { name: string }>(
  tables: T[],
  references: { child: string; parent: string }[],
): T[] {
  const names = new Set(tables.map((table) => table.name));
  const ordered: T[] = [];
  const placed = new Set<string>();
  const remaining = [...tables];
  while (remaining.length > 0) {
    const index = remaining.findIndex((table) =>
      references
        .filter((ref) => ref.child === table.name && names.has(ref.parent))
        .every((ref) => placed.has(ref.parent)),
    );
    // a reference cycle cannot be loaded with checked constraints: keep the rest in name order
    const [next] = remaining.splice(index === -1 ? 0 : index, 1);
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}
