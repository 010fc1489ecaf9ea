import { CUP_STATUS, type CupStatus } from '@liga/contracts';
import { assertNever } from '../../../platform/event-store/decider';
import type { CupEvent, CupLeague } from './cup.events';

export interface CupTieState {
  tieId: string;
  round: number;
  teamA: string | null;
  teamB: string | null;
  /** A side that will never be filled (nobody came through the tie before it). */
  emptyA: boolean;
  emptyB: boolean;
  next: { tieId: string; slot: 'A' | 'B' } | null;
  decided: boolean;
  winner: string | null;
}

export interface CupEntryState {
  teamId: string;
  leagueId: string;
  tier: number;
}

export interface OpenCup {
  status: CupStatus;
  cupId: string;
  seasonId: string;
  name: string;
  leagues: CupLeague[];
  entryDeadline: string;
  roundDeadlines: string[];
  separateTopTier: boolean;
  entries: Record<string, CupEntryState>;
  /** Teams out (lost a tie), after the draw. */
  out: Record<string, true>;
  ties: Record<string, CupTieState>;
  rounds: Array<{ number: number; name: string; deadline: string; tieIds: string[] }>;
  champion: string | null;
}

export type CupState = { status: 'none' } | OpenCup;

export const cupStream = (cupId: string) => ({ streamId: `cup-${cupId}`, streamType: 'cup' });
export const CUP_STREAM_PREFIX = 'cup-';

export const initialCupState = (): CupState => ({ status: 'none' });

/** The teams still in the cup: entered, not out, while it is not over. */
export function teamsStillIn(state: CupState): string[] {
  if (state.status === 'none') return [];
  if (state.status === CUP_STATUS.finished || state.status === CUP_STATUS.cancelled) return [];
  return Object.keys(state.entries).filter((id) => !state.out[id]);
}

export function evolveCup(state: CupState, event: CupEvent): CupState {
  if (event.type === 'CupCreated') {
    const d = event.data;
    return {
      status: CUP_STATUS.planned,
      cupId: d.cupId,
      seasonId: d.seasonId,
      name: d.name,
      leagues: d.leagues,
      entryDeadline: d.entryDeadline,
      roundDeadlines: d.roundDeadlines,
      separateTopTier: d.separateTopTier,
      entries: {},
      out: {},
      ties: {},
      rounds: [],
      champion: null,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'CupEntriesOpened':
      return { ...state, status: CUP_STATUS.open };
    case 'CupEntriesClosed':
      return { ...state, status: CUP_STATUS.closed };
    case 'TeamEnteredCup': {
      const { teamId, leagueId, tier } = event.data;
      return { ...state, entries: { ...state.entries, [teamId]: { teamId, leagueId, tier } } };
    }
    case 'TeamWithdrawnFromCup': {
      const entries = { ...state.entries };
      delete entries[event.data.teamId];
      return { ...state, entries };
    }
    case 'CupDrawn': {
      const ties: Record<string, CupTieState> = {};
      for (const round of event.data.rounds) {
        for (const t of round.ties) {
          ties[t.tieId] = {
            tieId: t.tieId,
            round: round.number,
            teamA: t.teamA,
            teamB: t.teamB,
            emptyA: false,
            emptyB: false,
            next: t.next,
            decided: false,
            winner: null,
          };
        }
      }
      const rounds = event.data.rounds.map((r) => ({
        number: r.number,
        name: r.name,
        deadline: r.deadline,
        tieIds: r.ties.map((t) => t.tieId),
      }));
      return { ...state, status: CUP_STATUS.inProgress, ties, rounds };
    }
    case 'TieDecided': {
      const d = event.data;
      const tie = { ...state.ties[d.tieId], decided: true, winner: d.winnerTeamId };
      const out = { ...state.out };
      for (const id of d.loserTeamIds) out[id] = true;
      return { ...state, ties: { ...state.ties, [d.tieId]: tie }, out };
    }
    case 'TeamAdvancedInCup': {
      const d = event.data;
      const tie = { ...state.ties[d.tieId], [d.slot === 'A' ? 'teamA' : 'teamB']: d.teamId };
      return { ...state, ties: { ...state.ties, [d.tieId]: tie } };
    }
    case 'CupTieSideLeftEmpty': {
      const d = event.data;
      const tie = { ...state.ties[d.tieId], [d.slot === 'A' ? 'emptyA' : 'emptyB']: true };
      return { ...state, ties: { ...state.ties, [d.tieId]: tie } };
    }
    case 'CupFinished':
      return { ...state, status: CUP_STATUS.finished, champion: event.data.championTeamId };
    case 'CupCancelled':
      return { ...state, status: CUP_STATUS.cancelled };
    default:
      return assertNever(event);
  }
}
