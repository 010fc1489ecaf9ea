import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { createDaemon } from '../../apps/server/src/platform/bootstrap/infrastructure';
import type { ProjectionDaemon } from '../../apps/server/src/platform/projections/projection-daemon';
import { apiClient } from '../support/api';
import { launchBrowser, signedInContext } from '../support/browser';
import { createTestInfrastructure, type TestInfrastructure } from '../support/infrastructure';
import { testRedisPrefix, testRedisUrl } from '../support/redis';
import { startApp, type RunningApp } from '../support/start-app';
import { createAdmin, registerVerifiedUser } from '../support/users';

jest.setTimeout(180_000);

const SCREENSHOTS = process.env.SCREENSHOT_DIR;

/**
 * The admin panel's 'Kolejki zadań' link in Redis mode: an admin clicks it and the BullMQ
 * dashboard opens with the projection wake-up queue, under its own CSP; a player has no way in.
 */
describe('the BullMQ dashboard from the admin panel', () => {
  let infra: TestInfrastructure;
  let daemon: ProjectionDaemon;
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    const redisUrl = await testRedisUrl();
    const prefix = testRedisPrefix('dash');
    infra = await createTestInfrastructure({ label: 'dash', redisUrl, redisPrefix: prefix });
    // this process plays the projection worker (Redis mode: the API does not project)
    daemon = createDaemon(infra, infra.publisher);
    daemon.start();
    app = await startApp({
      database: infra.database,
      env: { REDIS_URL: redisUrl, REDIS_PREFIX: prefix },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await daemon?.stop();
    await infra?.dispose();
  });

  it('opens for an admin from the tab bar and shows the projections queue', async () => {
    const http = apiClient(app.url);
    const admin = await createAdmin(http, infra);
    const context = await signedInContext(browser, http, admin, '/api/admin/login');
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(`${app.url}/admin/users`);
    const link = page.getByRole('button', { name: 'Kolejki zadań' });
    await link.waitFor();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/admin-queues-link.png` });

    await link.click();
    await page.waitForURL(`${app.url}/api/admin/queues`);
    await page.getByText('projections', { exact: false }).first().waitFor({ timeout: 20_000 });
    await page.getByText('Loading...').waitFor({ state: 'detached', timeout: 20_000 });
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/admin-queues-dashboard.png` });
    // only the dashboard's third-party font stylesheet is refused; its own assets all load
    expect(blocked.filter((text) => !text.includes('fonts.googleapis.com'))).toEqual([]);
    await context.close();
  });

  it("refuses a player's browser on the dashboard page", async () => {
    const http = apiClient(app.url);
    const player = await registerVerifiedUser(http, infra);
    const context = await signedInContext(browser, http, player);
    const page = await context.newPage();
    const answer = await page.goto(`${app.url}/api/admin/queues`);
    expect(answer?.status()).toBe(401);
    expect(await page.content()).toContain('auth.unauthorized');
    await context.close();
  });
});
