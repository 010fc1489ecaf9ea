import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function UserRoute() {
  return <PlaceholderPage title={shellTexts.titles.user} />;
}
