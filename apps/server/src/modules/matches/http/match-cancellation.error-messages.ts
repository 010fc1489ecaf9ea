import { localized, type Translation } from '@liga/contracts';

/** The refusals' messages of the match cancellation error responses: Polish (the spec's texts). */
const PL = {
  cancelNotFound: 'Nie znaleziono meczu.',
  cancelNotAccepted:
    'Odwołać można tylko zaakceptowany mecz; to wyzwanie nie zostało zaakceptowane.',
  cancelAlreadyPlayed: 'Ten mecz został już rozegrany.',
  cancelReportFiled: 'Do tego meczu złożono już raport. Usuń raport, zanim odwołasz mecz.',
  cancelAlreadyCancelled: 'Ten mecz został już odwołany.',
} as const;

/** English twin of the Polish messages (a request with Accept-Language: en). */
const EN = {
  cancelNotFound: 'Match not found.',
  cancelNotAccepted:
    'Only an accepted match can be cancelled; this challenge has not been accepted.',
  cancelAlreadyPlayed: 'This match has already been played.',
  cancelReportFiled:
    'A report has already been filed for this match. Delete the report before cancelling the match.',
  cancelAlreadyCancelled: 'This match has already been cancelled.',
} satisfies Translation<typeof PL>;

/** The messages in the request's language. */
export const MATCH_CANCELLATION_ERROR_MESSAGES = /* @__PURE__ */ localized(PL, EN);
