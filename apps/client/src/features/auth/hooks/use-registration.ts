import {
  registerStep1Schema,
  registerStep2Schema,
  type RegisterStep1,
  type RegisterStep2,
} from '@liga/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  EMPTY_PLAYER_PROFILE,
  PLAYER_PROFILE_FIELDS,
  type PlayerProfileValues,
} from '../../../components/forms/player-profile-values';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { blobToDataUrl } from '../../../lib/crop-image';
import { trimAll, withoutEmpty } from '../../../lib/form-values';
import { useContractForm } from '../../../lib/use-contract-form';
import { registerUser } from '../api/register-user';
import {
  fieldsOfFailure,
  registrationFailureMessage,
  STEP1_FIELDS,
  type Step1Field,
} from '../lib/registration-errors';
import { savePendingAvatar } from '../stores/pending-avatar';
import { authTexts } from '../texts';

const t = authTexts.register;

export type Step1Values = Record<Step1Field, string>;

const EMPTY_1: Step1Values = { email: '', repeatEmail: '', password: '', repeatPassword: '' };
const profileSchema = registerStep2Schema();

/** State and actions of the two-step registration (/register); step 2 is a react-hook-form. */
export function useRegistration() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const account = useContractForm<Step1Values, RegisterStep1>({
    schema: registerStep1Schema,
    prepare: (values) => trimAll(values),
    defaultValues: EMPTY_1,
  });
  const profile = useContractForm<PlayerProfileValues, RegisterStep2>({
    schema: profileSchema,
    prepare: (values) => withoutEmpty(trimAll(values)),
    defaultValues: EMPTY_PLAYER_PROFILE,
  });

  /** Step 1 → 2: the fields trimmed in place, then the contract's rules. */
  async function next() {
    const values = trimAll(account.getValues());
    for (const field of STEP1_FIELDS) account.setValue(field, values[field]);
    await account.handleSubmit(() => setStep(2))();
  }

  function back() {
    account.clearErrors();
    profile.clearErrors();
    setStep(1);
  }

  async function register(data: RegisterStep2, birthDay: string) {
    setSubmitting(true);
    const { email, password } = account.getValues();
    try {
      const birthDate = new Date(`${birthDay}T00:00:00.000Z`).toISOString();
      const answer = await registerUser({
        ...data,
        birthDate,
        email,
        password,
      });
      if (photo) {
        savePendingAvatar({
          userId: answer?.id ?? null,
          email,
          dataUrl: await blobToDataUrl(photo),
        });
      }
      toast.success(t.success, 10_000);
      navigate(paths.home, { replace: true });
    } catch (error) {
      onFailure(error);
      setSubmitting(false);
    }
  }

  async function submit() {
    const values = trimAll(profile.getValues());
    for (const field of PLAYER_PROFILE_FIELDS) profile.setValue(field, values[field]);
    await profile.handleSubmit((data) => register(data, values.birthDate))();
  }

  function onFailure(error: unknown) {
    toast.error(registrationFailureMessage(error));
    const marked = fieldsOfFailure(error);
    account.clearErrors();
    profile.clearErrors();
    for (const field of STEP1_FIELDS) {
      const message = marked[field];
      if (message) account.setError(field, { message });
    }
    for (const field of PLAYER_PROFILE_FIELDS) {
      const message = marked[field];
      if (message) profile.setError(field, { message });
    }
    if (STEP1_FIELDS.some((field) => marked[field])) setStep(1);
  }

  return {
    step,
    account,
    profile,
    photo,
    submitting,
    setPhoto,
    next,
    back,
    submit,
  };
}

export type Registration = ReturnType<typeof useRegistration>;
