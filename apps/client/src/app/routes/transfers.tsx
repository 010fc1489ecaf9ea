import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function TransfersRoute() {
  return <PlaceholderPage title={shellTexts.titles.transfers} />;
}
