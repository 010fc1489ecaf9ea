import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { parseInput } from '../../../platform/http/parse-input';
import { typeError, UUID_FORMAT } from '@liga/contracts';

/** Who caused the events of a request. */
export const eventContext = (caller: Principal, correlationId: string): EventContext => ({
  actorUserId: caller.userId,
  correlationId,
  causationId: null,
});

const uuid = (what: string) =>
  z
    .string(typeError(`Podaj identyfikator ${what}.`))
    .guid(`Nieprawidłowy identyfikator ${what}.`)
    .meta(UUID_FORMAT);

export const ids = {
  team: uuid('drużyny'),
  user: uuid('użytkownika'),
  league: uuid('ligi'),
  application: uuid('zgłoszenia'),
  membership: uuid('członkostwa'),
  leagueTeam: uuid('drużyny w lidze'),
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
