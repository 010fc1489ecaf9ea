import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a request's answer must say about the writes made while handling it. Only requests have
 * one: a command run inside a request waits for its views (read your writes, see
 * ProjectionCatchUp); bulk and system writers (the demo seeder, start-up tasks, CLI jobs) run
 * outside any and never wait.
 */
export interface AnswerScope {
  /** A write of this request is durable but some view did not show it yet when answering. */
  viewsCatchingUp: boolean;
}

const storage = new AsyncLocalStorage<AnswerScope>();

/** Runs `fn` (the rest of a request) with `scope` as its answer scope. */
export function withAnswerScope<T>(scope: AnswerScope, fn: () => T): T {
  return storage.run(scope, fn);
}

/** The answer scope of the request around the caller, if any. */
export function currentAnswerScope(): AnswerScope | undefined {
  return storage.getStore();
}
