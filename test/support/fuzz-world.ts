import type { CupDto } from '@liga/contracts';
import type { LeagueDto, MatchReportCreatedDto, SeasonDto, TeamDto } from '@liga/contracts';
import { FixedClock } from '../../apps/server/src/platform/clock/clock';
import { type AccountsTestApp, startAccountsApp } from './accounts-app';
import { addPlayer, createPitch, teamsOfLeague, type TestTeam } from './matches';
import { createAcceptedMatch, reportPayload, settleAll } from './reports';
import { currentLeagues } from './teams';
import { createAdmin, registerVerifiedUser, type TestUser } from './users';

/** The real records a fuzzed route can point at (valid path params and query ids). */
export interface FuzzFixtures {
  season: SeasonDto;
  league: LeagueDto;
  admin: TestUser;
  /** Captain of `home`; `home` plays `away` in `matchId`, which has report `reportId`. */
  captain: TestUser;
  player: TestUser;
  home: TestTeam;
  away: TestTeam;
  pitchId: string;
  matchId: string;
  reportId: string;
  /** A pending application of `applicant` to `home`. */
  applicationId: string;
  applicant: TestUser;
  /** `player`'s membership of `home`. */
  membershipId: string;
  /** An open offer of `away` to `agent`, a free agent. */
  offerId: string;
  agent: TestUser;
  /** A drawn cup of `home` and `away`, and its final (their tie). */
  cupId: string;
  tieId: string;
}

export interface FuzzWorld {
  app: AccountsTestApp;
  fixtures: FuzzFixtures;
  /** Waits until every projection has applied the whole log. */
  settle(): Promise<void>;
  /** What a refused call must leave alone: the head of the event log and the claimed keys. */
  writeMark(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The API in-process on a fresh database, in the spec's autumn 2025 season (so a match in
 * September has already started and can carry a report), with one of every record a route
 * can name: two teams of a league with their captains, a player, a pitch, an accepted match
 * with a filed report, and a pending application.
 */
export async function startFuzzWorld(label: string): Promise<FuzzWorld> {
  const clock = new FixedClock(new Date());
  const app = await startAccountsApp(label, {
    clock,
    env: { SEASON_PIN_DATE: '2025-09-01' },
  });
  const { http, infra } = app;
  const settle = () => settleAll(infra.db, () => app.settle());
  const season = (await http.get<SeasonDto>('/api/season/current')).body.value!;
  const [league] = await currentLeagues(http);
  const admin = await createAdmin(http, infra);
  const team = teamsOfLeague(http, infra, { admin, leagueId: league.id, settle });
  const home = await team();
  const away = await team();
  const player = await addPlayer(http, infra, home, settle);
  const pitchId = await createPitch(http, admin, {
    name: 'Orlik Fuzz',
    latitude: 50.06,
    longitude: 19.94,
  });
  await settle();
  const matchId = await createAcceptedMatch(http, {
    from: home,
    to: away,
    pitchId,
    date: '2025-09-20T16:00:00.000Z',
    settle,
    clock,
  });
  const report = await http.post<MatchReportCreatedDto>(
    '/api/match-report/entity-insert',
    reportPayload(
      home.id,
      away.id,
      { present: [home.captain.id, player.id], goals: [player.id] },
      { present: [away.captain.id] },
      { matchId },
    ),
    home.captain.token,
  );
  if (!report.body.value) throw new Error(`report failed: ${JSON.stringify(report.body)}`);
  const applicant = await registerVerifiedUser(http, infra, { firstName: 'Kandydat' });
  const application = await http.post<{ id: string }>(
    '/api/team-invitation',
    { teamId: home.id, userId: applicant.id },
    applicant.token,
  );
  if (!application.body.value) throw new Error(`application failed: ${application.status}`);
  await settle();
  const team1 = (await http.get<TeamDto>(`/api/team/get-team-by-id?TeamId=${home.id}`, admin.token))
    .body.value!;
  const membershipId = team1.users.find((u) => u.id === player.id)!.userTeamId;
  const agent = await registerVerifiedUser(http, infra, { firstName: 'Wolny' });
  const offer = await http.post<{ id: string }>(
    '/api/team-offer',
    { teamId: away.id, userId: agent.id },
    away.captain.token,
  );
  if (!offer.body.value) throw new Error(`offer failed: ${offer.status}`);
  await settle();
  const { cupId, tieId } = await drawnCup(http, admin, league.id, [home, away]);
  return {
    app,
    fixtures: {
      season,
      league,
      admin,
      captain: home.captain,
      player,
      home,
      away,
      pitchId,
      matchId,
      reportId: report.body.value.id,
      applicationId: application.body.value.id,
      applicant,
      membershipId,
      offerId: offer.body.value.id,
      agent,
      cupId,
      tieId,
    },
    settle,
    async writeMark() {
      const [row] = await infra.db.query(
        `SELECT (SELECT coalesce(max(global_position), 0) FROM events)::text AS head,
                (SELECT count(*) FROM unique_keys)::text AS keys,
                (SELECT coalesce(md5(string_agg(scope || ':' || value, ',' ORDER BY scope, value)), '')
                   FROM unique_keys) AS digest`,
      );
      return `${row.head}/${row.keys}/${row.digest}`;
    },
    close: () => app.close(),
  };
}

/** A cup of `teams` (entered by their captains), drawn: its id and its first tie. */
async function drawnCup(
  http: FuzzWorld['app']['http'],
  admin: TestUser,
  leagueId: string,
  teams: Array<{ captain: TestUser }>,
): Promise<{ cupId: string; tieId: string }> {
  const created = await http.post<{ id: string }>(
    '/api/admin/cup',
    {
      name: 'Puchar Fuzz',
      leagueIds: [leagueId],
      entryDeadline: '2030-01-01T12:00:00Z',
      roundDeadlines: ['2030-02-01T12:00:00Z', '2030-03-01T12:00:00Z'],
    },
    admin.token,
  );
  const cupId = created.body.value!.id;
  await http.post(`/api/admin/cup/${cupId}/open`, {}, admin.token);
  for (const team of teams) await http.post(`/api/cup/${cupId}/entry`, {}, team.captain.token);
  await http.post(`/api/admin/cup/${cupId}/draw`, {}, admin.token);
  const cup = await http.get<CupDto>(`/api/cup/${cupId}`, admin.token);
  if (!cup.body.value?.rounds[0]) throw new Error(`cup draw failed: ${JSON.stringify(cup.body)}`);
  return { cupId, tieId: cup.body.value.rounds[0].ties[0].id };
}
