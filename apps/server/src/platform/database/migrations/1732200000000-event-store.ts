import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event store: streams (one row per stream, its current version) and the global log.
 *
 * `transaction_id xid8 DEFAULT pg_current_xact_id()` records which transaction wrote each
 * event; readers of the global log order by (transaction_id, global_position) and only take
 * rows below the oldest transaction still running (see global-log-reader.ts).
 */
export class EventStore1732200000000 implements MigrationInterface {
  name = 'EventStore1732200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE streams (
        stream_id   text PRIMARY KEY,
        stream_type text NOT NULL,
        version     integer NOT NULL CHECK (version >= 0),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id       text NOT NULL,
        stream_type     text NOT NULL,
        version         integer NOT NULL,
        event_type      text NOT NULL,
        schema_version  integer NOT NULL DEFAULT 1,
        data            jsonb NOT NULL,
        metadata        jsonb NOT NULL,
        recorded_at     timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version_unique UNIQUE (stream_id, version)
      )`);
    await q.query(`CREATE INDEX events_log_order ON events (transaction_id, global_position)`);
    await q.query(`CREATE INDEX events_type ON events (event_type)`);
    await q.query(`
      CREATE TABLE projection_checkpoints (
        name            text PRIMARY KEY,
        transaction_id  xid8 NOT NULL DEFAULT '0',
        global_position bigint NOT NULL DEFAULT 0,
        schema_hash     text NOT NULL,
        status          text NOT NULL DEFAULT 'running',
        last_error      text,
        failed_position bigint,
        failures        integer NOT NULL DEFAULT 0,
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE unique_keys (
        scope           text NOT NULL,
        value           text NOT NULL,
        owner_stream_id text NOT NULL,
        claimed_at      timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, value)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE unique_keys`);
    await q.query(`DROP TABLE projection_checkpoints`);
    await q.query(`DROP TABLE events`);
    await q.query(`DROP TABLE streams`);
  }
}
