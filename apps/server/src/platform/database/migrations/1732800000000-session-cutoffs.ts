import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `session_cutoffs`: per account, the instant before which its access tokens no longer open a
 * live connection (set on erasure, password change or reset, role change; issue 20). Access
 * tokens issued before it are refused by the Socket.IO handshake and by connection recovery.
 */
export class SessionCutoffs1732800000000 implements MigrationInterface {
  name = 'SessionCutoffs1732800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE session_cutoffs (
        user_id    uuid PRIMARY KEY,
        not_before timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE session_cutoffs`);
  }
}
