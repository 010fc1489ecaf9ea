/** Roles, limits, name rules and error codes of the accounts (no zod: cheap to import). */

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

export const AVATAR_UPLOAD_TOKEN_HEADER = 'x-upload-token';

/** Avatar upload: multipart field `file`, at most 5 MB, re-encoded to a 256x256 PNG. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
