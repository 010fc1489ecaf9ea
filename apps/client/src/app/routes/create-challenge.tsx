import { shellTexts } from '../texts';
import { PlaceholderPage } from './placeholder-page';

export function CreateChallengeRoute() {
  return <PlaceholderPage title={shellTexts.titles.createChallenge} />;
}
