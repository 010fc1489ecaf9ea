/** Member type 2 is the captain (spec section 3). */
export const CAPTAIN_MEMBER_TYPE = 2;

export interface UserProfileDto {
  id?: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

export interface TeamMemberRefDto {
  id: string;
  memberType: { id: number } | null;
}

export interface UserTeamDto {
  id: string;
  name?: string;
  users: TeamMemberRefDto[];
}
