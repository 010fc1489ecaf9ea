import type { EventMetadata, StoredEvent } from './event-types';
import type { UpcasterRegistry } from './upcasters';

/** Columns selected wherever events are read, in the shape `toStoredEvent` expects. */
export const EVENT_COLUMNS = `global_position, transaction_id::text AS transaction_id, stream_id,
  stream_type, version, event_type, schema_version, data, metadata`;

export interface EventRow {
  global_position: string | number;
  transaction_id: string;
  stream_id: string;
  stream_type: string;
  version: number;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
}

export function toStoredEvent(row: EventRow, upcasters: UpcasterRegistry): StoredEvent {
  const upcast = upcasters.upcast(row.event_type, row.schema_version, row.data);
  return {
    globalPosition: Number(row.global_position),
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamType: row.stream_type,
    version: row.version,
    type: row.event_type,
    data: upcast.data,
    metadata: { ...row.metadata, schemaVersion: upcast.schemaVersion },
  };
}
