/** Read tables of the reports projection (unqualified names; the runner sets the schema). */
export const REPORTS_TABLES = ['rm_reports', 'rm_report_index', 'rm_report_teams'];

export const REPORTS_DDL = [
  /**
   * One row per live report (waiting, to verify, verified). A rejected or deleted report's row
   * goes; its id stays in rm_report_index. `teams` holds the two team sheets as filed
   * ([home, enemy]: attendances, goals, mvp, keepers), ids only.
   */
  `CREATE TABLE rm_reports (
     id                   uuid PRIMARY KEY,
     match_id             uuid NOT NULL,
     season_id            uuid NOT NULL,
     league_id            uuid,
     home_league_id       uuid,
     enemy_league_id      uuid,
     home_team_id         uuid NOT NULL,
     enemy_team_id        uuid NOT NULL,
     submitted_by_team_id uuid,
     admin_insert         boolean NOT NULL,
     status               integer NOT NULL,
     walkover_type        integer NOT NULL,
     home_goals           integer NOT NULL,
     enemy_goals          integer NOT NULL,
     teams                jsonb NOT NULL,
     match_date           timestamptz NOT NULL,
     created_at           timestamptz NOT NULL,
     accepted_at          timestamptz,
     verified_at          timestamptz
   )`,
  `CREATE UNIQUE INDEX rm_reports_by_match ON rm_reports (match_id)`,
  `CREATE INDEX rm_reports_by_date ON rm_reports (match_date)`,
  `CREATE INDEX rm_reports_by_home ON rm_reports (home_team_id, match_date)`,
  `CREATE INDEX rm_reports_by_enemy ON rm_reports (enemy_team_id, match_date)`,
  `CREATE INDEX rm_reports_open ON rm_reports (status) WHERE status <> 4`,
  /** Every report id ever filed → its match (the commands find the stream through it). */
  `CREATE TABLE rm_report_index (
     report_id uuid PRIMARY KEY,
     match_id  uuid NOT NULL
   )`,
  /** Team names and images as reports show them (kept when a team is deleted). */
  `CREATE TABLE rm_report_teams (
     id            uuid PRIMARY KEY,
     name          text NOT NULL,
     short_name    text NOT NULL,
     has_image     boolean NOT NULL DEFAULT false,
     image_version integer NOT NULL DEFAULT 0
   )`,
];
