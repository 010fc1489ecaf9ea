import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { apiClient } from './api';
import { ANDROID_USER_AGENT } from './browser';
import { login, type TestUser } from './users';

type ApiClient = ReturnType<typeof apiClient>;

/** The phone the mobile tests run on: 390×844 CSS px, touch, an Android user agent. */
export const PHONE = { width: 390, height: 844 } as const;

/** A browser context of a phone (Polish, Warsaw time); map tiles refused (no internet). */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    userAgent: ANDROID_USER_AGENT,
    isMobile: true,
    hasTouch: true,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
  });
  await context.route('**/tile.openstreetmap.org/**', (route) => route.abort());
  return context;
}

/**
 * A phone signed in as `user`, the mobile notice already dismissed on this device (as after
 * one "kontynuuj mimo to"): the tokens go to localStorage the way the login page leaves them.
 */
export async function signedInPhone(
  browser: Browser,
  http: ApiClient,
  user: TestUser,
): Promise<BrowserContext> {
  const tokens = await login(http, user.email, user.password);
  const context = await phoneContext(browser);
  await context.addInitScript(
    (session: Record<string, string>) => {
      localStorage.setItem('liga.mobileOverlayDismissed', '1');
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

/** How far the page itself scrolls sideways (0: it fits the screen). */
export function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * The page's sideways overflow once the page has settled: a box that is wider only for a
 * moment while the page renders (a skeleton, an animation) is not what a user scrolls; an
 * overflow that lasts 3 s is.
 */
export async function settledOverflow(page: Page): Promise<number> {
  const deadline = Date.now() + 3_000;
  let overflow = await pageOverflow(page);
  while (overflow > 0 && Date.now() < deadline) {
    await page.waitForTimeout(250);
    overflow = await pageOverflow(page);
  }
  return overflow;
}

/**
 * What makes the page scroll sideways, for a failure's message: the boxes that stick out past
 * the screen's right edge (outside boxes that scroll), then the element found by hiding boxes
 * one at a time from the body down (it also finds what no box measures: a pseudo-element, a
 * line of text wider than its box, a positioned child that escapes its clipping parent).
 */
export function wideElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/\s+/g, '.')}`;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      let parent = el.parentElement;
      let clipped = false;
      while (parent && parent !== document.body) {
        if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(parent).overflowX)) clipped = true;
        parent = parent.parentElement;
      }
      if (!clipped) out.push(`${name(el)} → ${box.right}`);
    }
    const overflow = () => root.scrollWidth - root.clientWidth;
    const hides = (el: Element) => {
      const style = (el as HTMLElement).style;
      const before = style.getPropertyValue('display');
      const priority = style.getPropertyPriority('display');
      style.setProperty('display', 'none', 'important');
      const gone = overflow() <= 0;
      style.setProperty('display', before, priority);
      return gone;
    };
    const wide = out.slice(0, 5);
    const path: string[] = [];
    let current: Element = document.body;
    for (;;) {
      const culprit = Array.from(current.children).find(hides);
      if (!culprit) break;
      path.push(name(culprit));
      current = culprit;
    }
    if (path.length > 0) {
      const box = current.getBoundingClientRect();
      const pseudo = (which: string) => {
        const style = getComputedStyle(current, which);
        return style.content === 'none' ? '' : ` ${which} ${style.content} ${style.width}`;
      };
      wide.push(
        `culprit: ${path.join(' > ')} (box ${box.left}–${box.right}, scrollWidth ` +
          `${current.scrollWidth}, text "${(current.textContent ?? '').slice(0, 60)}"` +
          `${pseudo('::before')}${pseudo('::after')})`,
      );
    }
    return wide;
  });
}
