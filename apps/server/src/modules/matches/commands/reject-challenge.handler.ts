import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import {
  ChallengeDecisionCommand,
  type ChallengeDecisionDto,
  decideOnChallenge,
} from './decide-on-challenge';

export class RejectChallengeCommand extends ChallengeDecisionCommand {
  readonly decision = 'RejectChallenge';
}

/** `POST /api/match/cancel`: the receiver's captain rejects a challenge. */
@CommandHandler(RejectChallengeCommand)
export class RejectChallengeHandler implements ICommandHandler<RejectChallengeCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  execute(command: RejectChallengeCommand): Promise<ChallengeDecisionDto> {
    return decideOnChallenge(this.unitOfWork, command);
  }
}
