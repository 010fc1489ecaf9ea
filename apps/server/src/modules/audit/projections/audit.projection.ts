import { rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import { defineProjection, type ProjectionContext } from '../../../platform/projections/projection';
import { type AuditFacts, auditFacts, type AuditRef, changedFields } from './audit-entries';

/**
 * The audit trail (`rm_audit_entries`): one row per event and entity it concerns, keyed by
 * (entity, log position), so a page of one entity's history is one index range scan however
 * long the log. `rm_audit_entities` keeps each entity's last value per field (the "before"
 * of the next change) and the teams involved (whose captains may read it). Every event type
 * is recorded the same way (audit-entries.ts); only its label lives in the contracts.
 *
 * Live: each recorded entry announces 'audit' with the entity ids to the rooms of those who
 * may read it (auditRooms), so an open "Historia zmian" refetches when a correction, a
 * deduction or any other change of its entity lands.
 */
export const auditProjection = defineProjection({
  name: 'audit',
  // 2: an entry's changes are ordered by field name in code point order (was: the database's
  // collation; the same under C, as the demo and the tests have it)
  version: 2,
  tables: ['rm_audit_entries', 'rm_audit_entities'],
  ddl: [
    `CREATE TABLE rm_audit_entries (
       entity_type    text NOT NULL,
       entity_id      text NOT NULL,
       position       bigint NOT NULL,
       at             timestamptz NOT NULL,
       actor_id       text,
       event_type     text NOT NULL,
       changes        jsonb NOT NULL,
       correlation_id text,
       PRIMARY KEY (entity_type, entity_id, position)
     )`,
    `CREATE TABLE rm_audit_entities (
       entity_type text NOT NULL,
       entity_id   text NOT NULL,
       fields      jsonb NOT NULL,
       team_ids    text[] NOT NULL,
       PRIMARY KEY (entity_type, entity_id)
     )`,
  ],
  handlers: {},
  anyEventBatch: recordEvents,
});

/** One entry to write: an event as filed under one entity, with that entity's fields before. */
interface Entry {
  ref: AuditRef;
  event: StoredEvent;
  after: Record<string, unknown>;
  before: Record<string, unknown>;
  teamIds: string[];
}

/** What a run of events does to one entity: its fields merged in order, the teams added. */
interface EntityChange {
  ref: AuditRef;
  fields: Record<string, unknown>;
  /** How many entries of the run it has, and the teams of the first and of all of them. */
  entries: number;
  firstTeamIds: string[];
  allTeamIds: string[];
}

const entityKey = (ref: AuditRef) => `${ref.type}:${ref.id}`;

/**
 * Records a run of events (a replay's whole batch) with one read and two writes, the same rows
 * as recording them one by one: each entry's "before" is its entity's fields as the events
 * before it in the log left them (read once, then followed in memory), or the event's own
 * `data.before`.
 */
async function recordEvents(events: StoredEvent[], ctx: ProjectionContext): Promise<void> {
  const audited = events.flatMap((event) => {
    const facts = auditFacts(event);
    return facts ? [{ event, facts }] : [];
  });
  if (audited.length === 0) return;
  if (ctx.notifying) {
    for (const { event, facts } of audited) {
      for (const [room, ids] of auditRooms(facts)) ctx.notify('audit', room, ids, event);
    }
  }
  const fields = await currentFields(
    ctx,
    audited.filter(({ facts }) => !facts.before).flatMap(({ facts }) => facts.refs),
  );
  const entries: Entry[] = [];
  const changes = new Map<string, EntityChange>();
  for (const { event, facts } of audited) {
    for (const ref of facts.refs) {
      const key = entityKey(ref);
      const teamIds = ref.type === 'team' ? [ref.id] : facts.teamIds;
      entries.push({
        ref,
        event,
        after: facts.after,
        before: facts.before ?? fields.get(key) ?? {},
        teamIds,
      });
      fields.set(key, { ...fields.get(key), ...facts.after });
      const change = changes.get(key);
      if (change) {
        change.fields = { ...change.fields, ...facts.after };
        change.entries += 1;
        change.allTeamIds.push(...teamIds);
      } else {
        changes.set(key, {
          ref,
          fields: { ...facts.after },
          entries: 1,
          firstTeamIds: teamIds,
          allTeamIds: [...teamIds],
        });
      }
    }
  }
  insertEntries(ctx, entries);
  upsertEntities(ctx, [...changes.values()]);
}

/** The recorded fields of the entities `refs` (absent: nothing recorded yet). */
async function currentFields(
  ctx: ProjectionContext,
  refs: AuditRef[],
): Promise<Map<string, Record<string, unknown>>> {
  const fields = new Map<string, Record<string, unknown>>();
  const wanted = [...new Map(refs.map((ref) => [entityKey(ref), ref])).values()];
  if (wanted.length === 0) return fields;
  const rows = await ctx.query<{
    entity_type: AuditRef['type'];
    entity_id: string;
    fields: Record<string, unknown>;
  }>(
    `SELECT e.entity_type, e.entity_id, e.fields FROM rm_audit_entities e
       JOIN unnest($1::text[], $2::text[]) AS w(entity_type, entity_id)
         ON e.entity_type = w.entity_type AND e.entity_id = w.entity_id`,
    [wanted.map((ref) => ref.type), wanted.map((ref) => ref.id)],
  );
  for (const row of rows) {
    fields.set(entityKey({ type: row.entity_type, id: row.entity_id }), row.fields);
  }
  return fields;
}

/**
 * The entries, each with its changes (the fields whose value differs from the entity's
 * before, audit-entries.ts). One JSON parameter: pg would escape every element of a jsonb
 * array in JavaScript, and a jsonb_each per row in SQL was most of the projection's time.
 */
function insertEntries(ctx: ProjectionContext, entries: Entry[]): void {
  const rows = entries.map((e) => ({
    entity_type: e.ref.type,
    entity_id: e.ref.id,
    position: e.event.globalPosition,
    at: e.event.metadata.time,
    actor_id: e.event.metadata.actorUserId ?? null,
    event_type: e.event.type,
    changes: changedFields(e.after, e.before),
    correlation_id: e.event.metadata.correlationId ?? null,
  }));
  ctx.execute(
    `INSERT INTO rm_audit_entries
       (entity_type, entity_id, position, at, actor_id, event_type, changes, correlation_id)
     SELECT entity_type, entity_id, position, at, actor_id, event_type, changes, correlation_id
       FROM json_to_recordset($1::json)
         AS n(entity_type text, entity_id text, position bigint, at timestamptz, actor_id text,
              event_type text, changes jsonb, correlation_id text)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/**
 * Each entity's last value per field and its teams. A new entity keeps the teams of its first
 * entry as given; every later entry makes them the sorted set of all (as entry by entry).
 */
function upsertEntities(ctx: ProjectionContext, changes: EntityChange[]): void {
  const rows = changes.map((c) => ({
    entity_type: c.ref.type,
    entity_id: c.ref.id,
    fields: c.fields,
    entries: c.entries,
    first_ids: c.firstTeamIds,
    all_ids: c.allTeamIds,
  }));
  ctx.execute(
    `INSERT INTO rm_audit_entities AS t (entity_type, entity_id, fields, team_ids)
     SELECT c.entity_type, c.entity_id, c.fields,
            CASE WHEN c.entries = 1
                 THEN ARRAY(SELECT x FROM jsonb_array_elements_text(c.first_ids)
                                     WITH ORDINALITY AS f(x, i) ORDER BY i)
                 ELSE ARRAY(SELECT DISTINCT x FROM jsonb_array_elements_text(c.all_ids) x
                             ORDER BY x) END
       FROM json_to_recordset($1::json)
         AS c(entity_type text, entity_id text, fields jsonb, entries int, first_ids jsonb,
              all_ids jsonb)
     ON CONFLICT (entity_type, entity_id) DO UPDATE
        SET fields = t.fields || EXCLUDED.fields,
            team_ids = ARRAY(SELECT DISTINCT x FROM unnest(t.team_ids || EXCLUDED.team_ids) x
                              ORDER BY x)`,
    [JSON.stringify(rows)],
  );
}

/**
 * The rooms told of a new entry, with the entity ids it is filed under: the admins (who read
 * everything), the rooms of the teams involved (their captains read the team's history and its
 * matches' and reports'; `team:` rooms admit only members) and a person's own room for their
 * account. A push names ids only; the read still decides who sees what.
 */
export function auditRooms(facts: AuditFacts): Map<string, string[]> {
  const byRoom = new Map<string, string[]>();
  const tell = (room: string, id: string) => {
    const ids = byRoom.get(room) ?? [];
    if (!ids.includes(id)) ids.push(id);
    byRoom.set(room, ids);
  };
  const teamIds = [
    ...new Set([...facts.teamIds, ...facts.refs.filter((r) => r.type === 'team').map((r) => r.id)]),
  ];
  for (const ref of facts.refs) {
    tell(rooms.admin(), ref.id);
    for (const teamId of teamIds) tell(rooms.team(teamId), ref.id);
    if (ref.type === 'user') tell(rooms.user(ref.id), ref.id);
  }
  return byRoom;
}
