import type { ChangeMessage, ChangeTopic } from '@liga/contracts';

interface CollectedChange {
  topic: ChangeTopic;
  room: string;
  ids: Set<string>;
  correlationIds: Set<string>;
}

/**
 * Collects a batch's announced changes, one message per (topic, room), ids merged, with the
 * correlation ids of the events that caused them (so a push can be traced to its requests).
 */
export class ChangeCollector {
  private readonly changes = new Map<string, CollectedChange>();

  add(topic: ChangeTopic, room: string, ids: string[] = [], correlationId?: string): void {
    const key = `${topic}|${room}`;
    const entry = this.changes.get(key) ?? {
      topic,
      room,
      ids: new Set<string>(),
      correlationIds: new Set<string>(),
    };
    for (const id of ids) entry.ids.add(id);
    if (correlationId) entry.correlationIds.add(correlationId);
    this.changes.set(key, entry);
  }

  messages(position: number): ChangeMessage[] {
    return [...this.changes.values()].map((c) => ({
      topic: c.topic,
      room: c.room,
      position,
      ...(c.ids.size > 0 ? { ids: [...c.ids] } : {}),
      ...(c.correlationIds.size > 0 ? { correlationIds: [...c.correlationIds] } : {}),
    }));
  }

  get size(): number {
    return this.changes.size;
  }
}

/** Where committed changes go: the Socket.IO gateway, directly or through Redis. */
export interface ChangePublisher {
  publish(messages: ChangeMessage[]): void;
}

export const noopPublisher: ChangePublisher = { publish: () => undefined };
