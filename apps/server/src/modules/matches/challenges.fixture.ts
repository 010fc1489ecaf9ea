import { type LeagueDto, type MatchDto, type SeasonDto } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import {
  addPlayer,
  createPitch,
  createTeamWithCaptain,
  type TestTeam,
} from '../../../../../test/support/matches';
import { currentLeagues } from '../../../../../test/support/teams';
import {
  createAdmin,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';
import { FixedClock } from '../../platform/clock/clock';

/**
 * The world's "now": early in the pinned season, before every match the specs arrange (a
 * challenge must be dated after its moment of issue).
 */
export const CHALLENGE_WORLD_NOW = '2025-09-01T08:00:00.000Z';

/**
 * The world of the challenges specs (real PostgreSQL, projections in-process), in the spec's
 * season (pinned to autumn 2025): an admin, a player of team A, a user in no team, teams A, B,
 * G in the first league, C in the second, D in none, and three pitches; its clock starts at
 * CHALLENGE_WORLD_NOW and moves a second per challenge. Registers the
 * beforeAll/afterAll that build and dispose it; the values are there once beforeAll ran.
 */
export function challengeWorld() {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let http: ReturnType<typeof apiClient>;
  let url: string;
  let season: SeasonDto;
  let leagues: LeagueDto[];
  let admin: TestUser;
  let player: TestUser;
  let loner: TestUser;
  let A: TestTeam, B: TestTeam, G: TestTeam, C: TestTeam, D: TestTeam;
  let P1: string, P2: string, P3: string;
  const clock = new FixedClock(new Date(CHALLENGE_WORLD_NOW));
  const drain = () => api.daemon!.drainAll();
  const team = (leagueId: string | null) =>
    createTeamWithCaptain(http, infra, {
      admin,
      leagueId,
      requestLeagueId: leagues[0].id,
      settle: drain,
    });
  /** Each challenge a second after the last (the history lists the newest first). */
  const challenge = (by: TestTeam | TestUser, body: Record<string, unknown>) => {
    clock.advance(1000);
    return http.post<{ id: string }>(
      '/api/match',
      { matchType: 1, length: 60, ...body },
      'captain' in by ? by.captain.token : by.token,
    );
  };
  const issue = async (
    from: TestTeam,
    to: TestTeam,
    date: string,
    pitchId: string,
    length = 60,
  ) => {
    const res = await challenge(from, { receiverId: to.id, date, pitchId, length });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body.errors));
    await drain();
    return res.body.value!.id;
  };
  const pendingOf = async (t: TestTeam) =>
    (
      await http.get<MatchDto[]>(
        `/api/match/get-matches-by-status?Case=1&TeamId=${t.id}`,
        t.captain.token,
      )
    ).body.value!;
  const messagesOf = (res: { body: { errors: Array<{ message: string }> } }) =>
    res.body.errors.map((e) => e.message);

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label: 'matches',
      clock,
      env: { SEASON_PIN_DATE: '2025-09-01' },
    });
    api = await createApiApp(infra, { serveClient: false });
    url = await api.listen(0, '127.0.0.1');
    http = apiClient(url);
    season = (await http.get<SeasonDto>('/api/season/current')).body.value!;
    leagues = await currentLeagues(http);
    admin = await createAdmin(http, infra);
    loner = await registerVerifiedUser(http, infra);
    [A, B, G] = [await team(leagues[0].id), await team(leagues[0].id), await team(leagues[0].id)];
    C = await team(leagues[1].id);
    D = await team(null);
    player = await addPlayer(http, infra, A, drain);
    P1 = await createPitch(http, admin, {
      name: 'Orlik Błonia',
      latitude: '50,0614',
      longitude: '19,9112',
    });
    P2 = await createPitch(http, admin, {
      name: 'Hala Nowa Huta',
      latitude: 50.07,
      longitude: 20.03,
    });
    P3 = await createPitch(http, admin, {
      name: 'Boisko Zabłocie',
      latitude: 50.04,
      longitude: 19.96,
    });
    await drain();
  });
  afterAll(async () => {
    await api.close();
    await infra.dispose();
  });

  return {
    get infra() {
      return infra;
    },
    get api() {
      return api;
    },
    get http() {
      return http;
    },
    get url() {
      return url;
    },
    get season() {
      return season;
    },
    get leagues() {
      return leagues;
    },
    get admin() {
      return admin;
    },
    get player() {
      return player;
    },
    get loner() {
      return loner;
    },
    get A() {
      return A;
    },
    get B() {
      return B;
    },
    get G() {
      return G;
    },
    get C() {
      return C;
    },
    get D() {
      return D;
    },
    get P1() {
      return P1;
    },
    get P2() {
      return P2;
    },
    get P3() {
      return P3;
    },
    clock,
    drain,
    team,
    challenge,
    issue,
    pendingOf,
    messagesOf,
  };
}
