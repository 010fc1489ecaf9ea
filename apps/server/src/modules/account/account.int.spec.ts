import { NOTIFICATION_KINDS, type TeamDto } from '@liga/contracts';
import { login, registerVerifiedUser } from '../../../../../test/support/users';
import { notificationsWorld } from '../notifications/notifications.fixture';

const w = notificationsWorld('account');

const resetLink = async (email: string) => {
  const mail = await w.smtp.waitFor(
    (m) => m.to.includes(email) && m.subject.includes('nowe hasło'),
  );
  const match = /https?:\/\/\S+\/reset-password\?token=([\w%-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return { mail, token: decodeURIComponent(match[1]) };
};

describe('forgotten password, end to end', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const user = await registerVerifiedUser(w.http, w.app.infra);
    const known = await w.http.post('/api/user/forgot-password', { email: user.email });
    const unknown = await w.http.post('/api/user/forgot-password', {
      email: 'nikt.taki@example.com',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const { mail } = await resetLink(user.email);
    expect(mail.subject).toBe('Liga — ustaw nowe hasło');
    expect(mail.html).toContain('Ustaw nowe hasło');
    await new Promise((r) => setTimeout(r, 300));
    expect(w.smtp.messages.some((m) => m.to.includes('nikt.taki@example.com'))).toBe(false);
    expect((await w.http.post('/api/user/forgot-password', { email: 'zly' })).status).toBe(400);
  });

  it('sets a new password once, revokes the refresh tokens, refuses a used or tampered link', async () => {
    const user = await registerVerifiedUser(w.http, w.app.infra);
    await w.http.post('/api/user/forgot-password', { email: user.email });
    const { token } = await resetLink(user.email);
    const weak = await w.http.post('/api/user/reset-password', { token, password: 'krotkie' });
    expect(weak.status).toBe(400);
    const done = await w.http.post('/api/user/reset-password', { token, password: 'NoweHaslo1!' });
    expect(done.status).toBe(200);
    await login(w.http, user.email, 'NoweHaslo1!');
    const refresh = await w.http.post(
      `/api/user/refresh-token?refreshRequest=${encodeURIComponent(user.refreshToken)}`,
    );
    expect(refresh.status).toBe(401);
    const again = await w.http.post('/api/user/reset-password', { token, password: 'InneHaslo2!' });
    expect(again.status).toBe(400);
    expect(again.body.errors[0].message).toContain('Poproś o nowy');
    const tampered = await w.http.post('/api/user/reset-password', {
      token: `${token.slice(0, -2)}xx`,
      password: 'InneHaslo2!',
    });
    expect(tampered.status).toBe(400);
  });

  it('refuses a link older than 60 minutes', async () => {
    const user = await registerVerifiedUser(w.http, w.app.infra);
    await w.http.post('/api/user/forgot-password', { email: user.email });
    const { token } = await resetLink(user.email);
    w.clock.advance(61 * 60_000);
    const late = await w.http.post('/api/user/reset-password', { token, password: 'NoweHaslo1!' });
    expect(late.status).toBe(400);
  });
});

describe('"Moje dane" and "Usuń konto", end to end', () => {
  it('exports everything about the caller as a JSON file', async () => {
    const player = w.players(w.A)[0];
    const res = await fetch(`${w.app.baseUrl}/api/user/my-data`, {
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="liga-moje-dane-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await res.json()) as Record<string, unknown>;
    expect(data.profile).toMatchObject({
      id: player.id,
      email: player.email,
      firstName: 'Zawodnik',
    });
    expect(data.teams).toEqual([expect.objectContaining({ teamId: w.A.id, role: 'player' })]);
    expect(Array.isArray(data.notifications)).toBe(true);
    expect((data.notifications as unknown[]).length).toBeGreaterThan(0);
    expect(data.notificationPreferences).toHaveLength(NOTIFICATION_KINDS.length);
    expect((await fetch(`${w.app.baseUrl}/api/user/my-data`)).status).toBe(401);
  });

  it('refuses a captain (hand over first) and a wrong password', async () => {
    const captain = await w.http.post(
      '/api/user/delete-account',
      { password: w.A.captain.password },
      w.A.captain.token,
    );
    expect(captain.status).toBe(409);
    expect(captain.body.errors[0].message).toBe(
      `Jesteś kapitanem drużyny ${w.A.name}. Przekaż opaskę kapitana innemu zawodnikowi albo poproś administratora o usunięcie drużyny, zanim usuniesz konto.`,
    );
    const wrong = await w.http.post(
      '/api/user/delete-account',
      { password: 'Zle-haslo1!' },
      w.players(w.A)[0].token,
    );
    expect(wrong.status).toBe(400);
    expect((await w.http.post('/api/user/delete-account', {}, w.A.captain.token)).status).toBe(400);
  });

  it('erases a player: out of the roster, no login, nothing personal left, "Usunięty zawodnik"', async () => {
    const player = w.players(w.A)[0];
    const deleted = await w.http.post(
      '/api/user/delete-account',
      { password: player.password },
      player.token,
    );
    expect(deleted.status).toBe(200);
    const failed = await w.http.post('/api/user/login', {
      username: player.email,
      password: player.password,
    });
    expect(failed.status).toBe(401);
    expect((await w.http.get('/api/notification/get-notifications', player.token)).status).toBe(
      401,
    );
    const team = await w.http.get<TeamDto>(
      `/api/team/get-team-by-id?TeamId=${w.A.id}`,
      w.A.captain.token,
    );
    expect(JSON.stringify(team.body.value)).not.toContain(player.id);
    const [row] = await w.app.infra.db.query(
      'SELECT email, first_name, last_name, birth_date, erased FROM rm_users WHERE id = $1',
      [player.id],
    );
    expect(row).toEqual({
      email: null,
      first_name: 'Usunięty',
      last_name: 'zawodnik',
      birth_date: null,
      erased: true,
    });
    const left = await w.app.infra.db.query(
      `SELECT (SELECT count(*)::int FROM rm_notifications WHERE user_id = $1) AS notifications,
              (SELECT count(*)::int FROM personal_data_keys WHERE user_id = $1) AS keys,
              (SELECT count(*)::int FROM calendar_feed_tokens WHERE user_id = $1) AS feeds`,
      [player.id],
    );
    expect(left[0]).toEqual({ notifications: 0, keys: 0, feeds: 0 });
  });
});
