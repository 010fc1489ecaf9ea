import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogLead } from '../../../components/ui/dialog';
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
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => setCopy('idle'), [value]);

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
    <Dialog open={value !== null} onClose={onClose} title={t.title} size="small">
      {value && (
        <>
          <DialogLead>{t.lead(value.name)}</DialogLead>
          <div className={styles.secret}>
            <output className={styles.secretValue} aria-label={t.title}>
              {value.password}
            </output>
            <Button variant="secondary" onClick={() => void onCopy()}>
              {copy === 'copied' ? t.copied : t.copy}
            </Button>
          </div>
          {copy === 'failed' && (
            <p className={styles.copyFailed} role="alert">
              {t.copyFailed}
            </p>
          )}
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              {t.close}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
