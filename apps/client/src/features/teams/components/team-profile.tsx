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

interface TeamProfileProps {
  team: TeamDto;
  actions?: ReactNode;
  /** Under the banner (the season picker and the season's summary). */
  header?: ReactNode;
  /** The next match (the match centre's card), first of the sections. */
  nextMatch?: ReactNode;
  /** In place of today's squad (a past season's players). */
  squad?: ReactNode;
  /** In place of the latest reports (the current season's fixtures and results). */
  matches?: ReactNode;
  /** The matches of this season only; none: the latest. */
  matchesSeasonId?: string | null;
  /** After the matches (history, charts). */
  children?: ReactNode;
}

/** The team page: banner with the viewer's actions, the next match, the squad and the matches. */
export function TeamProfile({
  team,
  actions,
  header,
  nextMatch,
  squad,
  matches,
  matchesSeasonId = null,
  children,
}: TeamProfileProps) {
  useDocumentTitle(team.name);
  return (
    <div className={styles.page}>
      <TeamBanner team={team} actions={actions} />
      {header}
      <div className={styles.sections}>
        {nextMatch}
        {squad ?? <TeamSquad members={team.users ?? []} />}
        {matches ?? <TeamMatches teamId={team.id} seasonId={matchesSeasonId} />}
        {children}
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
