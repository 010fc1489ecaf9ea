import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function TeamsRoute() {
  return <PlaceholderPage title={shellTexts.titles.teams} />;
}
