import { useEffect, useId, useRef, useState } from 'react';
import { CalendarIcon } from '../../../components/ui/icons';
import { DateTimePopover } from './date-time-popover';
import { challengesTexts } from '../texts';
import {
  formatDateTimeInput,
  parseDateTimeInput,
  type WarsawParts,
} from '../../../lib/warsaw-time';
import styles from './meeting-date-field.module.css';

const t = challengesTexts.create;

export interface MeetingDateFieldProps {
  /** The typed text, 'dd/MM/yyyy HH:mm' (Warsaw time). */
  text: string;
  onTextChange: (text: string) => void;
  /** Red outline (missing or wrong date); it clears when the control gets focus. */
  invalid: boolean;
  onFocus: () => void;
  /** First and last day that may be chosen (Warsaw calendar days of the season). */
  firstDay: WarsawParts | null;
  lastDay: WarsawParts | null;
  hint?: string;
  /** What is wrong with the date (shown under the field while it is marked). */
  error?: string;
}

/** 'Data i czas spotkania': a dark date-time control, typed or picked from a month grid. */
export function MeetingDateField({
  text,
  onTextChange,
  invalid,
  onFocus,
  firstDay,
  lastDay,
  hint,
  error,
}: MeetingDateFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const value = parseDateTimeInput(text);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t.date}
      </label>
      <div
        ref={wrapRef}
        className={`${styles.control} ${invalid ? styles.invalid : ''}`}
        onFocus={onFocus}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <input
          id={id}
          className={styles.input}
          value={text}
          placeholder={t.datePlaceholder}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={
            [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') ||
            undefined
          }
          onChange={(event) => onTextChange(event.target.value)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-label={t.openPicker}
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen((current) => !current)}
        >
          <CalendarIcon />
        </button>
        {open && (
          <DateTimePopover
            value={value}
            firstDay={firstDay}
            lastDay={lastDay}
            onChange={(parts) => onTextChange(formatDateTimeInput(parts))}
            onDone={() => setOpen(false)}
          />
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
