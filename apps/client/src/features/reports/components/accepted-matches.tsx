import type { MatchDto } from '@liga/contracts';
import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';
import { reportStateOf, reportStateText } from '../lib/report-state';
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

/**
 * List 1: the team's accepted matches with 'Utwórz Raport', or where the filed report stands
 * (filed by us or the opponent, waiting for whom, verified) and 'Zobacz raport', which opens it
 * read-only (`renderReport`: the page composes the match centre's result view).
 */
export function AcceptedMatches({
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
  const matches = useAcceptedMatches(teamId, { enabled });
  const now = useNow();
  const [reporting, setReporting] = useState<MatchDto | null>(null);
  const [viewing, setViewing] = useState<MatchDto | null>(null);
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
            onView={renderReport ? () => setViewing(match) : undefined}
            matchHref={matchHref}
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
      {renderReport && (
        <Dialog
          open={viewing !== null}
          title={t.accepted.viewTitle}
          onClose={() => setViewing(null)}
          closeLabel={t.dialog.close}
          size="wide"
          closeOnBackdrop
        >
          {viewing && renderReport(viewing.id)}
        </Dialog>
      )}
    </section>
  );
}

function MatchRow({
  match,
  teamId,
  started,
  busy,
  onReport,
  onView,
  matchHref,
}: {
  match: MatchDto;
  teamId: string;
  started: boolean;
  busy: boolean;
  onReport: () => void;
  onView?: () => void;
  matchHref?: (matchId: string) => string;
}) {
  const state = reportStateOf(match, teamId);
  const opponent = match.sender.id === teamId ? match.receiver : match.sender;
  const day = formatDay(match.date);
  const hintId = `report-hint-${match.id}`;
  return (
    <li className={styles.row} data-match-id={match.id}>
      <span className={styles.date}>
        {day ?? t.noDate}
        {day && <span className={styles.hour}>{formatHour(match.date)}</span>}
        {match.reschedule && (
          <span className={styles.hour} data-testid="reschedule-hint">
            {t.accepted.rescheduleHint(
              `${formatDay(match.reschedule.date) ?? ''} ${formatHour(match.reschedule.date) ?? ''}`,
            )}
          </span>
        )}
      </span>
      <span className={styles.opponent}>
        {matchHref ? (
          <Link to={matchHref(match.id)} aria-label={t.accepted.openMatch(opponent.name)}>
            {opponent.name}
          </Link>
        ) : (
          opponent.name
        )}
      </span>
      <span className={styles.score} title={t.columns.scoreHint}>
        {match.report ? `${match.report.homeGoals} : ${match.report.enemyGoals}` : t.noScore}
      </span>
      <span className={styles.action}>
        {state ? (
          <>
            <span className={styles.submitted} data-testid="report-state" data-state={state}>
              {reportStateText(state)}
            </span>
            {onView && (
              <button type="button" className="btn btn-secondary" onClick={onView}>
                {t.accepted.view}
              </button>
            )}
          </>
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
