import { Avatar } from '../../../components/ui/avatar';
import { useTeamImage } from '../hooks/use-team-image';
import { teamsTexts } from '../texts';

interface TeamLogoProps {
  teamId: string;
  name: string;
  size?: number;
  /** Decorative next to a visible name (empty alt). */
  decorative?: boolean;
}

/** A team's image (GET /api/team/image/{id}) with the drawn placeholder when it fails. */
export function TeamLogo({ teamId, name, size = 48, decorative = false }: TeamLogoProps) {
  const src = useTeamImage(teamId);
  return (
    <Avatar
      src={src}
      alt={decorative ? '' : teamsTexts.team.imageAlt(name)}
      size={size}
      shape="rounded"
      kind="team"
    />
  );
}
