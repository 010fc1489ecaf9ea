import {
  updateProfileSchema,
  type UpdateProfileRequest,
  type UserProfileDto,
} from '@liga/contracts';
import { FormProvider } from 'react-hook-form';
import { PlayerProfileFields } from '../../../components/forms/player-profile-fields';
import {
  PLAYER_PROFILE_FIELDS,
  type PlayerProfileField,
  type PlayerProfileValues,
} from '../../../components/forms/player-profile-values';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { withoutEmpty } from '../../../lib/form-values';
import { fieldProps, useContractForm } from '../../../lib/use-contract-form';
import { useUpdateProfile } from '../api/update-profile';
import { useAccountSubmit } from '../hooks/use-account-submit';
import { accountTexts } from '../texts';
import styles from './manage-account.module.css';

const t = accountTexts.personal;
const FIELDS = [...PLAYER_PROFILE_FIELDS, 'password'] as const;
type Field = PlayerProfileField | 'password';
type Values = PlayerProfileValues & { password: string };

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
  const update = useUpdateProfile();
  const form = useContractForm<Values, UpdateProfileRequest>({
    schema: updateProfileSchema(),
    // What `PUT /api/user` reads: empty fields as missing ones ("… jest wymagany"), an ISO date.
    prepare: (values) => ({
      ...withoutEmpty(values),
      id: user.id,
      email: user.email ?? email ?? undefined,
      birthDate: values.birthDate ? `${values.birthDate}T00:00:00.000Z` : undefined,
    }),
    defaultValues: initialValues(user),
  });
  const { errors } = form.formState;
  const { failure, onSubmit, isFlashing } = useAccountSubmit(form, {
    fields: FIELDS,
    passwordField: 'password',
    save: async (request) => {
      await update.mutateAsync(request);
      onSaved();
    },
  });

  /** Ring: 1 s for a missing value; the password stays red while it is wrong. */
  const ring = (field: Field) => isFlashing(field) || (field === 'password' && !!errors.password);

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {failure && <Notice kind="error">{failure}</Notice>}
        <div className={styles.grid}>
          <PlayerProfileFields variant="account" ring={ring} />
          <PasswordField
            label={t.password}
            autoComplete="current-password"
            {...fieldProps(form, 'password')}
            invalid={ring('password')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
