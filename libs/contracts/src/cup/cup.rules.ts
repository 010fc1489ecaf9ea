import { localized, textLanguage } from '../common/text-language';
import { wallClockAt } from '../common/time';

/** Cup (PUCHAR) rules shared by the server and the client. */

export const CUP_STATUS = {
  /** Created; entries not open yet. */
  planned: 'planned',
  /** Captains may enter (until the entry deadline). */
  open: 'open',
  /** Entries closed; waiting for the draw. */
  closed: 'closed',
  /** Drawn: ties are being played. */
  inProgress: 'inProgress',
  finished: 'finished',
  cancelled: 'cancelled',
} as const;
export type CupStatus = (typeof CUP_STATUS)[keyof typeof CUP_STATUS];

const CUP_STATUS_NAMES_PL: Record<CupStatus, string> = {
  planned: 'Zapowiedziany',
  open: 'Zapisy otwarte',
  closed: 'Zapisy zamknięte',
  inProgress: 'W trakcie',
  finished: 'Zakończony',
  cancelled: 'Odwołany',
};

const CUP_STATUS_NAMES_EN: Record<CupStatus, string> = {
  planned: 'Announced',
  open: 'Entries open',
  closed: 'Entries closed',
  inProgress: 'In progress',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

/** Each status's name in the page's language. */
export const CUP_STATUS_NAMES = /* @__PURE__ */ localized(CUP_STATUS_NAMES_PL, CUP_STATUS_NAMES_EN);

/** How a tie was decided. */
export const TIE_DECIDED_BY = {
  /** A verified match report (with the penalty shoot-out when level). */
  match: 'match',
  /** A verified walkover report, or the other side was left empty (both out before it). */
  walkover: 'walkover',
  /** An admin's decision on an unplayed tie (one team through, or both out). */
  admin: 'admin',
} as const;
export type TieDecidedBy = (typeof TIE_DECIDED_BY)[keyof typeof TIE_DECIDED_BY];

/** An admin's decision on an unplayed tie. */
export const TIE_OUTCOMES = ['teamA', 'teamB', 'none'] as const;
export type TieOutcome = (typeof TIE_OUTCOMES)[number];

export const CUP_LIMITS = {
  nameMin: 3,
  nameMax: 80,
  reasonMin: 3,
  reasonMax: 300,
  /** Deadlines (one per round): 6 rounds hold 64 teams. */
  maxRounds: 6,
  minEntries: 2,
  maxPenalties: 99,
} as const;

/** The name of round `number` of `rounds` (the last is the final; 'Finał' / 'Final' by the page's language); `hasByes`: round 1 is a preliminary round. */
export function cupRoundName(number: number, rounds: number, hasByes: boolean): string {
  const teams = 2 ** (rounds - number + 1);
  if (textLanguage() === 'en') {
    if (number === 1 && hasByes && rounds > 1) return 'Preliminary round';
    if (teams === 2) return 'Final';
    if (teams === 4) return 'Semi-finals';
    if (teams === 8) return 'Quarter-finals';
    return `Round of ${teams}`;
  }
  if (number === 1 && hasByes && rounds > 1) return 'Runda wstępna';
  if (teams === 2) return 'Finał';
  if (teams === 4) return 'Półfinały';
  if (teams === 8) return 'Ćwierćfinały';
  return `1/${teams / 2} finału`;
}

/** The deadline of round `number` of `rounds`: the last deadlines given serve (the final's is the last). */
export function cupRoundDeadline(deadlines: readonly string[], number: number, rounds: number) {
  return deadlines[deadlines.length - rounds + number - 1];
}

/** dd.MM.yyyy HH:mm in Warsaw time (deadlines in messages and on the page). */
export function formatCupDeadline(instant: string | Date): string {
  const d = wallClockAt(new Date(instant));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.day)}.${pad(d.month)}.${d.year} ${pad(d.hour)}:${pad(d.minute)}`;
}
