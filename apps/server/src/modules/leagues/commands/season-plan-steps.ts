import { SEASON_PLAN_LIMITS } from '@liga/contracts';
import {
  nextSeason,
  previousSeason,
  type SeasonPeriod,
  seasonId,
} from '../../../config/season-calendar';
import type { CommandUnit } from '../../../platform/event-store/unit-of-work';
import { seasonDecider, seasonStream } from '../domain/season.decider';
import { type SeasonPlanState, seasonPlanDecider } from '../domain/season-plan.decider';
import { seasonPlanStream, type SeasonStructureDrafted } from '../domain/season-plan.events';
import {
  defaultStructure,
  draftFrom,
  type PlannedLeague,
  tierMovesFor,
} from '../domain/season-structure';
import { leagueIdFor } from './league-ids';

/** Reads a season's plan stream (inside a unit of work, or outside one). */
export type PlanLoader = (seasonId: string) => Promise<SeasonPlanState>;

export const unitPlanLoader =
  (unit: CommandUnit): PlanLoader =>
  async (id) =>
    (await unit.load(seasonPlanStream(id), seasonPlanDecider)).state;

/** A season's leagues: its drafted structure, or the default leagues (nobody drafted one). */
export async function structureOf(
  load: PlanLoader,
  season: SeasonPeriod,
): Promise<PlannedLeague[]> {
  const plan = await load(seasonId(season));
  if (plan.status === 'drafted') return plan.leagues;
  return defaultStructure((name) => leagueIdFor(season, name));
}

/**
 * The first structure of `season`: the open leagues of the season before under the new
 * season's ids, and the numbers between the season before's tiers (the last ones given for the
 * same tiers, else 2 and 2).
 */
export async function draftFor(
  load: PlanLoader,
  season: SeasonPeriod,
): Promise<SeasonStructureDrafted['data']> {
  const before = previousSeason(season);
  const previous = await structureOf(load, before);
  const previousPlan = await load(seasonId(before));
  const given = previousPlan.status === 'drafted' ? previousPlan.numbers : [];
  return {
    seasonId: seasonId(season),
    fromSeasonId: seasonId(before),
    leagues: draftFrom(previous, (name) => leagueIdFor(season, name)),
    numbers: tierMovesFor(previous, given),
  };
}

/** The seasons a plan may be made for: the next one, or the current one until its plan applied. */
export function planSeason(current: SeasonPeriod, id: string): SeasonPeriod | null {
  const candidates = [nextSeason(current), current];
  return candidates.find((s) => seasonId(s) === id) ?? null;
}

/** From this instant admins see the proposal: 14 days before the season before ends. */
export const proposalOpensAt = (season: SeasonPeriod) =>
  new Date(
    previousSeason(season).end.getTime() + 1 - SEASON_PLAN_LIMITS.proposalDaysBefore * 86_400_000,
  );

/** Whether the season's turn happened (its stream says so). */
export async function hasTurned(unit: CommandUnit, season: SeasonPeriod): Promise<boolean> {
  const { state } = await unit.load(seasonStream(seasonId(season)), seasonDecider);
  return state.status === 'open' && state.started;
}

/** The leagues a season opens with: its structure as drafted, else the season before's. */
export async function openingStructure(
  load: PlanLoader,
  season: SeasonPeriod,
): Promise<PlannedLeague[]> {
  const plan = await load(seasonId(season));
  if (plan.status === 'drafted') return plan.leagues;
  return (await draftFor(load, season)).leagues;
}
