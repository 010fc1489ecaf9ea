import { loginSchema, USER_ERROR_CODES, type LoginRequest } from '@liga/contracts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { pageLanguage, switchLanguage } from '../../../i18n/language';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { fieldProps, useContractForm } from '../../../lib/use-contract-form';
import { useFlashFields } from '../../../lib/use-flash-fields';
import { login, type LoginArea } from '../api/login';
import { resendVerification } from '../api/resend-verification';
import { uploadPendingAvatar } from '../api/upload-pending-avatar';
import { useSessionStore } from '../stores/session-store';
import { authTexts } from '../texts';
import { SocialButtons } from './social-buttons';
import styles from './login-form.module.css';

const t = authTexts.login;

type Values = LoginRequest;
const EMPTY: Values = { username: '', password: '' };

type Message = { kind: 'success' | 'error' | 'info'; text: string; resend?: boolean };

/** A refused login because the address is not confirmed yet (401/403 with such a code). */
export function isUnverifiedError(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.status !== 401 && error.status !== 403) return false;
  return error.code === USER_ERROR_CODES.emailNotVerified;
}

function initialMessage(verified: string | null): Message | null {
  if (verified === '1') return { kind: 'success', text: t.verified };
  if (verified === '0') return { kind: 'error', text: t.verifyFailed, resend: true };
  return null;
}

/**
 * The login form of /login (users) and /admin-login (admins): e-mail and password.
 * `onUnverified`: a login was refused until the address is confirmed.
 */
export function LoginForm({ area, onUnverified }: { area: LoginArea; onUnverified?: () => void }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setSession = useSessionStore((state) => state.setSession);
  const form = useContractForm<Values, LoginRequest>({
    schema: loginSchema,
    prepare: (values) => ({ ...values, username: values.username.trim() }),
    defaultValues: EMPTY,
  });
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [message, setMessage] = useState<Message | null>(() =>
    initialMessage(params.get('verified')),
  );
  const { flash, isFlashing } = useFlashFields();

  async function onValid(credentials: LoginRequest) {
    form.setValue('username', credentials.username);
    setMessage(null);
    setBusy(true);
    try {
      const answer = await login(area, credentials);
      // /login is guest-only: its guard moves the user on as soon as the session exists.
      const afterLogin = answer.mustChangePassword
        ? { to: paths.manageAccount, state: { mustChangePassword: true } }
        : undefined;
      setSession(answer, credentials.username, afterLogin);
      const userId = useSessionStore.getState().userId;
      if (answer.mustChangePassword) toast.info(t.mustChangePassword, 8000);
      if (area === 'admin')
        navigate(afterLogin?.to ?? paths.admin, { replace: true, state: afterLogin?.state });
      if (area === 'user' && userId) void afterFirstLogin(userId, credentials.username);
      // the language the account chose (issue 19): this device takes it (a reload)
      if (answer.language && answer.language !== pageLanguage) switchLanguage(answer.language);
    } catch (error) {
      flash(['username', 'password']);
      const unverified = area === 'user' && isUnverifiedError(error);
      if (unverified) onUnverified?.();
      setMessage({
        kind: 'error',
        text: error instanceof ApiRequestError ? error.message || t.failed : errorMessage(error),
        resend: unverified,
      });
      setBusy(false);
    }
  }

  async function onResend() {
    const address = form.getValues('username').trim();
    if (!address) {
      flash(['username']);
      setMessage({ kind: 'error', text: t.resendNeedsEmail, resend: true });
      return;
    }
    setResending(true);
    try {
      await resendVerification(address);
      setMessage({ kind: 'success', text: t.resent(address) });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error), resend: true });
    } finally {
      setResending(false);
    }
  }

  const username = fieldProps(form, 'username');
  const password = fieldProps(form, 'password');

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      noValidate
    >
      {message && (
        <Notice
          kind={message.kind}
          actions={
            message.resend ? (
              <Button variant="secondary" onClick={() => void onResend()} disabled={resending}>
                {resending ? t.resending : t.resend}
              </Button>
            ) : null
          }
        >
          {message.text}
        </Notice>
      )}
      <TextField
        label={t.email}
        type="email"
        autoComplete={area === 'admin' ? 'username' : 'email'}
        {...username}
        onBlur={(event) => {
          form.setValue('username', event.target.value.trim());
          void username.onBlur(event);
        }}
        invalid={isFlashing('username') || !!username.error}
        required
      />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        {...password}
        invalid={isFlashing('password') || !!password.error}
        required
      />
      {area === 'user' && (
        <Link className={styles.forgot} to={paths.forgotPassword}>
          {t.forgotPassword}
        </Link>
      )}
      <Button type="submit" size="large" disabled={busy}>
        {busy ? t.submitting : t.submit}
      </Button>
      {area === 'user' && (
        <>
          <SocialButtons />
          <p className={styles.register}>
            {t.noAccount} <Link to={paths.register}>{t.register}</Link>
          </p>
        </>
      )}
    </form>
  );
}

async function afterFirstLogin(userId: string, email: string) {
  const result = await uploadPendingAvatar(userId, email);
  if (result === 'failed') toast.error(t.avatarUploadFailed);
}
