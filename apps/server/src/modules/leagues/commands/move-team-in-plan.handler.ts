import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EventContext } from '../../../platform/event-store/event-types';
import { teamDecider } from '../../teams/domain/team.decider';
import { teamStream } from '../../teams/domain/team.events';
import { seasonPlanErrors } from '../domain/season-plan.errors';
import { PlanCommands } from './decide-plan';

export class MoveTeamInPlanCommand {
  constructor(
    readonly payload: { seasonId: string; teamId: string; toLeagueId: string; reason: string },
    readonly context: EventContext,
  ) {}
}

/** `POST /api/admin/season-plan/move`: the admin puts a team in a league of the plan, with a reason. */
@CommandHandler(MoveTeamInPlanCommand)
export class MoveTeamInPlanHandler implements ICommandHandler<MoveTeamInPlanCommand> {
  constructor(@Inject(PlanCommands) private readonly plans: PlanCommands) {}

  async execute({
    payload: { seasonId, teamId, toLeagueId, reason },
    context,
  }: MoveTeamInPlanCommand) {
    await this.plans.run(
      seasonId,
      {
        command: async (base, unit) => {
          const team = await unit.load(teamStream(teamId), teamDecider);
          if (team.state.status !== 'active') throw seasonPlanErrors.teamUnknown();
          return { ...base, type: 'MoveTeamInPlan', teamId, toLeagueId, reason };
        },
      },
      context,
    );
  }
}
