import type {
  LoginResultDto,
  RegisterUserResultDto,
  TemporaryPasswordDto,
  UserProfileDto,
} from '@liga/contracts';
import sharp from 'sharp';
import { type AccountsTestApp, startAccountsApp } from '../../../../../test/support/accounts-app';
import { verificationLink } from '../../../../../test/support/smtp';
import {
  createAdmin,
  jwtClaims,
  login,
  registerVerifiedUser,
  registrationPayload,
  type TestUser,
} from '../../../../../test/support/users';
import { rebuildProjection } from '../../platform/projections/rebuild';
import { usersProjection } from './projections/users.projection';
import { emailKey } from './auth/email-claims';

/**
 * One person's whole life as an account, over HTTP with a real SMTP receiver: register, open
 * the mailed link, log in, refresh, edit the profile, upload an avatar, get reset by an admin,
 * get deleted — and afterwards their data is found nowhere, not even after a replay.
 */
jest.setTimeout(60_000);

describe('accounts journey (API, real PostgreSQL and SMTP)', () => {
  let app: AccountsTestApp;
  let admin: TestUser;
  const unique = Date.now().toString(36);
  const person = registrationPayload({
    email: `Bozydar.Przybyslawski.${unique}@Example.com`,
    firstName: 'Bożydar',
    lastName: 'Przybysławski',
    shirtNumber: 77,
    birthDate: '1991-03-14T00:00:00.000Z',
  });
  let userId = '';
  const toPerson = (m: { to: string[] }) =>
    m.to.some((to) => to.toLowerCase() === person.email.toLowerCase());
  let tokens: LoginResultDto;

  beforeAll(async () => {
    app = await startAccountsApp('accjourney');
    admin = await createAdmin(app.http, app.infra);
  });
  afterAll(() => app.close());

  it('registers; the verification e-mail arrives over SMTP with a link back to the API', async () => {
    const res = await app.http.post<RegisterUserResultDto>('/api/user', person);
    expect(res.status).toBe(201);
    userId = res.body.value!.id;
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    const mail = await app.smtp.waitFor(toPerson);
    expect(mail.subject).toBe('Liga — potwierdź adres e-mail');
    expect(mail.text).toContain('Cześć Bożydar!');
    expect(verificationLink(mail).startsWith(`${app.baseUrl}/api/user/verify-email?token=`)).toBe(
      true,
    );
  });

  it('refuses the login until the address is confirmed, then the link confirms it', async () => {
    const early = await app.http.post('/api/user/login', {
      username: person.email,
      password: person.password,
    });
    expect(early.status).toBe(403);
    expect(early.body.errors[0]).toMatchObject({ code: 'auth.email_not_verified' });
    expect(early.body.errors[0].message).toMatch(/nie został jeszcze potwierdzony/);

    const mail = await app.smtp.waitFor(toPerson);
    const link = verificationLink(mail);
    const opened = await fetch(link, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/login?verified=1');
    // opened again (or prefetched by a mail scanner): still a confirmed account
    expect((await fetch(link, { redirect: 'manual' })).headers.get('location')).toBe(
      '/login?verified=1',
    );
    const forged = await fetch(`${app.baseUrl}/api/user/verify-email?token=forged`, {
      redirect: 'manual',
    });
    expect(forged.headers.get('location')).toBe('/login?verified=0');
  });

  it('logs in (e-mail in any case) with a JWT carrying sub and role, and refreshes with rotation', async () => {
    tokens = await login(app.http, person.email.toUpperCase(), person.password);
    expect(jwtClaims(tokens.authorizationToken)).toMatchObject({
      sub: userId,
      role: 'User',
      typ: 'access',
    });
    expect(tokens.mustChangePassword).toBeUndefined();
    const ttl = Date.parse(tokens.authorizationTokenExpiration) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    expect(Date.parse(tokens.refreshTokenExpiration) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const refreshed = await app.http.post<LoginResultDto>(
      `/api/user/refresh-token?refreshRequest=${tokens.refreshToken}`,
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.value!.refreshToken).not.toBe(tokens.refreshToken);
    expect(jwtClaims(refreshed.body.value!.authorizationToken).sub).toBe(userId);
    tokens = refreshed.body.value!;
  });

  it('edits the profile with the current password (a wrong one is a 400 in Polish)', async () => {
    const edit = {
      id: userId,
      password: 'Zle-haslo1!',
      firstName: 'Ziemowit',
      lastName: 'Przybysławski',
      height: 190,
      shirtNumber: 123,
      birthDate: '1991-03-14',
      position: 1,
      dominateLeg: 2,
    };
    const wrong = await app.http.put('/api/user', edit, tokens.authorizationToken);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]).toEqual({
      code: 'user.wrong_password',
      message: 'Podane hasło jest nieprawidłowe.',
    });
    const ok = await app.http.put(
      '/api/user',
      { ...edit, password: person.password },
      tokens.authorizationToken,
    );
    expect(ok.status).toBe(200);
    await app.settle();
    const profile = await app.http.get<UserProfileDto>(
      `/api/user/${userId}`,
      tokens.authorizationToken,
    );
    expect(profile.body.value).toMatchObject({
      id: userId,
      firstName: 'Ziemowit',
      email: person.email,
      height: 190,
      shirtNumber: 123,
      birthDate: '1991-03-14',
      positionType: { id: 1 },
      dominateLeg: { id: 2 },
    });
  });

  it('uploads an avatar, re-encoded to a 256x256 PNG', async () => {
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#c0392b' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'me.jpg');
    const res = await fetch(`${app.baseUrl}/api/user/avatar/${userId}?entityId=${userId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.authorizationToken}` },
      body: form,
    });
    expect(res.status).toBe(201);
    await app.settle();
    const profile = await app.http.get<UserProfileDto>(
      `/api/user/${userId}`,
      tokens.authorizationToken,
    );
    const image = await fetch(`${app.baseUrl}${profile.body.value!.imageUrl}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 256, 256]);
  });

  it('admin resets the password: a temporary one, shown once, to be changed at next login', async () => {
    const reset = await app.http.post<TemporaryPasswordDto>(
      '/api/admin/user-password',
      { userId },
      admin.token,
    );
    expect(reset.status).toBe(200);
    const temporary = reset.body.value!.temporaryPassword;
    expect(temporary).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{16}$/);
    // sessions of the old password are over
    const stale = await app.http.post(
      `/api/user/refresh-token?refreshRequest=${tokens.refreshToken}`,
    );
    expect(stale.status).toBe(401);
    const old = await app.http.post('/api/user/login', {
      username: person.email,
      password: person.password,
    });
    expect(old.status).toBe(401);

    const withTemporary = await login(app.http, person.email, temporary);
    expect(withTemporary.mustChangePassword).toBe(true);
    const changed = await app.http.post(
      '/api/user/change-password',
      { currentPassword: temporary, newPassword: 'NoweHaslo9!' },
      withTemporary.authorizationToken,
    );
    expect(changed.status).toBe(200);
    tokens = await login(app.http, person.email, 'NoweHaslo9!');
    expect(tokens.mustChangePassword).toBeUndefined();
  });

  it('admin resets the personal data to "Renamed User"', async () => {
    const res = await app.http.post('/api/admin/user-reset', { userId }, admin.token);
    expect(res.status).toBe(200);
    await app.settle();
    const profile = await app.http.get<UserProfileDto>(`/api/user/${userId}`, admin.token);
    expect(profile.body.value).toMatchObject({
      firstName: 'Renamed',
      lastName: 'User',
      birthDate: null,
      height: null,
      shirtNumber: null,
    });
  });

  it('admin deletes the account: the person is found nowhere, even after a replay', async () => {
    const res = await app.http.delete(`/api/user/${userId}`, admin.token);
    expect(res.status).toBe(200);
    await app.settle();

    const traces = [
      'Bożydar',
      'Ziemowit',
      'Przybysławski',
      person.email,
      person.email.toLowerCase(),
      '1991-03-14',
    ];
    await expectNoTrace(traces);
    const [row] = await app.infra.db.query(
      `SELECT email, first_name, last_name, birth_date, height, shirt_number, has_avatar, erased
         FROM rm_users WHERE id = $1`,
      [userId],
    );
    expect(row).toEqual({
      email: null,
      first_name: 'Usunięty',
      last_name: 'zawodnik',
      birth_date: null,
      height: null,
      shirt_number: null,
      has_avatar: false,
      erased: true,
    });
    for (const table of [
      'personal_data_keys',
      'credentials',
      'user_avatars',
      'user_tokens',
      'refresh_tokens',
    ]) {
      const rows = await app.infra.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [userId]);
      expect([table, rows.length]).toEqual([table, 0]);
    }
    const claims = await app.infra.db.query(
      `SELECT 1 FROM unique_keys WHERE owner_stream_id = $1`,
      [`user-${userId}`],
    );
    expect(claims).toHaveLength(0);

    // their session and login are gone, the profile is 404, the e-mail is free again
    expect((await app.http.get(`/api/user/${userId}`, admin.token)).status).toBe(404);
    const relogin = await app.http.post('/api/user/login', {
      username: person.email,
      password: 'NoweHaslo9!',
    });
    expect(relogin.status).toBe(401);
    expect((await app.http.get(`/api/user/avatar/${userId}`)).status).toBe(404);

    // a replay of the whole log cannot bring anything back: the key is shredded
    await rebuildProjection(app.infra.db, usersProjection, app.infra.upcasters);
    await expectNoTrace(traces);
    const [rebuilt] = await app.infra.db.query(
      `SELECT first_name, last_name, email, erased FROM rm_users WHERE id = $1`,
      [userId],
    );
    expect(rebuilt).toEqual({
      first_name: 'Usunięty',
      last_name: 'zawodnik',
      email: null,
      erased: true,
    });
    // ...while everyone else is rebuilt whole
    const [adminRow] = await app.infra.db.query(`SELECT email, role FROM rm_users WHERE id = $1`, [
      admin.id,
    ]);
    expect(adminRow).toEqual({ email: admin.email, role: 'Admin' });

    const again = await app.http.post<RegisterUserResultDto>('/api/user', person);
    expect(again.status).toBe(201);
    expect(again.body.value!.id).not.toBe(userId);
  });

  it('another person registering with a taken address gets the answer of a new one, never a second account', async () => {
    const taken = await registerVerifiedUser(app.http, app.infra);
    const dup = await app.http.post<RegisterUserResultDto>(
      '/api/user',
      registrationPayload({ email: ` ${taken.email.toUpperCase()} ` }),
    );
    // issue 20: no 409 user.email_taken any more, registration tells nothing
    expect(dup.status).toBe(201);
    expect(dup.body.value!.id).not.toBe(taken.id);
    const racingEmail = `wyscig.${unique}@example.com`;
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.http.post('/api/user', registrationPayload({ email: racingEmail })),
      ),
    );
    expect(racing.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const claims: unknown[] = await app.infra.db.query(
      `SELECT 1 FROM unique_keys WHERE scope = 'user-email' AND value = $1`,
      [emailKey(racingEmail)],
    );
    expect(claims).toHaveLength(1);
  });

  /** Every table of the database (event log included, as stored) is searched as text. */
  async function expectNoTrace(needles: string[]): Promise<void> {
    const tables: Array<{ table_name: string }> = await app.infra.db.query(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      for (const needle of needles) {
        const [{ n }] = await app.infra.db.query(
          `SELECT count(*)::int AS n FROM "${table_name}" t WHERE t::text ILIKE $1`,
          [`%${needle}%`],
        );
        expect([table_name, needle, n]).toEqual([table_name, needle, 0]);
      }
    }
    const events = await app.infra.db.query(
      `SELECT data::text AS d, metadata::text AS m FROM events`,
    );
    const raw = JSON.stringify(events);
    for (const needle of needles) expect(raw.includes(needle)).toBe(false);
  }
});
