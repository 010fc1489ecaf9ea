import type { Queryable } from '../event-store/event-store';
import { isUuid } from '../ids/ids';
import type { Principal } from '../auth/principal';

/** At most this many rooms per socket (its own `user:` and `admin` rooms included). */
export const ROOM_LIMITS = { user: 40, guest: 10 } as const;

export const roomLimitOf = (principal: Principal | null): number =>
  principal ? ROOM_LIMITS.user : ROOM_LIMITS.guest;

/**
 * Who may join which room (issue 20). Pushes carry only "what changed" (topic, ids, position),
 * but ids and correlation ids of a team's challenges, matches, reports and applications are
 * still that team's business:
 * - `league:{id}`, `season:{id}`: anyone, for an id that exists (its stream in the event store);
 * - `team:{id}`: the team's members (the teams read model) and admins;
 * - `user:{id}`: that user only; `admin`: admins.
 */
export async function mayJoinRoom(
  db: Queryable,
  room: string,
  principal: Principal | null,
): Promise<boolean> {
  const [kind, id] = room.split(':', 2);
  if (kind === 'admin') return room === 'admin' && principal?.role === 'Admin';
  if (!id || !isUuid(id) || room !== `${kind}:${id}`) return false;
  switch (kind) {
    case 'league':
    case 'season':
      return streamExists(db, `${kind}-${id}`);
    case 'team':
      return principal !== null && (principal.role === 'Admin' || isMember(db, id, principal));
    case 'user':
      return principal?.userId === id;
    default:
      return false;
  }
}

async function streamExists(db: Queryable, streamId: string): Promise<boolean> {
  const rows: unknown[] = await db.query('SELECT 1 FROM streams WHERE stream_id = $1', [streamId]);
  return rows.length > 0;
}

async function isMember(db: Queryable, teamId: string, principal: Principal): Promise<boolean> {
  if (!isUuid(principal.userId)) return false;
  const rows: unknown[] = await db.query(
    'SELECT 1 FROM rm_team_members WHERE team_id = $1::uuid AND user_id = $2::uuid',
    [teamId, principal.userId],
  );
  return rows.length > 0;
}
