import { transfersTexts as t } from '../texts';

export function positionName(id: number | undefined | null): string {
  return t.positions.find((position) => position.id === id && id !== 0)?.name ?? t.none;
}

/** Transfers list legs: 0 both, 1 right, 2 left (spec section 3). */
export function legName(id: number | undefined | null): string {
  return id === undefined || id === null ? t.none : (t.legs[id] ?? t.none);
}

/** Full years between the birth date and `now`; null when unknown. */
export function ageInYears(birthDate: string | null | undefined, now = new Date()): number | null {
  if (!birthDate) return null;
  const born = new Date(birthDate);
  if (Number.isNaN(born.getTime())) return null;
  let age = now.getFullYear() - born.getFullYear();
  const beforeBirthday =
    now.getMonth() < born.getMonth() ||
    (now.getMonth() === born.getMonth() && now.getDate() < born.getDate());
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}
