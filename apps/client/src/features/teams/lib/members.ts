import {
  MEMBER_TYPE,
  type TeamCaptainDto,
  type TeamDto,
  type TeamMemberDto,
} from '@liga/contracts';

export const POSITION_GROUPS = [1, 2, 3, 4] as const;

export function isCaptain(member: Pick<TeamMemberDto, 'memberType'>): boolean {
  return member.memberType?.id === MEMBER_TYPE.captain;
}

export function fullName(person: { firstName?: string | null; lastName?: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

/** The captain as the page shows it: from `capitan`, else the member of type 2. */
export function captainOf(team: Pick<TeamDto, 'capitan' | 'users'>): TeamCaptainDto | null {
  if (team.capitan) return team.capitan;
  const member = team.users?.find(isCaptain);
  return member ? { id: member.id, firstName: member.firstName, lastName: member.lastName } : null;
}

/** Members by position (1 BRAMKARZE … 4 NAPASTNICY; 0 = none), each group sorted by name. */
export function groupByPosition(members: readonly TeamMemberDto[]): Map<number, TeamMemberDto[]> {
  const groups = new Map<number, TeamMemberDto[]>();
  for (const member of members) {
    const id = member.positionType?.id ?? 0;
    const key = id >= 1 && id <= 4 ? id : 0;
    groups.set(key, [...(groups.get(key) ?? []), member]);
  }
  for (const list of groups.values()) {
    list.sort((a, b) => fullName(a).localeCompare(fullName(b), 'pl'));
  }
  return groups;
}

/** The viewer's standing in a team. */
export type Membership = 'captain' | 'member' | 'none';

export function membershipOf(team: Pick<TeamDto, 'users'>, userId: string | null): Membership {
  const member = userId ? team.users?.find((user) => user.id === userId) : undefined;
  if (!member) return 'none';
  return isCaptain(member) ? 'captain' : 'member';
}
