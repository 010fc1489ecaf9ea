import { type AccountsTestApp, startAccountsApp } from '../../../../../test/support/accounts-app';
import { registerVerifiedUser, registrationPayload } from '../../../../../test/support/users';

jest.setTimeout(60_000);

const TOO_LONG = 'Adres e-mail jest za długi (maksymalnie 254 znaki).';
/** A deliverable-looking address of exactly `length` characters (labels of at most 63). */
const address = (length: number) => {
  const body = length - 'ala@'.length - '.pl'.length;
  const domain = Array.from({ length: body }, (_, i) =>
    (i + 1) % 63 === 0 && i !== body - 1 ? '.' : 'x',
  ).join('');
  return `ala@${domain}.pl`;
};

/** Issue 20: usernames and e-mails at most 254 characters wherever the API accepts them. */
describe('e-mail and username lengths (API, real PostgreSQL)', () => {
  let app: AccountsTestApp;

  beforeAll(async () => {
    app = await startAccountsApp('inputlengths');
  });
  afterAll(() => app.close());

  const refusedForLength = (res: { status: number; body: { errors: unknown[] } }) => {
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ message: TOO_LONG })]),
    );
  };

  it('login (user and admin): a 255-character or 200 KB username is a 400 in Polish', async () => {
    for (const path of ['/api/user/login', '/api/admin/login']) {
      refusedForLength(
        await app.http.post(path, { username: address(255), password: 'Haslo123!' }),
      );
      refusedForLength(
        await app.http.post(path, { username: 'a'.repeat(200_000), password: 'Haslo123!' }),
      );
    }
    const fits = await app.http.post('/api/user/login', {
      username: address(254),
      password: 'Haslo123!',
    });
    expect(fits.status).toBe(401);
  });

  it('registration and resend: 255 characters refused, nothing claimed; 254 accepted', async () => {
    refusedForLength(
      await app.http.post('/api/user', registrationPayload({ email: address(255) })),
    );
    const claims = await app.infra.db.query("SELECT 1 FROM unique_keys WHERE scope = 'user-email'");
    expect(claims).toHaveLength(0);
    refusedForLength(await app.http.post('/api/user/resend-verification', { email: address(255) }));
    const fits = await app.http.post('/api/user', registrationPayload({ email: address(254) }));
    expect(fits.status).toBe(201);
  });

  it('profile edit: an e-mail over 254 characters is a 400 in Polish', async () => {
    const ala = await registerVerifiedUser(app.http, app.infra);
    const res = await app.http.put(
      '/api/user',
      {
        id: ala.id,
        email: address(255),
        password: ala.password,
        firstName: 'Ala',
        lastName: 'Nowak',
        height: 170,
        shirtNumber: 5,
        birthDate: '1990-01-01',
        position: 2,
        dominateLeg: 1,
      },
      ala.token,
    );
    refusedForLength(res);
  });
});
