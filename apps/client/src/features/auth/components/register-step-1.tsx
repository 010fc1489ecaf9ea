import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { foundation } from '../../../config/foundation';
import { paths } from '../../../config/paths';
import type { Registration } from '../hooks/use-registration';
import { authTexts } from '../texts';
import styles from './register.module.css';

const t = authTexts.register;

/** Register step 1: e-mail twice, password twice (show/hide), terms and privacy links. */
export function RegisterStep1({ form }: { form: Registration }) {
  const { step1: values, errors, setStep1Field: set } = form;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.next();
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
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set('email', event.target.value)}
          error={errors.email}
          required
        />
        <TextField
          label={t.repeatEmail}
          name="repeatEmail"
          type="email"
          autoComplete="email"
          value={values.repeatEmail}
          onChange={(event) => set('repeatEmail', event.target.value)}
          error={errors.repeatEmail}
          required
        />
        <PasswordField
          label={t.password}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => set('password', event.target.value)}
          error={errors.password}
          hint={errors.password ? undefined : t.passwordHint}
          required
        />
        <PasswordField
          label={t.repeatPassword}
          name="repeatPassword"
          autoComplete="new-password"
          value={values.repeatPassword}
          onChange={(event) => set('repeatPassword', event.target.value)}
          error={errors.repeatPassword}
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
        <button type="submit" className="btn btn-primary btn-lg">
          {t.next}
        </button>
      </div>
    </form>
  );
}
