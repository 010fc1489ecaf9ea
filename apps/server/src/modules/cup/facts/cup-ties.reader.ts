import type { CommandUnit } from '../../../platform/event-store/unit-of-work';
import { cupDecider } from '../domain/cup.decider';
import { CUP_STREAM_PREFIX, cupStream } from '../domain/cup.state';
import { CUP_ENTRY_SCOPE, decideOnCup } from './cup-decisions';

/** A team's tie to play now, as a cup challenge's decision sees it. */
export interface CupTieFacts {
  cupId: string;
  tieId: string;
  opponentTeamId: string;
  /** The round's deadline (ISO): the match must start before it. */
  deadline: string;
}

/** A verified cup match as the reports module hands it over. */
export interface CupMatchResult {
  cupId: string;
  tieId: string;
  matchId: string;
  homeTeamId: string;
  enemyTeamId: string;
  homeGoals: number;
  enemyGoals: number;
  penalties: { home: number; enemy: number } | null;
  walkover: boolean;
  verifiedBy: string;
}

/**
 * The cup's facts and decisions for other modules (matches: a cup challenge; reports: a verified
 * cup match), from the write side only: the team's `cup-entry` claim names its cup stream.
 */
export const cupTies = {
  async currentTie(unit: CommandUnit, teamId: string): Promise<CupTieFacts | null> {
    const owner = await unit.ownerOf(CUP_ENTRY_SCOPE, teamId);
    if (!owner?.startsWith(CUP_STREAM_PREFIX)) return null;
    const cupId = owner.slice(CUP_STREAM_PREFIX.length);
    const { state } = await unit.load(cupStream(cupId), cupDecider);
    if (state.status !== 'inProgress') return null;
    const tie = Object.values(state.ties).find(
      (t) => !t.decided && t.teamA && t.teamB && (t.teamA === teamId || t.teamB === teamId),
    );
    if (!tie) return null;
    const round = state.rounds.find((r) => r.number === tie.round)!;
    const opponentTeamId = (tie.teamA === teamId ? tie.teamB : tie.teamA)!;
    return { cupId, tieId: tie.tieId, opponentTeamId, deadline: round.deadline };
  },

  /** The winner goes through at once, in the verifying transaction (exactly once: see decideOnCup). */
  async recordResult(unit: CommandUnit, result: CupMatchResult): Promise<void> {
    await decideOnCup(unit, result.cupId, {
      type: 'RecordTieResult',
      tieId: result.tieId,
      matchId: result.matchId,
      homeTeamId: result.homeTeamId,
      enemyTeamId: result.enemyTeamId,
      homeGoals: result.homeGoals,
      enemyGoals: result.enemyGoals,
      penalties: result.penalties,
      walkover: result.walkover,
      actorUserId: result.verifiedBy,
    });
  },
};
