import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Projection } from '../projections/projection';
import { BACKUP_MAGIC, type BackupManifest, END_MARKER, TABLE_MARKER } from './backup-format';
import { derivedTables, sourceTables } from './source-tables';

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
  rows: Record<string, number>;
  bytes: number;
}

/**
 * Writes a consistent backup of the source of truth: every table is read inside one
 * REPEATABLE READ, READ ONLY transaction (one snapshot, as pg_dump takes it), so the event log
 * and the tables written beside it in the same transactions (unique keys, credentials,
 * bookings...) agree. The API and workers keep running meanwhile. The file is written under a
 * temporary name and renamed when complete, readable by its owner only (it holds personal data
 * and the keys that decrypt it).
 */
export async function writeBackup(
  databaseUrl: string,
  projections: Projection[],
  file: string,
): Promise<BackupResult> {
  const client = new Client({ connectionString: databaseUrl, application_name: 'liga-backup' });
  await client.connect();
  const partial = `${file}.partial`;
  const rows: Record<string, number> = {};
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const manifest: BackupManifest = {
      takenAt: new Date().toISOString(),
      migrations: await migrationNames(client),
      tables: await sourceTables(client, derivedTables(projections)),
    };
    const out = new PassThrough();
    const written = pipeline(out, createGzip(), createWriteStream(partial, { mode: 0o600 }));
    out.write(`${BACKUP_MAGIC}\n${JSON.stringify(manifest)}\n`);
    for (const table of manifest.tables) {
      out.write(`${TABLE_MARKER}${table.name}\n`);
      const columns = table.columns.map(quote).join(', ');
      const copy = client.query(copyTo(`COPY ${quote(table.name)} (${columns}) TO STDOUT`));
      await forward(copy, out);
      rows[table.name] = copy.rowCount ?? 0;
      out.write(`${END_MARKER}\n`);
    }
    out.end();
    await written;
    await client.query('COMMIT');
    await rename(partial, file);
    return { file, manifest, rows, bytes: (await stat(file)).size };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

async function migrationNames(client: Client): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    'SELECT name FROM migrations ORDER BY timestamp, id',
  );
  return result.rows.map((row) => row.name);
}

/** Copies a table's COPY stream into the shared output, honouring its back-pressure. */
async function forward(source: Readable, out: PassThrough): Promise<void> {
  for await (const chunk of source) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
}

export const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
