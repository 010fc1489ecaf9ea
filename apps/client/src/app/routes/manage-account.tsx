import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function ManageAccountRoute() {
  return <PlaceholderPage title={shellTexts.titles.manage} />;
}
