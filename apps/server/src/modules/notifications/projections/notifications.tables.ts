/** Read tables of the notifications projection (unqualified names; the runner sets the schema). */
export const NOTIFICATIONS_TABLES = [
  'rm_notifications',
  'rm_notif_members',
  'rm_notif_matches',
  'rm_notif_preferences',
  'rm_notif_cup_ties',
];

export const NOTIFICATIONS_DDL = [
  /**
   * One row per (event, recipient). `id` is derived from both (stableId), so a replay writes
   * the same ids the client has seen. `params` holds ids and numbers only: the text is made
   * when shown, with the names as they are then. `event_tx`/`event_position` place the row
   * in the log's order: the dispatcher hands rows past its watermark to the outbox.
   */
  `CREATE TABLE rm_notifications (
     id             uuid PRIMARY KEY,
     user_id        uuid NOT NULL,
     kind           text NOT NULL,
     params         jsonb NOT NULL,
     event_position bigint NOT NULL,
     event_tx       xid8 NOT NULL,
     created_at     timestamptz NOT NULL,
     read           boolean NOT NULL DEFAULT false
   )`,
  `CREATE INDEX rm_notifications_by_user ON rm_notifications (user_id, created_at DESC, event_position DESC)`,
  `CREATE INDEX rm_notifications_unread ON rm_notifications (user_id) WHERE NOT read`,
  `CREATE INDEX rm_notifications_by_log ON rm_notifications (event_tx, event_position)`,
  /** Who is in which team and who captains it, as the log stands (the rules' recipients). */
  `CREATE TABLE rm_notif_members (
     team_id uuid NOT NULL,
     user_id uuid NOT NULL,
     captain boolean NOT NULL DEFAULT false,
     PRIMARY KEY (team_id, user_id)
   )`,
  `CREATE INDEX rm_notif_members_by_user ON rm_notif_members (user_id)`,
  /**
   * The matches the rules and the reminders need. `status`: pending, accepted, closed
   * (rejected, withdrawn, cancelled) or played (a report or a result). `changed_position`: the
   * event that last changed its status or time (the reminder planner follows it).
   */
  `CREATE TABLE rm_notif_matches (
     id               uuid PRIMARY KEY,
     sender_team_id   uuid NOT NULL,
     receiver_team_id uuid NOT NULL,
     starts_at        timestamptz NOT NULL,
     pitch_id         uuid NOT NULL,
     status           text NOT NULL,
     changed_position bigint NOT NULL
   )`,
  `CREATE INDEX rm_notif_matches_changed ON rm_notif_matches (changed_position)`,
  `CREATE INDEX rm_notif_matches_upcoming ON rm_notif_matches (starts_at) WHERE status = 'accepted'`,
  /** Cup ties as drawn and filled by advancements (the next-tie notification's two sides). */
  `CREATE TABLE rm_notif_cup_ties (
     id       uuid PRIMARY KEY,
     cup_id   uuid NOT NULL,
     round    integer NOT NULL,
     deadline timestamptz NOT NULL,
     team_a   uuid,
     team_b   uuid
   )`,
  /** The e-mail settings a person changed (a missing row: the kind's default). */
  `CREATE TABLE rm_notif_preferences (
     user_id uuid NOT NULL,
     kind    text NOT NULL,
     email   text NOT NULL,
     PRIMARY KEY (user_id, kind)
   )`,
];
