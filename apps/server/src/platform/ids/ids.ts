import { createHash, randomUUID } from 'node:crypto';

/** A fresh random id (UUID v4). */
export function newId(): string {
  return randomUUID();
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
