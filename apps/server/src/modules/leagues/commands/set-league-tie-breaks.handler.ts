import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TieBreakRule } from '@liga/contracts';
import { isAdmin, type Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { ForbiddenError } from '../../../platform/http/app-errors';
import { newId } from '../../../platform/ids/ids';
import { leagueDecider, leagueStream } from '../domain/league.decider';
import { LEAGUE_ERROR_MESSAGES } from '../http/league.error-messages';

export class SetLeagueTieBreaksCommand {
  constructor(
    readonly payload: {
      actor: Principal;
      leagueId: string;
      tieBreaks: TieBreakRule[];
      reason: string;
    },
    readonly context: EventContext,
  ) {}
}

/** The admin orders a league's tie-break rules (with a reason); a fresh seed for the lot. */
@CommandHandler(SetLeagueTieBreaksCommand)
export class SetLeagueTieBreaksHandler implements ICommandHandler<SetLeagueTieBreaksCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ payload, context }: SetLeagueTieBreaksCommand): Promise<void> {
    if (!isAdmin(payload.actor)) {
      throw new ForbiddenError('auth.forbidden', LEAGUE_ERROR_MESSAGES.tieBreaksAdminOnly);
    }
    await this.unitOfWork.decide(
      leagueStream(payload.leagueId),
      leagueDecider,
      {
        type: 'SetLeagueTieBreaks',
        tieBreaks: payload.tieBreaks,
        reason: payload.reason,
        lotSeed: newId(),
      },
      context,
    );
  }
}
