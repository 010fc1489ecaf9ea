import { teamImageUrl } from '@liga/contracts';
import { useImageVersion, withImageVersion } from '../../../lib/image-version';

/** The team image URL, reloaded after an upload or deletion during this visit. */
export function useTeamImage(teamId: string): string {
  const version = useImageVersion(`team:${teamId}`);
  return withImageVersion(teamImageUrl(teamId), version);
}
