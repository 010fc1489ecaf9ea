/** memberType of a team member (spec section 3): 2 = captain, 1 = ordinary player. */
export const MEMBER_TYPE = { player: 1, captain: 2 } as const;
export type MemberTypeId = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];

/** Team rules of spec sections 5 and 9. */
export const TEAM_LIMITS = {
  shortNameLength: 3,
  nameMaxLength: 40,
  imageMaxBytes: 5 * 1024 * 1024,
};

const POLISH_LETTERS = 'ĄĆĘŁŃÓŚŹŻąćęłńóśźż';
/** Short name after upper-casing: exactly 3 letters (Polish included) or digits. */
export const TEAM_SHORT_NAME_PATTERN = new RegExp(`^[A-Z0-9${POLISH_LETTERS}]{3}$`);
/** Characters a short name may hold (any length). */
export const SHORT_NAME_CHARS = new RegExp(`^[A-Z0-9${POLISH_LETTERS}]*$`);
/** Team name: letters, digits, Polish letters and single spaces between words. */
export const TEAM_NAME_PATTERN = new RegExp(
  `^[A-Za-z0-9${POLISH_LETTERS}]+( [A-Za-z0-9${POLISH_LETTERS}]+)*$`,
);

/** URL of a team's image; `version` busts caches after a change. */
export const teamImageUrl = (teamId: string, version?: number) =>
  `/api/team/image/${teamId}${version ? `?v=${version}` : ''}`;
