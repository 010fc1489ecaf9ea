/**
 * zod 4's `error` option for a schema's own type check: `required` when the value is missing,
 * `invalid` when it has the wrong type. A message left undefined falls through to the caller's
 * default (the server says `Pole <field> jest wymagane.` / `... ma nieprawidłowy typ.`).
 */
export const typeError = (required: string | undefined, invalid?: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid),
});

/**
 * Shown as `format: uuid` in /api/docs: zod 4's `.guid()` (any 8-4-4-4-12 hex id, what zod 3's
 * `.uuid()` took; zod 4's `.uuid()` is strict RFC 9562) has no format of its own there.
 */
export const UUID_FORMAT = { format: 'uuid' } as const;
