import type { CupStatus, TieDecidedBy } from './cup.rules';

/** `GET /api/cup/get-cups-by-season-id`: one row per cup. */
export interface CupListItemDto {
  id: string;
  name: string;
  status: CupStatus;
  championTeamId: string | null;
}

export interface CupTeamDto {
  id: string;
  name: string;
  shortName: string;
  leagueName: string | null;
}

export interface CupTieDto {
  id: string;
  teamA: CupTeamDto | null;
  teamB: CupTeamDto | null;
  /** The cup match arranged for the tie (its latest challenge), or null. */
  matchId: string | null;
  scoreA: number | null;
  scoreB: number | null;
  penaltiesA: number | null;
  penaltiesB: number | null;
  winnerTeamId: string | null;
  decidedBy: TieDecidedBy | null;
  /** An admin's decision: why. */
  reason: string | null;
  /** True when the tie was decided with nobody through (both out). */
  bothOut: boolean;
  /** The arranged match: start (ISO), status id (1 pending … 5 finished), report status id, pitch. */
  date: string | null;
  matchStatusId: number | null;
  reportStatusId: number | null;
  pitchName: string | null;
  /** Where each side comes from: the tie (previous round) whose winner takes it; null when drawn. */
  sourceA: string | null;
  sourceB: string | null;
  /** The tie the winner goes to, and on which side. */
  nextTieId: string | null;
  nextSlot: 'A' | 'B' | null;
}

export interface CupRoundDto {
  number: number;
  name: string;
  deadline: string;
  ties: CupTieDto[];
}

export interface CupEntryDto {
  team: CupTeamDto;
  tier: number;
  /** An admin's entry or removal reason (entries added by an admin). */
  reason: string | null;
  byAdmin: boolean;
  enteredAt: string;
}

/** `GET /api/cup/{id}`. */
export interface CupDto {
  id: string;
  name: string;
  status: CupStatus;
  seasonId: string;
  drawSeed: string | null;
  drawMethod: string | null;
  drawnAt: string | null;
  separateTopTier: boolean;
  entryDeadline: string;
  roundDeadlines: string[];
  leagues: Array<{ id: string; name: string }>;
  entries: CupEntryDto[];
  /** Teams with a bye to round 2. */
  byes: string[];
  championTeamId: string | null;
  champion: CupTeamDto | null;
  cancelReason: string | null;
  rounds: CupRoundDto[];
}

export interface CupPlayerRankDto {
  userId: string;
  firstName: string;
  lastName: string;
  teamId: string;
  teamName: string;
  value: number;
  matches: number;
}

/** `GET /api/cup/{id}/rankings`: the cup's scorers and MVPs (verified cup matches only). */
export interface CupRankingsDto {
  scorers: CupPlayerRankDto[];
  mvps: CupPlayerRankDto[];
}

/** `GET /api/cup/my-tie`: the caller's team's tie to play now (for the challenge form), or null. */
export interface MyCupTieDto {
  cupId: string;
  cupName: string;
  tieId: string;
  roundName: string;
  deadline: string;
  teamId: string;
  opponent: { id: string; name: string };
}
