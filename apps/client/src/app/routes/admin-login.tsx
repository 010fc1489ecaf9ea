import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function AdminLoginRoute() {
  return <PlaceholderPage title={shellTexts.titles.adminLogin} />;
}
