import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function RegisterRoute() {
  return <PlaceholderPage title={shellTexts.titles.register} />;
}
