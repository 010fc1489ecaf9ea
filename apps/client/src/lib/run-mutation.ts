/**
 * Runs a mutation and reports its outcome also when the component that started it has unmounted
 * by then — a row that leaves its list once the change is projected, a dialog that closes.
 * TanStack Query skips the callbacks passed to `mutate` after an unmount (the user would miss
 * the toast saying the change went through); the promise of `mutateAsync` always settles.
 */
export function runMutation<Variables, Result>(
  mutateAsync: (variables: Variables) => Promise<Result>,
  variables: Variables,
  handlers: { onSuccess: (result: Result) => void; onError: (error: unknown) => void },
): void {
  void mutateAsync(variables).then(handlers.onSuccess, handlers.onError);
}
