import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function MatchesRoute() {
  return <PlaceholderPage title={shellTexts.titles.matches} />;
}
