import { localized, type Translation } from '@liga/contracts';

/**
 * What the platform's refusals say to a user (the request pipeline, sessions, tokens, ids in
 * paths and queries, health): Polish, with the English twin a request with Accept-Language: en
 * reads (issue 19). A message a module froze in Polish when it loaded (a zod schema's id
 * message) is found here by its wording (`translateText`).
 */
const HTTP_TEXTS_PL = {
  body: {
    malformedJson: 'Nieprawidłowy format JSON.',
    tooLarge: 'Przesłane dane są zbyt duże.',
    unsupportedEncoding: 'Nieobsługiwane kodowanie przesłanych danych (Content-Encoding).',
    unsupportedCharset: 'Nieobsługiwane kodowanie znaków. Wyślij dane w UTF-8.',
    invalid: 'Nieprawidłowe żądanie.',
    unsupportedType: 'Nieobsługiwany format danych.',
    nulCharacter: 'Dane zawierają niedozwolony znak (NUL).',
  },
  /** Refused by Node before Fastify (no request language yet: Polish). */
  connection: {
    headersTooLarge: 'Adres lub nagłówki żądania są za długie.',
    timeout: 'Żądanie trwało zbyt długo.',
    malformed: 'Nieprawidłowe żądanie HTTP.',
  },
  session: {
    expired: 'Sesja wygasła. Zaloguj się ponownie.',
    tokenInvalid: 'Nieprawidłowy token dostępu.',
    accountClosed: 'To konto zostało usunięte. Zaloguj się ponownie.',
    ended:
      'Sesja została zakończona (zmiana hasła, roli lub wylogowanie ze wszystkich urządzeń). Zaloguj się ponownie.',
    passwordChangeRequired:
      'Zalogowano hasłem tymczasowym. Najpierw ustaw nowe hasło w zarządzaniu kontem.',
  },
  queuesNotAvailable: 'Kolejki zadań działają tylko z Redisem; w trybie wbudowanym ich nie ma.',
  health: {
    databaseDown: 'Baza danych jest niedostępna.',
    redisDown: 'Redis jest niedostępny.',
  },
  /** An id in a path, query or body: missing, or not a UUID. */
  ids: {
    team: {
      missing: 'Podaj identyfikator drużyny.',
      invalid: 'Nieprawidłowy identyfikator drużyny.',
    },
    user: {
      missing: 'Podaj identyfikator użytkownika.',
      invalid: 'Nieprawidłowy identyfikator użytkownika.',
    },
    league: { missing: 'Podaj identyfikator ligi.', invalid: 'Nieprawidłowy identyfikator ligi.' },
    application: {
      missing: 'Podaj identyfikator zgłoszenia.',
      invalid: 'Nieprawidłowy identyfikator zgłoszenia.',
    },
    membership: {
      missing: 'Podaj identyfikator członkostwa.',
      invalid: 'Nieprawidłowy identyfikator członkostwa.',
    },
    leagueTeam: {
      missing: 'Podaj identyfikator drużyny w lidze.',
      invalid: 'Nieprawidłowy identyfikator drużyny w lidze.',
    },
    season: { invalid: 'Nieprawidłowy identyfikator sezonu.' },
    match: { invalid: 'Nieprawidłowy identyfikator meczu.' },
    pitch: { invalid: 'Nieprawidłowy identyfikator boiska.' },
  },
} as const;

const HTTP_TEXTS_EN = {
  body: {
    malformedJson: 'Invalid JSON format.',
    tooLarge: 'The data sent is too large.',
    unsupportedEncoding: 'Unsupported encoding of the data sent (Content-Encoding).',
    unsupportedCharset: 'Unsupported character encoding. Send the data in UTF-8.',
    invalid: 'Invalid request.',
    unsupportedType: 'Unsupported data format.',
    nulCharacter: 'The data contains a forbidden character (NUL).',
  },
  connection: {
    headersTooLarge: 'The address or the headers of the request are too long.',
    timeout: 'The request took too long.',
    malformed: 'Invalid HTTP request.',
  },
  session: {
    expired: 'Your session has expired. Please log in again.',
    tokenInvalid: 'Invalid access token.',
    accountClosed: 'This account has been deleted. Please log in again.',
    ended:
      'Your session has ended (a password or role change, or a logout from all devices). Please log in again.',
    passwordChangeRequired:
      'You logged in with a temporary password. First set a new password in account management.',
  },
  queuesNotAvailable: 'Job queues work only with Redis; there are none in embedded mode.',
  health: {
    databaseDown: 'The database is unavailable.',
    redisDown: 'Redis is unavailable.',
  },
  ids: {
    team: { missing: 'Give the team id.', invalid: 'Invalid team id.' },
    user: { missing: 'Give the user id.', invalid: 'Invalid user id.' },
    league: { missing: 'Give the league id.', invalid: 'Invalid league id.' },
    application: { missing: 'Give the application id.', invalid: 'Invalid application id.' },
    membership: { missing: 'Give the membership id.', invalid: 'Invalid membership id.' },
    leagueTeam: {
      missing: "Give the id of the team's place in the league.",
      invalid: "Invalid id of the team's place in the league.",
    },
    season: { invalid: 'Invalid season id.' },
    match: { invalid: 'Invalid match id.' },
    pitch: { invalid: 'Invalid pitch id.' },
  },
} satisfies Translation<typeof HTTP_TEXTS_PL>;

export const HTTP_TEXTS = /* @__PURE__ */ localized(HTTP_TEXTS_PL, HTTP_TEXTS_EN);
