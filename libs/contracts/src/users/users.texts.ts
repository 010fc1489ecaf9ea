import { CREDENTIAL_TEXTS } from '../common/credentials';
import { localized, type Translation } from '../common/text-language';

/** Polish messages of the account fields (registration, profile, login, password change). */
const USER_FIELD_MESSAGES_PL = {
  labels: {
    firstName: 'Imię',
    lastName: 'Nazwisko',
    shirtNumber: 'Numer koszulki',
    height: 'Wzrost',
  },
  emailRequired: 'Adres e-mail jest wymagany.',
  emailInvalid: 'Podaj poprawny adres e-mail.',
  passwordRequired: 'Hasło jest wymagane.',
  passwordTooLong: 'Hasło jest za długie.',
  passwordWeak: () => `Hasło nie spełnia wymagań. ${CREDENTIAL_TEXTS.passwordHint}`,
  nameRequired: (label: string) => `${label} jest wymagane.`,
  nameTooLong: (label: string) => `${label} jest za długie.`,
  nameChars: (label: string) =>
    `${label} może zawierać tylko litery, apostrof i myślnik (min. 2 znaki w słowie).`,
  numberRequired: (label: string) => `${label} jest wymagany.`,
  notANumber: (label: string) => `${label} musi być liczbą.`,
  notWhole: (label: string) => `${label} musi być liczbą całkowitą.`,
  outOfRange: (label: string, min: number, max: number) =>
    `${label} musi mieścić się w zakresie ${min}–${max}.`,
  birthDateRequired: 'Data urodzenia jest wymagana.',
  birthDateInvalid: 'Podaj poprawną datę urodzenia.',
  birthYearTooEarly: 'Rok urodzenia nie może być wcześniejszy niż 1900.',
  birthDateInFuture: 'Data urodzenia nie może być z przyszłości.',
  positionRequired: 'Wybierz pozycję.',
  legRequired: 'Wybierz nogę dominującą.',
  repeatEmail: 'Powtórz adres e-mail.',
  repeatPassword: 'Powtórz hasło.',
  emailsDiffer: 'Adresy e-mail nie są takie same.',
  passwordsDiffer: 'Hasła nie są takie same.',
  confirmWithPassword: 'Potwierdź zmiany hasłem.',
  currentPassword: 'Podaj obecne hasło.',
  repeatCurrentPassword: 'Powtórz obecne hasło.',
  repeatNewPassword: 'Powtórz nowe hasło.',
  currentPasswordsDiffer: 'Obecne hasła nie są takie same.',
  newPasswordsDiffer: 'Nowe hasła nie są takie same.',
} as const;

const USER_FIELD_MESSAGES_EN = {
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    shirtNumber: 'Shirt number',
    height: 'Height',
  },
  emailRequired: 'The e-mail address is required.',
  emailInvalid: 'Enter a valid e-mail address.',
  passwordRequired: 'The password is required.',
  passwordTooLong: 'The password is too long.',
  passwordWeak: () =>
    `The password does not meet the requirements. ${CREDENTIAL_TEXTS.passwordHint}`,
  nameRequired: (label: string) => `${label} is required.`,
  nameTooLong: (label: string) => `${label} is too long.`,
  nameChars: (label: string) =>
    `${label} may contain only letters, an apostrophe and a hyphen (at least 2 letters a word).`,
  numberRequired: (label: string) => `${label} is required.`,
  notANumber: (label: string) => `${label} must be a number.`,
  notWhole: (label: string) => `${label} must be a whole number.`,
  outOfRange: (label: string, min: number, max: number) => `${label} must be within ${min}–${max}.`,
  birthDateRequired: 'The date of birth is required.',
  birthDateInvalid: 'Enter a valid date of birth.',
  birthYearTooEarly: 'The year of birth cannot be earlier than 1900.',
  birthDateInFuture: 'The date of birth cannot be in the future.',
  positionRequired: 'Choose a position.',
  legRequired: 'Choose your preferred foot.',
  repeatEmail: 'Repeat the e-mail address.',
  repeatPassword: 'Repeat the password.',
  emailsDiffer: 'The e-mail addresses are not the same.',
  passwordsDiffer: 'The passwords are not the same.',
  confirmWithPassword: 'Confirm the changes with your password.',
  currentPassword: 'Enter your current password.',
  repeatCurrentPassword: 'Repeat your current password.',
  repeatNewPassword: 'Repeat the new password.',
  currentPasswordsDiffer: 'The current passwords are not the same.',
  newPasswordsDiffer: 'The new passwords are not the same.',
} satisfies Translation<typeof USER_FIELD_MESSAGES_PL>;

/**
 * Messages of the account fields in the active language: the client's forms show them in the
 * page's language, the server answers in Polish (the schemas read them when they are built).
 */
export const USER_FIELD_MESSAGES = /* @__PURE__ */ localized(
  USER_FIELD_MESSAGES_PL,
  USER_FIELD_MESSAGES_EN,
);
