import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { formatSeasonDay } from '@liga/contracts';
import { previousSeason } from '../../../config/season-calendar';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { seasonPlanDecider } from '../domain/season-plan.decider';
import { seasonPlanErrors } from '../domain/season-plan.errors';
import { seasonPlanStream } from '../domain/season-plan.events';
import { proposePlacements } from '../domain/season-proposal';
import { SeasonPlanReadModel } from '../queries/season-plan.read-model';
import { PlanCommands } from './decide-plan';
import { moveToPlannedLeagues } from './place-teams';
import { proposalOpensAt } from './season-plan-steps';

export class ConfirmSeasonPlanCommand {
  constructor(
    readonly payload: { seasonId: string },
    readonly context: EventContext,
  ) {}
}

/**
 * `POST /api/admin/season-plan/confirm`: the proposal (the final tables of the season before,
 * read from the standings projection, with the numbers, the structure and the admin's moves of
 * the plan stream) becomes the plan. Before the turn the turn applies it; after a carry-over it
 * is applied at once in the same transaction (`SeasonPlanApplied`, late): teams leave their
 * carried league for the planned one and the tables follow live.
 */
@CommandHandler(ConfirmSeasonPlanCommand)
export class ConfirmSeasonPlanHandler implements ICommandHandler<ConfirmSeasonPlanCommand> {
  constructor(
    @Inject(PlanCommands) private readonly plans: PlanCommands,
    @Inject(SeasonPlanReadModel) private readonly reads: SeasonPlanReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ payload: { seasonId }, context }: ConfirmSeasonPlanCommand) {
    const now = this.clock.now();
    let moved = 0;
    await this.plans.run(
      seasonId,
      {
        command: async (base, unit, season) => {
          const opensAt = proposalOpensAt(season);
          if (!base.turned && now < opensAt)
            throw seasonPlanErrors.notOpenYet(formatSeasonDay(opensAt));
          const { state } = await unit.load(seasonPlanStream(seasonId), seasonPlanDecider);
          const plan =
            state.status === 'drafted'
              ? state
              : { leagues: base.draft.leagues, numbers: base.draft.numbers, moves: {} };
          const { ending, waiting } = await this.reads.ending(previousSeason(season));
          const placements = proposePlacements({
            ending,
            waiting: waiting.map((w) => w.teamId),
            next: plan.leagues,
            numbers: plan.numbers,
            moves: plan.moves,
          });
          return { ...base, type: 'ConfirmSeasonPlan', now: now.toISOString(), placements };
        },
        more: async (unit, season, events, base) => {
          const confirmed = events.find((e) => e.type === 'SeasonPlanConfirmed');
          if (!base.turned || confirmed?.type !== 'SeasonPlanConfirmed') return;
          await unit.decide(seasonPlanStream(seasonId), seasonPlanDecider, {
            ...base,
            type: 'ApplySeasonPlan',
            now: now.toISOString(),
          });
          moved = await moveToPlannedLeagues(unit, season, confirmed.data.placements);
        },
      },
      context,
    );
    return { moved };
  }
}
