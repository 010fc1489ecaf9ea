import { SetMetadata } from '@nestjs/common';

/**
 * What a @RawResponse() route answers instead of the usual envelope: PNG bytes, a redirect,
 * or the envelope written by the handler itself. Shown in /api/docs.
 */
export type DeclaredOutput = 'png' | 'redirect' | 'envelope';

const DECLARED_OUTPUT = 'liga:declared-output';

export const ApiOutput = (output: DeclaredOutput) => SetMetadata(DECLARED_OUTPUT, output);

export function declaredOutput(handler: object): DeclaredOutput | undefined {
  return Reflect.getMetadata(DECLARED_OUTPUT, handler) as DeclaredOutput | undefined;
}
