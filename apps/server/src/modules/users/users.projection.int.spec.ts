import { randomUUID } from 'node:crypto';
import { testContext } from '../../../../../test/support/infrastructure';
import { useProjectionHarness } from '../../../../../test/support/projection-harness';
import { ProjectionRunner } from '../../platform/projections/projection-runner';
import { createProjectionTables, rebuildProjection } from '../../platform/projections/rebuild';
import { newPersonalKey, personalDataKeys, seal } from './personal-data/personal-data-vault';
import { usersProjection } from './projections/users.projection';

jest.setTimeout(60_000);

/**
 * Events -> users projection -> rm_users. A replay takes a batch's account events as one run
 * (the keys read once; a person registered in the run built in memory with their later events
 * and inserted at its end; the others updated in order): the rows equal those of one event at
 * a time, whichever way the batches cut the log.
 */
describe('users projection (events -> rows, real PostgreSQL)', () => {
  const h = useProjectionHarness('users_rows');
  const [ala, ola, ewa] = [randomUUID(), randomUUID(), randomUUID()];
  const keys = new Map<string, Buffer>();
  const versions = new Map<string, number>();

  const sealed = (userId: string, firstName: string, lastName: string, email?: string) =>
    seal(
      keys.get(userId)!,
      { email, firstName, lastName, birthDate: '1990-05-01', height: 180, shirtNumber: 9 },
      userId,
    );
  const append = async (userId: string, type: string, data: Record<string, unknown>) => {
    const version = versions.get(userId) ?? 0;
    await h.infra.eventStore.append(
      `user-${userId}`,
      'user',
      version,
      [{ type, data: { userId, ...data } }],
      testContext(),
    );
    versions.set(userId, version + 1);
  };
  const registered = (userId: string, firstName: string, lastName: string) =>
    append(userId, 'UserRegistered', {
      registeredAt: '2026-03-01T10:00:00.000Z',
      position: 2,
      dominateLeg: 1,
      personal: sealed(userId, firstName, lastName, `${firstName.toLowerCase()}@liga.test`),
    });
  const dump = () => h.infra.db.query('SELECT * FROM rm_users ORDER BY id');

  it('a replay in one run or in small batches writes the rows of one event at a time', async () => {
    for (const userId of [ala, ola, ewa]) {
      keys.set(userId, newPersonalKey());
      await personalDataKeys.store(h.infra.db, userId, keys.get(userId)!);
    }
    await registered(ala, 'Ala', 'Nowak');
    await registered(ola, 'Ola', 'Wiśniewska');
    await append(ala, 'UserEmailVerified', { verifiedAt: '2026-03-01T10:01:00.000Z' });
    await append(ala, 'UserProfileUpdated', {
      position: 3,
      dominateLeg: 2,
      personal: sealed(ala, 'Alicja', 'Nowak'),
    });
    await append(ola, 'AvatarChanged', { version: 1, changedAt: '2026-03-01T10:02:00.000Z' });
    await registered(ewa, 'Ewa', 'Kowalska');
    await append(ewa, 'AvatarChanged', { version: 1, changedAt: '2026-03-01T10:03:00.000Z' });
    await append(ewa, 'UserErased', { erasedAt: '2026-03-01T10:04:00.000Z' });
    await personalDataKeys.destroy(h.infra.db, ewa); // shredded with the erasure
    await append(ewa, 'AvatarChanged', { version: 2, changedAt: '2026-03-01T10:05:00.000Z' });
    await append(ala, 'AvatarChanged', { version: 1, changedAt: '2026-03-01T10:06:00.000Z' });
    await append(ala, 'AvatarRemoved', { version: 2, removedAt: '2026-03-01T10:07:00.000Z' });
    await append(ola, 'UserRoleGranted', { role: 'Admin' });
    await append(ola, 'UserLanguageChanged', {
      language: 'en',
      changedAt: '2026-03-01T10:08:00.000Z',
    });
    await append(ala, 'UserDataReset', { resetAt: '2026-03-01T10:09:00.000Z' });
    await append(ola, 'UserProfileUpdated', {
      position: 1,
      dominateLeg: 1,
      personal: sealed(ola, 'Aleksandra', 'Wiśniewska'),
    });

    // one event at a time, as a live runner with batches of one applies them
    await createProjectionTables(h.infra.db, usersProjection);
    await h.drain(
      new ProjectionRunner(h.infra.db, usersProjection, h.infra.upcasters, h.publisher, {
        ...h.options,
        batchSize: 1,
      }),
    );
    const oneByOne = await dump();
    expect(
      oneByOne.map((r: Record<string, unknown>) => [
        r.first_name,
        r.last_name,
        r.verified,
        r.has_avatar,
        r.avatar_version,
        r.erased,
        r.role,
        r.language,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Renamed', 'User', true, false, 2, false, 'User', null],
        ['Aleksandra', 'Wiśniewska', false, true, 1, false, 'Admin', 'en'],
        ['Usunięty', 'zawodnik', false, false, 0, true, 'User', null],
      ]),
    );

    for (const batchSize of [10_000, 4, 1]) {
      await rebuildProjection(h.infra.db, usersProjection, h.infra.upcasters, { batchSize });
      expect([batchSize, await dump()]).toEqual([batchSize, oneByOne]);
    }
  });
});
