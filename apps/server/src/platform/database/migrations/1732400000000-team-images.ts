import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Team images: the re-encoded 256x256 PNG bytes, keyed by team id (kept out of events). */
export class TeamImages1732400000000 implements MigrationInterface {
  name = 'TeamImages1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE team_images (
        team_id    uuid PRIMARY KEY,
        png        bytea NOT NULL,
        version    integer NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE team_images`);
  }
}
