import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `registration_attempts`: one row per registration request that passed validation, with the
 * client address, for the per-address and overall registration throttle (issue 20). Rows older
 * than a day are deleted as new ones come in.
 */
export class RegistrationAttempts1732900000000 implements MigrationInterface {
  name = 'RegistrationAttempts1732900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE registration_attempts (
        id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        address      text NOT NULL,
        attempted_at timestamptz NOT NULL
      )`);
    await q.query(
      `CREATE INDEX registration_attempts_address ON registration_attempts (address, attempted_at)`,
    );
    await q.query(
      `CREATE INDEX registration_attempts_time ON registration_attempts (attempted_at)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE registration_attempts`);
  }
}
