/** Read tables of the standings projection (unqualified names; the runner sets the schema). */
export const STANDINGS_TABLES = [
  'rm_team_results',
  'rm_standings',
  'rm_player_results',
  'rm_player_stats',
  'rm_user_statistics',
  'rm_points_adjustments',
  'rm_withdrawals',
];

export const STANDINGS_DDL = [
  /** One row per verified result and team that plays in a league (the source of rm_standings). */
  `CREATE TABLE rm_team_results (
     report_id     uuid NOT NULL,
     team_id       uuid NOT NULL,
     match_id      uuid NOT NULL,
     league_id     uuid NOT NULL,
     season_id     uuid NOT NULL,
     opponent_id   uuid NOT NULL,
     played_at     timestamptz NOT NULL,
     scored        integer NOT NULL,
     conceded      integer NOT NULL,
     result        char(1) NOT NULL,
     points        integer NOT NULL,
     walkover_lost boolean NOT NULL,
     PRIMARY KEY (report_id, team_id)
   )`,
  `CREATE INDEX rm_team_results_by_team ON rm_team_results (league_id, team_id)`,
  /** The league table: one row per team with a verified result in the league. */
  `CREATE TABLE rm_standings (
     league_id      uuid NOT NULL,
     team_id        uuid NOT NULL,
     season_id      uuid NOT NULL,
     points         integer NOT NULL,
     played         integer NOT NULL,
     wins           integer NOT NULL,
     draws          integer NOT NULL,
     losses         integer NOT NULL,
     scored         integer NOT NULL,
     conceded       integer NOT NULL,
     walkovers_lost integer NOT NULL,
     form           text NOT NULL,
     PRIMARY KEY (league_id, team_id)
   )`,
  /** One row per verified result and player marked present. `league_id` null: no league. */
  `CREATE TABLE rm_player_results (
     report_id   uuid NOT NULL,
     user_id     uuid NOT NULL,
     team_id     uuid NOT NULL,
     match_id    uuid NOT NULL,
     league_id   uuid,
     season_id   uuid NOT NULL,
     played_at   timestamptz NOT NULL,
     goals       integer NOT NULL,
     own_goals   integer NOT NULL,
     mvp         integer NOT NULL,
     keeper_rate integer,
     won         boolean NOT NULL,
     PRIMARY KEY (report_id, user_id)
   )`,
  `CREATE INDEX rm_player_results_by_user ON rm_player_results (user_id)`,
  `CREATE INDEX rm_player_results_by_league ON rm_player_results (league_id, user_id)`,
  /** Player rankings per league: goals, MVP points, goalkeeper ratings. */
  `CREATE TABLE rm_player_stats (
     league_id    uuid NOT NULL,
     user_id      uuid NOT NULL,
     team_id      uuid NOT NULL,
     matches      integer NOT NULL,
     goals        integer NOT NULL,
     mvp_points   integer NOT NULL,
     keeper_sum   integer NOT NULL,
     keeper_count integer NOT NULL,
     PRIMARY KEY (league_id, user_id)
   )`,
  `CREATE INDEX rm_player_stats_goals ON rm_player_stats (league_id, goals DESC)`,
  /**
   * A player's statistics over every verified match (the profile page); read by the users
   * module's get-user-statistic-by-user-id.
   */
  `CREATE TABLE rm_user_statistics (
     user_id            uuid PRIMARY KEY,
     matches_played     integer NOT NULL,
     wins               integer NOT NULL,
     goals              integer NOT NULL,
     mvp_points         integer NOT NULL,
     max_goals_in_match integer NOT NULL
   )`,
  /** The league office's points deductions (negative) and bonuses (positive), with reasons. */
  `CREATE TABLE rm_points_adjustments (
     adjustment_id uuid PRIMARY KEY,
     league_id     uuid NOT NULL,
     team_id       uuid NOT NULL,
     points        integer NOT NULL,
     reason        text NOT NULL,
     at            timestamptz NOT NULL
   )`,
  `CREATE INDEX rm_points_adjustments_by_team ON rm_points_adjustments (league_id, team_id, at)`,
  /**
   * Teams the league office withdrew from a league mid-season: `annul` (its results there no
   * longer count, also a result verified later) or `walkovers` (shown "wycofana", placed last).
   */
  `CREATE TABLE rm_withdrawals (
     league_id uuid NOT NULL,
     team_id   uuid NOT NULL,
     season_id uuid NOT NULL,
     mode      text NOT NULL,
     reason    text NOT NULL,
     at        timestamptz NOT NULL,
     PRIMARY KEY (league_id, team_id)
   )`,
];
