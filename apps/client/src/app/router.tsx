import type { ReactElement } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import type { LazyPage } from './lazy-page';
import { lazyPage } from './lazy-page';
import { GuestOnly, RequireAdmin, RequireAuth, RootRedirect } from './guards';
import { MainLayout } from './layout/main-layout';
import { RootLayout } from './layout/root-layout';
import { NotFoundRoute } from './routes/not-found';

// the admin panel's frame comes with its pages: a player's first screen does not load it
const AdminLayout = lazyPage(() => import('./routes/admin/admin-layout'), 'AdminLayout');
const AdminNewTeamsRoute = lazyPage(() => import('./routes/admin/new-teams'), 'AdminNewTeamsRoute');
const AdminPitchesRoute = lazyPage(() => import('./routes/admin/pitches'), 'AdminPitchesRoute');
const AdminReportsRoute = lazyPage(() => import('./routes/admin/reports'), 'AdminReportsRoute');
const AdminMatchesRoute = lazyPage(() => import('./routes/admin/matches'), 'AdminMatchesRoute');
const AdminTeamsRoute = lazyPage(() => import('./routes/admin/teams'), 'AdminTeamsRoute');
const AdminCupsRoute = lazyPage(() => import('./routes/admin/cups'), 'AdminCupsRoute');
const AdminOperationsRoute = lazyPage(
  () => import('./routes/admin/operations'),
  'AdminOperationsRoute',
);
const AdminOfficeRoute = lazyPage(() => import('./routes/admin/office'), 'AdminOfficeRoute');
const AdminSeasonsRoute = lazyPage(() => import('./routes/admin/seasons'), 'AdminSeasonsRoute');
const AdminUsersRoute = lazyPage(() => import('./routes/admin/users'), 'AdminUsersRoute');
const AdminLoginRoute = lazyPage(() => import('./routes/admin-login'), 'AdminLoginRoute');
// the landing page is a guest's page only: a player's /table does not load it (issue 19)
const HomeRoute = lazyPage(() => import('./routes/home'), 'HomeRoute');
const CalendarRoute = lazyPage(() => import('./routes/calendar'), 'CalendarRoute');
const ChallengesRoute = lazyPage(() => import('./routes/challenges'), 'ChallengesRoute');
const CreateChallengeRoute = lazyPage(
  () => import('./routes/create-challenge'),
  'CreateChallengeRoute',
);
const CupRoute = lazyPage(() => import('./routes/cup'), 'CupRoute');
const LoginRoute = lazyPage(() => import('./routes/login'), 'LoginRoute');
const ManageAccountRoute = lazyPage(() => import('./routes/manage-account'), 'ManageAccountRoute');
const ForgotPasswordRoute = lazyPage(
  () => import('./routes/password-recovery'),
  'ForgotPasswordRoute',
);
const ResetPasswordRoute = lazyPage(
  () => import('./routes/password-recovery'),
  'ResetPasswordRoute',
);
const NotificationsRoute = lazyPage(() => import('./routes/notifications'), 'NotificationsRoute');
const UnsubscribeRoute = lazyPage(() => import('./routes/notifications'), 'UnsubscribeRoute');
const MatchesRoute = lazyPage(() => import('./routes/matches'), 'MatchesRoute');
const MatchRoute = lazyPage(() => import('./routes/match'), 'MatchRoute');
const NewsRoute = lazyPage(() => import('./routes/news'), 'NewsRoute');
const PrivacyPolicyRoute = lazyPage(() => import('./routes/privacy-policy'), 'PrivacyPolicyRoute');
const RecordsRoute = lazyPage(() => import('./routes/records'), 'RecordsRoute');
const RegisterRoute = lazyPage(() => import('./routes/register'), 'RegisterRoute');
const ReportsRoute = lazyPage(() => import('./routes/reports'), 'ReportsRoute');
const StatisticsRoute = lazyPage(() => import('./routes/statistics'), 'StatisticsRoute');
const TableRoute = lazyPage(() => import('./routes/table'), 'TableRoute');
const TeamRoute = lazyPage(() => import('./routes/team'), 'TeamRoute');
const TeamCreateRoute = lazyPage(() => import('./routes/team-create'), 'TeamCreateRoute');
const TeamFindRoute = lazyPage(() => import('./routes/team-find'), 'TeamFindRoute');
const TeamsRoute = lazyPage(() => import('./routes/teams'), 'TeamsRoute');
const TransfersRoute = lazyPage(() => import('./routes/transfers'), 'TransfersRoute');
const UserRoute = lazyPage(() => import('./routes/user'), 'UserRoute');

