import {
  fieldErrors,
  registerStep1Schema,
  registerStep2Schema,
  USER_ERROR_CODES,
} from '@liga/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { blobToDataUrl } from '../../../lib/crop-image';
import { registerUser } from '../api/register-user';
import { savePendingAvatar } from '../stores/pending-avatar';
import { authTexts } from '../texts';

const t = authTexts.register;

export const STEP1_FIELDS = ['email', 'repeatEmail', 'password', 'repeatPassword'] as const;
export const STEP2_FIELDS = [
  'firstName',
  'lastName',
  'shirtNumber',
  'birthDate',
  'height',
  'dominateLeg',
  'position',
] as const;

export type Step1Field = (typeof STEP1_FIELDS)[number];
export type Step2Field = (typeof STEP2_FIELDS)[number];
export type Step1Values = Record<Step1Field, string>;
export type Step2Values = Record<Step2Field, string>;
export type Errors = Partial<Record<string, string>>;

const EMPTY_1: Step1Values = { email: '', repeatEmail: '', password: '', repeatPassword: '' };
const EMPTY_2: Step2Values = {
  firstName: '',
  lastName: '',
  shirtNumber: '',
  birthDate: '',
  height: '',
  dominateLeg: '',
  position: '',
};

const trimAll = <T extends Record<string, string>>(values: T): T =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;

/** Empty fields as missing ones, so the rules answer "… jest wymagany" rather than "… musi być liczbą". */
export function withoutEmpty(values: Record<string, string>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]),
  );
}

/** The form field an API error names (`validation.<field>`), if it is one of ours. */
export function fieldOfErrorCode(code: string | null | undefined): string | null {
  if (!code) return null;
  if (code === USER_ERROR_CODES.emailTaken) return 'email';
  if (!code.startsWith('validation.')) return null;
  const last = code.slice('validation.'.length);
  const field = last === 'positionType' ? 'position' : last === 'username' ? 'email' : last;
  return ([...STEP1_FIELDS, ...STEP2_FIELDS] as readonly string[]).includes(field) ? field : null;
}

/** The message of a failed registration (spec section 8, but the form is kept). */
export function registrationFailureMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.isNetworkError) return t.unexpectedError;
  return error.errors[0]?.message || t.unknownError;
}

/** State and actions of the two-step registration (/register). */
export function useRegistration() {
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [step1, setStep1] = useState(EMPTY_1);
  const [step2, setStep2] = useState(EMPTY_2);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  const clearError = (field: string) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  function next() {
    const values = trimAll(step1);
    setStep1(values);
    const found = fieldErrors(registerStep1Schema.safeParse(values));
    setErrors(found);
    if (Object.keys(found).length === 0) setStep(2);
  }

  function back() {
    setErrors({});
    setStep(1);
  }

  async function submit() {
    const values = trimAll(step2);
    setStep2(values);
    const parsed = registerStep2Schema().safeParse(withoutEmpty(values));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const birthDate = new Date(`${values.birthDate}T00:00:00.000Z`).toISOString();
      const answer = await registerUser({
        ...parsed.data,
        birthDate,
        email: step1.email,
        password: step1.password,
      });
      if (photo) {
        savePendingAvatar({
          userId: answer?.id ?? null,
          email: step1.email,
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

  function onFailure(error: unknown) {
    toast.error(registrationFailureMessage(error));
    if (!(error instanceof ApiRequestError)) return;
    const marked: Errors = {};
    for (const item of error.errors) {
      const field = fieldOfErrorCode(item.code);
      if (field) marked[field] ??= item.message;
    }
    setErrors(marked);
    if (STEP1_FIELDS.some((field) => marked[field])) setStep(1);
  }

  return {
    step,
    step1,
    step2,
    photo,
    errors,
    submitting,
    setStep1Field: (field: Step1Field, value: string) => {
      setStep1((current) => ({ ...current, [field]: value }));
      clearError(field);
    },
    setStep2Field: (field: Step2Field, value: string) => {
      setStep2((current) => ({ ...current, [field]: value }));
      clearError(field);
    },
    setPhoto,
    next,
    back,
    submit,
  };
}

export type Registration = ReturnType<typeof useRegistration>;
