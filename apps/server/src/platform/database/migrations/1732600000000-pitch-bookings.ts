import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pitch bookings: one row per accepted match, written in the transaction that appends
 * ChallengeAccepted (a write-side table, not a projection). Two accepted matches on one pitch
 * must not overlap in time.
 *
 * Why an exclusion constraint rather than `pg_advisory_xact_lock` per pitch plus a SELECT:
 * btree_gist ships with both servers we run on (the local/compose PostgreSQL 15/16 contrib
 * and the embedded PostgreSQL 18 binaries, checked), and is a trusted extension (PG 13+), so
 * the database owner may create it. The database then enforces the rule for every writer —
 * including ones written later (admin manual reports) that might forget to take a lock — at
 * any isolation level: a concurrent overlapping insert waits for the first transaction and
 * fails with 23P01 once it commits. Ranges are half-open, so back-to-back matches fit.
 */
export class PitchBookings1732600000000 implements MigrationInterface {
  name = 'PitchBookings1732600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE pitch_bookings (
        match_id  uuid PRIMARY KEY,
        pitch_id  uuid NOT NULL,
        during    tstzrange NOT NULL CHECK (NOT isempty(during)),
        booked_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pitch_bookings_no_overlap
          EXCLUDE USING gist (pitch_id WITH =, during WITH &&)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pitch_bookings`);
  }
}
