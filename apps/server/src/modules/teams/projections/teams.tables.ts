/** Read tables of the teams projection (unqualified names; the runner sets the schema). */
export const TEAMS_TABLES = [
  'rm_teams',
  'rm_team_members',
  'rm_team_applications',
  'rm_league_teams',
  'rm_team_suspensions',
];

export const TEAMS_DDL = [
  `CREATE TABLE rm_teams (
     id                  uuid PRIMARY KEY,
     name                text NOT NULL,
     short_name          text NOT NULL,
     captain_id          uuid NOT NULL,
     requested_league_id uuid,
     has_image           boolean NOT NULL DEFAULT false,
     image_version       integer NOT NULL DEFAULT 0,
     members_count       integer NOT NULL DEFAULT 0,
     created_at          timestamptz NOT NULL
   )`,
  `CREATE INDEX rm_teams_by_captain ON rm_teams (captain_id)`,
  `CREATE TABLE rm_team_members (
     user_team_id uuid PRIMARY KEY,
     team_id      uuid NOT NULL,
     user_id      uuid NOT NULL,
     member_type  integer NOT NULL,
     joined_at    timestamptz NOT NULL
   )`,
  `CREATE INDEX rm_team_members_by_team ON rm_team_members (team_id)`,
  `CREATE INDEX rm_team_members_by_user ON rm_team_members (user_id)`,
  `CREATE TABLE rm_team_applications (
     id         uuid PRIMARY KEY,
     team_id    uuid NOT NULL,
     user_id    uuid NOT NULL,
     status     text NOT NULL,
     created_at timestamptz NOT NULL,
     decided_at timestamptz
   )`,
  `CREATE INDEX rm_team_applications_pending_by_team ON rm_team_applications (team_id)
     WHERE status = 'pending'`,
  `CREATE INDEX rm_team_applications_pending_by_user ON rm_team_applications (user_id)
     WHERE status = 'pending'`,
  `CREATE TABLE rm_league_teams (
     id         uuid PRIMARY KEY,
     league_id  uuid NOT NULL,
     season_id  uuid NOT NULL,
     team_id    uuid NOT NULL,
     started_at timestamptz NOT NULL,
     ended_at   timestamptz,
     end_reason text
   )`,
  `CREATE INDEX rm_league_teams_current_by_league ON rm_league_teams (league_id)
     WHERE ended_at IS NULL`,
  `CREATE INDEX rm_league_teams_by_team ON rm_league_teams (team_id)`,
  /** The league office's suspensions of players (PlayerSuspended on the team stream). */
  `CREATE TABLE rm_team_suspensions (
     id        uuid PRIMARY KEY,
     team_id   uuid NOT NULL,
     user_id   uuid NOT NULL,
     season_id uuid NOT NULL,
     matches   integer,
     until     timestamptz,
     from_at   timestamptz NOT NULL,
     reason    text NOT NULL
   )`,
  `CREATE INDEX rm_team_suspensions_by_team ON rm_team_suspensions (team_id, from_at)`,
  `CREATE INDEX rm_team_suspensions_by_user ON rm_team_suspensions (user_id, from_at)`,
];
