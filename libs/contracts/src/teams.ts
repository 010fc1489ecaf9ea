import { z } from 'zod';
import type { IdRef } from './users';

/** memberType of a team member (spec section 3): 2 = captain, 1 = ordinary player. */
export const MEMBER_TYPE = { player: 1, captain: 2 } as const;
export type MemberTypeId = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];

/** Team rules of spec sections 5 and 9. */
export const TEAM_LIMITS = {
  shortNameLength: 3,
  nameMaxLength: 40,
  imageMaxBytes: 5 * 1024 * 1024,
};

const POLISH_LETTERS = 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż';
/** Short name after upper-casing: exactly 3 letters (Polish included) or digits. */
export const TEAM_SHORT_NAME_PATTERN = new RegExp(`^[A-Z0-9${POLISH_LETTERS}]{3}$`);
const SHORT_NAME_CHARS = new RegExp(`^[A-Z0-9${POLISH_LETTERS}]*$`);
/** Team name: letters, digits, Polish letters and single spaces between words. */
export const TEAM_NAME_PATTERN = new RegExp(
  `^[A-Za-z0-9${POLISH_LETTERS}]+( [A-Za-z0-9${POLISH_LETTERS}]+)*$`,
);

/** The spec's texts the server answers with and the client shows. */
export const TEAM_MESSAGES = {
  nameRequired: 'Nazwa drużyny jest wymagana.',
  nameChars: 'Nazwa drużyny może zawierać tylko litery, cyfry i spacje.',
  nameTooLong: `Nazwa drużyny może mieć najwyżej ${TEAM_LIMITS.nameMaxLength} znaków.`,
  nameTaken: 'Drużyna o tej nazwie już istnieje.',
  shortNameRequired: 'Skrót nazwy drużyny jest wymagany.',
  shortNameLength: 'Skrót nazwy drużyny musi mieć dokładnie 3 znaki.',
  shortNameChars: 'Skrót nazwy drużyny może zawierać tylko litery i cyfry.',
  leagueRequired: 'Wybierz ligę.',
  captainCannotLeave:
    'Przed opuszczeniem drużyny musisz promować nowego kapitana. Jeśli chcesz usunąć tę drużynę skontaktuj się z zarządcą.',
  created:
    'Twoja drużyna została utworzona! Przejdzie ona teraz krótką weryfikację, po której zarządca przypisze ją do ligi.',
  edited: 'Pomyślnie zmieniono dane drużyny',
  left: 'Pomyślnie opuszczono drużynę',
  captainChanged: 'Pomyślnie przekazano kapitana drużyny',
  applied: 'Pomyślnie wysłano prośbę o dołączenie do drużyny, zostaniesz teraz przekierowany...',
  removedFromLeague: 'Drużyna została usunięta z ligi.',
  adminEdited: 'Dane drużyny zmienione pomyślnie',
  deleted: 'Drużyna usunięta pomyślnie',
  imageDeleted: 'Avatar drużyny usunięty pomyślnie',
} as const;

/** Confirmation questions of spec section 5. */
export const TEAM_CONFIRMATIONS = {
  generic: 'Czy na pewno chcesz kontynuować?',
  leave: 'Czy na pewno chcesz opuścić tę drużynę?',
  removeMember: 'Czy na pewno chcesz usunąć tę osobę z drużyny?',
  promote: 'Czy na pewno chcesz przekazać kapitana drużyny temu użytkownikowi?',
} as const;

const text = (required: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v),
    z.string({ required_error: required, invalid_type_error: required }).min(1, required),
  );

export const teamNameSchema = text(TEAM_MESSAGES.nameRequired).pipe(
  z
    .string()
    .regex(TEAM_NAME_PATTERN, TEAM_MESSAGES.nameChars)
    .pipe(z.string().max(TEAM_LIMITS.nameMaxLength, TEAM_MESSAGES.nameTooLong)),
);

/** Upper-cased before checking (spec: "uppercased before sending"); the server does it too. */
export const teamShortNameSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLocaleUpperCase('pl-PL') : v),
  z
    .string({
      required_error: TEAM_MESSAGES.shortNameRequired,
      invalid_type_error: TEAM_MESSAGES.shortNameRequired,
    })
    .min(1, TEAM_MESSAGES.shortNameRequired)
    .pipe(z.string().regex(SHORT_NAME_CHARS, TEAM_MESSAGES.shortNameChars))
    .pipe(z.string().length(TEAM_LIMITS.shortNameLength, TEAM_MESSAGES.shortNameLength)),
);

const uuid = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).uuid(message);

/** `POST /api/team` — create a team (the caller becomes its captain). */
export const createTeamSchema = z.object({
  name: teamNameSchema,
  shortName: teamShortNameSchema,
  leagueId: uuid(TEAM_MESSAGES.leagueRequired),
  /** Optional base64 image (the part after `data:image/...;base64,`, or a whole data URL). */
  imageUrl: z.string().max(1_000_000, 'Zdjęcie drużyny jest za duże.').nullish(),
});
export type CreateTeamRequest = z.infer<typeof createTeamSchema>;

