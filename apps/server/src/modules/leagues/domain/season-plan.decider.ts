import { assertNever, type Decider } from '../../../platform/event-store/decider';
import { seasonPlanErrors } from './season-plan.errors';
import type { Placement, SeasonPlanEvent, SeasonStructureDrafted } from './season-plan.events';
import type { PlannedLeague, TierMoves } from './season-structure';

export type SeasonPlanState =
  | { status: 'none' }
  | {
      status: 'drafted';
      seasonId: string;
      fromSeasonId: string;
      leagues: PlannedLeague[];
      numbers: TierMoves[];
      /** The admin's moves by hand: team id -> league and reason. */
      moves: Record<string, { toLeagueId: string; reason: string }>;
      confirmed: { at: string; placements: Placement[] } | null;
      applied: { at: string; late: boolean } | null;
    };
type Drafted = Extract<SeasonPlanState, { status: 'drafted' }>;

/** What every command of the plan carries: the first structure if none was drafted yet. */
interface PlanCommandBase {
  /** The structure drafted from the season before (used only on an empty stream). */
  draft: SeasonStructureDrafted['data'];
  /** The season has started: its leagues are open and no longer change. */
  turned: boolean;
}
export type AddPlannedLeague = PlanCommandBase & {
  type: 'AddPlannedLeague';
  leagueId: string;
  name: string;
  tier: number;
};
export type RenamePlannedLeague = PlanCommandBase & {
  type: 'RenamePlannedLeague';
  leagueId: string;
  name: string;
};
export type ClosePlannedLeague = PlanCommandBase & { type: 'ClosePlannedLeague'; leagueId: string };
export type SetPromotionNumbers = PlanCommandBase & {
  type: 'SetPromotionNumbers';
  upperTier: number;
  up: number;
  down: number;
};
export type MoveTeamInPlan = PlanCommandBase & {
  type: 'MoveTeamInPlan';
  teamId: string;
  toLeagueId: string;
  reason: string;
};
/** `placements`: the proposal with the moves, computed by the handler from the final tables. */
export type ConfirmSeasonPlan = PlanCommandBase & {
  type: 'ConfirmSeasonPlan';
  now: string;
  placements: Placement[];
};
export type ApplySeasonPlan = PlanCommandBase & { type: 'ApplySeasonPlan'; now: string };
/** The turn records the structure it opened when no one drafted one. */
export type DraftSeasonStructure = PlanCommandBase & { type: 'DraftSeasonStructure' };
export type SeasonPlanCommand =
  | AddPlannedLeague
  | RenamePlannedLeague
  | ClosePlannedLeague
  | SetPromotionNumbers
  | MoveTeamInPlan
  | ConfirmSeasonPlan
  | ApplySeasonPlan
  | DraftSeasonStructure;

function evolve(state: SeasonPlanState, event: SeasonPlanEvent): SeasonPlanState {
  if (event.type === 'SeasonStructureDrafted') {
    const { seasonId, fromSeasonId, leagues, numbers } = event.data;
    return {
      status: 'drafted',
      seasonId,
      fromSeasonId,
      leagues,
      numbers,
      moves: {},
      confirmed: null,
      applied: null,
    };
  }
  if (state.status !== 'drafted') return state;
  // every change of the structure or the moves asks for a new confirmation
  const changed = { ...state, confirmed: null };
  switch (event.type) {
    case 'PlannedLeagueAdded': {
      const { leagueId, name, tier } = event.data;
      return { ...changed, leagues: [...state.leagues, { leagueId, name, tier, closed: false }] };
    }
    case 'PlannedLeagueRenamed':
      return {
        ...changed,
        leagues: state.leagues.map((l) =>
          l.leagueId === event.data.leagueId ? { ...l, name: event.data.name } : l,
        ),
      };
    case 'PlannedLeagueClosed':
      return {
        ...changed,
        leagues: state.leagues.map((l) =>
          l.leagueId === event.data.leagueId ? { ...l, closed: true } : l,
        ),
      };
    case 'PromotionNumbersSet': {
      const { upperTier, up, down } = event.data;
      return {
        ...changed,
        numbers: state.numbers.map((m) =>
          m.upperTier === upperTier ? { upperTier, up, down } : m,
        ),
      };
    }
    case 'TeamMovedInPlan': {
      const { teamId, toLeagueId, reason } = event.data;
      return { ...changed, moves: { ...state.moves, [teamId]: { toLeagueId, reason } } };
    }
    case 'SeasonPlanConfirmed':
      return {
        ...state,
        confirmed: { at: event.data.confirmedAt, placements: event.data.placements },
      };
    case 'SeasonPlanApplied':
      return { ...state, applied: { at: event.data.appliedAt, late: event.data.late } };
  }
}

