/** Limits of the season structure and plan (issue 13: promotion and relegation). */
export const SEASON_PLAN_LIMITS = {
  /** Teams going up and down between two tiers when the admin has not said otherwise. */
  defaultUp: 2,
  defaultDown: 2,
  maxMovers: 20,
  maxTier: 20,
  nameMin: 2,
  nameMax: 40,
  reasonMin: 3,
  reasonMax: 300,
  /** Admins see the proposal for the next season from this many days before the season ends. */
  proposalDaysBefore: 14,
} as const;

/** What the plan does with a team: up a tier, down a tier, same league, moved by hand, newly placed. */
export const PLACEMENT_MOVEMENTS = ['promoted', 'relegated', 'stayed', 'moved', 'added'] as const;
export type PlacementMovement = (typeof PLACEMENT_MOVEMENTS)[number];

/** Where the plan of a season turn stands. */
export const SEASON_PLAN_PHASES = ['draft', 'confirmed', 'applied'] as const;
export type SeasonPlanPhase = (typeof SEASON_PLAN_PHASES)[number];
