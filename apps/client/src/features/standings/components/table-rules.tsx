import { TIE_BREAK_LABELS } from '@liga/contracts';
import { useLeagueRules } from '../api/get-league-rules';
import { standingsTexts } from '../texts';
import styles from './table-rules.module.css';

const t = standingsTexts.rules;

/** Under the table: the order of the rules that rank it (the league's tie-breaks). */
export function TableRules({ leagueId, enabled = true }: { leagueId: string; enabled?: boolean }) {
  const rules = useLeagueRules(leagueId, { enabled });
  if (!rules.data) return null;
  return (
    <section className={styles.rules} aria-label={t.heading}>
      <h2 className={styles.heading}>{t.heading}</h2>
      <ol className={styles.list}>
        {rules.data.tieBreaks.map((rule) => (
          <li key={rule}>{TIE_BREAK_LABELS[rule]}</li>
        ))}
      </ol>
      <p className={styles.note}>
        <span className={styles.marker} aria-hidden="true">
          {t.marker}
        </span>{' '}
        {t.markerNote}
        {rules.data.lotSeed && ` ${t.lotSeed(rules.data.lotSeed)}`}
      </p>
    </section>
  );
}
