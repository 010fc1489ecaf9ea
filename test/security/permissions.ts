import { CALLER_ROLES, type CallerRole } from '../support/security-world';

/**
 * Who may call each API route: the expected permissions of spec section 6 and the issues
 * (accounts, teams, challenges, reports), as data. Every route of the route catalogue must have
 * an entry here (the matrix test fails otherwise); a route may have variants when its body
 * decides the permission (a report filed by a captain or entered by an admin).
 *
 * T is the team the route's parameters point at, U another team with its own captain.
 */
export type RuleKind =
  | 'public'
  | 'signed-in'
  | 'admin'
  | 'team-member'
  | 'team-captain'
  | 'any-captain'
  | 'match-captain'
  | 'receiver-captain'
  | 'sender-captain'
  | 'report-captains'
  | 'report-teams'
  | 'self-player'
  | 'self-member'
  | 'self-captain'
  | 'member-or-captain';

export interface Permission {
  /** `METHOD /api/path` exactly as the route catalogue lists it. */
  route: string;
  /** A body that changes who may call (e.g. `adminInsert`); '' for the route itself. */
  variant?: string;
  rule: RuleKind;
  /** Admins may call it too (on top of the rule). */
  admin?: boolean;
}

const SIGNED_IN: CallerRole[] = CALLER_ROLES.filter((r) => r !== 'guest');

/** The callers each rule lets through (before `admin`). */
const ALLOWED: Record<RuleKind, readonly CallerRole[]> = {
  public: CALLER_ROLES,
  'signed-in': SIGNED_IN,
  admin: ['admin'],
  'team-member': ['member', 'captain'],
  'team-captain': ['captain'],
  'any-captain': ['captain', 'otherCaptain'],
  'match-captain': ['captain'],
  'receiver-captain': ['captain'],
  'sender-captain': ['captain'],
  'report-captains': ['captain'],
  'report-teams': ['member', 'captain'],
  'self-player': ['player'],
  'self-member': ['member'],
  'self-captain': ['captain'],
  'member-or-captain': ['member', 'captain'],
};

export const RULE_TEXT: Record<RuleKind, string> = {
  public: 'public',
  'signed-in': 'signed in',
  admin: 'admin',
  'team-member': 'member of :teamId',
  'team-captain': 'captain of the team',
  'any-captain': 'a captain (for their own team)',
  'match-captain': "captain of one of the match's teams",
  'receiver-captain': 'captain of the challenged team',
  'sender-captain': 'captain of the challenging team',
  'report-captains': "the report's captains",
  'report-teams': "members of the report's teams",
  'self-player': 'self only',
  'self-member': 'self only',
  'self-captain': 'self only',
  'member-or-captain': 'the member themself or the captain',
};

export function isAllowed(permission: Permission, role: CallerRole): boolean {
  return ALLOWED[permission.rule].includes(role) || (permission.admin === true && role === 'admin');
}

export function ruleText(permission: Permission): string {
  return RULE_TEXT[permission.rule] + (permission.admin ? ' + admin' : '');
}

export const permissionKey = (p: Pick<Permission, 'route' | 'variant'>) =>
  p.variant ? `${p.route} [${p.variant}]` : p.route;

