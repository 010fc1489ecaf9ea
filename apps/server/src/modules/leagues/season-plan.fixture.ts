import type { LeagueDto } from '@liga/contracts';
import { apiClient } from '../../../../../test/support/api';
import type { ApiApp } from '../../../../../test/support/api-app';
import type { TestInfrastructure } from '../../../../../test/support/infrastructure';
import {
  createPitch,
  createTeamWithCaptain,
  type TestTeam,
} from '../../../../../test/support/matches';
import { createAcceptedMatch, reportPayload } from '../../../../../test/support/reports';
import { currentLeagues } from '../../../../../test/support/teams';
import { createAdmin, type TestUser } from '../../../../../test/support/users';
import { type SeasonPeriod, seasonId } from '../../config/season-calendar';
import type { FixedClock } from '../../platform/clock/clock';

export type Http = ReturnType<typeof apiClient>;

/** Teams of the season, the admin, and a way to play verified matches between them. */
export async function seasonWithTeams(
  infra: TestInfrastructure,
  api: ApiApp,
  http: Http,
  clock: FixedClock,
  layout: Record<string, string | null>,
) {
  const admin = await createAdmin(http, infra);
  const leagues: LeagueDto[] = await currentLeagues(http);
  const byName = (name: string) => leagues.find((l) => l.name === name)!.id;
  const settle = () => api.daemon!.drainAll();
  const teams: Record<string, TestTeam> = {};
  for (const [key, league] of Object.entries(layout)) {
    teams[key] = await createTeamWithCaptain(http, infra, {
      admin,
      leagueId: league ? byName(league) : null,
      requestLeagueId: byName('Liga 1'),
      settle,
    });
  }
  const pitchId = await createPitch(http, admin, {
    name: 'Orlik Plan',
    latitude: 52.1,
    longitude: 21.1,
  });
  /** `from` beats `to` 2:0 on `date` (before the clock's now), verified by the admin. */
  const win = async (from: TestTeam, to: TestTeam, date: string) => {
    const matchId = await createAcceptedMatch(http, { from, to, pitchId, date, settle, clock });
    const worldNow = clock.now();
    clock.set(new Date(new Date(date).getTime() + 3 * 3_600_000)); // reported after the match
    const filed = await http.post<{ id: string }>(
      '/api/match-report/entity-insert',
      reportPayload(
        from.id,
        to.id,
        { present: [from.captain.id], goals: [from.captain.id, from.captain.id] },
        { present: [to.captain.id] },
        { matchId },
      ),
      from.captain.token,
    );
    const by = { matchReportId: filed.body.value!.id };
    await http.post('/api/match-report/accept', by, to.captain.token);
    const verified = await http.post('/api/match-report/admin-accept', by, admin.token);
    clock.set(worldNow);
    if (verified.status !== 200) throw new Error(`verification failed ${verified.status}`);
  };
  return { admin, teams, win, byName };
}

/** The teams' leagues in a season (current links), by team id. */
export async function membersOf(infra: TestInfrastructure, season: SeasonPeriod) {
  const rows: Array<{ team_id: string; name: string }> = await infra.db.query(
    `SELECT lt.team_id, l.name FROM rm_league_teams lt JOIN rm_leagues l ON l.id = lt.league_id
      WHERE lt.season_id = $1 AND lt.ended_at IS NULL`,
    [seasonId(season)],
  );
  return Object.fromEntries(rows.map((r) => [r.team_id, r.name]));
}

export const named = (teams: Record<string, TestTeam>, members: Record<string, string>) =>
  Object.fromEntries(Object.entries(teams).map(([key, team]) => [key, members[team.id] ?? null]));

export type { TestUser };
