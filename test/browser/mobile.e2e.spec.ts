import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { MatchDto } from '@liga/contracts';
import type { Browser, Page } from 'playwright-core';
import { apiClient } from '../support/api';
import { launchBrowser } from '../support/browser';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { addPlayer, createPitch, createTeamWithCaptain, type TestTeam } from '../support/matches';
import {
  pageOverflow,
  phoneContext,
  settledOverflow,
  signedInPhone,
  wideElements,
} from '../support/phone';
import { kickOffSoon } from '../support/reports';
import { startApp, type RunningApp } from '../support/start-app';
import { currentLeagues } from '../support/teams';
import { createAdmin, type TestUser } from '../support/users';
import { okValue, settleProjections } from '../support/built-app-waits';

jest.setTimeout(300_000);

type Http = ReturnType<typeof apiClient>;

/**
 * The main pages a player opens (issue 19): none may scroll sideways at 390 px. /news used to
 * scroll ~55-70 px: a visually hidden span after a long team name, absolutely positioned, sat
 * past the ellipsis that cut the name (the ellipsis did not clip it, not being positioned).
 */
const MAIN_PAGES = [
  '/news',
  '/table',
  '/matches',
  '/statistics',
  '/teams',
  '/cup',
  '/records',
  '/calendar',
  '/user/transfers',
  '/user/manage',
  '/user/notifications',
  '/user/reports',
  '/user/create-challenge',
  '/user/challenges',
];

/**
 * Liga on a phone (issue 19): 390×844 with an Android user agent — the notice offers to
 * install and stays dismissed, no page scrolls sideways, the menu carries the main pages, and
 * a captain files a match report in the full-screen sheet.
 */
describe('Liga on a phone', () => {
  let infra: TestInfrastructure;
  let app: RunningApp;
  let http: Http;
  let browser: Browser;
  let admin: TestUser;
  let teamA: TestTeam;
  let teamB: TestTeam;
  let match: MatchDto;

  const settle = () => settleProjections(infra.db);

  const ok = okValue;

  const toast = (page: Page, text: string) =>
    page.getByRole('status').filter({ hasText: text }).first();

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'mobile_e2e', role: 'cli' });
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
    await addPlayer(http, infra, teamA, settle);
    const pitchId = await createPitch(http, admin, {
      name: 'Orlik mobilny',
      latitude: 50.06,
      longitude: 19.94,
    });
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

  let appClosed = false;

  afterAll(async () => {
    await browser?.close();
    if (!appClosed) await app?.close();
    await infra?.dispose();
  });

  it('offers to install instead of store links, and once dismissed the notice stays away', async () => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.url}/home`);
    const notice = page.getByRole('heading', { name: 'Ta strona nie ma wersji mobilnej' });
    await notice.waitFor();
    await page.getByText('Zainstaluj aplikację').first().waitFor();
    expect(await page.getByRole('link', { name: /App Store|Google Play/ }).count()).toBe(0);
    expect(await pageOverflow(page)).toBe(0);

    await page.getByRole('button', { name: 'kontynuuj mimo to' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await notice.count()).toBe(0);
    // the guest's pages fit the phone too
    for (const path of ['/home', '/login', '/register']) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const overflow = await settledOverflow(page);
      const wide = overflow > 0 ? await wideElements(page) : [];
      expect({ path, overflow, wide }).toEqual({ path, overflow: 0, wide: [] });
    }
    await context.close();
  });

  it('keeps every main page within the screen and opens the pages from the menu', async () => {
    const context = await signedInPhone(browser, http, teamA.captain);
    const page = await context.newPage();
    const pages = [...MAIN_PAGES, `/team/${teamA.id}`, `/user/${teamA.captain.id}`];
    for (const path of pages) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await settledOverflow(page);
      const wide = overflow > 0 ? await wideElements(page) : [];
      expect({ path, overflow, wide }).toEqual({ path, overflow: 0, wide: [] });
    }

    // The top bar keeps the menu button on screen; the menu lists the main pages.
    await page.goto(`${app.url}/news`);
    const menuButton = page.getByRole('button', { name: 'Otwórz menu użytkownika' });
    const box = await menuButton.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await menuButton.tap();
    const menu = page.getByRole('dialog', { name: 'Menu użytkownika' });
    await menu.getByRole('link', { name: 'TABELA' }).tap();
    await page.waitForURL(/\/table/);
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Tabela' }).waitFor();
    await context.close();
  });

  it('files a match report with the thumb', async () => {
    const context = await signedInPhone(browser, http, teamA.captain);
    const page = await context.newPage();
    await page.goto(`${app.url}/user/reports`);
    const row = page.locator(`li[data-match-id="${match.id}"]`);
    await row.getByText(teamB.name, { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Utwórz Raport' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Raport meczu' });
    await sheet.waitFor();
    // a full-screen sheet
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(390);
    await sheet.getByRole('checkbox', { name: 'Obecność: Kapitan Kowalski' }).check();
    await sheet.getByRole('checkbox', { name: 'Obecność: Zawodnik Kowalski' }).check();
    await sheet.getByRole('spinbutton', { name: 'Zdobyte bramki: Zawodnik Kowalski' }).fill('1');
    await sheet.getByRole('button', { name: 'Zatwierdź Raport' }).tap();
    await toast(page, 'Pomyślnie utworzono raport').waitFor();
    await row.getByText('Złożony przez nas — czeka na przeciwnika', { exact: true }).waitFor();
    expect(await pageOverflow(page)).toBe(0);
    await context.close();
  });

  // Last: it stops the server (a real loss of network for the page and its service worker).
  it('installs as an app and reads the table offline with the note', async () => {
    const context = await signedInPhone(browser, http, teamA.captain);
    const page = await context.newPage();
    await page.goto(`${app.url}/table?league=0`);
    await page.locator(`tr[data-team-id="${teamA.id}"]`).waitFor();

    // The web app manifest: installable, standalone, the dark theme's colours, three icons.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await fetch(new URL(href!, app.url))).json();
    expect(manifest).toMatchObject({
      name: 'Liga Szóstek',
      short_name: 'Liga',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0a0e17',
      background_color: '#0a0e17',
    });
    const icons = manifest.icons as Array<{ sizes: string; purpose?: string }>;
    expect(icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual([
      '192x192',
      '512x512',
      '512x512 maskable',
    ]);

    // The service worker registers, precaches the shell and takes the page.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${app.url}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // A read through the worker is kept for this user.
    await page.reload();
    await page.locator(`tr[data-team-id="${teamA.id}"]`).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(/^offline — dane z/).count()).toBe(0);

    await app.close();
    appClosed = true;
    await page.reload();
    await page.locator(`tr[data-team-id="${teamA.id}"]`).waitFor();
    await page.getByText(/^offline — dane z \d\d:\d\d$/).waitFor();
    expect(await pageOverflow(page)).toBe(0);
    await context.close();
  });
});
