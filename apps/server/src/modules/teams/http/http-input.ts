import { z } from 'zod';
import type { Principal } from '../../../platform/auth/principal';
import type { EventContext } from '../../../platform/event-store/event-types';
import { parseInput } from '../../../platform/http/parse-input';

/** Who caused the events of a request. */
export const eventContext = (caller: Principal, correlationId: string): EventContext => ({
  actorUserId: caller.userId,
  correlationId,
  causationId: null,
});

const uuid = (what: string) =>
  z
    .string({ required_error: `Podaj identyfikator ${what}.` })
    .uuid(`Nieprawidłowy identyfikator ${what}.`);

export const ids = {
  team: uuid('drużyny'),
  user: uuid('użytkownika'),
  league: uuid('ligi'),
  application: uuid('zgłoszenia'),
  membership: uuid('członkostwa'),
  leagueTeam: uuid('drużyny w lidze'),
};

/** One named id from a query or path, as a UUID, else 400 with a Polish message. */
export function parseId(kind: keyof typeof ids, field: string, source: unknown): string {
  const schema = z.object({ [field]: ids[kind] });
  return parseInput(schema, source)[field] as string;
}

/** An optional id from a query (absent or empty = null). */
export function parseOptionalId(kind: keyof typeof ids, field: string, source: unknown) {
  const value = (source as Record<string, unknown> | null)?.[field];
  return value === undefined || value === '' ? null : parseId(kind, field, source);
}
