import { useEffect, useRef, useState } from 'react';
import type { TemporaryPassword } from '../api/use-admin-user-action';
import { adminUsersTexts } from '../texts';
import styles from './admin-users.module.css';

const t = adminUsersTexts.temporary;

/** Shows a reset player's temporary password once, with a copy button. */
export function TemporaryPasswordDialog({
  value,
  onClose,
}: {
  value: TemporaryPassword | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (value && !dialog.open) dialog.showModal();
    if (!value && dialog.open) dialog.close();
    setCopy('idle');
  }, [value]);

  async function onCopy() {
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value.password);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="temporary-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {value && (
        <div className={styles.dialogBody}>
          <h2 id="temporary-title" className={styles.dialogTitle}>
            {t.title}
          </h2>
          <p className={styles.dialogLead}>{t.lead(value.name)}</p>
          <div className={styles.secret}>
            <output className={styles.secretValue} aria-label={t.title}>
              {value.password}
            </output>
            <button type="button" className="btn btn-secondary" onClick={() => void onCopy()}>
              {copy === 'copied' ? t.copied : t.copy}
            </button>
          </div>
          {copy === 'failed' && (
            <p className={styles.copyFailed} role="alert">
              {t.copyFailed}
            </p>
          )}
          <div className={styles.dialogActions}>
            <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
              {t.close}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
