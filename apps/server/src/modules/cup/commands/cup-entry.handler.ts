import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CUP_MESSAGES } from '@liga/contracts';
import { isAdmin } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { teamFacts } from '../../teams/facts/team-facts.reader';
import { cupDecider } from '../domain/cup.decider';
import { cupErrors } from '../domain/cup.errors';
import { cupStream } from '../domain/cup.state';
import { decideOnCup } from '../facts/cup-decisions';
import { CupCommandBase, type CupCommandDto } from './cup-command';

/** `POST /api/cup/{id}/entry`: the caller's team (they captain it) enters the cup. */
export class EnterCupCommand extends CupCommandBase {
  readonly kind = 'EnterCup';
}
/** `DELETE /api/cup/{id}/entry`: the captain withdraws the team before the draw. */
export class WithdrawFromCupCommand extends CupCommandBase {
  readonly kind = 'WithdrawFromCup';
}
/** `POST /api/admin/cup/{id}/team` and `/team/remove`: an admin adds or removes a team, with a reason. */
export class AdminCupEntryCommand extends CupCommandBase {
  constructor(
    actor: CupCommandBase['actor'],
    cupId: string,
    readonly change: { kind: 'AddCupTeam' | 'RemoveCupTeam'; teamId: string; reason: string },
    context: CupCommandBase['context'],
    at?: Date,
  ) {
    super(actor, cupId, context, at);
  }
}

@CommandHandler(EnterCupCommand)
export class EnterCupHandler implements ICommandHandler<EnterCupCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: EnterCupCommand): Promise<CupCommandDto> {
    return captainEntry(this.unitOfWork, this.clock, command, 'EnterCup');
  }
}

@CommandHandler(WithdrawFromCupCommand)
export class WithdrawFromCupHandler implements ICommandHandler<WithdrawFromCupCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(command: WithdrawFromCupCommand): Promise<CupCommandDto> {
    return captainEntry(this.unitOfWork, this.clock, command, 'WithdrawFromCup');
  }
}

async function captainEntry(
  unitOfWork: UnitOfWork,
  clock: Clock,
  { actor, cupId, context, at }: CupCommandBase,
  type: 'EnterCup' | 'WithdrawFromCup',
): Promise<CupCommandDto> {
  await unitOfWork.run(context, async (unit) => {
    const { state } = await unit.load(cupStream(cupId), cupDecider);
    if (state.status === 'none') throw cupErrors.notFound();
    const team = await teamFacts.captainedBy(unit, actor.userId, state.seasonId);
    const when = (at ?? clock.now()).toISOString();
    await decideOnCup(unit, cupId, { type, actorUserId: actor.userId, team, at: when });
  });
  return {
    id: cupId,
    message: type === 'EnterCup' ? CUP_MESSAGES.entered : CUP_MESSAGES.withdrawn,
  };
}

@CommandHandler(AdminCupEntryCommand)
export class AdminCupEntryHandler implements ICommandHandler<AdminCupEntryCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, cupId, change, context, at }: AdminCupEntryCommand) {
    const admin = { actorUserId: actor.userId, isAdmin: isAdmin(actor) };
    const when = (at ?? this.clock.now()).toISOString();
    await this.unitOfWork.run(context, async (unit) => {
      const { state } = await unit.load(cupStream(cupId), cupDecider);
      if (state.status === 'none') throw cupErrors.notFound();
      if (change.kind === 'RemoveCupTeam') {
        const { teamId, reason } = change;
        await decideOnCup(unit, cupId, {
          type: 'RemoveCupTeam',
          teamId,
          reason,
          ...admin,
          at: when,
        });
        return;
      }
      const facts = await teamFacts.of(unit, change.teamId, state.seasonId);
      const team = facts.captainId ? facts : null;
      const command = { type: 'AddCupTeam' as const, team, reason: change.reason, ...admin };
      await decideOnCup(unit, cupId, { ...command, at: when });
    });
    const message = change.kind === 'AddCupTeam' ? CUP_MESSAGES.entered : CUP_MESSAGES.withdrawn;
    return { id: cupId, message };
  }
}
