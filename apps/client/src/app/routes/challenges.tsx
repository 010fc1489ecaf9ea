import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function ChallengesRoute() {
  return <PlaceholderPage title={shellTexts.titles.challenges} />;
}
