import {
  CHALLENGE_MESSAGES,
  MATCH_TYPE,
  createChallengeSchema,
  type CreateChallengeRequest,
  type SeasonWindow,
} from '@liga/contracts';
import { useMemo, useState } from 'react';
import { parseDateTimeInput, warsawLocalToUtc } from '../../../lib/warsaw-time';

export type ChallengeField = 'date' | 'length' | 'receiverId' | 'pitchId';

const DEFAULT_LENGTH = '60';

/** What the captain has entered; the date as typed (Warsaw time, 'dd/MM/yyyy HH:mm'). */
export interface ChallengeDraft {
  receiverId: string | null;
  pitchId: string | null;
  dateText: string;
  length: string;
}

/** The value sent as `date`: a UTC instant, the unreadable text itself, or null when empty. */
export function dateValue(text: string): string | null {
  const parts = parseDateTimeInput(text);
  if (parts) return warsawLocalToUtc(parts).toISOString();
  return text.trim() === '' ? null : text;
}

export type ChallengeCheck =
  | { ok: true; request: CreateChallengeRequest }
  | { ok: false; fields: Set<ChallengeField>; messages: string[]; byField: FieldMessages };

/** The Polish messages of each failed field. */
export type FieldMessages = Partial<Record<ChallengeField, string[]>>;

/** Checks a draft with the contract's schema (the season window included). */
export function checkChallenge(draft: ChallengeDraft, window: SeasonWindow): ChallengeCheck {
  const parsed = createChallengeSchema(window).safeParse({
    date: dateValue(draft.dateText),
    length: draft.length,
    receiverId: draft.receiverId ?? undefined,
    pitchId: draft.pitchId ?? undefined,
    matchType: MATCH_TYPE.league,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const fields = new Set<ChallengeField>();
  const messages: string[] = [];
  const byField: FieldMessages = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ChallengeField;
    fields.add(field);
    byField[field] = [...(byField[field] ?? []), issue.message];
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { ok: false, fields, messages, byField };
}

/** True when the length breaks the contract's rule (more than 10, less than 120 minutes). */
export function lengthIsInvalid(length: string): boolean {
  return !createChallengeSchema().shape.length.safeParse(length).success;
}

/** Form state: the draft, the marked fields and the short Polish hint under the form. */
export function useChallengeForm(window: SeasonWindow) {
  const [draft, setDraft] = useState<ChallengeDraft>({
    receiverId: null,
    pitchId: null,
    dateText: '',
    length: DEFAULT_LENGTH,
  });
  const [marked, setMarked] = useState<ReadonlySet<ChallengeField>>(new Set());
  const [byField, setByField] = useState<FieldMessages>({});
  const [lengthTouched, setLengthTouched] = useState(false);

  const unmark = (field: ChallengeField) =>
    setMarked((current) => {
      if (!current.has(field)) return current;
      const next = new Set(current);
      next.delete(field);
      return next;
    });

  const update = <K extends keyof ChallengeDraft>(field: K, value: ChallengeDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field === 'length') setLengthTouched(true);
    if (field !== 'dateText') unmark(field as ChallengeField);
  };

  const validate = (): CreateChallengeRequest | null => {
    const result = checkChallenge(draft, window);
    if (result.ok) {
      setMarked(new Set());
      setByField({});
      return result.request;
    }
    setMarked(result.fields);
    setByField(result.byField);
    setLengthTouched(true);
    return null;
  };

  const lengthInvalid = useMemo(
    () => (lengthTouched || marked.has('length')) && lengthIsInvalid(draft.length),
    [lengthTouched, marked, draft.length],
  );

  // The hint lists what is still wrong: a field's messages go once it is fixed or focused.
  const messages = [...new Set([...marked].flatMap((field) => byField[field] ?? []))];

  return {
    draft,
    update,
    validate,
    messages,
    isMarked: (field: ChallengeField) => marked.has(field),
    /** The date outline clears when the control gets focus (spec section 2). */
    clearDateMark: () => unmark('date'),
    lengthInvalid,
    lengthMessage: CHALLENGE_MESSAGES.lengthRange,
  };
}
