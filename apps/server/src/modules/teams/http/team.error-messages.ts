import { localized, type Translation } from '@liga/contracts';

/** The refusals' messages of the team error responses: Polish (the spec's texts). */
const PL = {
  teamExists: 'Ta drużyna już istnieje.',
  teamNotFound: 'Nie znaleziono drużyny.',
  notCaptain: 'Tylko kapitan drużyny może wykonać tę operację.',
  notCaptainOrAdmin: 'Tylko kapitan drużyny lub zarządca może wykonać tę operację.',
  adminOnly: 'Tylko zarządca może to zrobić.',
  notYourMembership: 'Możesz opuścić tylko własną drużynę; usuwać zawodników może kapitan.',
  memberNotFound: 'Ten zawodnik nie należy do drużyny.',
  alreadyCaptain: 'Ten zawodnik jest już kapitanem drużyny.',
  captainChanged: 'Kapitan drużyny właśnie się zmienił. Odśwież stronę i spróbuj ponownie.',
  alreadyMember: 'Należysz już do tej drużyny.',
  inAnotherTeam: 'Należysz już do drużyny. Zawodnik może grać tylko w jednej drużynie naraz.',
  applicantInAnotherTeam:
    'Ten zawodnik należy już do innej drużyny. Zawodnik może grać tylko w jednej drużynie naraz.',
  applicationPending:
    'Masz już oczekujące zgłoszenie do drużyny. Poczekaj, aż kapitan je rozpatrzy, albo je anuluj.',
  pendingBlocksCreation:
    'Masz oczekujące zgłoszenie do drużyny. Anuluj je, zanim utworzysz własną drużynę.',
  applicationNotFound: 'Nie znaleziono zgłoszenia.',
  applicationNotPending: 'To zgłoszenie zostało już rozpatrzone.',
  notYourApplication: 'Możesz anulować tylko własne zgłoszenie.',
  applyOnlyForYourself: 'Możesz zgłosić do drużyny tylko siebie.',
  userNotFound: 'Nie znaleziono użytkownika.',
  leagueNotFound: 'Nie znaleziono ligi.',
  leagueTeamNotFound: 'Nie znaleziono drużyny w tej lidze.',
  alreadyInLeague: 'Drużyna jest już przypisana do ligi w tym sezonie.',
  sameLeague: 'Drużyna gra już w tej lidze.',
  leagueLinkEnded: 'Ta drużyna nie gra już w tej lidze. Odśwież stronę i spróbuj ponownie.',
  noImage: 'Drużyna nie ma zdjęcia.',
  suspensionNotMember: 'Ten zawodnik nie gra w tej drużynie — zawiesić można tylko jej zawodnika.',
  applicationsNotYours: 'Możesz przeglądać tylko własne zgłoszenia.',
  imageIdsDiffer: 'Identyfikatory drużyny się nie zgadzają.',
} as const;

/** English twin of the Polish messages (a request with Accept-Language: en). */
const EN = {
  teamExists: 'This team already exists.',
  teamNotFound: 'Team not found.',
  notCaptain: 'Only the team captain can do this.',
  notCaptainOrAdmin: 'Only the team captain or the administrator can do this.',
  adminOnly: 'Only the administrator can do this.',
  notYourMembership: 'You can leave only your own team; the captain removes players.',
  memberNotFound: 'This player is not a member of the team.',
  alreadyCaptain: "This player is already the team's captain.",
  captainChanged: "The team's captain has just changed. Refresh the page and try again.",
  alreadyMember: 'You are already a member of this team.',
  inAnotherTeam: 'You are already in a team. A player can play in only one team at a time.',
  applicantInAnotherTeam:
    'This player is already in another team. A player can play in only one team at a time.',
  applicationPending:
    'You already have a pending application to a team. Wait until the captain decides on it, or withdraw it.',
  pendingBlocksCreation:
    'You have a pending application to a team. Withdraw it before creating your own team.',
  applicationNotFound: 'Application not found.',
  applicationNotPending: 'This application has already been decided.',
  notYourApplication: 'You can withdraw only your own application.',
  applyOnlyForYourself: 'You can apply to a team only for yourself.',
  userNotFound: 'User not found.',
  leagueNotFound: 'League not found.',
  leagueTeamNotFound: 'The team was not found in this league.',
  alreadyInLeague: 'The team is already assigned to a league this season.',
  sameLeague: 'The team already plays in this league.',
  leagueLinkEnded: 'This team no longer plays in this league. Refresh the page and try again.',
  noImage: 'The team has no picture.',
  suspensionNotMember:
    'This player does not play in this team — only its own player can be suspended.',
  applicationsNotYours: 'You can view only your own applications.',
  imageIdsDiffer: 'The team ids do not match.',
} satisfies Translation<typeof PL>;

/** The messages in the request's language. */
export const TEAM_ERROR_MESSAGES = /* @__PURE__ */ localized(PL, EN);
