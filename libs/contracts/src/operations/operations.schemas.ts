import { z } from 'zod';
import { queryInt } from '../common/query-fields';
import { instantFromInput } from '../common/time';

export const OPERATIONS_TEXTS = {
  projectionInvalid: 'Podaj nazwę projekcji.',
  positionInvalid: 'Podaj pozycję zdarzenia w dzienniku (liczba całkowita dodatnia).',
  reasonRequired: 'Podaj powód pominięcia zdarzenia (od 5 do 500 znaków).',
  streamInvalid: 'Identyfikator strumienia może mieć najwyżej 200 znaków.',
  typeInvalid: 'Typ zdarzenia może mieć najwyżej 100 znaków.',
  correlationInvalid: 'Identyfikator żądania może mieć najwyżej 200 znaków.',
  fromInvalid: 'Początek zakresu czasu jest nieprawidłowy.',
  toInvalid: 'Koniec zakresu czasu jest nieprawidłowy.',
  rangeInvalid: 'Koniec zakresu czasu nie może być wcześniejszy niż początek.',
  beforeInvalid: 'Parametr before musi być dodatnią liczbą całkowitą.',
  pageSizeInvalid: 'Rozmiar strony musi być liczbą od 1 do 200.',
} as const;
const M = OPERATIONS_TEXTS;

/** `POST /api/admin/projections/:name/…`: a projection's name (404 when no such projection). */
export const projectionNameParamSchema = z.object({
  name: z
    .string({ error: M.projectionInvalid })
    .min(1, M.projectionInvalid)
    .max(100, M.projectionInvalid),
});

/** `POST /api/admin/projections/:name/retry` body: the poison event's log position. */
export const retryPoisonEventSchema = z.object({
  globalPosition: z
    .number({ error: M.positionInvalid })
    .int(M.positionInvalid)
    .positive(M.positionInvalid),
});
export type RetryPoisonEventRequest = z.infer<typeof retryPoisonEventSchema>;

/** `POST /api/admin/projections/:name/skip` body: the position and why (recorded, audited). */
export const skipPoisonEventSchema = retryPoisonEventSchema.extend({
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(5, M.reasonRequired)
    .max(500, M.reasonRequired),
});
export type SkipPoisonEventRequest = z.infer<typeof skipPoisonEventSchema>;

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string({ error: message }).trim().max(max, message).optional(),
  );
const optionalInstant = (message: string) =>
  z
    .string({ error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return null;
      const date = instantFromInput(v);
      if (!date) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date;
    });

/**
 * `GET /api/admin/events?StreamId=&Type=&From=&To=&CorrelationId=&before=&pageSize=`: the log,
 * newest first, a page before the position `before` (keyset paging).
 */
export const eventLogQuerySchema = z
  .object({
    StreamId: optionalText(200, M.streamInvalid),
    Type: optionalText(100, M.typeInvalid),
    CorrelationId: optionalText(200, M.correlationInvalid),
    From: optionalInstant(M.fromInvalid),
    To: optionalInstant(M.toInvalid),
    before: z.preprocess(
      (v) => (v === undefined || v === '' ? undefined : Number(v)),
      z
        .number({ error: M.beforeInvalid })
        .int(M.beforeInvalid)
        .positive(M.beforeInvalid)
        .optional(),
    ),
    pageSize: queryInt(50, 1, 200, M.pageSizeInvalid),
  })
  .superRefine((q, ctx) => {
    if (q.From && q.To && q.To < q.From) {
      ctx.addIssue({ code: 'custom', path: ['To'], message: M.rangeInvalid });
    }
  });
export type EventLogQuery = z.infer<typeof eventLogQuerySchema>;
