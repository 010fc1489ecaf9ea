/** Keys whose values are personal data (or secrets) wherever they appear in an event. */
const PERSONAL =
  /^(personal|sealed|e-?mail|phone|first_?name|last_?name|birth_?date|password.*|token|address)$/i;

const isSealed = (value: object) => 'ct' in value && 'iv' in value && 'tag' in value;

/**
 * An event's data as the operations console shows it: sealed blobs and personal fields
 * replaced by "[ukryte]", everything else as it is (ids, numbers, names of teams).
 */
export function redactPersonalData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactPersonalData);
  if (!value || typeof value !== 'object') return value;
  if (isSealed(value)) return '[ukryte]';
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      PERSONAL.test(key) ? '[ukryte]' : redactPersonalData(v),
    ]),
  );
}
