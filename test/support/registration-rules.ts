/**
 * The registration rules of spec section 5 as a table: for each rule one value that passes and
 * one that fails (with the Polish message expected). Used by the contract's unit test and by
 * the API test, so the server and the client form are held to the same list.
 */
export interface RuleCase {
  rule: string;
  field: string;
  valid: unknown;
  invalid: unknown;
  message: RegExp;
}

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString();

export function registrationRuleCases(uniqueEmail: () => string): RuleCase[] {
  return [
    {
      rule: 'e-mail required',
      field: 'email',
      valid: uniqueEmail(),
      invalid: '',
      message: /Adres e-mail jest wymagany/,
    },
    {
      rule: 'e-mail looks like an address',
      field: 'email',
      valid: uniqueEmail(),
      invalid: 'ala@example',
      message: /poprawny adres e-mail/,
    },
    {
      rule: 'e-mail without spaces inside',
      field: 'email',
      valid: `  ${uniqueEmail()}  `,
      invalid: 'ala ma@example.com',
      message: /poprawny adres e-mail/,
    },
    {
      rule: 'password required',
      field: 'password',
      valid: 'Haslo123!',
      invalid: '',
      message: /Hasło jest wymagane/,
    },
    {
      rule: 'password at least 8 characters',
      field: 'password',
      valid: 'Ab1!abcd',
      invalid: 'Ab1!abc',
      message: /Minimum 8 znaków/,
    },
    {
      rule: 'password has a lowercase letter',
      field: 'password',
      valid: 'Ab1!ABCD',
      invalid: 'AB1!ABCD',
      message: /Minimum 8 znaków/,
    },
    {
      rule: 'password has an uppercase letter',
      field: 'password',
      valid: 'aB1!abcd',
      invalid: 'ab1!abcd',
      message: /Minimum 8 znaków/,
    },
    {
      rule: 'password has a digit',
      field: 'password',
      valid: 'Abc!abc1',
      invalid: 'Abc!abcd',
      message: /Minimum 8 znaków/,
    },
    {
      rule: 'password has one of @$!%*?&',
      field: 'password',
      valid: 'Abc1abc&',
      invalid: 'Abc1abcd',
      message: /Minimum 8 znaków/,
    },
    {
      rule: 'password only allowed characters',
      field: 'password',
      valid: 'Abc1!abc?',
      invalid: 'Abc1!abc#',
      message: /Minimum 8 znaków/,
    },
    {
      rule: 'first name required',
      field: 'firstName',
      valid: 'Jan',
      invalid: '',
      message: /Imię jest wymagane/,
    },
    {
      rule: 'first name: Polish letters',
      field: 'firstName',
      valid: 'Łukasz',
      invalid: 'Jan3',
      message: /tylko litery/,
    },
    {
      rule: 'first name: 2 characters per word',
      field: 'firstName',
      valid: 'Anna Maria',
      invalid: 'Anna M',
      message: /min\. 2 znaki/,
    },
    {
      rule: 'first name: one space between words',
      field: 'firstName',
      valid: 'Jan Paweł',
      invalid: 'Jan  Paweł',
      message: /tylko litery/,
    },
    {
      rule: 'last name required',
      field: 'lastName',
      valid: 'Nowak',
      invalid: '   ',
      message: /Nazwisko jest wymagane/,
    },
    {
      rule: 'last name: apostrophe and hyphen',
      field: 'lastName',
      valid: "O'Neil-Żółć",
      invalid: 'Nowak_Kowalski',
      message: /tylko litery/,
    },
    {
      rule: 'shirt number from 0',
      field: 'shirtNumber',
      valid: 0,
      invalid: -1,
      message: /Numer koszulki musi mieścić się w zakresie 0–99/,
    },
    {
      rule: 'shirt number up to 99',
      field: 'shirtNumber',
      valid: 99,
      invalid: 100,
      message: /Numer koszulki musi mieścić się w zakresie 0–99/,
    },
    {
      rule: 'shirt number digits only',
      field: 'shirtNumber',
      valid: '7',
      invalid: '7a',
      message: /Numer koszulki musi być liczbą/,
    },
    {
      rule: 'birth date required',
      field: 'birthDate',
      valid: '2000-02-29T00:00:00.000Z',
      invalid: '',
      message: /Data urodzenia jest wymagana/,
    },
    {
      rule: 'birth date is a date',
      field: 'birthDate',
      valid: '1990-01-31',
      invalid: '1990-13-45',
      message: /poprawną datę urodzenia/,
    },
    {
      rule: 'birth year not before 1900',
      field: 'birthDate',
      valid: '1900-01-01T00:00:00.000Z',
      invalid: '1899-12-31T00:00:00.000Z',
      message: /1900/,
    },
    {
      rule: 'birth date not in the future',
      field: 'birthDate',
      valid: '2010-06-01T00:00:00.000Z',
      invalid: tomorrow(),
      message: /z przyszłości/,
    },
    {
      rule: 'height from 140',
      field: 'height',
      valid: 140,
      invalid: 139,
      message: /Wzrost musi mieścić się w zakresie 140–220/,
    },
    {
      rule: 'height up to 220',
      field: 'height',
      valid: 220,
      invalid: 221,
      message: /Wzrost musi mieścić się w zakresie 140–220/,
    },
    {
      rule: 'dominant leg required (1 or 2)',
      field: 'dominateLeg',
      valid: 2,
      invalid: 0,
      message: /Wybierz nogę dominującą/,
    },
    {
      rule: 'dominant leg is 1 or 2',
      field: 'dominateLeg',
      valid: 1,
      invalid: 3,
      message: /Wybierz nogę dominującą/,
    },
    {
      rule: 'position required (1..4)',
      field: 'position',
      valid: 1,
      invalid: 0,
      message: /Wybierz pozycję/,
    },
    {
      rule: 'position is 1..4',
      field: 'position',
      valid: 4,
      invalid: 5,
      message: /Wybierz pozycję/,
    },
  ];
}
