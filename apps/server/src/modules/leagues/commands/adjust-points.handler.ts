import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { isAdmin, type Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { ForbiddenError } from '../../../platform/http/app-errors';
import { newId } from '../../../platform/ids/ids';
import { leagueDecider, leagueStream } from '../domain/league.decider';
import { LEAGUE_ERROR_MESSAGES } from '../http/league.error-messages';

export class AdjustPointsCommand {
  constructor(
    readonly payload: {
      actor: Principal;
      leagueId: string;
      teamId: string;
      points: number;
      reason: string;
    },
    readonly context: EventContext,
  ) {}
}

/** The admin deducts (or adds) points of a team playing in the league, with a reason. */
@CommandHandler(AdjustPointsCommand)
export class AdjustPointsHandler implements ICommandHandler<AdjustPointsCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ payload, context }: AdjustPointsCommand): Promise<{ id: string }> {
    if (!isAdmin(payload.actor)) {
      throw new ForbiddenError('auth.forbidden', LEAGUE_ERROR_MESSAGES.pointsAdminOnly);
    }
    const adjustmentId = newId();
    const { leagueId, teamId, points, reason } = payload;
    await this.unitOfWork.decide(
      leagueStream(leagueId),
      leagueDecider,
      { type: 'AdjustPoints', adjustmentId, teamId, points, reason },
      context,
    );
    return { id: adjustmentId };
  }
}
