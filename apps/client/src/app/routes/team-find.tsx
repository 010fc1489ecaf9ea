import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function TeamFindRoute() {
  return <PlaceholderPage title={shellTexts.titles.teamFind} />;
}
