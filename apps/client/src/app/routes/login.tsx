import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function LoginRoute() {
  return <PlaceholderPage title={shellTexts.titles.login} />;
}
