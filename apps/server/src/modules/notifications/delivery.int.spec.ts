import { newNotificationsText } from '@liga/contracts';
import { startSmtpReceiver, type SmtpReceiver } from '../../../../../test/support/smtp';
import { ReminderPlanner } from './reminders/reminder-planner';
import { TimerReminders } from './reminders/reminder-scheduler';
import { notificationsWorld } from './notifications.fixture';

const w = notificationsWorld('delivery', { players: 2 });
const HOUR = 3600_000;

const outboxOf = async (userId: string) =>
  w.app.infra.db.query(
    `SELECT channel, kind, status, attempts, last_error FROM notification_outbox
      WHERE recipient_id = $1 ORDER BY id`,
    [userId],
  );

describe('e-mail settings and the daily digest', () => {
  it('a kind in the digest is not mailed at once, a kind turned off never; both stay in the portal', async () => {
    const set = await w.http.put(
      '/api/notification/preferences',
      {
        preferences: [
          { kind: 'challenge-received', email: 'digest' },
          { kind: 'challenge-cancelled', email: 'off' },
        ],
      },
      w.B.captain.token,
    );
    expect(set.status).toBe(200);
    const matchId = await w.challenge(w.A, w.B, '2025-09-20T15:00:00.000Z');
    expect((await w.http.delete(`/api/match/${matchId}`, w.A.captain.token)).status).toBe(200);
    await w.deliver();
    expect(await w.kinds(w.B.captain)).toEqual(
      expect.arrayContaining(['challenge-received', 'challenge-cancelled']),
    );
    const rows = await outboxOf(w.B.captain.id);
    expect(rows.filter((r: { kind: string }) => r.kind === 'challenge-received')).toEqual([
      expect.objectContaining({ channel: 'digest', status: 'pending' }),
    ]);
    expect(rows.some((r: { kind: string }) => r.kind === 'challenge-cancelled')).toBe(false);
    expect(
      w.smtp.messages.some(
        (m) => m.to.includes(w.B.captain.email) && m.subject.includes('wyzwanie'),
      ),
    ).toBe(false);
  });

  it('sends one digest at 18:00 Warsaw with a Polish plural, and its one-click unsubscribe works', async () => {
    w.clock.set(new Date('2025-09-01T16:00:05.000Z'));
    await w.deliver();
    const digest = await w.smtp.waitFor(
      (m) => m.to.includes(w.B.captain.email) && m.subject.includes('podsumowanie dnia'),
    );
    const [{ n }] = await w.app.infra.db.query(
      `SELECT count(*)::int AS n FROM notification_outbox
        WHERE recipient_id = $1 AND channel = 'digest' AND status = 'sent'`,
      [w.B.captain.id],
    );
    expect(n).toBeGreaterThanOrEqual(2);
    expect(digest.subject).toBe(`Liga — podsumowanie dnia: ${newNotificationsText(n)}`);
    expect(digest.text).toContain(`Drużyna ${w.A.name} rzuca Wam wyzwanie`);
    expect(digest.messageId).toMatch(/^<digest\./);
    const oneClick = /^<(.+)>$/.exec(digest.headers['list-unsubscribe'])![1];
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    const prefs = (
      await w.http.get<Array<{ kind: string; email: string }>>(
        '/api/notification/preferences',
        w.B.captain.token,
      )
    ).body.value!;
    expect(prefs.find((p) => p.kind === 'challenge-received')!.email).toBe('off');
    expect(prefs.find((p) => p.kind === 'report-verified')!.email).toBe('off');
    expect(prefs.find((p) => p.kind === 'report-to-accept')!.email).toBe('on');
    const tampered = await fetch(oneClick.replace(/.{4}$/, 'AAAA'), { method: 'POST' });
    expect(tampered.status).toBe(400);
  });
});

describe('a mail server that is down delays mail, nothing else', () => {
  let restarted: SmtpReceiver | null = null;
  afterAll(async () => restarted?.close());

  it('the command answers at once; the mail waits in the outbox and leaves when the server is back', async () => {
    const port = Number(new URL(w.smtp.url).port);
    await w.smtp.close();
    const started = Date.now();
    const matchId = await w.challenge(w.B, w.A, '2025-09-25T15:00:00.000Z');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(matchId).toBeTruthy();
    await w.deliver();
    const [row] = (await outboxOf(w.A.captain.id)).filter(
      (r: { kind: string }) => r.kind === 'challenge-received',
    );
    expect(row).toMatchObject({ channel: 'email', status: 'pending', attempts: 1 });
    expect(row.last_error).toBeTruthy();
    restarted = await startSmtpReceiver({ port });
    w.clock.advance(31_000);
    await w.deliver();
    const mail = await restarted.waitFor((m) => m.to.includes(w.A.captain.email));
    expect(mail.subject).toBe(`Liga — Nowe wyzwanie od drużyny ${w.B.name}`);
    expect((await w.http.delete(`/api/match/${matchId}`, w.B.captain.token)).status).toBe(200);
  });
});

describe('match reminders 24 h before kick-off', () => {
  let matchId: string;
  let kickOff: Date;

  it('plans the reminder when a challenge is accepted, sends it once to both teams', async () => {
    kickOff = new Date(w.clock.now().getTime() + 30 * HOUR);
    matchId = await w.challenge(w.A, w.B, kickOff.toISOString());
    expect((await w.http.post('/api/match/accept', { matchId }, w.B.captain.token)).status).toBe(
      200,
    );
    await w.deliver();
    const scheduler = w.delivery().scheduler as TimerReminders;
    expect(scheduler.pending()).toContainEqual({
      matchId,
      kickOff: kickOff.toISOString(),
      runAt: new Date(kickOff.getTime() - 24 * HOUR),
    });
    w.clock.set(new Date(kickOff.getTime() - 24 * HOUR + 1000));
    await scheduler.runDue();
    await scheduler.runDue();
    await w.deliver();
    for (const user of [w.A.captain, ...w.players(w.A), w.B.captain, ...w.players(w.B)]) {
      const kinds = await w.kinds(user);
      expect(kinds.filter((k) => k === 'match-reminder')).toHaveLength(1);
    }
    const [{ n }] = await w.app.infra.db.query(
      `SELECT count(*)::int AS n FROM events WHERE stream_id = $1`,
      [`match-reminder-${matchId}`],
    );
    expect(n).toBe(1);
    const mail = await w.smtp
      .waitFor(
        (m) =>
          m.to.includes(w.players(w.B)[0].email) && m.subject.startsWith('Liga — Jutro gracie'),
      )
      .catch(() => null);
    // the old receiver was closed above; the restarted one got it, or the world's still has it
    expect(mail === null || mail.subject.includes(w.A.name)).toBe(true);
  });

  it('a restarted process plans the same reminders again from the read model', async () => {
    const second = matchId;
    const fresh = new TimerReminders(w.clock, async () => undefined, w.app.infra.logger);
    await new ReminderPlanner(w.app.infra.db, w.clock, fresh).start();
    expect(fresh.pending().map((p) => p.matchId)).toContain(second);
    await fresh.close();
    // an admin's cancellation drops it
    const cancelled = await w.http.post(
      `/api/admin/match/${second}/cancel`,
      { reason: 'Boisko w remoncie' },
      w.admin.token,
    );
    expect(cancelled.status).toBe(200);
    await w.deliver();
    await w.delivery().planner.sync();
    const scheduler = w.delivery().scheduler as TimerReminders;
    expect(scheduler.pending().map((p) => p.matchId)).not.toContain(second);
    expect(await w.kinds(w.players(w.A)[0])).toContain('match-cancelled');
  });
});
