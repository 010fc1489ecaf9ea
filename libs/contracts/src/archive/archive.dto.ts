/**
 * The browsable past (issue 13): team history, player careers, all-time records, the hall of
 * fame and the position of each team after every round (week) of a season. Dates are ISO
 * instants (UTC); the client shows them in Warsaw time.
 */

/** What a team won or where it went at the end of a finished season. */
export type SeasonHonour = 'champion' | 'promoted' | 'relegated';

/** `GET /api/team/get-team-history?TeamId` row: one season of the team, newest first. */
export interface TeamSeasonDto {
  seasonId: string;
  seasonName: string;
  /** The season is today's (its table still moves). */
  isCurrent: boolean;
  leagueId: string;
  leagueName: string;
  /** Place in the league's table (final for a finished season); null: no longer in it. */
  position: number | null;
  /** Teams in that table. */
  teamsCount: number;
  points: number;
  matchesPlayed: number;
  wins: number;
  draws: number;
  losses: number;
  goalsScored: number;
  goalsConceded: number;
  /** Finished seasons only: champion (1st), promoted / relegated (the next season's tier). */
  honours: SeasonHonour[];
}

/** `GET /api/user/get-user-career?UserId` row: one season and team of a player, newest first. */
export interface PlayerSeasonDto {
  seasonId: string;
  seasonName: string;
  isCurrent: boolean;
  teamId: string;
  teamName: string;
  /** The league the player's matches counted in (null: friendlies outside any league). */
  leagueId: string | null;
  leagueName: string | null;
  /** Verified matches the player was present at. */
  matches: number;
  wins: number;
  goals: number;
  mvpPoints: number;
  /** Matches with a goalkeeper rating, and their average (one decimal in the UI). */
  keeperMatches: number;
  keeperRate: number | null;
}

/** `GET /api/team/get-team-players-by-season?TeamId&SeasonId` row: who played that season. */
export interface SeasonSquadPlayerDto {
  id: string;
  firstName: string;
  lastName: string;
  matches: number;
  goals: number;
  mvpPoints: number;
  keeperMatches: number;
  keeperRate: number | null;
}

/** One round of a season: a week from its first day (Tydzień N, Warsaw days). */
export interface SeasonRoundDto {
  round: number;
  /** First and last day of the week, `YYYY-MM-DD` (Warsaw). */
  startDay: string;
  endDay: string;
}

/** One team's line: its place after each round (1 = top), `rounds` long. */
export interface TeamPositionsDto {
  id: string;
  name: string;
  shortName: string;
  positions: number[];
}

/** `GET /api/league/get-position-by-round?LeagueId[&TeamId]`. */
export interface PositionByRoundDto {
  leagueId: string;
  leagueName: string;
  seasonId: string;
  teamsCount: number;
  /** Rounds played so far (every week of a finished season). */
  rounds: SeasonRoundDto[];
  /** Every team of the league, or only `TeamId`'s line when asked for. */
  teams: TeamPositionsDto[];
}

/** A team as records name it (the name it carries now, or its last one if deleted). */
export interface RecordTeamDto {
  id: string;
  name: string;
}

/** A player's all-time figure (goals, MVP points, appearances, keeper average). */
export interface PlayerRecordDto {
  position: number;
  userId: string;
  firstName: string;
  lastName: string;
  /** The team the player last played for. */
  team: RecordTeamDto | null;
  /** The figure of the list (keeper average with two decimals). */
  value: number;
  /** Verified matches (for keepers: rated matches). */
  matches: number;
}

/** A match of the records (biggest wins, most goals). Walkovers are left out. */
export interface MatchRecordDto {
  position: number;
  matchId: string;
  seasonId: string;
  seasonName: string;
  leagueId: string | null;
  leagueName: string | null;
  playedAt: string;
  /** The winner (or the home side of a draw) first. */
  teamA: RecordTeamDto;
  teamB: RecordTeamDto;
  goalsA: number;
  goalsB: number;
}

/** A player's goals in one match. */
export interface PlayerMatchRecordDto {
  position: number;
  userId: string;
  firstName: string;
  lastName: string;
  team: RecordTeamDto;
  opponent: RecordTeamDto;
  goals: number;
  matchId: string;
  playedAt: string;
  seasonName: string;
}

/** A run of league results of one team (across seasons), oldest match to newest. */
export interface RunRecordDto {
  position: number;
  team: RecordTeamDto;
  length: number;
  /** The first and last match of the run. */
  from: string;
  to: string;
  /** The run is still going. */
  ongoing: boolean;
}

/** `GET /api/records/get-records[?MinKeeperMatches&Limit]`: the all-time records (Rekordy). */
export interface RecordsDto {
  topScorers: PlayerRecordDto[];
  mostMvpPoints: PlayerRecordDto[];
  mostAppearances: PlayerRecordDto[];
  /** Best average goalkeeper rating among keepers with at least `minMatches` rated matches. */
  bestKeepers: { minMatches: number; rows: PlayerRecordDto[] };
  biggestWins: MatchRecordDto[];
  highestScoringMatches: MatchRecordDto[];
  mostGoalsInMatch: PlayerMatchRecordDto[];
  longestWinningRuns: RunRecordDto[];
  longestUnbeatenRuns: RunRecordDto[];
}

/** A league's champion of a finished season. */
export interface ChampionDto {
  leagueId: string;
  leagueName: string;
  team: RecordTeamDto;
  points: number;
  wins: number;
  draws: number;
  losses: number;
  goalsScored: number;
  goalsConceded: number;
}

/** `GET /api/records/get-hall-of-fame` row: a finished season and its champions, newest first. */
export interface HallOfFameSeasonDto {
  seasonId: string;
  seasonName: string;
  startDate: string;
  champions: ChampionDto[];
}
