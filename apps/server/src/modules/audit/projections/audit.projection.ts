import { rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import { defineProjection, type ProjectionContext } from '../../../platform/projections/projection';
import { type AuditFacts, auditFacts, type AuditRef } from './audit-entries';

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
  version: 1,
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

/** The entries: each change is a field whose value differs from the entity's before. */
function insertEntries(ctx: ProjectionContext, entries: Entry[]): void {
  ctx.execute(
    `INSERT INTO rm_audit_entries
       (entity_type, entity_id, position, at, actor_id, event_type, changes, correlation_id)
     SELECT n.entity_type, n.entity_id, n.position, n.at, n.actor_id, n.event_type,
            coalesce((SELECT jsonb_agg(jsonb_build_object('field', a.key, 'before', n.before -> a.key,
                                                          'after', a.value) ORDER BY a.key)
                        FROM jsonb_each(n.after) a
                       WHERE (n.before -> a.key) IS DISTINCT FROM a.value), '[]'::jsonb),
            n.correlation_id
       FROM unnest($1::text[], $2::text[], $3::bigint[], $4::timestamptz[], $5::text[],
                   $6::text[], $7::jsonb[], $8::jsonb[], $9::text[])
         AS n(entity_type, entity_id, position, at, actor_id, event_type, after, before,
              correlation_id)
     ON CONFLICT DO NOTHING`,
    [
      entries.map((e) => e.ref.type),
      entries.map((e) => e.ref.id),
      entries.map((e) => e.event.globalPosition),
      entries.map((e) => e.event.metadata.time),
      entries.map((e) => e.event.metadata.actorUserId ?? null),
      entries.map((e) => e.event.type),
      entries.map((e) => JSON.stringify(e.after)),
      entries.map((e) => JSON.stringify(e.before)),
      entries.map((e) => e.event.metadata.correlationId ?? null),
    ],
  );
}

/**
 * Each entity's last value per field and its teams. A new entity keeps the teams of its first
 * entry as given; every later entry makes them the sorted set of all (as entry by entry).
 */
function upsertEntities(ctx: ProjectionContext, changes: EntityChange[]): void {
  ctx.execute(
    `INSERT INTO rm_audit_entities AS t (entity_type, entity_id, fields, team_ids)
     SELECT c.entity_type, c.entity_id, c.fields,
            CASE WHEN c.entries = 1
                 THEN ARRAY(SELECT x FROM jsonb_array_elements_text(c.first_ids)
                                     WITH ORDINALITY AS f(x, i) ORDER BY i)
                 ELSE ARRAY(SELECT DISTINCT x FROM jsonb_array_elements_text(c.all_ids) x
                             ORDER BY x) END
       FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::int[], $5::jsonb[], $6::jsonb[])
         AS c(entity_type, entity_id, fields, entries, first_ids, all_ids)
     ON CONFLICT (entity_type, entity_id) DO UPDATE
        SET fields = t.fields || EXCLUDED.fields,
            team_ids = ARRAY(SELECT DISTINCT x FROM unnest(t.team_ids || EXCLUDED.team_ids) x
                              ORDER BY x)`,
    [
      changes.map((c) => c.ref.type),
      changes.map((c) => c.ref.id),
      changes.map((c) => JSON.stringify(c.fields)),
      changes.map((c) => c.entries),
      changes.map((c) => JSON.stringify(c.firstTeamIds)),
      changes.map((c) => JSON.stringify(c.allTeamIds)),
    ],
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
