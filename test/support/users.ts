import type { LoginResultDto, RegisterUserResultDto } from '@liga/contracts';
import type { apiClient } from './api';
import type { TestInfrastructure } from './infrastructure';

/** A registered, confirmed, logged-in account, as the API tests use it. */
export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Access token (Bearer). */
  token: string;
  refreshToken: string;
}

export type TestInfra = Pick<TestInfrastructure, 'db' | 'eventStore'>;
type Http = ReturnType<typeof apiClient>;

export const TEST_PASSWORD = 'Haslo123!';
let counter = 0;

/** A valid registration payload (spec section 5 rules); every field can be overridden. */
export function registrationPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `gracz.${unique}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Jan',
    lastName: 'Kowalski',
    height: 180,
    shirtNumber: 10,
    birthDate: '1995-05-20T00:00:00.000Z',
    position: 3,
    dominateLeg: 1,
    ...overrides,
  };
}

/**
 * Registers through the API, confirms the e-mail (test shortcut: the `UserEmailVerified` fact
 * is appended straight to the user's stream instead of opening the mailed link), logs in, and
 * waits until the users projection shows the account. Works in-process and with workers.
 */
export async function registerVerifiedUser(
  http: Http,
  infra: TestInfra,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const payload = registrationPayload(overrides);
  const registered = await http.post<RegisterUserResultDto>('/api/user', payload);
  if (registered.status !== 201 || !registered.body.value) {
    throw new Error(
      `registration failed (${registered.status}): ${JSON.stringify(registered.body.errors)}`,
    );
  }
  const id = registered.body.value.id;
  await appendUserFact(infra, id, {
    type: 'UserEmailVerified',
    data: { userId: id, verifiedAt: new Date().toISOString() },
  });
  const tokens = await login(http, payload.email, payload.password);
  await waitForUserRow(infra, id, 'verified');
  return {
    id,
    email: payload.email,
    password: payload.password,
    token: tokens.authorizationToken,
    refreshToken: tokens.refreshToken,
  };
}

/** Like registerVerifiedUser, then the Admin role (shortcut: `UserRoleGranted`), admin login. */
export async function createAdmin(
  http: Http,
  infra: TestInfra,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const user = await registerVerifiedUser(http, infra, {
    firstName: 'Adam',
    lastName: 'Administrator',
    ...overrides,
  });
  await appendUserFact(infra, user.id, {
    type: 'UserRoleGranted',
    data: { userId: user.id, role: 'Admin' },
  });
  const tokens = await login(http, user.email, user.password, '/api/admin/login');
  await waitForUserRow(infra, user.id, "role = 'Admin'");
  return { ...user, token: tokens.authorizationToken, refreshToken: tokens.refreshToken };
}

export async function login(
  http: Http,
  email: string,
  password: string,
  path = '/api/user/login',
): Promise<LoginResultDto> {
  const res = await http.post<LoginResultDto>(path, { username: email, password });
  if (res.status !== 200 || !res.body.value) {
    throw new Error(`login failed (${res.status}): ${JSON.stringify(res.body.errors)}`);
  }
  return res.body.value;
}

async function appendUserFact(
  infra: TestInfra,
  userId: string,
  event: { type: string; data: unknown },
): Promise<void> {
  const stream = `user-${userId}`;
  const context = { actorUserId: null, correlationId: `test-${userId}`, causationId: null };
  const version = await infra.eventStore.streamVersion(stream);
  await infra.eventStore.append(stream, 'user', version, [event], context);
}

/** Polls `rm_users` until the row matches `condition` (SQL over its columns), 10 s at most. */
export async function waitForUserRow(
  infra: TestInfra,
  userId: string,
  condition = 'true',
): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const rows: unknown[] = await infra.db.query(
      `SELECT 1 FROM rm_users WHERE id = $1 AND (${condition})`,
      [userId],
    );
    if (rows.length > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`rm_users row of ${userId} did not reach (${condition}) within 10 s`);
}

/** A JWT's claims, unverified (tests only). */
export function jwtClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
