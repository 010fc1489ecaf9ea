import type { TieBreakRule } from './tie-break-rules';

/** `GET /api/league/get-league-rules?LeagueId=`: how a league's table is ordered and who moves. */
export interface LeagueRulesDto {
  /** Rule codes in the order they are applied (the first is always `points`). */
  tieBreaks: TieBreakRule[];
  /** Teams promoted at the end of the season (top places). */
  promotion: number;
  /** Teams relegated at the end of the season (bottom places). */
  relegation: number;
  /** The recorded seed of the draw by lot (rule `lot`), null when the league has none. */
  lotSeed: string | null;
}
