import { DataSource } from 'typeorm';
import { migrations } from './migrations';

export interface DataSourceOptions {
  url: string;
  applicationName?: string;
  poolSize?: number;
}

/** The app's only TypeORM DataSource: PostgreSQL through pg, migrations only. */
export function createDataSource(options: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    poolSize: options.poolSize ?? 20,
    extra: {
      application_name: options.applicationName ?? 'liga',
      // One stuck transaction must not hold the global log's readers back for long.
      idle_in_transaction_session_timeout: 15_000,
      connectionTimeoutMillis: 5_000,
    },
  });
}

const MIGRATION_LOCK = 7_310_001;

/** Runs pending migrations under an advisory lock, so several nodes starting at once are safe. */
export async function migrate(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
