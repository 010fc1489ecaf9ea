import { DomainError } from '../../../platform/domain/domain-error';

/**
 * Every refusal of the leagues module, as data: a typed code and the values its message needs. The
 * HTTP status and the Polish message are the edge's (http/league.error-responses.ts).
 */
export type LeagueErrorCode =
  | 'league.not_found'
  | 'league.already_open'
  | 'league.same_league'
  | 'league.link_ended'
  | 'league.season_already_open'
  | 'league.season_not_found'
  | 'league.season_not_started'
  | 'league.tie_breaks_invalid'
  | 'league.team_not_in_league'
  | 'league.points_invalid'
  | 'league.team_withdrawn'
  | 'league.team_not_found'
  | 'league.team_without_league';

export class LeagueError extends DomainError<LeagueErrorCode, Record<string, string> | undefined> {}

export const leagueErrors = {
  notFound: () => new LeagueError('league.not_found', undefined),
  alreadyOpen: () => new LeagueError('league.already_open', undefined),
  sameLeague: () => new LeagueError('league.same_league', undefined),
  linkEnded: () => new LeagueError('league.link_ended', undefined),
  seasonAlreadyOpen: () => new LeagueError('league.season_already_open', undefined),
  seasonNotFound: () => new LeagueError('league.season_not_found', undefined),
  seasonNotStarted: () => new LeagueError('league.season_not_started', undefined),
  tieBreaksInvalid: () => new LeagueError('league.tie_breaks_invalid', undefined),
  teamNotInLeague: () => new LeagueError('league.team_not_in_league', undefined),
  pointsInvalid: () => new LeagueError('league.points_invalid', undefined),
  teamWithdrawn: () => new LeagueError('league.team_withdrawn', undefined),
  teamNotFound: () => new LeagueError('league.team_not_found', undefined),
  teamWithoutLeague: () => new LeagueError('league.team_without_league', undefined),
};
