import {
  fieldErrors,
  LEGS,
  POSITIONS,
  updateProfileSchema,
  USER_LIMITS,
  type UserProfileDto,
} from '@liga/contracts';
import { useState, type FormEvent } from 'react';
import { PasswordField, SelectField, TextField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/api-client';
import { useFlashFields } from '../../../lib/use-flash-fields';
import { useUpdateProfile } from '../api/update-profile';
import { fieldOfApiError } from '../hooks/api-field-errors';
import { accountTexts } from '../texts';
import styles from './manage-account.module.css';

const t = accountTexts.personal;
const LIMITS = USER_LIMITS.profile;
const FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'shirtNumber',
  'height',
  'position',
  'dominateLeg',
  'password',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const LEG_OPTIONS = LEGS.map((leg) => ({ value: leg.id, label: leg.name }));
const POSITION_OPTIONS = POSITIONS.map((position) => ({
  value: position.id,
  label: position.name,
}));

function initialValues(user: UserProfileDto): Values {
  const position = user.positionType?.id ?? user.position?.id ?? 0;
  const leg = user.dominateLeg?.id ?? 0;
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    birthDate: user.birthDate ? user.birthDate.slice(0, 10) : '',
    shirtNumber: user.shirtNumber === null ? '' : String(user.shirtNumber),
    height: user.height === null ? '' : String(user.height),
    position: position >= 1 && position <= 4 ? String(position) : '',
    dominateLeg: leg === 1 || leg === 2 ? String(leg) : '',
    password: '',
  };
}

interface PersonalDataFormProps {
  user: UserProfileDto;
  email: string | null;
  onSaved: () => void;
}

/** Personal data: names, birth date, shirt number, height, position, leg; 'Potwierdź hasło'. */
export function PersonalDataForm({ user, email, onSaved }: PersonalDataFormProps) {
  const [values, setValues] = useState(() => initialValues(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { flash, isFlashing } = useFlashFields();
  const update = useUpdateProfile();

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    // Empty fields as missing ones: the rules then say "… jest wymagany".
    const present = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? undefined : value]),
    );
    const request = {
      ...present,
      id: user.id,
      email: user.email ?? email ?? undefined,
      birthDate: values.birthDate ? `${values.birthDate}T00:00:00.000Z` : undefined,
    };
    const parsed = updateProfileSchema().safeParse(request);
    if (!parsed.success) {
      const found = fieldErrors(parsed) as Partial<Record<Field, string>>;
      setErrors(found);
      flash(Object.keys(found));
      return;
    }
    try {
      await update.mutateAsync(parsed.data);
      onSaved();
    } catch (error) {
      const named = fieldOfApiError(error, FIELDS, 'password');
      if (named) {
        setErrors({ [named.field]: named.message });
        flash([named.field]);
      } else {
        setFailure(errorMessage(error));
      }
    }
  }

  /** Ring: 1 s for a missing value; the password stays red while it is wrong. */
  const ring = (field: Field) => isFlashing(field) || (field === 'password' && !!errors.password);

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {failure && <Notice kind="error">{failure}</Notice>}
      <div className={styles.grid}>
        <TextField
          label={t.firstName}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          error={errors.firstName}
          invalid={ring('firstName')}
        />
        <TextField
          label={t.lastName}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          error={errors.lastName}
          invalid={ring('lastName')}
        />
        <TextField
          label={t.birthDate}
          name="birthDate"
          type="date"
          min="1900-01-01"
          max={new Date().toISOString().slice(0, 10)}
          value={values.birthDate}
          onChange={(e) => set('birthDate', e.target.value)}
          error={errors.birthDate}
          invalid={ring('birthDate')}
        />
        <TextField
          label={t.shirtNumber}
          name="shirtNumber"
          type="number"
          min={LIMITS.shirtMin}
          max={LIMITS.shirtMax}
          value={values.shirtNumber}
          onChange={(e) => set('shirtNumber', e.target.value)}
          error={errors.shirtNumber}
          invalid={ring('shirtNumber')}
        />
        <TextField
          label={t.height}
          name="height"
          type="number"
          min={LIMITS.heightMin}
          max={LIMITS.heightMax}
          value={values.height}
          onChange={(e) => set('height', e.target.value)}
          error={errors.height}
          invalid={ring('height')}
        />
        <SelectField
          label={t.position}
          name="position"
          options={POSITION_OPTIONS}
          placeholder={t.choose}
          value={values.position}
          onChange={(e) => set('position', e.target.value)}
          error={errors.position}
          invalid={ring('position')}
        />
        <SelectField
          label={t.leg}
          name="dominateLeg"
          options={LEG_OPTIONS}
          placeholder={t.choose}
          value={values.dominateLeg}
          onChange={(e) => set('dominateLeg', e.target.value)}
          error={errors.dominateLeg}
          invalid={ring('dominateLeg')}
        />
        <PasswordField
          label={t.password}
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
          error={errors.password}
          invalid={ring('password')}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? t.submitting : t.submit}
        </button>
      </div>
    </form>
  );
}
