import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

let serverUrl: Promise<string> | null = null;

/**
 * The PostgreSQL server the tests use: DATABASE_URL when set (local services, CI), else a
 * container through testcontainers when Docker is there. Never an existing app database:
 * every call makes a fresh database of its own.
 */
function postgresServerUrl(): Promise<string> {
  serverUrl ??= (async () => {
    if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:16-alpine').start();
    return container.getConnectionUri();
  })().catch((error: unknown) => {
    throw new Error(
      `Tests need PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) or run Docker. ${String(error)}`,
    );
  });
  return serverUrl;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** A fresh database on the tests' server, or on `serverUrl` (a private server of a fault test). */
export async function createTestDatabase(
  label = 'test',
  serverUrl?: string,
): Promise<TestDatabase> {
  const base = serverUrl ?? (await postgresServerUrl());
  const name = `liga_${label.replace(/\W/g, '_').slice(0, 20)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: withDatabase(base, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(base, name),
    async drop() {
      const client = new Client({ connectionString: withDatabase(base, 'postgres') });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
