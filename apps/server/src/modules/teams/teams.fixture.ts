import { type LeagueDto, type TeamDto } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import {
  createTestInfrastructure,
  type TestInfrastructure,
} from '../../../../../test/support/infrastructure';
import { currentLeagues } from '../../../../../test/support/teams';
import {
  createAdmin,
  registerVerifiedUser,
  type TestUser,
} from '../../../../../test/support/users';
import { type ApiApp, createApiApp } from '../../../../../test/support/api-app';

/**
 * The world of the teams rules specs (real PostgreSQL, projections in-process): an admin, a
 * captain of team 'Sokoły 1', a player and another user. Registers the beforeAll/afterAll that
 * build and dispose it (with the sockets a spec opened); values are there once beforeAll ran.
 */
export function teamsWorld(label: string) {
  let infra: TestInfrastructure;
  let api: ApiApp;
  let url: string;
  let http: ReturnType<typeof apiClient>;
  let leagues: LeagueDto[];
  let admin: TestUser;
  let captain: TestUser;
  let player: TestUser;
  let other: TestUser;
  let teamId: string;
  const sockets: Array<{ disconnect(): void }> = [];

  const drain = () => api.daemon!.drainAll();
  const create = (token: string, body: Record<string, unknown>) =>
    http.post<{ id: string }>('/api/team', { leagueId: leagues[0].id, ...body }, token);
  const team = async (id = teamId) =>
    (await http.get<TeamDto>(`/api/team/get-team-by-id?TeamId=${id}`, captain.token)).body.value!;

  beforeAll(async () => {
    infra = await createTestInfrastructure({
      label,
      env: { SEASON_PIN_DATE: '2025-09-01' },
    });
    api = await createApiApp(infra, { serveClient: false });
    url = await api.listen(0, '127.0.0.1');
    http = apiClient(url);
    leagues = await currentLeagues(http);
    [admin, captain, player, other] = await Promise.all([
      createAdmin(http, infra),
      registerVerifiedUser(http, infra, { firstName: 'Celina' }),
      registerVerifiedUser(http, infra, { firstName: 'Piotr' }),
      registerVerifiedUser(http, infra, { firstName: 'Olga' }),
    ]);
    teamId = (await create(captain.token, { name: 'Sokoły 1', shortName: 'so1' })).body.value!.id;
    await drain();
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await api.close();
    await infra.dispose();
  });

  return {
    get infra() {
      return infra;
    },
    get url() {
      return url;
    },
    get http() {
      return http;
    },
    get leagues() {
      return leagues;
    },
    get admin() {
      return admin;
    },
    get captain() {
      return captain;
    },
    get player() {
      return player;
    },
    get other() {
      return other;
    },
    get teamId() {
      return teamId;
    },
    sockets,
    drain,
    create,
    team,
  };
}
