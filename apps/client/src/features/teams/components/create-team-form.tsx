import { createTeamSchema, type CreateTeamRequest } from '@liga/contracts';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { markApiFieldErrors } from '../../../lib/api-field-errors';
import { withoutEmpty } from '../../../lib/form-values';
import { useContractForm } from '../../../lib/use-contract-form';
import { useCreateTeam } from '../api/create-team';
import { uploadTeamImage } from '../api/upload-team-image';
import { showActionError } from '../lib/action-error';
import { teamsTexts } from '../texts';
import styles from './create-team-form.module.css';
import { ImageCropButton } from './image-crop-button';
import { TEAM_NAME_FIELDS, TeamNameFields, type TeamNames } from './team-name-fields';
import { LeaguePicker, type LeagueChoice } from '../../../components/ui/league-picker';
import { WizardNav } from './wizard-frame';

const t = teamsTexts.create;
const REDIRECT_MS = 2000;

type Values = TeamNames & { leagueId: string };
const EMPTY: Values = { name: '', shortName: '', leagueId: '' };

interface CreateTeamFormProps {
  leagues: readonly LeagueChoice[];
  leaguesPending: boolean;
  leaguesError: unknown;
  onRetryLeagues: () => void;
  /** The team exists (it now waits for the league office's verification). */
  onCreated: () => void;
}

/** Step 3 for a captain: photo, full name, 3-character short name, league; back and next. */
export function CreateTeamForm(props: CreateTeamFormProps) {
  const navigate = useNavigate();
  const create = useCreateTeam();
  const form = useContractForm<Values, CreateTeamRequest>({
    schema: createTeamSchema,
    prepare: withoutEmpty,
    defaultValues: EMPTY,
  });
  const leagueId = form.watch('leagueId');
  const league = props.leagues.findIndex((choice) => choice.id === leagueId);
  const leagueError = form.formState.errors.leagueId?.message;
  const [image, setImage] = useState<Blob | null>(null);
  const preview = useObjectUrl(image);
  const [done, setDone] = useState(false);

  const selectLeague = (index: number) => {
    form.setValue('leagueId', props.leagues[index]?.id ?? '');
    form.clearErrors('leagueId');
  };

  const submit = async (request: CreateTeamRequest) => {
    let teamId: string;
    try {
      teamId = (await create.mutateAsync(request)).id;
    } catch (error) {
      markApiFieldErrors(form.setError, error, [...TEAM_NAME_FIELDS, 'leagueId']);
      showActionError(error, REDIRECT_MS);
      return;
    }
    setDone(true);
    props.onCreated();
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
    <FormProvider {...form}>
      <form
        className={styles.form}
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        noValidate
      >
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
          <TeamNameFields labels={t} disabled={busy} />
        </div>
        <fieldset className={styles.league} disabled={busy}>
          <legend className={styles.label}>{t.league}</legend>
          <LeaguePicker
            leagues={props.leagues}
            selected={league < 0 ? null : league}
            onSelect={selectLeague}
            isPending={props.leaguesPending}
            error={props.leaguesError}
            onRetry={props.onRetryLeagues}
            invalid={Boolean(leagueError)}
          />
          {leagueError && (
            <p className={styles.error} role="alert">
              {leagueError}
            </p>
          )}
        </fieldset>
        <div className={styles.players}>
          <Button variant="secondary" disabled>
            {t.addPlayer}
          </Button>
          <p className={styles.hint}>{t.addPlayerHint}</p>
        </div>
        <WizardNav>
          <Button variant="secondary" onClick={() => navigate(paths.teamFind)} disabled={busy}>
            {teamsTexts.wizard.back}
          </Button>
          <Button type="submit" size="large" disabled={busy}>
            {teamsTexts.wizard.next}
          </Button>
        </WizardNav>
      </form>
    </FormProvider>
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
