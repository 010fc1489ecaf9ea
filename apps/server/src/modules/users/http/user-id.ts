import { z } from 'zod';
import { parseInput } from '../../../platform/http/parse-input';
import { typeError, UUID_FORMAT } from '@liga/contracts';

export const userIdParam = z.object({
  id: z
    .string(typeError('Podaj identyfikator użytkownika.'))
    .guid('Nieprawidłowy identyfikator użytkownika.')
    .meta(UUID_FORMAT),
});

/** A user id from the path: a UUID, else 400 with a Polish message. */
export function parseUserId(id: unknown): string {
  return parseInput(userIdParam, { id }).id;
}
