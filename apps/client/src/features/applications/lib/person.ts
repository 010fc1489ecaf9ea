import { POSITIONS } from '@liga/contracts';
import { applicationsTexts as t } from '../texts';

export function positionName(id: number | undefined | null): string {
  return POSITIONS.find((position) => position.id === id)?.name ?? t.none;
}

export function legName(id: number | undefined | null): string {
  return id === undefined || id === null ? t.none : (t.legs[id] ?? t.none);
}
