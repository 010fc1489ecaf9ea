import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { apiClient } from './api';
import { login, type TestUser } from './users';

type ApiClient = ReturnType<typeof apiClient>;

/** Chromium from the OS packages (playwright-core downloads no browser). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** Launches the headless Chromium every browser test uses. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A phone user agent: contains both "Mobile" and "Android" (spec: /Mobi|Android/i). */
export const ANDROID_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/**
 * A browser context signed in as `user`: logs in through the API and leaves the tokens in
 * localStorage the way the login page does (only when the page holds no session yet, so tokens
 * the client rotated survive a reload). Polish locale, Warsaw time; map tiles are refused
 * (no internet here: the map must work without them).
 */
export async function signedInContext(
  browser: Browser,
  http: ApiClient,
  user: TestUser,
  loginPath = '/api/user/login',
): Promise<BrowserContext> {
  const tokens = await login(http, user.email, user.password, loginPath);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  await context.route('**/tile.openstreetmap.org/**', (route) => route.abort());
  await context.addInitScript(
    (session: Record<string, string>) => {
      if (localStorage.getItem('authorizationToken')) return;
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    },
    {
      userId: user.id,
      username: user.email,
      authorizationToken: tokens.authorizationToken,
      refreshToken: tokens.refreshToken,
      authorizationTokenExpiration: String(tokens.authorizationTokenExpiration),
      refreshTokenExpiration: String(tokens.refreshTokenExpiration),
    },
  );
  return context;
}
