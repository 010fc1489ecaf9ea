import type { TeamCardDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { ErrorMessage } from '../../../components/ui/error-message';
import { UserIcon } from '../../../components/ui/icons';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useLeagueTeams } from '../api/get-teams';
import { fullName } from '../lib/members';
import { teamsTexts } from '../texts';
import styles from './team-cards.module.css';
import { TeamLogo } from './team-logo';

const t = teamsTexts.list;

/** ZESPOŁY: the teams of one league as cards (logo, name, captain, real squad size). */
export function TeamCards({
  leagueId,
  enabled = true,
}: {
  leagueId: string | null;
  enabled?: boolean;
}) {
  const teams = useLeagueTeams(leagueId, { enabled });
  if (teams.isError) {
    return (
      <ErrorMessage title={t.failed} error={teams.error} onRetry={() => void teams.refetch()} />
    );
  }
  if (leagueId === null || teams.isPending) return <TeamCardsSkeleton />;
  if (teams.data.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <ul className={styles.grid}>
      {teams.data.map((team) => (
        <li key={team.id}>
          <TeamCard team={team} />
        </li>
      ))}
    </ul>
  );
}

function TeamCard({ team }: { team: TeamCardDto }) {
  return (
    <Link to={paths.team(team.id)} className={styles.card}>
      <TeamLogo teamId={team.id} name={team.name} size={72} decorative />
      <span className={styles.text}>
        <span className={styles.name}>{team.name}</span>
        <span className={styles.captain}>
          {team.capitan ? fullName(team.capitan) : teamsTexts.team.noCaptain}
        </span>
      </span>
      <span className={styles.size} title={t.members(team.membersCount)}>
        <UserIcon width={16} height={16} />
        <span aria-hidden="true">{team.membersCount}</span>
        <span className="visually-hidden">{t.members(team.membersCount)}</span>
      </span>
    </Link>
  );
}

/** 9 skeleton cards while loading (spec: Teams page). */
export function TeamCardsSkeleton() {
  return (
    <SkeletonGroup label={t.loading} className={styles.grid}>
      {Array.from({ length: 9 }, (_, index) => (
        <div key={index} className={`${styles.card} ${styles.skeletonCard}`}>
          <Skeleton width={72} height={72} radius="10px" />
          <span className={styles.text}>
            <Skeleton width="70%" height={20} />
            <Skeleton width="45%" height={14} />
          </span>
        </div>
      ))}
    </SkeletonGroup>
  );
}
