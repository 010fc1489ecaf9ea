import { answerWith, thrown } from '../../../../../../test/support/refusals';
import { foldEvents } from '../../../platform/event-store/decider';
import { seasonPlanErrorResponses } from '../http/season-plan.error-responses';
import { seasonPlanDecider, type SeasonPlanCommand } from './season-plan.decider';
import type { Placement, SeasonPlanEvent } from './season-plan.events';

const answer = answerWith(seasonPlanErrorResponses);
const draft = {
  seasonId: 'next',
  fromSeasonId: 'now',
  leagues: [
    { leagueId: 'l1', name: 'Liga 1', tier: 1, closed: false },
    { leagueId: 'l2', name: 'Liga 2', tier: 2, closed: false },
  ],
  numbers: [{ upperTier: 1, up: 2, down: 2 }],
};
const drafted: SeasonPlanEvent = { type: 'SeasonStructureDrafted', data: draft };
const base = { draft, turned: false };
const decide = (given: SeasonPlanEvent[], command: SeasonPlanCommand) =>
  seasonPlanDecider.decide(command, foldEvents(seasonPlanDecider, given));
const refusal = (given: SeasonPlanEvent[], command: SeasonPlanCommand) => {
  const error = answer(thrown(() => decide(given, command)));
  return { status: error.status, ...error.errors[0] };
};
const placement = (
  teamId: string,
  toLeagueId: string,
  extra: Partial<Placement> = {},
): Placement => ({
  teamId,
  fromLeagueId: 'old',
  toLeagueId,
  movement: 'stayed',
  reason: null,
  ...extra,
});

describe('season plan decider', () => {
  it('given nothing, when a league is added, then the structure is drafted first', () => {
    expect(
      decide([], { ...base, type: 'AddPlannedLeague', leagueId: 'l3', name: ' Liga 3 ', tier: 3 }),
    ).toEqual([
      drafted,
      {
        type: 'PlannedLeagueAdded',
        data: { seasonId: 'next', leagueId: 'l3', name: 'Liga 3', tier: 3 },
      },
    ]);
  });

  it('refuses a name another open league has (case aside), and any change after the turn', () => {
    expect(
      refusal([drafted], {
        ...base,
        type: 'AddPlannedLeague',
        leagueId: 'x',
        name: 'liga 2',
        tier: 2,
      }),
    ).toMatchObject({
      status: 409,
      code: 'season_plan.league_name_taken',
    });
    expect(
      refusal([drafted], {
        ...base,
        turned: true,
        type: 'RenamePlannedLeague',
        leagueId: 'l2',
        name: 'Liga B',
      }),
    ).toMatchObject({ status: 409, code: 'season_plan.turned' });
  });

  it('renames and closes; a closed league takes no team', () => {
    const closed: SeasonPlanEvent = {
      type: 'PlannedLeagueClosed',
      data: { seasonId: 'next', leagueId: 'l2' },
    };
    expect(decide([drafted], { ...base, type: 'ClosePlannedLeague', leagueId: 'l2' })).toEqual([
      closed,
    ]);
    expect(
      refusal([drafted, closed], {
        ...base,
        type: 'MoveTeamInPlan',
        teamId: 't',
        toLeagueId: 'l2',
        reason: 'bo tak',
      }),
    ).toEqual({
      status: 409,
      code: 'season_plan.league_closed',
      message: 'Liga „Liga 2” jest zamknięta w nowym sezonie.',
    });
    expect(
      refusal([drafted, closed], {
        ...base,
        type: 'ConfirmSeasonPlan',
        now: 'n',
        placements: [placement('t', 'l2')],
      }),
    ).toMatchObject({ status: 409, code: 'season_plan.league_closed' });
  });

  it('a move needs a reason; a plan puts no team in two leagues', () => {
    expect(
      refusal([drafted], {
        ...base,
        type: 'MoveTeamInPlan',
        teamId: 't',
        toLeagueId: 'l1',
        reason: '  ',
      }),
    ).toMatchObject({ status: 400, code: 'season_plan.reason_required' });
    expect(
      refusal([drafted], {
        ...base,
        type: 'ConfirmSeasonPlan',
        now: 'n',
        placements: [placement('t', 'l1'), placement('t', 'l2')],
      }),
    ).toMatchObject({ status: 409, code: 'season_plan.team_twice' });
    expect(
      refusal([drafted], {
        ...base,
        type: 'ConfirmSeasonPlan',
        now: 'n',
        placements: [placement('t', 'l1', { movement: 'moved' })],
      }),
    ).toMatchObject({ status: 400, code: 'season_plan.reason_required' });
  });

  it('numbers change for a known tier pair only', () => {
    expect(
      decide([drafted], { ...base, type: 'SetPromotionNumbers', upperTier: 1, up: 3, down: 1 }),
    ).toEqual([
      { type: 'PromotionNumbersSet', data: { seasonId: 'next', upperTier: 1, up: 3, down: 1 } },
    ]);
    expect(
      refusal([drafted], { ...base, type: 'SetPromotionNumbers', upperTier: 5, up: 1, down: 1 }),
    ).toMatchObject({
      status: 404,
    });
  });

  it('confirm, then a change asks for a new confirmation; apply needs one and happens once', () => {
    const confirmed = decide([drafted], {
      ...base,
      type: 'ConfirmSeasonPlan',
      now: 'n',
      placements: [placement('t', 'l1')],
    });
    expect(confirmed).toEqual([
      {
        type: 'SeasonPlanConfirmed',
        data: { seasonId: 'next', confirmedAt: 'n', placements: [placement('t', 'l1')] },
      },
    ]);
    const moved: SeasonPlanEvent = {
      type: 'TeamMovedInPlan',
      data: { seasonId: 'next', teamId: 't', toLeagueId: 'l2', reason: 'prośba' },
    };
    expect(
      refusal([drafted, ...confirmed, moved], { ...base, type: 'ApplySeasonPlan', now: 'm' }),
    ).toMatchObject({
      status: 409,
      code: 'season_plan.not_confirmed',
    });
    const applied = decide([drafted, ...confirmed], {
      ...base,
      turned: true,
      type: 'ApplySeasonPlan',
      now: 'm',
    });
    expect(applied).toEqual([
      {
        type: 'SeasonPlanApplied',
        data: { seasonId: 'next', appliedAt: 'm', late: true, placements: [placement('t', 'l1')] },
      },
    ]);
    expect(
      decide([drafted, ...confirmed, ...applied], { ...base, type: 'ApplySeasonPlan', now: 'x' }),
    ).toEqual([]);
    expect(
      refusal([drafted, ...confirmed, ...applied], {
        ...base,
        type: 'ClosePlannedLeague',
        leagueId: 'l1',
      }),
    ).toMatchObject({
      code: 'season_plan.applied',
    });
  });
});
