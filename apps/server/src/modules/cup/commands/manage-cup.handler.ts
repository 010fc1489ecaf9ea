import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CUP_MESSAGES, type TieOutcome } from '@liga/contracts';
import { isAdmin } from '../../../platform/auth/principal';
import { CLOCK, type Clock } from '../../../platform/clock/clock';
import { newId } from '../../../platform/ids/ids';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { CUP_LIMITS } from '@liga/contracts';
import type { CupCommand } from '../domain/cup.commands';
import { decideOnCup } from '../facts/cup-decisions';
import { CupCommandBase, type CupCommandDto } from './cup-command';

/** The admin's decisions on a cup's course (one command each, one handler). */
export type CupAdminAction =
  | { kind: 'OpenCupEntries' }
  | { kind: 'CloseCupEntries' }
  /** `seed`: a system command's own (the demo); a request's draw takes 64 random bits. */
  | { kind: 'DrawCup'; seed?: string }
  | { kind: 'DecideTie'; tieId: string; outcome: TieOutcome; reason: string }
  | { kind: 'CancelCup'; reason: string };

/**
 * `POST /api/admin/cup/{id}/open`, `/close`, `/draw`, `/cancel` and `/tie/{tieId}/decide`.
 */
export class ManageCupCommand extends CupCommandBase {
  constructor(
    actor: CupCommandBase['actor'],
    cupId: string,
    readonly action: CupAdminAction,
    context: CupCommandBase['context'],
    at?: Date,
  ) {
    super(actor, cupId, context, at);
  }
}

/** What the office reads after each action, in the request's language (read per request). */
const messageOf = (kind: CupAdminAction['kind']): string =>
  ({
    OpenCupEntries: CUP_MESSAGES.entriesOpened,
    CloseCupEntries: CUP_MESSAGES.entriesClosed,
    DrawCup: CUP_MESSAGES.drawn,
    DecideTie: CUP_MESSAGES.decided,
    CancelCup: CUP_MESSAGES.cupCancelled,
  })[kind];

@CommandHandler(ManageCupCommand)
export class ManageCupHandler implements ICommandHandler<ManageCupCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, cupId, action, context, at }: ManageCupCommand): Promise<CupCommandDto> {
    const admin = {
      actorUserId: actor.userId,
      isAdmin: isAdmin(actor),
      at: (at ?? this.clock.now()).toISOString(),
    };
    const command = ((): CupCommand => {
      switch (action.kind) {
        case 'DrawCup':
          return {
            type: 'DrawCup',
            seed: action.seed ?? randomBytes(8).toString('hex'),
            tieIds: Array.from({ length: 2 ** CUP_LIMITS.maxRounds - 1 }, () => newId()),
            ...admin,
          };
        case 'DecideTie':
          return { type: 'DecideTie', ...action, ...admin };
        case 'CancelCup':
          return { type: 'CancelCup', reason: action.reason, ...admin };
        default:
          return { type: action.kind, ...admin };
      }
    })();
    await this.unitOfWork.run(context, (unit) => decideOnCup(unit, cupId, command));
    return { id: cupId, message: messageOf(action.kind) };
  }
}
