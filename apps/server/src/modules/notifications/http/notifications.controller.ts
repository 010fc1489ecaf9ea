import { Controller, Get, HttpCode, Inject, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  getNotificationsQuerySchema,
  markReadResultDtoSchema,
  type MarkReadResultDto,
  markReadSchema,
  NOTIFICATION_MESSAGES,
  notificationPreferenceDtoSchema,
  type NotificationPreferenceDto,
  notificationsPageDtoSchema,
  type NotificationsPageDto,
  setNotificationPreferencesSchema,
  unsubscribeQuerySchema,
  unsubscribeResultDtoSchema,
  type UnsubscribeResultDto,
} from '@liga/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import { Caller, CorrelationId, Public } from '../../../platform/http/decorators';
import { type Parsed, ParsedBody, ParsedQuery } from '../../../platform/http/input.decorators';
import { ApiDoc } from '../../../platform/http/openapi/api-output.decorator';
import { MarkNotificationsReadCommand } from '../commands/mark-notifications-read.handler';
import { SetNotificationPreferencesCommand } from '../commands/set-notification-preferences.handler';
import { UnsubscribeCommand } from '../commands/unsubscribe.handler';
import type { UnsubscribeTarget } from '../delivery/unsubscribe-token';
import { NotificationsReadModel } from '../queries/notifications.read-model';

const context = (caller: Principal | null, correlationId: string) => ({
  actorUserId: caller?.userId ?? null,
  correlationId,
  causationId: null,
});

/** `/api/notification/*`: the bell's list, marking read, e-mail settings, unsubscribing. */
@Controller('notification')
export class NotificationsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(NotificationsReadModel) private readonly notifications: NotificationsReadModel,
  ) {}

  @ApiDoc({
    summary: "The caller's notifications, newest first (page from 1), and how many are unread.",
    answer: notificationsPageDtoSchema,
  })
  @Get('get-notifications')
  list(
    @ParsedQuery(getNotificationsQuerySchema) q: Parsed<typeof getNotificationsQuerySchema>,
    @Caller() caller: Principal,
  ): Promise<NotificationsPageDto> {
    return this.notifications.page(caller.userId, q.page, q.pageSize);
  }

  @ApiDoc({
    summary:
      "Marks the caller's notifications read: `{ids}` or `{all: true}`; another user's id is a 403.",
    answer: markReadResultDtoSchema,
  })
  @Post('mark-read')
  @HttpCode(200)
  async markRead(
    @ParsedBody(markReadSchema) input: Parsed<typeof markReadSchema>,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<MarkReadResultDto> {
    await this.commands.execute(
      new MarkNotificationsReadCommand(caller, input, context(caller, cid)),
    );
    return { unreadCount: await this.notifications.unreadCount(caller.userId) };
  }

  @ApiDoc({
    summary: "The caller's e-mail setting for every kind (on, off or the daily digest).",
    answer: z.array(notificationPreferenceDtoSchema),
  })
  @Get('preferences')
  preferences(@Caller() caller: Principal): Promise<NotificationPreferenceDto[]> {
    return this.notifications.preferences(caller.userId);
  }

  @ApiDoc({
    summary: 'Sets the e-mail setting of one or more kinds; answers every kind.',
    answer: z.array(notificationPreferenceDtoSchema),
  })
  @Put('preferences')
  async setPreferences(
    @ParsedBody(setNotificationPreferencesSchema)
    input: Parsed<typeof setNotificationPreferencesSchema>,
    @Caller() caller: Principal,
    @CorrelationId() cid: string,
  ): Promise<NotificationPreferenceDto[]> {
    await this.commands.execute(
      new SetNotificationPreferencesCommand(caller, input, context(caller, cid)),
    );
    return this.notifications.preferences(caller.userId);
  }

  @ApiDoc({
    summary:
      "One-click unsubscribe (RFC 8058): the mail's List-Unsubscribe address, POSTed by the mail app (or the page the link opens); the signed token names the person and the kind.",
    answer: unsubscribeResultDtoSchema,
  })
  @Public()
  @Post('unsubscribe')
  @HttpCode(200)
  async unsubscribe(
    @ParsedQuery(unsubscribeQuerySchema) { token }: Parsed<typeof unsubscribeQuerySchema>,
    @CorrelationId() cid: string,
  ): Promise<UnsubscribeResultDto> {
    const target = await this.commands.execute<UnsubscribeCommand, UnsubscribeTarget>(
      new UnsubscribeCommand(token, context(null, cid)),
    );
    const message =
      target === 'digest'
        ? NOTIFICATION_MESSAGES.digestLeft
        : NOTIFICATION_MESSAGES.unsubscribed(target);
    return { target, message };
  }
}
