import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type SuspendPlayerRequest, startOfWarsawDay } from '@liga/contracts';
import { isAdmin, type Principal } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { newId } from '../../../platform/ids/ids';
import { SeasonService } from '../../../platform/seasons/season.service';
import { suspensionDecider } from '../domain/suspension.decider';
import { teamErrors } from '../domain/team.errors';
import { teamStream } from '../domain/team.events';

export class SuspendPlayerCommand {
  constructor(
    readonly actor: Principal,
    readonly payload: SuspendPlayerRequest,
    readonly context: EventContext,
  ) {}
}

/**
 * `POST /api/admin/team/suspend`: the league office suspends a member of the team for N
 * matches of the team or until a day (its start, Warsaw time), with a reason.
 */
@CommandHandler(SuspendPlayerCommand)
export class SuspendPlayerHandler implements ICommandHandler<SuspendPlayerCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(SeasonService) private readonly seasons: SeasonService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, payload, context }: SuspendPlayerCommand): Promise<{ id: string }> {
    if (!isAdmin(actor)) throw teamErrors.adminOnly();
    const suspensionId = newId();
    await this.unitOfWork.decide(
      teamStream(payload.teamId),
      suspensionDecider,
      {
        type: 'SuspendPlayer',
        suspensionId,
        userId: payload.userId,
        seasonId: this.seasons.currentId(),
        matches: payload.matches,
        until: payload.until ? startOfWarsawDay(payload.until).toISOString() : null,
        now: this.clock.now().toISOString(),
        reason: payload.reason,
      },
      context,
    );
    return { id: suspensionId };
  }
}
