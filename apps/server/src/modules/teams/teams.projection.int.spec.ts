import { randomUUID } from 'node:crypto';
import { testContext } from '../../../../../test/support/infrastructure';
import { useProjectionHarness } from '../../../../../test/support/projection-harness';
import { ProjectionRunner } from '../../platform/projections/projection-runner';
import { createProjectionTables, rebuildProjection } from '../../platform/projections/rebuild';
import { teamsProjection } from './projections/teams.projection';
import { TEAMS_TABLES } from './projections/teams.tables';

jest.setTimeout(60_000);

/**
 * Events -> teams projection -> rows. A replay takes a batch's team events as one run (members
 * and applications new in it kept in memory and inserted at its end, the members counts
 * recounted once): the rows equal those of one event at a time, whichever way the batches
 * cut the log.
 */
describe('teams projection (events -> rows, real PostgreSQL)', () => {
  const h = useProjectionHarness('teams_rows');
  const [wilki, orly] = [randomUUID(), randomUUID()];
  const [kasia, piotr, jan, ola] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const versions = new Map<string, number>();
  const append = async (teamId: string, type: string, data: Record<string, unknown>) => {
    const version = versions.get(teamId) ?? 0;
    await h.infra.eventStore.append(
      `team-${teamId}`,
      'team',
      version,
      [{ type, data: { teamId, ...data } }],
      testContext(),
    );
    versions.set(teamId, version + 1);
  };
  const dump = async () => {
    const out: Record<string, unknown[]> = {};
    for (const table of TEAMS_TABLES) {
      const rows: unknown[] = await h.infra.db.query(`SELECT * FROM ${table}`);
      out[table] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return out;
  };

  it('a replay in one run or in small batches writes the rows of one event at a time', async () => {
    const created = (captainId: string, name: string) => ({
      name,
      shortName: name.slice(0, 3).toUpperCase(),
      captainId,
      requestedLeagueId: null,
    });
    const member = (userId: string, memberType: 1 | 2) => ({
      userTeamId: `${userId.slice(0, 8)}-0000-4000-8000-${memberType}00000000000`,
      userId,
      memberType,
    });
    const apps = { piotr: randomUUID(), jan: randomUUID(), ola: randomUUID(), ola2: randomUUID() };

    await append(wilki, 'TeamCreated', created(kasia, 'Wilki'));
    await append(wilki, 'PlayerJoinedTeam', member(kasia, 2));
    await append(wilki, 'ApplicationSubmitted', { applicationId: apps.piotr, userId: piotr });
    await append(orly, 'TeamCreated', created(jan, 'Orły'));
    await append(orly, 'PlayerJoinedTeam', member(jan, 2));
    await append(wilki, 'ApplicationSubmitted', { applicationId: apps.jan, userId: jan });
    await append(wilki, 'ApplicationAccepted', { applicationId: apps.piotr, userId: piotr });
    await append(wilki, 'PlayerJoinedTeam', member(piotr, 1));
    await append(wilki, 'ApplicationCancelled', { applicationId: apps.jan, userId: jan });
    await append(orly, 'ApplicationSubmitted', { applicationId: apps.ola, userId: ola });
    await append(wilki, 'CaptaincyHandedOver', { fromUserId: kasia, toUserId: piotr });
    await append(wilki, 'PlayerLeftTeam', {
      userTeamId: member(kasia, 2).userTeamId,
      userId: kasia,
    });
    await append(wilki, 'ApplicationSubmitted', { applicationId: apps.ola2, userId: ola });
    await append(orly, 'ApplicationWithdrawn', { applicationId: apps.ola, userId: ola });
    await append(orly, 'PlayerJoinedTeam', member(kasia, 1));
    await append(orly, 'TeamRenamed', { name: 'Orły Górskie', shortName: 'ORG' });
    await append(wilki, 'TeamDeleted', {
      memberIds: [piotr],
      pendingApplicationIds: [apps.ola2],
    });

    // one event at a time, as a live runner with batches of one applies them
    await createProjectionTables(h.infra.db, teamsProjection);
    await h.drain(
      new ProjectionRunner(h.infra.db, teamsProjection, h.infra.upcasters, h.publisher, {
        ...h.options,
        batchSize: 1,
      }),
    );
    const oneByOne = await dump();
    const [orlyRow] = await h.infra.db.query(
      'SELECT name, captain_id, members_count FROM rm_teams',
    );
    expect(orlyRow).toEqual({ name: 'Orły Górskie', captain_id: jan, members_count: 2 });
    const statuses = await h.infra.db.query(
      'SELECT id, status FROM rm_team_applications ORDER BY created_at, id',
    );
    expect(
      Object.fromEntries(statuses.map((r: { id: string; status: string }) => [r.id, r.status])),
    ).toEqual({
      [apps.piotr]: 'accepted',
      [apps.jan]: 'cancelled',
      [apps.ola]: 'withdrawn',
      [apps.ola2]: 'teamDeleted',
    });

    for (const batchSize of [10_000, 5, 3, 1]) {
      await rebuildProjection(h.infra.db, teamsProjection, h.infra.upcasters, { batchSize });
      expect([batchSize, await dump()]).toEqual([batchSize, oneByOne]);
    }
  });
});
