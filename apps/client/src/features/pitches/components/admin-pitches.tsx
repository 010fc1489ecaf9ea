import { textLocale } from '@liga/contracts';
import type { CreatePitchRequest, PitchDto } from '@liga/contracts';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-store';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { useCreatePitch } from '../api/create-pitch';
import { useDeletePitch } from '../api/delete-pitch';
import { usePitches } from '../api/get-pitches';
import { useUpdatePitch } from '../api/update-pitch';
import { showPitchError } from '../lib/action-error';
import { pitchesTexts } from '../texts';
import styles from './admin-pitches.module.css';
import { PitchForm, valuesOf, type PitchSaveResult } from './pitch-form';

const t = pitchesTexts.admin;

const coordinateFormat = new Intl.NumberFormat(textLocale(), { maximumFractionDigits: 6 });

/** Admin tab Boiska: the list with edit and delete, the create form, the edit dialog. */
export function AdminPitches({ enabled = true }: { enabled?: boolean }) {
  const create = useCreatePitch();
  const [editing, setEditing] = useState<PitchDto | null>(null);

  async function createPitch(input: CreatePitchRequest): Promise<PitchSaveResult> {
    try {
      await create.mutateAsync(input);
      toast.success(t.created);
      return { saved: true };
    } catch (error) {
      showPitchError(t.createError, error);
      return { saved: false, error };
    }
  }

  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="pitch-create-title">
        <h3 id="pitch-create-title" className={styles.cardTitle}>
          {t.createTitle}
        </h3>
        <PitchForm
          idPrefix="pitch-create"
          submitLabel={t.create}
          busyLabel={t.creating}
          onSubmit={createPitch}
          resetAfterSave
        />
      </section>
      <section className={styles.card} aria-labelledby="pitch-list-title">
        <h3 id="pitch-list-title" className={styles.cardTitle}>
          {t.listTitle}
        </h3>
        <PitchList enabled={enabled} onEdit={setEditing} />
      </section>
      <EditPitchDialog pitch={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

function PitchList({ enabled, onEdit }: { enabled: boolean; onEdit: (pitch: PitchDto) => void }) {
  const pitches = usePitches({ enabled });
  const remove = useDeletePitch();

  async function deletePitch(pitch: PitchDto) {
    if (!(await confirmAction({ message: t.deleteConfirm, confirmLabel: t.delete, danger: true })))
      return;
    try {
      await remove.mutateAsync(pitch.id);
      toast.success(t.deleted);
    } catch (error) {
      showPitchError(t.deleteError, error);
    }
  }

  if (pitches.isError) {
    return (
      <ErrorMessage title={t.failed} error={pitches.error} onRetry={() => void pitches.refetch()} />
    );
  }
  if (pitches.isPending) {
    return (
      <SkeletonGroup label={t.loading} className={styles.skeletons}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={48} radius="10px" />
        ))}
      </SkeletonGroup>
    );
  }
  if (pitches.data.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t.columns.name}</th>
            <th scope="col" className={styles.number}>
              {t.columns.latitude}
            </th>
            <th scope="col" className={styles.number}>
              {t.columns.longitude}
            </th>
            <th scope="col" className={styles.actionsHead}>
              <span className="visually-hidden">{t.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pitches.data.map((pitch) => (
            <tr key={pitch.id}>
              <th scope="row" className={styles.name}>
                {pitch.name}
              </th>
              <td className={styles.number}>{coordinateFormat.format(pitch.position.latitude)}</td>
              <td className={styles.number}>{coordinateFormat.format(pitch.position.longitude)}</td>
              <td className={styles.actions}>
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={t.editLabel(pitch.name)}
                  onClick={() => onEdit(pitch)}
                >
                  {t.edit}
                </button>
                <button
                  type="button"
                  className={`btn btn-ghost ${styles.delete}`}
                  aria-label={t.deleteLabel(pitch.name)}
                  disabled={remove.isPending && remove.variables === pitch.id}
                  onClick={() => void deletePitch(pitch)}
                >
                  {t.delete}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EditPitchDialog({ pitch, onClose }: { pitch: PitchDto | null; onClose: () => void }) {
  const update = useUpdatePitch();

  async function save(input: CreatePitchRequest): Promise<PitchSaveResult> {
    if (!pitch) return { saved: false, error: null };
    try {
      await update.mutateAsync({ id: pitch.id, ...input });
      toast.success(t.updated);
      onClose();
      return { saved: true };
    } catch (error) {
      showPitchError(t.updateError, error);
      return { saved: false, error };
    }
  }

  return (
    <Dialog open={pitch !== null} title={t.editTitle} onClose={onClose} closeLabel={t.close}>
      {pitch && (
        <PitchForm
          key={pitch.id}
          idPrefix="pitch-edit"
          initial={valuesOf(pitch)}
          submitLabel={t.save}
          busyLabel={t.saving}
          onSubmit={save}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
