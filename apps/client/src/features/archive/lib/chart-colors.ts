/**
 * Line colours of the position chart: twelve hues that stay apart from each other and readable
 * on the dark surface; a highlighted team gets the accent colour.
 */
const PALETTE = [
  '#60a5fa',
  '#f472b6',
  '#fbbf24',
  '#34d399',
  '#a78bfa',
  '#fb923c',
  '#22d3ee',
  '#f87171',
  '#a3e635',
  '#e879f9',
  '#facc15',
  '#94a3b8',
];

export const ACCENT = '#c3f53c';

/** The colour of the `index`-th team (cycles after twelve). */
export const lineColor = (index: number) => PALETTE[index % PALETTE.length];
