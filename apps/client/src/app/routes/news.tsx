import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function NewsRoute() {
  return <PlaceholderPage title={shellTexts.titles.news} />;
}
