import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { MarkReadRequest } from '@liga/contracts';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import { inboxDecider } from '../domain/inbox.decider';
import { inboxStream } from '../domain/inbox.events';
import { notificationErrors } from '../domain/notifications.errors';
import { NotificationsReadModel } from '../queries/notifications.read-model';

export class MarkNotificationsReadCommand {
  constructor(
    readonly caller: Principal,
    readonly input: MarkReadRequest,
    readonly context: EventContext,
  ) {}
}

/**
 * Marks the caller's notifications read (some, or all). Notification ids come from the read
 * model the caller was shown, so it answers whose they are (routing, as TeamLookups does):
 * another person's id is a 403, an unknown one a 404; the fact goes on the caller's inbox.
 */
@CommandHandler(MarkNotificationsReadCommand)
export class MarkNotificationsReadHandler implements ICommandHandler<MarkNotificationsReadCommand> {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork,
    @Inject(NotificationsReadModel) private readonly notifications: NotificationsReadModel,
  ) {}

  async execute({ caller, input, context }: MarkNotificationsReadCommand): Promise<void> {
    const userId = caller.userId;
    if ('all' in input) {
      if ((await this.notifications.unreadCount(userId)) === 0) return;
      await this.unitOfWork.decide(
        inboxStream(userId),
        inboxDecider,
        { type: 'MarkAllRead', userId },
        context,
      );
      return;
    }
    const owners = await this.notifications.owners(input.ids);
    for (const id of input.ids) {
      const owner = owners.get(id);
      if (!owner) throw notificationErrors.notFound();
      if (owner !== userId) throw notificationErrors.notYours();
    }
    await this.unitOfWork.decide(
      inboxStream(userId),
      inboxDecider,
      { type: 'MarkRead', userId, notificationIds: input.ids },
      context,
    );
  }
}
