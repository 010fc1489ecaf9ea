import { z } from 'zod';
import { EMAIL_PATTERN, PASSWORD_HINT, PASSWORD_PATTERN } from './credentials';
import type { LegId, PositionId } from './player-attributes';

export type Role = 'Admin' | 'User';

/** Limits of spec section 9 (registration and the profile form differ, as in the original). */
export const USER_LIMITS = {
  registration: { shirtMin: 0, shirtMax: 99, heightMin: 140, heightMax: 220 },
  profile: { shirtMin: 0, shirtMax: 999, heightMin: 100, heightMax: 200 },
  birthYearMin: 1900,
  passwordMinLength: 8,
} as const;

const LETTERS = "A-Za-zÀ-ÖØ-öø-ÿĄąĆćĘęŁłŃńÓóŚśŹźŻż'\\-";
/** Letters (Polish included), apostrophe, hyphen; at least 2 characters per word; one space between words. */
export const PERSON_NAME_PATTERN = new RegExp(`^[${LETTERS}]{2,}( [${LETTERS}]{2,})*$`);

const trimmed = (required: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ required_error: required }).min(1, required),
  );

const email = trimmed('Adres e-mail jest wymagany.').pipe(
  z
    .string()
    .max(254, 'Adres e-mail jest za długi.')
    .regex(EMAIL_PATTERN, 'Podaj poprawny adres e-mail.'),
);
const newPassword = z
  .string({ required_error: 'Hasło jest wymagane.' })
  .min(1, 'Hasło jest wymagane.')
  .max(128, 'Hasło jest za długie.')
  .regex(PASSWORD_PATTERN, `Hasło nie spełnia wymagań. ${PASSWORD_HINT}`);
const personName = (label: string) =>
  trimmed(`${label} jest wymagane.`).pipe(
    z
      .string()
      .max(50, `${label} jest za długie.`)
      .regex(
        PERSON_NAME_PATTERN,
        `${label} może zawierać tylko litery, apostrof i myślnik (min. 2 znaki w słowie).`,
      ),
  );
const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({
        required_error: `${label} jest wymagany.`,
        invalid_type_error: `${label} musi być liczbą.`,
      })
      .int(`${label} musi być liczbą całkowitą.`)
      .min(min, `${label} musi mieścić się w zakresie ${min}–${max}.`)
      .max(max, `${label} musi mieścić się w zakresie ${min}–${max}.`),
  );
/** Birth date: a real date, year not before 1900 and not in the future (checked against `now`). */
export const birthDateSchema = (now: () => Date = () => new Date()) =>
  z
    .string({ required_error: 'Data urodzenia jest wymagana.' })
    .min(1, 'Data urodzenia jest wymagana.')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Podaj poprawną datę urodzenia.')
    .refine(
      (v) => new Date(v).getUTCFullYear() >= USER_LIMITS.birthYearMin,
      'Rok urodzenia nie może być wcześniejszy niż 1900.',
    )
    .refine(
      (v) => new Date(v).getTime() <= now().getTime(),
      'Data urodzenia nie może być z przyszłości.',
    );
const position = z.coerce
  .number({ required_error: 'Wybierz pozycję.', invalid_type_error: 'Wybierz pozycję.' })
  .int('Wybierz pozycję.')
  .min(1, 'Wybierz pozycję.')
  .max(4, 'Wybierz pozycję.') as unknown as z.ZodType<PositionId>;
const leg = z.coerce
  .number({
    required_error: 'Wybierz nogę dominującą.',
    invalid_type_error: 'Wybierz nogę dominującą.',
  })
  .int('Wybierz nogę dominującą.')
  .min(1, 'Wybierz nogę dominującą.')
  .max(2, 'Wybierz nogę dominującą.') as unknown as z.ZodType<LegId>;

/** Register step 1 (client form): e-mail twice, password twice. */
export const registerStep1Schema = z
  .object({
    email,
    repeatEmail: trimmed('Powtórz adres e-mail.'),
    password: newPassword,
    repeatPassword: z.string({ required_error: 'Powtórz hasło.' }).min(1, 'Powtórz hasło.'),
  })
  .superRefine((v, ctx) => {
    if (v.repeatEmail !== v.email)
      ctx.addIssue({
        code: 'custom',
        path: ['repeatEmail'],
        message: 'Adresy e-mail nie są takie same.',
      });
    if (v.repeatPassword !== v.password)
      ctx.addIssue({
        code: 'custom',
        path: ['repeatPassword'],
        message: 'Hasła nie są takie same.',
      });
  });
