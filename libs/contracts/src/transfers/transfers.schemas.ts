import { z } from 'zod';
import { queryUuid } from '../common/query-fields';
import { uuidField } from '../common/schema-fields';
import { typeError } from '../common/zod-errors';
import { OFFER_MESSAGES as M } from './transfers.texts';

/** `POST /api/team-offer {teamId, userId}`. */
export const teamOfferSchema = z.object({
  teamId: uuidField(M.teamIdInvalid),
  userId: uuidField(M.userIdInvalid),
});
export type TeamOfferRequest = z.infer<typeof teamOfferSchema>;

/** `POST /api/team-offer/accept|decline {offerId}`. */
export const teamOfferActionSchema = z.object({ offerId: uuidField(M.offerIdInvalid) });
export type TeamOfferActionRequest = z.infer<typeof teamOfferActionSchema>;

/** `GET /api/team-offer/get-offers-for-team?TeamId=`. */
export const teamOffersQuerySchema = z.object({ TeamId: queryUuid(M.teamIdInvalid) });

/** `PUT /api/team/recruitment {teamId, lookingForPlayers, positions}`. */
export const teamRecruitmentSchema = z.object({
  teamId: uuidField(M.teamIdInvalid),
  lookingForPlayers: z.boolean(typeError(M.lookingInvalid)),
  positions: z
    .array(
      z
        .number(typeError(M.positionsInvalid))
        .int(M.positionsInvalid)
        .min(1, M.positionsInvalid)
        .max(4, M.positionsInvalid),
      typeError(M.positionsInvalid),
    )
    .max(4, M.positionsInvalid)
    .transform((p) => [...new Set(p)].sort()),
});
export type TeamRecruitmentRequest = z.infer<typeof teamRecruitmentSchema>;

const page = z.coerce
  .number(typeError(undefined, 'Numer strony musi być liczbą.'))
  .int('Numer strony musi być liczbą całkowitą.')
  .min(0, 'Numer strony nie może być ujemny.')
  .max(100_000, 'Numer strony jest za duży.')
  .default(0);
const pageSize = z.coerce
  .number(typeError(undefined, 'Rozmiar strony musi być liczbą.'))
  .int('Rozmiar strony musi być liczbą całkowitą.')
  .min(1, 'Rozmiar strony musi mieścić się w zakresie 1–100.')
  .max(100, 'Rozmiar strony musi mieścić się w zakresie 1–100.')
  .default(32);

/** `GET /api/transfers/players?Query=&Position=&FreeAgents=&page=&pageSize=`. */
export const transferPlayersQuerySchema = z.object({
  Query: z
    .string()
    .max(100, 'Wyszukiwany tekst jest za długi.')
    .optional()
    .transform((v) => (v ?? '').trim()),
  Position: z.coerce
    .number(typeError(undefined, 'Nieprawidłowa pozycja.'))
    .int('Nieprawidłowa pozycja.')
    .min(0, 'Nieprawidłowa pozycja.')
    .max(4, 'Nieprawidłowa pozycja.')
    .default(0),
  FreeAgents: z
    .enum(['true', 'false'], { error: 'Nieprawidłowy filtr wolnych zawodników.' })
    .optional()
    .transform((v) => v === 'true'),
  page,
  pageSize,
});
export type TransferPlayersQuery = z.infer<typeof transferPlayersQuerySchema>;

/** `GET /api/transfers/teams?LeagueId=&LookingOnly=`. */
export const transferTeamsQuerySchema = z.object({
  LeagueId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    queryUuid('Nieprawidłowy identyfikator ligi.').optional(),
  ),
  LookingOnly: z
    .enum(['true', 'false'], { error: 'Nieprawidłowy filtr drużyn.' })
    .optional()
    .transform((v) => v === 'true'),
});
export type TransferTeamsQuery = z.infer<typeof transferTeamsQuerySchema>;
