import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The operations console (issue 16 B):
 * - a rebuild's progress beside its projection's checkpoint (`rebuild_*`), so every API node
 *   shows the bar of a rebuild another node runs; checkpoints are never backed up;
 * - the event log browser's filters: by correlation id, by type and by time, each an index
 *   that keeps a page of the log one range scan on a 30-season history.
 */
export class OperationsConsole1733300000000 implements MigrationInterface {
  name = 'OperationsConsole1733300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE projection_checkpoints
        ADD COLUMN rebuild_applied     bigint,
        ADD COLUMN rebuild_head        bigint,
        ADD COLUMN rebuild_started_at  timestamptz,
        ADD COLUMN rebuild_updated_at  timestamptz,
        ADD COLUMN rebuild_finished_at timestamptz,
        ADD COLUMN rebuild_error       text`);
    await q.query(
      `CREATE INDEX events_correlation ON events ((metadata->>'correlationId'), global_position)`,
    );
    await q.query(`CREATE INDEX events_type_position ON events (event_type, global_position)`);
    await q.query(`CREATE INDEX events_recorded_at ON events (recorded_at, global_position)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX events_recorded_at');
    await q.query('DROP INDEX events_type_position');
    await q.query('DROP INDEX events_correlation');
    await q.query(`
      ALTER TABLE projection_checkpoints
        DROP COLUMN rebuild_applied, DROP COLUMN rebuild_head, DROP COLUMN rebuild_started_at,
        DROP COLUMN rebuild_updated_at, DROP COLUMN rebuild_finished_at, DROP COLUMN rebuild_error`);
  }
}
