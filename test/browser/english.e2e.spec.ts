import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type LeagueDto, type PitchDto, type SeasonDto, wallClockAt } from '@liga/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from '../support/api';
import { launchBrowser } from '../support/browser';
import { eventually } from '../support/eventually';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { type RunningApp, startApp } from '../support/start-app';
import {
  createAdmin,
  login,
  registerVerifiedUser,
  TEST_PASSWORD,
  waitForUserRow,
} from '../support/users';

jest.setTimeout(240_000);

type Http = ReturnType<typeof apiClient>;

const POLISH_LETTERS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;
/** Common Polish words of the portal's pages (whole words, case-sensitive where it matters). */
const POLISH_WORDS =
  /\b(się|nie|jest|oraz|lub|Zaloguj|Wyloguj|Zarejestruj|Tabela|TABELA|Mecze|MECZE|Drużyna|drużyny|Boisko|Wybierz|Wyzwanie|Wyzwania|Rzuć|Powiadomienia|Ładowanie|Pozycja|Punkty|Zawodnik)\b/;
/** Proper names that keep their Polish letters on an English page (any case: CSS capitals). */
const PROPER_NAMES = /Liga Szóstek/gi;

/** The page's visible text, without the proper names; fails on Polish letters or words. */
async function expectNoPolish(page: Page, where: string): Promise<void> {
  const text = (await page.locator('body').innerText()).replace(PROPER_NAMES, '');
  const letters = text.split('\n').filter((line) => POLISH_LETTERS.test(line));
  const words = text.split('\n').filter((line) => POLISH_WORDS.test(line));
  expect({ where, letters, words }).toEqual({ where, letters: [], words: [] });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Issue 19, English: a browser that prefers English (en-GB) gets the portal in English —
 * sign-up, the table and issuing a challenge, with no Polish letters or words on those pages
 * (the people's, teams' and pitch's names here are written without Polish letters).
 */
describe('the portal in English', () => {
  let app: RunningApp;
  let infra: TestInfrastructure;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let http: Http;
  const email = `john.${Date.now().toString(36)}@example.com`;

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'english_e2e', role: 'cli' });
    app = await startApp({ database: infra.database });
    http = apiClient(app.url);
    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-GB',
      timezoneId: 'Europe/Warsaw',
    });
    await context.route('**/tile.openstreetmap.org/**', (route) => route.abort());
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await browser?.close();
    await app?.close();
    await infra?.dispose();
  });

  it('signs up through the English form', async () => {
    await page.goto(`${app.url}/register`);
    const progress = page.getByRole('navigation', { name: 'Sign-up progress' });
    await progress.getByRole('listitem').first().waitFor();
    expect(await progress.getByRole('listitem').allTextContents()).toEqual([
      '1Profile details',
      '2Account type',
      '3Find or create a team',
      '4Profile approval',
    ]);
    await expectNoPolish(page, 'sign-up, step 1');

    await page.getByLabel('E-mail address', { exact: true }).fill(email);
    await page.getByLabel('Repeat the e-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Repeat the password').fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByRole('heading', { name: 'Player profile' }).waitFor();
    await expectNoPolish(page, 'sign-up, step 2');
    await page.getByLabel('First name').fill('John');
    await page.getByLabel('Last name').fill('Smith');
    await page.getByLabel('Shirt number').fill('10');
    await page.getByLabel('Date of birth').fill('1995-05-20');
    await page.getByLabel('Height (cm)').fill('182');
    await page.getByLabel('Preferred foot').selectOption({ label: 'Right-footed' });
    await page.getByLabel('Position').selectOption({ label: 'Midfielder' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Your account has been created!', { exact: false }).waitFor();
    await page.waitForURL(`${app.url}/home`);
    await expectNoPolish(page, 'home after sign-up');
  });

  it('shows the table in English and issues a challenge', async () => {
    // The account from the form: e-mail confirmed (test shortcut), captain of a league team.
    const [{ id: userId }] = (await infra.db.query('SELECT id FROM rm_users WHERE email = $1', [
      email,
    ])) as { id: string }[];
    const stream = `user-${userId}`;
    await infra.eventStore.append(
      stream,
      'user',
      await infra.eventStore.streamVersion(stream),
      [{ type: 'UserEmailVerified', data: { userId, verifiedAt: new Date().toISOString() } }],
      { actorUserId: null, correlationId: `test-${userId}`, causationId: null },
    );
    await waitForUserRow(infra, userId, 'verified');
    const token = (await login(http, email, TEST_PASSWORD)).authorizationToken;

    const [rival, admin] = await Promise.all([
      registerVerifiedUser(http, infra, { firstName: 'Bob', lastName: 'Brown' }),
      createAdmin(http, infra),
    ]);
    const season = (await http.get<SeasonDto>('/api/season/current')).body.value!;
    const league = (
      await http.get<LeagueDto[]>(`/api/league/get-leagues-by-season-id?SeasonId=${season.id}`)
    ).body.value![0];
    const teams: string[] = [];
    for (const [name, shortName, captainToken] of [
      ['Red Lions', 'RDL', token],
      ['Blue Bulls', 'BLB', rival.token],
    ] as const) {
      const created = await http.post<{ id: string }>(
        '/api/team',
        { name, shortName, leagueId: league.id },
        captainToken,
      );
      expect(created.body.errors).toEqual([]);
      teams.push(created.body.value!.id);
    }
    for (const teamId of teams) {
      await eventually(async () => {
        const assigned = await http.post(
          '/api/league-team',
          { leagueId: league.id, teamId },
          admin.token,
        );
        if (!assigned.body.isSuccess) throw new Error(JSON.stringify(assigned.body.errors));
      });
    }
    const pitchName = 'Central Park Pitch';
    const pitch = await http.post(
      '/api/pitch',
      { name: pitchName, latitude: '50,0700', longitude: '19,9500' },
      admin.token,
    );
    expect(pitch.body.errors).toEqual([]);
    await eventually(async () => {
      const pitches = await http.get<PitchDto[]>('/api/pitch/get-pitches', token);
      if (!pitches.body.value?.some((p) => p.name === pitchName)) throw new Error('no pitch yet');
    });

    // Log in through the English form.
    await page.goto(`${app.url}/login`);
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor();
    await expectNoPolish(page, 'login');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${app.url}/news`);

    // The table: both teams, English headers.
    await page.goto(`${app.url}/table`);
    await page.getByRole('heading', { name: 'Table', level: 1 }).waitFor();
    await eventually(async () => {
      await page.reload();
      await page
        .getByRole('link', { name: /Blue Bulls/ })
        .first()
        .waitFor({ timeout: 5_000 });
    });
    await page.getByText('Red Lions').first().waitFor();
    await expectNoPolish(page, 'table');

    // Issue a challenge: opponent, Warsaw time, length, pitch.
    await page.goto(`${app.url}/user/create-challenge`);
    await page.getByRole('heading', { name: 'Issue a challenge', level: 1 }).waitFor();
    await page.getByPlaceholder('Search for a team').fill('blue');
    await page.getByRole('button', { name: 'Choose the team Blue Bulls' }).click();
    const now = wallClockAt(new Date());
    const day = now.hour < 19 ? now : wallClockAt(new Date(Date.now() + 86_400_000));
    await page
      .getByLabel('Date and time of the match')
      .fill(`${pad(day.day)}/${pad(day.month)}/${day.year} 20:00`);
    await page.getByLabel('Match length (minutes)').fill('75');
    await page.getByRole('button', { name: pitchName }).click();
    await page.getByText('Chosen pitch:').waitFor();
    await expectNoPolish(page, 'create challenge');

    await page.getByRole('button', { name: 'Issue the Challenge' }).click();
    await page.getByText('Challenge issued successfully').waitFor();
    await page.waitForURL(`${app.url}/user/challenges`);
    await page.getByRole('heading', { name: 'Challenges', level: 1 }).waitFor();
    await page.getByText('Outgoing').first().click();
    await page.getByText('Blue Bulls').first().waitFor();
    await expectNoPolish(page, 'challenges');
  });

  it('switches to Polish with PL in the side menu and keeps it on this device', async () => {
    await page.getByRole('button', { name: 'Open the user menu' }).click();
    await page
      .getByRole('dialog', { name: 'User menu' })
      .getByRole('button', { name: 'PL — polski' })
      .click();
    await page.waitForFunction(() => document.documentElement.lang === 'pl');
    await page.getByRole('heading', { name: 'Wyzwania', level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('liga.language'))).toBe('pl');
    await page.reload();
    await page.getByRole('heading', { name: 'Wyzwania', level: 1 }).waitFor();
  });

  it('on a new device: the server refuses in English, the login lands on the shared page in the account’s language', async () => {
    const device = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'en-GB',
    });
    const other = await device.newPage();
    try {
      // a shared link behind the login: the guest is sent to the landing page...
      await other.goto(`${app.url}/user/challenges`);
      await other.waitForURL(`${app.url}/home`);
      await other.goto(`${app.url}/login`);
      await other.getByLabel('E-mail address').fill(email);
      await other.getByLabel('Password', { exact: true }).fill('Wrong-password-1!');
      await other.getByRole('button', { name: 'Log in', exact: true }).click();
      // the server's refusal, in the language the page asked for (Accept-Language)
      await other.getByText('Incorrect e-mail address or password.').waitFor();
      await other.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
      await other.getByRole('button', { name: 'Log in', exact: true }).click();
      // ...and after the login lands on that page, in the language the account chose (PL above)
      await other.waitForFunction(() => document.documentElement.lang === 'pl');
      await other.getByRole('heading', { name: 'Wyzwania', level: 1 }).waitFor();
      expect(new URL(other.url()).pathname).toBe('/user/challenges');
    } finally {
      await device.close();
    }
  });
});
