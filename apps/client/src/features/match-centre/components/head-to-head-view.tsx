import type { HeadToHeadDto, MatchSideDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/polish-dates';
import { matchCentreTexts } from '../texts';
import styles from './match-centre.module.css';

const t = matchCentreTexts.h2h;

/** W-D-L, goals and the last five results of two teams, over all seasons. */
export function HeadToHeadView({
  h2h,
  teamA,
  teamB,
  showLast = true,
}: {
  h2h: HeadToHeadDto;
  teamA: Pick<MatchSideDto, 'name'>;
  teamB: Pick<MatchSideDto, 'name'>;
  /** The last five results (the team page's picker lists every meeting instead). */
  showLast?: boolean;
}) {
  if (h2h.played === 0) return <p className={styles.muted}>{t.none}</p>;
  return (
    <div className={styles.stack} data-testid="head-to-head">
      <p className={styles.muted}>{t.played(h2h.played)}</p>
      <div className={styles.h2hRow}>
        <div>
          <div className={styles.h2hValue}>{h2h.teamAWins}</div>
          <div className={styles.h2hCaption}>{teamA.name}</div>
        </div>
        <div>
          <div className={styles.h2hValue}>{h2h.draws}</div>
          <div className={styles.h2hCaption}>{t.draws}</div>
        </div>
        <div>
          <div className={styles.h2hValue}>{h2h.teamBWins}</div>
          <div className={styles.h2hCaption}>{teamB.name}</div>
        </div>
      </div>
      <p className={styles.muted}>
        {t.goals}: {h2h.teamAGoals} : {h2h.teamBGoals}
      </p>
      {showLast && (
        <>
          <p className={styles.label}>{t.last}</p>
          <ul className={styles.list}>
            {h2h.last.map((m) => (
              <li key={m.matchId} className={styles.playerLine}>
                <Link to={paths.match(m.matchId)}>{formatLongDate(m.date)}</Link>
                <span>
                  {m.teamAGoals} : {m.teamBGoals}
                  {m.isWalkover ? ` (${t.walkover})` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
