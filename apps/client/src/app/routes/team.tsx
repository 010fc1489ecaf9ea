import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function TeamRoute() {
  return <PlaceholderPage title={shellTexts.titles.team} />;
}
