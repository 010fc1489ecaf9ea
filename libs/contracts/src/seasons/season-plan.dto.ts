import type { PlacementMovement, SeasonPlanPhase } from './season-plan.rules';

/** A league of a season's structure: its tier (1 = top; parallel leagues share one). */
export interface PlannedLeagueDto {
  id: string;
  name: string;
  tier: number;
  closed: boolean;
}

/** Between a tier and the next one down: `up` teams of the lower go up, `down` of the upper go down. */
export interface TierMovesDto {
  upperTier: number;
  lowerTier: number;
  up: number;
  down: number;
}

/** One team of a league's final table in the proposal, with where the plan puts it. */
export interface ProposalRowDto {
  teamId: string;
  teamName: string;
  position: number;
  played: number;
  points: number;
  movement: PlacementMovement;
  /** Null: the plan has no league for it (a confirmed plan from before it joined). */
  toLeagueId: string | null;
  toLeagueName: string | null;
  /** No match played this season (flagged for the admin). */
  noMatches: boolean;
  /** The admin's reason when moved by hand. */
  reason: string | null;
}

export interface ProposalLeagueDto {
  leagueId: string;
  name: string;
  tier: number;
  rows: ProposalRowDto[];
}

/** A team with no league this season: placed only by hand (with a reason). */
export interface WaitingTeamDto {
  teamId: string;
  teamName: string;
  toLeagueId: string | null;
  toLeagueName: string | null;
  reason: string | null;
}

/**
 * `GET /api/admin/season-plan?SeasonId=`: the turn into a season — its structure, the numbers
 * that move teams between the tiers of the season before, and the proposal.
 */
export interface SeasonPlanDto {
  seasonId: string;
  seasonName: string;
  fromSeasonId: string;
  fromSeasonName: string;
  /** The season has started (its turn happened): its leagues no longer change. */
  turned: boolean;
  /** The turn carried every team over by league name (no plan was confirmed in time). */
  carriedOver: boolean;
  phase: SeasonPlanPhase;
  confirmedAt: string | null;
  appliedAt: string | null;
  /** From this instant the proposal is shown (14 days before the season before ends). */
  proposalOpensAt: string;
  leagues: PlannedLeagueDto[];
  numbers: TierMovesDto[];
  /** Null before `proposalOpensAt`. */
  proposal: { leagues: ProposalLeagueDto[]; waiting: WaitingTeamDto[] } | null;
}

/** The promotion and relegation numbers of one league in one season (other modules read it). */
export interface LeaguePromotionDto {
  leagueId: string;
  seasonId: string;
  tier: number;
  /** Teams of the tier that go up at the season's end (shared by parallel leagues). */
  promotion: number;
  /** Teams of the tier that go down at the season's end. */
  relegation: number;
  /** Leagues in the tier: above one, the places are split by final position. */
  leaguesInTier: number;
}
