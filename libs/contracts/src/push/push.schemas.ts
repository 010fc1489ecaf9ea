import { z } from 'zod';
import { PUSH_RULES } from './push.rules';
import { PUSH_MESSAGES as M } from './push.texts';

const key = z
  .string({ error: M.keysInvalid })
  .min(1, M.keysInvalid)
  .max(PUSH_RULES.keyMax, M.keysInvalid)
  .regex(/^[\w-]+=*$/, M.keysInvalid);

const endpoint = z
  .string({ error: M.endpointInvalid })
  .max(PUSH_RULES.endpointMax, M.endpointInvalid)
  .url(M.endpointInvalid)
  .refine((value) => /^https?:\/\//.test(value), M.endpointInvalid);

/** `POST /api/push/subscribe`: the browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscribeSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: key, auth: key }, { error: M.keysInvalid }),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeSchema>;

/** `POST /api/push/unsubscribe`: this device stops receiving pushes. */
export const pushUnsubscribeSchema = z.object({ endpoint });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeSchema>;
