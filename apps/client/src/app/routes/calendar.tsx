import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function CalendarRoute() {
  return <PlaceholderPage title={shellTexts.titles.calendar} />;
}
