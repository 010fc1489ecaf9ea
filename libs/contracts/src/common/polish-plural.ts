import { englishPlural, textLanguage } from './text-language';

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
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** 'bramka' | 'bramki' | 'bramek' (capitalized with `capital`: Bramka/Bramki/Bramek); English: goal(s). */
export const goalsWord = (n: number, capital = false) => {
  const word =
    textLanguage() === 'en'
      ? englishPlural(n, 'goal', 'goals')
      : polishPlural(n, 'bramka', 'bramki', 'bramek');
  return capital ? capitalize(word) : word;
};
/** 'punkt' | 'punkty' | 'punktów' (capitalized with `capital`: Punkt/Punkty/Punktów); English: point(s). */
export const pointsWord = (n: number, capital = false) => {
  const word =
    textLanguage() === 'en'
      ? englishPlural(n, 'point', 'points')
      : polishPlural(n, 'punkt', 'punkty', 'punktów');
  return capital ? capitalize(word) : word;
};
/** '3 bramki', '5 bramek' ('3 goals'). */
export const formatGoals = (n: number) => `${n} ${goalsWord(n)}`;
/** '1 punkt', '22 punkty' ('22 points'). */
export const formatPoints = (n: number) => `${n} ${pointsWord(n)}`;
/** Keeper rate with one decimal and the language's separator: 7.25 -> '7,3' (English '7.3'). */
export const formatKeeperRate = (rate: number) =>
  textLanguage() === 'en' ? rate.toFixed(1) : rate.toFixed(1).replace('.', ',');
