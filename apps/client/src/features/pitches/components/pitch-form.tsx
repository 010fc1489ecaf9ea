import { createPitchSchema, type CreatePitchRequest, type PitchDto } from '@liga/contracts';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { pitchesTexts } from '../texts';
import { PitchMap } from './pitch-map';
import styles from './pitch-form.module.css';

const t = pitchesTexts.admin;

type Field = keyof CreatePitchRequest;
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', latitude: '', longitude: '' };

export function valuesOf(pitch: PitchDto): Values {
  const show = (n: number) => String(n).replace('.', ',');
  return {
    name: pitch.name,
    latitude: show(pitch.position.latitude),
    longitude: show(pitch.position.longitude),
  };
}

/** A coordinate as the contract reads it (a comma is a decimal separator), or null. */
function coordinate(field: 'latitude' | 'longitude', text: string): number | null {
  const parsed = createPitchSchema.shape[field].safeParse(text);
  return parsed.success ? parsed.data : null;
}

export interface PitchFormProps {
  initial?: Values;
  submitLabel: string;
  busyLabel: string;
  /** Resolves true when saved (the create form then clears itself). */
  onSubmit: (input: CreatePitchRequest) => Promise<boolean>;
  onCancel?: () => void;
  /** The create form empties itself after a save. */
  resetAfterSave?: boolean;
  idPrefix: string;
}

/** Name, latitude, longitude (spec: pitches; a comma is accepted) and a map preview. */
export function PitchForm({
  initial = EMPTY,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  resetAfterSave = false,
  idPrefix,
}: PitchFormProps) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const latitude = coordinate('latitude', values.latitude);
  const longitude = coordinate('longitude', values.longitude);
  const position = latitude !== null && longitude !== null ? { latitude, longitude } : null;

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createPitchSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    const saved = await onSubmit(parsed.data).finally(() => setBusy(false));
    if (saved && resetAfterSave) setValues(EMPTY);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id={`${idPrefix}-name`}
        label={t.name}
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        error={errors.name}
        autoComplete="off"
      />
      <div className={styles.coordinates}>
        <TextField
          id={`${idPrefix}-latitude`}
          label={t.latitude}
          value={values.latitude}
          onChange={(event) => change('latitude', event.target.value)}
          error={errors.latitude}
          inputMode="decimal"
          placeholder="50,0614"
          autoComplete="off"
        />
        <TextField
          id={`${idPrefix}-longitude`}
          label={t.longitude}
          value={values.longitude}
          onChange={(event) => change('longitude', event.target.value)}
          error={errors.longitude}
          inputMode="decimal"
          placeholder="19,9366"
          autoComplete="off"
        />
      </div>
      <p className={styles.hint}>{t.coordinatesHint}</p>
      <div className={styles.preview}>
        <p className={styles.previewLabel}>{t.preview}</p>
        <PitchMap
          pitches={position ? [{ id: 'preview', name: values.name || t.preview, position }] : []}
          selectedId="preview"
          center={position ? [position.latitude, position.longitude] : undefined}
          follow={position !== null}
          height={200}
          label={t.preview}
          showTileNote={false}
        />
        {!position && <p className={styles.hint}>{t.previewEmpty}</p>}
      </div>
      <div className={styles.actions}>
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t.cancel}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
