/** The news slideshow (spec sections 2 and 9): 3 slides, 7500 ms auto-advance, 500 ms lock. */
export const SLIDE_INTERVAL_MS = 7500;
export const SLIDE_LOCK_MS = 500;

export interface SlideshowState {
  index: number;
  /** Changes before this time (ms) are ignored. */
  lockedUntil: number;
}

export type SlideshowAction =
  | { type: 'go'; index: number; now: number }
  | { type: 'next'; now: number }
  | { type: 'previous'; now: number };

export const initialSlideshow: SlideshowState = { index: 0, lockedUntil: 0 };

/** Pure reducer: the index cycles 0..count-1; a change inside the lock window is dropped. */
export function slideshowReducer(count: number) {
  return (state: SlideshowState, action: SlideshowAction): SlideshowState => {
    if (count <= 0 || action.now < state.lockedUntil) return state;
    const target =
      action.type === 'go'
        ? action.index
        : action.type === 'next'
          ? state.index + 1
          : state.index - 1;
    const index = ((target % count) + count) % count;
    if (index === state.index) return state;
    return { index, lockedUntil: action.now + SLIDE_LOCK_MS };
  };
}
