import { describe, expect, it } from '@jest/globals';
import type { TeamMemberDto } from '@liga/contracts';
import { captainOf, groupByPosition, membershipOf } from './members';

const member = (id: string, position: number, type: 1 | 2, first = id): TeamMemberDto => ({
  id,
  firstName: first,
  lastName: 'Nowak',
  shirtNumber: 7,
  userTeamId: `ut-${id}`,
  positionType: { id: position },
  dominateLeg: { id: 1 },
  birthDate: null,
  height: null,
  memberType: { id: type },
  hasAvatar: false,
  imageUrl: '',
});

describe('team members', () => {
  const users = [
    member('a', 3, 1, 'Zenon'),
    member('b', 1, 2, 'Adam'),
    member('c', 3, 1, 'Bartek'),
    member('d', 0, 1),
  ];

  it('groups by position, sorted by name, unknown positions apart', () => {
    const groups = groupByPosition(users);
    expect(groups.get(1)?.map((m) => m.id)).toEqual(['b']);
    expect(groups.get(3)?.map((m) => m.id)).toEqual(['c', 'a']);
    expect(groups.get(0)?.map((m) => m.id)).toEqual(['d']);
    expect(groups.has(2)).toBe(false);
  });

  it('knows the captain and the viewer standing', () => {
    expect(captainOf({ capitan: null, users })?.id).toBe('b');
    expect(membershipOf({ users }, 'b')).toBe('captain');
    expect(membershipOf({ users }, 'a')).toBe('member');
    expect(membershipOf({ users }, 'x')).toBe('none');
    expect(membershipOf({ users }, null)).toBe('none');
  });
});
