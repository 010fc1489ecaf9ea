import { Inject, Injectable } from '@nestjs/common';
import type { EventLogPageDto, EventLogQuery, LogEventDto, PoisonEventDto } from '@liga/contracts';
import { DataSource } from 'typeorm';
import { redactPersonalData } from './redact';

interface EventRow {
  global_position: string;
  stream_id: string;
  version: number;
  event_type: string;
  recorded_at: Date;
  data: unknown;
  metadata: { actorUserId?: string | null; correlationId?: string | null };
}

const COLUMNS =
  'e.global_position, e.stream_id, e.version, e.event_type, e.recorded_at, e.data, e.metadata';

function toDto(row: EventRow): LogEventDto {
  return {
    globalPosition: Number(row.global_position),
    streamId: row.stream_id,
    version: row.version,
    type: row.event_type,
    recordedAt: new Date(row.recorded_at).toISOString(),
    actorUserId: row.metadata?.actorUserId ?? null,
    correlationId: row.metadata?.correlationId ?? null,
    data: redactPersonalData(row.data),
  };
}

/** The event log for operators: filtered pages, and the events projections stopped on. */
@Injectable()
export class EventLogReadModel {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Newest first, before `before` (keyset: every filter is an indexed range). */
  async page(q: EventLogQuery): Promise<EventLogPageDto> {
    const rows = await this.db.query<EventRow[]>(
      `SELECT ${COLUMNS} FROM events e
        WHERE ($1::text IS NULL OR e.stream_id = $1)
          AND ($2::text IS NULL OR e.event_type = $2)
          AND ($3::text IS NULL OR e.metadata->>'correlationId' = $3)
          AND ($4::timestamptz IS NULL OR e.recorded_at >= $4)
          AND ($5::timestamptz IS NULL OR e.recorded_at <= $5)
          AND ($6::bigint IS NULL OR e.global_position < $6)
        ORDER BY e.global_position DESC LIMIT $7`,
      [
        q.StreamId ?? null,
        q.Type ?? null,
        q.CorrelationId ?? null,
        q.From?.toISOString() ?? null,
        q.To?.toISOString() ?? null,
        q.before ?? null,
        q.pageSize,
      ],
    );
    const items = rows.map(toDto);
    return {
      items,
      nextBefore: items.length === q.pageSize ? items[items.length - 1].globalPosition : null,
    };
  }

  /** Every projection stopped on an event, with that event (personal data redacted). */
  async poison(): Promise<PoisonEventDto[]> {
    const rows = await this.db.query<
      Array<EventRow & { name: string; last_error: string | null; failures: number }>
    >(
      `SELECT c.name, c.last_error, c.failures, ${COLUMNS}
         FROM projection_checkpoints c
         JOIN events e ON e.global_position = c.failed_position
        WHERE c.status = 'stopped'
        ORDER BY c.name`,
    );
    return rows.map((row) => ({
      projection: row.name,
      error: row.last_error,
      failures: row.failures,
      event: toDto(row),
    }));
  }
}
