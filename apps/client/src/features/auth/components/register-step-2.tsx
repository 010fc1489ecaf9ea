import type { FormEvent } from 'react';
import { FormProvider } from 'react-hook-form';
import { PlayerProfileFields } from '../../../components/forms/player-profile-fields';
import { Button } from '../../../components/ui/button';
import type { Registration } from '../hooks/use-registration';
import { authTexts } from '../texts';
import { PhotoPicker } from './photo-picker';
import styles from './register.module.css';

const t = authTexts.register;

/** Register step 2: photo, names, shirt number, birth date, height, leg, position. */
export function RegisterStep2({ form }: { form: Registration }) {
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <FormProvider {...form.profile}>
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
          <PlayerProfileFields variant="registration" />
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" size="large" onClick={form.back}>
            {t.back}
          </Button>
          <Button type="submit" size="large" disabled={form.submitting}>
            {form.submitting ? t.submitting : t.next}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
