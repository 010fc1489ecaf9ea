import { z } from 'zod';
import { parseInput } from '../../../platform/http/parse-input';
import { typeError, UUID_FORMAT } from '@liga/contracts';
import { HTTP_TEXTS } from '../../../platform/http/http.texts';

export const userIdParam = z.object({
  id: z
    .string(typeError(HTTP_TEXTS.ids.user.missing))
    .guid(HTTP_TEXTS.ids.user.invalid)
    .meta(UUID_FORMAT),
});

/** A user id from the path: a UUID, else 400 with a Polish message. */
export function parseUserId(id: unknown): string {
  return parseInput(userIdParam, { id }).id;
}
