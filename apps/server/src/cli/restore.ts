import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config/app-config';
import { RestoreRefused, restoreBackup } from '../platform/backup/restore-backup';
import { createInfrastructure } from '../platform/bootstrap/infrastructure';
import { rootLogger } from '../platform/logging/logger';

const USAGE = 'Usage: npm run restore -- FILE   (into an empty database: DATABASE_URL or DATA_DIR)';

/**
 * `npm run restore -- FILE`: loads a backup into an empty database (migrated here first), all or
 * nothing. The next start of Liga builds every read model by replaying the restored log.
 */
async function main(): Promise<void> {
  const arg = process.argv[2];
  if (!arg || !existsSync(arg)) {
    process.stderr.write(`${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const logger = rootLogger.child('restore');
  const infra = await createInfrastructure(config, logger, 'cli');
  try {
    const url = config.databaseUrl ?? infra.embeddedDatabase!.url;
    const started = Date.now();
    const result = await restoreBackup(url, resolve(arg));
    const total = Object.values(result.rows).reduce((sum, rows) => sum + rows, 0);
    process.stdout.write(
      `restored ${total} rows into ${result.manifest.tables.length} tables ` +
        `(events: ${result.rows.events ?? 0}; backup taken ${result.manifest.takenAt}) ` +
        `in ${((Date.now() - started) / 1000).toFixed(2)} s\n` +
        'Start Liga (npm start): the read models are built from the restored log at start.\n',
    );
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    process.stderr.write(`restore refused: ${error.message}\n`);
    process.exitCode = 1;
  } finally {
    await infra.close();
  }
}

main().catch((error: unknown) => {
  rootLogger.error('restore failed', { error: error instanceof Error ? error : String(error) });
  process.exitCode = 1;
});
