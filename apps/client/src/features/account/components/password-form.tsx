import {
  changePasswordSchema,
  CREDENTIAL_TEXTS,
  type ChangePasswordRequest,
} from '@liga/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { fieldProps, useContractForm } from '../../../lib/use-contract-form';
import { useChangePassword } from '../api/change-password';
import { useAccountSubmit } from '../hooks/use-account-submit';
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
export function PasswordForm({
  onChanged,
  onSaved,
}: {
  onChanged: (newPassword: string) => Promise<void>;
  onSaved: () => void;
}) {
  const [visible, setVisible] = useState(false);
  const change = useChangePassword();
  const form = useContractForm<Values, ChangePasswordRequest>({
    schema: changePasswordSchema,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const { failure, onSubmit, isFlashing } = useAccountSubmit(form, {
    fields: FIELDS,
    passwordField: 'currentPassword',
    newPasswordField: 'newPassword',
    save: async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      await onChanged(newPassword);
      onSaved();
    },
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
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
            hint={
              field === 'newPassword' && !errors.newPassword
                ? CREDENTIAL_TEXTS.passwordHint
                : undefined
            }
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
    </form>
  );
}
