import { useShallow } from 'zustand/react/shallow';
import { useSessionStore } from '../stores/session-store';

/** The session as pages need it: who is logged in and whether data calls may start. */
export function useSession() {
  return useSessionStore(
    useShallow((state) => ({
      userId: state.userId,
      username: state.username,
      role: state.role,
      isLoggedIn: state.isLoggedIn,
      isAdmin: state.isAdmin,
      isChecking: state.status === 'checking',
      /** True once the stored token is known to be usable: gate data queries on it. */
      canFetch: state.isLoggedIn && state.status === 'ready',
      logout: state.logout,
    })),
  );
}
