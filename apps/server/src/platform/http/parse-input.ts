import { inLanguage } from '@liga/contracts';
import type { z } from 'zod';
import { ValidationError } from './app-errors';

const MISSING = '\u0000missing';
const WRONG_TYPE = '\u0000wrong-type';

/**
 * zod's own English text for a type check is replaced: a schema that gives no message of its
 * own for a missing or mistyped value gets the Polish default of the field (a schema's Polish
 * message is always kept; zod 4 asks this map only when the schema has none).
 */
const typeDefaults = (issue: { code?: string; input?: unknown }) =>
  issue.code === 'invalid_type' ? (issue.input === undefined ? MISSING : WRONG_TYPE) : undefined;

/**
 * Parses a body or query with a contract schema. Each failed rule becomes one error whose
 * code names the field and whose message is the schema's Polish text.
 */
export function parseInput<T>(schema: z.ZodType<T, unknown>, input: unknown): T {
  const result = schema.safeParse(input ?? {}, { error: typeDefaults });
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => {
      const field = issue.path.join('.') || 'body';
      const message =
        issue.message === MISSING
          ? inLanguage(`Pole ${field} jest wymagane.`, `The field ${field} is required.`)
          : issue.message === WRONG_TYPE
            ? inLanguage(
                `Pole ${field} ma nieprawidłowy typ.`,
                `The field ${field} has a wrong type.`,
              )
            : issue.message;
      return { code: `validation.${field}`, message };
    }),
  );
}
