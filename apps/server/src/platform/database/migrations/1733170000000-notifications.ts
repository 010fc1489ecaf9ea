import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notification delivery and calendar feeds (issue 17). Kept beside the log, never rebuilt:
 * - `notification_outbox`: one row per (event position, recipient, channel), the unique key
 *   that makes delivery exactly-once: a redelivered batch, a replay or a rebuild inserts
 *   nothing new (modules/notifications/delivery/outbox.ts).
 * - `notification_dispatch`: the log position up to which notifications were handed to the
 *   outbox (one row per dispatcher); set to the head of the log when a dispatcher first starts,
 *   so history, a replay and a rebuild are never sent.
 * - `calendar_feed_tokens`: the secret addresses of the iCalendar feeds, one per (person,
 *   feed): `secret_id` is random and the token is its HMAC under a key derived from the server
 *   secret, so the table alone gives no working address; `token_hash` finds the row.
 */
export class Notifications1733170000000 implements MigrationInterface {
  name = 'Notifications1733170000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification_outbox (
        id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        event_position  bigint NOT NULL,
        recipient_id    uuid NOT NULL,
        channel         text NOT NULL,
        notification_id uuid NOT NULL,
        kind            text NOT NULL,
        status          text NOT NULL DEFAULT 'pending',
        due_at          timestamptz NOT NULL,
        next_attempt_at timestamptz NOT NULL,
        attempts        integer NOT NULL DEFAULT 0,
        claimed_until   timestamptz,
        sent_at         timestamptz,
        last_error      text,
        created_at      timestamptz NOT NULL,
        CONSTRAINT notification_outbox_key UNIQUE (event_position, recipient_id, channel)
      )`);
    await q.query(
      `CREATE INDEX notification_outbox_due ON notification_outbox (channel, next_attempt_at)
        WHERE status IN ('pending', 'sending')`,
    );
    await q.query(
      `CREATE INDEX notification_outbox_recipient ON notification_outbox (recipient_id)`,
    );
    await q.query(`
      CREATE TABLE notification_dispatch (
        name            text PRIMARY KEY,
        transaction_id  xid8 NOT NULL,
        global_position bigint NOT NULL,
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE calendar_feed_tokens (
        token_hash text PRIMARY KEY,
        secret_id  text NOT NULL,
        user_id    uuid NOT NULL,
        scope      text NOT NULL,
        scope_id   uuid NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT calendar_feed_tokens_owner UNIQUE (user_id, scope, scope_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE calendar_feed_tokens`);
    await q.query(`DROP TABLE notification_dispatch`);
    await q.query(`DROP TABLE notification_outbox`);
  }
}
