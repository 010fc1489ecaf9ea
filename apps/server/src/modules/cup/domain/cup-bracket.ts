import { TIE_DECIDED_BY, type TieDecidedBy, type TieOutcome } from '@liga/contracts';
import type { CupEvent, TieDecided } from './cup.events';
import { type CupTieState, evolveCup, type OpenCup } from './cup.state';

/** The tie's decision and everything it sets off. */
export interface TieDecision {
  tieId: string;
  winner: string | null;
  decidedBy: TieDecidedBy;
  outcome: TieOutcome;
  matchId: string | null;
  scoreA: number | null;
  scoreB: number | null;
  penaltiesA: number | null;
  penaltiesB: number | null;
  reason: string | null;
  by: string;
}

const sides = (tie: CupTieState) => [tie.teamA, tie.teamB].filter((t): t is string => t !== null);

/**
 * Decides a tie and carries its outcome up the bracket (pure): the winner takes their side of
 * the next tie; a tie with one side filled and the other left empty sends its team through by
 * walkover, two empty sides leave the next side empty too; after the final, CupFinished. Every
 * step is decided on the state the previous events made, so a tie is formed exactly once.
 */
export function decideAndAdvance(state: OpenCup, first: TieDecision): CupEvent[] {
  const { cupId, seasonId } = state;
  const events: CupEvent[] = [];
  let current = state;
  const emit = (event: CupEvent) => {
    events.push(event);
    current = evolveCup(current, event) as OpenCup;
  };
  let decision: TieDecision | null = first;
  while (decision) {
    const tie: CupTieState = current.ties[decision.tieId];
    const decided: TieDecided = {
      type: 'TieDecided',
      data: {
        cupId,
        seasonId,
        tieId: tie.tieId,
        round: tie.round,
        winnerTeamId: decision.winner,
        loserTeamIds: sides(tie).filter((t) => t !== decision!.winner),
        decidedBy: decision.decidedBy,
        outcome: decision.outcome,
        matchId: decision.matchId,
        scoreA: decision.scoreA,
        scoreB: decision.scoreB,
        penaltiesA: decision.penaltiesA,
        penaltiesB: decision.penaltiesB,
        reason: decision.reason,
        by: decision.by,
      },
    };
    emit(decided);
    const winner: string | null = decision.winner;
    decision = null;
    if (!tie.next) {
      emit({ type: 'CupFinished', data: { cupId, seasonId, championTeamId: winner } });
      break;
    }
    const { tieId, slot } = tie.next;
    if (winner) {
      emit({
        type: 'TeamAdvancedInCup',
        data: { cupId, seasonId, tieId, slot, teamId: winner, fromTieId: tie.tieId },
      });
    } else {
      emit({
        type: 'CupTieSideLeftEmpty',
        data: { cupId, seasonId, tieId, slot, fromTieId: tie.tieId },
      });
    }
    const next = current.ties[tieId];
    const doneA = next.teamA !== null || next.emptyA;
    const doneB = next.teamB !== null || next.emptyB;
    if (!doneA || !doneB || (next.teamA && next.teamB)) continue;
    // one side (or both) will never be filled: decided without a match
    const through = next.teamA ?? next.teamB;
    decision = {
      tieId,
      winner: through,
      decidedBy: TIE_DECIDED_BY.walkover,
      outcome: through === null ? 'none' : through === next.teamA ? 'teamA' : 'teamB',
      matchId: null,
      scoreA: null,
      scoreB: null,
      penaltiesA: null,
      penaltiesB: null,
      reason: null,
      by: first.by,
    };
  }
  return events;
}
