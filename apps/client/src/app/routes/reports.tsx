import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function ReportsRoute() {
  return <PlaceholderPage title={shellTexts.titles.reports} />;
}
