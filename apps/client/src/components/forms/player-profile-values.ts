/** The player-profile fields, in the order the forms show them. */
export const PLAYER_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'shirtNumber',
  'birthDate',
  'height',
  'dominateLeg',
  'position',
] as const;
export type PlayerProfileField = (typeof PLAYER_PROFILE_FIELDS)[number];
/** The fields as the inputs hold them (strings; the contract's schema parses them). */
export type PlayerProfileValues = Record<PlayerProfileField, string>;

export const EMPTY_PLAYER_PROFILE: PlayerProfileValues = {
  firstName: '',
  lastName: '',
  shirtNumber: '',
  birthDate: '',
  height: '',
  dominateLeg: '',
  position: '',
};
