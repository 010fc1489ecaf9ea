import { Inject, Injectable } from '@nestjs/common';
import {
  AUDIT_MESSAGES,
  AUDIT_TEXTS,
  type AuditChangeDto,
  type AuditEntryDto,
  auditActionLabel,
  type AuditHistoryQuery,
} from '@liga/contracts';
import { DataSource } from 'typeorm';
import { isAdmin, type Principal } from '../../../platform/auth/principal';
import { ForbiddenError, NotFoundError } from '../../../platform/http/app-errors';

interface EntryRow {
  at: Date;
  actor_id: string | null;
  actor_name: string | null;
  actor_erased: boolean | null;
  event_type: string;
  changes: AuditChangeDto[];
  correlation_id: string | null;
}

/**
 * One entity's history, newest first, a page at a time (one range scan of the primary key).
 * Who may read it: admins everything; a captain their team's and their matches' and reports'
 * (the teams the entity involves, as the audit projection recorded them); anyone their own
 * account. Names are today's: an erased person is "Usunięty użytkownik".
 */
@Injectable()
export class AuditReadModel {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  async history(caller: Principal, q: AuditHistoryQuery): Promise<AuditEntryDto[]> {
    const admin = isAdmin(caller);
    const [entity] = await this.db.query<Array<{ team_ids: string[] }>>(
      'SELECT team_ids FROM rm_audit_entities WHERE entity_type = $1 AND entity_id = $2',
      [q.EntityType, q.EntityId],
    );
    if (!admin && !(await this.mayRead(caller, q, entity?.team_ids ?? []))) {
      throw new ForbiddenError('audit.forbidden', AUDIT_MESSAGES.forbidden);
    }
    if (!entity) throw new NotFoundError('audit.not_found', AUDIT_MESSAGES.notFound);
    const rows = await this.db.query<EntryRow[]>(
      `SELECT a.at, a.actor_id, u.first_name || ' ' || u.last_name AS actor_name,
              u.erased AS actor_erased, a.event_type, a.changes, a.correlation_id
         FROM rm_audit_entries a
         LEFT JOIN rm_users u ON u.id::text = a.actor_id
        WHERE a.entity_type = $1 AND a.entity_id = $2
        ORDER BY a.position DESC
        LIMIT $3 OFFSET $4`,
      [q.EntityType, q.EntityId, q.pageSize, q.page * q.pageSize],
    );
    return rows.map((row) => ({
      at: new Date(row.at).toISOString(),
      actor: {
        id: row.actor_id,
        name:
          row.actor_id === null
            ? AUDIT_TEXTS.system
            : row.actor_erased !== false || !row.actor_name
              ? AUDIT_TEXTS.erased
              : row.actor_name,
      },
      action: auditActionLabel(row.event_type),
      type: row.event_type,
      changes: row.changes,
      correlationId: admin ? row.correlation_id : null,
    }));
  }

  private async mayRead(
    caller: Principal,
    q: AuditHistoryQuery,
    teamIds: string[],
  ): Promise<boolean> {
    if (q.EntityType === 'user') return q.EntityId === caller.userId;
    const teams = q.EntityType === 'team' ? [q.EntityId] : teamIds;
    if (teams.length === 0) return false;
    const rows: unknown[] = await this.db.query(
      'SELECT 1 FROM rm_teams WHERE id::text = ANY($1::text[]) AND captain_id = $2 LIMIT 1',
      [teams, caller.userId],
    );
    return rows.length > 0;
  }
}
