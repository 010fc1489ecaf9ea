import type { LoginResultDto } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { jwtClaims } from '../../../../../test/support/users';
import { createApiApp } from '../../../../../test/support/api-app';
import { eventually } from '../../../../../test/support/eventually';

jest.setTimeout(60_000);

describe('the start-up admin account (ADMIN_EMAIL / ADMIN_PASSWORD)', () => {
  let infra: TestInfrastructure;
  const env = { ADMIN_EMAIL: 'Szef@Liga.example', ADMIN_PASSWORD: 'Admin123!' };

  beforeAll(async () => {
    infra = await createTestInfrastructure({ label: 'adminacc', env });
  });
  afterAll(() => infra.dispose());

  it('is created through the command, confirmed, with the Admin role, once', async () => {
    const api = await createApiApp(infra, { serveClient: false });
    const http = apiClient(await api.listen(0, '127.0.0.1'));
    try {
      const res = await http.post<LoginResultDto>('/api/admin/login', {
        username: 'szef@liga.example',
        password: env.ADMIN_PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(jwtClaims(res.body.value!.authorizationToken).role).toBe('Admin');
      await eventually(async () => {
        const users = await http.get<unknown[]>(
          '/api/admin/users',
          res.body.value!.authorizationToken,
        );
        expect(users.body.value).toEqual([
          expect.objectContaining({ email: env.ADMIN_EMAIL, role: 'Admin', verified: true }),
        ]);
      });
    } finally {
      await api.close();
    }
    // a restart (or a second node) writes nothing twice
    const again = await createApiApp(infra, { serveClient: false });
    await again.close();
    const events = await infra.db.query(
      `SELECT event_type, count(*)::int AS n FROM events WHERE stream_type = 'user' GROUP BY 1 ORDER BY 1`,
    );
    expect(events).toEqual([
      { event_type: 'UserEmailVerified', n: 1 },
      { event_type: 'UserRegistered', n: 1 },
      { event_type: 'UserRoleGranted', n: 1 },
    ]);
  });

  it('outside embedded mode there is no default admin account', async () => {
    const plain = await createTestInfrastructure({ label: 'noadmin' });
    try {
      const api = await createApiApp(plain, { serveClient: false });
      await api.close();
      const [{ n }] = await plain.db.query(
        `SELECT count(*)::int AS n FROM events WHERE stream_type = 'user'`,
      );
      expect(n).toBe(0);
    } finally {
      await plain.dispose();
    }
  });
});
