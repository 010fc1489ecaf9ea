import { formatKeeperRate } from '@liga/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useTeamPlayersBySeason } from '../api/get-team-players-by-season';
import { archiveTexts } from '../texts';
import styles from './archive.module.css';

const t = archiveTexts.season;

/** "Kadra sezonu": who played for the team in a past season, most matches first. */
export function SeasonSquad({ teamId, seasonId }: { teamId: string; seasonId: string }) {
  const titleId = useId();
  const players = useTeamPlayersBySeason(teamId, seasonId);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t.squad}
      </h2>
      {players.isError ? (
        <ErrorMessage
          title={t.squadFailed}
          error={players.error}
          onRetry={() => void players.refetch()}
        />
      ) : players.isPending ? (
        <SkeletonGroup>
          <Skeleton height={200} radius="var(--radius-lg)" />
        </SkeletonGroup>
      ) : players.data.length === 0 ? (
        <p className={styles.note}>{t.squadEmpty}</p>
      ) : (
        <div className={styles.frame}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t.squadCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.player}</th>
                <th scope="col" className={styles.num}>
                  {t.matches}
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
              {players.data.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    <Link to={paths.user(p.id)} className={styles.link}>
                      {`${p.firstName} ${p.lastName}`}
                    </Link>
                  </th>
                  <td className={styles.num}>{p.matches}</td>
                  <td className={styles.num}>{p.goals}</td>
                  <td className={styles.num}>{p.mvpPoints}</td>
                  <td className={styles.num}>
                    {p.keeperRate === null
                      ? '—'
                      : `${formatKeeperRate(p.keeperRate)} (${p.keeperMatches})`}
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
