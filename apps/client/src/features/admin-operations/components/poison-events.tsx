import type { PoisonEventDto } from '@liga/contracts';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/form-field';
import { usePoisonEvents } from '../api/get-poison-events';
import type { Operation } from '../api/operate';
import { operationsTexts as t } from '../texts';
import styles from './operations.module.css';

/** The events projections stopped on: the event (redacted), its error, Retry or Skip (reason). */
export function PoisonEvents({
  enabled,
  run,
  busy,
}: {
  enabled: boolean;
  run: (op: Operation) => void;
  busy: boolean;
}) {
  const poison = usePoisonEvents({ enabled });
  const [skipping, setSkipping] = useState<PoisonEventDto | null>(null);
  const [reason, setReason] = useState('');
  const tooShort = reason.trim().length < 5;
  return (
    <section className={styles.card} aria-labelledby="ops-poison">
      <h2 id="ops-poison" className={styles.title}>
        {t.poison}
      </h2>
      {(poison.data ?? []).length === 0 ? (
        <EmptyState plain>{t.noPoison}</EmptyState>
      ) : (
        <ul className={styles.rows}>
          {poison.data!.map((p) => (
            <li key={p.projection} className={styles.poison}>
              <strong>{p.projection}</strong> — {p.event.type} #{p.event.globalPosition} (
              {p.event.streamId})<p className={styles.error}>{p.error}</p>
              <pre className={styles.data}>{JSON.stringify(p.event.data, null, 2)}</pre>
              <span className={styles.actions}>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy}
                  onClick={() =>
                    run({
                      kind: 'retry',
                      name: p.projection,
                      globalPosition: p.event.globalPosition,
                    })
                  }
                >
                  {t.retry}
                </button>
                <button
                  type="button"
                  className="btn btn-danger-outline"
                  disabled={busy}
                  onClick={() => {
                    setReason('');
                    setSkipping(p);
                  }}
                >
                  {t.skip}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={skipping !== null}
        onClose={() => setSkipping(null)}
        title={t.skipTitle}
        closeLabel={t.close}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setSkipping(null)}>
              {t.cancel}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={tooShort || busy}
              onClick={() => {
                if (!skipping) return;
                run({
                  kind: 'skip',
                  name: skipping.projection,
                  globalPosition: skipping.event.globalPosition,
                  reason: reason.trim(),
                });
                setSkipping(null);
              }}
            >
              {t.skipConfirm}
            </button>
          </>
        }
      >
        <TextField
          label={t.skipReason}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      </Dialog>
    </section>
  );
}
