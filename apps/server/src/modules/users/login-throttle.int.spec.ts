import { apiClient } from '../../../../../test/support/api';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { capturingLogger } from '../../../../../test/support/log-capture';
import {
  createAdmin,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import { FixedClock } from '../../platform/clock/clock';
import { THROTTLE } from './auth/login-throttle';

jest.setTimeout(90_000);

/**
 * Issue 20, login throttling (OWASP ASVS 5.0, 6.3.x): failures count per (account, address) and
 * per address, with growing delays; nobody can keep the owner out from another address.
 */
describe('login throttling from several addresses (API, real PostgreSQL)', () => {
  const clock = new FixedClock(new Date());
  const logs = capturingLogger('warn');
  let infra: TestInfrastructure;
  let api: ApiApp;
  let baseUrl: string;
  let ala: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'loginthrottle', clock, logger: logs.logger });
    api = await createApiApp(infra, { serveClient: false });
    baseUrl = await api.listen(0, '127.0.0.1');
    const http = apiClient(baseUrl);
    [ala, admin] = await Promise.all([
      registerVerifiedUser(http, infra, { firstName: 'Ala' }),
      createAdmin(http, infra),
    ]);
  });
  afterAll(async () => {
    await api.close();
    await infra.dispose();
  });

  /** A login from one client address (X-Forwarded-For, trusted from loopback). */
  const attempt = async (
    door: 'user' | 'admin',
    address: string,
    username: string,
    password: string,
  ) => {
    const res = await fetch(`${baseUrl}/api/${door}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ username, password }),
    });
    const body = (await res.json()) as { errors: Array<{ code: string; message: string }> };
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
  };
  const fail = (door: 'user' | 'admin', address: string, username: string) =>
    attempt(door, address, username, 'Zle-Haslo1!');

  it('an attacker failing from one address never keeps the owner out from another', async () => {
    for (let i = 0; i < THROTTLE.freePerPair; i++) {
      expect((await fail('user', '198.51.100.1', ala.email)).status).toBe(401);
    }
    const refused = await fail('user', '198.51.100.1', ala.email);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('30');
    expect(refused.body.errors[0]).toEqual({
      code: 'auth.too_many_attempts',
      message: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 30 sekund.',
    });
    // the owner, from an address that did not fail: in at once (also with another spelling)
    expect((await attempt('user', '198.51.100.2', ala.email, ala.password)).status).toBe(200);
    const padded = `  ${ala.email.toUpperCase()} `;
    expect((await attempt('user', '198.51.100.3', padded, ala.password)).status).toBe(200);
    // the attacker's address: the right password waits too, so it tells nothing
    expect((await attempt('user', '198.51.100.1', ala.email, ala.password)).status).toBe(429);
  });

  it('delays grow with every further failure (30 s, 60 s, 120 s…), never a lock of the account', async () => {
    const address = '198.51.100.10';
    const waits: string[] = [];
    for (let i = 0; i < THROTTLE.freePerPair; i++) await fail('user', address, admin.email);
    for (let i = 0; i < 4; i++) {
      const refused = await fail('user', address, admin.email);
      expect(refused.status).toBe(429);
      waits.push(refused.retryAfter!);
      clock.advance(Number(refused.retryAfter) * 1000);
      // once the wait is over the next attempt is checked (and fails again)
      expect((await fail('user', address, admin.email)).status).toBe(401);
    }
    expect(waits).toEqual(['30', '60', '120', '240']);
    // the admin door uses the same counters: this address waits there too…
    expect((await attempt('admin', address, admin.email, admin.password)).status).toBe(429);
    // …and the admin gets in from anywhere else
    expect((await attempt('admin', '198.51.100.11', admin.email, admin.password)).status).toBe(200);
    clock.advance(THROTTLE.windowMs + 1);
  });

  it('upper case and padding hit the same counter of the pair (the attacker cannot get more tries)', async () => {
    const address = '198.51.100.20';
    const spellings = [ala.email, ala.email.toUpperCase(), ` ${ala.email}`, `${ala.email}  `];
    for (let i = 0; i < THROTTLE.freePerPair; i++) {
      expect((await fail('user', address, spellings[i % spellings.length])).status).toBe(401);
    }
    expect((await fail('user', address, spellings[1])).status).toBe(429);
    clock.advance(THROTTLE.windowMs + 1);
  });

  it('one address failing against many accounts waits too (per address)', async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < THROTTLE.freePerAddress; i++) {
      expect((await fail('user', address, `nikt${i}@example.com`)).status).toBe(401);
    }
    const refused = await attempt('user', address, ala.email, ala.password);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('30');
    expect((await attempt('user', '198.51.100.31', ala.email, ala.password)).status).toBe(200);
    clock.advance(30_000);
    expect((await attempt('user', address, ala.email, ala.password)).status).toBe(200);
    clock.advance(THROTTLE.windowMs + 1);
  });

  it('a burst of failures against one account is logged as a warning with its addresses', async () => {
    logs.entries.length = 0;
    for (let i = 0; i < THROTTLE.burstPerAccount; i++) {
      await fail(i % 2 ? 'admin' : 'user', `192.0.2.${i}`, ala.email);
    }
    const warnings = logs.withMessage('login failures burst against one account');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 'warn', userId: ala.id, failures: 10 });
    expect([...(warnings[0].addresses as string[])].sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `192.0.2.${i}`).sort(),
    );
  });
});
