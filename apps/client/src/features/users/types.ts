import type { TeamDto } from '@liga/contracts';

/** Member type 2 is the captain (spec section 3). */
export const CAPTAIN_MEMBER_TYPE = 2;

/** `GET /api/user/get-teams-by-user-id` row: a team with its members and captain. */
export type UserTeamDto = TeamDto;
