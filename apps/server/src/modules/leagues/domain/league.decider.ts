import type { TieBreakRule } from '@liga/contracts';
import { assertNever, type Decider, type DomainEvent } from '../../../platform/event-store/decider';
import { leagueErrors } from './league.errors';

export type LeagueOpened = DomainEvent<
  'LeagueOpened',
  { leagueId: string; seasonId: string; name: string }
>;
/** A league-team link starts: the team plays in this league (this season) from now on. */
export type TeamAssignedToLeague = DomainEvent<
  'TeamAssignedToLeague',
  { leagueTeamId: string; teamId: string; leagueId: string; seasonId: string }
>;
/**
 * A league-team link ends. The link id stays in history: results recorded against it stay
 * attached to it. `moved` = the admin changed the team's league (a new link starts elsewhere).
 */
export type TeamRemovedFromLeague = DomainEvent<
  'TeamRemovedFromLeague',
  {
    leagueTeamId: string;
    teamId: string;
    leagueId: string;
    seasonId: string;
    reason: LeagueLeaveReason;
  }
>;
export type LeagueLeaveReason = 'removed' | 'moved' | 'teamDeleted' | 'withdrawn';
/**
 * The admin ordered the league's tie-break rules (with the reason). `lotSeed`: the seed of the
 * draw by lot, recorded the first time the list holds `lot` and kept from then on (null: none).
 */
export type LeagueTieBreaksSet = DomainEvent<
  'LeagueTieBreaksSet',
  {
    leagueId: string;
    seasonId: string;
    tieBreaks: TieBreakRule[];
    lotSeed: string | null;
    reason: string;
  }
>;
/** A points deduction (negative) or bonus (positive) for a team of the league, with a reason. */
export type PointsAdjusted = DomainEvent<
  'PointsAdjusted',
  {
    adjustmentId: string;
    leagueId: string;
    seasonId: string;
    teamId: string;
    points: number;
    reason: string;
  }
>;
/** An accepted league match the withdrawn team will not play, counted as its walkover lost. */
export interface WithdrawalWalkover {
  matchId: string;
  /** The id its result rows are kept under (there is no report). */
  resultId: string;
  opponentId: string;
  /** The match's kick-off (ISO): the result's date. */
  playedAt: string;
}
/**
 * The league office withdrew a team from the league mid-season (followed by its
 * TeamRemovedFromLeague, reason `withdrawn`). `annul`: every result of the team in the league
 * is annulled; `walkovers`: its results stay and `walkovers` count as lost. `cancelledMatchIds`:
 * its pending and accepted matches, cancelled in the same transaction.
 */
export type TeamWithdrawn = DomainEvent<
  'TeamWithdrawn',
  {
    leagueId: string;
    seasonId: string;
    teamId: string;
    leagueTeamId: string;
    mode: WithdrawalMode;
    reason: string;
    withdrawnBy: string;
    at: string;
    cancelledMatchIds: string[];
    walkovers: WithdrawalWalkover[];
  }
>;
export type WithdrawalMode = 'annul' | 'walkovers';
export type LeagueEvent =
  | LeagueOpened
  | TeamAssignedToLeague
  | TeamRemovedFromLeague
  | LeagueTieBreaksSet
  | PointsAdjusted
  | TeamWithdrawn;

export type OpenLeague = { type: 'OpenLeague'; leagueId: string; seasonId: string; name: string };
export type AssignTeamToLeague = {
  type: 'AssignTeamToLeague';
  leagueTeamId: string;
  teamId: string;
};
export type RemoveTeamFromLeague = {
  type: 'RemoveTeamFromLeague';
  leagueTeamId: string;
  reason: LeagueLeaveReason;
};
/** `lotSeed`: a fresh seed, used only if the list holds `lot` and none was recorded before. */
export type SetLeagueTieBreaks = {
  type: 'SetLeagueTieBreaks';
  tieBreaks: TieBreakRule[];
  reason: string;
  lotSeed: string;
};
export type AdjustPoints = {
  type: 'AdjustPoints';
  adjustmentId: string;
  teamId: string;
  points: number;
  reason: string;
};
/** What the handler found on the team's match streams travels in the command. */
export type WithdrawTeam = {
  type: 'WithdrawTeam';
  teamId: string;
  mode: WithdrawalMode;
  reason: string;
  withdrawnBy: string;
  at: string;
  cancelledMatchIds: string[];
  walkovers: WithdrawalWalkover[];
};
export type LeagueCommand =
  | OpenLeague
  | AssignTeamToLeague
  | RemoveTeamFromLeague
  | SetLeagueTieBreaks
  | AdjustPoints
  | WithdrawTeam;

export type LeagueState =
  | { status: 'none' }
  | {
      status: 'open';
      leagueId: string;
      seasonId: string;
      name: string;
      /** Current league-team links: link id -> team id. */
      teams: Record<string, string>;
      /** The admin's order of the tie-break rules; null: the default. */
      tieBreaks: TieBreakRule[] | null;
      lotSeed: string | null;
      /** Teams withdrawn this season (absent: none). */
      withdrawn?: Record<string, WithdrawalMode>;
    };

/** One league in one season: the league-season stream. */
export const leagueStream = (leagueId: string) => ({
  streamId: `league-${leagueId}`,
  streamType: 'league-season',
});

