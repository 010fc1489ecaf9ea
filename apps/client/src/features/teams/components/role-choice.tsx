import { Link } from 'react-router-dom';
import { ShieldIcon, UserIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { teamsTexts } from '../texts';
import styles from './role-choice.module.css';

const t = teamsTexts.lobby;

/** The lobby's choice: Kapitan (create a team) or Zawodnik (join one). */
export function RoleChoice({ onPlayer }: { onPlayer: () => void }) {
  return (
    <div className={styles.choices}>
      <Link to={paths.teamCreate} className={styles.choice}>
        <ShieldIcon className={styles.icon} />
        <span className={styles.title}>{t.captain}</span>
        <span className={styles.lead}>{t.captainLead}</span>
      </Link>
      <button type="button" className={styles.choice} onClick={onPlayer}>
        <UserIcon className={styles.icon} />
        <span className={styles.title}>{t.player}</span>
        <span className={styles.lead}>{t.playerLead}</span>
      </button>
    </div>
  );
}
