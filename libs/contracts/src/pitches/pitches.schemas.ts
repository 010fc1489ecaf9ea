import { z } from 'zod';
import { uuidField as uuid } from '../common/schema-fields';
import { CHALLENGE_MESSAGES } from '../matches/matches.texts';

/** A number, or a string with a dot or a comma as decimal separator (spec section 5). */
const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'number') return v;
      if (typeof v !== 'string') return v;
      const text = v.trim().replace(',', '.');
      return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
    },
    z.number({ error: message }).finite(message).min(min, message).max(max, message),
  );

const pitchName = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : v),
  z
    .string({ error: CHALLENGE_MESSAGES.pitchNameRequired })
    .min(1, CHALLENGE_MESSAGES.pitchNameRequired)
    .max(100, CHALLENGE_MESSAGES.pitchNameTooLong),
);

/** `POST /api/pitch` (admin). */
export const createPitchSchema = z.object({
  name: pitchName,
  latitude: coordinate(-90, 90, CHALLENGE_MESSAGES.latitudeInvalid),
  longitude: coordinate(-180, 180, CHALLENGE_MESSAGES.longitudeInvalid),
});
export type CreatePitchRequest = z.infer<typeof createPitchSchema>;

/** `PUT /api/pitch` (admin). */
export const updatePitchSchema = createPitchSchema.extend({
  id: uuid('Nieprawidłowy identyfikator boiska.'),
});
export type UpdatePitchRequest = z.infer<typeof updatePitchSchema>;
