/**
 * A Liga backup file (gzip): the first line `LIGA-BACKUP 1`, the second the manifest as JSON,
 * then per table a line `\table <name>`, its rows in PostgreSQL's COPY text format and a line
 * `\.`. COPY's text format writes a backslash in the data as `\\`, so no data line equals a
 * marker line.
 */
export const BACKUP_MAGIC = 'LIGA-BACKUP 1';
export const TABLE_MARKER = '\\table ';
export const END_MARKER = '\\.';

export interface BackupManifest {
  /** When the snapshot was taken (ISO, UTC). */
  takenAt: string;
  /** The schema the rows fit: the names of the migrations the source database had run. */
  migrations: string[];
  /** The tables in load order (a table after the tables it references), with their columns. */
  tables: { name: string; columns: string[] }[];
}
