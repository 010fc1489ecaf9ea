import { type RunningApp, startApp } from '../support/start-app';

jest.setTimeout(180_000);

const SOME_ID = '5f0c2b1e-8a4d-4c3e-9b7a-1d2e3f4a5b6c';

/** Every client route of spec section 2, as the built app serves it (the SPA's index.html). */
const CLIENT_ROUTES = [
  '/',
  '/home',
  '/login',
  '/register',
  '/admin-login',
  '/news',
  '/table?league=0&sort=position',
  '/matches?league=0',
  '/statistics?league=0&category=scorers',
  '/teams?league=0',
  '/cup',
  `/team/${SOME_ID}`,
  '/team/find',
  '/team/create',
  `/user/${SOME_ID}`,
  '/user/transfers',
  '/user/manage',
  '/user/reports',
  '/user/create-challenge',
  '/user/challenges',
  '/admin',
  '/admin/users',
  '/admin/reports',
  '/admin/matches',
  '/admin/pitches',
  '/admin/teams',
  '/admin/new-teams',
  '/calendar',
  '/polityka-prywatnosci',
];

/** API answers of every kind: success, refusals, errors, an image, a redirect. */
const API_CALLS: Array<{ method: string; path: string; body?: string; status: number }> = [
  { method: 'GET', path: '/api/health', status: 200 },
  { method: 'GET', path: '/api/season/current', status: 200 },
  { method: 'GET', path: '/api/admin/users', status: 401 },
  { method: 'GET', path: '/api/nie-ma-takiej-trasy', status: 404 },
  { method: 'GET', path: `/api/user/avatar/${SOME_ID}`, status: 404 },
  { method: 'POST', path: '/api/user/login', body: '{"username":', status: 400 },
  { method: 'POST', path: '/api/user/login', body: '{"username":"a@b.pl"}', status: 400 },
  { method: 'GET', path: '/api/user/verify-email?token=x', status: 302 },
];

type Headers = globalThis.Headers;

function expectBaseHeaders(where: string, headers: Headers): void {
  const csp = headers.get('content-security-policy') ?? '';
  expect([where, csp]).toEqual([where, expect.stringContaining("frame-ancestors 'none'")]);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  // issue 20: live connections to the portal's own origin only, no websocket to any host
  expect(csp).toMatch(/connect-src 'self'(;|$)/);
  expect([where, headers.get('x-frame-options')]).toEqual([where, 'DENY']);
  expect([where, headers.get('x-content-type-options')]).toEqual([where, 'nosniff']);
  expect([where, headers.get('referrer-policy')]).toEqual([where, 'no-referrer']);
  expect([where, headers.get('x-powered-by')]).toEqual([where, null]);
}

async function answersOf(app: RunningApp, extra: Record<string, string> = {}) {
  const answers: Array<{ where: string; status: number; type: string; headers: Headers }> = [];
  const get = async (where: string, init: RequestInit = {}) => {
    const res = await fetch(`${app.url}${where}`, { redirect: 'manual', ...init });
    await res.arrayBuffer();
    answers.push({
      where,
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      headers: res.headers,
    });
  };
  for (const route of CLIENT_ROUTES) {
    await get(route, { headers: { accept: 'text/html', ...extra } });
  }
  for (const call of API_CALLS) {
    const headers = { ...extra, ...(call.body ? { 'content-type': 'application/json' } : {}) };
    await get(call.path, { method: call.method, body: call.body, headers });
  }
  const html = await (await fetch(`${app.url}/`, { headers: { accept: 'text/html' } })).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]);
  for (const asset of new Set(assets)) await get(asset, { headers: extra });
  return { answers, assets };
}

/**
 * Security headers on every page and API answer of the built app, errors and static files
 * included: HSTS only where the portal is reached over TLS.
 */
describe('security headers (built app)', () => {
  let plain: RunningApp;
  let tls: RunningApp;

  beforeAll(async () => {
    plain = await startApp({ env: { SEED_DEMO: 'false' } });
    tls = await startApp({ env: { SEED_DEMO: 'false', PUBLIC_URL: 'https://liga.example.pl' } });
  });
  afterAll(async () => {
    await plain?.close();
    await tls?.close();
  });

  it('on plain HTTP: every client route, API answer and asset has them, without HSTS', async () => {
    const { answers, assets } = await answersOf(plain);
    expect(assets.length).toBeGreaterThanOrEqual(2);
    for (const a of answers.slice(0, CLIENT_ROUTES.length)) {
      expect([a.where, a.status, a.type]).toEqual([
        a.where,
        200,
        expect.stringContaining('text/html'),
      ]);
    }
    expect(
      answers.slice(CLIENT_ROUTES.length, -assets.length).map((a) => [a.where, a.status]),
    ).toEqual(API_CALLS.map((c) => [c.path, c.status]));
    for (const a of answers.slice(-assets.length))
      expect([a.where, a.status]).toEqual([a.where, 200]);
    for (const a of answers) {
      expectBaseHeaders(a.where, a.headers);
      expect([a.where, a.headers.get('strict-transport-security')]).toEqual([a.where, null]);
      expect(a.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    }
  });

  it('behind a TLS proxy (X-Forwarded-Proto: https from the trusted loopback): HSTS too', async () => {
    const { answers } = await answersOf(plain, { 'x-forwarded-proto': 'https' });
    for (const a of answers) {
      expectBaseHeaders(a.where, a.headers);
      expect([a.where, a.headers.get('strict-transport-security')]).toEqual([
        a.where,
        'max-age=31536000; includeSubDomains',
      ]);
    }
  });

  it('with an https PUBLIC_URL: HSTS and upgrade-insecure-requests on every answer', async () => {
    const { answers } = await answersOf(tls);
    for (const a of answers) {
      expectBaseHeaders(a.where, a.headers);
      expect([a.where, a.headers.get('strict-transport-security')]).toEqual([
        a.where,
        'max-age=31536000; includeSubDomains',
      ]);
      expect(a.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    }
  });
});
