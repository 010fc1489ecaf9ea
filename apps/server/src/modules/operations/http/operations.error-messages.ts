import { localized, type Translation } from '@liga/contracts';

/** The refusals' messages of the operations error responses: Polish (the spec's texts). */
const PL = {
  unknownProjection: 'Nie ma takiej projekcji.',
  notPoisoned: 'To zdarzenie nie zatrzymało projekcji: nie ma czego pominąć ani ponowić.',
  rebuildRunning: 'Przebudowa tej projekcji już trwa. Poczekaj na jej koniec.',
  rebuildInterrupted: 'Przebudowa przerwana (proces zakończył się).',
} as const;

/** English twin of the Polish messages (a request with Accept-Language: en). */
const EN = {
  unknownProjection: 'There is no such projection.',
  notPoisoned: 'This event did not stop the projection: there is nothing to skip or retry.',
  rebuildRunning: 'This projection is already being rebuilt. Wait until it finishes.',
  rebuildInterrupted: 'Rebuild interrupted (the process ended).',
} satisfies Translation<typeof PL>;

/** The messages in the request's language. */
export const OPERATIONS_ERROR_MESSAGES = /* @__PURE__ */ localized(PL, EN);
