import type { TeamSeasonDto } from '@liga/contracts';
import { archiveTexts } from '../texts';
import styles from './archive.module.css';
import { HonourBadges } from './honour-badges';

const t = archiveTexts;

/** The team's season in one line: league and place, points, W-D-L, goals, honours. */
export function TeamSeasonSummary({ season }: { season: TeamSeasonDto | null }) {
  if (!season) return <p className={styles.note}>{t.season.notPlayed}</p>;
  return (
    <section className={styles.summary} aria-label={season.seasonName}>
      <p className={styles.summaryLeague}>
        {t.season.summary(season.leagueName, season.position, season.teamsCount)}
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>{t.history.points}</dt>
          <dd>{season.points}</dd>
        </div>
        <div>
          <dt>{t.history.record}</dt>
          <dd>{`${season.wins}-${season.draws}-${season.losses}`}</dd>
        </div>
        <div>
          <dt>{t.history.goals}</dt>
          <dd>{`${season.goalsScored}:${season.goalsConceded}`}</dd>
        </div>
      </dl>
      <HonourBadges honours={season.honours} />
    </section>
  );
}
