import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SetNotificationPreferencesRequest } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { inboxDecider } from '../domain/inbox.decider';
import { inboxStream } from '../domain/inbox.events';

export class SetNotificationPreferencesCommand {
  constructor(
    readonly caller: Principal,
    readonly input: SetNotificationPreferencesRequest,
    readonly context: EventContext,
  ) {}
}

/** The caller's e-mail settings per kind (on, off, digest); unchanged ones append nothing. */
@CommandHandler(SetNotificationPreferencesCommand)
export class SetNotificationPreferencesHandler implements ICommandHandler<SetNotificationPreferencesCommand> {
  constructor(@Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork) {}

  async execute({ caller, input, context }: SetNotificationPreferencesCommand): Promise<void> {
    await this.unitOfWork.decide(
      inboxStream(caller.userId),
      inboxDecider,
      {
        type: 'SetPreferences',
        userId: caller.userId,
        preferences: input.preferences,
        via: 'settings',
      },
      context,
    );
  }
}
