import {
  DEFAULT_TIE_BREAKS,
  TIE_BREAK_LABELS,
  TIE_BREAK_RULES,
  type TieBreakRule,
} from '@liga/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { useOfficeLeagueRules } from '../api/get-league-rules';
import { useSetTieBreaks } from '../api/set-tie-breaks';
import { showOfficeError } from '../lib/office-error';
import { officeTexts } from '../texts';
import styles from './office.module.css';

const t = officeTexts.tieBreaks;

/** The admin orders a league's tie-break rules (points stay first) and gives a reason. */
export function TieBreaksEditor({ leagueId }: { leagueId: string }) {
  const rules = useOfficeLeagueRules(leagueId);
  if (rules.isError) {
    return (
      <ErrorMessage title={t.failed} error={rules.error} onRetry={() => void rules.refetch()} />
    );
  }
  if (rules.isPending) return <Skeleton height={160} />;
  return (
    <Editor
      key={`${leagueId}:${rules.data.tieBreaks.join()}`}
      leagueId={leagueId}
      initial={rules.data.tieBreaks}
    />
  );
}

function Editor({ leagueId, initial }: { leagueId: string; initial: TieBreakRule[] }) {
  const [order, setOrder] = useState<TieBreakRule[]>(initial);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSetTieBreaks();
  const unused = TIE_BREAK_RULES.filter((r) => !order.includes(r));
  const move = (i: number, by: number) => {
    const next = [...order];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    setOrder(next);
  };
  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ leagueId, tieBreaks: order, reason });
    } catch (failure) {
      showOfficeError(failure);
      return;
    }
    setReason('');
    toast.success(t.saved);
  };
  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>{t.title}</h3>
      <p className={styles.lead}>{t.lead}</p>
      <ol className={styles.ruleList}>
        {order.map((rule, i) => (
          <li key={rule} className={styles.ruleItem} data-rule={rule}>
            <span className={styles.ruleLabel}>
              {i + 1}. {TIE_BREAK_LABELS[rule]}
            </span>
            {i > 0 && (
              <span className={styles.ruleActions}>
                <Button
                  variant="ghost"
                  aria-label={t.up(TIE_BREAK_LABELS[rule])}
                  disabled={i === 1}
                  onClick={() => move(i, -1)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t.down(TIE_BREAK_LABELS[rule])}
                  disabled={i === order.length - 1}
                  onClick={() => move(i, 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t.remove(TIE_BREAK_LABELS[rule])}
                  onClick={() => setOrder(order.filter((r) => r !== rule))}
                >
                  ✕
                </Button>
              </span>
            )}
          </li>
        ))}
      </ol>
      <div className={styles.row}>
        {unused.length > 0 && (
          <SelectField
            label={t.add}
            placeholder={t.addPlaceholder}
            value=""
            options={unused.map((r) => ({ value: r, label: TIE_BREAK_LABELS[r] }))}
            onChange={(e) => e.target.value && setOrder([...order, e.target.value as TieBreakRule])}
          />
        )}
        <Button variant="secondary" onClick={() => setOrder([...DEFAULT_TIE_BREAKS])}>
          {t.reset}
        </Button>
      </div>
      <TextField
        label={officeTexts.reason}
        hint={officeTexts.reasonHint}
        value={reason}
        error={error}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className={styles.actions}>
        <Button onClick={() => void submit()} disabled={save.isPending}>
          {t.save}
        </Button>
      </div>
    </div>
  );
}
