import type { FixtureDto } from '@liga/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatLongDate, WEEKDAYS_LONG } from '../../../lib/polish-dates';
import { utcToWarsawParts } from '../../../lib/warsaw-time';
import { dayKey, dayToShow, groupByDay } from '../lib/fixture-days';
import { matchCentreTexts } from '../texts';
import { FixtureCard, FixtureCardSkeleton } from './fixture-card';
import styles from './fixtures.module.css';

const t = matchCentreTexts.fixtures;

function dayTitle(date: string, today: boolean): string {
  const p = utcToWarsawParts(date);
  const label = `${WEEKDAYS_LONG[p.weekday - 1]}, ${formatLongDate(date)}`;
  return today ? `${t.today} — ${label}` : label;
}

/** Fixtures and results by Warsaw day; scrolls to today (or the next day with matches) once. */
export function FixtureList({
  fixtures,
  now,
  scrollToToday = true,
}: {
  fixtures: readonly FixtureDto[];
  now: Date;
  scrollToToday?: boolean;
}) {
  const days = useMemo(() => groupByDay(fixtures), [fixtures]);
  const target = dayToShow(days, now);
  const today = dayKey(now);
  const scrolled = useRef<string | null>(null);
  useEffect(() => {
    if (!scrollToToday || !target || scrolled.current === target) return;
    scrolled.current = target;
    // One frame after the list is first painted: scrolled in the frame that draws the list, the
    // page moves under the viewport while it jumps (the footer's layout shift of 1.0, issue 19).
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() =>
        document.getElementById(`day-${target}`)?.scrollIntoView({ block: 'start' }),
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [target, scrollToToday]);

  if (days.length === 0) return <EmptyState>{t.empty}</EmptyState>;
  return (
    <div className={styles.days}>
      {days.map((day) => (
        <section key={day.key} id={`day-${day.key}`} className={styles.day} data-day={day.key}>
          <h2 className={`${styles.dayTitle} ${day.key === today ? styles.today : ''}`}>
            {dayTitle(day.fixtures[0].date, day.key === today)}
          </h2>
          <div className={styles.grid}>
            {day.fixtures.map((f) => (
              <FixtureCard key={f.id} fixture={f} now={now} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function FixtureListSkeleton() {
  return (
    <div className={styles.grid}>
      {Array.from({ length: 6 }, (_, i) => (
        <FixtureCardSkeleton key={i} />
      ))}
    </div>
  );
}
