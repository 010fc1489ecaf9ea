import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { MatchDto, MatchReportCreatedDto } from '@liga/contracts';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from '../support/api';
import { launchBrowser, signedInContext } from '../support/browser';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { addPlayer, createPitch, createTeamWithCaptain, type TestTeam } from '../support/matches';
import { kickOffSoon, reportPayload } from '../support/reports';
import { startApp, type RunningApp } from '../support/start-app';
import { currentLeagues } from '../support/teams';
import { createAdmin, type TestUser } from '../support/users';
import { okValue, settleProjections } from '../support/built-app-waits';

jest.setTimeout(240_000);

type Http = ReturnType<typeof apiClient>;

/**
 * The league office in two browsers (issue 16): a player of team B has the table open while
 * the admin corrects a verified 1:0 for A into 0:1 on the match page, then deducts a point
 * from B in "Biuro ligi"; the open table follows both without a reload, the deduction with its
 * footnote, and B's captain, on the match page, sees the correction arrive in its "Historia
 * zmian". Then the Operacje tab rebuilds the table's projection with its progress bar.
 */
describe('the league office in the browser', () => {
  let infra: TestInfrastructure;
  let app: RunningApp;
  let http: Http;
  let browser: Browser;
  let admin: TestUser;
  let teamA: TestTeam;
  let teamB: TestTeam;
  let playerA: TestUser;
  let playerB: TestUser;
  let leagueId: string;
  let match: MatchDto;

  const settle = () => settleProjections(infra.db);
  const ok = okValue;

  const pointsCell = (team: TestTeam) => `tr[data-team-id="${team.id}"] td:nth-child(3)`;
  const waitForPoints = (page: Page, team: TestTeam, points: string) =>
    page.waitForFunction(
      ([selector, want]) => document.querySelector(selector)?.textContent?.trim() === want,
      [pointsCell(team), points] as const,
      { timeout: 20_000 },
    );

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'office_e2e', role: 'cli' });
    app = await startApp({ database: infra.database });
    http = apiClient(app.url);
    browser = await launchBrowser();
    admin = await createAdmin(http, infra);
    const [league] = await currentLeagues(http);
    leagueId = league.id;
    const team = () =>
      createTeamWithCaptain(http, infra, { admin, leagueId, requestLeagueId: leagueId, settle });
    teamA = await team();
    teamB = await team();
    playerA = await addPlayer(http, infra, teamA, settle);
    playerB = await addPlayer(http, infra, teamB, settle);
    const pitchId = await createPitch(http, admin, {
      name: 'Orlik biura ligi',
      latitude: 50.05,
      longitude: 19.93,
    });
    const kickOff = kickOffSoon();
    match = await ok<MatchDto>(
      http.post(
        '/api/match',
        { date: kickOff.date, length: 60, receiverId: teamB.id, matchType: 1, pitchId },
        teamA.captain.token,
      ),
    );
    await ok(http.post('/api/match/accept', { matchId: match.id }, teamB.captain.token));
    await kickOff.played();
    // 1:0 for A, accepted by B's captain and verified by the admin
    const report = await ok<MatchReportCreatedDto>(
      http.post(
        '/api/match-report/entity-insert',
        reportPayload(
          teamA.id,
          teamB.id,
          { present: [teamA.captain.id, playerA.id], goals: [playerA.id] },
          { present: [teamB.captain.id, playerB.id] },
          { matchId: match.id },
        ),
        teamA.captain.token,
      ),
    );
    await ok(
      http.post('/api/match-report/accept', { matchReportId: report.id }, teamB.captain.token),
    );
    await ok(
      http.post('/api/match-report/admin-accept', { matchReportId: report.id }, admin.token),
    );
    await settle();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await infra?.dispose();
  });

  it('a correction and a deduction reach an open table live, the deduction with its footnote', async () => {
    const watcher = await (await signedInContext(browser, http, playerB)).newPage();
    await watcher.goto(`${app.url}/table?league=0&sort=position`);
    await waitForPoints(watcher, teamA, '3');
    await waitForPoints(watcher, teamB, '0');
    // B's captain follows the match page's "Historia zmian"
    const captain = await (await signedInContext(browser, http, teamB.captain)).newPage();
    await captain.goto(`${app.url}/match/${match.id}`);
    const captainHistory = captain.getByRole('region', { name: 'Historia zmian' });
    await captainHistory.getByText('Raport zweryfikowany').waitFor({ timeout: 20_000 });

    // The admin corrects the result on the match page: the goal was B's.
    const office = await (await signedInContext(browser, http, admin)).newPage();
    await office.goto(`${app.url}/match/${match.id}`);
    await office.getByRole('button', { name: 'Popraw wynik' }).click();
    const dialog = office.getByRole('dialog', { name: 'Korekta zweryfikowanego wyniku' });
    await dialog.getByLabel('Powód korekty (wymagany)').fill('Bramkę zdobył gracz gości');
    await dialog.getByRole('spinbutton', { name: 'Zdobyte bramki: Zawodnik Kowalski' }).fill('0');
    await dialog.getByRole('button', { name: new RegExp(teamB.name) }).click();
    await dialog.getByRole('spinbutton', { name: 'Zdobyte bramki: Zawodnik Kowalski' }).fill('1');
    expect(await dialog.getByLabel(/^Wynik:/).getAttribute('aria-label')).toMatch(/0\s*:\s*1/);
    await dialog.getByRole('button', { name: 'Zapisz korektę' }).click();
    await office.getByText('Wynik poprawiony. Tabele i statystyki już go uwzględniają.').waitFor();

    await waitForPoints(watcher, teamB, '3');
    await waitForPoints(watcher, teamA, '0');
    // the open history of the match shows the correction without a reload, before → after
    await captainHistory.getByText('Korekta wyniku (biuro ligi)').waitFor({ timeout: 20_000 });
    await captainHistory.getByText('Bramkę zdobył gracz gości').waitFor();

    // A deduction for B: the table shows the marker and the reason under it.
    await ok(
      http.post(
        '/api/admin/league/points',
        { leagueId, teamId: teamB.id, points: -1, reason: 'Nieopłacone wpisowe' },
        admin.token,
      ),
    );
    await watcher
      .getByTestId('table-footnotes')
      .getByText(/Nieopłacone wpisowe/)
      .waitFor({ timeout: 20_000 });
    await waitForPoints(watcher, teamB, '2*');
  });

  it('the Operacje tab rebuilds the table projection with its progress bar', async () => {
    const page = await (await signedInContext(browser, http, admin)).newPage();
    await page.goto(`${app.url}/admin/operations`);
    const row = page.locator('li[data-projection="standings"]');
    await row.getByRole('button', { name: 'Przebuduj' }).click();
    const bar = row.getByRole('progressbar', { name: 'Postęp przebudowy: standings' });
    await bar.waitFor({ timeout: 20_000 });
    await page.waitForFunction(
      () =>
        document
          .querySelector('li[data-projection="standings"] [role="progressbar"]')
          ?.getAttribute('aria-valuenow') === '100',
      undefined,
      { timeout: 60_000 },
    );
    await row.getByText(/Przebudowano/).waitFor({ timeout: 20_000 });
    // the rebuilt table equals what it was
    await page.goto(`${app.url}/table?league=0&sort=position`);
    await waitForPoints(page, teamB, '2*');
    await waitForPoints(page, teamA, '0');
  });
});
