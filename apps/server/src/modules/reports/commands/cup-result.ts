import { isWalkover } from '@liga/contracts';
import type { MatchReportVerified } from '../../matches/domain/match.events';
import type { CupMatchResult } from '../../cup/facts/cup-ties.reader';

/** A verified cup match as the cup's advancement takes it. */
export function cupResultOf(d: MatchReportVerified['data']): CupMatchResult {
  return {
    cupId: d.cup!.cupId,
    tieId: d.cup!.tieId,
    matchId: d.matchId,
    homeTeamId: d.homeTeamId,
    enemyTeamId: d.enemyTeamId,
    homeGoals: d.homeGoals,
    enemyGoals: d.enemyGoals,
    penalties: d.penalties ?? null,
    walkover: isWalkover(d.walkoverType),
    verifiedBy: d.verifiedBy,
  };
}
