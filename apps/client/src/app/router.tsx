import { createBrowserRouter, Navigate } from 'react-router-dom';
import { setNavigator } from '../lib/navigation';
import { GuestOnly, RequireAdmin, RequireAuth, RootRedirect } from './guards';
import { MainLayout } from './layout/main-layout';
import { RootLayout } from './layout/root-layout';
import { AdminLayout } from './routes/admin/admin-layout';
import { AdminNewTeamsRoute } from './routes/admin/new-teams';
import { AdminPitchesRoute } from './routes/admin/pitches';
import { AdminReportsRoute } from './routes/admin/reports';
import { AdminTeamsRoute } from './routes/admin/teams';
import { AdminUsersRoute } from './routes/admin/users';
import { AdminLoginRoute } from './routes/admin-login';
import { CalendarRoute } from './routes/calendar';
import { ChallengesRoute } from './routes/challenges';
import { CreateChallengeRoute } from './routes/create-challenge';
import { CupRoute } from './routes/cup';
import { HomeRoute } from './routes/home';
import { LoginRoute } from './routes/login';
import { ManageAccountRoute } from './routes/manage-account';
import { MatchesRoute } from './routes/matches';
import { NewsRoute } from './routes/news';
import { NotFoundRoute } from './routes/not-found';
import { PrivacyPolicyRoute } from './routes/privacy-policy';
import { RegisterRoute } from './routes/register';
import { ReportsRoute } from './routes/reports';
import { RouteError } from './routes/route-error';
import { StatisticsRoute } from './routes/statistics';
import { TableRoute } from './routes/table';
import { TeamRoute } from './routes/team';
import { TeamCreateRoute } from './routes/team-create';
import { TeamFindRoute } from './routes/team-find';
import { TeamsRoute } from './routes/teams';
import { TransfersRoute } from './routes/transfers';
import { UserRoute } from './routes/user';

/** The routes and guards of spec section 2. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <RootRedirect /> },
      {
        element: <MainLayout />,
        errorElement: <RouteError />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { path: 'home', element: <HomeRoute /> },
              { path: 'login', element: <LoginRoute /> },
              { path: 'register', element: <RegisterRoute /> },
            ],
          },
          { path: 'admin-login', element: <AdminLoginRoute /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'news', element: <NewsRoute /> },
              { path: 'table', element: <TableRoute /> },
              { path: 'matches', element: <MatchesRoute /> },
              { path: 'statistics', element: <StatisticsRoute /> },
              { path: 'teams', element: <TeamsRoute /> },
              { path: 'cup', element: <CupRoute /> },
              { path: 'team/find', element: <TeamFindRoute /> },
              { path: 'team/create', element: <TeamCreateRoute /> },
              { path: 'team/:teamId', element: <TeamRoute /> },
              { path: 'user/transfers', element: <TransfersRoute /> },
              { path: 'user/manage', element: <ManageAccountRoute /> },
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
                  { path: 'pitches', element: <AdminPitchesRoute /> },
                  { path: 'teams', element: <AdminTeamsRoute /> },
                  { path: 'new-teams', element: <AdminNewTeamsRoute /> },
                ],
              },
            ],
          },
          { path: 'calendar', element: <CalendarRoute /> },
          { path: 'polityka-prywatnosci', element: <PrivacyPolicyRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);

setNavigator((to, options) => void router.navigate(to, options));
