import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventContext } from '../../../platform/event-store/event-types';
import type { SeasonPlanEvent } from '../domain/season-plan.events';
import { PlanCommands } from './decide-plan';
import { leagueIdFor } from './league-ids';

/**
 * The admin's edits of the next season's structure (before its turn): add, rename, close a
 * league; the numbers between two tiers. One command per action, each through PlanCommands.
 */
export class AddPlannedLeagueCommand {
  constructor(
    readonly payload: { seasonId: string; name: string; tier: number },
    readonly context: EventContext,
  ) {}
}
export class RenamePlannedLeagueCommand {
  constructor(
    readonly payload: { seasonId: string; leagueId: string; name: string },
    readonly context: EventContext,
  ) {}
}
export class ClosePlannedLeagueCommand {
  constructor(
    readonly payload: { seasonId: string; leagueId: string },
    readonly context: EventContext,
  ) {}
}
export class SetPromotionNumbersCommand {
  constructor(
    readonly payload: { seasonId: string; upperTier: number; up: number; down: number },
    readonly context: EventContext,
  ) {}
}

@CommandHandler(AddPlannedLeagueCommand)
export class AddPlannedLeagueHandler implements ICommandHandler<AddPlannedLeagueCommand> {
  constructor(@Inject(PlanCommands) private readonly plans: PlanCommands) {}

  async execute({ payload: { seasonId, name, tier }, context }: AddPlannedLeagueCommand) {
    const events = await this.plans.run(
      seasonId,
      {
        command: async (base, _unit, season) => ({
          ...base,
          type: 'AddPlannedLeague',
          leagueId: leagueIdFor(season, name.trim()),
          name,
          tier,
        }),
      },
      context,
    );
    const added = events.find((e) => e.type === 'PlannedLeagueAdded');
    return { id: added?.type === 'PlannedLeagueAdded' ? added.data.leagueId : null };
  }
}

@CommandHandler(RenamePlannedLeagueCommand)
export class RenamePlannedLeagueHandler implements ICommandHandler<RenamePlannedLeagueCommand> {
  constructor(@Inject(PlanCommands) private readonly plans: PlanCommands) {}

  async execute({ payload: { seasonId, leagueId, name }, context }: RenamePlannedLeagueCommand) {
    await this.plans.run(
      seasonId,
      { command: async (base) => ({ ...base, type: 'RenamePlannedLeague', leagueId, name }) },
      context,
    );
  }
}

@CommandHandler(ClosePlannedLeagueCommand)
export class ClosePlannedLeagueHandler implements ICommandHandler<ClosePlannedLeagueCommand> {
  constructor(@Inject(PlanCommands) private readonly plans: PlanCommands) {}

  async execute({ payload: { seasonId, leagueId }, context }: ClosePlannedLeagueCommand) {
    await this.plans.run(
      seasonId,
      { command: async (base) => ({ ...base, type: 'ClosePlannedLeague', leagueId }) },
      context,
    );
  }
}

@CommandHandler(SetPromotionNumbersCommand)
export class SetPromotionNumbersHandler implements ICommandHandler<SetPromotionNumbersCommand> {
  constructor(@Inject(PlanCommands) private readonly plans: PlanCommands) {}

  async execute({
    payload: { seasonId, upperTier, up, down },
    context,
  }: SetPromotionNumbersCommand) {
    const events: SeasonPlanEvent[] = await this.plans.run(
      seasonId,
      { command: async (base) => ({ ...base, type: 'SetPromotionNumbers', upperTier, up, down }) },
      context,
    );
    return events.length;
  }
}
