import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { MatchDto, MatchReportSummaryDto } from '@liga/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiClient } from '../support/api';
import { launchBrowser, signedInContext } from '../support/browser';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { addPlayer, createPitch, createTeamWithCaptain, type TestTeam } from '../support/matches';
import { kickOffSoon } from '../support/reports';
import { startApp, type RunningApp } from '../support/start-app';
import { currentLeagues } from '../support/teams';
import { createAdmin, type TestUser } from '../support/users';
import { okValue, settleProjections } from '../support/built-app-waits';

jest.setTimeout(240_000);

type Http = ReturnType<typeof apiClient>;

/**
 * The match-report journey in four browsers: captain A files a report through 'Raport meczu',
 * captain B accepts it, an admin verifies it (the report appears on the admin's open page by
 * itself), and a fourth user with /table open sees the points change without reloading.
 */
describe('match reports in the browser', () => {
  let infra: TestInfrastructure;
  let app: RunningApp;
  let http: Http;
  let browser: Browser;
  let admin: TestUser;
  let teamA: TestTeam;
  let teamB: TestTeam;
  let playerA: TestUser;
  let match: MatchDto;

  const settle = () => settleProjections(infra.db);

  const ok = okValue;

  const toast = (page: Page, text: string) =>
    page.getByRole('status').filter({ hasText: text }).first();

  async function confirm(page: Page): Promise<void> {
    const dialog = page.getByRole('dialog', { name: 'Potwierdzenie' });
    await dialog.getByText('Czy na pewno chcesz kontynuować?').waitFor();
    await dialog.getByRole('button', { name: 'Potwierdź' }).click();
  }

  const tableRow = (page: Page, team: TestTeam): Locator =>
    page.locator(`tr[data-team-id="${team.id}"]`);
  const pointsOf = async (page: Page, team: TestTeam) =>
    (await tableRow(page, team).locator('td').nth(1).textContent())?.trim();

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'reports_e2e', role: 'cli' });
    app = await startApp({ database: infra.database });
    http = apiClient(app.url);
    browser = await launchBrowser();

    admin = await createAdmin(http, infra);
    const [league] = await currentLeagues(http);
    const team = () =>
      createTeamWithCaptain(http, infra, {
        admin,
        leagueId: league.id,
        requestLeagueId: league.id,
        settle,
      });
    teamA = await team();
    teamB = await team();
    playerA = await addPlayer(http, infra, teamA, settle);
    await addPlayer(http, infra, teamB, settle);
    const pitchId = await createPitch(http, admin, {
      name: 'Orlik testowy',
      latitude: 50.06,
      longitude: 19.94,
    });
    // Kicks off in a few seconds (a challenge is dated after its issue); a report may be
    // filed once the start time has passed.
    const kickOff = kickOffSoon();
    match = await ok<MatchDto>(
      http.post(
        '/api/match',
        { date: kickOff.date, length: 60, receiverId: teamB.id, matchType: 1, pitchId },
        teamA.captain.token,
      ),
    );
    await settle();
    await ok(http.post('/api/match/accept', { matchId: match.id }, teamB.captain.token));
    await settle();
    await kickOff.played();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await infra?.dispose();
  });

  it('files, accepts and verifies a report; the open table follows live', async () => {
    // The watcher: /table of the league, open the whole time.
    const watcher = await (await signedInContext(browser, http, playerA)).newPage();
    await watcher.goto(`${app.url}/table?league=0&sort=position`);
    await tableRow(watcher, teamA).waitFor();
    expect(await pointsOf(watcher, teamA)).toBe('0');

    // Captain A: RAPORTY -> 'Utwórz Raport' -> 'Raport meczu'.
    const captainA = await (await signedInContext(browser, http, teamA.captain)).newPage();
    await captainA.goto(`${app.url}/user/reports`);
    const row = captainA.locator(`li[data-match-id="${match.id}"]`);
    await row.getByText(teamB.name, { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Utwórz Raport' }).click();
    const popup = captainA.getByRole('dialog', { name: 'Raport meczu' });
    await popup.waitFor();
    expect(await popup.getByRole('radio', { name: 'Normalny' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    for (const header of [
      'Obecność',
      'Zawodnik',
      'Ocena Bramkarska',
      'Ocena MVP',
      'Zdobyte bramki',
    ]) {
      expect(await popup.getByRole('columnheader', { name: header }).isVisible()).toBe(true);
    }
    // Team A (home): both present, the player scores twice and gets 5 MVP points (1 -> 3 -> 5).
    await popup.getByRole('checkbox', { name: 'Obecność: Kapitan Kowalski' }).check();
    await popup.getByRole('checkbox', { name: 'Obecność: Zawodnik Kowalski' }).check();
    await popup.getByRole('spinbutton', { name: 'Zdobyte bramki: Zawodnik Kowalski' }).fill('2');
    const mvp = popup.getByRole('button', { name: /^Ocena MVP: Zawodnik Kowalski/ });
    for (let i = 0; i < 3; i++) await mvp.click();
    expect((await mvp.textContent())?.trim()).toBe('5');
    await popup.getByRole('spinbutton', { name: /Ocena bramkarska.*Kapitan Kowalski/ }).fill('8');
    // Team B: its player scores once; the score follows every change.
    await popup.getByRole('button', { name: new RegExp(teamB.name) }).click();
    await popup.getByRole('checkbox', { name: 'Obecność: Zawodnik Kowalski' }).check();
    await popup.getByRole('spinbutton', { name: 'Zdobyte bramki: Zawodnik Kowalski' }).fill('1');
    await popup.getByRole('checkbox', { name: 'Bramki samobójcze drużyny' }).check();
    expect(await popup.getByLabel(/^Wynik:/).getAttribute('aria-label')).toBe(
      `Wynik: ${teamA.name} 3 : 1 ${teamB.name}`,
    );
    await popup.getByRole('checkbox', { name: 'Bramki samobójcze drużyny' }).uncheck();
    expect(await popup.getByLabel(/^Wynik:/).getAttribute('aria-label')).toBe(
      `Wynik: ${teamA.name} 2 : 1 ${teamB.name}`,
    );
    await popup.getByRole('button', { name: 'Zatwierdź Raport' }).click();
    await toast(captainA, 'Pomyślnie utworzono raport').waitFor();
    await row.getByText('Złożony przez nas — czeka na przeciwnika', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: 'Utwórz Raport' }).count()).toBe(0);

    // The admin's Raporty tab is open before captain B decides: the report appears by itself.
    const adminPage = await (
      await signedInContext(browser, http, admin, '/api/admin/login')
    ).newPage();
    await adminPage.goto(`${app.url}/admin/reports?status=all`);
    await adminPage.getByRole('heading', { name: 'Raporty' }).waitFor();
    const adminRow = adminPage.locator('li[data-report-id]').filter({ hasText: teamA.name });
    await adminRow.getByText('Oczekuje na przeciwnika').waitFor();

    // Captain B accepts.
    const captainB = await (await signedInContext(browser, http, teamB.captain)).newPage();
    await captainB.goto(`${app.url}/user/reports`);
    const queued = captainB.locator('li[data-report-id]').filter({ hasText: teamA.name });
    await queued.waitFor();
    expect((await queued.textContent())?.replace(/\s+/g, ' ')).toContain('1 : 2');
    await queued.getByRole('button', { name: 'AKCEPTUJ' }).click();
    await confirm(captainB);
    await toast(captainB, 'Raport został zaakceptowany.').waitFor();
    await captainB.getByText('Nie ma raportów czekających na Twoją decyzję.').waitFor();

    // The admin's open page shows it waiting for verification, without a reload; verify it.
    await adminRow.getByText('Do weryfikacji').waitFor();
    expect(await pointsOf(watcher, teamA)).toBe('0');
    await adminRow.getByRole('button', { name: 'Zatwierdź' }).click();
    await confirm(adminPage);
    await toast(adminPage, 'Raport został zweryfikowany.').waitFor();
    await adminRow.getByText('Zweryfikowany').waitFor();

    // The watcher's table, never reloaded, now shows the win: 3 points, a 'Z' in the form.
    await watcher.waitForFunction(
      (id) =>
        document.querySelector(`tr[data-team-id="${id}"] td:nth-child(3)`)?.textContent?.trim() ===
        '3',
      teamA.id,
      { timeout: 15_000 },
    );
    expect(await pointsOf(watcher, teamA)).toBe('3');
    expect(await pointsOf(watcher, teamB)).toBe('0');
    // the form pill of a match is a link to its page
    expect(
      await tableRow(watcher, teamA)
        .getByRole('link', { name: 'Zwycięstwo — otwórz stronę meczu' })
        .count(),
    ).toBe(1);

    // The report's numbers reached the player's profile statistics.
    const created = await ok<MatchReportSummaryDto[]>(
      http.get(
        `/api/match-report/get-match-reports-by-team-id?TeamId=${teamA.id}`,
        teamA.captain.token,
      ),
    );
    expect(created.map((r) => [r.homeGoals, r.enemyGoals])).toEqual([[2, 1]]);
    const stats = await ok<{ goals: number; mvpPoints: number; wins: number }>(
      http.get(`/api/user/get-user-statistic-by-user-id?UserId=${playerA.id}`, playerA.token),
    );
    expect(stats).toMatchObject({ goals: 2, mvpPoints: 5, wins: 1 });
  });
});
