import { DomainError } from '../../../platform/domain/domain-error';

/**
 * Every refusal of the pitches module, as data: a typed code and the values its message needs. The
 * HTTP status and the Polish message are the edge's (http/pitch.error-responses.ts).
 */
export type PitchErrorCode = 'pitch.not_found' | 'pitch.exists';

export class PitchError extends DomainError<PitchErrorCode, Record<string, string> | undefined> {}

export const pitchErrors = {
  notFound: () => new PitchError('pitch.not_found', undefined),
  exists: () => new PitchError('pitch.exists', undefined),
};
