import { AsyncLocalStorage } from 'node:async_hooks';

/** Free fields of a log line (and of a log context): correlation ids, a projection's name... */
export type LogFields = Record<string, unknown>;

const storage = new AsyncLocalStorage<LogFields>();

/**
 * Runs `fn` with fields that every log line written inside it carries (whatever logger writes
 * it): the request's correlation id, a projection batch's correlation ids. Nested calls add to
 * the outer fields.
 */
export function withLogContext<T>(fields: LogFields, fn: () => T): T {
  return storage.run({ ...storage.getStore(), ...fields }, fn);
}

/** The fields of the innermost withLogContext around the caller, if any. */
export function currentLogContext(): LogFields | undefined {
  return storage.getStore();
}

/**
 * Runs `fn` outside any log context: for work that a request only triggers and that outlives
 * it (a projection drain woken by an append), so its lines never carry that request's id.
 */
export function withoutLogContext<T>(fn: () => T): T {
  return storage.exit(fn);
}
