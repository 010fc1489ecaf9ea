import type { DataSource } from 'typeorm';
import type { UpcasterRegistry } from '../event-store/upcasters';
import type { Logger } from '../logging/logger';
import { readCheckpoint, schemaHash } from './checkpoints';
import type { Projection } from './projection';
import { createProjectionTables, rebuildProjection } from './rebuild';

const ENSURE_LOCK = 7_310_003;

/**
 * At start: a projection seen for the first time gets its tables and a checkpoint at 0; one
 * whose DDL or version changed is rebuilt from the log (blue/green). Serialized across nodes.
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
    for (const projection of projections) {
      const checkpoint = await readCheckpoint(db, projection.name);
      if (!checkpoint) {
        await createProjectionTables(db, projection);
        logger.info('projection created', { projection: projection.name });
      } else if (checkpoint.schemaHash !== schemaHash(projection)) {
        logger.info('projection changed, rebuilding', { projection: projection.name });
        const result = await rebuildProjection(db, projection, upcasters);
        logger.info('projection rebuilt', { projection: projection.name, events: result.applied });
      }
    }
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [ENSURE_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
