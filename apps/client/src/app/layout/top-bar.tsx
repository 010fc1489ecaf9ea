import { Link, NavLink } from 'react-router-dom';
import { Avatar } from '../../components/ui/avatar';
import { MenuIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { useUserById } from '../../features/users/api/get-user-by-id';
import { useAvatarUrl } from '../../features/users/hooks/use-avatar-url';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { shellTexts as t } from '../texts';
import { Brand } from './brand';
import { NAV_ITEMS } from './nav-items';
import styles from './top-bar.module.css';
import { useUiStore } from './ui-store';

export function TopBar() {
  const { isLoggedIn, isChecking } = useSession();
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <Brand wordOnPhones={isLoggedIn} />
        <nav aria-label={t.mainNav} className={styles.nav}>
          <ul className={styles.items}>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                {isLoggedIn ? (
                  <NavLink
                    to={item.to}
                    className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
                  >
                    {item.label}
                  </NavLink>
                ) : (
                  <Link to={paths.login} className={styles.item}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.end}>
          {isChecking ? <CheckingPlaceholder /> : isLoggedIn ? <UserButtons /> : <GuestButtons />}
        </div>
      </div>
    </header>
  );
}

function GuestButtons() {
  return (
    <>
      <Link to={paths.login} className={`btn btn-secondary ${styles.compactBtn}`}>
        {t.login}
      </Link>
      <Link to={paths.register} className={`btn btn-primary ${styles.compactBtn}`}>
        {t.register}
      </Link>
    </>
  );
}

function CheckingPlaceholder() {
  return (
    <div role="status" aria-label={t.checkingSession} className={styles.checking}>
      <Skeleton width={44} height={44} radius="var(--radius-full)" />
      <Skeleton width={44} height={44} radius="var(--radius-full)" />
      <Skeleton width={44} height={44} radius="var(--radius-full)" />
    </div>
  );
}

function UserButtons() {
  const { userId, canFetch } = useSession();
  // The server's versioned imageUrl: a live 'users' push after an upload reloads the picture.
  const user = useUserById(userId, { enabled: canFetch });
  const avatar = useAvatarUrl(userId, user.data?.imageUrl);
  const open = useUiStore((state) => state.openSideMenu);
  return (
    <>
      <NotificationBell enabled={canFetch} />
      <button
        type="button"
        className="icon-btn"
        onClick={open}
        aria-label={t.openMenu}
        aria-haspopup="dialog"
      >
        <MenuIcon />
      </button>
      <button
        type="button"
        className={styles.avatarButton}
        onClick={open}
        aria-label={t.openMenuAvatar}
        aria-haspopup="dialog"
      >
        <Avatar src={avatar} alt="" size={40} />
      </button>
    </>
  );
}
