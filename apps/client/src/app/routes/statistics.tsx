import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function StatisticsRoute() {
  return <PlaceholderPage title={shellTexts.titles.statistics} />;
}
