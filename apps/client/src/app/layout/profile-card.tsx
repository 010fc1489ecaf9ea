import { Link } from 'react-router-dom';
import { Avatar } from '../../components/ui/avatar';
import { ErrorMessage } from '../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useUserById } from '../../features/users/api/get-user-by-id';
import { useAvatarUrl } from '../../features/users/hooks/use-avatar-url';
import { commonTexts } from '../../texts/common';
import { shellTexts as t } from '../texts';
import styles from './side-menu.module.css';

/** Avatar, full name and e-mail of the logged-in user, linking to the own profile. */
export function ProfileCard({ userId, enabled }: { userId: string; enabled: boolean }) {
  const user = useUserById(userId, { enabled });
  const avatar = useAvatarUrl(userId, user.data?.imageUrl);

  if (user.isPending) {
    return (
      <SkeletonGroup className={styles.profile}>
        <Skeleton width={56} height={56} radius="var(--radius-full)" />
        <span className={styles.profileText}>
          <Skeleton width="70%" height={18} />
          <Skeleton width="90%" height={14} />
        </span>
      </SkeletonGroup>
    );
  }

  const fullName = user.data
    ? `${user.data.firstName || commonTexts.playerProfile.defaultFirstName} ${user.data.lastName || commonTexts.playerProfile.defaultLastName}`
    : null;

  return (
    <div className={styles.profileBlock}>
      <Link to={paths.user(userId)} className={styles.profile} aria-label={t.menu.profileLink}>
        <Avatar src={avatar} alt="" size={56} />
        <span className={styles.profileText}>
          {fullName && <span className={styles.profileName}>{fullName}</span>}
          {user.data?.email && <span className={styles.profileEmail}>{user.data.email}</span>}
          {!user.data && <span className={styles.profileName}>{t.menu.profileLink}</span>}
        </span>
      </Link>
      {user.isError && (
        <ErrorMessage
          compact
          title={commonTexts.playerProfile.loadFailed}
          error={user.error}
          onRetry={() => void user.refetch()}
        />
      )}
    </div>
  );
}
