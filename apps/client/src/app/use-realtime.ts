import { rooms } from '@liga/contracts';
import { useEffect } from 'react';
import { useSessionStore } from '../features/auth/stores/session-store';
import { useCurrentSeason } from '../features/leagues/api/get-current-season';
import { setAuthRejectedHandler, useSocketStore } from '../lib/socket-store';
import { useSocketRooms } from '../lib/use-socket-rooms';

/**
 * Keeps the one Socket.IO connection in step with the session (connects once the stored
 * token is checked, reconnects for another user, disconnects on logout) and joins the
 * rooms of the logged-in user and the current season's room, where the season turn is pushed
 * (every open page then refetches the current season and moves to the new one). Features join
 * their own rooms (league, team) themselves.
 */
export function useRealtime(): void {
  const token = useSessionStore((state) =>
    state.status === 'ready' ? state.authorizationToken : null,
  );
  const userId = useSessionStore((state) => state.userId);
  const isAdmin = useSessionStore((state) => state.isAdmin);
  const setAuth = useSocketStore((state) => state.setAuth);
  const season = useCurrentSeason();

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
    season.data ? rooms.season(season.data.id) : null,
  ]);
}
