import type { ZodType, ZodTypeDef } from 'zod';
import { ValidationError } from './app-errors';

/**
 * Parses a body or query with a contract schema. Each failed rule becomes one error whose
 * code names the field and whose message is the schema's Polish text.
 */
export function parseInput<T>(schema: ZodType<T, ZodTypeDef, unknown>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => {
      const field = issue.path.join('.') || 'body';
      // zod's own English defaults are replaced; a schema's Polish message is kept.
      const isDefault = issue.message === 'Required' || /^Expected /.test(issue.message);
      const message = !isDefault
        ? issue.message
        : issue.code === 'invalid_type' && issue.received === 'undefined'
          ? `Pole ${field} jest wymagane.`
          : `Pole ${field} ma nieprawidłowy typ.`;
      return { code: `validation.${field}`, message };
    }),
  );
}
