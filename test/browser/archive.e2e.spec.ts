import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { NOW, S1, writeHistory } from '../../apps/server/src/modules/archive/archive.fixture';
import { FixedClock } from '../../apps/server/src/platform/clock/clock';
import { apiClient } from '../support/api';
import { launchBrowser, signedInContext } from '../support/browser';
import { eventually } from '../support/eventually';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { type RunningApp, startApp } from '../support/start-app';
import { registerVerifiedUser } from '../support/users';

jest.setTimeout(180_000);

/** Where the screenshots of the archive go (looked at by hand). */
const SHOTS = process.env.ARCHIVE_SHOTS ?? '/tmp';

/** The league table's rows: team name and points. */
async function tableRows(page: Page): Promise<string[]> {
  await page.locator('tr[data-team-id]').first().waitFor();
  return page
    .locator('tr[data-team-id]')
    .evaluateAll((rows) => rows.map((row) => (row.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/**
 * The archive in the browser, on the two-season history of archive.fixture.ts (autumn 2025 and
 * spring 2026, both over by the real clock; the current season starts with the teams carried
 * over and no results): the season picker switches the table and the statistics and the URL,
 * the table on a day, and the position chart draws.
 */
describe('the archive in the browser', () => {
  let app: RunningApp;
  let infra: TestInfrastructure;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    const clock = new FixedClock(NOW);
    infra = await createTestInfrastructure({ label: 'archive_e2e', role: 'cli', clock });
    await writeHistory(infra.eventStore, clock);
    app = await startApp({ database: infra.database });
    const http = apiClient(app.url);
    const user = await registerVerifiedUser(http, infra, { firstName: 'Anna', lastName: 'Kibic' });
    browser = await launchBrowser();
    context = await signedInContext(browser, http, user);
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await app?.close();
    await infra?.dispose();
  });

  it('the season picker switches the table, the statistics and the URL; the chart renders', async () => {
    const page = await context.newPage();
    await page.goto(`${app.url}/table`);
    const picker = page.getByLabel('Sezon', { exact: true });
    await picker.waitFor();
    // the current season: the teams carried over, no result yet
    expect((await tableRows(page)).every((row) => /\b0\b/.test(row))).toBe(true);

    await picker.selectOption({ label: S1.name });
    await page.waitForURL(/season=2025-autumn/);
    await page.getByText('Archiwum: to zakończony sezon').waitFor();
    await page.locator('tr[data-team-id]', { hasText: 'Alfa' }).waitFor();
    const final = await tableRows(page);
    expect(final[0]).toMatch(/^1\s*Alfa.*9/);
    expect(final.map((row) => row.match(/Alfa|Bravo|Charlie/)?.[0])).toEqual([
      'Alfa',
      'Bravo',
      'Charlie',
    ]);

    // the table on a day: 3 September 2025, only m1 verified (C above B on goal difference)
    await page.getByLabel('Tabela na dzień').fill('2025-09-03');
    await page.waitForURL(/asOf=2025-09-03/);
    await page.getByRole('button', { name: 'Tabela na żywo' }).waitFor();
    await eventually(async () =>
      expect((await tableRows(page)).map((row) => row.match(/Alfa|Bravo|Charlie/)?.[0])).toEqual([
        'Alfa',
        'Charlie',
        'Bravo',
      ]),
    );

    // the position chart beside the table draws its lines on a canvas
    // the panel loads its data once it is on screen (below the table and its rules)
    await page.getByRole('heading', { name: 'Pozycja po kolejkach' }).scrollIntoViewIfNeeded();
    const chart = page.getByRole('img', { name: /Wykres pozycji drużyn/ });
    await chart.scrollIntoViewIfNeeded();
    await chart.locator('canvas').waitFor();
    await page.screenshot({ path: `${SHOTS}/archive-table-1440.png`, fullPage: true });

    // the statistics follow the season chosen in the link
    await page.goto(`${app.url}/statistics?season=2025-autumn&category=scorers`);
    await eventually(async () => expect(await picker.inputValue()).toBe('2025-autumn'));
    await page.getByText('Bravo').first().waitFor();
    await picker.selectOption({ index: 0 });
    await page.waitForURL((url) => !url.search.includes('season='));
    await page.getByText('Archiwum: to zakończony sezon').waitFor({ state: 'detached' });
    await page.close();
  });

  it('Rekordy: the lists and the hall of fame from the history', async () => {
    const page = await context.newPage();
    await page.goto(`${app.url}/news`);
    await page.getByRole('banner').getByRole('link', { name: 'REKORDY' }).click();
    await page.waitForURL(/\/records/);
    await page.getByRole('heading', { name: 'Najwyższe zwycięstwa' }).waitFor();
    expect(await page.getByText('6:0').first().isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'Galeria mistrzów' }).scrollIntoViewIfNeeded();
    await page.getByText(S1.name).first().waitFor();
    await page.screenshot({ path: `${SHOTS}/archive-records-1440.png`, fullPage: true });
    await page.close();
  });
});
