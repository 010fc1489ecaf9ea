import type { StoredEvent } from '../../../platform/event-store/event-types';
import { defineProjection, type ProjectionContext } from '../../../platform/projections/projection';
import { auditFacts } from './audit-entries';

/**
 * The audit trail (`rm_audit_entries`): one row per event and entity it concerns, keyed by
 * (entity, log position), so a page of one entity's history is one index range scan however
 * long the log. `rm_audit_entities` keeps each entity's last value per field (the "before"
 * of the next change) and the teams involved (whose captains may read it). Every event type
 * is recorded the same way (audit-entries.ts); only its label lives in the contracts.
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
