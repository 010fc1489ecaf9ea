import { changePasswordSchema, PASSWORD_HINT, type ChangePasswordRequest } from '@liga/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps, useContractForm } from '../../../lib/use-contract-form';
import { useFlashFields } from '../../../lib/use-flash-fields';
import { useChangePassword } from '../api/change-password';
import { fieldOfApiError } from '../hooks/api-field-errors';
import { accountTexts } from '../texts';
import styles from './manage-account.module.css';

const t = accountTexts.password;
const FIELDS = [
  'currentPassword',
  'repeatCurrentPassword',
  'newPassword',
  'repeatNewPassword',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = {
  currentPassword: '',
  repeatCurrentPassword: '',
  newPassword: '',
  repeatNewPassword: '',
};
const LABELS: Record<Field, string> = {
  currentPassword: t.current,
  repeatCurrentPassword: t.repeatCurrent,
  newPassword: t.next,
  repeatNewPassword: t.repeatNext,
};
const AUTOCOMPLETE: Record<Field, string> = {
  currentPassword: 'current-password',
  repeatCurrentPassword: 'current-password',
  newPassword: 'new-password',
  repeatNewPassword: 'new-password',
};

/** Password change: current twice, new twice, one show/hide toggle (changePasswordSchema rules). */
export function PasswordForm({ onSaved }: { onSaved: () => void }) {
  const [visible, setVisible] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { flash, isFlashing } = useFlashFields();
  const change = useChangePassword();
  const form = useContractForm<Values, ChangePasswordRequest>({
    schema: changePasswordSchema,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  async function save(request: ChangePasswordRequest) {
    try {
      await change.mutateAsync({
        currentPassword: request.currentPassword,
        newPassword: request.newPassword,
      });
      onSaved();
    } catch (error) {
      const named = fieldOfApiError(error, FIELDS, 'currentPassword', 'newPassword');
      if (named) {
        form.setError(named.field as Field, { message: named.message });
        flash([named.field]);
      } else {
        setFailure(errorMessage(error));
      }
    }
  }

  const onSubmit = form.handleSubmit(save, (found) => flash(Object.keys(found)));

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        setFailure(null);
        void onSubmit(event);
      }}
      noValidate
    >
      {failure && <Notice kind="error">{failure}</Notice>}
      <div className={styles.stack}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={LABELS[field]}
            type={visible ? 'text' : 'password'}
            autoComplete={AUTOCOMPLETE[field]}
            {...fieldProps(form, field)}
            invalid={isFlashing(field) || (field === 'currentPassword' && !!errors[field])}
            hint={field === 'newPassword' && !errors.newPassword ? PASSWORD_HINT : undefined}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <Button
          variant="ghost"
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t.hide : t.show}
        </Button>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t.submitting : t.submit}
        </Button>
      </div>
      <p className={styles.note}>{t.deleteNote}</p>
    </form>
  );
}
