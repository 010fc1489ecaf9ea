import { rooms } from '@liga/contracts';
import { randomUUID } from 'node:crypto';
import {
  leagueDecider,
  leagueStream,
} from '../../apps/server/src/modules/leagues/domain/league.decider';
import { UnitOfWork } from '../../apps/server/src/platform/event-store/unit-of-work';
import { ROOM_LIMITS } from '../../apps/server/src/platform/realtime/room-access';
import { testContext } from '../support/infrastructure';
import { liveClient } from '../support/live-sockets';
import type { CallerRole, SecurityWorld } from '../support/security-world';

/** The socket rooms' columns are the permission matrix's callers. */
type Grants = Record<CallerRole, boolean>;

/** One row of the rooms table: a room the caller asks to join, and who may. */
interface RoomCase {
  room: string;
  who: string;
  /** The room asked for by this caller. */
  roomOf(w: SecurityWorld, role: CallerRole): string;
  expected: Grants;
}

const everyone = (value: boolean): Grants => ({
  guest: value,
  player: value,
  member: value,
  captain: value,
  otherCaptain: value,
  admin: value,
});
const only = (...roles: CallerRole[]): Grants => {
  const grants = everyone(false);
  for (const role of roles) grants[role] = true;
  return grants;
};

const userOf = (w: SecurityWorld, role: CallerRole): string | null =>
  ({
    guest: null,
    player: w.player.id,
    member: w.member.id,
    captain: w.T.captain.id,
    otherCaptain: w.U.captain.id,
    admin: w.admin.id,
  })[role];

/** What `platform/realtime/room-access.ts` grants (issue 20), as data. */
export const ROOM_CASES: RoomCase[] = [
  {
    room: '`league:{id}` of an existing league',
    who: 'anyone',
    roomOf: (w) => rooms.league(w.league.id),
    expected: everyone(true),
  },
  {
    room: '`season:{id}` of an existing season',
    who: 'anyone',
    roomOf: (w) => rooms.season(w.season.id),
    expected: everyone(true),
  },
  {
    room: '`league:{id}` of an id that does not exist',
    who: 'nobody',
    roomOf: () => rooms.league(randomUUID()),
    expected: everyone(false),
  },
  {
    room: '`season:{id}` of an id that does not exist',
    who: 'nobody',
    roomOf: () => rooms.season(randomUUID()),
    expected: everyone(false),
  },
  {
    room: '`team:` with an id that is not a uuid; an unknown kind of room',
    who: 'nobody',
    roomOf: (_w, role) => (role === 'admin' ? `foo:${randomUUID()}` : 'team:../x'),
    expected: everyone(false),
  },
  {
    room: '`team:{T}`',
    who: 'members of T + admin',
    roomOf: (w) => rooms.team(w.T.id),
    expected: only('member', 'captain', 'admin'),
  },
  {
    room: '`team:{U}`',
    who: 'members of U + admin',
    roomOf: (w) => rooms.team(w.U.id),
    expected: only('otherCaptain', 'admin'),
  },
  {
    room: '`user:{id}` of the caller',
    who: 'that user (joined at connect)',
    roomOf: (w, role) => rooms.user(userOf(w, role) ?? randomUUID()),
    expected: only('player', 'member', 'captain', 'otherCaptain', 'admin'),
  },
  {
    room: '`user:{id}` of someone else',
    who: 'nobody',
    roomOf: (w, role) => rooms.user(role === 'player' ? w.member.id : w.player.id),
    expected: everyone(false),
  },
  {
    room: '`admin`',
    who: 'admin (joined at connect)',
    roomOf: () => rooms.admin(),
    expected: only('admin'),
  },
];

export interface RoomRow {
  room: string;
  who: string;
  cells: Array<{ role: CallerRole; granted: boolean; ok: boolean }>;
}

export interface LimitCell {
  role: CallerRole;
  /** Rooms the socket held after asking for `asked` existing league rooms. */
  held: number;
  asked: number;
  expected: number;
}

const open = async (w: SecurityWorld, role: CallerRole) =>
  liveClient(w.app.baseUrl, w.tokenOf(role) ?? undefined);

/** Every room case, asked by every caller on a socket of their own. */
export async function runRoomCases(
  w: SecurityWorld,
  roles: readonly CallerRole[],
): Promise<RoomRow[]> {
  const rows: RoomRow[] = [];
  for (const roomCase of ROOM_CASES) {
    const cells: RoomRow['cells'] = [];
    for (const role of roles) {
      const client = await open(w, role);
      try {
        const room = roomCase.roomOf(w, role);
        const answer = await client.subscribe([room]);
        const granted = answer.granted.includes(room);
        cells.push({ role, granted, ok: granted === roomCase.expected[role] });
      } finally {
        client.socket.disconnect();
      }
    }
    rows.push({ room: roomCase.room, who: roomCase.who, cells });
  }
  return rows;
}

/** Opens `count` leagues (straight on the write side) for the room limit. */
export async function openLeagues(w: SecurityWorld, count: number): Promise<string[]> {
  const { db, eventStore } = w.app.infra;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const leagueId = randomUUID();
    await new UnitOfWork(db, eventStore).decide(
      leagueStream(leagueId),
      leagueDecider,
      { type: 'OpenLeague', leagueId, seasonId: randomUUID(), name: `Pokój ${i}` },
      testContext(),
    );
    ids.push(leagueId);
  }
  return ids;
}

/** How many rooms a socket of each caller ends up holding when it asks for many. */
export async function runRoomLimits(
  w: SecurityWorld,
  roles: readonly CallerRole[],
  leagueIds: string[],
): Promise<LimitCell[]> {
  const cells: LimitCell[] = [];
  for (const role of roles) {
    const client = await open(w, role);
    try {
      const answer = await client.subscribe(leagueIds.map((id) => rooms.league(id)));
      const own = role === 'guest' ? 0 : role === 'admin' ? 2 : 1;
      cells.push({
        role,
        held: own + answer.granted.length,
        asked: leagueIds.length,
        expected: role === 'guest' ? ROOM_LIMITS.guest : ROOM_LIMITS.user,
      });
    } finally {
      client.socket.disconnect();
    }
  }
  return cells;
}
