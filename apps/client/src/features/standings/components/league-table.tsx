import {
  type LeagueTeamStatisticDto,
  sortTable,
  type TableSort,
  teamImageUrl,
  textLocale,
  TIE_BREAK_LABELS,
} from '@liga/contracts';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { ErrorMessage } from '../../../components/ui/error-message';
import { LiveRegion, useChangeAnnouncement } from '../../../components/ui/live-region';
import { paths } from '../../../config/paths';
import { useLeagueTable } from '../api/get-league-table';
import { formatBalance, zoneOf } from '../lib/highlight';
import { standingsTexts } from '../texts';
import { FormPills } from './form-pills';
import { LeagueTableSkeleton } from './league-table-skeleton';
import styles from './league-table.module.css';

const t = standingsTexts;
const c = t.columns;

interface LeagueTableProps {
  leagueId: string | null;
  leagueName: string;
  seasonId: string | null;
  sort?: TableSort;
  /** Teams of the logged-in user (highlighted). */
  ownTeamIds: readonly string[];
  /** 'compact': the home page's TABELA (no record, goals or form columns). */
  variant?: 'full' | 'compact';
  /** Show only the first rows (home page: 12). */
  limit?: number;
  /** `YYYY-MM-DD`: the table as it stood at the end of that day (Warsaw); none = live. */
  asOf?: string | null;
  enabled?: boolean;
}

/**
 * The league table: real points, record, goals, balance and form, sorted by the contracts' rules.
 * Memoized: its page re-renders several times while it starts (session, season, leagues, the
 * viewer's teams) and the table only needs to when its own props change.
 */
export const LeagueTable = memo(function LeagueTable({
  leagueId,
  leagueName,
  seasonId,
  sort = 'position',
  ownTeamIds,
  variant = 'full',
  limit,
  asOf = null,
  enabled = true,
}: LeagueTableProps) {
  const table = useLeagueTable(leagueId, seasonId, { enabled, asOf });
  const compact = variant === 'compact';
  // The live table (not a past day's, not the home page's preview) says politely what changed.
  const live = !compact && asOf === null && table.data ? table.data : null;
  const announcement = useChangeAnnouncement(
    leagueId ?? '',
    live && live.map((r) => `${r.id}:${r.position}:${r.points}:${r.matchesPlayed}`).join(','),
    () => {
      const own = live?.find((r) => ownTeamIds.includes(r.id));
      return t.liveUpdate(
        own ? { name: own.name, position: own.position, points: own.points } : null,
      );
    },
  );
  if (table.isError) {
    return (
      <ErrorMessage title={t.failed} error={table.error} onRetry={() => void table.refetch()} />
    );
  }
  if (leagueId === null || table.isPending) {
    return (
      <LeagueTableSkeleton rows={compact ? Math.min(limit ?? 12, 12) : 13} compact={compact} />
    );
  }
  if (table.data.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  const rows = sortTable(table.data, sort).slice(0, limit);
  const own = new Set(ownTeamIds);
  const adjusted = compact ? [] : table.data.filter((r) => r.adjustments?.length);
  return (
    <>
      <div className={styles.scroll}>
        <table className={`${styles.table} ${compact ? styles.compact : ''}`}>
          <caption className="visually-hidden">{t.caption(leagueName)}</caption>
          <thead>
            <tr>
              <Th col={c.position} />
              <Th col={c.team} className={styles.teamHead} />
              <Th col={c.points} active={sort === 'position'} />
              <Th col={c.matches} active={sort === 'matches'} />
              {!compact && (
                <>
                  <Th col={c.record} active={['wins', 'draws', 'losses'].includes(sort)} />
                  <Th col={c.scored} active={sort === 'scored'} />
                  <Th col={c.conceded} active={sort === 'conceded'} />
                </>
              )}
              <Th col={c.balance} active={sort === 'balance'} />
              {!compact && <Th col={c.form} className={styles.formHead} />}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                row={row}
                teamCount={table.data.length}
                isOwn={own.has(row.id)}
                compact={compact}
                inTableOrder={sort === 'position'}
              />
            ))}
          </tbody>
        </table>
      </div>
      {adjusted.length > 0 && <AdjustmentNotes rows={adjusted} />}
      {!compact && <LiveRegion message={announcement} testId="table-announcer" />}
    </>
  );
});