const sameName = (a: string, b: string) =>
  a.localeCompare(b, 'pl', { sensitivity: 'accent' }) === 0;

function openLeague(state: Drafted, leagueId: string): PlannedLeague {
  const league = state.leagues.find((l) => l.leagueId === leagueId);
  if (!league) throw seasonPlanErrors.leagueNotFound();
  if (league.closed) throw seasonPlanErrors.leagueClosed(league.name);
  return league;
}

function checkNameFree(state: Drafted, name: string, except?: string): void {
  const taken = state.leagues.find(
    (l) => !l.closed && l.leagueId !== except && sameName(l.name, name),
  );
  if (taken) throw seasonPlanErrors.nameTaken(name);
}

/** A plan is sound: each team once, in an open league of the structure, moves with a reason. */
export function checkPlacements(state: Drafted, placements: readonly Placement[]): void {
  const seen = new Set<string>();
  for (const placement of placements) {
    if (seen.has(placement.teamId)) throw seasonPlanErrors.teamTwice(placement.teamId);
    seen.add(placement.teamId);
    openLeague(state, placement.toLeagueId);
    if (placement.movement === 'moved' || placement.movement === 'added') {
      if (!placement.reason?.trim()) throw seasonPlanErrors.reasonRequired();
    }
  }
}

/** Decides on a drafted plan; the caller prepends the draft when the stream was empty. */
function decideDrafted(command: SeasonPlanCommand, state: Drafted): SeasonPlanEvent[] {
  const { seasonId } = state;
  if (state.applied) {
    if (command.type === 'ApplySeasonPlan' || command.type === 'DraftSeasonStructure') return [];
    throw seasonPlanErrors.applied();
  }
  switch (command.type) {
    case 'DraftSeasonStructure':
      return [];
    case 'AddPlannedLeague': {
      if (command.turned) throw seasonPlanErrors.turned();
      const name = command.name.trim();
      if (state.leagues.some((l) => l.leagueId === command.leagueId)) {
        throw seasonPlanErrors.nameTaken(name);
      }
      checkNameFree(state, name);
      const { leagueId, tier } = command;
      return [{ type: 'PlannedLeagueAdded', data: { seasonId, leagueId, name, tier } }];
    }
    case 'RenamePlannedLeague': {
      if (command.turned) throw seasonPlanErrors.turned();
      const league = openLeague(state, command.leagueId);
      const name = command.name.trim();
      if (league.name === name) return [];
      checkNameFree(state, name, league.leagueId);
      return [
        { type: 'PlannedLeagueRenamed', data: { seasonId, leagueId: league.leagueId, name } },
      ];
    }
    case 'ClosePlannedLeague': {
      if (command.turned) throw seasonPlanErrors.turned();
      const league = openLeague(state, command.leagueId);
      return [{ type: 'PlannedLeagueClosed', data: { seasonId, leagueId: league.leagueId } }];
    }
    case 'SetPromotionNumbers': {
      if (command.turned) throw seasonPlanErrors.turned();
      const { upperTier, up, down } = command;
      const current = state.numbers.find((m) => m.upperTier === upperTier);
      if (!current) throw seasonPlanErrors.tierNotFound();
      if (current.up === up && current.down === down) return [];
      return [{ type: 'PromotionNumbersSet', data: { seasonId, upperTier, up, down } }];
    }
    case 'MoveTeamInPlan': {
      const reason = command.reason.trim();
      if (!reason) throw seasonPlanErrors.reasonRequired();
      openLeague(state, command.toLeagueId);
      const { teamId, toLeagueId } = command;
      return [{ type: 'TeamMovedInPlan', data: { seasonId, teamId, toLeagueId, reason } }];
    }
    case 'ConfirmSeasonPlan': {
      checkPlacements(state, command.placements);
      return [
        {
          type: 'SeasonPlanConfirmed',
          data: { seasonId, confirmedAt: command.now, placements: command.placements },
        },
      ];
    }
    case 'ApplySeasonPlan': {
      if (!state.confirmed) throw seasonPlanErrors.notConfirmed();
      return [
        {
          type: 'SeasonPlanApplied',
          data: {
            seasonId,
            appliedAt: command.now,
            late: command.turned,
            placements: state.confirmed.placements,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

export const seasonPlanDecider: Decider<SeasonPlanState, SeasonPlanCommand, SeasonPlanEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide: (command, state) => {
    if (state.status === 'drafted') return decideDrafted(command, state);
    const drafted: SeasonStructureDrafted = { type: 'SeasonStructureDrafted', data: command.draft };
    return [drafted, ...decideDrafted(command, evolve(state, drafted) as Drafted)];
  },
};
