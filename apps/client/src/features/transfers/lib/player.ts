import { transfersTexts as t } from '../texts';

export function positionName(id: number | undefined | null): string {
  return t.positions.find((position) => position.id === id && id !== 0)?.name ?? t.none;
}

/** Transfers list legs: 0 both, 1 right, 2 left (spec section 3). */
export function legName(id: number | undefined | null): string {
  return id === undefined || id === null ? t.none : (t.legs[id] ?? t.none);
}
