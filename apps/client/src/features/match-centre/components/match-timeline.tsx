import type { MatchDetailDto } from '@liga/contracts';
import { formatLongDateTime } from '../../../lib/polish-dates';
import { teamName } from '../lib/match-result';
import { matchCentreTexts } from '../texts';
import styles from './match-centre.module.css';

const t = matchCentreTexts;

/** The story of the match: challenged, accepted, reported, accepted, verified (Warsaw time). */
export function MatchTimeline({ match }: { match: MatchDetailDto }) {
  if (match.timeline.length === 0) return <p className={styles.muted}>{t.storyEmpty}</p>;
  return (
    <ol className={styles.timeline} data-testid="match-timeline">
      {match.timeline.map((step, i) => {
        const team = teamName(match, step.teamId);
        return (
          <li key={`${step.at}-${i}`} className={styles.step}>
            <span>
              {t.timeline[step.action]}
              {team ? ` — ${team}` : ''}
            </span>
            <time className={styles.stepTime} dateTime={step.at}>
              {formatLongDateTime(step.at)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
