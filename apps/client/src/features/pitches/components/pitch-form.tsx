import { createPitchSchema, type CreatePitchRequest, type PitchDto } from '@liga/contracts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { markApiFieldErrors } from '../../../lib/api-field-errors';
import { fieldProps, useContractForm } from '../../../lib/use-contract-form';
import { pitchesTexts } from '../texts';
import { PitchMap } from './pitch-map';
import styles from './pitch-form.module.css';

const t = pitchesTexts.admin;

type Field = keyof CreatePitchRequest;
type Values = Record<Field, string>;
const FIELDS: readonly Field[] = ['name', 'latitude', 'longitude'];

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

/** A save's outcome: a refusal whose errors name a field shows them under it. */
export type PitchSaveResult = { saved: true } | { saved: false; error: unknown };

export interface PitchFormProps {
  initial?: Values;
  submitLabel: string;
  busyLabel: string;
  /** Resolves true when saved (the create form then clears itself), else the API's error. */
  onSubmit: (input: CreatePitchRequest) => Promise<PitchSaveResult>;
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
  const form = useContractForm<Values, CreatePitchRequest>({
    schema: createPitchSchema,
    defaultValues: initial,
  });
  const busy = form.formState.isSubmitting;
  const values = form.watch();

  const latitude = coordinate('latitude', values.latitude);
  const longitude = coordinate('longitude', values.longitude);
  const position = latitude !== null && longitude !== null ? { latitude, longitude } : null;

  async function submit(input: CreatePitchRequest) {
    const result = await onSubmit(input);
    if (!result.saved) markApiFieldErrors(form.setError, result.error, FIELDS);
    else if (resetAfterSave) form.reset(EMPTY);
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
    >
      <TextField
        id={`${idPrefix}-name`}
        label={t.name}
        {...fieldProps(form, 'name')}
        autoComplete="off"
      />
      <div className={styles.coordinates}>
        <TextField
          id={`${idPrefix}-latitude`}
          label={t.latitude}
          {...fieldProps(form, 'latitude')}
          inputMode="decimal"
          placeholder="50,0614"
          autoComplete="off"
        />
        <TextField
          id={`${idPrefix}-longitude`}
          label={t.longitude}
          {...fieldProps(form, 'longitude')}
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
          <Button variant="secondary" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
