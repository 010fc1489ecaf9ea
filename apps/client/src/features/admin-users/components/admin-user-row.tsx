import type { UserSearchRowDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { useImageVersion, withImageVersion } from '../../../lib/image-version';
import {
  ACTION_LABELS,
  type AdminUserAction,
  type useAdminUserAction,
} from '../api/use-admin-user-action';
import { adminUsersTexts as t } from '../texts';
import styles from './admin-users.module.css';

const ACTIONS: AdminUserAction[] = ['resetPassword', 'deleteAvatar', 'resetData', 'deleteUser'];

export function displayName(user: Pick<UserSearchRowDto, 'firstName' | 'lastName'>): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || '—';
}

interface RowProps {
  user: UserSearchRowDto;
  actions: ReturnType<typeof useAdminUserAction>;
  /** The logged-in admin's own row: the account cannot delete itself. */
  isSelf: boolean;
}

/** One player: avatar, name (profile link), e-mail, avatar state, the four actions. */
export function AdminUserRow({ user, actions, isSelf }: RowProps) {
  const version = useImageVersion(`user:${user.id}`);
  const name = displayName(user);
  const src = withImageVersion(
    user.imageUrl || `/api/user/avatar/${encodeURIComponent(user.id)}`,
    version,
  );
  return (
    <tr>
      <td>
        <span className={styles.player}>
          <Avatar src={src} alt="" size={36} />
          <span className={styles.playerText}>
            <span className={styles.playerName}>{name}</span>
            <Link
              to={paths.user(user.id)}
              className={styles.profileLink}
              aria-label={t.profileOf(name)}
            >
              {t.profile}
            </Link>
          </span>
        </span>
      </td>
      <td className={styles.email}>{user.email ?? '—'}</td>
      <td>
        <Badge tone={user.imageLoaded ? 'success' : 'neutral'}>
          {user.imageLoaded ? t.hasAvatar : t.noAvatar}
        </Badge>
      </td>
      <td>
        <div className={styles.actions} role="group" aria-label={t.actionsOf(name)}>
          {ACTIONS.map((action) => (
            <button
              key={action}
              type="button"
              className={`btn ${action === 'deleteUser' ? 'btn-danger' : 'btn-secondary'} ${styles.action}`}
              disabled={
                actions.anyBusy(user.id) ||
                (action === 'deleteAvatar' && !user.imageLoaded) ||
                (action === 'deleteUser' && isSelf)
              }
              title={action === 'deleteUser' && isSelf ? t.cannotDeleteSelf : undefined}
              aria-busy={actions.isBusy(action, user.id) || undefined}
              onClick={() => void actions.run(action, user, name)}
            >
              {ACTION_LABELS[action]}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}
