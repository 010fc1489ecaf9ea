import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { MatchDto } from '@liga/contracts';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from '../support/api';
import { launchBrowser, signedInContext } from '../support/browser';
import { okValue, settleProjections } from '../support/built-app-waits';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { createPitch, createTeamWithCaptain, type TestTeam } from '../support/matches';
import { startApp, type RunningApp } from '../support/start-app';
import { currentLeagues } from '../support/teams';
import { createAdmin, type TestUser } from '../support/users';

jest.setTimeout(300_000);

type Http = ReturnType<typeof apiClient>;

/** With SHOTS_DIR set, each step is also photographed at 1440 and 390 px (for review). */
async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const w of [1440, 390]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width, height });
}

/**
 * The league office in the browser, on the built app: a captain proposes a new date, time and
 * pitch on the match page and the other captain's open page offers 'Przyjmij' without a reload;
 * accepting moves the match on both pages. An admin withdraws a team in 'Biuro ligi' and the
 * table marks it "wycofana".
 */
describe('the league office in the browser', () => {
  let infra: TestInfrastructure;
  let app: RunningApp;
  let http: Http;
  let browser: Browser;
  let admin: TestUser;
  let A: TestTeam, B: TestTeam, C: TestTeam;
  let matchId: string;
  let secondPitch: string;

  const settle = () => settleProjections(infra.db);
  const ok = okValue;

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'office_e2e', role: 'cli' });
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
    const pitchId = await createPitch(http, admin, {
      name: 'Orlik Centrum',
      latitude: 50.06,
      longitude: 19.94,
    });
    secondPitch = await createPitch(http, admin, {
      name: 'Hala Zabłocie',
      latitude: 50.05,
      longitude: 19.96,
    });
    const date = new Date(Date.now() + 3 * 86_400_000);
    date.setUTCHours(16, 0, 0, 0);
    const match = await ok<MatchDto>(
      http.post(
        '/api/match',
        { date: date.toISOString(), length: 60, receiverId: B.id, matchType: 1, pitchId },
        A.captain.token,
      ),
    );
    await settle();
    await ok(http.post('/api/match/accept', { matchId: match.id }, B.captain.token));
    matchId = match.id;
    await settle();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await infra?.dispose();
  });

  it('a captain proposes a new date on the match page; the other captain accepts it live', async () => {
    const receiver = await (await signedInContext(browser, http, B.captain)).newPage();
    await receiver.goto(`${app.url}/match/${matchId}`);
    await receiver.getByRole('heading', { name: 'Zmiana terminu' }).waitFor();

    const proposer = await (await signedInContext(browser, http, A.captain)).newPage();
    await proposer.goto(`${app.url}/match/${matchId}`);
    await proposer.getByRole('button', { name: 'Zaproponuj nowy termin' }).click();
    const form = proposer.getByRole('form', { name: 'Nowy termin meczu' });
    await form.getByLabel('Boisko').selectOption({ label: 'Hala Zabłocie' });
    await form.getByLabel('Godzina').fill('19:30');
    await shoot(proposer, 'reschedule-form');
    await form.getByRole('button', { name: 'Wyślij propozycję' }).click();
    await proposer.getByText('Czeka na odpowiedź kapitana drużyny', { exact: false }).waitFor();
    await shoot(proposer, 'reschedule-pending-proposer');

    // no reload: the push brings the proposal and the buttons to the other captain
    const accept = receiver.getByRole('button', { name: 'Przyjmij', exact: true });
    await accept.waitFor();
    await expect(receiver.getByTestId('reschedule-slot').textContent()).resolves.toContain(
      'Hala Zabłocie',
    );
    await shoot(receiver, 'reschedule-pending-receiver');
    await accept.click();
    await receiver.getByRole('button', { name: 'Zaproponuj nowy termin' }).waitFor();
    // the proposer's page moves with it
    await proposer.getByText('19:30', { exact: false }).first().waitFor();
    await proposer.getByText('Hala Zabłocie', { exact: false }).first().waitFor();
    await shoot(proposer, 'reschedule-accepted');
    const pitch: Array<{ pitch_id: string }> = await infra.db.query(
      'SELECT pitch_id FROM pitch_bookings WHERE match_id = $1',
      [matchId],
    );
    expect(pitch).toEqual([{ pitch_id: secondPitch }]);
  });

  it("an admin withdraws a team in 'Biuro ligi'; the table marks it", async () => {
    const page = await (await signedInContext(browser, http, admin, '/api/admin/login')).newPage();
    await page.goto(`${app.url}/admin/office`);
    const card = page.locator('div').filter({
      has: page.getByRole('heading', { name: 'Wycofanie drużyny z ligi' }),
    });
    const form = card.last();
    await form.getByLabel('Drużyna').selectOption({ label: C.name });
    await form.getByLabel('Co z wynikami').selectOption('walkovers');
    await form.getByLabel('Powód (wymagany)').fill('Drużyna się rozpadła');
    await shoot(page, 'withdrawal-form');
    await form.getByRole('button', { name: 'Wycofaj drużynę' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Wycofaj drużynę' }).click();
    await page.getByText('Drużyna wycofana z ligi.', { exact: false }).first().waitFor();

    await page.goto(`${app.url}/table`);
    const row = page.locator(`tr[data-team-id="${C.id}"]`);
    await row.locator('[data-withdrawn="true"]').waitFor();
    await shoot(page, 'table-withdrawn');
  });
});
