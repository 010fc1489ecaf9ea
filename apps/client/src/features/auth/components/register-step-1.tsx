import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { foundation } from '../../../config/foundation';
import { paths } from '../../../config/paths';
import { fieldProps } from '../../../lib/use-contract-form';
import type { Registration } from '../hooks/use-registration';
import { authTexts } from '../texts';
import styles from './register.module.css';

const t = authTexts.register;

/** Register step 1: e-mail twice, password twice (show/hide), terms and privacy links. */
export function RegisterStep1({ form }: { form: Registration }) {
  const { account } = form;
  const passwordError = account.getFieldState('password', account.formState).error;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void form.next();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="step-title">
      <div className={styles.stepHead}>
        <p className={styles.stepCount}>{t.stepOf(1, 2)}</p>
        <h2 id="step-title" className={styles.stepTitle} tabIndex={-1}>
          {t.step1Title}
        </h2>
        <p className={styles.stepLead}>{t.step1Lead}</p>
      </div>
      <div className={styles.grid}>
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          {...fieldProps(account, 'email')}
          required
        />
        <TextField
          label={t.repeatEmail}
          type="email"
          autoComplete="email"
          {...fieldProps(account, 'repeatEmail')}
          required
        />
        <PasswordField
          label={t.password}
          autoComplete="new-password"
          {...fieldProps(account, 'password')}
          hint={passwordError ? undefined : t.passwordHint}
          required
        />
        <PasswordField
          label={t.repeatPassword}
          autoComplete="new-password"
          {...fieldProps(account, 'repeatPassword')}
          required
        />
      </div>
      <p className={styles.terms}>
        {t.termsBefore}
        <a href={foundation.termsUrl} target="_blank" rel="noreferrer">
          {t.terms}
          <span className="visually-hidden"> {t.newTab}</span>
        </a>
        {t.termsMiddle}
        <Link to={paths.privacyPolicy} target="_blank" rel="noopener">
          {t.privacy}
          <span className="visually-hidden"> {t.newTab}</span>
        </Link>
        {t.termsAfter}
      </p>
      <div className={styles.actions}>
        <p className={styles.switch}>
          {t.haveAccount} <Link to={paths.login}>{t.login}</Link>
        </p>
        <Button type="submit" size="large">
          {t.next}
        </Button>
      </div>
    </form>
  );
}
