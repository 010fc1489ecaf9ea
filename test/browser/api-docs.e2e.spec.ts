import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { openApiProblems, type OpenApiDoc } from '../support/openapi-structure';
import { startApp, type RunningApp } from '../support/start-app';

jest.setTimeout(120_000);

/**
 * The ids of the operations Swagger UI draws, the page scrolled from top to bottom. From 150
 * rows (tags and open operations) on, Swagger UI (5.33) keeps only the rows near the screen in
 * the DOM (a virtual list over the window), so they are collected while scrolling.
 */
function drawnOperations(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const drawn = new Set<string>();
    const frames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    window.scrollTo(0, 0);
    for (let step = 0; step < 2_000; step++) {
      await frames();
      document.querySelectorAll('.opblock').forEach((block) => drawn.add(block.id));
      const root = document.documentElement;
      if (window.scrollY + window.innerHeight >= root.scrollHeight - 1) break;
      window.scrollBy(0, Math.floor(window.innerHeight / 2));
    }
    return [...drawn].sort();
  });
}

/** /api/docs of the built app: the routes' @ApiDoc answers and texts, and Swagger UI itself. */
describe('API description of the built app', () => {
  let app: RunningApp;
  let browser: Browser;
  let doc: OpenApiDoc;

  beforeAll(async () => {
    app = await startApp({ env: { SEED_DEMO: 'false' } });
    browser = await launchBrowser();
    doc = (await (await fetch(`${app.url}/api/docs/openapi.json`)).json()) as OpenApiDoc;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('describes answers with the contracts’ answer schemas and the routes’ texts', () => {
    expect(openApiProblems(doc)).toEqual([]);
    const current = doc.paths['/api/season/current'].get;
    expect(current.summary).toMatch(/current season/i);
    const answer = current.responses['200'].content as Record<string, { schema: OpenApiDoc }>;
    expect(JSON.stringify(answer['application/json'].schema)).toContain(
      '#/components/schemas/SeasonDto',
    );
    const schemas = doc.components.schemas as Record<string, { properties: object }>;
    expect(Object.keys(schemas.SeasonDto.properties)).toEqual(
      expect.arrayContaining(['id', 'name', 'startDate', 'endDate']),
    );
  });

  it('shows every operation in Swagger UI under the portal’s CSP', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /Content Security Policy/i.test(m.text()))
        problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(`${app.url}/api/docs`);
    await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
    const expected = Object.values(doc.paths)
      .flatMap((item) => Object.values(item))
      .map((op) => `operations-${op.tags[0]}-${op.operationId}`)
      .sort();
    expect(await drawnOperations(page)).toEqual(expected);
    await expect(page.locator('.info .title').textContent()).resolves.toContain('Liga API');
    expect(problems).toEqual([]);
    await page.close();
  });
});
