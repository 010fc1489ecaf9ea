/** Member type 2 is the captain (spec section 3). */
export const CAPTAIN_MEMBER_TYPE = 2;

export interface TeamMemberRefDto {
  id: string;
  memberType: { id: number } | null;
}

/** `GET /api/user/get-teams-by-user-id` row: a team with its members. */
export interface UserTeamDto {
  id: string;
  name?: string;
  users: TeamMemberRefDto[];
}
