import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { parseInput } from '../../../platform/http/parse-input';
import { typeError, UUID_FORMAT } from '@liga/contracts';
import { HTTP_TEXTS } from '../../../platform/http/http.texts';

/** Who caused the events of a request. */
export const eventContext = (caller: Principal, correlationId: string): EventContext => ({
  actorUserId: caller.userId,
  correlationId,
  causationId: null,
});

/** A UUID with the platform's messages for its kind (read in Polish here, answered in the caller's language). */
const uuid = (kind: 'team' | 'user' | 'league' | 'application' | 'membership' | 'leagueTeam') =>
  z
    .string(typeError(HTTP_TEXTS.ids[kind].missing))
    .guid(HTTP_TEXTS.ids[kind].invalid)
    .meta(UUID_FORMAT);

export const ids = {
  team: uuid('team'),
  user: uuid('user'),
  league: uuid('league'),
  application: uuid('application'),
  membership: uuid('membership'),
  leagueTeam: uuid('leagueTeam'),
};

/** `{ [field]: uuid }`: one named id in a query or path, with a Polish message. */
export function idSchema<F extends string>(kind: keyof typeof ids, field: F) {
  return z.object({ [field]: ids[kind] } as Record<F, z.ZodString>);
}

/** `{ [field]: uuid | null }`: an optional id in a query (absent or empty = null). */
export function optionalIdSchema<F extends string>(kind: keyof typeof ids, field: F) {
  const optionalId = z
    .preprocess((v) => (v === '' ? undefined : v), ids[kind].optional())
    .transform((v) => v ?? null);
  return z.object({ [field]: optionalId } as Record<F, typeof optionalId>);
}

/** One named id from a query or path, as a UUID, else 400 with a Polish message. */
export function parseId(kind: keyof typeof ids, field: string, source: unknown): string {
  return parseInput(idSchema(kind, field), source)[field];
}
