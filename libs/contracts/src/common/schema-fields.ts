import { z } from 'zod';
import { instantFromInput } from './time';
import { typeError, UUID_FORMAT } from './zod-errors';

/** A uuid field whose every failure (missing, wrong type, bad format) says the same message. */
export const uuidField = (message: string) =>
  z.string({ error: message }).guid(message).meta(UUID_FORMAT);

/** A string trimmed before its checks; missing or empty says `required`. */
export const trimmedText = (required: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string(typeError(required)).min(1, required),
  );

/** A query date bound: an instant, or a local date-time read as Europe/Warsaw; else `required`. */
export const dateBoundField = (required: string) =>
  z.unknown().transform((v, ctx) => {
    const date = v === undefined || v === '' ? null : instantFromInput(v);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    return date;
  });