function evolve(state: LeagueState, event: LeagueEvent): LeagueState {
  switch (event.type) {
    case 'LeagueOpened':
      return { status: 'open', ...event.data, teams: {}, tieBreaks: null, lotSeed: null };
    case 'TeamAssignedToLeague':
      if (state.status !== 'open') return state;
      return { ...state, teams: { ...state.teams, [event.data.leagueTeamId]: event.data.teamId } };
    case 'TeamRemovedFromLeague': {
      if (state.status !== 'open') return state;
      const teams = { ...state.teams };
      delete teams[event.data.leagueTeamId];
      return { ...state, teams };
    }
    case 'LeagueTieBreaksSet':
      if (state.status !== 'open') return state;
      return { ...state, tieBreaks: event.data.tieBreaks, lotSeed: event.data.lotSeed };
    case 'PointsAdjusted':
      return state;
    case 'TeamWithdrawn':
      if (state.status !== 'open') return state;
      return {
        ...state,
        withdrawn: { ...state.withdrawn, [event.data.teamId]: event.data.mode },
      };
  }
}

/** The team leaves the league for good this season: its withdrawal, then its link ends. */
function withdraw(state: LeagueState, command: WithdrawTeam): LeagueEvent[] {
  if (state.status !== 'open') throw leagueErrors.notFound();
  if (state.withdrawn?.[command.teamId]) throw leagueErrors.teamWithdrawn();
  const leagueTeamId = Object.entries(state.teams).find(([, team]) => team === command.teamId)?.[0];
  if (!leagueTeamId) throw leagueErrors.teamNotInLeague();
  const { leagueId, seasonId } = state;
  const { teamId, mode, reason, withdrawnBy, at, cancelledMatchIds, walkovers } = command;
  return [
    {
      type: 'TeamWithdrawn',
      data: {
        leagueId,
        seasonId,
        teamId,
        leagueTeamId,
        mode,
        reason,
        withdrawnBy,
        at,
        cancelledMatchIds,
        walkovers: mode === 'walkovers' ? walkovers : [],
      },
    },
    {
      type: 'TeamRemovedFromLeague',
      data: { leagueTeamId, teamId, leagueId, seasonId, reason: 'withdrawn' },
    },
  ];
}

function adjustPoints(state: LeagueState, command: AdjustPoints): LeagueEvent[] {
  if (state.status !== 'open') throw leagueErrors.notFound();
  if (!Object.values(state.teams).includes(command.teamId)) throw leagueErrors.teamNotInLeague();
  if (!Number.isInteger(command.points) || command.points === 0) {
    throw leagueErrors.pointsInvalid();
  }
  const { leagueId, seasonId } = state;
  const { adjustmentId, teamId, points, reason } = command;
  return [
    {
      type: 'PointsAdjusted',
      data: { adjustmentId, leagueId, seasonId, teamId, points, reason },
    },
  ];
}

function setTieBreaks(state: LeagueState, command: SetLeagueTieBreaks): LeagueEvent[] {
  if (state.status !== 'open') throw leagueErrors.notFound();
  const { tieBreaks, reason } = command;
  if (tieBreaks[0] !== 'points' || new Set(tieBreaks).size !== tieBreaks.length) {
    throw leagueErrors.tieBreaksInvalid();
  }
  if (state.tieBreaks && state.tieBreaks.join() === tieBreaks.join()) return [];
  const lotSeed = state.lotSeed ?? (tieBreaks.includes('lot') ? command.lotSeed : null);
  const { leagueId, seasonId } = state;
  return [
    {
      type: 'LeagueTieBreaksSet',
      data: { leagueId, seasonId, tieBreaks: [...tieBreaks], lotSeed, reason },
    },
  ];
}

function assign(state: LeagueState, command: AssignTeamToLeague): LeagueEvent[] {
  if (state.status !== 'open') throw leagueErrors.notFound();
  if (Object.values(state.teams).includes(command.teamId)) {
    throw leagueErrors.sameLeague();
  }
  const { leagueId, seasonId } = state;
  const { leagueTeamId, teamId } = command;
  return [{ type: 'TeamAssignedToLeague', data: { leagueTeamId, teamId, leagueId, seasonId } }];
}

function remove(state: LeagueState, command: RemoveTeamFromLeague): LeagueEvent[] {
  if (state.status !== 'open') throw leagueErrors.notFound();
  const teamId = state.teams[command.leagueTeamId];
  if (!teamId) {
    throw leagueErrors.linkEnded();
  }
  const { leagueId, seasonId } = state;
  const data = { leagueTeamId: command.leagueTeamId, teamId, leagueId, seasonId };
  return [{ type: 'TeamRemovedFromLeague', data: { ...data, reason: command.reason } }];
}

export const leagueDecider: Decider<LeagueState, LeagueCommand, LeagueEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'OpenLeague': {
        if (state.status === 'open') {
          throw leagueErrors.alreadyOpen();
        }
        const name = command.name.trim();
        return [
          {
            type: 'LeagueOpened',
            data: { leagueId: command.leagueId, seasonId: command.seasonId, name },
          },
        ];
      }
      case 'AssignTeamToLeague':
        return assign(state, command);
      case 'RemoveTeamFromLeague':
        return remove(state, command);
      case 'SetLeagueTieBreaks':
        return setTieBreaks(state, command);
      case 'AdjustPoints':
        return adjustPoints(state, command);
      case 'WithdrawTeam':
        return withdraw(state, command);
      default:
        return assertNever(command);
    }
  },
};
