import { rooms } from '@liga/contracts';
import { useEffect } from 'react';
import { useSessionStore } from '../features/auth/stores/session-store';
import { setAuthRejectedHandler, useSocketStore } from '../lib/socket-store';
import { useSocketRooms } from '../lib/use-socket-rooms';

/**
 * Keeps the one Socket.IO connection in step with the session (connects once the stored
 * token is checked, reconnects for another user, disconnects on logout) and joins the
 * rooms of the logged-in user. Features join their own rooms (league, team) themselves.
 */
export function useRealtime(): void {
  const token = useSessionStore((state) =>
    state.status === 'ready' ? state.authorizationToken : null,
  );
  const userId = useSessionStore((state) => state.userId);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const setAuth = useSocketStore((state) => state.setAuth);

  useEffect(() => {
    setAuthRejectedHandler(() => void useSessionStore.getState().refresh());
    return () => setAuthRejectedHandler(null);
  }, []);

  useEffect(() => {
    setAuth(token, token ? userId : null);
  }, [token, userId, setAuth]);

  useSocketRooms([
    token && userId ? rooms.user(userId) : null,
    token && isAdmin ? rooms.admin() : null,
  ]);
}
