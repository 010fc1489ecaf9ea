import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../support/browser';
import { startSmtpReceiver, verificationLink, type SmtpReceiver } from '../support/smtp';
import { startApp, type RunningApp } from '../support/start-app';

jest.setTimeout(180_000);

const PASSWORD = 'Haslo123!';
const ADMIN_EMAIL = 'admin@liga.test';
const ADMIN_PASSWORD = 'AdminHaslo1!';

/** A one-colour picture the user "takes" (a JPEG, so the browser has to re-encode it). */
function photo(rgb: { r: number; g: number; b: number }, width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 3, background: rgb } })
    .jpeg()
    .toBuffer();
}

/** The colour in the middle of the user's avatar as the server serves it. */
async function avatarCentre(page: Page, baseUrl: string, userId: string) {
  const response = await page.request.get(`${baseUrl}/api/user/avatar/${userId}?t=${Date.now()}`);
  expect(response.status()).toBe(200);
  const image = sharp(await response.body());
  const { width, height } = await image.metadata();
  const { data } = await image
    .extract({ left: Math.floor(width! / 2), top: Math.floor(height! / 2), width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { r: data[0], g: data[1], b: data[2], width, height };
}

/** Read models follow the write a moment later: ask again until `done` (at most ~5 s). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 50 && !done(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** The onboarding stage lit on the page (its label, without the number). */
async function currentStage(page: Page): Promise<string> {
  const progress = page.getByRole('navigation', { name: 'Postęp rejestracji' });
  return (await progress.locator('[aria-current="step"]').innerText()).replace(/^\d+\s*/, '');
}

async function hasRedRing(page: Page, label: string): Promise<boolean> {
  return (await page.getByLabel(label, { exact: true }).getAttribute('aria-invalid')) === 'true';
}

describe('accounts in the browser: register, confirm, log in, profile, avatar, admin', () => {
  let smtp: SmtpReceiver;
  let app: RunningApp;
  let browser: Browser;
  let user: BrowserContext;
  let page: Page;
  const email = `jan.${Date.now().toString(36)}@example.com`;
  let userId = '';

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    app = await startApp({
      env: { SMTP_URL: smtp.url, ADMIN_EMAIL, ADMIN_PASSWORD },
    });
    browser = await launchBrowser();
    user = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pl-PL' });
    page = await user.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await smtp?.close();
  });

  it('registers in two steps through the form, keeping the data and marking errors', async () => {
    await page.goto(`${app.url}/register`);
    const progress = page.getByRole('navigation', { name: 'Postęp rejestracji' });
    // the page's code arrives on first visit (its own chunk): wait for it, then read the steps
    await progress.getByRole('listitem').first().waitFor();
    expect(await progress.getByRole('listitem').allTextContents()).toEqual([
      '1Personalizacja profilu',
      '2Wybór konta',
      '3Znajdź lub stwórz zespół',
      '4Zatwierdzenie profilu',
    ]);
    expect(await currentStage(page)).toBe('Personalizacja profilu');

    // Step 1: wrong values get a red ring and the contract's Polish message.
    await page.getByLabel('Adres e-mail', { exact: true }).fill('nie-email');
    await page.getByLabel('Hasło', { exact: true }).fill('krotkie');
    await page.getByRole('button', { name: 'Przejdź dalej' }).click();
    expect(await hasRedRing(page, 'Adres e-mail')).toBe(true);
    expect(await hasRedRing(page, 'Hasło')).toBe(true);
    await page.getByText('Podaj poprawny adres e-mail.').waitFor();
    await page.getByText('Powtórz hasło.', { exact: true }).waitFor();

    await page.getByLabel('Adres e-mail', { exact: true }).fill(`  ${email}  `);
    await page.getByLabel('Powtórz adres e-mail').fill(email);
    await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Powtórz hasło').fill(PASSWORD);
    expect(await page.getByText('Minimum 8 znaków: A-Z, a-z, 0-9, @ $ ! % * ? &').count()).toBe(1);
    await page.getByRole('button', { name: 'Przejdź dalej' }).click();

    // Step 2: the photo (cropped square in the browser), then the player data.
    await page.getByRole('heading', { name: 'Profil zawodnika' }).waitFor();
    expect(await currentStage(page)).toBe('Personalizacja profilu');
    expect(await page.getByTestId('photo-camera').getAttribute('capture')).toBe('user');
    expect(await page.getByTestId('photo-file').getAttribute('accept')).toBe('image/*');
    await page.getByTestId('photo-file').setInputFiles({
      name: 'ja.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo({ r: 220, g: 30, b: 30 }),
    });
    const cropper = page.getByRole('dialog', { name: 'Przytnij zdjęcie' });
    await cropper.getByRole('button', { name: 'Zapisz' }).click();
    await cropper.waitFor({ state: 'hidden' });
    await page.getByRole('img', { name: 'Zdjęcie profilowe' }).waitFor();

    await page.getByLabel('Imię').fill('Jan');
    await page.getByLabel('Nazwisko').fill('Kowalski');
    await page.getByLabel('Numer koszulki').fill('100');
    await page.getByLabel('Data urodzenia').fill('1995-05-20');
    await page.getByLabel('Wzrost (cm)').fill('182');
    await page.getByLabel('Noga dominująca').selectOption({ label: 'Prawonożny' });
    await page.getByLabel('Pozycja').selectOption({ label: 'Pomocnik' });
    await page.getByRole('button', { name: 'Przejdź dalej' }).click();
    await page.getByText('Numer koszulki musi mieścić się w zakresie 0–99.').waitFor();
    expect(await hasRedRing(page, 'Numer koszulki')).toBe(true);

    await page.getByLabel('Numer koszulki').fill('10');
    await page.getByRole('button', { name: 'Przejdź dalej' }).click();
    await page
      .getByText('Konto zostało utworzone! Na Twój adres e-mail wysłaliśmy link weryfikacyjny...')
      .waitFor();
    await page.waitForURL(`${app.url}/home`);
  });

  it('refuses the login until the address is confirmed, and offers a new link', async () => {
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Adres e-mail').fill(email);
    await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page
      .getByText('Adres e-mail nie został jeszcze potwierdzony', { exact: false })
      .waitFor();
    expect(await hasRedRing(page, 'Adres e-mail')).toBe(true);
    // the account is being confirmed: the onboarding's second stage
    expect(await currentStage(page)).toBe('Wybór konta');
    await page.getByRole('button', { name: 'Wyślij link ponownie' }).click();
    await page
      .getByText(`Wysłaliśmy nowy link weryfikacyjny na adres ${email}.`, { exact: false })
      .waitFor();
  });

  it('confirms the address from the e-mail, logs in and uploads the photo from registration', async () => {
    await smtp.waitFor((m) => m.to.includes(email));
    await new Promise((resolve) => setTimeout(resolve, 500));
    // the newest message: the resent link (if the server sent one) replaces the first
    const mail = smtp.messages.filter((m) => m.to.includes(email)).at(-1)!;
    const link = new URL(verificationLink(mail));
    await page.goto(`${app.url}${link.pathname}${link.search}`);
    await page.waitForURL(`${app.url}/login?verified=1`);
    await page.getByText('Adres e-mail został potwierdzony. Możesz się zalogować.').waitFor();
    expect(await currentStage(page)).toBe('Wybór konta');

    // A wrong password: both fields red for a moment and a visible message.
    await page.getByLabel('Adres e-mail').fill(email);
    await page.getByLabel('Hasło', { exact: true }).fill('Zle-Haslo1!');
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.getByText('Nieprawidłowy adres e-mail lub hasło.').waitFor();

    await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.waitForURL(`${app.url}/news`);
    userId = (await page.evaluate(() => localStorage.getItem('userId'))) ?? '';
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);

    await page.waitForFunction(() => localStorage.getItem('pendingAvatar') === null);
    const centre = await eventually(
      () => avatarCentre(page, app.url, userId),
      (c) => c.g < 80,
    );
    expect([centre.width, centre.height]).toEqual([256, 256]);
    expect(centre.r).toBeGreaterThan(180);
  });

  it('shows the own profile from the side menu, with the avatar change through the cropper', async () => {
    const menu = page.getByRole('dialog', { name: 'Menu użytkownika' });
    await openSideMenu(page, menu);
    await menu.getByText(email).waitFor();
    await menu.getByText('Jan Kowalski').waitFor();
    await menu.getByRole('link', { name: 'Przejdź do swojego profilu' }).click();
    await page.waitForURL(`${app.url}/user/${userId}`);

    await page.getByRole('heading', { level: 1, name: 'Jan Kowalski', exact: true }).waitFor();
    expect(await page.title()).toContain('Jan Kowalski');
    for (const text of [
      '#10',
      'Pomocnik',
      'Prawonożny',
      '182 cm',
      'Rekord bramek w jednym meczu',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await page.getByText('Rozegrane mecze').waitFor();

    const avatars = page.locator(`img[src*="/api/user/avatar/${userId}"]`);
    const sourcesOf = () =>
      avatars.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    const before = await sourcesOf();
    expect(before.length).toBeGreaterThanOrEqual(2); // the top bar and the profile

    await page.getByTestId('avatar-file').setInputFiles({
      name: 'nowe.png',
      mimeType: 'image/png',
      buffer: await sharp(await photo({ r: 20, g: 40, b: 230 }, 300, 500))
        .png()
        .toBuffer(),
    });
    const cropper = page.getByRole('dialog', { name: 'Nowe zdjęcie profilowe' });
    await cropper.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Zdjęcie profilowe zostało zmienione.').waitFor();
    await cropper.waitFor({ state: 'hidden' });
    const centre = await eventually(
      () => avatarCentre(page, app.url, userId),
      (c) => c.r < 80,
    );
    expect(centre.b).toBeGreaterThan(180);

    // Every avatar of this user on the page was reloaded (new, cache-busting addresses).
    const after = await sourcesOf();
    expect(after).toHaveLength(before.length);
    for (const source of after) expect(before).not.toContain(source);

    await page.goto(`${app.url}/news`);
    expect(await page.title()).not.toContain('Jan Kowalski');
  });

  it('lets the admin reset the password; the player then has to choose a new one', async () => {
    const admin = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'pl-PL',
    });
    const adminPage = await admin.newPage();
    await adminPage.goto(`${app.url}/admin-login`);
    await adminPage.getByLabel('Adres e-mail').fill(ADMIN_EMAIL);
    await adminPage.getByLabel('Hasło', { exact: true }).fill(ADMIN_PASSWORD);
    await adminPage.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await adminPage.waitForURL(`${app.url}/admin/users`);

    await adminPage.getByLabel('Wyszukaj gracza').fill(email);
    const row = adminPage.locator('tbody tr', { hasText: email });
    // the search runs once typing pauses: wait for the filtered page
    await adminPage.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await row.waitFor();
    expect(await adminPage.getByRole('button', { name: 'Poprzednia' }).isDisabled()).toBe(true);
    expect(await adminPage.getByRole('button', { name: 'Następna' }).isDisabled()).toBe(true);

    await row.getByRole('button', { name: 'Resetuj hasło' }).click();
    await adminPage.getByText('Czy na pewno chcesz kontynuować?').waitFor();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Resetuj hasło' }).click();
    await adminPage.getByText('Pomyślnie zresetowano hasło').waitFor();
    const secret = adminPage.getByRole('dialog', { name: 'Hasło tymczasowe' }).locator('output');
    const temporary = ((await secret.textContent()) ?? '').trim();
    expect(temporary.length).toBeGreaterThanOrEqual(8);
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();

    await row.getByRole('button', { name: 'Resetuj dane' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Resetuj dane' }).click();
    await adminPage.getByText('Pomyślnie zresetowano dane gracza.').waitFor();
    await row.getByText('Renamed User').waitFor();
    await admin.close();

    // The player logs in with the temporary password and lands on the password form.
    await page.getByRole('button', { name: 'Otwórz menu użytkownika' }).click();
    await page.getByRole('button', { name: 'Wyloguj się' }).click();
    await page.waitForURL(`${app.url}/home`);
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Adres e-mail').fill(email);
    await page.getByLabel('Hasło', { exact: true }).fill(temporary);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await page.waitForURL(`${app.url}/user/manage`);
    await page.getByText('Administrator zresetował Twoje hasło.', { exact: false }).waitFor();

    await page.getByLabel('Obecne hasło', { exact: true }).fill(temporary);
    await page.getByLabel('Powtórz obecne hasło').fill(temporary);
    await page.getByLabel('Nowe hasło', { exact: true }).fill('NoweHaslo2@');
    await page.getByLabel('Powtórz nowe hasło').fill('NoweHaslo2@');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await page.getByText('Za chwilę zostaniesz przeniesiony do swojego profilu…').waitFor();
    await page.waitForURL(`${app.url}/user/${userId}`);
  });
});

/**
 * Opens the side menu from the top bar. A click that lands while the page is still settling
 * (the page's chunk arriving, a route effect closing the menu) is repeated, as a user would,
 * and said in the output so a pattern would show.
 */
async function openSideMenu(page: Page, menu: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole('button', { name: 'Otwórz menu użytkownika' }).click();
    const opened = await menu
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return;
    if (attempt === 3) throw new Error('the side menu did not open after three clicks');
    console.warn(`side menu not open after click ${attempt}; clicking again`);
  }
}
