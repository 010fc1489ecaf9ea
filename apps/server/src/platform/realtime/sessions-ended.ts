import type { Server } from 'socket.io';

/** Sent to the other nodes (Redis mode) when an account's sessions end; each answers once it forgot. */
export const SESSIONS_ENDED = 'liga:sessions-ended';

/**
 * A node that keeps no account answers (a worker's broadcast-only server) still answers the
 * message, so the node that sent it does not wait for it.
 */
export function answerSessionsEnded(io: Server, forget: (userId: string) => void = () => {}): void {
  io.on(SESSIONS_ENDED, (userId: unknown, ack?: unknown) => {
    if (typeof userId === 'string') forget(userId);
    if (typeof ack === 'function') (ack as (ok: boolean) => void)(true);
  });
}
