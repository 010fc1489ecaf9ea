import type { ReactNode } from 'react';
import { AcceptedMatches } from './accepted-matches';
import { ReportsIntro } from './reports-intro';
import { ReportsToAccept } from './reports-to-accept';
import styles from './reports-screen.module.css';

/** RAPORTY: the intro, the team's accepted matches and the reports awaiting acceptance. */
export function ReportsScreen({
  teamId,
  enabled = true,
  renderReport,
  matchHref,
}: {
  teamId: string;
  enabled?: boolean;
  renderReport?: (matchId: string) => ReactNode;
  matchHref?: (matchId: string) => string;
}) {
  return (
    <div className={styles.screen}>
      <ReportsIntro />
      <AcceptedMatches
        teamId={teamId}
        enabled={enabled}
        renderReport={renderReport}
        matchHref={matchHref}
      />
      <ReportsToAccept teamId={teamId} enabled={enabled} />
    </div>
  );
}
