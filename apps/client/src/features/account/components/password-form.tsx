import { changePasswordSchema, fieldErrors, PASSWORD_HINT } from '@liga/contracts';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/api-client';
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
const EMPTY: Record<Field, string> = {
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
  const [values, setValues] = useState(EMPTY);
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { flash, isFlashing } = useFlashFields();
  const change = useChangePassword();

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed) as Partial<Record<Field, string>>;
      setErrors(found);
      flash(Object.keys(found));
      return;
    }
    try {
      await change.mutateAsync({
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.newPassword,
      });
      onSaved();
    } catch (error) {
      const named = fieldOfApiError(error, FIELDS, 'currentPassword', 'newPassword');
      if (named) {
        setErrors({ [named.field]: named.message });
        flash([named.field]);
      } else {
        setFailure(errorMessage(error));
      }
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {failure && <Notice kind="error">{failure}</Notice>}
      <div className={styles.stack}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={LABELS[field]}
            name={field}
            type={visible ? 'text' : 'password'}
            autoComplete={AUTOCOMPLETE[field]}
            value={values[field]}
            onChange={(e) => set(field, e.target.value)}
            error={errors[field]}
            invalid={isFlashing(field) || (field === 'currentPassword' && !!errors[field])}
            hint={field === 'newPassword' && !errors.newPassword ? PASSWORD_HINT : undefined}
          />
        ))}
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-ghost"
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t.hide : t.show}
        </button>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? t.submitting : t.submit}
        </button>
      </div>
      <p className={styles.note}>{t.deleteNote}</p>
    </form>
  );
}