export type RegisterStep1 = z.infer<typeof registerStep1Schema>;

const r = USER_LIMITS.registration;
/** Register step 2 (client form) — the profile fields with the registration limits. */
export const registerStep2Schema = (now?: () => Date) =>
  z.object({
    firstName: personName('Imię'),
    lastName: personName('Nazwisko'),
    shirtNumber: wholeNumber('Numer koszulki', r.shirtMin, r.shirtMax),
    birthDate: birthDateSchema(now),
    height: wholeNumber('Wzrost', r.heightMin, r.heightMax),
    dominateLeg: leg,
    position,
  });
export type RegisterStep2 = z.infer<ReturnType<typeof registerStep2Schema>>;

/** `POST /api/user` — the registration payload (spec section 3); the server applies every rule. */
export const registerUserSchema = (now?: () => Date) =>
  registerStep2Schema(now).extend({ email, password: newPassword });
export type RegisterUserRequest = z.infer<ReturnType<typeof registerUserSchema>>;

const p = USER_LIMITS.profile;
/** `PUT /api/user` — profile edit; `password` is the current password, verified first. */
export const updateProfileSchema = (now?: () => Date) =>
  z.object({
    id: z.string().uuid('Nieprawidłowy identyfikator użytkownika.'),
    email: z.string().optional(),
    password: z
      .string({ required_error: 'Potwierdź zmiany hasłem.' })
      .min(1, 'Potwierdź zmiany hasłem.'),
    firstName: personName('Imię'),
    lastName: personName('Nazwisko'),
    height: wholeNumber('Wzrost', p.heightMin, p.heightMax),
    shirtNumber: wholeNumber('Numer koszulki', p.shirtMin, p.shirtMax),
    birthDate: birthDateSchema(now),
    position,
    dominateLeg: leg,
  });
export type UpdateProfileRequest = z.infer<ReturnType<typeof updateProfileSchema>>;

/** Password change form (client) and its server call. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ required_error: 'Podaj obecne hasło.' })
      .min(1, 'Podaj obecne hasło.'),
    repeatCurrentPassword: z
      .string({ required_error: 'Powtórz obecne hasło.' })
      .min(1, 'Powtórz obecne hasło.'),
    newPassword,
    repeatNewPassword: z
      .string({ required_error: 'Powtórz nowe hasło.' })
      .min(1, 'Powtórz nowe hasło.'),
  })
  .superRefine((v, ctx) => {
    if (v.repeatCurrentPassword !== v.currentPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['repeatCurrentPassword'],
        message: 'Obecne hasła nie są takie same.',
      });
    if (v.repeatNewPassword !== v.newPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['repeatNewPassword'],
        message: 'Nowe hasła nie są takie same.',
      });
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

export const loginSchema = z.object({
  username: trimmed('Adres e-mail jest wymagany.'),
  password: z
    .string({ required_error: 'Hasło jest wymagane.' })
    .min(1, 'Hasło jest wymagane.')
    .max(128),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** Answer of login and refresh calls (spec section 3, Auth tokens). Expirations are ISO instants. */
export interface AuthTokensDto {
  authorizationToken: string;
  refreshToken: string;
  authorizationTokenExpiration: string;
  refreshTokenExpiration: string;
}

/** Field errors of a form, by field name, from a zod result (the client shows red rings). */
export function fieldErrors(
  result: z.SafeParseReturnType<unknown, unknown>,
): Record<string, string> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

export interface IdRef {
  id: number;
}

export interface UserTeamRefDto {
  id: string;
  name: string;
  shortName: string;
  capitan: { id: string; firstName: string; lastName: string } | null;
}

/** `GET /api/user/{id}` and `get-user-by-id` answers. */
export interface UserProfileDto {
  id: string;
  firstName: string;
  lastName: string;
  email?: string;
  height: number | null;
  shirtNumber: number | null;
  birthDate: string | null;
  positionType: IdRef;
  position: IdRef;
  dominateLeg: IdRef;
  teams: UserTeamRefDto[];
  teamCaptainOfId: string | null;
  imageUrl: string;
  role?: Role;
}

