import type { LoginResultDto } from '@liga/contracts';
import jwt from 'jsonwebtoken';
import { io as connect } from 'socket.io-client';
import { FixedClock } from '../../apps/server/src/platform/clock/clock';
import { THROTTLE } from '../../apps/server/src/modules/users/auth/login-throttle';
import { type AccountsTestApp, startAccountsApp } from '../support/accounts-app';
import { TEST_JWT_SECRET } from '../support/infrastructure';
import { createAdmin, login, registerVerifiedUser, type TestUser } from '../support/users';

jest.setTimeout(120_000);

const sign = (claims: object, secret = TEST_JWT_SECRET, options: jwt.SignOptions = {}) =>
  jwt.sign({ typ: 'access', ...claims }, secret, {
    algorithm: 'HS256',
    issuer: 'liga',
    ...options,
  });
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Tokens and logins under attack: every forged, stale or replayed token is a 401 in the error
 * envelope; failed logins are throttled per account and per address, with Retry-After.
 */
describe('tokens and login throttling (API, real PostgreSQL)', () => {
  const clock = new FixedClock(new Date());
  let app: AccountsTestApp;
  let ala: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await startAccountsApp('tokens', { clock });
    ala = await registerVerifiedUser(app.http, app.infra, { firstName: 'Ala' });
    admin = await createAdmin(app.http, app.infra);
  });
  afterAll(() => app?.close());

  const closedRoute = (token: string) =>
    app.http.get(`/api/user/get-user-by-id?UserId=${ala.id}`, token);
  const adminRoute = (token: string) => app.http.get('/api/admin/users', token);
  const expectRefused = (
    res: { status: number; body: { isFailure: boolean; errors: Array<{ code: string }> } },
    code: string,
  ) => {
    expect([res.status, res.body.isFailure, res.body.errors[0]?.code]).toEqual([401, true, code]);
  };

  it('refuses an expired access token', async () => {
    const expired = sign({ sub: ala.id, role: 'User' }, TEST_JWT_SECRET, { expiresIn: -1 });
    expectRefused(await closedRoute(expired), 'auth.token_expired');
  });

  it('refuses a token signed with another key, or with another algorithm', async () => {
    const foreign = sign({ sub: admin.id, role: 'Admin' }, 'k'.repeat(48));
    expectRefused(await adminRoute(foreign), 'auth.token_invalid');
    const hs512 = sign({ sub: admin.id, role: 'Admin' }, TEST_JWT_SECRET, { algorithm: 'HS512' });
    expectRefused(await adminRoute(hs512), 'auth.token_invalid');
  });

  it("refuses an unsigned token (alg 'none')", async () => {
    const claims = { sub: admin.id, role: 'Admin', typ: 'access', iss: 'liga' };
    for (const alg of ['none', 'None', 'NONE']) {
      const unsigned = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}.`;
      expectRefused(await adminRoute(unsigned), 'auth.token_invalid');
    }
  });

  it('refuses a payload tampered to role=Admin (signature of the original kept)', async () => {
    const [header, payload, signature] = ala.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    const promoted = `${header}.${b64({ ...claims, role: 'Admin' })}.${signature}`;
    expectRefused(await adminRoute(promoted), 'auth.token_invalid');
    expect((await adminRoute(ala.token)).status).toBe(403);
  });

  it('refuses a refresh token as an access token', async () => {
    expectRefused(await closedRoute(ala.refreshToken), 'auth.token_invalid');
  });

  it('refuses a valid token of an erased account, on the API and on the live socket', async () => {
    const gone = await registerVerifiedUser(app.http, app.infra, { firstName: 'Ewa' });
    expect((await closedRoute(gone.token)).status).toBe(200);
    expect((await app.http.delete(`/api/user/${gone.id}`, admin.token)).status).toBe(200);
    expectRefused(await closedRoute(gone.token), 'auth.account_closed');
    // on a public route the token counts for nothing: answered as to a guest
    const profile = await app.http.get(`/api/user/${ala.id}`, gone.token);
    expect(profile.status).toBe(401);
    const socket = connect(app.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: gone.token },
      reconnection: false,
    });
    const refusal = await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(error.message));
    });
    socket.close();
    expect(refusal).toBe('auth.account_closed');
    const refresh = await app.http.post(
      `/api/user/refresh-token?refreshRequest=${gone.refreshToken}`,
    );
    expect(refresh.status).toBe(401);
  });

  it('a reused (rotated) refresh token is refused and revokes its whole family', async () => {
    const first = await login(app.http, ala.email, ala.password);
    const rotated = await app.http.post<LoginResultDto>(
      `/api/user/refresh-token?refreshRequest=${first.refreshToken}`,
    );
    expect(rotated.status).toBe(200);
    const reuse = await app.http.post(
      `/api/user/refresh-token?refreshRequest=${first.refreshToken}`,
    );
    expectRefused(reuse, 'auth.refresh_reused');
    const newest = rotated.body.value!.refreshToken;
    expectRefused(
      await app.http.post(`/api/user/refresh-token?refreshRequest=${newest}`),
      'auth.refresh_invalid',
    );
  });

  /** Logins from one client address (X-Forwarded-For, trusted from loopback). */
  const attempt = async (address: string, username: string, password: string) => {
    const res = await fetch(`${app.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username, password }),
    });
    const body = (await res.json()) as { errors: Array<{ code: string }> };
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
  };

  /** Failed logins until the first 429: how many were allowed, and the refusal. */
  const failUntilThrottled = async (address: string, username: (i: number) => string) => {
    for (let i = 0; i < 50; i++) {
      const res = await attempt(address, username(i), 'Zle-Haslo1!');
      if (res.status === 429) return { allowed: i, refusal: res };
      expect(res.status).toBe(401);
    }
    throw new Error('never throttled');
  };

  it('throttles failed logins per account and address and per address, with Retry-After', async () => {
    const perPair = await failUntilThrottled('203.0.113.10', () => ala.email);
    const rightPasswordElsewhere = await attempt('203.0.113.11', ala.email, ala.password);
    const rightPasswordThere = await attempt('203.0.113.10', ala.email, ala.password);
    const perAddress = await failUntilThrottled('203.0.113.20', (i) => `nikt${i}@example.com`);
    const otherAccountSameAddress = await attempt('203.0.113.20', admin.email, admin.password);
    const figures = [
      ['per account+address', perPair.allowed, perPair.refusal.status, perPair.refusal.retryAfter],
      ['per address', perAddress.allowed, perAddress.refusal.status, perAddress.refusal.retryAfter],
    ];
    console.log(
      `login throttling (window ${THROTTLE.windowMs / 60_000} min, delays growing from ` +
        `${THROTTLE.firstDelayMs / 1000} s):\n` +
        figures
          .map(
            ([k, n, s, r]) =>
              `  ${k}: ${n} failed attempts answered 401, then ${s}, Retry-After ${r} s`,
          )
          .join('\n'),
    );
    expect(perPair.allowed).toBe(THROTTLE.freePerPair);
    expect(perAddress.allowed).toBe(THROTTLE.freePerAddress);
    expect(rightPasswordElsewhere.status).toBe(200);
    for (const refusal of [perPair.refusal, perAddress.refusal, rightPasswordThere]) {
      expect(refusal.status).toBe(429);
      expect(refusal.body.errors[0].code).toBe('auth.too_many_attempts');
      expect(Number(refusal.retryAfter)).toBe(THROTTLE.firstDelayMs / 1000);
    }
    expect(otherAccountSameAddress.status).toBe(429);
    clock.advance(THROTTLE.firstDelayMs - 10_000);
    expect((await attempt('203.0.113.10', ala.email, ala.password)).retryAfter).toBe('10');
    clock.advance(10_000 + 1);
    expect((await attempt('203.0.113.10', ala.email, ala.password)).status).toBe(200);
    expect((await attempt('203.0.113.20', admin.email, admin.password)).status).toBe(200);
  });
});
