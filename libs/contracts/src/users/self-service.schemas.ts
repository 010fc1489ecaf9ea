import { z } from 'zod';
import { emailField, newPasswordField, typedPasswordField } from './profile-fields';

/** Polish texts of account self-service (forgotten password, my data, deleting the account). */
export const SELF_SERVICE_TEXTS = {
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
