import type { DataSource } from 'typeorm';
import type { UpcasterRegistry } from '../event-store/upcasters';
import type { Logger } from '../logging/logger';
import { readCheckpoint, schemaHash } from './checkpoints';
import type { Projection } from './projection';
import { createProjectionTables, rebuildProjections } from './rebuild';

const ENSURE_LOCK = 7_310_003;

/**
 * At start: a projection seen for the first time gets its tables and a checkpoint at 0; one
 * whose DDL or version changed is rebuilt from the log (blue/green; all such in one pass over
 * the log). Serialized across nodes.
 */
export async function ensureProjections(
  db: DataSource,
  projections: Projection[],
  upcasters: UpcasterRegistry,
  logger: Logger,
): Promise<void> {
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [ENSURE_LOCK]);
    const changed: Projection[] = [];
    for (const projection of projections) {
      const checkpoint = await readCheckpoint(db, projection.name);
      if (!checkpoint) {
        await createProjectionTables(db, projection);
        logger.info('projection created', { projection: projection.name });
      } else if (checkpoint.schemaHash !== schemaHash(projection)) {
        changed.push(projection);
      }
    }
    if (changed.length > 0) {
      const names = changed.map((p) => p.name);
      logger.info('projections changed, rebuilding in one pass', { projections: names });
      const results = await rebuildProjections(db, changed, upcasters);
      logger.info('projections rebuilt', { projections: names, events: results[0]?.applied });
    }
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [ENSURE_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
