import { ARCHIVE_MESSAGES as M } from '@liga/contracts';
import { NotFoundError } from '../../../platform/http/app-errors';

/** The archive's 404s (the same codes and words as the modules that own these things). */
export const archiveNotFound = {
  team: () => new NotFoundError('team.not_found', M.teamNotFound),
  user: () => new NotFoundError('user.not_found', M.userNotFound),
  season: () => new NotFoundError('season.not_found', M.seasonNotFound),
  league: () => new NotFoundError('league.not_found', M.leagueNotFound),
  teamInLeague: () => new NotFoundError('league.team_not_in_league', M.teamNotInLeague),
};
