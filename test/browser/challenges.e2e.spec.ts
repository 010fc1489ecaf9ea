import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  CHALLENGE_MESSAGES,
  type LeagueDto,
  type PitchDto,
  type SeasonDto,
  type TeamCardDto,
  wallClockAt,
} from '@liga/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiClient } from '../support/api';
import { launchBrowser, signedInContext } from '../support/browser';
import { eventually } from '../support/eventually';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { type RunningApp, startApp } from '../support/start-app';
import { createAdmin, registerVerifiedUser, type TestUser } from '../support/users';

jest.setTimeout(180_000);

type Http = ReturnType<typeof apiClient>;

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

const pad = (n: number) => String(n).padStart(2, '0');

describe('challenges in the browser', () => {
  let app: RunningApp;
  let infra: TestInfrastructure;
  let browser: Browser;
  let http: Http;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // Only the connection and the event store (role 'cli'): the app runs the projections.
    infra = await createTestInfrastructure({ label: 'challenges_e2e', role: 'cli' });
    app = await startApp({ database: infra.database });
    http = apiClient(app.url);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await app?.close();
    await infra?.dispose();
  });

  async function teamOf(captain: TestUser, name: string, shortName: string, league: LeagueDto) {
    const created = await http.post<{ id: string }>(
      '/api/team',
      { name, shortName, leagueId: league.id },
      captain.token,
    );
    expect(created.body.errors).toEqual([]);
    return created.body.value!.id;
  }

  it('captain A challenges on the map; captain B sees it live, accepts; the calendar shows it', async () => {
    const [captainA, captainB, admin] = await Promise.all([
      registerVerifiedUser(http, infra, { firstName: 'Adam', lastName: 'Atakujący' }),
      registerVerifiedUser(http, infra, { firstName: 'Bartek', lastName: 'Broniący' }),
      createAdmin(http, infra),
    ]);
    const season = (await http.get<SeasonDto>('/api/season/current')).body.value!;
    const league = (
      await http.get<LeagueDto[]>(`/api/league/get-leagues-by-season-id?SeasonId=${season.id}`)
    ).body.value![0];

    const teamA = await teamOf(captainA, 'Orły Atakujące', 'ORA', league);
    const teamB = await teamOf(captainB, 'Byki Broniące', 'BYB', league);
    for (const teamId of [teamA, teamB]) {
      await eventually(async () => {
        const assigned = await http.post(
          '/api/league-team',
          { leagueId: league.id, teamId },
          admin.token,
        );
        if (!assigned.body.isSuccess) throw new Error(JSON.stringify(assigned.body.errors));
      });
    }
    await eventually(async () => {
      const cards = await http.get<TeamCardDto[]>(
        `/api/league/get-league-team-by-id?LeagueId=${league.id}`,
        captainA.token,
      );
      const ids = JSON.stringify(cards.body.value);
      if (!ids.includes(teamA) || !ids.includes(teamB)) throw new Error('teams not in league yet');
    });

    const pitchName = 'Orlik Testowy';
    const pitch = await http.post(
      '/api/pitch',
      { name: pitchName, latitude: '50,0700', longitude: '19,9500' },
      admin.token,
    );
    expect(pitch.body.errors).toEqual([]);
    await eventually(async () => {
      const pitches = await http.get<PitchDto[]>('/api/pitch/get-pitches', captainA.token);
      if (!pitches.body.value?.some((p) => p.name === pitchName)) throw new Error('no pitch yet');
    });

    // Captain B watches the incoming challenges.
    const contextB = await signedInContext(browser, http, captainB);
    contexts.push(contextB);
    const pageB = await contextB.newPage();
    const joined = subscriptionSent(pageB, `team:${teamB}`);
    await pageB.goto(`${app.url}/user/challenges`);
    await pageB.getByRole('heading', { name: 'Wyzwania', level: 1 }).waitFor();
    await pageB.getByText('Nic tu jeszcze nie ma...').waitFor();
    await joined;
    await pageB.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // Captain A: team, meeting time (today 20:00 in Warsaw: inside the season), length, pitch.
    const contextA = await signedInContext(browser, http, captainA);
    contexts.push(contextA);
    const pageA = await contextA.newPage();
    await pageA.goto(`${app.url}/user/create-challenge`);
    await pageA.getByRole('heading', { name: 'Rzuć wyzwanie', level: 1 }).waitFor();

    // Nothing chosen: the fields are marked and nothing is sent.
    await pageA.getByRole('button', { name: 'Rzuć Wyzwanie' }).click();
    await pageA.getByText('Uzupełnij zaznaczone pola:').waitFor();
    expect(await pageA.getByLabel('Data i czas spotkania').getAttribute('aria-invalid')).toBe(
      'true',
    );

    await pageA.getByPlaceholder('Wyszukaj drużynę').fill('byki');
    await pageA.getByRole('button', { name: 'Wybierz drużynę Byki Broniące' }).click();
    expect(
      await pageA.getByRole('button', { name: 'Wybierz drużynę Byki Broniące' }).textContent(),
    ).toBe('WYBRANO');

    // A date that has passed is refused under the field, before anything is sent.
    const yesterday = wallClockAt(new Date(Date.now() - 86_400_000));
    const past = `${pad(yesterday.day)}/${pad(yesterday.month)}/${yesterday.year} 20:00`;
    await pageA.getByLabel('Data i czas spotkania').fill(past);
    await pageA.getByLabel('Długość meczu (minuty)').fill('75');
    await pageA.getByRole('button', { name: 'Rzuć Wyzwanie' }).click();
    const dateField = pageA.getByLabel('Data i czas spotkania');
    await pageA.locator('p', { hasText: CHALLENGE_MESSAGES.dateNotInFuture }).first().waitFor();
    expect(await dateField.getAttribute('aria-invalid')).toBe('true');
    expect(await dateField.getAttribute('aria-describedby')).toContain('error');

    // 20:00 Warsaw today, or tomorrow once that has passed (a challenge lies in the future).
    const now = wallClockAt(new Date());
    const today = now.hour < 19 ? now : wallClockAt(new Date(Date.now() + 86_400_000));
    const day = `${pad(today.day)}/${pad(today.month)}/${today.year}`;
    await pageA.getByLabel('Data i czas spotkania').fill(`${day} 20:00`);
    await pageA.getByLabel('Długość meczu (minuty)').fill('75');

    const marker = pageA.getByRole('button', { name: pitchName });
    await marker.click();
    await pageA.getByText(`Wybrane boisko:`).waitFor();
    expect(await pageA.locator('strong', { hasText: pitchName }).count()).toBe(1);

    await pageA.getByRole('button', { name: 'Rzuć Wyzwanie' }).click();
    await pageA.getByText('Pomyślnie rzucono wyzwanie').waitFor();
    await pageA.waitForURL(`${app.url}/user/challenges`, { timeout: 5000 });

    // Captain B: the challenge arrives without a reload.
    const row = pageB.getByRole('listitem').filter({ hasText: 'Orły Atakujące' });
    await row.waitFor({ timeout: 10_000 });
    expect(
      await pageB.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).toContain(pitchName);
    expect(rowText).toContain(`${today.day} `);
    expect(rowText).toContain(`${today.year}, 20:00`);
    expect(await row.getByRole('link', { name: /Orły Atakujące/ }).getAttribute('target')).toBe(
      '_blank',
    );

    await row.getByRole('button', { name: 'AKCEPTUJ' }).click();
    const dialog = pageB.getByRole('dialog', { name: 'Potwierdzenie' });
    await dialog.getByText('Czy na pewno chcesz kontynuować?').waitFor();
    await dialog.getByRole('button', { name: 'AKCEPTUJ' }).click();
    await pageB.getByText('Wyzwanie zostało zaakceptowane.').waitFor();
    await pageB.getByText('Nic tu jeszcze nie ma...').waitFor();
    const history = pageB.getByRole('region', { name: 'Historia' });
    await history.getByText('AKCEPTOWANO').waitFor();

    // The calendar of that week (a guest page) shows the match at 20:00 Warsaw time.
    const guest = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'pl-PL',
      timezoneId: 'America/New_York',
    });
    contexts.push(guest);
    const calendar = await guest.newPage();
    const week = `${today.year}-${pad(today.month)}-${pad(today.day)}`;
    await calendar.goto(`${app.url}/calendar?week=${week}`);
    const tile = calendar.getByRole('button', { name: /20:00, Orły Atakujące – Byki Broniące/ });
    await tile.waitFor({ timeout: 10_000 });
    expect((await tile.textContent())?.replace(/\s+/g, '')).toContain('20:00ORA–BYB');
    await tile.click();
    const detail = calendar.getByRole('dialog', { name: 'Szczegóły meczu' });
    await detail.waitFor();
    const detailText = (await detail.textContent()) ?? '';
    for (const text of ['Orły Atakujące', 'Byki Broniące', 'ORA', 'BYB', 'AKCEPTOWANO', '75 min']) {
      expect(detailText).toContain(text);
    }
    expect(detailText).toContain(pitchName);
    expect(detailText).toContain(league.name);
    expect(detailText).toContain(`${today.year}, 20:00`);
  });
});
