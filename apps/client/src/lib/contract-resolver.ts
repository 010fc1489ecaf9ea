import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/** A zod schema from @liga/contracts (zod 3 or 4: the resolver reads either). */
export type ContractSchema = Parameters<typeof zodResolver>[0];

/**
 * react-hook-form validation with a contract's zod schema. `prepare` turns the form's strings into
 * what the schema reads (trimmed, empty fields as missing ones, dates as ISO); the submit handler
 * gets the schema's parsed output.
 */
export function contractResolver<TValues extends FieldValues, TParsed extends FieldValues>(
  schema: ContractSchema,
  prepare: (values: TValues) => Record<string, unknown>,
): Resolver<TValues, unknown, TParsed> {
  const resolve = zodResolver(schema) as unknown as Resolver<
    Record<string, unknown>,
    unknown,
    TParsed
  >;
  return (values, context, options) =>
    resolve(
      prepare(values),
      context,
      options as unknown as Parameters<typeof resolve>[2],
    ) as ReturnType<Resolver<TValues, unknown, TParsed>>;
}
