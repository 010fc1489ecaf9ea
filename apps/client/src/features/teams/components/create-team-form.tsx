import { createTeamSchema, fieldErrors } from '@liga/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { useCreateTeam } from '../api/create-team';
import { uploadTeamImage } from '../api/upload-team-image';
import { showActionError } from '../lib/action-error';
import { teamsTexts } from '../texts';
import styles from './create-team-form.module.css';
import { ImageCropButton } from './image-crop-button';
import { TeamNameFields, useTeamNames } from './team-name-fields';
import { LeaguePicker, type LeagueChoice } from '../../../components/ui/league-picker';
import { WizardNav } from './wizard-frame';

const t = teamsTexts.create;
const REDIRECT_MS = 2000;

interface CreateTeamFormProps {
  leagues: readonly LeagueChoice[];
  leaguesPending: boolean;
  leaguesError: unknown;
  onRetryLeagues: () => void;
}

/** Step 3 for a captain: photo, full name, 3-character short name, league; back and next. */
export function CreateTeamForm(props: CreateTeamFormProps) {
  const navigate = useNavigate();
  const create = useCreateTeam();
  const names = useTeamNames();
  const { name, shortName } = names;
  const [league, setLeague] = useState<number | null>(null);
  const [image, setImage] = useState<Blob | null>(null);
  const preview = useObjectUrl(image);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const leagueId = league === null ? undefined : props.leagues[league]?.id;
    const parsed = createTeamSchema.safeParse({ name, shortName, leagueId });
    setErrors(fieldErrors(parsed));
    if (!parsed.success) return;
    let teamId: string;
    try {
      teamId = (await create.mutateAsync(parsed.data)).id;
    } catch (error) {
      showActionError(error, REDIRECT_MS);
      return;
    }
    setDone(true);
    if (image) {
      await uploadTeamImage(teamId, image).catch((error: unknown) => {
        console.error('Team image upload failed', error);
        toast.error(t.imageFailed);
      });
    }
    toast.success(t.created, REDIRECT_MS);
    window.setTimeout(() => navigate(paths.team(teamId)), REDIRECT_MS);
  };

  const busy = create.isPending || done;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.photo}>
        <span className={styles.label}>{t.photo}</span>
        <div className={styles.photoRow}>
          <Avatar
            src={preview}
            alt={preview ? teamsTexts.image.preview : ''}
            size={128}
            shape="rounded"
            kind="team"
          />
          <div className={styles.photoText}>
            <ImageCropButton onCropped={(png) => setImage(png)} disabled={busy}>
              {image ? teamsTexts.image.change : teamsTexts.image.pick}
            </ImageCropButton>
            <p className={styles.hint}>{t.photoHint}</p>
          </div>
        </div>
      </div>
      <div className={styles.fields}>
        <TeamNameFields labels={t} names={names} errors={errors} disabled={busy} />
      </div>
      <fieldset className={styles.league} disabled={busy}>
        <legend className={styles.label}>{t.league}</legend>
        <LeaguePicker
          leagues={props.leagues}
          selected={league}
          onSelect={setLeague}
          isPending={props.leaguesPending}
          error={props.leaguesError}
          onRetry={props.onRetryLeagues}
          invalid={Boolean(errors.leagueId)}
        />
        {errors.leagueId && (
          <p className={styles.error} role="alert">
            {errors.leagueId}
          </p>
        )}
      </fieldset>
      <div className={styles.players}>
        <button type="button" className="btn btn-secondary" disabled>
          {t.addPlayer}
        </button>
        <p className={styles.hint}>{t.addPlayerHint}</p>
      </div>
      <WizardNav>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => navigate(paths.teamFind)}
          disabled={busy}
        >
          {teamsTexts.wizard.back}
        </button>
        <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
          {teamsTexts.wizard.next}
        </button>
      </WizardNav>
    </form>
  );
}

/** An object URL for a blob, revoked when the blob changes or the form unmounts. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}
