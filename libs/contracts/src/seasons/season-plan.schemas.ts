import { z } from 'zod';
import { eitherCase, queryUuid } from '../common/query-fields';
import { trimmedText, uuidField as uuid } from '../common/schema-fields';
import { typeError } from '../common/zod-errors';
import { SEASON_PLAN_LIMITS as L } from './season-plan.rules';
import { SEASON_PLAN_MESSAGES as M } from './season-plan.texts';

const name = () =>
  trimmedText(M.nameRequired).pipe(
    z.string().min(L.nameMin, M.nameRequired).max(L.nameMax, M.nameRequired),
  );
const count = (message: string, max: number, min = 0) =>
  z.number(typeError(message, message)).int(message).min(min, message).max(max, message);

/** `GET /api/admin/season-plan?SeasonId=` (absent: the next season). */
export const seasonPlanQuerySchema = z.preprocess(
  eitherCase('seasonId', 'SeasonId'),
  z.object({ SeasonId: queryUuid(M.seasonIdInvalid).optional() }),
);

/** `POST /api/admin/season-plan/league`: a new league of the next season. */
export const addPlannedLeagueSchema = z.object({
  seasonId: uuid(M.seasonIdInvalid),
  name: name(),
  tier: count(M.tierInvalid, L.maxTier, 1),
});
export type AddPlannedLeagueRequest = z.infer<typeof addPlannedLeagueSchema>;

/** `PUT /api/admin/season-plan/league`: renames a league of the next season. */
export const renamePlannedLeagueSchema = z.object({
  seasonId: uuid(M.seasonIdInvalid),
  leagueId: uuid(M.leagueIdInvalid),
  name: name(),
});
export type RenamePlannedLeagueRequest = z.infer<typeof renamePlannedLeagueSchema>;

/** `POST /api/admin/season-plan/league/close`: the league is not played next season. */
export const closePlannedLeagueSchema = z.object({
  seasonId: uuid(M.seasonIdInvalid),
  leagueId: uuid(M.leagueIdInvalid),
});
export type ClosePlannedLeagueRequest = z.infer<typeof closePlannedLeagueSchema>;

/** `PUT /api/admin/season-plan/numbers`: how many go up and down between a tier and the next. */
export const setPromotionNumbersSchema = z.object({
  seasonId: uuid(M.seasonIdInvalid),
  upperTier: count(M.tierInvalid, L.maxTier, 1),
  up: count(M.numbersInvalid, L.maxMovers),
  down: count(M.numbersInvalid, L.maxMovers),
});
export type SetPromotionNumbersRequest = z.infer<typeof setPromotionNumbersSchema>;

/** `POST /api/admin/season-plan/move`: the admin puts a team in another league (reason required). */
export const moveTeamInPlanSchema = z.object({
  seasonId: uuid(M.seasonIdInvalid),
  teamId: uuid(M.teamIdInvalid),
  toLeagueId: uuid(M.leagueIdInvalid),
  reason: trimmedText(M.reasonRequired).pipe(
    z.string().min(L.reasonMin, M.reasonRequired).max(L.reasonMax, M.reasonRequired),
  ),
});
export type MoveTeamInPlanRequest = z.infer<typeof moveTeamInPlanSchema>;

/** `POST /api/admin/season-plan/confirm`: confirms the plan (after the turn: applies it at once). */
export const confirmSeasonPlanSchema = z.object({ seasonId: uuid(M.seasonIdInvalid) });
export type ConfirmSeasonPlanRequest = z.infer<typeof confirmSeasonPlanSchema>;
