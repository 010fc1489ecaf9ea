import { z } from 'zod';
import { uuidField as uuid } from '../common/schema-fields';
import { SHORT_NAME_CHARS, TEAM_LIMITS, TEAM_NAME_PATTERN } from './teams.rules';
import { TEAM_MESSAGES } from './teams.texts';

const text = (required: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v),
    z.string({ error: required }).min(1, required),
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
    .string({ error: TEAM_MESSAGES.shortNameRequired })
    .min(1, TEAM_MESSAGES.shortNameRequired)
    .pipe(z.string().regex(SHORT_NAME_CHARS, TEAM_MESSAGES.shortNameChars))
    .pipe(z.string().length(TEAM_LIMITS.shortNameLength, TEAM_MESSAGES.shortNameLength)),
);

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
