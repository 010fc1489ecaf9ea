import type {
  HallOfFameSeasonDto,
  LeagueTeamStatisticDto,
  MvpRankingDto,
  RecordsDto,
  TeamSeasonDto,
  UserGoalsRankingDto,
} from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import { createApiApp } from '../../../../../test/support/api-app';
import { createTestInfrastructure } from '../../../../../test/support/infrastructure';
import { waitForProjections } from '../../../../../test/support/read-tables';
import { registerVerifiedUser } from '../../../../../test/support/users';
import { seasonId } from '../../config/season-calendar';
import { FixedClock } from '../../platform/clock/clock';
import { LEAGUES, NOW, S1, S2, TEAMS, writeHistory } from './archive.fixture';

/**
 * The demo's `npm start` appends its past seasons after the current season's events (the
 * portal already serving). Events → projections → rows: the same two-season history
 * (archive.fixture.ts) appended spring first, then autumn, leaves every read of the current
 * (spring) season as it was before the autumn landed, and fills the autumn's reads (its final
 * tables, records, the hall of fame, team history and squads) exactly as a log in time order.
 */
jest.setTimeout(300_000);

type Reads = Record<string, unknown>;

async function started(label: string, clock: FixedClock) {
  const infra = await createTestInfrastructure({ label, clock });
  const api = await createApiApp(infra, { serveClient: false });
  const http = apiClient(await api.listen(0, '127.0.0.1'));
  const { token } = await registerVerifiedUser(http, infra);
  const read = async (path: string): Promise<unknown> => {
    const { status, body } = await http.get<unknown>(path, token);
    expect({ path, status, errors: body.errors }).toEqual({ path, status: 200, errors: [] });
    return body.value;
  };
  return { infra, api, read };
}

type Started = Awaited<ReturnType<typeof started>>;

/** The current season's pages: its tables, scorers, MVPs, teams' squads of the season. */
async function currentReads({ read, infra }: Started): Promise<Reads> {
  await waitForProjections(infra.db);
  const out: Reads = {};
  for (const league of [LEAGUES.l1b, LEAGUES.l2b]) {
    out[`table ${league}`] = (await read(
      `/api/league/get-league-team-statistic?LeagueId=${league}`,
    )) as LeagueTeamStatisticDto[];
    out[`goals ${league}`] = (await read(
      `/api/user/get-user-goals?LeagueId=${league}&pageSize=200`,
    )) as UserGoalsRankingDto[];
    out[`mvps ${league}`] = (await read(
      `/api/user/get-mvps?LeagueId=${league}&pageSize=200`,
    )) as MvpRankingDto[];
    out[`teams ${league}`] = await read(`/api/team/get-teams?LeagueId=${league}`);
  }
  for (const team of Object.values(TEAMS)) {
    out[`squad ${team}`] = await read(
      `/api/team/get-team-players-by-season?TeamId=${team}&SeasonId=${seasonId(S2)}`,
    );
  }
  return out;
}

/** The past season's pages: its final tables, records, hall of fame, team history, squads. */
async function pastReads({ read, infra }: Started): Promise<Reads> {
  await waitForProjections(infra.db);
  const out: Reads = {};
  for (const league of [LEAGUES.l1a, LEAGUES.l2a]) {
    out[`table ${league}`] = await read(`/api/league/get-league-team-statistic?LeagueId=${league}`);
  }
  out.records = (await read('/api/records/get-records?MinKeeperMatches=2')) as RecordsDto;
  out.hallOfFame = (await read('/api/records/get-hall-of-fame')) as HallOfFameSeasonDto[];
  for (const team of Object.values(TEAMS)) {
    out[`history ${team}`] = (await read(
      `/api/team/get-team-history?TeamId=${team}`,
    )) as TeamSeasonDto[];
    out[`squad ${team}`] = await read(
      `/api/team/get-team-players-by-season?TeamId=${team}&SeasonId=${seasonId(S1)}`,
    );
  }
  return out;
}

describe('a past season appended after the current one (real PostgreSQL, live projections)', () => {
  const clock = new FixedClock(NOW);
  let inOrder: Started;
  let currentFirst: Started;
  let beforeThePast: Reads;

  beforeAll(async () => {
    inOrder = await started('archive-in-order', clock);
    await writeHistory(inOrder.infra.eventStore, clock);
    currentFirst = await started('archive-current-first', clock);
    await writeHistory(currentFirst.infra.eventStore, clock, 'current-first', async () => {
      beforeThePast = await currentReads(currentFirst);
    });
  });
  afterAll(async () => {
    for (const s of [inOrder, currentFirst]) {
      await s?.api.close();
      await s?.infra.dispose();
    }
  });

  it('leaves every read of the current season as it was before the past one landed', async () => {
    expect(beforeThePast[`table ${LEAGUES.l1b}`]).toHaveLength(3);
    expect(await currentReads(currentFirst)).toEqual(beforeThePast);
    expect(await currentReads(inOrder)).toEqual(beforeThePast);
  });

  it('fills the past season reads as a log written in time order does', async () => {
    const past = await pastReads(currentFirst);
    expect(past[`table ${LEAGUES.l1a}`]).toHaveLength(3);
    expect((past.hallOfFame as HallOfFameSeasonDto[]).length).toBeGreaterThan(0);
    expect(past).toEqual(await pastReads(inOrder));
  });
});
