import type { MatchDto } from '@liga/contracts';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useChallengeHistory } from '../api/get-challenge-history';
import { tryFormatLongDateTime } from '../../../lib/polish-dates';
import { challengesTexts } from '../texts';
import styles from './challenge-history.module.css';
import { MatchStatusBadge } from '../../../components/ui/match-status-badge';

const t = challengesTexts.history;

/** 'Historia': every challenge of the team with its status badge, newest meeting first. */
export function ChallengeHistory({ teamId, enabled }: { teamId: string; enabled: boolean }) {
  const history = useChallengeHistory(teamId, { enabled });
  const matches = [...(history.data ?? [])].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

  return (
    <section className={styles.section} aria-labelledby="challenge-history-title">
      <h2 id="challenge-history-title" className={styles.title}>
        {t.title}
      </h2>
      {history.isError ? (
        <ErrorMessage
          title={t.failed}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : history.isPending ? (
        <SkeletonGroup label={t.loading} className={styles.skeletons}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={44} radius="8px" />
          ))}
        </SkeletonGroup>
      ) : matches.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.columns.date}</th>
                <th scope="col">{t.columns.opponent}</th>
                <th scope="col">{t.columns.pitch}</th>
                <th scope="col">{t.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {matches.map((match) => (
                <HistoryRow key={match.id} match={match} teamId={teamId} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function HistoryRow({ match, teamId }: { match: MatchDto; teamId: string }) {
  const sent = match.sender.id === teamId;
  const opponent = sent ? match.receiver : match.sender;
  return (
    <tr>
      <td className={styles.date}>
        {tryFormatLongDateTime(match.date) ?? challengesTexts.list.noDate}
      </td>
      <td>
        <span className={styles.direction}>{sent ? t.sent : t.received}</span>
        <a href={paths.team(opponent.id)} target="_blank" rel="noopener noreferrer">
          {opponent.name}
        </a>
      </td>
      <td className={styles.muted}>{match.pitch.name}</td>
      <td>
        <MatchStatusBadge statusId={match.status.id} />
        {match.cancellation && (
          <p className={styles.cancellation}>{t.cancelledByAdmin(match.cancellation.reason)}</p>
        )}
      </td>
    </tr>
  );
}
