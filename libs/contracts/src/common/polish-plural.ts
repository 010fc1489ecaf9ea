const POLISH_PLURALS = new Intl.PluralRules('pl-PL');

/**
 * Polish plural through `Intl.PluralRules('pl-PL')` (CLDR): 'one' (1), 'few' (2-4, 22-24, not
 * 12-14), 'many' (0, 5-21, 25...); CLDR's 'other' (fractions) takes `few` ("1,5 bramki").
 */
export function polishPlural(n: number, one: string, few: string, many: string): string {
  switch (POLISH_PLURALS.select(Math.abs(n))) {
    case 'one':
      return one;
    case 'many':
      return many;
    default:
      return few;
  }
}
/** '1 nowe powiadomienie', '3 nowe powiadomienia', '5 nowych powiadomień' (count first). */
export const countWith = (n: number, one: string, few: string, many: string) =>
  `${n} ${polishPlural(n, one, few, many)}`;
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
