import { AcceptedMatches } from './accepted-matches';
import { ReportsIntro } from './reports-intro';
import { ReportsToAccept } from './reports-to-accept';
import styles from './reports-screen.module.css';

/** RAPORTY: the intro, the team's accepted matches and the reports awaiting acceptance. */
export function ReportsScreen({ teamId, enabled = true }: { teamId: string; enabled?: boolean }) {
  return (
    <div className={styles.screen}>
      <ReportsIntro />
      <AcceptedMatches teamId={teamId} enabled={enabled} />
      <ReportsToAccept teamId={teamId} enabled={enabled} />
    </div>
  );
}
