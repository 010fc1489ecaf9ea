import { z } from 'zod';
import type { PushConfigDto, PushSubscriptionsDto } from './push.dto';

export const pushConfigDtoSchema = z.object({
  publicKey: z.string().nullable(),
}) satisfies z.ZodType<PushConfigDto>;

export const pushSubscriptionsDtoSchema = z.object({
  devices: z.number().int(),
}) satisfies z.ZodType<PushSubscriptionsDto>;
