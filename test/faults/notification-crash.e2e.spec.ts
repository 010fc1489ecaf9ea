import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { LeagueDto, SeasonDto, TeamCardDto } from '@liga/contracts';
import { apiClient } from '../support/api';
import { eventually } from '../support/eventually';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '../support/smtp';
import { type RunningApp, startApp } from '../support/start-app';
import { createAdmin, registerVerifiedUser } from '../support/users';

jest.setTimeout(240_000);

const CHALLENGE_SUBJECT = /^Liga — Nowe wyzwanie od drużyny /;

/**
 * kill -9 of the delivering process at the sending point: the mail server has the whole
 * message but has not answered 250, and the outbox row is still `sending`. The restarted
 * process sends it again when the lease runs out, with the same Message-ID (the window of
 * RFC 1047 that no SMTP client can close; docs/ARCHITECTURE.md, "Notifications"). Nothing is
 * lost, no other message is sent twice, and the restart's replay of the log adds nothing.
 */
describe('notification delivery killed (kill -9) at the sending point', () => {
  let infra: TestInfrastructure;
  let smtp: SmtpReceiver;
  let app: RunningApp | null = null;
  let killedOnce = false;

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'notif_kill', role: 'cli' });
    smtp = await startSmtpReceiver({
      beforeAccept: (mail: ReceivedMail) => {
        if (killedOnce || !CHALLENGE_SUBJECT.test(mail.subject) || !app) return;
        killedOnce = true;
        app.process.kill('SIGKILL');
      },
    });
    app = await startApp({ database: infra.database, env: { SMTP_URL: smtp.url } });
  });

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await smtp?.close();
    await infra?.dispose();
  });

  it('loses nothing and sends nothing twice but the one message in flight, under its Message-ID', async () => {
    const http = apiClient(app!.url);
    const [captainA, captainB, admin] = await Promise.all([
      registerVerifiedUser(http, infra),
      registerVerifiedUser(http, infra),
      createAdmin(http, infra),
    ]);
    const season = (await http.get<SeasonDto>('/api/season/current')).body.value!;
    const league = (
      await http.get<LeagueDto[]>(`/api/league/get-leagues-by-season-id?SeasonId=${season.id}`)
    ).body.value![0];
    const team = async (token: string, name: string, shortName: string) => {
      const created = await http.post<{ id: string }>(
        '/api/team',
        { name, shortName, leagueId: league.id },
        token,
      );
      const id = created.body.value!.id;
      await eventually(async () => {
        const res = await http.post(
          '/api/league-team',
          { leagueId: league.id, teamId: id },
          admin.token,
        );
        if (!res.body.isSuccess) throw new Error(JSON.stringify(res.body.errors));
      });
      return id;
    };
    await team(captainA.token, 'Orły Awaryjne', 'ORA');
    const teamB = await team(captainB.token, 'Byki Awaryjne', 'BYA');
    await eventually(async () => {
      const cards = await http.get<TeamCardDto[]>(
        `/api/league/get-league-team-by-id?LeagueId=${league.id}`,
        captainA.token,
      );
      if (!JSON.stringify(cards.body.value).includes(teamB)) throw new Error('not yet');
    });
    const pitch = await http.post<{ id: string }>(
      '/api/pitch',
      { name: 'Orlik Awaryjny', latitude: 50.07, longitude: 19.95 },
      admin.token,
    );
    const date = new Date(Date.now() + 48 * 3600_000);
    date.setUTCHours(17, 0, 0, 0);
    const challenged = await http.post(
      '/api/match',
      {
        receiverId: teamB,
        date: date.toISOString(),
        pitchId: pitch.body.value!.id,
        length: 60,
        matchType: 1,
      },
      captainA.token,
    );
    expect(challenged.status).toBe(201);

    // the mail reaches the server, the sender dies before the 250 (and before recording it)
    await eventually(async () => {
      if (app!.process.exitCode === null && app!.process.signalCode === null)
        throw new Error('still alive');
    }, 30_000);
    expect(app!.process.signalCode).toBe('SIGKILL');
    const rows = () =>
      infra.db.query(
        `SELECT id, kind, channel, status, attempts FROM notification_outbox
          WHERE channel = 'email' ORDER BY id`,
      );
    const inFlight = (await rows()).filter(
      (r: { kind: string }) => r.kind === 'challenge-received',
    );
    expect(inFlight).toEqual([expect.objectContaining({ status: 'sending', attempts: 1 })]);
    const first = smtp.messages.filter((m) => CHALLENGE_SUBJECT.test(m.subject));
    expect(first).toHaveLength(1);

    // the lease of the dead sender runs out; a new process starts on the same database
    await infra.db.query(
      `UPDATE notification_outbox SET claimed_until = now() - interval '1 second' WHERE status = 'sending'`,
    );
    const outboxBefore = (await rows()).length;
    app = await startApp({ database: infra.database, env: { SMTP_URL: smtp.url } });
    await eventually(async () => {
      const [row] = (await rows()).filter((r: { id: string }) => r.id === inFlight[0].id);
      if (row.status !== 'sent') throw new Error(`still ${row.status}`);
    }, 30_000);

    const copies = smtp.messages.filter((m) => CHALLENGE_SUBJECT.test(m.subject));
    expect(copies).toHaveLength(2);
    expect(copies[1].messageId).toBe(copies[0].messageId);
    expect(copies[1].to).toEqual(copies[0].to);
    const all = await rows();
    expect(all).toHaveLength(outboxBefore); // the restart's replay handed nothing new to the outbox
    expect(
      all.every((r: { status: string }) => r.status === 'sent' || r.status === 'skipped'),
    ).toBe(true);
    // every other mail went once: one Message-ID per outbox row, one copy each
    const ids = smtp.messages.map((m) => m.messageId).filter((id) => id.startsWith('<n'));
    const others = ids.filter((id) => id !== copies[0].messageId);
    expect(new Set(others).size).toBe(others.length);
  });
});
