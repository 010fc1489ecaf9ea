import type { PlacementMovement } from '@liga/contracts';
import type { DomainEvent } from '../../../platform/event-store/decider';
import type { PlannedLeague, TierMoves } from './season-structure';

/** Where the plan puts one team in the new season. */
export interface Placement {
  teamId: string;
  /** Its league in the season before (null: it had none). */
  fromLeagueId: string | null;
  toLeagueId: string;
  movement: PlacementMovement;
  /** The admin's reason for a move by hand. */
  reason: string | null;
}

/**
 * The turn into a season, on its own stream `season-plan-{seasonId}`: the season's structure
 * (leagues by tier), the numbers that move teams between the tiers of the season before, the
 * admin's moves, the confirmed plan and its application (at the turn, or later).
 */
export type SeasonStructureDrafted = DomainEvent<
  'SeasonStructureDrafted',
  { seasonId: string; fromSeasonId: string; leagues: PlannedLeague[]; numbers: TierMoves[] }
>;
export type PlannedLeagueAdded = DomainEvent<
  'PlannedLeagueAdded',
  { seasonId: string; leagueId: string; name: string; tier: number }
>;
export type PlannedLeagueRenamed = DomainEvent<
  'PlannedLeagueRenamed',
  { seasonId: string; leagueId: string; name: string }
>;
export type PlannedLeagueClosed = DomainEvent<
  'PlannedLeagueClosed',
  { seasonId: string; leagueId: string }
>;
export type PromotionNumbersSet = DomainEvent<
  'PromotionNumbersSet',
  { seasonId: string; upperTier: number; up: number; down: number }
>;
export type TeamMovedInPlan = DomainEvent<
  'TeamMovedInPlan',
  { seasonId: string; teamId: string; toLeagueId: string; reason: string }
>;
export type SeasonPlanConfirmed = DomainEvent<
  'SeasonPlanConfirmed',
  { seasonId: string; confirmedAt: string; placements: Placement[] }
>;
/** The confirmed plan took effect: at the turn (`late` false) or after a carry-over (`late` true). */
export type SeasonPlanApplied = DomainEvent<
  'SeasonPlanApplied',
  { seasonId: string; appliedAt: string; late: boolean; placements: Placement[] }
>;

export type SeasonPlanEvent =
  | SeasonStructureDrafted
  | PlannedLeagueAdded
  | PlannedLeagueRenamed
  | PlannedLeagueClosed
  | PromotionNumbersSet
  | TeamMovedInPlan
  | SeasonPlanConfirmed
  | SeasonPlanApplied;

export const SEASON_PLAN_EVENT_TYPES: ReadonlyArray<SeasonPlanEvent['type']> = [
  'SeasonStructureDrafted',
  'PlannedLeagueAdded',
  'PlannedLeagueRenamed',
  'PlannedLeagueClosed',
  'PromotionNumbersSet',
  'TeamMovedInPlan',
  'SeasonPlanConfirmed',
  'SeasonPlanApplied',
];

export const seasonPlanStream = (seasonId: string) => ({
  streamId: `season-plan-${seasonId}`,
  streamType: 'season-plan',
});
