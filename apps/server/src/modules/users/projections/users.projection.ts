import { rooms } from '@liga/contracts';
import type { Queryable } from '../../../platform/event-store/event-store';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import {
  defineProjection,
  type ProjectionBatchHandler,
  type ProjectionContext,
  type ProjectionHandler,
} from '../../../platform/projections/projection';
import type { UserEvent } from '../domain/user.decider';
import {
  openWithKey,
  personalDataKeys,
  type SealedData,
} from '../personal-data/personal-data-vault';
import type { PersonalProfile } from '../personal-data/personal-profile';
import {
  applyChange,
  changeStatement,
  dataOf,
  registeredRow,
  USER_COLUMNS,
  type UserRow,
  userRowChange,
} from './user-row-changes';

const changed = (ctx: ProjectionContext, userId: string, cause: StoredEvent) => {
  ctx.notify('users', rooms.user(userId), [userId], cause);
  ctx.notify('users', rooms.admin(), [userId], cause);
};

/** The keys of the run's sealed profiles, read at once (one round trip, not one per profile). */
async function keysOf(ctx: ProjectionContext, events: readonly StoredEvent[]) {
  const sealedOwners = events
    .filter((e) => e.type === 'UserRegistered' || e.type === 'UserProfileUpdated')
    .map((e) => (e.data as { userId: string }).userId);
  return personalDataKeys.findMany(ctx as unknown as Queryable, sealedOwners);
}

/** The new rows in one insert (`unnest` of a column array each). */
function insertRows(ctx: ProjectionContext, rows: readonly UserRow[]): void {
  if (rows.length === 0) return;
  const names = USER_COLUMNS.map(([name]) => name).join(', ');
  const arrays = USER_COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  ctx.execute(
    `INSERT INTO rm_users (${names})
     SELECT ${names} FROM unnest(${arrays}) AS r(${names})
     ON CONFLICT (id) DO NOTHING`,
    USER_COLUMNS.map(([name]) => rows.map((row) => row[name])),
  );
}

/**
 * A run of account events (a replay: most of a batch's; live: usually one). The keys of its
 * sealed profiles are read once; an account registered in the run is built in memory with its
 * later events of the run and inserted with the others in one statement at the end; a later
 * event of an account already in the table is its UPDATE, in log order. The same rows as one
 * event after another (an account's stream starts with its registration, once).
 */
const applyUserEvents: ProjectionBatchHandler = async (events, ctx) => {
  const keys = await keysOf(ctx, events);
  const fresh = new Map<string, UserRow>();
  for (const event of events) {
    const { userId, personal } = event.data as { userId: string; personal?: SealedData };
    const profile = () => openWithKey<PersonalProfile>(keys.get(userId), userId, personal);
    if (event.type === 'UserRegistered') {
      if (!fresh.has(userId)) {
        fresh.set(userId, registeredRow(dataOf(event, 'UserRegistered'), profile()));
      }
      changed(ctx, userId, event);
      continue;
    }
    // null: a shredded profile update, which changes nothing and tells nobody
    const change = userRowChange(event, profile);
    if (!change) continue;
    const row = fresh.get(userId);
    if (row) applyChange(row, change);
    else {
      const { sql, params } = changeStatement(userId, change);
      ctx.execute(sql, params);
    }
    changed(ctx, userId, event);
  }
  insertRows(ctx, [...fresh.values()]);
};

type UserEventType = UserEvent['type'];
const PROJECTED: UserEventType[] = [
  'UserRegistered',
  'UserProfileUpdated',
  'UserEmailVerified',
  'AvatarChanged',
  'AvatarRemoved',
  'UserRoleGranted',
  'UserLanguageChanged',
  'UserDataReset',
  'UserErased',
];

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
  handlers: Object.fromEntries(
    PROJECTED.map((type): [string, ProjectionHandler] => [
      type,
      (event, ctx) => applyUserEvents([event], ctx),
    ]),
  ),
  // one function for every type (batchAcrossTypes): a run takes the account events of a batch together
  batchHandlers: Object.fromEntries(PROJECTED.map((type) => [type, applyUserEvents])),
  batchAcrossTypes: true,
});
