import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useUserCareer } from '../api/get-user-career';
import { archiveTexts } from '../texts';
import styles from './archive.module.css';

const t = archiveTexts.career;

/** "Kariera": per season the team, matches, wins, goals, MVP points and keeper rating. */
export function PlayerCareer({ userId, enabled = true }: { userId: string; enabled?: boolean }) {
  const titleId = useId();
  const career = useUserCareer(userId, { enabled });
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t.title}
      </h2>
      {career.isError ? (
        <ErrorMessage title={t.failed} error={career.error} onRetry={() => void career.refetch()} />
      ) : career.isPending ? (
        <SkeletonGroup>
          <Skeleton height={160} radius="var(--radius-lg)" />
        </SkeletonGroup>
      ) : career.data.length === 0 ? (
        <p className={styles.note}>{t.empty}</p>
      ) : (
        <div className={styles.frame}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.season}</th>
                <th scope="col">{t.team}</th>
                <th scope="col">{t.league}</th>
                <th scope="col" className={styles.num}>
                  {t.matches}
                </th>
                <th scope="col" className={styles.num}>
                  {t.wins}
                </th>
                <th scope="col" className={styles.num}>
                  {t.goals}
                </th>
                <th scope="col" className={styles.num}>
                  {t.mvp}
                </th>
                <th scope="col" className={styles.num}>
                  {t.keeper}
                </th>
              </tr>
            </thead>
            <tbody>
              {career.data.map((s) => (
                <tr
                  key={`${s.seasonId}:${s.teamId}:${s.leagueId}`}
                  className={s.isCurrent ? styles.current : ''}
                >
                  <th scope="row">{s.seasonName}</th>
                  <td>
                    <Link to={paths.team(s.teamId)} className={styles.link}>
                      {s.teamName}
                    </Link>
                  </td>
                  <td>{s.leagueName ?? <span className={styles.muted}>{t.noLeague}</span>}</td>
                  <td className={styles.num}>{s.matches}</td>
                  <td className={styles.num}>{s.wins}</td>
                  <td className={styles.num}>{s.goals}</td>
                  <td className={styles.num}>{s.mvpPoints}</td>
                  <td className={styles.num}>{t.keeperOf(s.keeperRate, s.keeperMatches)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
