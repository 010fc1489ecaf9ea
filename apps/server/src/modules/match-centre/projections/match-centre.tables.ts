/** Read tables of the match-centre projection (unqualified names; the runner sets the schema). */
export const MATCH_CENTRE_TABLES = ['rm_mc_matches', 'rm_mc_timeline', 'rm_mc_meetings'];

export const MATCH_CENTRE_DDL = [
  /** The two teams of every match stream (team A = the challenger) and their leagues. */
  `CREATE TABLE rm_mc_matches (
     id             uuid PRIMARY KEY,
     team_a_id      uuid NOT NULL,
     team_b_id      uuid NOT NULL,
     team_a_league  uuid,
     team_b_league  uuid
   )`,
  /**
   * The story of each match, one row per fact of its stream, in the stream's order (`seq`: the
   * event's version in the match stream, the same in every replay).
   */
  `CREATE TABLE rm_mc_timeline (
     match_id  uuid NOT NULL,
     seq       integer NOT NULL,
     at        timestamptz NOT NULL,
     action    text NOT NULL,
     team_id   uuid,
     PRIMARY KEY (match_id, seq)
   )`,
  /**
   * Every verified meeting of two teams, across seasons, keyed by the pair in id order
   * (team_low < team_high) so both directions read one index range.
   */
  `CREATE TABLE rm_mc_meetings (
     match_id    uuid PRIMARY KEY,
     team_low    uuid NOT NULL,
     team_high   uuid NOT NULL,
     season_id   uuid NOT NULL,
     played_at   timestamptz NOT NULL,
     low_goals   integer NOT NULL,
     high_goals  integer NOT NULL,
     is_walkover boolean NOT NULL
   )`,
  `CREATE INDEX rm_mc_meetings_by_pair ON rm_mc_meetings (team_low, team_high, played_at DESC)`,
];
