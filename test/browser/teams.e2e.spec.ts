import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { LeagueDto, SeasonDto, TeamCardDto } from '@liga/contracts';
import type { Browser, BrowserContext } from 'playwright-core';
import { apiClient } from '../support/api';
import { launchBrowser, signedInContext } from '../support/browser';
import { eventually } from '../support/eventually';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { type RunningApp, startApp } from '../support/start-app';
import { createAdmin, registerVerifiedUser } from '../support/users';

jest.setTimeout(180_000);

type Http = ReturnType<typeof apiClient>;

async function firstLeague(http: Http): Promise<LeagueDto> {
  const season = (await http.get<SeasonDto>('/api/season/current')).body.value!;
  const leagues = await http.get<LeagueDto[]>(
    `/api/league/get-leagues-by-season-id?SeasonId=${season.id}`,
  );
  return leagues.body.value![0];
}

describe('team applications in the browser', () => {
  let app: RunningApp;
  let infra: TestInfrastructure;
  let browser: Browser;
  let http: Http;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // Only the connection and the event store (role 'cli'): the app runs the projections.
    infra = await createTestInfrastructure({ label: 'teams_e2e', role: 'cli' });
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

  it('a player applies through the join step; the captain sees it live and accepts', async () => {
    const captain = await registerVerifiedUser(http, infra, {
      firstName: 'Kamil',
      lastName: 'Kapitan',
    });
    const player = await registerVerifiedUser(http, infra, {
      firstName: 'Piotr',
      lastName: 'Zawodnik',
    });
    const admin = await createAdmin(http, infra);
    const league = await firstLeague(http);

    const teamName = 'Orły Testowe';
    const created = await http.post<{ id: string }>(
      '/api/team',
      { name: teamName, shortName: 'ORT', leagueId: league.id },
      captain.token,
    );
    expect(created.body.errors).toEqual([]);
    const teamId = created.body.value!.id;
    await eventually(async () => {
      const assigned = await http.post(
        '/api/league-team',
        { leagueId: league.id, teamId },
        admin.token,
      );
      if (!assigned.body.isSuccess) throw new Error(JSON.stringify(assigned.body.errors));
    });
    await eventually(async () => {
      const cards = await http.get<TeamCardDto[]>(
        `/api/team/get-teams?LeagueId=${league.id}`,
        captain.token,
      );
      if (!cards.body.value?.some((card) => card.id === teamId)) throw new Error('not listed yet');
    });

    // The captain watches the team page.
    const captainContext = await signedInContext(browser, http, captain);
    contexts.push(captainContext);
    const captainPage = await captainContext.newPage();
    await captainPage.goto(`${app.url}/team/${teamId}`);
    await captainPage.getByRole('heading', { level: 1, name: teamName }).waitFor();
    await captainPage.getByRole('button', { name: 'Zgłoszenia (0)' }).waitFor();
    await captainPage.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // The player goes through the lobby and the join step.
    const playerContext = await signedInContext(browser, http, player);
    contexts.push(playerContext);
    const playerPage = await playerContext.newPage();
    // each page of the onboarding lights its stage (issue 19)
    const stage = playerPage
      .getByRole('navigation', { name: 'Postęp rejestracji' })
      .locator('[aria-current="step"]');
    await playerPage.goto(`${app.url}/team/find`);
    await playerPage.getByRole('button', { name: /Zawodnik/ }).waitFor();
    expect(await stage.innerText()).toContain('Wybór konta');
    await playerPage.getByRole('button', { name: /Zawodnik/ }).click();
    await playerPage.getByRole('button', { name: league.name, pressed: true }).waitFor();
    expect(await stage.innerText()).toContain('Znajdź lub stwórz zespół');
    const choose = playerPage.getByRole('button', { name: `Wybierz: ${teamName}` });
    await choose.click();
    await playerPage.getByRole('button', { name: `Wybrano: ${teamName}` }).waitFor();
    await playerPage.getByRole('button', { name: 'Przejdź dalej' }).click();
    await playerPage
      .getByText(
        'Pomyślnie wysłano prośbę o dołączenie do drużyny, zostaniesz teraz przekierowany...',
        { exact: true },
      )
      .waitFor();
    expect(await stage.innerText()).toContain('Zatwierdzenie profilu');
    await playerPage.waitForURL(`${app.url}/news`, { timeout: 10_000 });
    // back in the lobby the application waits for the captain: still the last stage
    await playerPage.goto(`${app.url}/team/find`);
    await playerPage.getByRole('heading', { name: 'Prośba wysłana' }).waitFor();
    expect(await stage.innerText()).toContain('Zatwierdzenie profilu');

    // The captain's counter moves without a reload; the captain accepts.
    await captainPage.getByRole('button', { name: 'Zgłoszenia (1)' }).waitFor({ timeout: 15_000 });
    expect(
      await captainPage.evaluate(
        () => (window as unknown as { notReloaded?: boolean }).notReloaded,
      ),
    ).toBe(true);
    await captainPage.getByRole('button', { name: 'Zgłoszenia (1)' }).click();
    const applications = captainPage.getByRole('dialog', { name: 'Zgłoszenia' });
    const row = applications.getByRole('row', { name: /Piotr Zawodnik/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Pomocnik');
    await row.getByRole('button', { name: 'Akceptuj' }).click();
    const confirm = captainPage.getByRole('dialog', { name: 'Potwierdzenie' });
    expect(await confirm.getByText('Czy na pewno chcesz kontynuować?').isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Potwierdź' }).click();

    await applications.getByText('Brak nowych zgłoszeń do drużyny.').waitFor();
    await applications.getByRole('button', { name: 'Zamknij okno' }).click();
    await captainPage.getByRole('button', { name: 'Zgłoszenia (0)' }).waitFor();
    const squad = captainPage.getByRole('region', { name: 'Skład' });
    await squad.getByRole('link', { name: /Piotr Zawodnik/ }).waitFor();
    expect(await squad.getByRole('link', { name: /Piotr Zawodnik/ }).getAttribute('href')).toBe(
      `/user/${player.id}`,
    );
  });
});
