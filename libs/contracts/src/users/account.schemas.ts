import { z } from 'zod';
import { UUID_FORMAT } from '../common/zod-errors';
import { CREDENTIAL_TEXTS, EMAIL_MAX_LENGTH } from '../common/credentials';
import {
  birthDateSchema,
  emailField as email,
  legField as leg,
  newPasswordField as newPassword,
  personNameField as personName,
  positionField as position,
  typedEmailField,
  typedPasswordField,
  wholeNumberField as wholeNumber,
} from './profile-fields';
import { USER_LIMITS } from './users.rules';
import { USER_FIELD_MESSAGES as M } from './users.texts';

/** Register step 1 (client form): e-mail twice, password twice. */
export const registerStep1Schema = z
  .object({
    email,
    repeatEmail: typedEmailField(M.repeatEmail),
    password: newPassword,
    repeatPassword: typedPasswordField(M.repeatPassword),
  })
  .superRefine((v, ctx) => {
    if (v.repeatEmail !== v.email)
      ctx.addIssue({
        code: 'custom',
        path: ['repeatEmail'],
        message: M.emailsDiffer,
      });
    if (v.repeatPassword !== v.password)
      ctx.addIssue({
        code: 'custom',
        path: ['repeatPassword'],
        message: M.passwordsDiffer,
      });
  });
export type RegisterStep1 = z.infer<typeof registerStep1Schema>;

const r = USER_LIMITS.registration;
/** Register step 2 (client form) — the profile fields with the registration limits. */
export const registerStep2Schema = (now?: () => Date) =>
  z.object({
    firstName: personName(M.labels.firstName),
    lastName: personName(M.labels.lastName),
    shirtNumber: wholeNumber(M.labels.shirtNumber, r.shirtMin, r.shirtMax),
    birthDate: birthDateSchema(now),
    height: wholeNumber(M.labels.height, r.heightMin, r.heightMax),
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
    id: z.string().guid('Nieprawidłowy identyfikator użytkownika.').meta(UUID_FORMAT),
    email: z.string().max(EMAIL_MAX_LENGTH, CREDENTIAL_TEXTS.emailTooLong).optional(),
    password: typedPasswordField(M.confirmWithPassword),
    firstName: personName(M.labels.firstName),
    lastName: personName(M.labels.lastName),
    height: wholeNumber(M.labels.height, p.heightMin, p.heightMax),
    shirtNumber: wholeNumber(M.labels.shirtNumber, p.shirtMin, p.shirtMax),
    birthDate: birthDateSchema(now),
    position,
    dominateLeg: leg,
  });
export type UpdateProfileRequest = z.infer<ReturnType<typeof updateProfileSchema>>;

/** Password change form (client) and its server call. */
export const changePasswordSchema = z
  .object({
    currentPassword: typedPasswordField(M.currentPassword),
    repeatCurrentPassword: typedPasswordField(M.repeatCurrentPassword),
    newPassword,
    repeatNewPassword: typedPasswordField(M.repeatNewPassword),
  })
  .superRefine((v, ctx) => {
    if (v.repeatCurrentPassword !== v.currentPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['repeatCurrentPassword'],
        message: M.currentPasswordsDiffer,
      });
    if (v.repeatNewPassword !== v.newPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['repeatNewPassword'],
        message: M.newPasswordsDiffer,
      });
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

export const loginSchema = z.object({
  username: typedEmailField(M.emailRequired),
  password: typedPasswordField(M.passwordRequired).max(128),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** `POST /api/user/change-password` (the server call behind the four-field form). */
export const changePasswordRequestSchema = z.object({
  currentPassword: typedPasswordField(M.currentPassword).max(128, M.passwordTooLong),
  newPassword,
});
export type ChangePasswordCall = z.infer<typeof changePasswordRequestSchema>;

/** `POST /api/user/resend-verification`. */
export const resendVerificationSchema = z.object({ email });
