import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';

const stableScope = new AsyncLocalStorage<{ name: string; next: number }>();

/**
 * A fresh random id (UUID v4); inside `withStableIds(name, ...)` the next id of that scope
 * instead (stableId of `name#0`, `name#1`, ...).
 */
export function newId(): string {
  const scope = stableScope.getStore();
  if (scope) return stableId(`${scope.name}#${scope.next++}`);
  return randomUUID();
}

/**
 * Runs `work` (typically one command through the CommandBus) with `newId()` giving ids derived
 * from `name` in the order they are asked for. The demo generator runs every command in its own
 * scope, so the same seed writes the same ids on every run. Nothing else should need this.
 */
export function withStableIds<T>(name: string, work: () => Promise<T>): Promise<T> {
  return stableScope.run({ name, next: 0 }, work);
}

const LIGA_NAMESPACE = '6f0b7c1e-3d2a-4c55-9a8e-2b1f4e7d9c10';

/**
 * A deterministic id (UUID v5, RFC 4122) for things that must get the same id on every
 * start and every node, such as a season or the leagues it opens with.
 */
export function stableId(name: string, namespace: string = LIGA_NAMESPACE): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  const bytes = Buffer.from(hash.subarray(0, 16));
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function isUuid(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}
