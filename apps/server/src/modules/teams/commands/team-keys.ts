/**
 * Cross-stream rules kept as `unique_keys` rows, claimed in the transaction of the append:
 * - `team-member` (user id → team stream): a player belongs to at most one team at a time;
 * - `team-application` (user id → team stream): at most one pending application per player;
 * - `team-name` (lower-cased name → team stream): team names are unique;
 * - `league-team` (`{seasonId}:{teamId}` → league stream): one league per team and season;
 * - `team-offer` (offer id → team stream): routes an offer's answer to the team that made it.
 */
export const TEAM_KEYS = {
  member: 'team-member',
  application: 'team-application',
  name: 'team-name',
  league: 'league-team',
  offer: 'team-offer',
} as const;

export const teamNameKey = (name: string) => name.toLocaleLowerCase('pl-PL');
export const leagueTeamKey = (seasonId: string, teamId: string) => `${seasonId}:${teamId}`;
