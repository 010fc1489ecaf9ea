import { z } from 'zod';
import { typeError, UUID_FORMAT } from './zod-errors';

/** A uuid query field, trimmed first; every failure says `message`. */
export const queryUuid = (message: string) =>
  z.string({ error: message }).trim().guid(message).meta(UUID_FORMAT);

/** A query number with a default; out of range -> the Polish message. */
export const queryInt = (fallback: number, min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : Number(v)),
    z.number(typeError(undefined, message)).int(message).min(min, message).max(max, message),
  );

/** Query keys arrive as the client spells them (`leagueId` or `LeagueId`): read both. */
export const eitherCase = (camel: string, pascal: string) => (v: unknown) => {
  if (!v || typeof v !== 'object') return v;
  const q = v as Record<string, unknown>;
  return q[pascal] === undefined && q[camel] !== undefined ? { ...q, [pascal]: q[camel] } : q;
};
