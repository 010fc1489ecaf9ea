import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { describeNotification, PUSH_KINDS } from '@liga/contracts';
import type { DataSource } from 'typeorm';
import webpush from 'web-push';
import { withTextLanguage } from '../../../platform/http/request-context';
import type { Logger } from '../../../platform/logging/logger';
import { pushSubscriptions, type StoredPushSubscription } from '../push/push-subscriptions';
import type { VapidKeys } from '../push/vapid-keys';
import { loadNames } from '../queries/notification-names';
import type { DeliveryChannel, FreshNotification } from './channels';
import { NotificationMails } from './notification-mails';
import { OUTBOX, type OutboxRow, outbox } from './outbox';

const PUSH_KIND_SET = new Set<string>(PUSH_KINDS);
/** How long a push service keeps a message for an offline phone (seconds). */
const TTL_SECONDS = 24 * 3600;

/** What the service worker shows (apps/client/src/sw/push.ts). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** A push service refused a message: its status (404/410: the browser unsubscribed). */
export class PushRefused extends Error {
  constructor(readonly statusCode: number) {
    super(`push service answered ${statusCode}`);
  }
}

/** Sends one message to one browser; throws PushRefused on a refusal. */
export type PushSender = (sub: StoredPushSubscription, message: PushMessage) => Promise<void>;

/**
 * web-push builds the request (payload encrypted aes128gcm per RFC 8291, VAPID per RFC 8292);
 * `post` sends it.
 */
export function webPushSender(keys: VapidKeys): PushSender {
  return async (sub, message) => {
    const request = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: sub.keys },
      JSON.stringify(message),
      {
        vapidDetails: {
          subject: keys.subject,
          publicKey: keys.publicKey,
          privateKey: keys.privateKey,
        },
        TTL: TTL_SECONDS,
        urgency: 'high',
      },
    );
    const status = await post(request.endpoint, request.headers, request.body);
    if (status < 200 || status > 299) throw new PushRefused(status);
  };
}

/** POSTs the encrypted message to the push service; answers its status (10 s at most). */
function post(endpoint: string, headers: object, body: Buffer | null): Promise<number> {
  const url = new URL(endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const options = { method: 'POST', headers: headers as Record<string, string>, timeout: 10_000 };
    const req = send(url, options, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

const gone = (error: unknown) =>
  error instanceof PushRefused && (error.statusCode === 404 || error.statusCode === 410);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Web Push (issue 19) for challenges, reports and match reminders, to every browser the person
 * subscribed, at once. A push service's 404/410 removes that browser's subscription (pruned);
 * another failure retries the row with the outbox's backoff. http:// endpoints are skipped
 * unless PUSH_ALLOW_HTTP (tests with a local subscriber): the server never posts to arbitrary
 * plain-HTTP addresses.
 */
export class PushChannel implements DeliveryChannel {
  readonly name = 'push';

  constructor(
    private readonly db: DataSource,
    private readonly send: PushSender,
    private readonly logger: Logger,
    private readonly allowHttp = false,
  ) {}

  route(n: FreshNotification, now: Date): Date | null {
    return n.hasPush && PUSH_KIND_SET.has(n.kind) ? now : null;
  }

  async sendDue(now: Date): Promise<number> {
    const rows = await outbox.claim(this.db, this.name, now, OUTBOX.batch);
    if (rows.length === 0) return 0;
    const contents = await NotificationMails.contents(
      this.db,
      rows.map((r) => r.notificationId),
    );
    const names = await loadNames(this.db, [...contents.values()]);
    for (const row of rows) {
      const content = contents.get(row.notificationId);
      if (!content) {
        await outbox.skipped(this.db, [row.id], 'gone');
        continue;
      }
      const language = await NotificationMails.languageOf(this.db, row.recipientId);
      const d = withTextLanguage(language, () => describeNotification(content, names));
      await this.sendOne(row, { title: d.subject, body: d.text, url: d.link, tag: row.kind }, now);
    }
    return rows.length;
  }

  private async sendOne(row: OutboxRow, message: PushMessage, now: Date): Promise<void> {
    const subs = (await pushSubscriptions.ofUser(this.db, row.recipientId)).filter(
      (s) => this.allowHttp || s.endpoint.startsWith('https://'),
    );
    if (subs.length === 0) {
      await outbox.skipped(this.db, [row.id], 'no subscription');
      return;
    }
    let failure: unknown = null;
    for (const sub of subs) {
      try {
        await this.send(sub, message);
      } catch (error) {
        if (gone(error)) await pushSubscriptions.prune(this.db, sub.endpoint);
        else failure = error;
      }
    }
    if (failure) {
      this.logger.warn('web push failed, retried later', {
        outboxId: row.id,
        attempts: row.attempts,
        error: errorText(failure),
      });
      await outbox.failed(this.db, [row], now, errorText(failure));
      return;
    }
    await outbox.sent(this.db, [row.id], now);
  }
}
