import type { LoginResultDto } from '@liga/contracts';
import { login, registerVerifiedUser } from '../../../../../test/support/users';
import { notificationsWorld } from '../notifications/notifications.fixture';

const w = notificationsWorld('account-language');

const ENGLISH = 'en-GB,en;q=0.9';

/** A call with an Accept-Language header (none when `language` is undefined). */
const post = (path: string, body: unknown, language?: string, token?: string) =>
  w.http.call<unknown>('POST', path, {
    body,
    token,
    headers: language === undefined ? {} : { 'accept-language': language },
  });

/** Any call with an Accept-Language header. */
const send = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  language: string,
  token?: string,
  body?: unknown,
) => w.http.call<unknown>(method, path, { body, token, headers: { 'accept-language': language } });

const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

const firstMessage = (res: { body: { errors?: Array<{ message: string }> } }) =>
  res.body.errors?.[0]?.message;

describe('server messages in the caller’s language (issue 19)', () => {
  it('answers a refusal in Polish without Accept-Language or with pl, in English with en-GB', async () => {
    const wrong = { username: 'nikt.taki@example.com', password: 'Zle-haslo-1!' };
    const none = await post('/api/user/login', wrong);
    const polish = await post('/api/user/login', wrong, 'pl');
    const english = await post('/api/user/login', wrong, ENGLISH);
    expect([none.status, polish.status, english.status]).toEqual([401, 401, 401]);
    // the spec's Polish text stays exactly as it was
    expect(firstMessage(none)).toBe('Nieprawidłowy adres e-mail lub hasło.');
    expect(firstMessage(polish)).toBe('Nieprawidłowy adres e-mail lub hasło.');
    expect(firstMessage(english)).toBe('Incorrect e-mail address or password.');
    // the weights decide; a language Liga does not speak falls back to Polish
    const other = { ...wrong, username: 'ktos.inny@example.com' };
    expect(firstMessage(await post('/api/user/login', other, 'de,en;q=0.5,pl;q=0.4'))).toBe(
      'Incorrect e-mail address or password.',
    );
    expect(firstMessage(await post('/api/user/login', other, 'de-DE,fr;q=0.9'))).toBe(
      'Nieprawidłowy adres e-mail lub hasło.',
    );
  });

  it('translates a schema’s validation message and the generic refusals too', async () => {
    const bad = { email: 'zly' };
    const polish = await post('/api/user/forgot-password', bad);
    const english = await post('/api/user/forgot-password', bad, ENGLISH);
    expect([polish.status, english.status]).toEqual([400, 400]);
    expect(firstMessage(polish)).toBe('Podaj poprawny adres e-mail.');
    expect(firstMessage(english)).toBe('Enter a valid e-mail address.');
    const guest = await post('/api/user/change-language', { language: 'en' }, ENGLISH);
    expect(guest.status).toBe(401);
    expect(firstMessage(guest)).toBe('You need to log in.');
  });
});

describe('the language kept with the account (issue 19)', () => {
  it('is set by POST /api/user/change-language, answered at login and used for e-mails', async () => {
    const user = await registerVerifiedUser(w.http, w.app.infra);
    expect((await login(w.http, user.email, user.password)).language).toBeUndefined();

    const invalid = await post('/api/user/change-language', { language: 'de' }, 'pl', user.token);
    expect(invalid.status).toBe(400);
    expect(firstMessage(invalid)).toBe('Wybierz język: pl (polski) albo en (angielski).');

    const chosen = await post('/api/user/change-language', { language: 'en' }, ENGLISH, user.token);
    expect(chosen.status).toBe(200);
    await w.settle();

    // a login on a new device (no language of its own yet) learns the account's language
    const again: LoginResultDto = await login(w.http, user.email, user.password);
    expect(again.language).toBe('en');
    const rows: Array<{ language: string | null }> = await w.app.infra.db.query(
      'SELECT language FROM rm_users WHERE id = $1',
      [user.id],
    );
    expect(rows[0].language).toBe('en');

    // the mail follows the account, whatever language the request came in
    await post('/api/user/forgot-password', { email: user.email }, 'pl');
    const mail = await w.smtp.waitFor(
      (m) => m.to.includes(user.email) && m.subject.includes('new password'),
    );
    expect(mail.subject).toBe('Liga — set a new password');
    expect(mail.text).toContain('Hi!');
    expect(mail.html).toContain('<html lang="en">');

    // back to Polish: the next mail is Polish again
    expect(
      (await post('/api/user/change-language', { language: 'pl' }, 'pl', user.token)).status,
    ).toBe(200);
    await w.settle();
    expect((await login(w.http, user.email, user.password)).language).toBe('pl');
  });
});

describe('the main calls refused in English say nothing in Polish (issue 19)', () => {
  it('answers ids, missing things, someone else’s data, sessions and match actions in English', async () => {
    const user = await registerVerifiedUser(w.http, w.app.infra);
    const nobody = '00000000-0000-4000-8000-000000000000';
    const calls: Array<[string, 'GET' | 'POST' | 'DELETE', string, string | undefined, unknown?]> =
      [
        ['a malformed team id', 'GET', '/api/team/get-team-by-id?TeamId=zly', user.token],
        ['an unknown team', 'GET', `/api/team/get-team-by-id?TeamId=${nobody}`, user.token],
        [
          'someone else’s applications',
          'GET',
          `/api/team-invitation/get-team-invitation-for-user?UserId=${nobody}`,
          user.token,
        ],
        ['an unknown challenge', 'POST', '/api/match/accept', user.token, { matchId: nobody }],
        ['a malformed match id', 'DELETE', '/api/match/zly', user.token],
        ['a broken session', 'GET', `/api/team/get-team-by-id?TeamId=${nobody}`, 'zly.token.xyz'],
        ['a malformed refresh', 'POST', '/api/user/refresh-token?refreshRequest=', undefined],
      ];
    for (const [what, method, path, token, body] of calls) {
      const polish = await send(method, path, 'pl', token, body);
      const english = await send(method, path, ENGLISH, token, body);
      expect({ what, status: english.status }).toEqual({ what, status: polish.status });
      expect(english.status).toBeGreaterThanOrEqual(400);
      expect(english.status).toBeLessThan(500);
      const messages = (english.body.errors ?? []).map((error) => error.message);
      expect({ what, polish: messages.filter((m) => POLISH_LETTERS.test(m)) }).toEqual({
        what,
        polish: [],
      });
      expect({
        what,
        same: messages.join(' ') === (polish.body.errors ?? []).map((e) => e.message).join(' '),
      }).toEqual({ what, same: false });
    }
  });
});
