import type { MarkReadResultDto } from '@liga/contracts';
import { rebuildProjection } from '../../platform/projections/rebuild';
import { notificationsWorld } from './notifications.fixture';
import { notificationsProjection } from './projections/notifications.projection';

const w = notificationsWorld('notifications');

const outboxCount = async () =>
  (await w.app.infra.db.query('SELECT count(*)::int AS n FROM notification_outbox'))[0].n as number;
const rows = () =>
  w.app.infra.db.query(
    'SELECT id, user_id, kind, params, read FROM rm_notifications ORDER BY event_position, user_id',
  );

describe('notifications: a challenge tells the receiving captain, in the portal and by mail', () => {
  let matchId: string;

  it('puts "challenge-received" in the receiving captain\'s list only, unread, with a link', async () => {
    matchId = await w.challenge(w.A, w.B, '2025-09-05T17:00:00.000Z');
    const page = await w.list(w.B.captain);
    const first = page.items[0];
    expect(first).toMatchObject({
      kind: 'challenge-received',
      read: false,
      link: '/user/challenges',
    });
    expect(first.text).toContain(w.A.name);
    expect(first.text).toContain('Orlik Błonia');
    expect(first.text).toContain('piątek 5 września o 19:00');
    expect(page.unreadCount).toBeGreaterThanOrEqual(1);
    expect(await w.kinds(w.A.captain)).not.toContain('challenge-received');
    expect(await w.kinds(w.players(w.B)[0])).not.toContain('challenge-received');
  });

  it('mails the captain: Polish subject, HTML and text, link to the page, one-click unsubscribe', async () => {
    await w.deliver();
    const mail = await w.smtp.waitFor(
      (m) => m.to.includes(w.B.captain.email) && m.subject.includes('Nowe wyzwanie'),
    );
    expect(mail.subject).toBe(`Liga — Nowe wyzwanie od drużyny ${w.A.name}`);
    expect(mail.text).toContain(`${w.app.baseUrl}/user/challenges`);
    expect(mail.html).toContain(`href="${w.app.baseUrl}/user/challenges"`);
    expect(mail.html).toContain('LIGA');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${w.app.baseUrl}/api/notification/unsubscribe\\?token=[\\w.-]+>$`),
    );
    expect(mail.messageId).toMatch(/^<n\d+\.[0-9a-f-]{36}\.email@127\.0\.0\.1>$/);
  });

  it("marks one read, refuses another person's (403) and unknown ids (404), then all", async () => {
    const page = await w.list(w.B.captain);
    const id = page.items[0].id;
    const other = await w.http.post(
      '/api/notification/mark-read',
      { ids: [id] },
      w.A.captain.token,
    );
    expect(other.status).toBe(403);
    expect(other.body.errors[0].message).toBe('To powiadomienie należy do innego użytkownika.');
    const unknown = await w.http.post(
      '/api/notification/mark-read',
      { ids: ['00000000-0000-4000-8000-000000000000'] },
      w.B.captain.token,
    );
    expect(unknown.status).toBe(404);
    const one = await w.http.post<MarkReadResultDto>(
      '/api/notification/mark-read',
      { ids: [id] },
      w.B.captain.token,
    );
    expect(one.status).toBe(200);
    expect(one.body.value!.unreadCount).toBe(page.unreadCount - 1);
    expect((await w.list(w.B.captain)).items[0].read).toBe(true);
    const all = await w.http.post<MarkReadResultDto>(
      '/api/notification/mark-read',
      { all: true },
      w.B.captain.token,
    );
    expect(all.body.value!.unreadCount).toBe(0);
  });

  it('answers bad input with Polish 400s and no caller with 401', async () => {
    const bad = await w.http.post('/api/notification/mark-read', { ids: [] }, w.B.captain.token);
    expect(bad.status).toBe(400);
    const both = await w.http.post(
      '/api/notification/mark-read',
      { all: false },
      w.B.captain.token,
    );
    expect(both.status).toBe(400);
    const size = await w.http.get(
      '/api/notification/get-notifications?pageSize=1000',
      w.B.captain.token,
    );
    expect(size.status).toBe(400);
    expect((await w.http.get('/api/notification/get-notifications')).status).toBe(401);
  });

  it('tells the challenger when the challenge is accepted (and not the one who accepted)', async () => {
    const accepted = await w.http.post('/api/match/accept', { matchId }, w.B.captain.token);
    expect(accepted.status).toBe(200);
    expect(await w.kinds(w.A.captain)).toContain('challenge-accepted');
    expect(await w.kinds(w.B.captain)).not.toContain('challenge-accepted');
  });

  it('pages newest first', async () => {
    const first = await w.list(w.B.captain, '?page=1&pageSize=1');
    const second = await w.list(w.B.captain, '?page=2&pageSize=1');
    expect(first.items).toHaveLength(1);
    expect(second.items).toHaveLength(1);
    expect(first.items[0].createdAt >= second.items[0].createdAt).toBe(true);
  });

  it('a rebuild of the projection writes the same rows and sends nothing', async () => {
    await w.deliver();
    const before = await rows();
    const outboxBefore = await outboxCount();
    const mailsBefore = w.smtp.messages.length;
    await rebuildProjection(w.app.infra.db, notificationsProjection, w.app.infra.upcasters);
    await w.deliver();
    await new Promise((r) => setTimeout(r, 200));
    expect(await rows()).toEqual(before);
    expect(await outboxCount()).toBe(outboxBefore);
    expect(w.smtp.messages.length).toBe(mailsBefore);
  });

  it('a replay from the very start (a new projection) sends nothing either', async () => {
    const before = await rows();
    const outboxBefore = await outboxCount();
    const mailsBefore = w.smtp.messages.length;
    const db = w.app.infra.db;
    await db.query(
      `UPDATE projection_checkpoints SET transaction_id = '0'::xid8, global_position = 0
        WHERE name = 'notifications'`,
    );
    await db.query(
      'TRUNCATE rm_notifications, rm_notif_members, rm_notif_matches, rm_notif_preferences, rm_notif_cup_ties',
    );
    await w.deliver();
    await new Promise((r) => setTimeout(r, 200));
    expect(await rows()).toEqual(before);
    expect(await outboxCount()).toBe(outboxBefore);
    expect(w.smtp.messages.length).toBe(mailsBefore);
  });
});