/** The footnotes of the points marker: each team's deductions and bonuses with the reasons. */
function AdjustmentNotes({ rows }: { rows: LeagueTeamStatisticDto[] }) {
  return (
    <ol className={styles.notes} aria-label={t.adjustments.heading} data-testid="table-footnotes">
      {rows.flatMap((row) =>
        (row.adjustments ?? []).map((a, i) => (
          <li key={`${row.id}:${i}`}>
            <span className={styles.adjustedMark} aria-hidden="true">
              {t.adjustments.marker}
            </span>{' '}
            {t.adjustments.note(row.name, a.points, a.reason, formatDay(a.at))}
          </li>
        )),
      )}
    </ol>
  );
}

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString(textLocale(), { timeZone: 'Europe/Warsaw' });

function Th({
  col,
  active = false,
  className,
}: {
  col: { short: string; long: string };
  active?: boolean;
  className?: string;
}) {
  return (
    <th scope="col" className={`${className ?? ''} ${active ? styles.activeCol : ''}`}>
      {col.short === col.long ? col.short : <abbr title={col.long}>{col.short}</abbr>}
    </th>
  );
}

function TableRow({
  row,
  teamCount,
  isOwn,
  compact,
  inTableOrder,
}: {
  row: LeagueTeamStatisticDto;
  teamCount: number;
  isOwn: boolean;
  compact: boolean;
  /** Rows stand in the table's order: a tie-break that placed a row above the next is marked. */
  inTableOrder: boolean;
}) {
  const decided =
    inTableOrder && row.decidedBy
      ? row.decidedBy === 'name'
        ? t.rules.byName
        : t.rules.decidedBy(TIE_BREAK_LABELS[row.decidedBy])
      : null;
  const zone = zoneOf(row.position, teamCount);
  const classes = [
    styles.row,
    zone && !row.withdrawal ? styles[zone] : '',
    isOwn ? styles.own : '',
    row.withdrawal ? styles.withdrawnRow : '',
  ].join(' ');
  return (
    <tr className={classes} data-team-id={row.id}>
      <td className={styles.position}>
        <span className={styles.positionBadge}>{row.position}</span>
        {decided && (
          <abbr className={styles.tieBreak} title={decided} data-tie-break={row.decidedBy}>
            {t.rules.marker}
            <span className="visually-hidden">{decided}</span>
          </abbr>
        )}
      </td>
      <th scope="row" className={styles.team}>
        <Link to={paths.team(row.id)} className={styles.teamLink}>
          <Avatar
            src={row.imageUrl || teamImageUrl(row.id)}
            alt=""
            size={compact ? 28 : 36}
            shape="rounded"
            kind="team"
          />
          <span className={styles.teamName}>{row.name}</span>
          {row.withdrawal && (
            <span
              className={styles.withdrawn}
              title={t.withdrawn.title(row.withdrawal.reason)}
              data-withdrawn="true"
            >
              {t.withdrawn.marker}
            </span>
          )}
          {isOwn && <span className="visually-hidden">{t.ownTeam}</span>}
        </Link>
      </th>
      <td className={styles.points}>
        {row.points}
        {!compact && row.adjustments?.length ? (
          <abbr
            className={styles.adjustedMark}
            title={t.adjustments.title(row.adjustments.reduce((sum, a) => sum + a.points, 0))}
            data-adjusted="true"
          >
            {t.adjustments.marker}
          </abbr>
        ) : null}
      </td>
      <td>{row.matchesPlayed}</td>
      {!compact && (
        <>
          <td className={styles.record}>
            {row.wins}-{row.draws}-{row.losses}
          </td>
          <td>{row.goalsScored}</td>
          <td>{row.goalsConceded}</td>
        </>
      )}
      <td className={row.goalBalance > 0 ? styles.plus : row.goalBalance < 0 ? styles.minus : ''}>
        {formatBalance(row.goalBalance)}
      </td>
      {!compact && (
        <td className={styles.form}>
          <FormPills form={row.form} matchIds={row.formMatchIds} />
        </td>
      )}
    </tr>
  );
}
