import type { ReactNode } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup, SkeletonText } from '../../../components/ui/skeleton';
import { ApiRequestError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTeamsByUserId } from '../api/get-teams-by-user-id';
import { useUser } from '../api/get-user';
import { commonTexts } from '../../../texts/common';
import { usersTexts } from '../texts';
import { fullName, ProfileHeader } from './profile-header';
import { ProfileStats } from './profile-stats';
import { ProfileTeams } from './profile-teams';
import styles from './player-profile.module.css';

interface PlayerProfileProps {
  userId: string;
  /** The viewed profile is the logged-in user's own (shows the avatar change). */
  isOwn: boolean;
  enabled: boolean;
  /** The statistics of one season (null: every season) and the picker above them. */
  statsSeasonId?: string | null;
  statsPicker?: ReactNode;
  /** Under the profile (the career). */
  children?: ReactNode;
}

/** /user/:userId — the player profile (spec section 2). */
export function PlayerProfile({
  userId,
  isOwn,
  enabled,
  statsSeasonId = null,
  statsPicker,
  children,
}: PlayerProfileProps) {
  const user = useUser(userId, { enabled });
  // The teams call is live (pushed on 'teams'); the profile's own list covers a failure.
  const teams = useTeamsByUserId(userId, { enabled });
  const teamList = teams.data ?? (teams.isError ? user.data?.teams : undefined);
  useDocumentTitle(user.data ? fullName(user.data) : null);

  if (user.isError) {
    const notFound = user.error instanceof ApiRequestError && user.error.status === 404;
    return (
      <div className={styles.page}>
        <ErrorMessage
          title={notFound ? usersTexts.profile.notFound : commonTexts.playerProfile.loadFailed}
          error={notFound ? undefined : user.error}
          onRetry={notFound ? undefined : () => void user.refetch()}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {user.data ? <ProfileHeader user={user.data} isOwn={isOwn} /> : <HeaderSkeleton />}
      <div className={styles.columns}>
        {user.data && teamList ? (
          <ProfileTeams teams={teamList} />
        ) : (
          <SkeletonGroup className={styles.card}>
            <SkeletonText lines={4} />
          </SkeletonGroup>
        )}
        <ProfileStats
          userId={userId}
          enabled={enabled}
          seasonId={statsSeasonId}
          picker={statsPicker}
          isKeeper={(user.data?.positionType?.id ?? user.data?.position?.id) === 1}
        />
      </div>
      {children}
    </div>
  );
}

function HeaderSkeleton() {
  return (
    <SkeletonGroup className={styles.hero}>
      <Skeleton width={168} height={168} radius="var(--radius-full)" />
      <div className={styles.identity}>
        <Skeleton width={80} height={40} />
        <Skeleton width="50%" height={56} />
        <Skeleton width={220} height={24} />
        <Skeleton width={260} height={48} />
      </div>
    </SkeletonGroup>
  );
}
