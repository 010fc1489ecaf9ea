/** Polish plural: 1 -> one; 2-4 (not 12-14) -> few; else many. Fractions take `few`. */
export function polishPlural(n: number, one: string, few: string, many: string): string {
  const abs = Math.abs(n);
  if (!Number.isInteger(abs)) return few;
  if (abs === 1) return one;
  const tens = abs % 100;
  const units = abs % 10;
  if (units >= 2 && units <= 4 && (tens < 12 || tens > 14)) return few;
  return many;
}
/** 'bramka' | 'bramki' | 'bramek' (capitalized with `capital`: Bramka/Bramki/Bramek). */
export const goalsWord = (n: number, capital = false) =>
  capital
    ? polishPlural(n, 'Bramka', 'Bramki', 'Bramek')
    : polishPlural(n, 'bramka', 'bramki', 'bramek');
/** 'punkt' | 'punkty' | 'punktów' (capitalized with `capital`: Punkt/Punkty/Punktów). */
export const pointsWord = (n: number, capital = false) =>
  capital
    ? polishPlural(n, 'Punkt', 'Punkty', 'Punktów')
    : polishPlural(n, 'punkt', 'punkty', 'punktów');
/** '3 bramki', '5 bramek'. */
export const formatGoals = (n: number) => `${n} ${goalsWord(n)}`;
/** '1 punkt', '22 punkty'. */
export const formatPoints = (n: number) => `${n} ${pointsWord(n)}`;
/** Keeper rate with one decimal and a Polish comma: 7.25 -> '7,3'. */
export const formatKeeperRate = (rate: number) => rate.toFixed(1).replace('.', ',');
