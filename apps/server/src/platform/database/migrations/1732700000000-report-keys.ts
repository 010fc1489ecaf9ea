import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Report ids as write-side claims: `unique_keys` scope `match-report`, value the report id,
 * owned by its match stream, so a decision on a report finds its match stream without reading
 * a projection (before, `rm_report_index`). New reports are claimed in the transaction that
 * appends them; this backfills the reports already in the log.
 */
export class ReportKeys1732700000000 implements MigrationInterface {
  name = 'ReportKeys1732700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      INSERT INTO unique_keys (scope, value, owner_stream_id)
      SELECT 'match-report', data->>'reportId', stream_id
        FROM events
       WHERE event_type IN ('MatchReportSubmitted', 'MatchResultInsertedByAdmin')
      ON CONFLICT (scope, value) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM unique_keys WHERE scope = 'match-report'`);
  }
}
