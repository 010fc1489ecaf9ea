/** Plain helpers that turn a form's strings into what a contract schema reads. */

/** Empty fields as missing ones, so the rules answer "… jest wymagany" rather than "… musi być liczbą". */
export function withoutEmpty(values: Record<string, string>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? undefined : value]),
  );
}

/** The form's strings without surrounding spaces. */
export function trimAll<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;
}
