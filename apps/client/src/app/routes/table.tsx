import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function TableRoute() {
  return <PlaceholderPage title={shellTexts.titles.table} />;
}
