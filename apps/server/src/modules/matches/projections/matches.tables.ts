/** Read tables of the matches projection (unqualified names; the runner sets the schema). */
export const MATCHES_TABLES = ['rm_matches', 'rm_match_teams'];

export const MATCHES_DDL = [
  /**
   * One row per match stream. The report columns stay null until the match-reports feature
   * adds its handlers for the match stream's report events to this projection (same stream,
   * same table, so a rebuild fills them too). Goals are per side: sender and receiver. The
   * `proposal_*` columns hold a rescheduling proposal waiting for the other captain (cleared when
   * it is answered; one past `proposal_expires_at` has lapsed and is not shown).
   */
  `CREATE TABLE rm_matches (
     id               uuid PRIMARY KEY,
     season_id        uuid NOT NULL,
     sender_team_id   uuid NOT NULL,
     receiver_team_id uuid NOT NULL,
     league_id        uuid,
     sender_league_id   uuid,
     receiver_league_id uuid,
     pitch_id         uuid NOT NULL,
     starts_at        timestamptz NOT NULL,
     length_minutes   integer NOT NULL,
     match_type       integer NOT NULL,
     status           integer NOT NULL,
     issued_by        uuid NOT NULL,
     created_at       timestamptz NOT NULL,
     decided_at       timestamptz,
     decided_by       uuid,
     report_id        uuid,
     report_status    integer,
     sender_goals     integer,
     receiver_goals   integer,
     cancel_reason    text,
     proposal_id          uuid,
     proposal_team_id     uuid,
     proposal_starts_at   timestamptz,
     proposal_pitch_id    uuid,
     proposal_at          timestamptz,
     proposal_expires_at  timestamptz
   )`,
  `CREATE INDEX rm_matches_by_sender ON rm_matches (sender_team_id, status)`,
  `CREATE INDEX rm_matches_by_receiver ON rm_matches (receiver_team_id, status)`,
  `CREATE INDEX rm_matches_by_start ON rm_matches (starts_at)`,
  /**
   * Names of the teams as matches show them. Kept here (not joined from the teams projection)
   * so that a deleted team's past matches still show its name.
   */
  `CREATE TABLE rm_match_teams (
     id         uuid PRIMARY KEY,
     name       text NOT NULL,
     short_name text NOT NULL,
     deleted    boolean NOT NULL DEFAULT false
   )`,
];
