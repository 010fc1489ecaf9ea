import { localized, type Translation } from '@liga/contracts';

/** The refusals' messages of the pitch error responses: Polish (the spec's texts). */
const PL = {
  notFound: 'Nie znaleziono boiska.',
  exists: 'To boisko już istnieje.',
} as const;

/** English twin of the Polish messages (a request with Accept-Language: en). */
const EN = {
  notFound: 'Pitch not found.',
  exists: 'This pitch already exists.',
} satisfies Translation<typeof PL>;

/** The messages in the request's language. */
export const PITCH_ERROR_MESSAGES = /* @__PURE__ */ localized(PL, EN);
