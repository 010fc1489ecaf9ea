import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config/app-config';
import { writeBackup } from '../platform/backup/write-backup';
import { createInfrastructure } from '../platform/bootstrap/infrastructure';
import { rootLogger } from '../platform/logging/logger';

/**
 * `npm run backup [-- FILE]`: a consistent snapshot of the source of truth (the event log and the
 * tables written beside it) into FILE, by default DATA_DIR/backups/liga-<UTC time>.backup.gz.
 * Safe while API and workers run. See platform/backup and the README's Operating section.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = rootLogger.child('backup');
  const file = resolve(process.argv[2] ?? defaultFile(config.dataDir));
  const infra = await createInfrastructure(config, logger, 'cli');
  try {
    const url = config.databaseUrl ?? infra.embeddedDatabase!.url;
    const started = Date.now();
    const result = await writeBackup(url, infra.projections, file);
    const total = Object.values(result.rows).reduce((sum, rows) => sum + rows, 0);
    process.stdout.write(
      `backup written: ${result.file}\n` +
        `  ${result.manifest.tables.length} tables, ${total} rows (events: ${result.rows.events ?? 0}), ` +
        `${(result.bytes / 1024 / 1024).toFixed(2)} MiB, ${((Date.now() - started) / 1000).toFixed(2)} s\n`,
    );
  } finally {
    await infra.close();
  }
}

function defaultFile(dataDir: string): string {
  const dir = join(dataDir, 'backups');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '').replace('T', '-');
  return join(dir, `liga-${stamp}.backup.gz`);
}

main().catch((error: unknown) => {
  rootLogger.error('backup failed', { error: error instanceof Error ? error : String(error) });
  process.exitCode = 1;
});
