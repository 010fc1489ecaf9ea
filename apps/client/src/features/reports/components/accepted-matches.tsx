import type { MatchDto } from '@liga/contracts';
import { useCallback, useState } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Spinner } from '../../../components/ui/spinner';
import { useAcceptedMatches } from '../api/get-accepted-matches';
import { formatDay, formatHour, hasStarted } from '../lib/dates';
import { useNow } from '../hooks/use-now';
import { reportsTexts } from '../texts';
import { ListSkeleton, ReportsList } from './reports-list';
import { ReportDialog } from './report-dialog';
import styles from './reports-list.module.css';

const t = reportsTexts;

/** List 1: the team's accepted matches with 'Utwórz Raport', 'Złożono' once a report exists. */
export function AcceptedMatches({ teamId, enabled = true }: { teamId: string; enabled?: boolean }) {
  const matches = useAcceptedMatches(teamId, { enabled });
  const now = useNow();
  const [reporting, setReporting] = useState<MatchDto | null>(null);
  const close = useCallback(() => setReporting(null), []);

  let body;
  if (matches.isError) {
    body = (
      <ErrorMessage
        title={t.accepted.failed}
        error={matches.error}
        onRetry={() => void matches.refetch()}
      />
    );
  } else if (matches.isPending) {
    body = <ListSkeleton />;
  } else if (matches.data.length === 0) {
    body = <p className={styles.empty}>{t.accepted.empty}</p>;
  } else {
    body = (
      <ReportsList>
        {matches.data.map((match) => (
          <MatchRow
            key={match.id}
            match={match}
            teamId={teamId}
            started={hasStarted(match.date, now)}
            busy={reporting?.id === match.id}
            onReport={() => setReporting(match)}
          />
        ))}
      </ReportsList>
    );
  }
  return (
    <section className={styles.section} aria-labelledby="accepted-matches-title">
      <h2 id="accepted-matches-title" className={styles.heading}>
        {t.accepted.heading}
      </h2>
      {body}
      {reporting && <ReportDialog match={reporting} myTeamId={teamId} onClose={close} />}
    </section>
  );
}

function MatchRow({
  match,
  teamId,
  started,
  busy,
  onReport,
}: {
  match: MatchDto;
  teamId: string;
  started: boolean;
  busy: boolean;
  onReport: () => void;
}) {
  const opponent = match.sender.id === teamId ? match.receiver : match.sender;
  const day = formatDay(match.date);
  const hintId = `report-hint-${match.id}`;
  return (
    <li className={styles.row} data-match-id={match.id}>
      <span className={styles.date}>
        {day ?? t.noDate}
        {day && <span className={styles.hour}>{formatHour(match.date)}</span>}
      </span>
      <span className={styles.opponent}>{opponent.name}</span>
      <span className={styles.score} title={t.columns.scoreHint}>
        {match.report ? `${match.report.homeGoals} : ${match.report.enemyGoals}` : t.noScore}
      </span>
      <span className={styles.action}>
        {match.hasReport ? (
          <span className={styles.submitted}>{t.accepted.submitted}</span>
        ) : started ? (
          <button type="button" className="btn btn-primary" onClick={onReport} disabled={busy}>
            {busy && <Spinner size={16} />}
            {t.accepted.create}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-primary" disabled aria-describedby={hintId}>
              {t.accepted.create}
            </button>
            <span id={hintId} className={styles.hint}>
              {t.accepted.notYet}
            </span>
          </>
        )}
      </span>
    </li>
  );
}
