import type { PushConfigDto, PushSubscriptionsDto } from '@liga/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/push/config: the server's VAPID key (null: Web Push is off on this server). */
export function getPushConfig(): Promise<PushConfigDto> {
  return api.get<PushConfigDto>('/api/push/config');
}

/** POST /api/push/subscribe: this browser's subscription, for the caller. */
export function savePushSubscription(sub: PushSubscriptionJSON): Promise<PushSubscriptionsDto> {
  return api.post<PushSubscriptionsDto>('/api/push/subscribe', {
    endpoint: sub.endpoint,
    keys: sub.keys,
  });
}

/** POST /api/push/unsubscribe: this browser stops receiving pushes. */
export function removePushSubscription(endpoint: string): Promise<PushSubscriptionsDto> {
  return api.post<PushSubscriptionsDto>('/api/push/unsubscribe', { endpoint });
}
