import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { forgetWantedPage, rememberWantedPage, wantedPage } from '../features/auth/lib/wanted-page';
import { useSessionStore } from '../features/auth/stores/session-store';

/** `/`: to the news when a token is stored, otherwise to the landing page. */
export function RootRedirect() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  return <Navigate to={isLoggedIn ? paths.news : paths.home} replace />;
}

/**
 * Guest-only pages (/home, /login, /register): a logged-in user goes where the login that just
 * happened asked for (a temporary password → /user/manage), else to the page they opened as a
 * guest (a shared link), else to the news.
 */
export function GuestOnly() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const afterLogin = useSessionStore((state) => state.afterLogin);
  if (!isLoggedIn) return <Outlet />;
  return (
    <Navigate to={afterLogin?.to ?? wantedPage() ?? paths.news} state={afterLogin?.state} replace />
  );
}

/**
 * Pages that need a login: without a stored token go to the default route, remembering the
 * page for after the login; with one, the remembered page is done with.
 */
export function RequireAuth() {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (isLoggedIn) forgetWantedPage();
  }, [isLoggedIn]);
  if (isLoggedIn) return <Outlet />;
  rememberWantedPage(`${pathname}${search}${hash}`);
  return <Navigate to={paths.root} replace />;
}

/** The admin panel: only with the role claim 'Admin' in the token. */
export function RequireAdmin() {
  const isAdmin = useSessionStore((state) => state.isLoggedIn && state.isAdmin);
  return isAdmin ? <Outlet /> : <Navigate to={paths.root} replace />;
}
