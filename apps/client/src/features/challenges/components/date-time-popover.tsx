import { useState } from 'react';
import { MONTHS_NOMINATIVE } from '../../../lib/polish-dates';
import {
  addDays,
  compareDays,
  sameDay,
  utcToWarsawParts,
  type WarsawParts,
} from '../../../lib/warsaw-time';
import { challengesTexts } from '../texts';
import styles from './date-time-popover.module.css';

const t = challengesTexts.picker;
const DEFAULT_TIME = { hour: 18, minute: 0 };
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const pad = (n: number) => String(n).padStart(2, '0');

interface Day {
  year: number;
  month: number;
  day: number;
}

/** The days of a month grid (Monday first), padded with the neighbouring months' days. */
function monthGrid(year: number, month: number) {
  const first = addDays({ year, month, day: 1 }, 0);
  const start = addDays(first, 1 - first.weekday);
  return Array.from({ length: 42 }, (_, index) => addDays(start, index)).filter(
    (_, index, days) => index < 35 || days[35].month === month,
  );
}

export interface DateTimePopoverProps {
  value: WarsawParts | null;
  firstDay: Day | null;
  lastDay: Day | null;
  onChange: (value: WarsawParts) => void;
  onDone: () => void;
}

/** The month grid with hour and minute of the meeting date control. */
export function DateTimePopover({
  value,
  firstDay,
  lastDay,
  onChange,
  onDone,
}: DateTimePopoverProps) {
  const today = utcToWarsawParts(Date.now());
  const initial = value ?? clampDay(today, firstDay, lastDay);
  const [shown, setShown] = useState({ year: initial.year, month: initial.month });
  const time = value ?? DEFAULT_TIME;
  const minutes = Array.from({ length: 12 }, (_, index) => index * 5);
  if (!minutes.includes(time.minute)) minutes.push(time.minute);
  minutes.sort((a, b) => a - b);

  const outside = (day: Day) =>
    (firstDay !== null && compareDays(day, firstDay) < 0) ||
    (lastDay !== null && compareDays(day, lastDay) > 0);
  const shift = (months: number) => {
    const next = new Date(Date.UTC(shown.year, shown.month - 1 + months, 1));
    setShown({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1 });
  };
  const pick = (day: Day) => onChange({ ...day, hour: time.hour, minute: time.minute });
  const setTime = (patch: Partial<typeof DEFAULT_TIME>) => {
    const day = value ?? clampDay(today, firstDay, lastDay);
    onChange({ ...day, ...time, ...patch });
  };

  return (
    <div className={styles.popover} role="dialog" aria-label={t.dialog}>
      <div className={styles.head}>
        <button
          type="button"
          className={styles.nav}
          onClick={() => shift(-1)}
          aria-label={t.previousMonth}
        >
          ‹
        </button>
        <p className={styles.month} aria-live="polite">
          {MONTHS_NOMINATIVE[shown.month - 1]} {shown.year}
        </p>
        <button
          type="button"
          className={styles.nav}
          onClick={() => shift(1)}
          aria-label={t.nextMonth}
        >
          ›
        </button>
      </div>
      <div className={styles.grid}>
        {t.weekdays.map((name) => (
          <span key={name} className={styles.weekday} aria-hidden="true">
            {name}
          </span>
        ))}
        {monthGrid(shown.year, shown.month).map((day) => {
          const disabled = outside(day);
          const selected = value !== null && sameDay(day, value);
          const classes = [
            styles.day,
            day.month !== shown.month ? styles.otherMonth : '',
            sameDay(day, today) ? styles.today : '',
            selected ? styles.selected : '',
          ];
          return (
            <button
              key={`${day.month}-${day.day}`}
              type="button"
              className={classes.join(' ')}
              disabled={disabled}
              aria-pressed={selected}
              aria-label={`${day.day} ${MONTHS_NOMINATIVE[day.month - 1]} ${day.year}${disabled ? `, ${t.outsideSeason}` : ''}`}
              onClick={() => pick(day)}
            >
              {day.day}
            </button>
          );
        })}
      </div>
      <div className={styles.time}>
        <label className={styles.timeField}>
          <span>{t.hour}</span>
          <select value={time.hour} onChange={(e) => setTime({ hour: Number(e.target.value) })}>
            {HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {pad(hour)}
              </option>
            ))}
          </select>
        </label>
        <span className={styles.colon} aria-hidden="true">
          :
        </span>
        <label className={styles.timeField}>
          <span>{t.minute}</span>
          <select value={time.minute} onChange={(e) => setTime({ minute: Number(e.target.value) })}>
            {minutes.map((minute) => (
              <option key={minute} value={minute}>
                {pad(minute)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={`btn btn-primary ${styles.done}`} onClick={onDone}>
          {t.done}
        </button>
      </div>
    </div>
  );
}

function clampDay(day: Day, first: Day | null, last: Day | null): Day {
  if (first && compareDays(day, first) < 0) return first;
  if (last && compareDays(day, last) > 0) return last;
  return { year: day.year, month: day.month, day: day.day };
}
