import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Web Push (issue 19), kept beside the log like the feed tokens: `push_subscriptions` holds one
 * row per subscribed browser (its push service endpoint and keys), owned by one account. A
 * push service answering 404/410 for an endpoint removes its row (the browser unsubscribed);
 * deleting an account removes its rows.
 */
export class PushSubscriptions1733400000000 implements MigrationInterface {
  name = 'PushSubscriptions1733400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE push_subscriptions (
        endpoint   text PRIMARY KEY,
        user_id    uuid NOT NULL,
        p256dh     text NOT NULL,
        auth       text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE push_subscriptions`);
  }
}
