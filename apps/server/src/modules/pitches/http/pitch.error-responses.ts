import { ConflictError, NotFoundError } from '../../../platform/http/app-errors';
import { PITCH_ERROR_MESSAGES } from './pitch.error-messages';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { PitchErrorCode } from '../domain/pitch.errors';

/** Status, code and Polish message of every refusal of the pitches module (registered by its module). */
export const pitchErrorResponses: ErrorResponses<PitchErrorCode> = {
  'pitch.not_found': () => new NotFoundError('pitch.not_found', PITCH_ERROR_MESSAGES.notFound),
  'pitch.exists': () => new ConflictError('pitch.exists', PITCH_ERROR_MESSAGES.exists),
};
