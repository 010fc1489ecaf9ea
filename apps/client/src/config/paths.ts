/** Every route of the portal (spec section 2), in one place. */
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  register: '/register',
  adminLogin: '/admin-login',
  news: '/news',
  table: '/table',
  matches: '/matches',
  statistics: '/statistics',
  teams: '/teams',
  cup: '/cup',
  records: '/records',
  team: (teamId: string) => `/team/${encodeURIComponent(teamId)}`,
  teamFind: '/team/find',
  teamCreate: '/team/create',
  user: (userId: string) => `/user/${encodeURIComponent(userId)}`,
  transfers: '/user/transfers',
  manageAccount: '/user/manage',
  reports: '/user/reports',
  createChallenge: '/user/create-challenge',
  challenges: '/user/challenges',
  admin: '/admin',
  calendar: '/calendar',
  match: (matchId: string) => `/match/${encodeURIComponent(matchId)}`,
  privacyPolicy: '/polityka-prywatnosci',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  notifications: '/user/notifications',
  notificationSettings: '/user/manage#powiadomienia',
  unsubscribe: '/unsubscribe',
} as const;

/** A page filtered by league: the query parameter is the zero-based index in the league list. */
export function withLeague(path: string, leagueIndex: number): string {
  return `${path}?league=${leagueIndex}`;
}
