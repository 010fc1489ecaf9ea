import type { UserSearchRowDto, UserStatisticDto } from '@liga/contracts';
import { type AccountsTestApp, startAccountsApp } from '../../../../../test/support/accounts-app';
import { registrationRuleCases } from '../../../../../test/support/registration-rules';
import { verificationLink } from '../../../../../test/support/smtp';
import {
  registerVerifiedUser,
  registrationPayload,
  type TestUser,
} from '../../../../../test/support/users';
import { FixedClock } from '../../platform/clock/clock';

jest.setTimeout(120_000);

/** Registration rules, verification links, search and statistics, over HTTP. */
describe('registration rules and account reads (API, real PostgreSQL and SMTP)', () => {
  const clock = new FixedClock(new Date());
  let app: AccountsTestApp;
  let n = 0;
  const uniqueEmail = () => `regula${++n}.${Date.now().toString(36)}@example.com`;

  beforeAll(async () => {
    app = await startAccountsApp('accrules', { clock });
  });
  afterAll(() => app.close());

  describe.each(registrationRuleCases(uniqueEmail))(
    '$rule',
    ({ field, valid, invalid, message }) => {
      it('fails: 400, the field named in the code, the Polish message; no account', async () => {
        const payload = registrationPayload({ email: uniqueEmail(), [field]: invalid });
        const res = await app.http.post('/api/user', payload);
        expect(res.status).toBe(400);
        const error = res.body.errors.find((e) => e.code === `validation.${field}`);
        expect(error?.message).toMatch(message);
        if (field !== 'email') {
          const claims = await app.infra.db.query(
            `SELECT 1 FROM unique_keys WHERE scope = 'user-email'
          AND value = encode(sha256(convert_to(lower($1), 'UTF8')), 'hex')`,
            [payload.email],
          );
          expect(claims).toHaveLength(0);
        }
      });

      it('passes: 201', async () => {
        const overrides =
          field === 'email' ? { email: valid } : { email: uniqueEmail(), [field]: valid };
        const res = await app.http.post('/api/user', registrationPayload(overrides));
        expect([res.status, res.body.errors]).toEqual([201, []]);
      });
    },
  );

  it('an expired verification link redirects to /login?verified=0; a new one can be asked for', async () => {
    const payload = registrationPayload({ email: uniqueEmail() });
    await app.http.post('/api/user', payload);
    const first = await app.smtp.waitFor((m) => m.to.includes(payload.email));
    clock.advance(49 * 3600_000);
    const late = await fetch(verificationLink(first), { redirect: 'manual' });
    expect(late.headers.get('location')).toBe('/login?verified=0');

    // resend: the same answer for an unknown address (no account enumeration)
    const unknown = await app.http.post('/api/user/resend-verification', {
      email: 'nikt@example.com',
    });
    const known = await app.http.post('/api/user/resend-verification', { email: payload.email });
    for (const res of [unknown, known]) {
      expect([res.status, res.body.isSuccess, res.body.value, res.body.errors]).toEqual([
        200,
        true,
        null,
        [],
      ]);
    }
    expect(known.status).toBe(200);
    const second = await app.smtp.waitFor(
      (m) => m.to.includes(payload.email) && verificationLink(m) !== verificationLink(first),
    );
    const opened = await fetch(verificationLink(second), { redirect: 'manual' });
    expect(opened.headers.get('location')).toBe('/login?verified=1');
    const login = await app.http.post('/api/user/login', {
      username: payload.email,
      password: payload.password,
    });
    expect(login.status).toBe(200);
  });

  describe('reads', () => {
    let zofia: TestUser;
    beforeAll(async () => {
      zofia = await registerVerifiedUser(app.http, app.infra, {
        firstName: 'Zofia',
        lastName: 'Łęcka-Żmuda',
        position: 1,
      });
      await registerVerifiedUser(app.http, app.infra, {
        firstName: 'Zenon',
        lastName: 'Łęcki',
        position: 4,
      });
      await app.settle();
    });

    it('search-user: case and Polish diacritics ignored, every word must match, position filter, paging', async () => {
      const search = async (q: string) =>
        (await app.http.get<UserSearchRowDto[]>(`/api/user/search-user?${q}`)).body.value!;
      expect((await search('Query=LECKA')).map((r) => r.firstName)).toEqual(['Zofia']);
      expect(
        (await search(`Query=${encodeURIComponent('łęck')}`)).map((r) => r.firstName).sort(),
      ).toEqual(['Zenon', 'Zofia']);
      expect((await search('Query=zofia%20zmuda')).map((r) => r.id)).toEqual([zofia.id]);
      expect(await search('Query=lecki&Position=1')).toEqual([]);
      expect((await search('Query=lecki&Position=4')).map((r) => r.firstName)).toEqual(['Zenon']);
      expect(await search('Query=lec&pageSize=1&page=1')).toHaveLength(1);
      expect(await search('Query=lec&pageSize=1&page=2')).toHaveLength(0);
      const [row] = await search('Query=zofia');
      expect(row).toMatchObject({
        positionType: { id: 1 },
        imageLoaded: false,
        imageUrl: `/api/user/avatar/${zofia.id}?v=0`,
      });
      expect(row).not.toHaveProperty('email');
    });

    it('search-user lists names in Polish order (Ł after L, before W)', async () => {
      for (const lastName of ['Wróbel', 'Łukasik', 'Lubicz']) {
        await registerVerifiedUser(app.http, app.infra, {
          firstName: 'Kolejny',
          lastName,
          position: 2,
        });
      }
      await app.settle();
      const res = await app.http.get<UserSearchRowDto[]>('/api/user/search-user?Query=kolejny');
      expect(res.body.value!.map((r) => r.lastName)).toEqual(['Lubicz', 'Łukasik', 'Wróbel']);
    });

    it('unconfirmed accounts are not listed in the public search, but admins see them', async () => {
      const hidden = registrationPayload({
        email: uniqueEmail(),
        firstName: 'Ukryty',
        lastName: 'Gracz',
      });
      await app.http.post('/api/user', hidden);
      await app.settle();
      const res = await app.http.get<UserSearchRowDto[]>('/api/user/search-user?Query=ukryty');
      expect(res.body.value).toEqual([]);
    });

    it('statistics are zeros until match reports exist', async () => {
      const res = await app.http.get<UserStatisticDto>(
        `/api/user/get-user-statistic-by-user-id?UserId=${zofia.id}`,
        zofia.token,
      );
      expect(res.body.value).toEqual({
        maxGoalsInMatch: 0,
        matchesPlayed: 0,
        wins: 0,
        goals: 0,
        mvpPoints: 0,
      });
    });
  });
});
