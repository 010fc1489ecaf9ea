import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import {
  ChallengeDecisionCommand,
  type ChallengeDecisionDto,
  decideOnChallenge,
} from './decide-on-challenge';

export class CancelChallengeCommand extends ChallengeDecisionCommand {
  readonly decision = 'CancelChallenge';
}

/** `DELETE /api/match/{id}`: the sender's captain withdraws a challenge. */
@CommandHandler(CancelChallengeCommand)
export class CancelChallengeHandler implements ICommandHandler<CancelChallengeCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  execute(command: CancelChallengeCommand): Promise<ChallengeDecisionDto> {
    return decideOnChallenge(this.unitOfWork, command);
  }
}
