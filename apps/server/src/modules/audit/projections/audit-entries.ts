import type { AuditEntityType } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';

/** One entity an event is about, as the audit trail files it. */
export interface AuditRef {
  type: AuditEntityType;
  id: string;
}

/** What the audit trail keeps of one event for one entity. */
export interface AuditFacts {
  refs: AuditRef[];
  /** Scalar fields of the event (the values after it), ids and sealed data left out. */
  after: Record<string, unknown>;
  /** Set when the event says itself what a value was before (`data.before`, a correction). */
  before: Record<string, unknown> | null;
  /** Teams the event involves: their captains may read the entity's history. */
  teamIds: string[];
}

/** Streams whose events are no change of a match, report, team or person worth recording. */
const NOT_AUDITED_STREAMS = new Set(['notification-inbox', 'match-reminder', 'availability']);

/** Stream types that are entities themselves (`team-{id}` is the team {id}). */
const ENTITY_STREAMS: Partial<Record<string, AuditEntityType>> = {
  match: 'match',
  team: 'team',
  user: 'user',
};

/** Data keys naming an entity, in any event of any stream. */
const REF_KEYS: ReadonlyArray<[string, AuditEntityType]> = [
  ['matchId', 'match'],
  ['reportId', 'report'],
  ['teamId', 'team'],
  ['userId', 'user'],
  ['playerId', 'user'],
];

/** Ids, actors (shown as the entry's actor) and instants (the entry's time) are not "changes". */
const NOT_A_CHANGE = /(Id|Ids|By|At)$|^(version|before|after)$/;

const isScalar = (v: unknown) =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const isScalarList = (v: unknown) => Array.isArray(v) && v.every(isScalar);

/** The scalar fields of an object (and lists of scalars); nested objects (sealed data) never. */
export function scalarFields(data: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (!data || typeof data !== 'object') return fields;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (NOT_A_CHANGE.test(key) || key === 'teams') continue;
    if (isScalar(value) || isScalarList(value)) fields[key] = value;
  }
  return fields;
}

/**
 * The audit trail's reading of any event, generically: the entities it names (its own stream
 * when that is a match, team or user; `matchId`, `reportId`, `teamId`, `userId`/`playerId` in
 * its data; the stream of an event an operator acted on, `data.streamId`), the values it sets
 * (before → after: from `data.before`/`data.after` when the event carries them, else the
 * entity's last recorded value of the field), and the teams involved. Null: not audited.
 */
export function auditFacts(event: StoredEvent): AuditFacts | null {
  if (NOT_AUDITED_STREAMS.has(event.streamType)) return null;
  const data = (event.data ?? {}) as Record<string, unknown>;
  const refs = new Map<string, AuditRef>();
  const add = (type: AuditEntityType, id: unknown) => {
    if (typeof id === 'string' && id.length > 0) refs.set(`${type}:${id}`, { type, id });
  };
  const own = ENTITY_STREAMS[event.streamType];
  if (own) add(own, event.streamId.slice(event.streamType.length + 1));
  for (const [key, type] of REF_KEYS) add(type, data[key]);
  // an operator's act (the console): filed under the acting admin too
  if (event.streamType === 'operations') add('user', event.metadata.actorUserId);
  if (typeof data.streamId === 'string') {
    const [, type, id] = /^(match|team|user)-(.+)$/.exec(data.streamId) ?? [];
    if (type) add(type as AuditEntityType, id);
  }
  if (refs.size === 0) return null;
  const explicit =
    data.after && typeof data.after === 'object' && data.before && typeof data.before === 'object';
  const teamIds = new Set<string>();
  for (const [key, value] of Object.entries(data)) {
    if (/teamId$/i.test(key) && typeof value === 'string') teamIds.add(value);
    if (/teamIds$/i.test(key) && Array.isArray(value)) {
      for (const id of value) if (typeof id === 'string') teamIds.add(id);
    }
  }
  return {
    refs: [...refs.values()],
    after: explicit ? scalarFields(data.after) : scalarFields(data),
    before: explicit ? scalarFields(data.before) : null,
    teamIds: [...teamIds],
  };
}

/** One changed field of an entry (what `rm_audit_entries.changes` lists). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Equal as jsonb values: scalars by value, lists of scalars element by element. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  }
  return a === b;
}

/**
 * The fields of `after` whose value differs from `before` (a field `before` lacks counts as
 * changed, from null), ordered by field name: an entry's `changes`.
 */
export function changedFields(
  after: Record<string, unknown>,
  before: Record<string, unknown>,
): FieldChange[] {
  return Object.keys(after)
    .sort()
    .filter((field) => !Object.hasOwn(before, field) || !sameValue(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] }));
}
