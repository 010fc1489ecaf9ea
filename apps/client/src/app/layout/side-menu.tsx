import { useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Dialog } from '../../components/ui/dialog';
import * as Icons from '../../components/ui/icons';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useSession } from '../../features/auth/hooks/use-session';
import { PushToggle } from '../../features/notifications/components/push-toggle';
import { useMyTeam } from '../../features/users/hooks/use-my-team';
import { shellTexts as t } from '../texts';
import { LanguageSwitch } from './language-switch';
import { NAV_ITEMS } from './nav-items';
import { ProfileCard } from './profile-card';
import styles from './side-menu.module.css';
import { useUiStore } from './ui-store';

/** The logged-in user's menu, sliding in from the right over a dimmed page (modal dialog). */
export function SideMenu() {
  const isOpen = useUiStore((state) => state.sideMenuOpen);
  const close = useUiStore((state) => state.closeSideMenu);
  const { userId, isLoggedIn, canFetch, logout } = useSession();
  const { pathname } = useLocation();

  // a navigation closes the menu; a remount of the layout (same path) does not
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);
  useEffect(() => {
    if (!isLoggedIn) close();
  }, [isLoggedIn, close]);

  return (
    <Dialog open={isOpen} onClose={close} label={t.menu.title} variant="drawer" closeOnBackdrop>
      {userId && (
        <div className={styles.panel}>
          <div className={styles.head}>
            <h2 className={styles.title}>{t.menu.title}</h2>
            <button type="button" className="icon-btn" onClick={close} aria-label={t.menu.close}>
              <Icons.CloseIcon />
            </button>
          </div>
          <ProfileCard userId={userId} enabled={canFetch} />
          <MainNavEntries />
          <MenuEntries userId={userId} enabled={canFetch} />
          <LanguageSwitch />
          <PushToggle />
          <button type="button" className={`btn btn-secondary ${styles.logout}`} onClick={logout}>
            <Icons.LogoutIcon />
            {t.menu.logout}
          </button>
        </div>
      )}
    </Dialog>
  );
}

/** The top bar's page links, shown here on phones where the top bar has no room for them. */
function MainNavEntries() {
  return (
    <nav aria-label={t.mainNav} className={styles.mainNav}>
      <ul className={styles.pages}>
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) => `${styles.page} ${isActive ? styles.pageActive : ''}`}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink
            to={paths.calendar}
            className={({ isActive }) => `${styles.page} ${isActive ? styles.pageActive : ''}`}
          >
            {t.nav.calendar}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

function MenuEntries({ userId, enabled }: { userId: string; enabled: boolean }) {
  const team = useMyTeam(userId, { enabled });
  const captainOnly = team.isCaptain ? null : t.menu.lockedCaptain;
  return (
    <nav aria-label={t.menu.title}>
      <ul className={styles.entries}>
        <Entry icon={Icons.UserIcon} label={t.menu.manage} to={paths.manageAccount} />
        <Entry
          icon={Icons.ShieldIcon}
          label={t.menu.myTeam}
          to={team.myTeamPath}
          trailing={team.isPending ? <Spinner size={16} /> : null}
        />
        <Entry
          icon={Icons.ClipboardIcon}
          label={t.menu.reports}
          to={paths.reports}
          lockedReason={captainOnly}
        />
        <Entry icon={Icons.SwapIcon} label={t.menu.transfers} to={paths.transfers} />
        <Entry
          icon={Icons.CardIcon}
          label={t.menu.payments}
          to={null}
          lockedReason={t.menu.lockedPayments}
        />
        <Entry
          icon={Icons.FlagIcon}
          label={t.menu.createChallenge}
          to={paths.createChallenge}
          lockedReason={captainOnly}
        />
        <Entry
          icon={Icons.InboxIcon}
          label={t.menu.challenges}
          to={paths.challenges}
          lockedReason={captainOnly}
        />
      </ul>
    </nav>
  );
}

interface EntryProps {
  icon: ComponentType<Icons.IconProps>;
  label: string;
  to: string | null;
  lockedReason?: string | null;
  trailing?: ReactNode;
}

function Entry({ icon: Icon, label, to, lockedReason = null, trailing }: EntryProps) {
  if (lockedReason || to === null) {
    return (
      <li>
        <span
          className={`${styles.entry} ${styles.locked}`}
          aria-disabled="true"
          title={lockedReason ?? undefined}
        >
          <Icon className={styles.entryIcon} />
          <span className={styles.entryLabel}>
            {label}
            {/* why it is locked, visible: a phone has no hover title */}
            {lockedReason && <span className={styles.lockReason}>{lockedReason}</span>}
          </span>
          <Icons.LockIcon className={styles.lockIcon} />
          <span className="visually-hidden">{t.menu.locked}</span>
        </span>
      </li>
    );
  }
  return (
    <li>
      <Link to={to} className={styles.entry}>
        <Icon className={styles.entryIcon} />
        <span className={styles.entryLabel}>{label}</span>
        {trailing ?? <Icons.ArrowRightIcon className={styles.arrow} />}
      </Link>
    </li>
  );
}