/** `PUT /api/team/` — edit name and short name (captain or admin). */
export const editTeamSchema = z.object({
  id: uuid('Nieprawidłowy identyfikator drużyny.'),
  name: teamNameSchema,
  shortName: teamShortNameSchema,
});
export type EditTeamRequest = z.infer<typeof editTeamSchema>;

/** `POST /api/team-invitation` — a player applies to a team (userId must be the caller). */
export const createTeamInvitationSchema = z.object({
  teamId: uuid('Wybierz drużynę.'),
  userId: uuid('Nieprawidłowy identyfikator użytkownika.'),
});
export type CreateTeamInvitationRequest = z.infer<typeof createTeamInvitationSchema>;

/** `POST /api/team-invitation/accept` and `/cancel`. */
export const teamInvitationActionSchema = z.object({
  invitationId: uuid('Nieprawidłowy identyfikator zgłoszenia.'),
});
export type TeamInvitationActionRequest = z.infer<typeof teamInvitationActionSchema>;

/** `POST /api/user-team/change-capitan`. */
export const changeCaptainSchema = z.object({
  teamId: uuid('Nieprawidłowy identyfikator drużyny.'),
  oldCapitanId: uuid('Nieprawidłowy identyfikator kapitana.'),
  newCapitanId: uuid('Wybierz nowego kapitana.'),
});
export type ChangeCaptainRequest = z.infer<typeof changeCaptainSchema>;

/** `POST /api/league-team` — admin assigns a team without a league. */
export const assignLeagueTeamSchema = z.object({
  leagueId: uuid('Brak wyboru ligi'),
  teamId: uuid('Wybierz drużynę.'),
});
export type AssignLeagueTeamRequest = z.infer<typeof assignLeagueTeamSchema>;

/** `POST /api/team/change-league` — admin moves a team (the old link ends, history stays). */
export const changeLeagueSchema = z.object({
  newLeagueId: uuid('Brak wyboru ligi'),
  leagueTeamId: uuid('Nieprawidłowy identyfikator drużyny w lidze.'),
});
export type ChangeLeagueRequest = z.infer<typeof changeLeagueSchema>;

export interface TeamCaptainDto {
  id: string;
  firstName: string;
  lastName: string;
}

/** One member in `TeamDto.users`. */
export interface TeamMemberDto {
  id: string;
  firstName: string;
  lastName: string;
  shirtNumber: number | null;
  /** Id of the membership (for `DELETE /api/user-team/{userTeamId}`). */
  userTeamId: string;
  positionType: IdRef;
  dominateLeg: IdRef;
  birthDate: string | null;
  height: number | null;
  memberType: { id: MemberTypeId };
  hasAvatar: boolean;
  imageUrl: string;
}

/** One league-team link of a team (`TeamDto.leagues`); `id` is the link id. */
export interface TeamLeagueDto {
  id: string;
  seasonId: string;
  leagueId: string;
  name: string;
}

/** `GET /api/team/get-team-by-id?TeamId` (and each team of `get-teams-by-user-id`). */
export interface TeamDto {
  id: string;
  name: string;
  shortName: string;
  users: TeamMemberDto[];
  capitan: TeamCaptainDto | null;
  /** The current league-team link first (only current links are listed). */
  leagues: TeamLeagueDto[];
  imageUrl: string;
  hasImage: boolean;
  membersCount: number;
  /** The league chosen at creation (a request the admin sees), null once not needed. */
  requestedLeagueId: string | null;
  createdAt: string;
}

/** A team card: teams page, transfers, league lists, admin Drużyny tab. */
export interface TeamCardDto {
  id: string;
  name: string;
  shortName: string;
  capitan: TeamCaptainDto | null;
  membersCount: number;
  imageUrl: string;
  hasImage: boolean;
  leagueId: string | null;
  /** The current league-team link id (for change-league and remove-from-league). */
  leagueTeamId: string | null;
  /** Position in the league table; null until standings are known. */
  position: number | null;
}

/** `GET /api/league-team/get-teams-without-league-query` row (admin Nowe drużyny). */
export interface TeamWithoutLeagueDto {
  id: string;
  name: string;
  shortName: string;
  capitan: TeamCaptainDto | null;
  membersCount: number;
  imageUrl: string;
  hasImage: boolean;
  /** The league chosen by the captain at creation: the dropdown's default. */
  requestedLeagueId: string | null;
  requestedLeagueName: string | null;
  createdAt: string;
}

/** `GET /api/league/get-league-team-by-id?LeagueId`. */
export interface LeagueTeamsDto {
  id: string;
  name: string;
  seasonId: string;
  teams: TeamCardDto[];
}

/** `POST /api/league-team` answer. */
export interface LeagueTeamLinkDto {
  id: string;
  leagueId: string;
  teamId: string;
}

/** A team application (spec: "Team invitation"). */
export interface TeamInvitationDto {
  id: string;
  team: { id: string; name: string; shortName: string };
  user: {
    id: string;
    firstName: string;
    lastName: string;
    positionType: IdRef;
    dominateLeg: IdRef;
    birthDate: string | null;
    height: number | null;
    shirtNumber: number | null;
  };
  createdAt: string;
}

/** URL of a team's image; `version` busts caches after a change. */
export const teamImageUrl = (teamId: string, version?: number) =>
  `/api/team/image/${teamId}${version ? `?v=${version}` : ''}`;
