import { registrationRuleCases } from '../../../../test/support/registration-rules';
import {
  changePasswordSchema,
  fieldErrors,
  registerStep1Schema,
  registerStep2Schema,
  registerUserSchema,
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
