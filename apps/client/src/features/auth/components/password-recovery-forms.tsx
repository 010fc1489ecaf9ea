import {
  forgotPasswordSchema,
  type ForgotPasswordRequest,
  CREDENTIAL_TEXTS,
  resetPasswordFormSchema,
  type ResetPasswordForm as ResetValues,
  SELF_SERVICE_TEXTS,
} from '@liga/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { fieldProps, useContractForm } from '../../../lib/use-contract-form';
import { useForgotPassword, useResetPassword } from '../api/forgot-password';
import { authTexts } from '../texts';
import styles from './login-form.module.css';

/** "Nie pamiętasz hasła?": the address; the same answer whatever it is. */
export function ForgotPasswordForm() {
  const t = authTexts.forgot;
  const request = useForgotPassword();
  const form = useContractForm<ForgotPasswordRequest, ForgotPasswordRequest>({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit((values) => request.mutate(values));
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {request.isSuccess && <Notice kind="success">{SELF_SERVICE_TEXTS.forgotAnswer}</Notice>}
      {request.isError && <Notice kind="error">{request.error.message}</Notice>}
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        {...fieldProps(form, 'email')}
        required
      />
      <Button type="submit" size="large" disabled={request.isPending}>
        {request.isPending ? t.submitting : t.submit}
      </Button>
      <p className={styles.register}>
        <Link to={paths.login}>{t.back}</Link>
      </p>
    </form>
  );
}

/** The mailed link's page: the new password twice (the registration rules). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = authTexts.reset;
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useContractForm<ResetValues, ResetValues>({
    schema: resetPasswordFormSchema,
    defaultValues: { password: '', repeatPassword: '' },
  });
  if (!token) {
    return (
      <div className={styles.form}>
        <Notice kind="error">{t.missingToken}</Notice>
        <Link to={paths.forgotPassword}>{t.again}</Link>
      </div>
    );
  }
  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success(SELF_SERVICE_TEXTS.resetDone);
          navigate(paths.login, { replace: true });
        },
      },
    ),
  );
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {reset.isError && (
        <Notice kind="error">
          {reset.error.message} <Link to={paths.forgotPassword}>{t.again}</Link>
        </Notice>
      )}
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        {...fieldProps(form, 'password')}
        hint={CREDENTIAL_TEXTS.passwordHint}
        required
      />
      <PasswordField
        label={t.repeat}
        autoComplete="new-password"
        {...fieldProps(form, 'repeatPassword')}
        required
      />
      <Button type="submit" size="large" disabled={reset.isPending}>
        {reset.isPending ? t.submitting : t.submit}
      </Button>
    </form>
  );
}