/** `GET /api/user/get-user-statistic-by-user-id`. */
export interface UserStatisticDto {
  maxGoalsInMatch: number;
  matchesPlayed: number;
  wins: number;
  goals: number;
  mvpPoints: number;
}

/** `GET /api/user/search-user` row (transfers players view, admin users tab). */
export interface UserSearchRowDto {
  id: string;
  firstName: string;
  lastName: string;
  email?: string;
  positionType: IdRef;
  dominateLeg: IdRef;
  birthDate: string | null;
  height: number | null;
  shirtNumber: number | null;
  imageUrl: string;
  imageLoaded: boolean;
}

export const USER_SEARCH_PAGE_SIZE = 32;

/** Stable error codes of the accounts calls (the client may react to a code; texts are Polish). */
export const USER_ERROR_CODES = {
  emailTaken: 'user.email_taken',
  wrongPassword: 'user.wrong_password',
  samePassword: 'user.same_password',
  notFound: 'user.not_found',
  invalidCredentials: 'auth.invalid_credentials',
  emailNotVerified: 'auth.email_not_verified',
  notAdmin: 'auth.not_admin',
  tooManyAttempts: 'auth.too_many_attempts',
  refreshInvalid: 'auth.refresh_invalid',
  refreshReused: 'auth.refresh_reused',
  imageMissing: 'image.missing',
  imageInvalid: 'image.invalid',
  imageSvg: 'image.svg',
  imageTooLarge: 'image.too_large',
} as const;

/**
 * Answer of `POST /api/user/login` and `/api/admin/login`. `mustChangePassword` is true after an
 * admin reset the password to a temporary one: the client sends the user to the password form.
 */
export interface LoginResultDto extends AuthTokensDto {
  mustChangePassword?: boolean;
}

/**
 * Answer of `POST /api/user` (registration). `avatarUploadToken` lets the client upload the
 * avatar picked at registration (the account cannot log in before the e-mail is confirmed):
 * send it in the `x-upload-token` header of `POST /api/user/avatar/{id}` instead of a bearer
 * token. It is valid for one upload within an hour.
 */
export interface RegisterUserResultDto {
  id: string;
  avatarUploadToken: string;
}
export const AVATAR_UPLOAD_TOKEN_HEADER = 'x-upload-token';

/** Avatar upload: multipart field `file`, at most 5 MB, re-encoded to a 256x256 PNG. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;

/** `POST /api/user/change-password` (the server call behind the four-field form). */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ required_error: 'Podaj obecne hasło.' })
    .min(1, 'Podaj obecne hasło.')
    .max(128, 'Hasło jest za długie.'),
  newPassword,
});
export type ChangePasswordCall = z.infer<typeof changePasswordRequestSchema>;

/** `POST /api/user/resend-verification`. */
export const resendVerificationSchema = z.object({ email });

const userIdField = z
  .string({ required_error: 'Podaj identyfikator użytkownika.' })
  .uuid('Nieprawidłowy identyfikator użytkownika.');

/** `POST /api/admin/user-password` and `POST /api/admin/user-reset` bodies. */
export const adminUserActionSchema = z.object({ userId: userIdField });

/** `?UserId=` of the user reads. */
export const userIdQuerySchema = z.object({ UserId: userIdField });

const page = z.coerce
  .number({ invalid_type_error: 'Numer strony musi być liczbą.' })
  .int('Numer strony musi być liczbą całkowitą.')
  .min(0, 'Numer strony nie może być ujemny.')
  .max(100_000, 'Numer strony jest za duży.')
  .default(0);
const pageSize = z.coerce
  .number({ invalid_type_error: 'Rozmiar strony musi być liczbą.' })
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
    .number({ invalid_type_error: 'Nieprawidłowa pozycja.' })
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

/** A row of the admin users tab: the search row plus what only an admin sees. */
export interface AdminUserRowDto extends UserSearchRowDto {
  email: string;
  verified: boolean;
  role: Role;
}

/** `POST /api/admin/user-password` answer: shown to the admin once, never stored in clear. */
export interface TemporaryPasswordDto {
  temporaryPassword: string;
}
