/** Read tables of the cup projection (unqualified names; the runner sets the schema). */
export const CUP_TABLES = ['rm_cups', 'rm_cup_entries', 'rm_cup_ties', 'rm_cup_player_results'];

export const CUP_DDL = [
  `CREATE TABLE rm_cups (
     id                uuid PRIMARY KEY,
     season_id         uuid NOT NULL,
     name              text NOT NULL,
     status            text NOT NULL,
     leagues           jsonb NOT NULL,
     entry_deadline    timestamptz NOT NULL,
     round_deadlines   jsonb NOT NULL,
     separate_top_tier boolean NOT NULL,
     draw_seed         text,
     draw_method       text,
     drawn_at          timestamptz,
     byes              jsonb NOT NULL DEFAULT '[]',
     champion_team_id  uuid,
     cancel_reason     text,
     created_at        timestamptz NOT NULL
   )`,
  `CREATE INDEX rm_cups_by_season ON rm_cups (season_id, created_at)`,
  `CREATE TABLE rm_cup_entries (
     cup_id     uuid NOT NULL,
     team_id    uuid NOT NULL,
     league_id  uuid NOT NULL,
     tier       integer NOT NULL,
     by_admin   boolean NOT NULL,
     reason     text,
     entered_at timestamptz NOT NULL,
     PRIMARY KEY (cup_id, team_id)
   )`,
  /** One row per tie; the match columns follow the tie's latest cup challenge. */
  `CREATE TABLE rm_cup_ties (
     id             uuid PRIMARY KEY,
     cup_id         uuid NOT NULL,
     season_id      uuid NOT NULL,
     round          integer NOT NULL,
     round_name     text NOT NULL,
     deadline       timestamptz NOT NULL,
     position       integer NOT NULL,
     team_a         uuid,
     team_b         uuid,
     source_a       uuid,
     source_b       uuid,
     next_tie_id    uuid,
     next_slot      text,
     match_id       uuid,
     match_date     timestamptz,
     match_status   integer,
     report_status  integer,
     pitch_id       uuid,
     score_a        integer,
     score_b        integer,
     penalties_a    integer,
     penalties_b    integer,
     winner_team_id uuid,
     decided_by     text,
     reason         text,
     both_out       boolean NOT NULL DEFAULT false
   )`,
  `CREATE INDEX rm_cup_ties_by_cup ON rm_cup_ties (cup_id, round, position)`,
  `CREATE INDEX rm_cup_ties_by_match ON rm_cup_ties (match_id) WHERE match_id IS NOT NULL`,
  /** One row per player present in a verified cup match (the cup's scorers and MVPs). */
  `CREATE TABLE rm_cup_player_results (
     cup_id   uuid NOT NULL,
     match_id uuid NOT NULL,
     user_id  uuid NOT NULL,
     team_id  uuid NOT NULL,
     goals    integer NOT NULL,
     mvp      integer NOT NULL,
     PRIMARY KEY (match_id, user_id)
   )`,
  `CREATE INDEX rm_cup_player_results_by_cup ON rm_cup_player_results (cup_id)`,
];