/**
 * The routes and guards of spec section 2, rendered by `useRoutes` under a `BrowserRouter`
 * (app.tsx). Not a data router (`createBrowserRouter`): no page uses loaders, actions or
 * fetchers, and the data router was ~17 KiB gzip of the shell (issue 19). What it gave us
 * otherwise lives in the layouts: a crashed page's error screen (`PageErrorBoundary` in the
 * main layout), scroll positions (`RestoreScroll`), focus after a page change (`RouteFocus`).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        element: <MainLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { path: 'home', element: <HomeRoute /> },
              { path: 'login', element: <LoginRoute /> },
              { path: 'register', element: <RegisterRoute /> },
              { path: 'forgot-password', element: <ForgotPasswordRoute /> },
            ],
          },
          { path: 'admin-login', element: <AdminLoginRoute /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'news', element: <NewsRoute /> },
              { path: 'table', element: <TableRoute /> },
              { path: 'matches', element: <MatchesRoute /> },
              { path: 'match/:matchId', element: <MatchRoute /> },
              { path: 'statistics', element: <StatisticsRoute /> },
              { path: 'teams', element: <TeamsRoute /> },
              { path: 'cup', element: <CupRoute /> },
              { path: 'records', element: <RecordsRoute /> },
              { path: 'team/find', element: <TeamFindRoute /> },
              { path: 'team/create', element: <TeamCreateRoute /> },
              { path: 'team/:teamId', element: <TeamRoute /> },
              { path: 'user/transfers', element: <TransfersRoute /> },
              { path: 'user/manage', element: <ManageAccountRoute /> },
              { path: 'user/notifications', element: <NotificationsRoute /> },
              { path: 'user/reports', element: <ReportsRoute /> },
              { path: 'user/create-challenge', element: <CreateChallengeRoute /> },
              { path: 'user/challenges', element: <ChallengesRoute /> },
              { path: 'user/:userId', element: <UserRoute /> },
            ],
          },
          {
            path: 'admin',
            element: <RequireAdmin />,
            children: [
              {
                element: <AdminLayout />,
                children: [
                  { index: true, element: <Navigate to="users" replace /> },
                  { path: 'users', element: <AdminUsersRoute /> },
                  { path: 'reports', element: <AdminReportsRoute /> },
                  { path: 'matches', element: <AdminMatchesRoute /> },
                  { path: 'pitches', element: <AdminPitchesRoute /> },
                  { path: 'teams', element: <AdminTeamsRoute /> },
                  { path: 'new-teams', element: <AdminNewTeamsRoute /> },
                  { path: 'cups', element: <AdminCupsRoute /> },
                  { path: 'operations', element: <AdminOperationsRoute /> },
                  { path: 'office', element: <AdminOfficeRoute /> },
                  { path: 'seasons', element: <AdminSeasonsRoute /> },
                ],
              },
            ],
          },
          { path: 'calendar', element: <CalendarRoute /> },
          { path: 'reset-password', element: <ResetPasswordRoute /> },
          { path: 'unsubscribe', element: <UnsubscribeRoute /> },
          { path: 'polityka-prywatnosci', element: <PrivacyPolicyRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

/**
 * Loads the chunk of the page at `pathname` (resolves when it is loaded or failed): the first
 * render waits for it, briefly, so the page renders at once instead of suspending (see
 * lazyPage). Nothing for a guest on a page behind login (they are sent elsewhere).
 */
export function preloadPageAt(pathname: string, loggedIn: boolean): Promise<unknown> {
  const types = (matchRoutes(routes, pathname) ?? []).map(
    ({ route }) => (route.element as ReactElement | undefined)?.type,
  );
  if (!loggedIn && (types.includes(RequireAuth) || types.includes(RequireAdmin))) {
    return Promise.resolve();
  }
  return Promise.all(
    types.map((type) => (type as Partial<LazyPage> | undefined)?.preload?.().catch(() => null)),
  );
}
