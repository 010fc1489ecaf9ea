import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { leagueColorVar } from '../../../lib/league-colors';
import { useHallOfFame } from '../api/get-hall-of-fame';
import { archiveTexts } from '../texts';
import styles from './records.module.css';

const t = archiveTexts.records;
/** Seasons shown open at first (the newest); the older ones unfold on demand. */
const OPEN = 2;

/** "Galeria mistrzów": the champion of every league of every finished season, newest first. */
export function HallOfFame({ enabled = true }: { enabled?: boolean }) {
  const titleId = useId();
  const seasons = useHallOfFame({ enabled });
  return (
    <section className={styles.hall} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t.hallOfFame}
      </h2>
      <p className={styles.note}>{t.hallOfFameIntro}</p>
      {seasons.isError ? (
        <ErrorMessage
          title={t.hallOfFameFailed}
          error={seasons.error}
          onRetry={() => void seasons.refetch()}
        />
      ) : seasons.isPending ? (
        <SkeletonGroup className={styles.seasons}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={120} radius="var(--radius-lg)" />
          ))}
        </SkeletonGroup>
      ) : seasons.data.length === 0 ? (
        <EmptyState>{t.hallOfFameEmpty}</EmptyState>
      ) : (
        <ul className={styles.seasons}>
          {seasons.data.map((season, index) => (
            <li key={season.seasonId}>
              <details className={styles.season} open={index < OPEN}>
                <summary>{season.seasonName}</summary>
                {season.champions.length === 0 ? (
                  <p className={`${styles.note} ${styles.champions}`}>{t.noChampion}</p>
                ) : (
                  <ul className={styles.champions}>
                    {season.champions.map((c) => (
                      <li key={c.leagueId} className={styles.champion}>
                        <span>
                          <Badge color={leagueColorVar(c.leagueName)}>{c.leagueName}</Badge>
                        </span>
                        <Link to={paths.team(c.team.id)}>{c.team.name}</Link>
                        <span className={styles.sub}>
                          {`${t.points(c.points)} · ${c.wins}-${c.draws}-${c.losses} · ${c.goalsScored}:${c.goalsConceded}`}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
