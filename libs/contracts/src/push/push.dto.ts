/** `GET /api/push/config`: the server's VAPID public key (null: Web Push is off here). */
export interface PushConfigDto {
  publicKey: string | null;
}

/** `POST /api/push/subscribe` / `unsubscribe`: how many devices of the caller are subscribed. */
export interface PushSubscriptionsDto {
  devices: number;
}
