import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/app-config';
import type { TokenService } from '../../../platform/auth/token-service';
import type { Clock } from '../../../platform/clock/clock';
import type { UnitOfWork } from '../../../platform/event-store/unit-of-work';
import type { Logger } from '../../../platform/logging/logger';
import { type Mailer, publicBaseUrl } from '../../../platform/mail/mailer';
import type { ProjectionDaemon } from '../../../platform/projections/projection-daemon';
import { UNSUBSCRIBE_KEY_PURPOSE } from '../commands/unsubscribe.handler';
import { ReminderPlanner } from '../reminders/reminder-planner';
import {
  QueueReminders,
  type ReminderScheduler,
  TimerReminders,
} from '../reminders/reminder-scheduler';
import { sendMatchReminder } from '../reminders/send-match-reminder';
import type { DeliveryChannel } from './channels';
import { DigestChannel } from './digest-channel';
import { Dispatcher } from './dispatcher';
import { EmailChannel } from './email-channel';
import { NotificationMails } from './notification-mails';
import { PushChannel, webPushSender } from './push-channel';
import { vapidKeys } from '../push/vapid-keys';

export interface DeliveryDeps {
  db: DataSource;
  clock: Clock;
  config: AppConfig;
  logger: Logger;
  mailer: Mailer;
  tokens: TokenService;
  unitOfWork: UnitOfWork;
  /** Redis mode: reminders as BullMQ delayed jobs; else the in-process scheduler. */
  redis: Redis | null;
  /** The daemon of this process: delivery runs where the projections run. */
  daemon: ProjectionDaemon;
}

/** Retries, digests and a missed wake-up are picked up at least this often. */
const TICK_MS = 2_000;

/**
 * Everything that leaves Liga because of a notification, in the process that projects (the
 * API in embedded mode, each worker in Redis mode): after every batch of the notifications
 * projection the dispatcher hands new rows to the outbox and the channels send what is due;
 * the reminder planner follows the matches. Nothing here runs inside a command: a command
 * never waits for, nor fails because of, a mail (a mail server that is down delays mail only).
 */
export class NotificationDelivery {
  readonly dispatcher: Dispatcher;
  readonly channels: readonly DeliveryChannel[];
  readonly scheduler: ReminderScheduler;
  readonly planner: ReminderPlanner;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private detach: (() => void) | null = null;

  constructor(private readonly deps: DeliveryDeps) {
    const { db, config, logger, mailer, tokens, clock, unitOfWork, redis } = deps;
    const log = logger.child('notifications');
    const mails = new NotificationMails(
      publicBaseUrl(config),
      tokens.signingKey(UNSUBSCRIBE_KEY_PURPOSE),
    );
    const vapid = vapidKeys(config);
    this.channels = [
      new EmailChannel(db, mailer, mails, log),
      new DigestChannel(db, mailer, mails, log),
      ...(vapid ? [new PushChannel(db, webPushSender(vapid), log, config.pushAllowHttp)] : []),
    ];
    this.dispatcher = new Dispatcher(db, this.channels);
    const send = (matchId: string, kickOff: string) =>
      sendMatchReminder(unitOfWork, clock, matchId, kickOff);
    this.scheduler = redis
      ? new QueueReminders(redis, config.redisPrefix, clock, send, log)
      : new TimerReminders(clock, send, log);
    this.planner = new ReminderPlanner(db, clock, this.scheduler);
  }

  /** Starts after the start-up tasks: the watermark then lies past the demo league's history. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.dispatcher.init();
    await this.planner.start();
    this.detach = this.deps.daemon.onProgress({
      progress: (name) => {
        if (name !== 'notifications') return;
        this.kick();
        void this.planner
          .sync()
          .catch((error: unknown) => this.deps.logger.warn('reminder planning failed', { error }));
      },
      halted: () => undefined,
    });
    this.timer = setInterval(() => this.kick(), TICK_MS);
    this.timer.unref();
    this.kick();
  }

  /** Dispatch, then send what is due; coalesces with a run under way. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runOnce()
      .catch((error: unknown) => this.deps.logger.warn('notification delivery failed', { error }))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** One round: hand new notifications to the outbox and send everything due by the clock. */
  async runOnce(): Promise<void> {
    const now = this.deps.clock.now();
    await this.dispatcher.dispatch(now);
    for (const channel of this.channels) {
      while ((await channel.sendDue(now)) > 0 && !this.stopped) {
        /* a full batch: there may be more */
      }
    }
  }

  /** Waits for the round under way (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.detach?.();
    if (this.timer) clearInterval(this.timer);
    await this.settled();
    await this.scheduler.close();
  }
}
