/** Player attributes shared by profiles, squads and the transfer list (no zod: cheap to import). */
import { localized } from './text-language';

/** Position codes (spec section 3): 1 goalkeeper, 2 defender, 3 midfielder, 4 forward; 0 none/any. */
export const POSITIONS = /* @__PURE__ */ localized(
  [
    { id: 1, name: 'Bramkarz' },
    { id: 2, name: 'Obrońca' },
    { id: 3, name: 'Pomocnik' },
    { id: 4, name: 'Napastnik' },
  ] as const,
  [
    { id: 1, name: 'Goalkeeper' },
    { id: 2, name: 'Defender' },
    { id: 3, name: 'Midfielder' },
    { id: 4, name: 'Forward' },
  ],
);
export type PositionId = 1 | 2 | 3 | 4;

/** Dominant leg in a profile: 1 right, 2 left (transfers list also knows 0 = both). */
export const LEGS = /* @__PURE__ */ localized(
  [
    { id: 1, name: 'Prawonożny' },
    { id: 2, name: 'Lewonożny' },
  ] as const,
  [
    { id: 1, name: 'Right-footed' },
    { id: 2, name: 'Left-footed' },
  ],
);
export type LegId = 1 | 2;
