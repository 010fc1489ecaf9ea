import { ValidationError } from '../http/app-errors';

/**
 * The image routes carry the id twice (`/{id}?entityId={id}`, as the spec's client sends):
 * both must name the same record; entityId may be left out or empty.
 */
export function sameEntity(id: string, entityId: unknown, mismatchMessage: string): string {
  if (entityId !== undefined && entityId !== '' && entityId !== id) {
    throw ValidationError.of('validation.entityId', mismatchMessage);
  }
  return id;
}
