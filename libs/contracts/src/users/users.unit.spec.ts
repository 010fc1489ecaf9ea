import { registrationRuleCases } from '../../../../test/support/registration-rules';
import {
  changePasswordSchema,
  fieldErrors,
  loginSchema,
  registerStep1Schema,
  registerStep2Schema,
  registerUserSchema,
  resendVerificationSchema,
  updateProfileSchema,
} from '../index';

let n = 0;
const uniqueEmail = () => `ala${++n}@example.com`;
const base = () => ({
  email: uniqueEmail(),
  password: 'Haslo123!',
  firstName: 'Jan',
  lastName: 'Kowalski',
  height: 180,
  shirtNumber: 10,
  birthDate: '1995-05-20T00:00:00.000Z',
  position: 3,
  dominateLeg: 1,
});

describe('registration rules (spec section 5), one implementation for server and client', () => {
  const schema = registerUserSchema();

  it('accepts the base payload', () => {
    expect(schema.safeParse(base()).success).toBe(true);
  });

  describe.each(registrationRuleCases(uniqueEmail))(
    '$rule',
    ({ field, valid, invalid, message }) => {
      it(`passes with ${JSON.stringify(valid)}`, () => {
        const result = schema.safeParse({ ...base(), [field]: valid });
        expect(fieldErrors(result)).toEqual({});
      });

      it(`fails with ${JSON.stringify(invalid)}, naming the field in Polish`, () => {
        const result = schema.safeParse({ ...base(), [field]: invalid });
        expect(result.success).toBe(false);
        expect(fieldErrors(result)[field]).toMatch(message);
      });
    },
  );

  it('a missing field fails too', () => {
    for (const field of Object.keys(base())) {
      const payload: Record<string, unknown> = base();
      delete payload[field];
      const result = schema.safeParse(payload);
      expect([field, result.success]).toEqual([field, false]);
    }
  });

  it('trims the e-mail and the names', () => {
    const parsed = schema.parse({ ...base(), email: '  ola@example.com ', firstName: ' Ola ' });
    expect(parsed.email).toBe('ola@example.com');
    expect(parsed.firstName).toBe('Ola');
  });

  it('the step forms split the same rules', () => {
    const step2 = registerStep2Schema();
    const { email: _e, password: _p, ...profile } = base();
    expect(step2.safeParse(profile).success).toBe(true);
    expect(fieldErrors(step2.safeParse({ ...profile, height: 300 })).height).toMatch(/140–220/);
  });
});

describe('register step 1: repeated fields', () => {
  const ok = {
    email: 'ala@example.com',
    repeatEmail: 'ala@example.com',
    password: 'Haslo123!',
    repeatPassword: 'Haslo123!',
  };

  it.each([
    ['all four fields filled and matching', ok, {}],
    [
      'repeat e-mail differs',
      { ...ok, repeatEmail: 'ola@example.com' },
      { repeatEmail: 'Adresy e-mail nie są takie same.' },
    ],
    [
      'repeat password differs',
      { ...ok, repeatPassword: 'Haslo123?' },
      { repeatPassword: 'Hasła nie są takie same.' },
    ],
    ['repeat e-mail missing', { ...ok, repeatEmail: '' }, { repeatEmail: 'Powtórz adres e-mail.' }],
    [
      'repeat password missing',
      { ...ok, repeatPassword: '' },
      { repeatPassword: 'Powtórz hasło.' },
    ],
  ])('%s', (_name, input, errors) => {
    expect(fieldErrors(registerStep1Schema.safeParse(input))).toEqual(errors);
  });

  it('the repeat e-mail is compared after trimming', () => {
    expect(registerStep1Schema.safeParse({ ...ok, repeatEmail: ' ala@example.com ' }).success).toBe(
      true,
    );
  });
});

describe('profile edit and password change', () => {
  const profile = {
    id: '6f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10',
    password: 'x',
    firstName: 'Jan',
    lastName: 'Kowalski',
    height: 100,
    shirtNumber: 999,
    birthDate: '1995-05-20',
    position: 1,
    dominateLeg: 2,
  };

  it('uses the profile limits (shirt 0–999, height 100–200), not the registration ones', () => {
    expect(updateProfileSchema().safeParse(profile).success).toBe(true);
    expect(
      fieldErrors(updateProfileSchema().safeParse({ ...profile, height: 201 })).height,
    ).toMatch(/100–200/);
    expect(
      fieldErrors(updateProfileSchema().safeParse({ ...profile, shirtNumber: 1000 })).shirtNumber,
    ).toMatch(/0–999/);
  });

  it('requires the current password', () => {
    expect(
      fieldErrors(updateProfileSchema().safeParse({ ...profile, password: '' })).password,
    ).toBe('Potwierdź zmiany hasłem.');
  });

  it('password change: repeats must match, the new password follows the rules', () => {
    const ok = {
      currentPassword: 'a',
      repeatCurrentPassword: 'a',
      newPassword: 'Nowe123!',
      repeatNewPassword: 'Nowe123!',
    };
    expect(changePasswordSchema.safeParse(ok).success).toBe(true);
    expect(
      fieldErrors(changePasswordSchema.safeParse({ ...ok, repeatCurrentPassword: 'b' })),
    ).toEqual({ repeatCurrentPassword: 'Obecne hasła nie są takie same.' });
    expect(fieldErrors(changePasswordSchema.safeParse({ ...ok, repeatNewPassword: 'x' }))).toEqual({
      repeatNewPassword: 'Nowe hasła nie są takie same.',
    });
    expect(
      fieldErrors(
        changePasswordSchema.safeParse({ ...ok, newPassword: 'weak', repeatNewPassword: 'weak' }),
      ).newPassword,
    ).toMatch(/Minimum 8 znaków/);
  });
});

describe('e-mail and username lengths (issue 20: at most 254 characters everywhere)', () => {
  const at = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
  const tooLong = 'Adres e-mail jest za długi (maksymalnie 254 znaki).';

  it('registration: 254 characters pass, 255 fail with the Polish message', () => {
    const schema = registerUserSchema();
    expect(fieldErrors(schema.safeParse({ ...base(), email: at(254) }))).toEqual({});
    expect(fieldErrors(schema.safeParse({ ...base(), email: at(255) })).email).toBe(tooLong);
  });

  it('login username, the repeated e-mail, the profile e-mail and resend', () => {
    expect(loginSchema.safeParse({ username: at(254), password: 'x' }).success).toBe(true);
    expect(
      fieldErrors(loginSchema.safeParse({ username: 'a'.repeat(200_000), password: 'x' })).username,
    ).toBe(tooLong);
    const step1 = { email: at(254), password: 'Haslo123!', repeatPassword: 'Haslo123!' };
    expect(
      fieldErrors(registerStep1Schema.safeParse({ ...step1, repeatEmail: at(255) })).repeatEmail,
    ).toBe(tooLong);
    expect(fieldErrors(resendVerificationSchema.safeParse({ email: ` ${at(255)} ` })).email).toBe(
      tooLong,
    );
    const profile = {
      id: '4f1c2d7e-8a9b-4c3d-9e2f-1a2b3c4d5e6f',
      password: 'x',
      firstName: 'Jan',
      lastName: 'Kowalski',
      height: 180,
      shirtNumber: 10,
      birthDate: '1995-05-20T00:00:00.000Z',
      position: 3,
      dominateLeg: 1,
    };
    expect(fieldErrors(updateProfileSchema().safeParse({ ...profile, email: at(255) })).email).toBe(
      tooLong,
    );
  });
});
