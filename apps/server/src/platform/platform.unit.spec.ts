import type { Queryable } from './event-store/event-store';
import jwt from 'jsonwebtoken';
import { TokenService } from './auth/token-service';
import { UnauthorizedError } from './http/app-errors';
import { stableId } from './ids/ids';
import { ChangeCollector } from './projections/change-collector';
import { mayJoinRoom } from './realtime/room-access';
import { UpcasterRegistry } from './event-store/upcasters';

const SECRET = 'unit-secret-unit-secret-unit-secret-0123';

describe('access tokens', () => {
  const tokens = new TokenService({ secret: SECRET, accessTtlSeconds: 60 });

  it('round-trips sub and role', () => {
    const { token } = tokens.signAccess({ userId: 'u1', role: 'Admin' });
    expect(tokens.verifyAccess(token)).toEqual({ userId: 'u1', role: 'Admin' });
  });

  it.each([
    [
      'a refresh token',
      jwt.sign({ sub: 'u1', role: 'User', typ: 'refresh' }, SECRET, {
        algorithm: 'HS256',
        issuer: 'liga',
      }),
    ],
    [
      'another secret',
      jwt.sign({ sub: 'u1', role: 'User', typ: 'access' }, 'x'.repeat(40), {
        algorithm: 'HS256',
        issuer: 'liga',
      }),
    ],
    [
      'alg none',
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sub":"u1","role":"Admin","typ":"access","iss":"liga"}').toString('base64url')}.`,
    ],
    [
      'HS512',
      jwt.sign({ sub: 'u1', role: 'User', typ: 'access' }, SECRET, {
        algorithm: 'HS512',
        issuer: 'liga',
      }),
    ],
    [
      'an unknown role',
      jwt.sign({ sub: 'u1', role: 'Root', typ: 'access' }, SECRET, {
        algorithm: 'HS256',
        issuer: 'liga',
      }),
    ],
    [
      'an expired token',
      jwt.sign(
        { sub: 'u1', role: 'User', typ: 'access', exp: Math.floor(Date.now() / 1000) - 10 },
        SECRET,
        { algorithm: 'HS256', issuer: 'liga' },
      ),
    ],
    ['garbage', 'not.a.token'],
  ])('refuses %s', (_label, token) => {
    expect(() => tokens.verifyAccess(token)).toThrow(UnauthorizedError);
  });
});

describe('room access', () => {
  const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
  const user = { userId: id(1), role: 'User' as const };
  const admin = { userId: id(2), role: 'Admin' as const };
  // a database with league 3 and season 4, and user 1 a member of team 5
  const streams = new Set([`league-${id(3)}`, `season-${id(4)}`]);
  const db = {
    query: async (sql: string, params: unknown[]) => {
      if (sql.includes('FROM streams')) return streams.has(params[0] as string) ? [1] : [];
      return params[0] === id(5) && params[1] === id(1) ? [1] : [];
    },
  } as unknown as Queryable;
  it.each([
    [`league:${id(3)}`, null, true],
    [`season:${id(4)}`, null, true],
    [`league:${id(9)}`, null, false],
    [`season:${id(3)}`, user, false],
    ['league:l1', admin, false],
    [`team:${id(5)}`, null, false],
    [`team:${id(5)}`, user, true],
    [`team:${id(6)}`, user, false],
    [`team:${id(6)}`, admin, true],
    [`user:${id(1)}`, user, true],
    [`user:${id(2)}`, user, false],
    [`user:${id(1)}`, admin, false],
    ['admin', user, false],
    ['admin', admin, true],
    ['league:', null, false],
    ['other:x', admin, false],
  ] as const)('%s for %j -> %s', async (room, principal, allowed) =>
    expect(await mayJoinRoom(db, room, principal)).toBe(allowed),
  );
});

describe('change collector', () => {
  it('merges one message per topic and room, with the ids touched', () => {
    const changes = new ChangeCollector();
    changes.add('standings', 'league:1', ['t1']);
    changes.add('standings', 'league:1', ['t2', 't1']);
    changes.add('matches', 'league:1');
    expect(changes.messages(42)).toEqual([
      { topic: 'standings', room: 'league:1', position: 42, ids: ['t1', 't2'] },
      { topic: 'matches', room: 'league:1', position: 42 },
    ]);
  });
});

describe('upcasters', () => {
  it('applies each step up to the newest version', () => {
    const upcasters = new UpcasterRegistry()
      .register('X', 1, (d) => ({ ...(d as object), b: 2 }))
      .register('X', 2, (d) => ({ ...(d as object), c: 3 }));
    expect(upcasters.upcast('X', 1, { a: 1 })).toEqual({
      data: { a: 1, b: 2, c: 3 },
      schemaVersion: 3,
    });
    expect(upcasters.upcast('X', 3, { a: 1 })).toEqual({ data: { a: 1 }, schemaVersion: 3 });
    expect(upcasters.upcast('Y', 1, { a: 1 })).toEqual({ data: { a: 1 }, schemaVersion: 1 });
  });
});

describe('stable ids', () => {
  it('are UUID v5 shaped and deterministic', () => {
    const id = stableId('season:2025-autumn');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stableId('season:2025-autumn')).toBe(id);
    expect(stableId('season:2026-spring')).not.toBe(id);
  });
});
