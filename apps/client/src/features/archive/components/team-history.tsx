import type { TeamSeasonDto } from '@liga/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { archiveTexts } from '../texts';
import styles from './archive.module.css';
import { HonourBadges } from './honour-badges';

const t = archiveTexts.history;

interface TeamHistoryProps {
  history: { data?: TeamSeasonDto[]; isPending: boolean; error: unknown; refetch: () => unknown };
  /** The season shown on the page (its row is marked). */
  selectedSeasonId: string | null;
  /** A link to the team page in that season. */
  seasonHref: (seasonId: string) => string;
}

/** "Historia drużyny": season by season league, final place, points, W-D-L, goals, honours. */
export function TeamHistory({ history, selectedSeasonId, seasonHref }: TeamHistoryProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t.title}
      </h2>
      {history.error ? (
        <ErrorMessage
          title={t.failed}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : history.isPending || !history.data ? (
        <SkeletonGroup>
          <Skeleton height={180} radius="var(--radius-lg)" />
        </SkeletonGroup>
      ) : history.data.length === 0 ? (
        <p className={styles.note}>{t.empty}</p>
      ) : (
        <div className={styles.frame}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.season}</th>
                <th scope="col">{t.league}</th>
                <th scope="col">{t.position}</th>
                <th scope="col" className={styles.num}>
                  {t.points}
                </th>
                <th scope="col">{t.record}</th>
                <th scope="col">{t.goals}</th>
                <th scope="col">{t.honours}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((s) => (
                <tr
                  key={s.seasonId}
                  className={s.seasonId === selectedSeasonId ? styles.current : ''}
                >
                  <th scope="row">
                    <Link to={seasonHref(s.seasonId)} className={styles.link}>
                      {s.seasonName}
                    </Link>
                  </th>
                  <td>{s.leagueName}</td>
                  <td>
                    {t.positionOf(s.position, s.teamsCount)}
                    {s.isCurrent && <span className={styles.muted}> ({t.current})</span>}
                  </td>
                  <td className={styles.num}>{s.points}</td>
                  <td>{`${s.wins}-${s.draws}-${s.losses}`}</td>
                  <td>{`${s.goalsScored}:${s.goalsConceded}`}</td>
                  <td>
                    <HonourBadges honours={s.honours} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
