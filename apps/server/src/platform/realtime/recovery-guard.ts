import type { Server } from 'socket.io';
import type { Queryable } from '../event-store/event-store';
import { mayJoinRoom } from './room-access';
import type { SocketIdentity } from './socket-auth';

interface Session {
  sid: string;
  rooms: string[];
  data: unknown;
}
type RestoreSession = (pid: string, offset: string) => Promise<Session | null>;

/**
 * Connection-state recovery restores a session's rooms and sends the packets it missed as soon
 * as the socket is made, before any middleware runs. So the session is checked first, here in
 * the adapter's `restoreSession`: its account as it is now (open, token not expired, no cutoff
 * since) and every room it held against that account. A session that fails is not restored:
 * the client gets a fresh connection through the handshake (which may refuse it), rejoins its
 * rooms and refetches. Works for the in-memory and the Redis streams adapter alike.
 */
export function guardRecovery(
  server: Server,
  current: (identity: SocketIdentity) => Promise<SocketIdentity>,
  db: Queryable,
): void {
  const adapter = server.of('/').adapter as unknown as { restoreSession?: RestoreSession };
  const restore = adapter.restoreSession?.bind(adapter);
  if (!restore) return;
  adapter.restoreSession = async (pid, offset) => {
    const session = await restore(pid, offset);
    if (!session) return session;
    return (await mayRecover(session, current, db)) ? session : null;
  };
}

async function mayRecover(
  session: Session,
  current: (identity: SocketIdentity) => Promise<SocketIdentity>,
  db: Queryable,
): Promise<boolean> {
  const before = (session.data as SocketIdentity | undefined) ?? { principal: null };
  let now: SocketIdentity;
  try {
    now = await current(before);
  } catch {
    return false;
  }
  if (now.principal?.userId !== before.principal?.userId) return false;
  for (const room of session.rooms) {
    if (room === session.sid) continue;
    if (!(await mayJoinRoom(db, room, now.principal))) return false;
  }
  return true;
}
