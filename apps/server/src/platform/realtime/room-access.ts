import type { Principal } from '../auth/principal';

/**
 * Who may join which room. Pushes carry only "what changed" (topic, ids, position), never
 * data; the data itself is fetched over HTTP with the caller's own permissions.
 */
export function mayJoinRoom(room: string, principal: Principal | null): boolean {
  const [kind, id] = room.split(':', 2);
  switch (kind) {
    case 'league':
    case 'season':
      return Boolean(id);
    case 'team':
      return Boolean(id) && principal !== null;
    case 'user':
      return (
        Boolean(id) && principal !== null && (principal.userId === id || principal.role === 'Admin')
      );
    case 'admin':
      return room === 'admin' && principal?.role === 'Admin';
    default:
      return false;
  }
}
