import { useEffect } from 'react';
import { useSocketStore } from './socket-store';

/** Keeps the given Socket.IO rooms joined while the calling component is mounted. */
export function useSocketRooms(rooms: readonly (string | null | undefined)[]): void {
  const subscribeRooms = useSocketStore((state) => state.subscribe);
  const key = rooms.filter((room): room is string => Boolean(room)).join('\n');

  useEffect(() => {
    if (!key) return undefined;
    return subscribeRooms(key.split('\n'));
  }, [key, subscribeRooms]);
}
