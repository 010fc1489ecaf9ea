import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ANDROID_USER_AGENT, launchBrowser } from '../support/browser';
import { startApp } from '../support/start-app';

jest.setTimeout(120_000);

/** Text as written in the page (textContent ignores the CSS upper-casing of headings). */
async function textOf(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('guest landing page (/home)', () => {
  let app: { url: string; close(): Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the register call to action, the foundation, rewards and the mobile app', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'pl-PL',
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/home`);

    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await textOf(page, 'h1')).toBe('Twoja drużyna.Twoja liga.Co tydzień na boisku.');

    const register = page.getByRole('main').getByRole('link', { name: 'Zarejestruj się' }).first();
    expect(await register.isVisible()).toBe(true);
    expect(await register.getAttribute('href')).toBe('/register');

    for (const heading of [
      'Od rejestracji do pierwszego gwizdka',
      'Fundacja Liga Szóstek',
      'Skontaktuj się z nami',
      'Gramy o coś więcej niż trzy punkty',
      'Medale',
      'Puchar',
      'Szansa na reprezentację',
      'Liga zawsze pod ręką',
      'Gotowy na pierwszy mecz?',
    ]) {
      const locator = page.getByRole('heading', { name: heading, exact: true });
      await locator.scrollIntoViewIfNeeded();
      expect(await locator.isVisible()).toBe(true);
    }

    const foundation = page.getByRole('region', { name: 'Fundacja Liga Szóstek' });
    const addresses = await foundation
      .locator('a[href^="mailto:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(addresses).toHaveLength(5);
    expect(addresses).toContain('mailto:biuro@ligaszostek.pl');

    const rewards = await textOf(page, 'section[aria-labelledby="rewards-title"]');
    expect(rewards).toContain('selekcjonerowi reprezentacji Polski');

    const stores = page.getByRole('navigation', { name: 'Pobierz aplikację' });
    expect(await stores.getByRole('link', { name: /App Store/ }).isVisible()).toBe(true);
    expect(await stores.getByRole('link', { name: /Google Play/ }).isVisible()).toBe(true);

    const topBar = page.getByRole('banner').first();
    expect(await topBar.getByRole('link', { name: 'Zaloguj się' }).isVisible()).toBe(true);
    expect(await topBar.getByRole('link', { name: 'TABELA' }).getAttribute('href')).toBe('/login');

    const privacy = page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Polityka prywatności/ });
    expect(await privacy.getAttribute('target')).toBe('_blank');

    await context.close();
  });

  it('covers every view with the mobile notice on Android until "kontynuuj mimo to", kept dismissed', async () => {
    const context = await browser.newContext({
      userAgent: ANDROID_USER_AGENT,
      viewport: { width: 412, height: 915 },
      locale: 'pl-PL',
    });
    const page = await context.newPage();
    await page.goto(`${app.url}/home`);

    const notice = page.getByRole('heading', { name: 'Ta strona nie ma wersji mobilnej' });
    await notice.waitFor();
    // issue 19: no store links that lead nowhere; the portal installs itself
    await page.getByText('Zainstaluj aplikację').first().waitFor();
    expect(await page.getByRole('link', { name: 'Pobierz z App Store' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Fundacja Liga Szóstek' }).count()).toBe(0);

    await page.getByRole('button', { name: 'kontynuuj mimo to' }).click();

    await notice.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await textOf(page, 'h1')).toContain('Twoja drużyna.');

    // issue 19: once dismissed it stays dismissed on this device (the spec kept it per load).
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await notice.count()).toBe(0);

    await context.close();
  });
});
