import {
  deleteAccountSchema,
  type DeleteAccountRequest,
  SELF_SERVICE_TEXTS,
} from '@liga/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogLead } from '../../../components/ui/dialog';
import { PasswordField } from '../../../components/ui/form-field';
import { DownloadIcon } from '../../../components/ui/icons';
import { Notice } from '../../../components/ui/notice';
import { toast } from '../../../components/ui/toast-store';
import { fieldProps, useContractForm } from '../../../lib/use-contract-form';
import { useDeleteAccount, useDownloadMyData } from '../api/my-data';
import { accountTexts } from '../texts';
import styles from './manage-account.module.css';

const t = accountTexts.data;

/** "Moje dane" (the JSON export) and "Usuń konto" (after the password). */
export function AccountDataSection({ onDeleted }: { onDeleted: () => void }) {
  const download = useDownloadMyData();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.stack}>
      {download.isError && (
        <Notice kind="error">{download.error.message || t.downloadFailed}</Notice>
      )}
      <div className={styles.dataActions}>
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
          <DownloadIcon />
          {download.isPending ? t.downloading : t.download}
        </Button>
        <Button variant="danger-outline" onClick={() => setConfirming(true)}>
          {t.delete}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.deleteTitle}
        closeLabel={t.cancel}
        describedBy="delete-account-lead"
      >
        <DeleteAccountForm onCancel={() => setConfirming(false)} onDeleted={onDeleted} />
      </Dialog>
    </div>
  );
}

function DeleteAccountForm({
  onCancel,
  onDeleted,
}: {
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteAccount();
  const form = useContractForm<DeleteAccountRequest, DeleteAccountRequest>({
    schema: deleteAccountSchema,
    defaultValues: { password: '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: () => {
        toast.success(SELF_SERVICE_TEXTS.deleted, 4000);
        onDeleted();
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className={styles.stack}>
      <DialogLead id="delete-account-lead">{t.deleteLead}</DialogLead>
      {remove.isError && <Notice kind="error">{remove.error.message}</Notice>}
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        {...fieldProps(form, 'password')}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" variant="danger" disabled={remove.isPending}>
          {remove.isPending ? t.deleting : t.confirm}
        </Button>
      </DialogActions>
    </form>
  );
}
