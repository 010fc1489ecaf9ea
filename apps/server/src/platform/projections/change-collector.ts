import type { ChangeMessage, ChangeTopic } from '@liga/contracts';

/** Collects a batch's announced changes, one message per (topic, room), ids merged. */
export class ChangeCollector {
  private readonly changes = new Map<
    string,
    { topic: ChangeTopic; room: string; ids: Set<string> }
  >();

  add(topic: ChangeTopic, room: string, ids: string[] = []): void {
    const key = `${topic}|${room}`;
    const entry = this.changes.get(key) ?? { topic, room, ids: new Set<string>() };
    for (const id of ids) entry.ids.add(id);
    this.changes.set(key, entry);
  }

  messages(position: number): ChangeMessage[] {
    return [...this.changes.values()].map((c) => ({
      topic: c.topic,
      room: c.room,
      position,
      ...(c.ids.size > 0 ? { ids: [...c.ids] } : {}),
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
