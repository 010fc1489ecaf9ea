/**
 * zod 4's `error` option for a schema's own type check: `required` when the value is missing,
 * `invalid` when it has the wrong type. A message left undefined falls through to the caller's
 * default (the server says `Pole <field> jest wymagane.` / `... ma nieprawidłowy typ.`).
 */
export const typeError = (required: string | undefined, invalid?: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid),
});
