import type { CommandUnit } from '../../../platform/event-store/unit-of-work';

/** A person's account as a team decision sees it, from their stream `user-{id}` (event types only). */
const accountFolder = {
  initialState: () => ({ registered: false, erased: false }),
  evolve: (s: { registered: boolean; erased: boolean }, e: { type: string }) =>
    e.type === 'UserRegistered'
      ? { ...s, registered: true }
      : e.type === 'UserErased'
        ? { ...s, erased: true }
        : s,
};

/**
 * Reads a player's account from the write side inside the deciding transaction (the teams module
 * imports no other feature: only the stream's name and two event types are known here).
 */
export const playerFacts = {
  async exists(unit: CommandUnit, userId: string): Promise<boolean> {
    const { state } = await unit.load(
      { streamId: `user-${userId}`, streamType: 'user' },
      accountFolder,
    );
    return state.registered && !state.erased;
  },
};
