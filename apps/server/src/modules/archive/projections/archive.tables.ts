/** Read tables of the archive projection (unqualified names; the runner sets the schema). */
export const ARCHIVE_TABLES = [
  'rm_archive_results',
  'rm_archive_annulments',
  'rm_archive_best_runs',
  'rm_archive_matches',
  'rm_archive_player_results',
  'rm_archive_player_totals',
];

export const ARCHIVE_DDL = [
  /**
   * One row per verified result and team that plays in a league (as rm_team_results), with
   * when it began to count (`verified_at`; `since`: the log position of the event that made
   * it) and, if it stopped later, when (`removed_at`: its report deleted, its result corrected
   * — the corrected numbers are a new row from then on — or annulled by a withdrawal): the
   * table on any day. Walkovers of a withdrawal (mode `walkovers`) are rows under the id the
   * event gave them. `cup`: a cup match, never in a league table (as the live table). `win_run`
   * / `unbeaten_run`: the length of the team's run that this result ends (by match date, then
   * match id), and the first match of that run.
   */
  `CREATE TABLE rm_archive_results (
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
     verified_at   timestamptz NOT NULL,
     removed_at    timestamptz,
     win_run       integer NOT NULL,
     win_from      timestamptz,
     unbeaten_run  integer NOT NULL,
     unbeaten_from timestamptz,
     since         bigint NOT NULL,
     cup           boolean NOT NULL,
     PRIMARY KEY (report_id, team_id, since)
   )`,
  `CREATE INDEX rm_archive_results_by_report ON rm_archive_results (report_id)
     WHERE removed_at IS NULL`,
  /**
   * Teams withdrawn from a league with their results annulled: a result of theirs in that
   * league verified afterwards counts for nobody (as in the live table).
   */
  `CREATE TABLE rm_archive_annulments (
     league_id uuid NOT NULL,
     team_id   uuid NOT NULL,
     at        timestamptz NOT NULL,
     PRIMARY KEY (league_id, team_id)
   )`,
  `CREATE INDEX rm_archive_results_by_league ON rm_archive_results (league_id, verified_at)`,
  `CREATE INDEX rm_archive_results_by_team ON rm_archive_results (team_id, played_at, match_id)
     WHERE removed_at IS NULL`,
  `CREATE INDEX rm_archive_results_win_runs ON rm_archive_results (team_id, win_run DESC, played_at)
     WHERE removed_at IS NULL`,
  `CREATE INDEX rm_archive_results_unbeaten_runs
     ON rm_archive_results (team_id, unbeaten_run DESC, played_at) WHERE removed_at IS NULL`,
  /** Each team's longest run of each kind ('W' wins, 'U' unbeaten), the earliest on a tie. */
  `CREATE TABLE rm_archive_best_runs (
     team_id  uuid NOT NULL,
     kind     char(1) NOT NULL,
     length   integer NOT NULL,
     run_from timestamptz NOT NULL,
     run_to   timestamptz NOT NULL,
     PRIMARY KEY (team_id, kind)
   )`,
  `CREATE INDEX rm_archive_best_runs_by_length ON rm_archive_best_runs (kind, length DESC, run_to)`,
  /** One row per verified match that was played (walkovers left out): the match records. */
  `CREATE TABLE rm_archive_matches (
     report_id    uuid PRIMARY KEY,
     match_id     uuid NOT NULL,
     season_id    uuid NOT NULL,
     league_id    uuid,
     played_at    timestamptz NOT NULL,
     team_a_id    uuid NOT NULL,
     team_b_id    uuid NOT NULL,
     goals_a      integer NOT NULL,
     goals_b      integer NOT NULL,
     margin       integer NOT NULL,
     total        integer NOT NULL
   )`,
  `CREATE INDEX rm_archive_matches_by_margin ON rm_archive_matches (margin DESC, total DESC, played_at)`,
  `CREATE INDEX rm_archive_matches_by_total ON rm_archive_matches (total DESC, margin DESC, played_at)`,
  /**
   * One row per verified result and player marked present: careers, a team's players of a
   * season, the per-match player records.
   */
  `CREATE TABLE rm_archive_player_results (
     report_id   uuid NOT NULL,
     user_id     uuid NOT NULL,
     team_id     uuid NOT NULL,
     opponent_id uuid NOT NULL,
     match_id    uuid NOT NULL,
     season_id   uuid NOT NULL,
     league_id   uuid,
     played_at   timestamptz NOT NULL,
     goals       integer NOT NULL,
     mvp         integer NOT NULL,
     keeper_rate integer,
     won         boolean NOT NULL,
     PRIMARY KEY (report_id, user_id)
   )`,
  `CREATE INDEX rm_archive_player_results_by_user ON rm_archive_player_results (user_id, season_id)`,
  `CREATE INDEX rm_archive_player_results_by_team
     ON rm_archive_player_results (team_id, season_id)`,
  `CREATE INDEX rm_archive_player_results_by_goals ON rm_archive_player_results (goals DESC, played_at)
     WHERE goals > 0`,
  /** Every player's all-time figures (the player records) and the team they last played for. */
  `CREATE TABLE rm_archive_player_totals (
     user_id        uuid PRIMARY KEY,
     matches        integer NOT NULL,
     goals          integer NOT NULL,
     mvp_points     integer NOT NULL,
     keeper_sum     integer NOT NULL,
     keeper_count   integer NOT NULL,
     last_team_id   uuid NOT NULL,
     last_played_at timestamptz NOT NULL,
     last_match_id  uuid NOT NULL
   )`,
  `CREATE INDEX rm_archive_player_totals_goals ON rm_archive_player_totals (goals DESC)`,
  `CREATE INDEX rm_archive_player_totals_mvp ON rm_archive_player_totals (mvp_points DESC)`,
  `CREATE INDEX rm_archive_player_totals_matches ON rm_archive_player_totals (matches DESC)`,
];
