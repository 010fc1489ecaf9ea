import { z } from 'zod';
import { localized, TEXT_LANGUAGES, type Translation } from '../common/text-language';
import { emailField, newPasswordField, typedPasswordField } from './profile-fields';

/** Polish texts of account self-service (forgotten password, my data, deleting the account). */
const SELF_SERVICE_TEXTS_PL = {
  forgotAnswer:
    'Jeśli w Lidze jest konto z tym adresem, wysłaliśmy na niego link do ustawienia nowego hasła. Link działa przez 60 minut.',
  resetTokenInvalid:
    'Link do zmiany hasła jest nieprawidłowy, wygasł albo został już użyty. Poproś o nowy.',
  resetDone: 'Hasło zostało zmienione. Zaloguj się nowym hasłem.',
  repeatPassword: 'Powtórz hasło.',
  passwordsDiffer: 'Hasła nie są takie same.',
  deletePasswordRequired: 'Wpisz hasło, aby potwierdzić usunięcie konta.',
  captainMustHandOver: (team: string) =>
    `Jesteś kapitanem drużyny ${team}. Przekaż opaskę kapitana innemu zawodnikowi albo poproś administratora o usunięcie drużyny, zanim usuniesz konto.`,
  adminCannotDelete:
    'Konto administratora usuwa inny administrator (panel administracyjny → Użytkownicy).',
  deleted: 'Konto zostało usunięte. Do zobaczenia na boisku!',
  languageInvalid: 'Wybierz język: pl (polski) albo en (angielski).',
  /** How an erased person shows in rosters, reports, scorers and notifications. */
  erasedPlayer: 'Usunięty zawodnik',
  mail: {
    resetSubject: 'Liga — ustaw nowe hasło',
    resetIntro: 'Ktoś (mamy nadzieję, że Ty) poprosił o zmianę hasła do Ligi.',
    resetOutro:
      'Link działa przez 60 minut i tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość — Twoje hasło się nie zmieni.',
    resetAction: 'Ustaw nowe hasło',
    resetFooter: 'Zespół Ligi',
  },
} as const;

const SELF_SERVICE_TEXTS_EN = {
  forgotAnswer:
    'If Liga has an account with this address, we have sent it a link to set a new password. The link works for 60 minutes.',
  resetTokenInvalid:
    'The password change link is invalid, has expired or has already been used. Ask for a new one.',
  resetDone: 'Your password has been changed. Log in with the new password.',
  repeatPassword: 'Repeat the password.',
  passwordsDiffer: 'The passwords are not the same.',
  deletePasswordRequired: 'Enter your password to confirm deleting the account.',
  captainMustHandOver: (team: string) =>
    `You are the captain of ${team}. Hand the captaincy over to another player, or ask an administrator to delete the team, before you delete your account.`,
  adminCannotDelete:
    "An administrator's account is deleted by another administrator (admin panel → Users).",
  deleted: 'Your account has been deleted. See you on the pitch!',
  languageInvalid: 'Choose a language: pl (Polish) or en (English).',
  erasedPlayer: 'Deleted player',
  mail: {
    resetSubject: 'Liga — set a new password',
    resetIntro: 'Someone (we hope it was you) asked to change your Liga password.',
    resetOutro:
      "The link works for 60 minutes and only once. If it wasn't you, ignore this message — your password will not change.",
    resetAction: 'Set a new password',
    resetFooter: 'The Liga team',
  },
} satisfies Translation<typeof SELF_SERVICE_TEXTS_PL>;

/** Texts of password recovery and account deletion in the active language. */
export const SELF_SERVICE_TEXTS = /* @__PURE__ */ localized(
  SELF_SERVICE_TEXTS_PL,
  SELF_SERVICE_TEXTS_EN,
);

/** `POST /api/user/forgot-password {email}`: always the same answer. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

/** `POST /api/user/reset-password {token, password}` (the registration password rules). */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: SELF_SERVICE_TEXTS.resetTokenInvalid })
    .min(20, SELF_SERVICE_TEXTS.resetTokenInvalid)
    .max(200, SELF_SERVICE_TEXTS.resetTokenInvalid),
  password: newPasswordField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

/** The reset form (client): the password twice. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordField,
    repeatPassword: typedPasswordField(SELF_SERVICE_TEXTS.repeatPassword),
  })
  .superRefine((v, ctx) => {
    if (v.repeatPassword !== v.password)
      ctx.addIssue({
        code: 'custom',
        path: ['repeatPassword'],
        message: SELF_SERVICE_TEXTS.passwordsDiffer,
      });
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** `POST /api/user/delete-account {password}`: the caller erases their own account. */
export const deleteAccountSchema = z.object({
  password: typedPasswordField(SELF_SERVICE_TEXTS.deletePasswordRequired).max(
    128,
    'Hasło jest za długie.',
  ),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/**
 * `POST /api/user/change-language {language}` (issue 19): the language the caller chose while
 * logged in, kept with the account (their e-mails and notifications, a login on a new device).
 */
export const changeLanguageSchema = z.object({
  language: z.enum(TEXT_LANGUAGES, { error: SELF_SERVICE_TEXTS.languageInvalid }),
});
export type ChangeLanguageRequest = z.infer<typeof changeLanguageSchema>;
