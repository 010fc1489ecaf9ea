import type { LegId, PositionId } from '@liga/contracts';
import { asciiFold, FIRST_NAMES, LAST_NAMES } from './names';
import type { Random } from './random';

/** A person of the demo league as the registration form would be filled in. */
export interface DemoPerson {
  key: string;
  firstName: string;
  lastName: string;
  email: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  height: number;
  shirtNumber: number;
  position: PositionId;
  dominateLeg: LegId;
  /** Uploads a picture after registering (most players do). */
  hasAvatar: boolean;
}

export const DEMO_EMAIL_DOMAIN = 'liga.local';

/** A squad's positions: one or two keepers, then defenders, midfielders and forwards. */
export function squadPositions(size: number): PositionId[] {
  const keepers = size >= 11 ? 2 : size >= 4 ? 1 : 0;
  const rest = size - keepers;
  const forwards = Math.min(rest, Math.max(1, Math.round(rest * 0.25)));
  const defenders = Math.min(rest - forwards, Math.max(1, Math.round(rest * 0.35)));
  const midfielders = rest - forwards - defenders;
  return [
    ...Array<PositionId>(keepers).fill(1),
    ...Array<PositionId>(defenders).fill(2),
    ...Array<PositionId>(midfielders).fill(3),
    ...Array<PositionId>(forwards).fill(4),
  ];
}

/** Makes people with unique e-mail addresses (`jan.nowak@liga.local`, then `jan.nowak2@...`). */
export class PeopleFactory {
  private readonly emails = new Set<string>();
  private count = 0;

  constructor(
    private readonly random: Random,
    /** Birth years are drawn relative to this year. */
    private readonly year: number,
  ) {}

  person(position: PositionId, takenNumbers: Set<number>): DemoPerson {
    const r = this.random;
    const firstName = r.pick(FIRST_NAMES);
    const lastName = r.pick(LAST_NAMES);
    const base = `${asciiFold(firstName)}.${asciiFold(lastName)}`;
    let email = `${base}@${DEMO_EMAIL_DOMAIN}`;
    for (let n = 2; this.emails.has(email); n++) email = `${base}${n}@${DEMO_EMAIL_DOMAIN}`;
    this.emails.add(email);
    const age = r.weighted([
      [r.int(18, 24), 3],
      [r.int(25, 32), 5],
      [r.int(33, 42), 3],
      [r.int(43, 55), 1],
    ] as const);
    const month = r.int(1, 12);
    const day = r.int(1, 28);
    const birthDate = `${this.year - age}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const height = position === 1 ? r.normalInt(187, 9, 172, 204) : r.normalInt(180, 10, 162, 199);
    let shirtNumber = position === 1 ? r.pick([1, 12, 33, 99, 21]) : r.int(2, 99);
    for (let guard = 0; takenNumbers.has(shirtNumber) && guard < 200; guard++) {
      shirtNumber = r.int(2, 99);
    }
    takenNumbers.add(shirtNumber);
    this.count += 1;
    return {
      key: `p${this.count}`,
      firstName,
      lastName,
      email,
      birthDate,
      height,
      shirtNumber,
      position,
      dominateLeg: r.chance(0.77) ? 1 : 2,
      hasAvatar: r.chance(0.75),
    };
  }
}
