import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { CupDto, MatchReportCreatedDto } from '@liga/contracts';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from '../support/api';
import { launchBrowser, signedInContext } from '../support/browser';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { createPitch, createTeamWithCaptain, type TestTeam } from '../support/matches';
import { kickOffSoon, reportPayload } from '../support/reports';
import { startApp, type RunningApp } from '../support/start-app';
import { currentLeagues } from '../support/teams';
import { createAdmin, type TestUser } from '../support/users';
import { okValue, settleProjections } from '../support/built-app-waits';

jest.setTimeout(240_000);

type Http = ReturnType<typeof apiClient>;
const DAY = 24 * 3_600_000;

/**
 * The cup in two browsers: a watcher (another team's captain) has /cup open; a semifinal is
 * played as a cup match, its level report carries the penalty shoot-out, the opponent accepts,
 * and the admin verifies it in the admin panel. The watcher's bracket, never reloaded, shows
 * the winner in the final, with the shoot-out score.
 */
describe('the cup in the browser', () => {
  let infra: TestInfrastructure;
  let app: RunningApp;
  let http: Http;
  let browser: Browser;
  let admin: TestUser;
  let teams: TestTeam[];
  let cupId: string;

  const settle = () => settleProjections(infra.db);

  const ok = okValue;

  const cup = () => ok<CupDto>(http.get(`/api/cup/${cupId}`, admin.token));
  const tieCard = (page: Page, tieId: string) => page.locator(`article[data-tie="${tieId}"]`);

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'cup_e2e', role: 'cli' });
    app = await startApp({ database: infra.database });
    http = apiClient(app.url);
    browser = await launchBrowser();
    admin = await createAdmin(http, infra);
    const [league] = await currentLeagues(http);
    teams = [];
    for (let i = 0; i < 4; i++) {
      teams.push(
        await createTeamWithCaptain(http, infra, {
          admin,
          leagueId: league.id,
          requestLeagueId: league.id,
          settle,
        }),
      );
    }
    const soon = (days: number) => new Date(Date.now() + days * DAY).toISOString();
    cupId = (
      await ok<{ id: string }>(
        http.post(
          '/api/admin/cup',
          {
            name: 'Puchar Przeglądarki',
            leagueIds: [league.id],
            entryDeadline: soon(1),
            roundDeadlines: [soon(2), soon(3)],
          },
          admin.token,
        ),
      )
    ).id;
    await ok(http.post(`/api/admin/cup/${cupId}/open`, {}, admin.token));
    for (const t of teams) await ok(http.post(`/api/cup/${cupId}/entry`, {}, t.captain.token));
    await ok(http.post(`/api/admin/cup/${cupId}/draw`, {}, admin.token));
    await settle();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await infra?.dispose();
  });

  it("shows a verified semifinal's winner in the final on an open bracket, without a reload", async () => {
    const drawn = await cup();
    const semi = drawn.rounds[0].ties[0];
    const final = drawn.rounds[1].ties[0];
    const [home, away] = [semi.teamA!.id, semi.teamB!.id].map((id) =>
      teams.find((t) => t.id === id)!,
    );
    const watcherTeam = teams.find((t) => t !== home && t !== away)!;

    // The watcher: /cup open the whole time, the draw's seed on the page.
    const watcher = await (await signedInContext(browser, http, watcherTeam.captain)).newPage();
    await watcher.goto(`${app.url}/cup`);
    await watcher.getByRole('heading', { name: 'Puchar Przeglądarki' }).waitFor();
    await watcher.getByText(drawn.drawSeed!).waitFor();
    await tieCard(watcher, final.id).waitFor();
    expect(await tieCard(watcher, final.id).textContent()).not.toContain(home.name);

    // The semifinal: a cup match against the current opponent, level, decided on penalties.
    const kickOff = kickOffSoon();
    const match = await ok<{ id: string }>(
      http.post(
        '/api/match',
        {
          date: kickOff.date,
          length: 60,
          receiverId: away.id,
          matchType: 2,
          pitchId: await pitch(),
        },
        home.captain.token,
      ),
    );
    await ok(http.post('/api/match/accept', { matchId: match.id }, away.captain.token));
    await kickOff.played();
    const level = reportPayload(
      home.id,
      away.id,
      { present: [home.captain.id], goals: [home.captain.id] },
      { present: [away.captain.id], goals: [away.captain.id] },
      { matchId: match.id },
    );
    const refused = await http.post('/api/match-report/entity-insert', level, home.captain.token);
    expect(refused.status).toBe(400);
    const report = await ok<MatchReportCreatedDto>(
      http.post(
        '/api/match-report/entity-insert',
        { ...level, penaltiesTeamA: 4, penaltiesTeamB: 2 },
        home.captain.token,
      ),
    );
    await ok(
      http.post('/api/match-report/accept', { matchReportId: report.id }, away.captain.token),
    );

    // The admin verifies it in the panel.
    const adminPage = await (
      await signedInContext(browser, http, admin, '/api/admin/login')
    ).newPage();
    await adminPage.goto(`${app.url}/admin/reports?status=all`);
    const adminRow = adminPage.locator('li[data-report-id]').filter({ hasText: home.name });
    await adminRow.getByText('Do weryfikacji').waitFor();
    await adminRow.getByRole('button', { name: 'Zatwierdź' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Potwierdzenie' });
    await dialog.getByRole('button', { name: 'Potwierdź' }).click();
    await adminRow.getByText('Zweryfikowany').waitFor();

    // The watcher's bracket, never reloaded: the winner stands in the final; the semi shows 1:1 (4:2).
    await tieCard(watcher, final.id).getByText(home.name).waitFor({ timeout: 15_000 });
    const semiText = (await tieCard(watcher, semi.id).textContent()) ?? '';
    expect(semiText).toContain('karne 4:2');
    expect(await watcher.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  let pitchId: string | null = null;
  async function pitch(): Promise<string> {
    pitchId ??= await createPitch(http, admin, {
      name: 'Orlik Pucharowy',
      latitude: 50.06,
      longitude: 19.94,
    });
    return pitchId;
  }
});
