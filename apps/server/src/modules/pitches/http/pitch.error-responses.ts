import { ConflictError, NotFoundError } from '../../../platform/http/app-errors';
import type { ErrorResponses } from '../../../platform/http/domain-error-responses';
import type { PitchErrorCode } from '../domain/pitch.errors';

/** Status, code and Polish message of every refusal of the pitches module (registered by its module). */
export const pitchErrorResponses: ErrorResponses<PitchErrorCode> = {
  'pitch.not_found': () => new NotFoundError('pitch.not_found', 'Nie znaleziono boiska.'),
  'pitch.exists': () => new ConflictError('pitch.exists', 'To boisko już istnieje.'),
};
