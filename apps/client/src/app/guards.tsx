import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../config/paths';
import { useSessionStore } from '../features/auth/stores/session-store';

/** `/`: to the news when a token is stored, otherwise to the landing page. */
export function RootRedirect() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  return <Navigate to={isLoggedIn ? paths.news : paths.home} replace />;
}

/**
 * Guest-only pages (/home, /login, /register): a logged-in user goes to the news, or where the
 * login that just happened asked for (a temporary password → /user/manage).
 */
export function GuestOnly() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const afterLogin = useSessionStore((state) => state.afterLogin);
  if (!isLoggedIn) return <Outlet />;
  return <Navigate to={afterLogin?.to ?? paths.news} state={afterLogin?.state} replace />;
}

/** Pages that need a login: without a stored token go to the default route. */
export function RequireAuth() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  return isLoggedIn ? <Outlet /> : <Navigate to={paths.root} replace />;
}

/** The admin panel: only with the role claim 'Admin' in the token. */
export function RequireAdmin() {
  const isAdmin = useSessionStore((state) => state.isLoggedIn && state.isAdmin);
  return isAdmin ? <Outlet /> : <Navigate to={paths.root} replace />;
}
