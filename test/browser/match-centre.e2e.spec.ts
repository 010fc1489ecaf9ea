import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { MatchDto } from '@liga/contracts';
import type { Browser } from 'playwright-core';
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
 * The match centre in the browser, on the built app: a player answers 'Będę' on the home page's
 * next-match card and the captain's open match page counts it without a reload; /matches opens
 * on the current week with the fixture; a captain's report row opens the filed report read-only.
 */
describe('the match centre in the browser', () => {
  let infra: TestInfrastructure;
  let app: RunningApp;
  let http: Http;
  let browser: Browser;
  let admin: TestUser;
  let A: TestTeam, B: TestTeam, C: TestTeam;
  let playerA: TestUser;
  let upcoming: string;
  let played: string;

  const settle = () => settleProjections(infra.db);

  const ok = okValue;

  async function accepted(from: TestTeam, to: TestTeam, date: string, pitchId: string) {
    const match = await ok<MatchDto>(
      http.post(
        '/api/match',
        { date, length: 60, receiverId: to.id, matchType: 1, pitchId },
        from.captain.token,
      ),
    );
    await settle();
    await ok(http.post('/api/match/accept', { matchId: match.id }, to.captain.token));
    await settle();
    return match.id;
  }

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'match_centre_e2e', role: 'cli' });
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
    [A, B, C] = [await team(), await team(), await team()];
    playerA = await addPlayer(http, infra, A, settle);
    const pitchId = await createPitch(http, admin, {
      name: 'Orlik Centrum',
      latitude: 50.06,
      longitude: 19.94,
    });
    // Played a few seconds from now, A's report filed; and A's next match, 90 minutes ahead.
    const kickOff = kickOffSoon();
    played = await accepted(A, C, kickOff.date, pitchId);
    upcoming = await accepted(A, B, new Date(Date.now() + 90 * 60_000).toISOString(), pitchId);
    await kickOff.played();
    await ok(
      http.post(
        '/api/match-report/entity-insert',
        reportPayload(
          A.id,
          C.id,
          { present: [A.captain.id, playerA.id], goals: [playerA.id, playerA.id] },
          { present: [C.captain.id] },
          { matchId: played },
        ),
        A.captain.token,
      ),
    );
    await settle();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await infra?.dispose();
  });

  it("a player answers 'Będę' on the next-match card; the captain's open match page counts it live", async () => {
    const captain = await (await signedInContext(browser, http, A.captain)).newPage();
    await captain.goto(`${app.url}/match/${upcoming}`);
    const yesOfA = captain.getByTestId(`availability-${A.id}`).getByTestId('availability-yes');
    await yesOfA.waitFor();
    expect((await yesOfA.textContent())?.trim()).toBe('0');

    const player = await (await signedInContext(browser, http, playerA)).newPage();
    await player.goto(`${app.url}/news`);
    const card = player.getByTestId('next-match');
    await card.getByText(`z drużyną ${B.name}`).waitFor();
    await card.getByText('Orlik Centrum', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Będę', exact: true }).click();
    await player.getByRole('status').filter({ hasText: 'Zapisano odpowiedź.' }).first().waitFor();

    // No reload on the captain's page: the push refetches it.
    await captain.waitForFunction(
      (id) =>
        document
          .querySelector(`[data-testid="availability-${id}"] [data-testid="availability-yes"]`)
          ?.textContent?.trim() === '1',
      A.id,
      { timeout: 10_000 },
    );
    await captain.getByText('Będę', { exact: true }).first().waitFor();
  });

  it('/matches opens on the current week with the fixtures', async () => {
    const page = await (await signedInContext(browser, http, playerA)).newPage();
    await page.goto(`${app.url}/matches`);
    const upcomingCard = page.locator(`a[href="/match/${upcoming}"]`);
    await upcomingCard.waitFor();
    expect(await upcomingCard.getAttribute('data-played')).toBe('false');
    expect(await upcomingCard.textContent()).toContain('Nadchodzące');
    const playedCard = page.locator(`a[href="/match/${played}"]`);
    expect(await playedCard.textContent()).toContain('niezweryfikowany');
    // The card opens the match page with its story.
    await upcomingCard.click();
    await page
      .getByTestId('match-timeline')
      .getByText('Wyzwanie przyjęte', { exact: false })
      .waitFor();
  });

  it("a captain's report row opens the filed report read-only", async () => {
    const page = await (await signedInContext(browser, http, A.captain)).newPage();
    await page.goto(`${app.url}/user/reports`);
    const row = page.locator(`li[data-match-id="${played}"]`);
    await row.getByText('Złożony przez nas — czeka na przeciwnika', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Zobacz raport' }).click();
    const view = page.getByRole('dialog', { name: 'Złożony raport' });
    await view.getByTestId('filed-report').waitFor();
    expect(await view.textContent()).toContain('niezweryfikowany');
    await view.getByText('Zawodnik Kowalski', { exact: false }).first().waitFor();
    // Read-only: nothing to edit or submit.
    expect(await view.getByRole('button', { name: 'Zatwierdź Raport' }).count()).toBe(0);
    expect(await view.locator('input').count()).toBe(0);
  });
});
