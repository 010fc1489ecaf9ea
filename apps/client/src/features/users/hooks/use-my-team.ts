import { paths } from '../../../config/paths';
import { useTeamsByUserId } from '../api/get-teams-by-user-id';
import { CAPTAIN_MEMBER_TYPE, type UserTeamDto } from '../types';

export interface MyTeam {
  isPending: boolean;
  hasTeam: boolean;
  isCaptain: boolean;
  captainedTeamId: string | null;
  /** Spec: captain → captained team; member → first team; no team → /team/find. */
  myTeamPath: string;
}

/** Pure: the user's standing from the teams call (a failed call counts as "no team"). */
export function myTeamFrom(
  userId: string | null,
  teams: readonly UserTeamDto[],
): Omit<MyTeam, 'isPending'> {
  const captained = teams.find((team) =>
    team.users?.some(
      (member) => member.id === userId && member.memberType?.id === CAPTAIN_MEMBER_TYPE,
    ),
  );
  const first = teams[0];
  const target = captained ?? first;
  return {
    hasTeam: teams.length > 0,
    isCaptain: captained !== undefined,
    captainedTeamId: captained?.id ?? null,
    myTeamPath: target ? paths.team(target.id) : paths.teamFind,
  };
}

export function useMyTeam(userId: string | null, { enabled = true } = {}): MyTeam {
  const query = useTeamsByUserId(userId, { enabled });
  const teams = query.isError ? [] : (query.data ?? []);
  return { isPending: enabled && query.isPending, ...myTeamFrom(userId, teams) };
}
