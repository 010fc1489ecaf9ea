import { rooms } from '@liga/contracts';
import type { Queryable } from '../../../platform/event-store/event-store';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import {
  defineProjection,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type { UserEvent } from '../domain/user.decider';
import { openPersonal } from '../personal-data/personal-data-vault';
import type { PersonalProfile } from '../personal-data/personal-profile';
import { USER_TEXTS } from '../users.texts';
import { searchKey } from './search-key';

type DataOf<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>['data'];
const dataOf = <T extends UserEvent['type']>(event: StoredEvent, _type: T) =>
  event.data as DataOf<T>;

const changed = (ctx: ProjectionContext, userId: string) => {
  ctx.notify('users', rooms.user(userId), [userId]);
  ctx.notify('users', rooms.admin(), [userId]);
};

/** Opens sealed personal fields with the person's key; null once the key is shredded. */
const open = (
  ctx: ProjectionContext,
  userId: string,
  sealed: DataOf<'UserRegistered'>['personal'],
) => openPersonal<PersonalProfile>(ctx as unknown as Queryable, userId, sealed);

const { firstName: ERASED_FIRST, lastName: ERASED_LAST } = USER_TEXTS.erasedName;
const { firstName: RESET_FIRST, lastName: RESET_LAST } = USER_TEXTS.resetName;

const registered: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'UserRegistered');
  const p = await open(ctx, d.userId, d.personal);
  const first = p?.firstName ?? ERASED_FIRST;
  const last = p?.lastName ?? ERASED_LAST;
  ctx.execute(
    `INSERT INTO rm_users (id, email, first_name, last_name, birth_date, height, shirt_number,
       position, dominant_leg, registered_at, search_name, erased)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (id) DO NOTHING`,
    [
      d.userId,
      p?.email ?? null,
      first,
      last,
      p?.birthDate ?? null,
      p?.height ?? null,
      p?.shirtNumber ?? null,
      p ? d.position : 0,
      p ? d.dominateLeg : 0,
      d.registeredAt,
      p ? searchKey(`${first} ${last}`) : '',
      p === null,
    ],
  );
  changed(ctx, d.userId);
};

const profileUpdated: ProjectionHandler = async (event, ctx) => {
  const d = dataOf(event, 'UserProfileUpdated');
  const p = await open(ctx, d.userId, d.personal);
  if (!p) return; // shredded: the row is (or will be) blanked by UserErased
  ctx.execute(
    `UPDATE rm_users SET first_name = $2, last_name = $3, birth_date = $4, height = $5,
       shirt_number = $6, position = $7, dominant_leg = $8, search_name = $9
     WHERE id = $1 AND NOT erased`,
    [
      d.userId,
      p.firstName,
      p.lastName,
      p.birthDate,
      p.height,
      p.shirtNumber,
      d.position,
      d.dominateLeg,
      searchKey(`${p.firstName} ${p.lastName}`),
    ],
  );
  changed(ctx, d.userId);
};

/** Runs one UPDATE for an event that only carries the user id (and maybe one value). */
const update =
  <T extends UserEvent['type']>(
    type: T,
    sql: string,
    values: (d: DataOf<T>) => unknown[] = () => [],
  ) =>
  async (event: StoredEvent, ctx: ProjectionContext) => {
    const d = dataOf(event, type);
    ctx.execute(sql, [d.userId, ...values(d)]);
    changed(ctx, d.userId);
  };

/**
 * `rm_users`: one row per account, the table other modules JOIN for names and avatars. Personal
 * fields are decrypted while projecting; an erased person's row stays (so old match reports
 * keep a row to join) but holds nothing personal: "Usunięty zawodnik".
 */
export const usersProjection = defineProjection({
  name: 'users',
  version: 3, // 2: an erased person is "Usunięty zawodnik"; 3: the account's language
  tables: ['rm_users'],
  ddl: [
    `CREATE TABLE rm_users (
       id            uuid PRIMARY KEY,
       email         text NULL,
       first_name    text NOT NULL,
       last_name     text NOT NULL,
       birth_date    date NULL,
       height        int NULL,
       shirt_number  int NULL,
       position      int NOT NULL DEFAULT 0,
       dominant_leg  int NOT NULL DEFAULT 0,
       role          text NOT NULL DEFAULT 'User',
       verified      boolean NOT NULL DEFAULT false,
       has_avatar    boolean NOT NULL DEFAULT false,
       avatar_version int NOT NULL DEFAULT 0,
       erased        boolean NOT NULL DEFAULT false,
       language      text NULL,
       registered_at timestamptz NOT NULL,
       search_name   text NOT NULL
     )`,
    `CREATE INDEX rm_users_by_name ON rm_users (last_name, first_name, id) WHERE NOT erased`,
  ],
  handlers: {
    UserRegistered: registered,
    UserProfileUpdated: profileUpdated,
    UserEmailVerified: update(
      'UserEmailVerified',
      'UPDATE rm_users SET verified = true WHERE id = $1',
    ),
    AvatarChanged: update(
      'AvatarChanged',
      'UPDATE rm_users SET has_avatar = true, avatar_version = $2 WHERE id = $1 AND NOT erased',
      (d) => [d.version],
    ),
    AvatarRemoved: update(
      'AvatarRemoved',
      'UPDATE rm_users SET has_avatar = false, avatar_version = $2 WHERE id = $1',
      (d) => [d.version],
    ),
    UserRoleGranted: update(
      'UserRoleGranted',
      'UPDATE rm_users SET role = $2 WHERE id = $1',
      (d) => [d.role],
    ),
    UserLanguageChanged: update(
      'UserLanguageChanged',
      'UPDATE rm_users SET language = $2 WHERE id = $1',
      (d) => [d.language],
    ),
    UserDataReset: update(
      'UserDataReset',
      `UPDATE rm_users SET first_name = $2, last_name = $3, birth_date = NULL, height = NULL,
         shirt_number = NULL, search_name = $4 WHERE id = $1 AND NOT erased`,
      () => [RESET_FIRST, RESET_LAST, searchKey(`${RESET_FIRST} ${RESET_LAST}`)],
    ),
    UserErased: update(
      'UserErased',
      `UPDATE rm_users SET email = NULL, first_name = $2, last_name = $3, birth_date = NULL,
         height = NULL, shirt_number = NULL, position = 0, dominant_leg = 0, has_avatar = false,
         erased = true, search_name = '' WHERE id = $1`,
      () => [ERASED_FIRST, ERASED_LAST],
    ),
  },
});
