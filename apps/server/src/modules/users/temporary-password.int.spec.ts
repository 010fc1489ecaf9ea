import type { LoginResultDto } from '@liga/contracts';
import { type AccountsTestApp, startAccountsApp } from '../../../../../test/support/accounts-app';
import {
  createAdmin,
  login,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';

jest.setTimeout(90_000);

const REQUIRED = {
  code: 'auth.password_change_required',
  message: 'Zalogowano hasłem tymczasowym. Najpierw ustaw nowe hasło w zarządzaniu kontem.',
};

/** Issue 20: a session from the admin's temporary password may only change the password. */
describe('a session from a temporary password (API, real PostgreSQL)', () => {
  let app: AccountsTestApp;
  let person: TestUser;
  let admin: TestUser;
  let session: LoginResultDto;
  let temporary: string;

  beforeAll(async () => {
    app = await startAccountsApp('temppassword');
    [person, admin] = await Promise.all([
      registerVerifiedUser(app.http, app.infra),
      createAdmin(app.http, app.infra),
    ]);
    const reset = await app.http.post<{ temporaryPassword: string }>(
      '/api/admin/user-password',
      { userId: person.id },
      admin.token,
    );
    temporary = reset.body.value!.temporaryPassword;
    session = await login(app.http, person.email, temporary);
  });
  afterAll(() => app.close());

  it('answers every other closed call with 403 auth.password_change_required', async () => {
    expect(session.mustChangePassword).toBe(true);
    const token = session.authorizationToken;
    const calls = [
      app.http.post('/api/team', { name: 'Tymczasowi', shortName: 'TMP' }, token),
      app.http.get(`/api/user/get-user-by-id?UserId=${person.id}`, token),
      app.http.put('/api/user', { id: person.id }, token),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual([REQUIRED]);
    }
    // a public read is served, as to a guest
    expect((await app.http.get('/api/user/search-user?query=a', token)).status).toBe(200);
  });

  it('a refresh of that session is still restricted', async () => {
    const refreshed = await app.http.post<LoginResultDto>(
      `/api/user/refresh-token?refreshRequest=${session.refreshToken}`,
    );
    expect(refreshed.body.value!.mustChangePassword).toBe(true);
    session = refreshed.body.value!;
    const res = await app.http.post(
      '/api/team',
      { name: 'Tymczasowi', shortName: 'TMP' },
      session.authorizationToken,
    );
    expect(res.body.errors).toEqual([REQUIRED]);
  });

  it('the password change is allowed; it ends the session, and the new password works fully', async () => {
    const token = session.authorizationToken;
    const changed = await app.http.post(
      '/api/user/change-password',
      { currentPassword: temporary, newPassword: 'NoweHaslo9!' },
      token,
    );
    expect(changed.status).toBe(200);
    // every session of the account ends with the change, the temporary one too
    const stale = await app.http.get(`/api/user/get-user-by-id?UserId=${person.id}`, token);
    expect([stale.status, stale.body.errors[0]?.code]).toEqual([401, 'auth.session_ended']);
    const fresh = await login(app.http, person.email, 'NoweHaslo9!');
    expect(fresh.mustChangePassword).toBeUndefined();
    const profile = await app.http.get(
      `/api/user/get-user-by-id?UserId=${person.id}`,
      fresh.authorizationToken,
    );
    expect(profile.status).toBe(200);
  });
});