export const PERMISSIONS: Permission[] = [
  // accounts and sessions
  { route: 'POST /api/user', rule: 'public' },
  { route: 'GET /api/user/verify-email', rule: 'public' },
  { route: 'POST /api/user/resend-verification', rule: 'public' },
  { route: 'POST /api/user/login', rule: 'public' },
  { route: 'POST /api/admin/login', rule: 'public' },
  { route: 'POST /api/user/refresh-token', rule: 'public' },
  { route: 'POST /api/admin/refresh-token', rule: 'public' },
  { route: 'POST /api/user/logout', rule: 'public' },
  // health, season, leagues
  { route: 'GET /api/health', rule: 'public' },
  { route: 'GET /api/health/ready', rule: 'public' },
  { route: 'GET /api/season/current', rule: 'public' },
  { route: 'GET /api/season/get-seasons', rule: 'public' },
  { route: 'GET /api/season/summary', rule: 'public' },
  { route: 'GET /api/league/get-leagues-by-season-id', rule: 'public' },
  { route: 'GET /api/league/get-league-team-by-id', rule: 'signed-in' },
  { route: 'GET /api/league/get-league-team-statistic', rule: 'signed-in' },
  // the archive (issue 13)
  { route: 'GET /api/league/get-position-by-round', rule: 'signed-in' },
  { route: 'GET /api/team/get-team-history', rule: 'signed-in' },
  { route: 'GET /api/team/get-team-players-by-season', rule: 'signed-in' },
  { route: 'GET /api/user/get-user-career', rule: 'signed-in' },
  { route: 'GET /api/records/get-records', rule: 'signed-in' },
  { route: 'GET /api/records/get-hall-of-fame', rule: 'signed-in' },
  // users
  { route: 'GET /api/user/:id', rule: 'signed-in' },
  { route: 'GET /api/user/get-user-by-id', rule: 'signed-in' },
  { route: 'GET /api/user/get-user-statistic-by-user-id', rule: 'signed-in' },
  { route: 'GET /api/user/get-teams-by-user-id', rule: 'signed-in' },
  { route: 'GET /api/user/search-user', rule: 'public' },
  { route: 'GET /api/user/get-user-goals', rule: 'signed-in' },
  { route: 'GET /api/user/get-mvps', rule: 'signed-in' },
  { route: 'GET /api/user/get-goalkeeper-rates', rule: 'signed-in' },
  { route: 'PUT /api/user', rule: 'self-member' },
  { route: 'POST /api/user/change-password', rule: 'signed-in' },
  { route: 'GET /api/user/avatar/:userId', rule: 'public' },
  { route: 'POST /api/user/avatar/:id', rule: 'self-member', admin: true },
  { route: 'DELETE /api/user/avatar/:id', rule: 'self-member', admin: true },
  { route: 'DELETE /api/user/:id', rule: 'admin' },
  { route: 'GET /api/admin/users', rule: 'admin' },
  { route: 'POST /api/admin/user-password', rule: 'admin' },
  { route: 'POST /api/admin/user-reset', rule: 'admin' },
  // operations
  { route: 'GET /api/admin/projections', rule: 'admin' },
  { route: 'POST /api/admin/projections/:name/resume', rule: 'admin' },
  { route: 'GET /api/admin/queue-dashboard', rule: 'admin' },
  { route: 'POST /api/admin/queue-dashboard/session', rule: 'admin' },
  // the league office: audit trail, report queue, operations console (issue 16 B)
  { route: 'GET /api/audit/get-history', rule: 'team-captain', admin: true },
  { route: 'GET /api/match-report/get-report-queue', rule: 'admin' },
  { route: 'POST /api/admin/projections/:name/pause', rule: 'admin' },
  { route: 'POST /api/admin/projections/:name/rebuild', rule: 'admin' },
  { route: 'POST /api/admin/projections-rebuild-all', rule: 'admin' },
  { route: 'POST /api/admin/projections/:name/retry', rule: 'admin' },
  { route: 'POST /api/admin/projections/:name/skip', rule: 'admin' },
  { route: 'GET /api/admin/poison-events', rule: 'admin' },
  { route: 'GET /api/admin/events', rule: 'admin' },
  // teams
  { route: 'GET /api/team/get-team-by-id', rule: 'signed-in' },
  { route: 'GET /api/team/get-teams', rule: 'signed-in' },
  { route: 'GET /api/team/get-teams-ranking', rule: 'signed-in' },
  { route: 'GET /api/team/image/:teamId', rule: 'public' },
  { route: 'POST /api/team/image/:id', rule: 'team-captain', admin: true },
  { route: 'DELETE /api/team/image/:id', rule: 'team-captain', admin: true },
  { route: 'POST /api/team', rule: 'signed-in' },
  { route: 'PUT /api/team', rule: 'team-captain', admin: true },
  { route: 'DELETE /api/team/:id', rule: 'admin' },
  { route: 'POST /api/team/change-league', rule: 'admin' },
  { route: 'GET /api/admin/teams', rule: 'admin' },
  { route: 'GET /api/league-team/get-teams-without-league-query', rule: 'admin' },
  { route: 'POST /api/league-team', rule: 'admin' },
  { route: 'DELETE /api/league-team/:id', rule: 'admin' },
  { route: 'DELETE /api/user-team/:userTeamId', rule: 'member-or-captain', admin: true },
  { route: 'POST /api/user-team/change-capitan', rule: 'team-captain', admin: true },
  // applications
  {
    route: 'GET /api/team-invitation/get-team-invitation-for-user',
    rule: 'self-player',
    admin: true,
  },
  {
    route: 'GET /api/team-invitation/get-team-invitation-for-capitan',
    rule: 'self-captain',
    admin: true,
  },
  { route: 'POST /api/team-invitation', rule: 'self-player' },
  { route: 'DELETE /api/team-invitation/:id', rule: 'self-player' },
  { route: 'POST /api/team-invitation/accept', rule: 'team-captain' },
  { route: 'POST /api/team-invitation/cancel', rule: 'team-captain' },
  // pitches and calendar
  { route: 'GET /api/pitch/get-pitches', rule: 'signed-in' },
  { route: 'GET /api/pitch/get-calendar', rule: 'public' },
  { route: 'POST /api/pitch', rule: 'admin' },
  { route: 'PUT /api/pitch', rule: 'admin' },
  { route: 'DELETE /api/pitch/:id', rule: 'admin' },
  // challenges
  { route: 'POST /api/match/get-teams-without-match-with-team', rule: 'signed-in' },
  { route: 'POST /api/match', rule: 'any-captain' },
  { route: 'GET /api/match/get-matches-by-status', rule: 'team-member', admin: true },
  { route: 'GET /api/match/history', rule: 'team-member', admin: true },
  { route: 'GET /api/match/get-accepted-matches', rule: 'signed-in' },
  { route: 'POST /api/match/accept', rule: 'receiver-captain' },
  { route: 'POST /api/match/cancel', rule: 'receiver-captain' },
  { route: 'DELETE /api/match/:id', rule: 'sender-captain' },
  { route: 'POST /api/admin/match/:id/cancel', rule: 'admin' },
  // transfer market
  { route: 'GET /api/transfers/players', rule: 'signed-in' },
  { route: 'GET /api/transfers/teams', rule: 'signed-in' },
  { route: 'PUT /api/team/recruitment', rule: 'team-captain', admin: true },
  { route: 'GET /api/team-offer/get-offers-for-user', rule: 'signed-in' },
  { route: 'GET /api/team-offer/get-offers-for-team', rule: 'team-captain', admin: true },
  { route: 'POST /api/team-offer', rule: 'team-captain' },
  { route: 'DELETE /api/team-offer/:id', rule: 'team-captain' },
  { route: 'POST /api/team-offer/decline', rule: 'self-player' },
  { route: 'POST /api/team-offer/accept', rule: 'self-player' },
  // match centre
  { route: 'GET /api/match/get-head-to-head', rule: 'signed-in' },
  { route: 'GET /api/match/get-match-by-id', rule: 'signed-in' },
  { route: 'GET /api/match/get-fixtures', rule: 'signed-in' },
  { route: 'GET /api/match/get-next-match', rule: 'signed-in' },
  { route: 'POST /api/match/availability', rule: 'team-member' },
  // match reports
  { route: 'GET /api/match-report/get-match-report-by-date', rule: 'signed-in' },
  { route: 'GET /api/match-report/get-match-reports-by-team-id', rule: 'signed-in' },
  { route: 'GET /api/match-report/get-match-reports-to-accept', rule: 'team-captain', admin: true },
  { route: 'GET /api/match-report/get-match-report', rule: 'report-teams', admin: true },
  {
    route: 'GET /api/match-report/get-match-report-by-match-id',
    rule: 'report-teams',
    admin: true,
  },
  { route: 'POST /api/match-report/entity-insert', rule: 'match-captain' },
  { route: 'POST /api/match-report/entity-insert', variant: 'adminInsert', rule: 'admin' },
  { route: 'POST /api/match-report/accept', rule: 'report-captains' },
  { route: 'POST /api/match-report/cancel', rule: 'report-captains' },
  { route: 'POST /api/match-report/admin-accept', rule: 'admin' },
  { route: 'DELETE /api/match-report/:id', rule: 'admin' },
  // notifications, calendar feeds, account self-service (issue 17): the caller's own only
  { route: 'GET /api/notification/get-notifications', rule: 'signed-in' },
  { route: 'POST /api/notification/mark-read', rule: 'signed-in' },
  { route: 'GET /api/notification/preferences', rule: 'signed-in' },
  { route: 'PUT /api/notification/preferences', rule: 'signed-in' },
  { route: 'POST /api/notification/unsubscribe', rule: 'public' },
  // Web Push (issue 19): the key is public; a subscription is the caller's own
  { route: 'GET /api/push/config', rule: 'public' },
  { route: 'POST /api/push/subscribe', rule: 'signed-in' },
  { route: 'POST /api/push/unsubscribe', rule: 'signed-in' },
  { route: 'GET /api/ical/links', rule: 'signed-in' },
  { route: 'POST /api/ical/regenerate', rule: 'signed-in' },
  { route: 'GET /api/ical/player/:token', rule: 'public' },
  { route: 'GET /api/ical/team/:token', rule: 'public' },
  { route: 'GET /api/ical/league/:token', rule: 'public' },
  { route: 'GET /api/ical/match/:matchId', rule: 'public' },
  { route: 'POST /api/user/forgot-password', rule: 'public' },
  { route: 'POST /api/user/reset-password', rule: 'public' },
  { route: 'GET /api/user/my-data', rule: 'signed-in' },
  { route: 'POST /api/user/delete-account', rule: 'signed-in' },
  { route: 'POST /api/user/change-language', rule: 'signed-in' },
  // the cup
  { route: 'GET /api/cup/get-cups-by-season-id', rule: 'signed-in' },
  { route: 'GET /api/cup/my-tie', rule: 'signed-in' },
  { route: 'GET /api/cup/:id', rule: 'signed-in' },
  { route: 'GET /api/cup/:id/rankings', rule: 'signed-in' },
  { route: 'POST /api/cup/:id/entry', rule: 'any-captain' },
  { route: 'DELETE /api/cup/:id/entry', rule: 'any-captain' },
  { route: 'POST /api/admin/cup', rule: 'admin' },
  { route: 'POST /api/admin/cup/:id/open', rule: 'admin' },
  { route: 'POST /api/admin/cup/:id/close', rule: 'admin' },
  { route: 'POST /api/admin/cup/:id/draw', rule: 'admin' },
  { route: 'POST /api/admin/cup/:id/cancel', rule: 'admin' },
  { route: 'POST /api/admin/cup/:id/team', rule: 'admin' },
  { route: 'POST /api/admin/cup/:id/team/remove', rule: 'admin' },
  { route: 'POST /api/admin/cup/:id/tie/:tieId/decide', rule: 'admin' },
  // the league office (issue 16)
  { route: 'GET /api/league/get-league-rules', rule: 'public' },
  { route: 'POST /api/admin/league/tie-breaks', rule: 'admin' },
  { route: 'POST /api/admin/league/points', rule: 'admin' },
  { route: 'POST /api/admin/match-report/correct', rule: 'admin' },
  { route: 'POST /api/admin/team/suspend', rule: 'admin' },
  { route: 'POST /api/admin/team/withdraw', rule: 'admin' },
  { route: 'GET /api/suspension/get-suspensions', rule: 'signed-in' },
  { route: 'POST /api/match/propose-reschedule', rule: 'match-captain' },
  { route: 'POST /api/match/accept-reschedule', rule: 'match-captain' },
  { route: 'POST /api/match/decline-reschedule', rule: 'match-captain' },
  // the season structure and plan (admin tab "Sezony")
  { route: 'GET /api/admin/season-plan', rule: 'admin' },
  { route: 'POST /api/admin/season-plan/league', rule: 'admin' },
  { route: 'PUT /api/admin/season-plan/league', rule: 'admin' },
  { route: 'POST /api/admin/season-plan/league/close', rule: 'admin' },
  { route: 'PUT /api/admin/season-plan/numbers', rule: 'admin' },
  { route: 'POST /api/admin/season-plan/move', rule: 'admin' },
  { route: 'POST /api/admin/season-plan/confirm', rule: 'admin' },
];
