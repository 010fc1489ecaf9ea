import { NavLink, Outlet } from 'react-router-dom';
import { PageFrame } from '../../../components/layouts/page-frame';
import { paths } from '../../../config/paths';
import { QueueDashboardLink } from '../../../features/admin-queues/components/queue-dashboard-link';
import { shellTexts } from '../../texts';
import styles from './admin-layout.module.css';

const t = shellTexts.admin;

const TABS = [
  { to: 'users', label: t.users },
  { to: 'reports', label: t.reports },
  { to: 'matches', label: t.matches },
  { to: 'pitches', label: t.pitches },
  { to: 'teams', label: t.teams },
  { to: 'new-teams', label: t.newTeams },
  { to: 'cups', label: t.cups },
  { to: 'operations', label: t.operations },
  { to: 'office', label: t.office },
  { to: 'seasons', label: t.seasons },
] as const;

/**
 * The admin panel frame with its tabs: Gracze, Raporty, Mecze, Boiska, Drużyny, Nowe drużyny,
 * Puchary, Biuro ligi, Sezony, Operacje, and in
 * Redis mode a link to the BullMQ dashboard (Kolejki zadań).
 */
export function AdminLayout() {
  return (
    <PageFrame title={t.title}>
      <nav aria-label={t.tabs} className={styles.tabs}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={`${paths.admin}/${tab.to}`}
            className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}
          >
            {tab.label}
          </NavLink>
        ))}
        <QueueDashboardLink className={`${styles.tab} ${styles.external}`} />
      </nav>
      <Outlet />
    </PageFrame>
  );
}
