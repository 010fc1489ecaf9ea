import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: the state that is not a domain fact and must stay out of the event log.
 *
 * - `personal_data_keys`: one AES-256-GCM key per person. Personal fields in the user events'
 *   payloads are encrypted with it; deleting the row (in the transaction that appends
 *   `UserErased`) makes every copy of those fields in the log unreadable forever
 *   (crypto-shredding, see modules/users/personal-data/personal-data-vault.ts).
 * - `credentials`: argon2id password hashes, written in the same transaction as the event.
 * - `refresh_tokens`: opaque refresh tokens, stored as sha256, in rotating families.
 * - `user_tokens`: one-time tokens (e-mail verification, avatar upload at registration), sha256.
 * - `login_failures`: failed logins per account key and per client address (throttling).
 * - `user_avatars`: the re-encoded 256x256 PNG bytes, keyed by user id.
 */
export class Accounts1732300000000 implements MigrationInterface {
  name = 'Accounts1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE personal_data_keys (
        user_id    uuid PRIMARY KEY,
        key        bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE credentials (
        user_id              uuid PRIMARY KEY,
        password_hash        text NOT NULL,
        must_change_password boolean NOT NULL DEFAULT false,
        updated_at           timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE refresh_tokens (
        token_hash  text PRIMARY KEY,
        user_id     uuid NOT NULL,
        family_id   uuid NOT NULL,
        expires_at  timestamptz NOT NULL,
        created_at  timestamptz NOT NULL,
        rotated_at  timestamptz,
        revoked_at  timestamptz
      )`);
    await q.query(`CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id)`);
    await q.query(`CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id)`);
    await q.query(`
      CREATE TABLE user_tokens (
        token_hash text PRIMARY KEY,
        user_id    uuid NOT NULL,
        purpose    text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at    timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX user_tokens_user ON user_tokens (user_id, purpose)`);
    await q.query(`
      CREATE TABLE login_failures (
        id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        account_key text NOT NULL,
        address     text NOT NULL,
        failed_at   timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX login_failures_account ON login_failures (account_key, failed_at)`);
    await q.query(`CREATE INDEX login_failures_address ON login_failures (address, failed_at)`);
    await q.query(`
      CREATE TABLE user_avatars (
        user_id    uuid PRIMARY KEY,
        png        bytea NOT NULL,
        version    integer NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'user_avatars',
      'login_failures',
      'user_tokens',
      'refresh_tokens',
      'credentials',
      'personal_data_keys',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
