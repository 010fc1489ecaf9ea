import 'reflect-metadata';
import { loadConfig } from '../config/app-config';
import { createInfrastructure } from '../platform/bootstrap/infrastructure';
import { rootLogger } from '../platform/logging/logger';
import { projectionStatus } from '../modules/operations/queries/checkpoint-status';

/** `npm run projections:status`: each projection's checkpoint, lag and last error. */
async function main(): Promise<void> {
  const infra = await createInfrastructure(loadConfig(), rootLogger.child('status'), 'cli');
  try {
    const { head, projections } = await projectionStatus(infra.db);
    process.stdout.write(`head of the log: ${head}\n\n`);
    const rows = projections.map((p) => ({
      projection: p.name,
      status: p.status,
      checkpoint: p.position,
      lag: p.lag,
      failures: p.failures,
      'last error': p.lastError ? `${p.lastError.slice(0, 80)} (at #${p.failedPosition})` : '',
    }));
    console.table(rows);
    if (projections.some((p) => p.status === 'stopped')) process.exitCode = 3;
  } finally {
    await infra.close();
  }
}

main().catch((error: unknown) => {
  rootLogger.error('status failed', { error: error instanceof Error ? error : String(error) });
  process.exit(1);
});
