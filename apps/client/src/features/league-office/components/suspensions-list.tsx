import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSuspensions } from '../api/suspensions';
import { officeTexts } from '../texts';
import styles from './office.module.css';

const t = officeTexts.suspension;

/**
 * 'Zawieszenia' on the team page (the roster's suspended players) and on a player's profile:
 * the suspensions that still hold, with what and why. Nothing when there are none.
 */
export function SuspensionsList({
  of,
  enabled = true,
}: {
  of: { teamId: string } | { userId: string };
  enabled?: boolean;
}) {
  const list = useSuspensions(of, enabled);
  const active = (list.data ?? []).filter((s) => s.active);
  if (active.length === 0) return null;
  return (
    <section className={styles.suspensions} aria-label={t.heading} data-testid="suspensions">
      <h2 className={styles.cardTitle}>{t.heading}</h2>
      <ul className={styles.suspensionList}>
        {active.map((s) => (
          <li key={s.id}>
            <strong>
              {'teamId' in of ? (
                <Link to={paths.user(s.userId)}>
                  {s.firstName} {s.lastName}
                </Link>
              ) : (
                s.teamName
              )}
            </strong>{' '}
            — {t.line(s.label, s.reason)}
          </li>
        ))}
      </ul>
    </section>
  );
}
