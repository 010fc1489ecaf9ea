import { z } from 'zod';
import { optionalSeasonIdField } from '../archive/archive.query-schemas';
import { typeError, UUID_FORMAT } from '../common/zod-errors';

const userIdField = z
  .string(typeError('Podaj identyfikator użytkownika.'))
  .guid('Nieprawidłowy identyfikator użytkownika.')
  .meta(UUID_FORMAT);

/** `POST /api/admin/user-password` and `POST /api/admin/user-reset` bodies. */
export const adminUserActionSchema = z.object({ userId: userIdField });

/** `?UserId=` of the user reads. */
export const userIdQuerySchema = z.object({ UserId: userIdField });

/** `get-user-statistic-by-user-id?UserId[&SeasonId]`: all seasons, or the one asked for. */
export const userStatisticQuerySchema = userIdQuerySchema.extend({
  SeasonId: optionalSeasonIdField,
});
export type UserStatisticQuery = z.infer<typeof userStatisticQuerySchema>;

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
const searchText = z
  .string()
  .max(100, 'Wyszukiwany tekst jest za długi.')
  .optional()
  .transform((v) => (v ?? '').trim());

/** `GET /api/user/search-user` (Position 0 = any). */
export const userSearchQuerySchema = z.object({
  Query: searchText,
  Position: z.coerce
    .number(typeError(undefined, 'Nieprawidłowa pozycja.'))
    .int('Nieprawidłowa pozycja.')
    .min(0, 'Nieprawidłowa pozycja.')
    .max(4, 'Nieprawidłowa pozycja.')
    .default(0),
  pageSize,
  page,
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

/** `GET /api/admin/users` (admin users tab). */
export const adminUsersQuerySchema = z.object({ Query: searchText, pageSize, page });
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
