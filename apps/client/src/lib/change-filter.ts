import type { ChangeMessage } from '@liga/contracts';

/** Last global position seen per topic and room ("topic|room" -> position). */
export type SeenPositions = Readonly<Record<string, number>>;

export interface ChangeDecision {
  /** True when the push is newer than anything seen for its topic and room. */
  accepted: boolean;
  /** The positions after this push (the input is never mutated). */
  seen: SeenPositions;
}

export function changeKey(message: Pick<ChangeMessage, 'topic' | 'room'>): string {
  return `${message.topic}|${message.room}`;
}

/** A push we can trust: a topic, a room and a finite, non-negative position. */
export function isChangeMessage(value: unknown): value is ChangeMessage {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<ChangeMessage>;
  return (
    typeof candidate.topic === 'string' &&
    candidate.topic.length > 0 &&
    typeof candidate.room === 'string' &&
    typeof candidate.position === 'number' &&
    Number.isFinite(candidate.position) &&
    candidate.position >= 0
  );
}

/**
 * Decides whether a live push is news. A push at or below the last position seen for the
 * same topic and room is a duplicate or arrived late: drop it. Malformed pushes are dropped.
 */
export function filterChange(seen: SeenPositions, message: unknown): ChangeDecision {
  if (!isChangeMessage(message)) return { accepted: false, seen };
  const key = changeKey(message);
  const last = seen[key];
  if (last !== undefined && message.position <= last) return { accepted: false, seen };
  return { accepted: true, seen: { ...seen, [key]: message.position } };
}

export interface BatchDecision {
  accepted: ChangeMessage[];
  seen: SeenPositions;
  /** Distinct topics to refetch, in the order they first appeared. */
  topics: ChangeMessage['topic'][];
}

/** Runs a batch of pushes through filterChange, in order. */
export function filterChanges(seen: SeenPositions, messages: readonly unknown[]): BatchDecision {
  let current = seen;
  const accepted: ChangeMessage[] = [];
  for (const message of messages) {
    const decision = filterChange(current, message);
    current = decision.seen;
    if (decision.accepted) accepted.push(message as ChangeMessage);
  }
  const topics = [...new Set(accepted.map((message) => message.topic))];
  return { accepted, seen: current, topics };
}
