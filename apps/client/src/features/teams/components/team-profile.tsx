import type { ReactNode } from 'react';
import type { TeamDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { teamsTexts } from '../texts';
import { TeamBanner } from './team-banner';
import { TeamMatches } from './team-matches';
import styles from './team-profile.module.css';
import { TeamSquad } from './team-squad';

/**
 * The team page: banner with the viewer's actions, the next match, the squad and the matches
 * (`matches` replaces the latest verified reports when the page composes the season's fixtures).
 */
export function TeamProfile({
  team,
  actions,
  nextMatch,
  matches,
}: {
  team: TeamDto;
  actions?: ReactNode;
  nextMatch?: ReactNode;
  matches?: ReactNode;
}) {
  useDocumentTitle(team.name);
  return (
    <div className={styles.page}>
      <TeamBanner team={team} actions={actions} />
      <div className={styles.sections}>
        {nextMatch}
        <TeamSquad members={team.users ?? []} />
        {matches ?? <TeamMatches teamId={team.id} />}
      </div>
    </div>
  );
}

export function TeamProfileSkeleton() {
  return (
    <div className={styles.page}>
      <SkeletonGroup label={teamsTexts.list.loading} className={styles.sections}>
        <Skeleton height={232} radius="24px" />
        <Skeleton width={180} height={36} />
        {Array.from({ length: 4 }, (_, group) => (
          <div key={group} className={styles.skeletonGroup}>
            <Skeleton width={140} height={20} />
            <div className={styles.skeletonRow}>
              {Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} height={52} radius="10px" />
              ))}
            </div>
          </div>
        ))}
      </SkeletonGroup>
    </div>
  );
}

/** The frame of a team page that could not be shown (error or not found). */
export function TeamProfileMessage({ children }: { children: ReactNode }) {
  useDocumentTitle(teamsTexts.team.pageTitle);
  return (
    <div className={`${styles.page} ${styles.message}`}>
      {children}
      <Link to={paths.teams}>{teamsTexts.team.allTeams}</Link>
    </div>
  );
}
