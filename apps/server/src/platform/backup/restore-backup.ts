import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { BACKUP_MAGIC, type BackupManifest, END_MARKER, TABLE_MARKER } from './backup-format';
import { quote } from './write-backup';
import { positionTables } from './source-tables';

export class RestoreRefused extends Error {}

export interface RestoreResult {
  manifest: BackupManifest;
  rows: Record<string, number>;
}

/**
 * Loads a backup into a database that has the same migrations and no data, in one transaction:
 * either every table is restored with its constraints checked and its identity sequences moved
 * past the restored rows, or nothing is. The read models are not in the file; the first start
 * after a restore builds them by replaying the log.
 */
export async function restoreBackup(databaseUrl: string, file: string): Promise<RestoreResult> {
  const input = createReadStream(file);
  const reader = createInterface({ input: input.pipe(createGunzip()), crlfDelay: Infinity });
  try {
    return await restoreFrom(databaseUrl, file, reader[Symbol.asyncIterator]());
  } finally {
    reader.close();
    input.destroy();
  }
}

async function restoreFrom(
  databaseUrl: string,
  file: string,
  lines: AsyncIterator<string>,
): Promise<RestoreResult> {
  const next = async () => {
    const line = await lines.next().catch(() => ({ done: true as const, value: undefined }));
    return line.done ? null : line.value;
  };
  if ((await next()) !== BACKUP_MAGIC) throw new RestoreRefused(`${file} is not a Liga backup`);
  const manifest = JSON.parse((await next()) ?? 'null') as BackupManifest;
  const client = new Client({ connectionString: databaseUrl, application_name: 'liga-restore' });
  await client.connect();
  const rows: Record<string, number> = {};
  try {
    await client.query('BEGIN');
    await checkTarget(client, manifest);
    for (const table of manifest.tables) {
      if ((await next()) !== `${TABLE_MARKER}${table.name}`) {
        throw new RestoreRefused(`the backup is damaged: no data for table ${table.name}`);
      }
      const columns = table.columns.map(quote).join(', ');
      const copy = client.query(copyFrom(`COPY ${quote(table.name)} (${columns}) FROM STDIN`));
      const finished = once(copy, 'finish');
      for (let line = await next(); line !== END_MARKER; line = await next()) {
        if (line === null) throw new RestoreRefused(`the backup is cut short in ${table.name}`);
        if (!copy.write(`${line}\n`)) await once(copy, 'drain');
      }
      copy.end();
      await finished;
      rows[table.name] = copy.rowCount ?? 0;
      await moveSequencesPast(client, table.name);
    }
    // positions in a log this database no longer holds start again at the restored log's head
    for (const table of await positionTables(client))
      await client.query(`DELETE FROM ${quote(table)}`);
    await client.query('COMMIT');
    return { manifest, rows };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** The target runs the same migrations as the source and holds no rows in the backed-up tables. */
async function checkTarget(client: Client, manifest: BackupManifest): Promise<void> {
  const applied = await client.query<{ name: string }>(
    'SELECT name FROM migrations ORDER BY timestamp, id',
  );
  const names = applied.rows.map((row) => row.name);
  if (names.join('\n') !== manifest.migrations.join('\n')) {
    throw new RestoreRefused(
      `the backup was made with another schema (migrations ${manifest.migrations.length}, ` +
        `this database ${names.length}): restore it with the Liga version that made it, then upgrade`,
    );
  }
  for (const table of manifest.tables) {
    const found = await client.query(`SELECT 1 FROM ${quote(table.name)} LIMIT 1`);
    if (found.rowCount) {
      throw new RestoreRefused(`the target database is not empty (table ${table.name} has rows)`);
    }
  }
}

/** Identity and serial columns continue after the highest restored value. */
async function moveSequencesPast(client: Client, table: string): Promise<void> {
  const sequences = await client.query<{ column: string; sequence: string }>(
    `SELECT a.attname AS column, pg_get_serial_sequence($1, a.attname) AS sequence
       FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped
        AND pg_get_serial_sequence($1, a.attname) IS NOT NULL`,
    [quote(table)],
  );
  for (const { column, sequence } of sequences.rows) {
    await client.query(
      `SELECT setval($1, COALESCE((SELECT max(${quote(column)}) FROM ${quote(table)}), 0) + 1, false)`,
      [sequence],
    );
  }
}
