import { rooms } from '@liga/contracts';
import type { StoredEvent } from '../../../platform/event-store/event-types';
import { defineProjection, type ProjectionContext } from '../../../platform/projections/projection';
import { type AuditFacts, auditFacts } from './audit-entries';

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
  anyEvent: recordEvent,
});

async function recordEvent(event: StoredEvent, ctx: ProjectionContext): Promise<void> {
  const facts = auditFacts(event);
  if (!facts) return;
  for (const [room, ids] of auditRooms(facts)) ctx.notify('audit', room, ids);
  const after = JSON.stringify(facts.after);
  const before = facts.before ? JSON.stringify(facts.before) : null;
  for (const ref of facts.refs) {
    ctx.execute(
      `WITH prev AS (
         SELECT coalesce($8::jsonb,
                         (SELECT fields FROM rm_audit_entities
                           WHERE entity_type = $1 AND entity_id = $2),
                         '{}'::jsonb) AS f
       )
       INSERT INTO rm_audit_entries
         (entity_type, entity_id, position, at, actor_id, event_type, changes, correlation_id)
       SELECT $1, $2, $3, $4, $5, $6,
              coalesce((SELECT jsonb_agg(jsonb_build_object('field', e.key, 'before', prev.f -> e.key,
                                                            'after', e.value) ORDER BY e.key)
                          FROM jsonb_each($7::jsonb) e
                         WHERE (prev.f -> e.key) IS DISTINCT FROM e.value), '[]'::jsonb),
              $9
         FROM prev
       ON CONFLICT DO NOTHING`,
      [
        ref.type,
        ref.id,
        event.globalPosition,
        event.metadata.time,
        event.metadata.actorUserId,
        event.type,
        after,
        before,
        event.metadata.correlationId,
      ],
    );
    ctx.execute(
      `INSERT INTO rm_audit_entities (entity_type, entity_id, fields, team_ids)
       VALUES ($1, $2, $3::jsonb, $4::text[])
       ON CONFLICT (entity_type, entity_id) DO UPDATE
          SET fields = rm_audit_entities.fields || EXCLUDED.fields,
              team_ids = ARRAY(SELECT DISTINCT t FROM unnest(rm_audit_entities.team_ids || EXCLUDED.team_ids) t ORDER BY t)`,
      [ref.type, ref.id, after, ref.type === 'team' ? [ref.id] : facts.teamIds],
    );
  }
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
