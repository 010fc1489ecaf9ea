import type { StoredEvent } from '../../../platform/event-store/event-types';
import type { UserEvent } from '../domain/user.decider';
import type { PersonalProfile } from '../personal-data/personal-profile';
import { USER_TEXTS } from '../users.texts';
import { searchKey } from './search-key';

/** One `rm_users` row, keyed by its column names. */
export interface UserRow {
  id: string;
  email: string | null;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  height: number | null;
  shirt_number: number | null;
  position: number;
  dominant_leg: number;
  role: string;
  verified: boolean;
  has_avatar: boolean;
  avatar_version: number;
  erased: boolean;
  language: string | null;
  registered_at: string;
  search_name: string;
}

/** The columns of `rm_users` in DDL order with their SQL types (for `unnest`). */
export const USER_COLUMNS: ReadonlyArray<readonly [keyof UserRow, string]> = [
  ['id', 'uuid'],
  ['email', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['birth_date', 'date'],
  ['height', 'int'],
  ['shirt_number', 'int'],
  ['position', 'int'],
  ['dominant_leg', 'int'],
  ['role', 'text'],
  ['verified', 'boolean'],
  ['has_avatar', 'boolean'],
  ['avatar_version', 'int'],
  ['erased', 'boolean'],
  ['language', 'text'],
  ['registered_at', 'timestamptz'],
  ['search_name', 'text'],
];

type DataOf<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];
export const dataOf = <T extends UserEvent['type']>(event: StoredEvent, _type: T) =>
  event.data as DataOf<T>;

const { firstName: ERASED_FIRST, lastName: ERASED_LAST } = USER_TEXTS.erasedName;
const { firstName: RESET_FIRST, lastName: RESET_LAST } = USER_TEXTS.resetName;

/** A registration's row; `p` null: the key is shredded (an erased person, nothing personal). */
export function registeredRow(d: DataOf<'UserRegistered'>, p: PersonalProfile | null): UserRow {
  const first = p?.firstName ?? ERASED_FIRST;
  const last = p?.lastName ?? ERASED_LAST;
  return {
    id: d.userId,
    email: p?.email ?? null,
    first_name: first,
    last_name: last,
    birth_date: p?.birthDate ?? null,
    height: p?.height ?? null,
    shirt_number: p?.shirtNumber ?? null,
    position: p ? d.position : 0,
    dominant_leg: p ? d.dominateLeg : 0,
    role: 'User',
    verified: false,
    has_avatar: false,
    avatar_version: 0,
    erased: p === null,
    language: null,
    registered_at: d.registeredAt,
    search_name: p ? searchKey(`${first} ${last}`) : '',
  };
}

/**
 * What a later event of an account changes in its row: these columns, on every row or
 * (`notErased`) only on one not erased. One definition for both ways of applying it: an
 * UPDATE of a row already in the table, or the row still in memory (registered in the run).
 */
export interface UserRowChange {
  set: Partial<UserRow>;
  notErased: boolean;
}

/** The change of `event` (not a registration); null: none (a shredded profile update). */
export function userRowChange(
  event: StoredEvent,
  profile: (sealedOwner: string) => PersonalProfile | null,
): UserRowChange | null {
  switch (event.type) {
    case 'UserProfileUpdated': {
      const d = dataOf(event, 'UserProfileUpdated');
      const p = profile(d.userId);
      if (!p) return null; // shredded: the row is (or will be) blanked by UserErased
      return {
        set: {
          first_name: p.firstName,
          last_name: p.lastName,
          birth_date: p.birthDate,
          height: p.height,
          shirt_number: p.shirtNumber,
          position: d.position,
          dominant_leg: d.dominateLeg,
          search_name: searchKey(`${p.firstName} ${p.lastName}`),
        },
        notErased: true,
      };
    }
    case 'UserEmailVerified':
      return { set: { verified: true }, notErased: false };
    case 'AvatarChanged':
      return {
        set: { has_avatar: true, avatar_version: dataOf(event, 'AvatarChanged').version },
        notErased: true,
      };
    case 'AvatarRemoved':
      return {
        set: { has_avatar: false, avatar_version: dataOf(event, 'AvatarRemoved').version },
        notErased: false,
      };
    case 'UserRoleGranted':
      return { set: { role: dataOf(event, 'UserRoleGranted').role }, notErased: false };
    case 'UserLanguageChanged':
      return { set: { language: dataOf(event, 'UserLanguageChanged').language }, notErased: false };
    case 'UserDataReset':
      return {
        set: {
          first_name: RESET_FIRST,
          last_name: RESET_LAST,
          birth_date: null,
          height: null,
          shirt_number: null,
          search_name: searchKey(`${RESET_FIRST} ${RESET_LAST}`),
        },
        notErased: true,
      };
    case 'UserErased':
      return {
        set: {
          email: null,
          first_name: ERASED_FIRST,
          last_name: ERASED_LAST,
          birth_date: null,
          height: null,
          shirt_number: null,
          position: 0,
          dominant_leg: 0,
          has_avatar: false,
          erased: true,
          search_name: '',
        },
        notErased: false,
      };
    default:
      return null;
  }
}

/** The change applied to a row in memory (as its UPDATE would). */
export function applyChange(row: UserRow, change: UserRowChange): void {
  if (change.notErased && row.erased) return;
  Object.assign(row, change.set);
}

/** The change as one UPDATE of the row `userId` ($1 the id, then the values). */
export function changeStatement(
  userId: string,
  change: UserRowChange,
): { sql: string; params: unknown[] } {
  const columns = Object.keys(change.set) as Array<keyof UserRow>;
  const assignments = columns.map((column, i) => `${column} = $${i + 2}`).join(', ');
  return {
    sql: `UPDATE rm_users SET ${assignments} WHERE id = $1${change.notErased ? ' AND NOT erased' : ''}`,
    params: [userId, ...columns.map((column) => change.set[column])],
  };
}
