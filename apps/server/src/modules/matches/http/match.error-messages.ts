import { localized, type Translation } from '@liga/contracts';

/** The refusals' messages of the match error responses: Polish (the spec's texts). */
const PL = {
  notFound: 'Nie znaleziono wyzwania.',
  exists: 'To wyzwanie już istnieje.',
  notCaptain: 'Tylko kapitan drużyny może rzucić wyzwanie.',
  notReceiverCaptain:
    'Tylko kapitan drużyny, której rzucono wyzwanie, może je przyjąć lub odrzucić.',
  notSenderCaptain: 'Tylko kapitan drużyny, która rzuciła wyzwanie, może je anulować.',
  notTeamMember: 'Wyzwania drużyny widzą tylko jej zawodnicy i zarządca.',
  receiverNotFound: 'Nie znaleziono drużyny przeciwnika.',
  receiverIsSender: 'Nie możesz rzucić wyzwania własnej drużynie.',
  receiverWithoutLeague:
    'Ta drużyna nie została jeszcze przypisana do ligi; nie można jej rzucić wyzwania.',
  pitchNotFound: 'Nie znaleziono boiska.',
  alreadyChallenged: 'Te drużyny mają już oczekujące lub zaakceptowane wyzwanie w tym sezonie.',
  notPendingAccepted: 'To wyzwanie zostało już zaakceptowane.',
  notPendingRejected: 'To wyzwanie zostało już odrzucone.',
  notPendingCancelled: 'To wyzwanie zostało już anulowane.',
  notPendingFinished: 'Ten mecz został już rozegrany.',
  notPendingRemoved: 'Ten mecz został usunięty.',
  teamGone: 'Jedna z drużyn tego wyzwania została usunięta.',
} as const;

/** English twin of the Polish messages (a request with Accept-Language: en). */
const EN = {
  notFound: 'Challenge not found.',
  exists: 'This challenge already exists.',
  notCaptain: 'Only a team captain can issue a challenge.',
  notReceiverCaptain: 'Only the captain of the challenged team can accept or reject the challenge.',
  notSenderCaptain: 'Only the captain of the team that issued the challenge can withdraw it.',
  notTeamMember: "A team's challenges are visible only to its players and the administrator.",
  receiverNotFound: 'The opposing team was not found.',
  receiverIsSender: 'You cannot challenge your own team.',
  receiverWithoutLeague:
    'This team has not been assigned to a league yet; it cannot be challenged.',
  pitchNotFound: 'Pitch not found.',
  alreadyChallenged: 'These teams already have a pending or accepted challenge this season.',
  notPendingAccepted: 'This challenge has already been accepted.',
  notPendingRejected: 'This challenge has already been rejected.',
  notPendingCancelled: 'This challenge has already been withdrawn.',
  notPendingFinished: 'This match has already been played.',
  notPendingRemoved: 'This match has been deleted.',
  teamGone: 'One of the teams of this challenge has been deleted.',
} satisfies Translation<typeof PL>;

/** The messages in the request's language. */
export const MATCH_ERROR_MESSAGES = /* @__PURE__ */ localized(PL, EN);
