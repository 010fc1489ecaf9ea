import type { LoginResultDto, UserProfileDto, UserSearchRowDto } from '@liga/contracts';
import jwt from 'jsonwebtoken';
import { type AccountsTestApp, startAccountsApp } from '../../../../../test/support/accounts-app';
import { TEST_JWT_SECRET } from '../../../../../test/support/infrastructure';
import {
  createAdmin,
  login,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import { FixedClock } from '../../platform/clock/clock';

jest.setTimeout(60_000);

const UUID = '00000000-0000-4000-8000-000000000000';

/** Every call checks its caller on the server: 401 without a valid token, 403 without the right. */
describe('accounts security (API, real PostgreSQL)', () => {
  const clock = new FixedClock(new Date());
  let app: AccountsTestApp;
  let ala: TestUser;
  let ola: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await startAccountsApp('accsecurity', { clock });
    [ala, ola, admin] = await Promise.all([
      registerVerifiedUser(app.http, app.infra, { firstName: 'Ala' }),
      registerVerifiedUser(app.http, app.infra, { firstName: 'Ola' }),
      createAdmin(app.http, app.infra),
    ]);
  });
  afterAll(() => app.close());

  const profileEdit = (id: string, password: string) => ({
    id,
    password,
    firstName: 'Zmieniony',
    lastName: 'Gracz',
    height: 180,
    shirtNumber: 5,
    birthDate: '1990-01-01',
    position: 2,
    dominateLeg: 1,
  });

  it('without a token: 401 on every closed route', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/user/${ola.id}`],
      ['GET', `/api/user/get-user-by-id?UserId=${ola.id}`],
      ['GET', `/api/user/get-user-statistic-by-user-id?UserId=${ola.id}`],
      ['PUT', '/api/user', profileEdit(ola.id, ola.password)],
      ['POST', '/api/user/change-password', { currentPassword: 'a', newPassword: 'Haslo123!' }],
      ['POST', `/api/user/avatar/${ola.id}?entityId=${ola.id}`],
      ['DELETE', `/api/user/avatar/${ola.id}?entityId=${ola.id}`],
      ['DELETE', `/api/user/${ola.id}`],
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/user-password', { userId: ola.id }],
      ['POST', '/api/admin/user-reset', { userId: ola.id }],
    ];
    for (const [method, path, body] of calls) {
      const res = await app.http.call(method, path, { body });
      expect([method, path, res.status, res.body.isFailure]).toEqual([method, path, 401, true]);
    }
  });

  it('an expired, tampered, unsigned or foreign token is a 401', async () => {
    const expired = jwt.sign({ sub: ala.id, role: 'User', typ: 'access' }, TEST_JWT_SECRET, {
      algorithm: 'HS256',
      issuer: 'liga',
      expiresIn: -10,
    });
    const [header, payload, signature] = ala.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'Admin' })).toString(
      'base64url',
    );
    const tampered = `${header}.${promoted}.${signature}`;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${promoted}.`;
    const foreign = jwt.sign({ sub: ala.id, role: 'Admin', typ: 'access' }, 'x'.repeat(48), {
      algorithm: 'HS256',
      issuer: 'liga',
    });
    const res = await app.http.get(`/api/user/${ala.id}`, expired);
    expect(res.status).toBe(401);
    expect(res.body.errors[0].code).toBe('auth.token_expired');
    for (const token of [tampered, unsigned, foreign, 'garbage']) {
      expect((await app.http.get('/api/admin/users', token)).status).toBe(401);
    }
  });

  it('a user cannot edit another user’s profile or avatar (403)', async () => {
    const edit = await app.http.put('/api/user', profileEdit(ola.id, ala.password), ala.token);
    expect(edit.status).toBe(403);
    expect(edit.body.errors[0].message).toMatch(/tylko własne konto/);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('x')]), 'a.png');
    const upload = await fetch(`${app.baseUrl}/api/user/avatar/${ola.id}?entityId=${ola.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ala.token}` },
      body: form,
    });
    expect(upload.status).toBe(403);
    const remove = await app.http.delete(
      `/api/user/avatar/${ola.id}?entityId=${ola.id}`,
      ala.token,
    );
    expect(remove.status).toBe(403);
  });

  it('a non-admin gets 403 from every admin route, and through the admin login door', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/user-password', { userId: ola.id }],
      ['POST', '/api/admin/user-reset', { userId: ola.id }],
      ['DELETE', `/api/user/${ola.id}`],
    ];
    for (const [method, path, body] of calls) {
      const res = await app.http.call(method, path, { body, token: ala.token });
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
    const door = await app.http.post('/api/admin/login', {
      username: ala.email,
      password: ala.password,
    });
    expect(door.status).toBe(403);
    expect(door.body.errors[0].code).toBe('auth.not_admin');
    const refresh = await app.http.post(
      `/api/admin/refresh-token?refreshRequest=${ala.refreshToken}`,
    );
    expect(refresh.status).toBe(403);
    // issue 20: the role is checked before the token is spent, so it still refreshes normally
    const normal = await app.http.post<LoginResultDto>(
      `/api/user/refresh-token?refreshRequest=${ala.refreshToken}`,
    );
    expect(normal.status).toBe(200);
    ala = {
      ...ala,
      token: normal.body.value!.authorizationToken,
      refreshToken: normal.body.value!.refreshToken,
    };
    // the admin reaches them
    expect((await app.http.get('/api/admin/users', admin.token)).status).toBe(200);
  });

  it('e-mails reach only the owner and admins', async () => {
    const byOther = await app.http.get<UserProfileDto>(`/api/user/${ola.id}`, ala.token);
    expect(byOther.body.value!.email).toBeUndefined();
    const byOwner = await app.http.get<UserProfileDto>(
      `/api/user/get-user-by-id?UserId=${ola.id}`,
      ola.token,
    );
    expect(byOwner.body.value!.email).toBe(ola.email);
    const byAdmin = await app.http.get<UserProfileDto>(`/api/user/${ola.id}`, admin.token);
    expect(byAdmin.body.value!.email).toBe(ola.email);
    await app.settle();
    for (const token of [undefined, ala.token, admin.token]) {
      const search = await app.http.get<UserSearchRowDto[]>(
        '/api/user/search-user?Query=ola',
        token,
      );
      expect(search.status).toBe(200);
      expect(search.body.value!.length).toBeGreaterThan(0);
      expect(JSON.stringify(search.body.value)).not.toContain('@');
    }
  });

  it('a refresh token is never an access token, nor the other way round', async () => {
    expect((await app.http.get(`/api/user/${ala.id}`, ala.refreshToken)).status).toBe(401);
    const swapped = await app.http.post(`/api/user/refresh-token?refreshRequest=${ala.token}`);
    expect(swapped.status).toBe(401);
  });

  it('a reused (already rotated) refresh token revokes its whole family', async () => {
    const first = await login(app.http, ola.email, ola.password);
    const other = await login(app.http, ola.email, ola.password);
    const rotated = await app.http.post<LoginResultDto>(
      `/api/user/refresh-token?refreshRequest=${first.refreshToken}`,
    );
    expect(rotated.status).toBe(200);
    const reuse = await app.http.post(
      `/api/user/refresh-token?refreshRequest=${first.refreshToken}`,
    );
    expect(reuse.status).toBe(401);
    expect(reuse.body.errors[0].code).toBe('auth.refresh_reused');
    const newest = await app.http.post(
      `/api/user/refresh-token?refreshRequest=${rotated.body.value!.refreshToken}`,
    );
    expect(newest.status).toBe(401);
    // another login (another family) is untouched
    const separate = await app.http.post(
      `/api/user/refresh-token?refreshRequest=${other.refreshToken}`,
    );
    expect(separate.status).toBe(200);
  });

  it('bad input is a 400 envelope in Polish, never a 500', async () => {
    const cases: Array<[string, string, { body?: unknown; raw?: string; token?: string }]> = [
      ['POST', '/api/user/login', { raw: '{"username":' }],
      ['POST', '/api/user/login', { body: { username: 5 } }],
      ['POST', '/api/user/refresh-token', {}],
      ['POST', '/api/user', { body: { email: ['x'], height: { a: 1 } } }],
      ['PUT', '/api/user', { body: { id: 'nope' }, token: ala.token }],
      ['GET', '/api/user/get-user-by-id?UserId=1%27', { token: ala.token }],
      ['GET', '/api/user/search-user?Position=9&page=-1', {}],
      ['POST', '/api/admin/user-password', { body: {}, token: admin.token }],
      ['DELETE', '/api/user/not-a-uuid', { token: admin.token }],
      ['GET', '/api/user/avatar/not-a-uuid', {}],
    ];
    for (const [method, path, options] of cases) {
      const res = await app.http.call(method, path, options);
      expect([method, path, res.status]).toEqual([method, path, 400]);
      expect(res.body.errors[0].message).toMatch(/[ąćęłńóśźżA-Za-z]/);
    }
    expect((await app.http.get(`/api/user/${UUID}`, ala.token)).status).toBe(404);
    expect((await app.http.delete(`/api/user/${UUID}`, admin.token)).status).toBe(404);
  });

  it('unknown e-mail and wrong password get the same answer after comparable work', async () => {
    const attempt = async (username: string) => {
      const started = performance.now();
      const res = await app.http.post('/api/user/login', { username, password: 'Zle-Haslo1!' });
      return { ms: performance.now() - started, status: res.status, errors: res.body.errors };
    };
    const unknown = await attempt('nikt-taki@example.com');
    const wrong = await attempt(ola.email);
    expect(unknown.status).toBe(401);
    expect(unknown.errors).toEqual(wrong.errors);
    expect(unknown.errors[0].message).toBe('Nieprawidłowy adres e-mail lub hasło.');
    // both run argon2: the unknown address is not answered in a fraction of the time
    const unknownMs = Math.min((await attempt('nikt-inny@example.com')).ms, unknown.ms);
    const wrongMs = Math.min((await attempt(ola.email)).ms, wrong.ms);
    expect(unknownMs).toBeGreaterThan(wrongMs * 0.2); // without argon2 it would be ~0.02; figures: bench/registration-timing.js
    clock.advance(61 * 60_000); // forget these failures
  });

  it('throttles failed logins per account and address (5 free, then 30 s), even with the right password then', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await app.http.post('/api/user/login', {
        username: ala.email,
        password: 'Zle1!zle',
      });
      expect(res.status).toBe(401);
    }
    const blocked = await app.http.post('/api/user/login', {
      username: ala.email,
      password: ala.password,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errors[0]).toEqual({
      code: 'auth.too_many_attempts',
      message: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 30 sekund.',
    });
    // other accounts from the same address still get in
    expect(
      (await app.http.post('/api/user/login', { username: ola.email, password: ola.password }))
        .status,
    ).toBe(200);
    clock.advance(31_000);
    expect(
      (await app.http.post('/api/user/login', { username: ala.email, password: ala.password }))
        .status,
    ).toBe(200);
    clock.advance(61 * 60_000);
  });

  it('throttles failed logins per client address (20 free, then 30 s)', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await app.http.post('/api/user/login', {
        username: `zgadywany${i % 5}@example.com`,
        password: 'Zle1!zle',
      });
      expect(res.status).toBe(401);
    }
    const blocked = await app.http.post('/api/user/login', {
      username: ola.email,
      password: ola.password,
    });
    expect(blocked.status).toBe(429);
    clock.advance(31_000);
    expect(
      (await app.http.post('/api/user/login', { username: ola.email, password: ola.password }))
        .status,
    ).toBe(200);
  });
});
