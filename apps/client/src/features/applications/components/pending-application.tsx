import type { TeamInvitationDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { applicationsTexts as t } from '../texts';
import styles from './pending-application.module.css';

/** The lobby's only content while an application waits for the captain (spec section 2). */
export function PendingApplication({
  applications,
}: {
  applications: readonly TeamInvitationDto[];
}) {
  return (
    <section className={styles.box} role="status" aria-labelledby="pending-application-title">
      <svg viewBox="0 0 48 48" className={styles.icon} aria-hidden="true">
        <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M24 13v12l8 5"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <div className={styles.text}>
        <h2 id="pending-application-title" className={styles.title}>
          {t.pendingTitle}
        </h2>
        <p>{t.pending}</p>
        <ul className={styles.teams}>
          {applications.map((application) => (
            <li key={application.id}>
              <Link to={paths.team(application.team.id)}>
                {t.pendingTeam(application.team.name)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
