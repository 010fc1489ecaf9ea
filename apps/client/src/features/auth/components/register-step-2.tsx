import { LEGS, POSITIONS } from '@liga/contracts';
import type { FormEvent } from 'react';
import { SelectField, TextField } from '../../../components/ui/form-field';
import type { Registration } from '../hooks/use-registration';
import { authTexts } from '../texts';
import { PhotoPicker } from './photo-picker';
import styles from './register.module.css';

const t = authTexts.register;

const LEG_OPTIONS = LEGS.map((leg) => ({ value: leg.id, label: leg.name }));
const POSITION_OPTIONS = POSITIONS.map((position) => ({
  value: position.id,
  label: position.name,
}));

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Register step 2: photo, names, shirt number, birth date, height, leg, position. */
export function RegisterStep2({ form }: { form: Registration }) {
  const { step2: values, errors, setStep2Field: set, submitting } = form;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="step-title">
      <div className={styles.stepHead}>
        <p className={styles.stepCount}>{t.stepOf(2, 2)}</p>
        <h2 id="step-title" className={styles.stepTitle} tabIndex={-1}>
          {t.step2Title}
        </h2>
        <p className={styles.stepLead}>{t.step2Lead}</p>
      </div>
      <PhotoPicker photo={form.photo} onChange={form.setPhoto} />
      <div className={styles.grid}>
        <TextField
          label={t.firstName}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={errors.firstName}
          required
        />
        <TextField
          label={t.lastName}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={errors.lastName}
          required
        />
        <TextField
          label={t.shirtNumber}
          name="shirtNumber"
          inputMode="numeric"
          value={values.shirtNumber}
          onChange={(event) => set('shirtNumber', event.target.value)}
          error={errors.shirtNumber}
          required
        />
        <TextField
          label={t.birthDate}
          name="birthDate"
          type="date"
          min="1900-01-01"
          max={today()}
          autoComplete="bday"
          value={values.birthDate}
          onChange={(event) => set('birthDate', event.target.value)}
          error={errors.birthDate}
          required
        />
        <TextField
          label={t.height}
          name="height"
          inputMode="numeric"
          value={values.height}
          onChange={(event) => set('height', event.target.value)}
          error={errors.height}
          required
        />
        <SelectField
          label={t.leg}
          name="dominateLeg"
          options={LEG_OPTIONS}
          placeholder={t.choose}
          value={values.dominateLeg}
          onChange={(event) => set('dominateLeg', event.target.value)}
          error={errors.dominateLeg}
          required
        />
        <SelectField
          label={t.position}
          name="position"
          options={POSITION_OPTIONS}
          placeholder={t.choose}
          value={values.position}
          onChange={(event) => set('position', event.target.value)}
          error={errors.position}
          required
        />
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary btn-lg" onClick={form.back}>
          {t.back}
        </button>
        <button type="submit" className="btn btn-primary btn-lg" disabled={submitting}>
          {submitting ? t.submitting : t.next}
        </button>
      </div>
    </form>
  );
}
