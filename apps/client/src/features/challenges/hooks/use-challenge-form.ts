import {
  MATCH_TYPE,
  createChallengeSchema,
  type CreateChallengeRequest,
  type SeasonWindow,
} from '@liga/contracts';
import { useMemo, useState } from 'react';
import { markApiFieldErrors } from '../../../lib/api-field-errors';
import { useContractForm } from '../../../lib/use-contract-form';
import { parseDateTimeInput, warsawLocalToUtc } from '../../../lib/warsaw-time';

export type ChallengeField = 'date' | 'length' | 'receiverId' | 'pitchId';
const FIELDS: readonly ChallengeField[] = ['receiverId', 'date', 'length', 'pitchId'];

const DEFAULT_LENGTH = '60';

/** The form's "now": the browser's time (the server decides with its own clock). */
const browserNow = () => new Date();

/**
 * What the captain has entered: the team and pitch ids ('' for none), the date as typed (Warsaw
 * time, 'dd/MM/yyyy HH:mm') and the length.
 */
export type ChallengeValues = Record<ChallengeField, string> & {
  /** '2': a cup match against the team's current cup opponent. */
  matchType?: string;
};

const EMPTY: ChallengeValues = { receiverId: '', pitchId: '', date: '', length: DEFAULT_LENGTH };

/** The value sent as `date`: a UTC instant, the unreadable text itself, or null when empty. */
export function dateValue(text: string): string | null {
  const parts = parseDateTimeInput(text);
  if (parts) return warsawLocalToUtc(parts).toISOString();
  return text.trim() === '' ? null : text;
}

/** The form's values as `createChallengeSchema` reads them (a league or a cup match). */
export function challengeInput(values: ChallengeValues): Record<string, unknown> {
  return {
    date: dateValue(values.date),
    length: values.length,
    receiverId: values.receiverId || undefined,
    pitchId: values.pitchId || undefined,
    matchType: values.matchType === String(MATCH_TYPE.cup) ? MATCH_TYPE.cup : MATCH_TYPE.league,
  };
}

/** True when the length breaks the contract's rule (more than 10, less than 120 minutes). */
export function lengthIsInvalid(length: string): boolean {
  return !createChallengeSchema().shape.length.safeParse(length).success;
}

/**
 * The challenge form: a react-hook-form checked by the contract's schema (the season window
 * and a date in the future included); the marked fields and the short Polish hint under the
 * form.
 */
export function useChallengeForm(window: SeasonWindow, now: () => Date = browserNow) {
  const schema = useMemo(() => createChallengeSchema(window, now), [window, now]);
  const form = useContractForm<ChallengeValues, CreateChallengeRequest>({
    schema,
    prepare: challengeInput,
    defaultValues: EMPTY,
  });
  const [lengthTouched, setLengthTouched] = useState(false);
  const values = form.watch();
  const { errors } = form.formState;

  /** A choice or typed value; a field's mark goes with it (the date's on focus, spec section 2). */
  const update = (field: ChallengeField, value: string) => {
    form.setValue(field, value);
    if (field === 'length') setLengthTouched(true);
    if (field !== 'date') form.clearErrors(field);
  };

  const isMarked = (field: ChallengeField) => Boolean(errors[field]);
  const lengthInvalid = (lengthTouched || isMarked('length')) && lengthIsInvalid(values.length);

  // The hint lists what is still wrong: a field's message goes once it is fixed or focused.
  const messages = [...new Set(FIELDS.flatMap((field) => errors[field]?.message ?? []))];

  return {
    values,
    update,
    /** Validates, then calls `send` with the request; a failed check marks the length too. */
    submit: (send: (request: CreateChallengeRequest) => Promise<void>) =>
      form.handleSubmit(send, () => setLengthTouched(true)),
    /** The fields a refused challenge names (`validation.<field>`) get its messages. */
    markApiErrors: (error: unknown) => markApiFieldErrors(form.setError, error, FIELDS),
    messages,
    isMarked,
    /** The message of a marked field (the date's is shown under it). */
    errorOf: (field: ChallengeField) => errors[field]?.message,
    clearDateMark: () => form.clearErrors('date'),
    /** A cup match (against `opponentId`) or back to a league match. */
    setCupMatch: (opponentId: string | null) => {
      form.setValue('matchType', opponentId ? String(MATCH_TYPE.cup) : String(MATCH_TYPE.league));
      form.setValue('receiverId', opponentId ?? '');
      form.clearErrors('receiverId');
    },
    lengthInvalid,
  };
}
