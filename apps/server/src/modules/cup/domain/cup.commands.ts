import type { TieOutcome } from '@liga/contracts';
import type { TeamFacts } from '../../teams/domain/team-facts';
import type { CupLeague } from './cup.events';

/** What the cup decider is asked; time (`at`), ids and the seed travel in the command. */
type Admin = { actorUserId: string; isAdmin: boolean; at: string };

export type CreateCup = {
  type: 'CreateCup';
  cupId: string;
  seasonId: string;
  name: string;
  /** The allowed leagues as read from their streams; null for an id that is no league this season. */
  leagues: Array<CupLeague | null>;
  entryDeadline: string;
  roundDeadlines: string[];
  separateTopTier: boolean;
} & Admin;
export type OpenCupEntries = { type: 'OpenCupEntries' } & Admin;
export type CloseCupEntries = { type: 'CloseCupEntries' } & Admin;
/** A captain enters their team (`team`: the team they captain, or null). */
export type EnterCup = {
  type: 'EnterCup';
  actorUserId: string;
  team: TeamFacts | null;
  at: string;
};
/** A captain withdraws their team before the draw. */
export type WithdrawFromCup = {
  type: 'WithdrawFromCup';
  actorUserId: string;
  team: TeamFacts | null;
  at: string;
};
export type AddCupTeam = { type: 'AddCupTeam'; team: TeamFacts | null; reason: string } & Admin;
export type RemoveCupTeam = { type: 'RemoveCupTeam'; teamId: string; reason: string } & Admin;
export type DrawCup = {
  type: 'DrawCup';
  seed: string;
  /** Fresh ids for the ties, used in order (a bracket of P slots has P − 1 ties). */
  tieIds: string[];
} & Admin;
/** A verified cup match (report or walkover report), from the reports module. */
export type RecordTieResult = {
  type: 'RecordTieResult';
  tieId: string;
  matchId: string;
  homeTeamId: string;
  enemyTeamId: string;
  homeGoals: number;
  enemyGoals: number;
  penalties: { home: number; enemy: number } | null;
  walkover: boolean;
  actorUserId: string;
};
export type DecideTie = {
  type: 'DecideTie';
  tieId: string;
  outcome: TieOutcome;
  reason: string;
} & Admin;
export type CancelCup = { type: 'CancelCup'; reason: string } & Admin;

export type CupCommand =
  | CreateCup
  | OpenCupEntries
  | CloseCupEntries
  | EnterCup
  | WithdrawFromCup
  | AddCupTeam
  | RemoveCupTeam
  | DrawCup
  | RecordTieResult
  | DecideTie
  | CancelCup;
