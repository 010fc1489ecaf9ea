export const CARDS_PER_ROW = 3;

/** How many empty boxes fill the last row up to a multiple of `perRow`. */
export const fillerCount = (count: number, perRow = CARDS_PER_ROW) =>
  count % perRow === 0 ? 0 : perRow - (count % perRow);
