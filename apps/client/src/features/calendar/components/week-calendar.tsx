import type { CalendarMatchDto } from '@liga/contracts';
import { type ReactNode, useState } from 'react';
import { type CalendarFilter, filterCalendar } from '../lib/filter';
import { ErrorMessage } from '../../../components/ui/error-message';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCalendar } from '../api/get-calendar';
import { MONTHS_GENITIVE, MONTHS_NOMINATIVE, WEEKDAYS_LONG } from '../../../lib/polish-dates';
import { addDays, compareDays } from '../../../lib/warsaw-time';
import {
  dayKey,
  groupByDay,
  mondayOf,
  monthTitle,
  warsawAt,
  weekBounds,
  weekDays,
  type CalendarDay,
} from '../lib/week';
import { calendarTexts as t } from '../texts';
import { CalendarTile } from './calendar-tile';
import { MatchDetailDialog } from './match-detail-dialog';
import styles from './week-calendar.module.css';

/** The week view Monday to Sunday with arrows, month and year, and the match tiles. */
export function WeekCalendar({
  monday,
  onWeekChange,
  filter,
  filters,
}: {
  monday: CalendarDay;
  onWeekChange: (monday: CalendarDay) => void;
  /** Which matches to show (league, team); all when absent. */
  filter?: CalendarFilter;
  /** The filter controls, shown in the toolbar. */
  filters?: ReactNode;
}) {
  const { startDate, endDate } = weekBounds(monday);
  const calendar = useCalendar(startDate, endDate);
  const [open, setOpen] = useState<CalendarMatchDto | null>(null);
  const today = warsawAt(Date.now());
  const thisMonday = mondayOf(today);
  const days = weekDays(monday);
  const shown = filter ? filterCalendar(calendar.data ?? [], filter) : (calendar.data ?? []);
  const byDay = groupByDay(shown);
  const sunday = days[6];

  return (
    <div className={styles.calendar}>
      <div className={styles.toolbar}>
        <div className={styles.nav}>
          <button
            type="button"
            className="icon-btn"
            onClick={() => onWeekChange(addDays(monday, -7))}
            aria-label={t.previousWeek}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="icon-btn"
            onClick={() => onWeekChange(addDays(monday, 7))}
            aria-label={t.nextWeek}
          >
            <ChevronRightIcon />
          </button>
          <button
            type="button"
            className={`btn btn-secondary ${styles.todayButton}`}
            onClick={() => onWeekChange(thisMonday)}
            disabled={compareDays(monday, thisMonday) === 0}
          >
            {t.thisWeek}
          </button>
        </div>
        <div className={styles.heading}>
          <h2 className={styles.month} aria-live="polite">
            {monthTitle(monday, MONTHS_NOMINATIVE)}
          </h2>
          <p className={styles.range}>
            {t.weekRange(
              `${monday.day} ${MONTHS_GENITIVE[monday.month - 1]}`,
              `${sunday.day} ${MONTHS_GENITIVE[sunday.month - 1]} ${sunday.year}`,
            )}
          </p>
        </div>
      </div>

      {filters}
      {calendar.isError && (
        <ErrorMessage
          title={t.failed}
          error={calendar.error}
          onRetry={() => void calendar.refetch()}
        />
      )}

      <div className={styles.grid} aria-busy={calendar.isPending}>
        {days.map((day) => {
          const order = compareDays(day, today);
          const matches = byDay.get(dayKey(day)) ?? [];
          return (
            <section
              key={dayKey(day)}
              className={`${styles.day} ${order < 0 ? styles.past : ''} ${order === 0 ? styles.today : ''}`}
              aria-label={`${WEEKDAYS_LONG[day.weekday - 1]}, ${day.day} ${MONTHS_GENITIVE[day.month - 1]}`}
              aria-current={order === 0 ? 'date' : undefined}
            >
              <header className={styles.dayHead}>
                <span className={styles.weekday}>{t.weekdaysShort[day.weekday - 1]}</span>
                <span className={styles.date}>{day.day}</span>
                {order === 0 && <span className={styles.todayMark}>{t.today}</span>}
              </header>
              {calendar.isPending ? (
                <div className={styles.tiles} aria-hidden="true">
                  <Skeleton height={64} radius="10px" />
                </div>
              ) : matches.length === 0 ? (
                <p className={styles.empty}>{t.noMatches}</p>
              ) : (
                <ul className={styles.tiles}>
                  {matches.map((match) => (
                    <CalendarTile key={match.id} match={match} onOpen={setOpen} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      <p className={styles.footnote}>
        {calendar.data && shown.length === 0 ? `${t.emptyWeek} ` : ''}
        {t.timezone}
      </p>
      <MatchDetailDialog match={open} onClose={() => setOpen(null)} />
    </div>
  );
}
