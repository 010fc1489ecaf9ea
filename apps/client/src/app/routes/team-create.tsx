import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function TeamCreateRoute() {
  return <PlaceholderPage title={shellTexts.titles.teamCreate} />;
}
