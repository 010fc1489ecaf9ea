import { teamImageUrl } from '@liga/contracts';
import { Avatar } from '../../../components/ui/avatar';
import { useImageVersion, withImageVersion } from '../../../lib/image-version';

/** A team's image in the admin lists (reloads after an upload or deletion). */
export function AdminTeamLogo({ teamId, size = 40 }: { teamId: string; size?: number }) {
  const version = useImageVersion(`team:${teamId}`);
  return (
    <Avatar
      src={withImageVersion(teamImageUrl(teamId), version)}
      alt=""
      size={size}
      shape="rounded"
      kind="team"
    />
  );
}
