import type { TieDecidedBy, TieOutcome } from '@liga/contracts';
import type { DomainEvent } from '../../../platform/event-store/decider';

/**
 * Every fact of a cup's stream `cup-{id}` (the cup module owns it). The draw's whole bracket is
 * in CupDrawn, and every advancement is its own event, so the cup's projection needs nothing
 * outside the log (team names come from the teams' tables at read time).
 */

export interface CupLeague {
  leagueId: string;
  name: string;
  /** 1 for Liga 1 (the highest). */
  tier: number;
}

export type CupCreated = DomainEvent<
  'CupCreated',
  {
    cupId: string;
    seasonId: string;
    name: string;
    leagues: CupLeague[];
    entryDeadline: string;
    roundDeadlines: string[];
    separateTopTier: boolean;
    createdBy: string;
  }
>;
export type CupEntriesOpened = DomainEvent<'CupEntriesOpened', { cupId: string; by: string }>;
export type CupEntriesClosed = DomainEvent<'CupEntriesClosed', { cupId: string; by: string }>;
export type TeamEnteredCup = DomainEvent<
  'TeamEnteredCup',
  {
    cupId: string;
    teamId: string;
    leagueId: string;
    tier: number;
    by: string;
    byAdmin: boolean;
    reason: string | null;
    at: string;
  }
>;
export type TeamWithdrawnFromCup = DomainEvent<
  'TeamWithdrawnFromCup',
  { cupId: string; teamId: string; by: string; byAdmin: boolean; reason: string | null }
>;

export interface DrawnCupTie {
  tieId: string;
  teamA: string | null;
  teamB: string | null;
  /** The tie of the previous round whose winner takes the side; null when drawn in. */
  sourceA: string | null;
  sourceB: string | null;
  next: { tieId: string; slot: 'A' | 'B' } | null;
}
export interface DrawnCupRound {
  number: number;
  name: string;
  deadline: string;
  ties: DrawnCupTie[];
}
/** The draw: seed and method (anyone re-runs `drawCup(seed, entries)`), and the bracket it gave. */
export type CupDrawn = DomainEvent<
  'CupDrawn',
  {
    cupId: string;
    seasonId: string;
    seed: string;
    method: string;
    separateTopTier: boolean;
    entries: Array<{ teamId: string; tier: number }>;
    byes: string[];
    rounds: DrawnCupRound[];
    by: string;
    at: string;
  }
>;
/**
 * A tie is decided: by its verified match (penalties when level), a walkover (a walkover report,
 * or the other side left empty), or an admin (`outcome`; `none` = both out). Scores are the
 * tie's sides (A, B).
 */
export type TieDecided = DomainEvent<
  'TieDecided',
  {
    cupId: string;
    seasonId: string;
    tieId: string;
    round: number;
    winnerTeamId: string | null;
    loserTeamIds: string[];
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
>;
/** A tie's winner takes their side of the next tie. */
export type TeamAdvancedInCup = DomainEvent<
  'TeamAdvancedInCup',
  {
    cupId: string;
    seasonId: string;
    tieId: string;
    slot: 'A' | 'B';
    teamId: string;
    fromTieId: string;
  }
>;
/** Nobody came through the tie feeding this side (both out): the side stays empty. */
export type CupTieSideLeftEmpty = DomainEvent<
  'CupTieSideLeftEmpty',
  { cupId: string; seasonId: string; tieId: string; slot: 'A' | 'B'; fromTieId: string }
>;
export type CupFinished = DomainEvent<
  'CupFinished',
  { cupId: string; seasonId: string; championTeamId: string | null }
>;
export type CupCancelled = DomainEvent<
  'CupCancelled',
  { cupId: string; seasonId: string; reason: string; by: string }
>;

export type CupEvent =
  | CupCreated
  | CupEntriesOpened
  | CupEntriesClosed
  | TeamEnteredCup
  | TeamWithdrawnFromCup
  | CupDrawn
  | TieDecided
  | TeamAdvancedInCup
  | CupTieSideLeftEmpty
  | CupFinished
  | CupCancelled;

export const CUP_EVENT_TYPES: ReadonlyArray<CupEvent['type']> = [
  'CupCreated',
  'CupEntriesOpened',
  'CupEntriesClosed',
  'TeamEnteredCup',
  'TeamWithdrawnFromCup',
  'CupDrawn',
  'TieDecided',
  'TeamAdvancedInCup',
  'CupTieSideLeftEmpty',
  'CupFinished',
  'CupCancelled',
];
