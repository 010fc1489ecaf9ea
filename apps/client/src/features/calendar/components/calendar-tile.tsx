import { isPendingStatus, MATCH_TYPE, type CalendarMatchDto } from '@liga/contracts';
import { leagueColorVar } from '../../../lib/league-colors';
import { formatTime } from '../../../lib/warsaw-time';
import { warsawAt } from '../lib/week';
import { calendarTexts as t } from '../texts';
import styles from './calendar-tile.module.css';

/** A match in its day column: Warsaw start time and both short names, in the league's colour. */
export function CalendarTile({
  match,
  onOpen,
}: {
  match: CalendarMatchDto;
  onOpen: (match: CalendarMatchDto) => void;
}) {
  const time = formatTime(warsawAt(match.date));
  const color = leagueColorVar(match.league?.name ?? '');
  const pending = isPendingStatus(match.status.id);
  return (
    <li>
      <button
        type="button"
        className={`${styles.tile} ${pending ? styles.pending : ''}`}
        style={{ ['--league-color' as string]: color }}
        onClick={() => onOpen(match)}
        aria-haspopup="dialog"
        title={`${match.teamA.name} – ${match.teamB.name}`}
      >
        {/* the name said in full; the tile's own short text stays for the eye (label in name) */}
        <span className="visually-hidden">
          {t.tileLabel(
            time,
            match.teamA.name,
            match.teamB.name,
            match.league?.name ?? null,
            match.score ? `${match.score.teamA}:${match.score.teamB}` : null,
          )}
        </span>
        <span className={styles.time} aria-hidden="true">
          {time}
          {match.score && (
            <span className={styles.score} data-testid="calendar-score">
              {match.score.teamA}:{match.score.teamB}
            </span>
          )}
        </span>
        <span className={styles.teams} aria-hidden="true">
          <span>{match.teamA.shortName}</span>
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          <span>{match.teamB.shortName}</span>
        </span>
        {match.matchType === MATCH_TYPE.cup ? (
          <span className={styles.league} title={t.cupTitle}>
            🏆 {t.cup}
          </span>
        ) : (
          match.league && (
            <span className={styles.league} aria-hidden="true">
              {match.league.name}
            </span>
          )
        )}
      </button>
    </li>
  );
}
