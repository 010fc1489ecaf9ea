import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { LeagueDto, NotificationsPageDto, SeasonDto, TeamCardDto } from '@liga/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from '../support/api';
import { launchBrowser, signedInContext } from '../support/browser';
import { eventually } from '../support/eventually';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { type SmtpReceiver, startSmtpReceiver } from '../support/smtp';
import { type RunningApp, startApp } from '../support/start-app';
import { createAdmin, registerVerifiedUser } from '../support/users';

jest.setTimeout(180_000);

/** Resolves once the page has asked the socket to join `room` (websocket or polling). */
function subscriptionSent(page: Page, room: string): Promise<void> {
  return new Promise((resolve) => {
    const check = (payload: string | Buffer | null | undefined) => {
      const text = typeof payload === 'string' ? payload : (payload?.toString() ?? '');
      if (text.includes('subscribe') && text.includes(room)) resolve();
    };
    page.on('websocket', (ws) => ws.on('framesent', (frame) => check(frame.payload)));
    page.on('request', (request) => check(request.postData()));
  });
}

describe('the notification bell in the browser', () => {
  let app: RunningApp;
  let infra: TestInfrastructure;
  let smtp: SmtpReceiver;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'bell_e2e', role: 'cli' });
    smtp = await startSmtpReceiver();
    app = await startApp({ database: infra.database, env: { SMTP_URL: smtp.url } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.close();
    await smtp?.close();
    await infra?.dispose();
  });

  it("captain A challenges B's team: B's bell rises without a reload and leads to the challenge; a mail arrives", async () => {
    const http = apiClient(app.url);
    const [captainA, captainB, admin] = await Promise.all([
      registerVerifiedUser(http, infra, { firstName: 'Adam', lastName: 'Atakujący' }),
      registerVerifiedUser(http, infra, { firstName: 'Bartek', lastName: 'Broniący' }),
      createAdmin(http, infra),
    ]);
    const season = (await http.get<SeasonDto>('/api/season/current')).body.value!;
    const league = (
      await http.get<LeagueDto[]>(`/api/league/get-leagues-by-season-id?SeasonId=${season.id}`)
    ).body.value![0];
    const team = async (captain: typeof captainA, name: string, shortName: string) => {
      const created = await http.post<{ id: string }>(
        '/api/team',
        { name, shortName, leagueId: league.id },
        captain.token,
      );
      expect(created.body.errors).toEqual([]);
      const id = created.body.value!.id;
      await eventually(async () => {
        const assigned = await http.post(
          '/api/league-team',
          { leagueId: league.id, teamId: id },
          admin.token,
        );
        if (!assigned.body.isSuccess) throw new Error(JSON.stringify(assigned.body.errors));
      });
      return id;
    };
    const teamA = await team(captainA, 'Orły Dzwoniące', 'ORD');
    const teamB = await team(captainB, 'Byki Słuchające', 'BYS');
    await eventually(async () => {
      const cards = await http.get<TeamCardDto[]>(
        `/api/league/get-league-team-by-id?LeagueId=${league.id}`,
        captainA.token,
      );
      if (!JSON.stringify(cards.body.value).includes(teamB)) throw new Error('not in league yet');
    });
    const pitch = await http.post<{ id: string }>(
      '/api/pitch',
      { name: 'Orlik Dzwonkowy', latitude: 50.07, longitude: 19.95 },
      admin.token,
    );

    // Captain B has the portal open.
    const contextB = await signedInContext(browser, http, captainB);
    contexts.push(contextB);
    const pageB = await contextB.newPage();
    const joined = subscriptionSent(pageB, `user:${captainB.id}`);
    const listed = pageB.waitForResponse(
      (r) => r.url().includes('/api/notification/get-notifications') && r.ok(),
    );
    await pageB.goto(`${app.url}/news`);
    const bell = pageB.getByTestId('notification-bell');
    await bell.waitFor();
    await joined;
    const countNow = async () => {
      const badge = pageB.getByTestId('notification-count');
      return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
    };
    // The count before the challenge is the bell's first answer, shown: B already has an unread
    // notification (the team entered the league). The bell shows no badge while its list loads,
    // so a count read then would be 0 and the bell would seem to rise before the challenge.
    const first = (await (await listed).json()) as { value: NotificationsPageDto };
    const before = first.value.unreadCount;
    await eventually(async () => {
      if ((await countNow()) !== before) throw new Error('the bell has not shown its list yet');
    });
    await pageB.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // Captain A challenges B's team (tomorrow, 18:00 UTC).
    const date = new Date(Date.now() + 24 * 3600_000);
    date.setUTCHours(18, 0, 0, 0);
    const challenge = await http.post<{ id: string }>(
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
    expect(challenge.body.errors).toEqual([]);

    await eventually(async () => {
      if ((await countNow()) !== before + 1) throw new Error('the bell has not risen yet');
    }, 10_000);
    expect(
      await pageB.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);

    await bell.click();
    const item = pageB.getByRole('link', { name: /Drużyna Orły Dzwoniące rzuca Wam wyzwanie/ });
    await item.waitFor();
    await item.click();
    await pageB.waitForURL(`${app.url}/user/challenges`);
    await pageB.getByRole('heading', { name: 'Wyzwania', level: 1 }).waitFor();
    await pageB.getByText('Orły Dzwoniące').first().waitFor();
    // opened: read, the count goes back down
    await eventually(async () => {
      if ((await countNow()) !== before) throw new Error('still unread');
    }, 10_000);

    const mail = await smtp.waitFor(
      (m) =>
        m.to.includes(captainB.email) &&
        m.subject === 'Liga — Nowe wyzwanie od drużyny Orły Dzwoniące',
    );
    expect(mail.text).toContain('/user/challenges');
    expect(teamA).toBeTruthy();
  });
});
