import { useState, type FormEvent } from 'react';
import type { AdminReportFilter } from '../hooks/use-range-params';
import { adminReportsTexts } from '../texts';
import styles from './admin-reports.module.css';

const t = adminReportsTexts.filters;

/** League, start and end date, and 'Wczytaj' (the choices are applied to the query string). */
export function ReportFilters({
  leagues,
  applied,
  onLoad,
  loading,
}: {
  leagues: readonly { id: string; name: string }[];
  applied: AdminReportFilter;
  onLoad: (filter: AdminReportFilter) => void;
  loading: boolean;
}) {
  const [draft, setDraft] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onLoad(draft);
  };
  return (
    <form className={styles.filters} onSubmit={submit}>
      <label className={styles.field}>
        <span>{t.league}</span>
        <select
          value={draft.league ?? ''}
          onChange={(e) =>
            setDraft({ ...draft, league: e.target.value === '' ? null : Number(e.target.value) })
          }
        >
          <option value="">{t.allLeagues}</option>
          {leagues.map((league, index) => (
            <option key={league.id} value={index}>
              {league.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t.from}</span>
        <input
          type="date"
          value={draft.from}
          max={draft.to}
          required
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
      </label>
      <label className={styles.field}>
        <span>{t.to}</span>
        <input
          type="date"
          value={draft.to}
          min={draft.from}
          required
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
      </label>
      <button type="submit" className="btn btn-primary" disabled={loading}>
        {t.load}
      </button>
    </form>
  );
}
