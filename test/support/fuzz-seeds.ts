import {
  nextSeason,
  seasonContaining,
  seasonId,
} from '../../apps/server/src/config/season-calendar';
import { leagueIdFor } from '../../apps/server/src/modules/leagues/commands/league-ids';
import type { FuzzFixtures } from './fuzz-world';
import { reportPayload } from './reports';
import { registrationPayload } from './users';

/** One well-formed request of a route, the starting point the fuzzer mutates. */
export interface RouteSeed {
  /** A real record for each path parameter (`:id` → an id of the right kind). */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * A valid request for every route of the catalogue, pointing at the fixtures. Destructive routes
 * point at records no other route needs (they run last). A route missing here fails the battery,
 * so a new route cannot skip it.
 */
export function routeSeeds(f: FuzzFixtures): Record<string, RouteSeed> {
  const league = { LeagueId: f.league.id };
  const page = { pageSize: '10', page: '0' };
  const week = { StartDate: '2025-09-15T00:00:00.000Z', EndDate: '2025-09-22T00:00:00.000Z' };
  const login = { username: f.captain.email, password: 'Zle-haslo-1!' };
  const refresh = { refreshRequest: 'nieprawidlowy-token' };
  const next = nextSeason(seasonContaining(new Date(f.season.startDate)));
  const plan = { seasonId: seasonId(next) };
  const nextLeague = leagueIdFor(next, 'Liga 7C');
  return {
    'GET /api/admin/season-plan': { query: { SeasonId: plan.seasonId } },
    'POST /api/admin/season-plan/league': { body: { ...plan, name: 'Liga 8', tier: 8 } },
    'PUT /api/admin/season-plan/league': {
      body: { ...plan, leagueId: nextLeague, name: 'Liga 7 Weterani' },
    },
    'POST /api/admin/season-plan/league/close': { body: { ...plan, leagueId: nextLeague } },
    'PUT /api/admin/season-plan/numbers': { body: { ...plan, upperTier: 1, up: 2, down: 2 } },
    'POST /api/admin/season-plan/move': {
      body: {
        ...plan,
        teamId: f.home.id,
        toLeagueId: leagueIdFor(next, 'Liga 1'),
        reason: 'Prośba',
      },
    },
    'POST /api/admin/season-plan/confirm': { body: plan },
    // the league office (issue 16)
    'GET /api/league/get-league-rules': { query: league },
    'POST /api/admin/league/tie-breaks': {
      body: {
        leagueId: f.league.id,
        tieBreaks: ['points', 'headToHeadPoints', 'goalDifference', 'goalsScored'],
        reason: 'Fuzz',
      },
    },
    'POST /api/admin/league/points': {
      body: { leagueId: f.league.id, teamId: f.away.id, points: -1, reason: 'Fuzz' },
    },
    'POST /api/admin/match-report/correct': {
      body: {
        matchReportId: f.reportId,
        reason: 'Fuzz',
        report: reportPayload(
          f.home.id,
          f.away.id,
          { present: [] },
          { present: [] },
          {
            matchId: f.matchId,
            walkoverType: 2,
          },
        ),
      },
    },
    'POST /api/admin/team/suspend': {
      body: { teamId: f.home.id, userId: f.player.id, until: '2030-01-01', reason: 'Fuzz' },
    },
    'GET /api/suspension/get-suspensions': { query: { TeamId: f.home.id } },
    // no team of the fixtures (an id that names none): a withdrawal would change every later call
    'POST /api/admin/team/withdraw': {
      body: { teamId: f.agent.id, mode: 'walkovers', reason: 'Fuzz' },
    },
    'GET /api/audit/get-history': {
      query: { EntityType: 'team', EntityId: f.home.id, ...page },
    },
    'GET /api/match-report/get-report-queue': { query: { Status: 'all', ...league, ...page } },
    // the operations console
    'GET /api/admin/poison-events': {},
    'GET /api/admin/events': { query: { Type: 'TeamCreated', pageSize: '5' } },
    'POST /api/admin/projections/:name/rebuild': { params: { name: 'pitches' } },
    'POST /api/admin/projections/:name/retry': {
      params: { name: 'pitches' },
      body: { globalPosition: 1 },
    },
    'POST /api/admin/projections/:name/skip': {
      params: { name: 'pitches' },
      body: { globalPosition: 1, reason: 'Fuzz' },
    },
    'POST /api/admin/projections/:name/pause': { params: { name: 'audit' } },
    'POST /api/admin/projections-rebuild-all': {},
    // Web Push
    'GET /api/push/config': {},
    'POST /api/push/subscribe': {
      body: {
        endpoint: 'https://push.example.com/send/fuzz',
        keys: { p256dh: 'BPush-test-key_0123456789', auth: 'auth-secret_01' },
      },
    },
    'POST /api/push/unsubscribe': { body: { endpoint: 'https://push.example.com/send/fuzz' } },
    'POST /api/admin/login': { body: login },
    'GET /api/admin/projections': {},
    'POST /api/admin/projections/:name/resume': { params: { name: 'standings' } },
    'GET /api/admin/queue-dashboard': {},
    'POST /api/admin/queue-dashboard/session': {},
    'POST /api/admin/refresh-token': { query: refresh },
    'GET /api/admin/teams': { query: league },
    'POST /api/admin/user-password': { body: { userId: f.applicant.id } },
    'POST /api/admin/user-reset': { body: { userId: f.applicant.id } },
    'GET /api/admin/users': { query: { Query: 'Kap', ...page } },
    'GET /api/health': {},
    'GET /api/health/ready': {},
    'POST /api/league-team': { body: { leagueId: f.league.id, teamId: f.away.id } },
    'DELETE /api/league-team/:id': { params: { id: f.away.leagueTeamId! } },
    'GET /api/league-team/get-teams-without-league-query': {},
    'GET /api/league/get-league-team-by-id': { query: league },
    'GET /api/cup/get-cups-by-season-id': { query: { SeasonId: f.season.id } },
    'GET /api/cup/my-tie': {},
    'GET /api/cup/:id': { params: { id: f.cupId } },
    'GET /api/cup/:id/rankings': { params: { id: f.cupId } },
    'POST /api/cup/:id/entry': { params: { id: f.cupId } },
    'DELETE /api/cup/:id/entry': { params: { id: f.cupId } },
    'POST /api/admin/cup': {
      body: {
        name: 'Puchar Ligi',
        leagueIds: [f.league.id],
        entryDeadline: '2030-01-01T12:00:00Z',
        roundDeadlines: ['2030-02-01T12:00:00Z'],
        separateTopTier: true,
      },
    },
    'POST /api/admin/cup/:id/open': { params: { id: f.cupId } },
    'POST /api/admin/cup/:id/close': { params: { id: f.cupId } },
    'POST /api/admin/cup/:id/draw': { params: { id: f.cupId } },
    'POST /api/admin/cup/:id/team': {
      params: { id: f.cupId },
      body: { teamId: f.away.id, reason: 'Zgłoszenie mailowe' },
    },
    'POST /api/admin/cup/:id/team/remove': {
      params: { id: f.cupId },
      body: { teamId: f.away.id, reason: 'Drużyna wycofana' },
    },
    'POST /api/admin/cup/:id/tie/:tieId/decide': {
      params: { id: f.cupId, tieId: f.tieId },
      body: { outcome: 'teamA', reason: 'Mecz nierozegrany w terminie' },
    },
    'POST /api/admin/cup/:id/cancel': {
      params: { id: f.cupId },
      body: { reason: 'Za mało chętnych' },
    },
    'GET /api/league/get-league-team-statistic': {
      query: { ...league, SeasonId: f.season.id, Sort: 'position', AsOf: '2025-09-20' },
    },
    'GET /api/league/get-leagues-by-season-id': { query: { SeasonId: f.season.id } },
    'GET /api/league/get-position-by-round': { query: { ...league, TeamId: f.home.id } },
    'GET /api/records/get-records': { query: { MinKeeperMatches: '5', Limit: '10' } },
    'GET /api/records/get-hall-of-fame': {},
    'GET /api/team/get-team-history': { query: { TeamId: f.home.id } },
    'GET /api/team/get-team-players-by-season': {
      query: { TeamId: f.home.id, SeasonId: f.season.id },
    },
    'GET /api/user/get-user-career': { query: { UserId: f.player.id } },
    'POST /api/match': {
      body: {
        receiverId: f.away.id,
        date: '2025-10-04T16:00:00.000Z',
        pitchId: f.pitchId,
        length: 60,
        matchType: 1,
      },
    },
    'DELETE /api/match-report/:id': { params: { id: f.reportId } },
    'POST /api/match-report/accept': { body: { matchReportId: f.reportId } },
    'POST /api/match-report/admin-accept': { body: { matchReportId: f.reportId } },
    'POST /api/match-report/cancel': { body: { matchReportId: f.reportId } },
    'POST /api/match-report/entity-insert': {
      body: {
        ...reportPayload(f.home.id, f.away.id, { present: [f.captain.id] }, { present: [] }),
        matchId: f.matchId,
      },
    },
    'GET /api/match-report/get-match-report': { query: { MatchReportId: f.reportId } },
    'GET /api/match-report/get-match-report-by-date': { query: { ...week, ...league } },
    'GET /api/match-report/get-match-report-by-match-id': { query: { MatchId: f.matchId } },
    'GET /api/match-report/get-match-reports-by-team-id': { query: { TeamId: f.home.id, ...page } },
    'GET /api/match-report/get-match-reports-to-accept': { query: { TeamId: f.away.id } },
    'DELETE /api/match/:id': { params: { id: f.matchId } },
    'POST /api/admin/match/:id/cancel': {
      params: { id: f.matchId },
      body: { reason: 'Boisko zamknięte' },
    },
    'POST /api/match/accept': { body: { matchId: f.matchId } },
    'POST /api/match/cancel': { body: { matchId: f.matchId } },
    'GET /api/match/get-accepted-matches': { query: { teamId: f.home.id, ...page } },
    'GET /api/match/get-matches-by-status': { query: { Case: '1', TeamId: f.home.id } },
    'POST /api/match/get-teams-without-match-with-team': { body: { seasonId: f.season.id } },
    'GET /api/match/history': { query: { TeamId: f.home.id } },
    'GET /api/match/get-match-by-id': { query: { MatchId: f.matchId } },
    'GET /api/match/get-fixtures': { query: { ...week, LeagueId: f.league.id } },
    'GET /api/match/get-next-match': { query: { TeamId: f.home.id } },
    'POST /api/match/availability': { body: { matchId: f.matchId, answer: 'yes' } },
    'POST /api/match/propose-reschedule': {
      body: { matchId: f.matchId, date: '2025-12-20T18:00:00.000Z', pitchId: f.pitchId },
    },
    'POST /api/match/accept-reschedule': {
      body: { matchId: f.matchId, proposalId: f.matchId },
    },
    'POST /api/match/decline-reschedule': {
      body: { matchId: f.matchId, proposalId: f.matchId },
    },
    'GET /api/match/get-head-to-head': { query: { TeamAId: f.home.id, TeamBId: f.away.id } },
    'POST /api/pitch': { body: { name: 'Orlik Nowy', latitude: 50.1, longitude: 19.9 } },
    'PUT /api/pitch': {
      body: { id: f.pitchId, name: 'Orlik Fuzz', latitude: 50.06, longitude: 19.94 },
    },
    'DELETE /api/pitch/:id': { params: { id: f.pitchId } },
    'GET /api/pitch/get-calendar': { query: week },
    'GET /api/pitch/get-pitches': {},
    'GET /api/season/current': {},
    'GET /api/season/get-seasons': {},
    'GET /api/season/summary': {},
    'POST /api/team': { body: { name: 'Nowa Drużyna', shortName: 'NDR', leagueId: f.league.id } },
    'PUT /api/team': { body: { id: f.home.id, name: f.home.name, shortName: 'FUZ' } },
    'POST /api/team-invitation': { body: { teamId: f.away.id, userId: f.applicant.id } },
    'DELETE /api/team-invitation/:id': { params: { id: f.applicationId } },
    'POST /api/team-offer': { body: { teamId: f.home.id, userId: f.agent.id } },
    'GET /api/team-offer/get-offers-for-user': {},
    'GET /api/team-offer/get-offers-for-team': { query: { TeamId: f.away.id } },
    'POST /api/team-offer/accept': { body: { offerId: f.offerId } },
    'POST /api/team-offer/decline': { body: { offerId: f.offerId } },
    'DELETE /api/team-offer/:id': { params: { id: f.offerId } },
    'PUT /api/team/recruitment': {
      body: { teamId: f.home.id, lookingForPlayers: true, positions: [1, 4] },
    },
    'GET /api/transfers/players': {
      query: { Query: 'Wol', Position: '0', FreeAgents: 'true', ...page },
    },
    'GET /api/transfers/teams': { query: { LeagueId: f.league.id, LookingOnly: 'false' } },
    'POST /api/team-invitation/accept': { body: { invitationId: f.applicationId } },
    'POST /api/team-invitation/cancel': { body: { invitationId: f.applicationId } },
    'GET /api/team-invitation/get-team-invitation-for-capitan': {
      query: { CapitanId: f.captain.id },
    },
    'GET /api/team-invitation/get-team-invitation-for-user': { query: { UserId: f.applicant.id } },
    'DELETE /api/team/:id': { params: { id: f.away.id } },
    'POST /api/team/change-league': {
      body: { leagueTeamId: f.home.leagueTeamId, newLeagueId: f.league.id },
    },
    'GET /api/team/get-team-by-id': { query: { TeamId: f.home.id } },
    'GET /api/team/get-teams': { query: league },
    'GET /api/team/get-teams-ranking': { query: { ...league, ...page } },
    'DELETE /api/team/image/:id': { params: { id: f.home.id }, query: { entityId: f.home.id } },
    'POST /api/team/image/:id': { params: { id: f.home.id }, query: { entityId: f.home.id } },
    'GET /api/team/image/:teamId': { params: { teamId: f.home.id } },
    'POST /api/user': { body: registrationPayload() },
    'PUT /api/user': {
      body: {
        ...registrationPayload({ password: 'Zle-haslo-1!' }),
        id: f.captain.id,
        email: f.captain.email,
      },
    },
    'DELETE /api/user-team/:userTeamId': { params: { userTeamId: f.membershipId } },
    'POST /api/user-team/change-capitan': {
      body: { teamId: f.home.id, oldCapitanId: f.captain.id, newCapitanId: f.player.id },
    },
    'DELETE /api/user/:id': { params: { id: f.applicant.id } },
    'GET /api/user/:id': { params: { id: f.player.id } },
    'DELETE /api/user/avatar/:id': {
      params: { id: f.player.id },
      query: { entityId: f.player.id },
    },
    'POST /api/user/avatar/:id': { params: { id: f.player.id }, query: { entityId: f.player.id } },
    'GET /api/user/avatar/:userId': { params: { userId: f.player.id } },
    'POST /api/user/change-password': {
      body: { currentPassword: 'Zle-haslo-1!', newPassword: 'Nowe-haslo-2!' },
    },
    'GET /api/user/get-goalkeeper-rates': { query: { ...league, ...page } },
    'GET /api/user/get-mvps': { query: { ...league, ...page } },
    'GET /api/user/get-teams-by-user-id': { query: { UserId: f.player.id } },
    'GET /api/user/get-user-by-id': { query: { UserId: f.player.id } },
    'GET /api/user/get-user-goals': { query: { ...league, ...page } },
    'GET /api/user/get-user-statistic-by-user-id': { query: { UserId: f.player.id } },
    'POST /api/user/login': { body: login },
    'POST /api/user/logout': { query: refresh },
    'POST /api/user/refresh-token': { query: refresh },
    'POST /api/user/resend-verification': { body: { email: f.applicant.email } },
    // notifications, calendar feeds, account self-service (issue 17)
    'GET /api/notification/get-notifications': { query: { page: '1', pageSize: '10' } },
    'POST /api/notification/mark-read': { body: { all: true } },
    'GET /api/notification/preferences': {},
    'PUT /api/notification/preferences': {
      body: { preferences: [{ kind: 'report-verified', email: 'off' }] },
    },
    'POST /api/notification/unsubscribe': { query: { token: 'nieprawidlowy.token-wypisania' } },
    'GET /api/ical/links': { query: { leagueId: f.league.id } },
    'POST /api/ical/regenerate': { body: { scope: 'player' } },
    'GET /api/ical/player/:token': { params: { token: 'nieznany-token-kalendarza-0123456789' } },
    'GET /api/ical/team/:token': { params: { token: 'nieznany-token-kalendarza-0123456789' } },
    'GET /api/ical/league/:token': { params: { token: 'nieznany-token-kalendarza-0123456789' } },
    'GET /api/ical/match/:matchId': { params: { matchId: f.matchId } },
    'POST /api/user/forgot-password': { body: { email: f.applicant.email } },
    'POST /api/user/reset-password': {
      body: { token: 'nieznany-token-resetu-hasla-0123456789', password: 'NoweHaslo1!' },
    },
    'GET /api/user/my-data': {},
    'POST /api/user/delete-account': { body: { password: 'Zle-haslo-1!' } },
    'POST /api/user/change-language': { body: { language: 'en' } },
    'GET /api/user/search-user': { query: { Query: 'Kap', Position: '0', ...page } },
    'GET /api/user/verify-email': { query: { token: 'nieprawidlowy-token' } },
  };
}
