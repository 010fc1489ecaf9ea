import {
  formatCupDeadline,
  formatSeasonDay,
  type CreateChallengeRequest,
  type PitchDto,
  type SeasonWindow,
} from '@liga/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { useCreateChallenge } from '../api/create-challenge';
import { useChallengeForm } from '../hooks/use-challenge-form';
import { useMyCupTie } from '../api/get-my-cup-tie';
import { SegmentedToggle } from '../../../components/ui/choice-group';
import { showActionError } from '../lib/action-error';
import { challengesTexts } from '../texts';
import { ChallengeTeamList } from './challenge-team-list';
import styles from './create-challenge-form.module.css';
import { MeetingDateField } from './meeting-date-field';

const t = challengesTexts.create;
/** Spec section 9: the move to /user/challenges 1 s after success. */
const REDIRECT_MS = 1000;

export interface PitchPickerSlot {
  selectedId: string | null;
  onSelect: (pitch: PitchDto) => void;
  invalid: boolean;
}

export interface CreateChallengeFormProps {
  seasonId: string;
  season: SeasonWindow;
  enabled: boolean;
  /** The map of pitches (the pitches feature), put in by the page. */
  renderPitchPicker: (slot: PitchPickerSlot) => ReactNode;
}

/** Season boundaries are calendar days kept in UTC (contracts: formatSeasonDay). */
function seasonDay(instant: string | Date) {
  const d = new Date(instant);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: 0,
    minute: 0,
  };
}

/** /user/create-challenge: opponent, meeting time, length and pitch, then 'Rzuć Wyzwanie'. */
export function CreateChallengeForm({
  seasonId,
  season,
  enabled,
  renderPitchPicker,
}: CreateChallengeFormProps) {
  const form = useChallengeForm(season);
  const create = useCreateChallenge();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const timer = useRef<number | null>(null);
  const lengthId = useId();
  const [opponent, setOpponent] = useState<string | null>(null);
  const cupTie = useMyCupTie({ enabled });
  const isCup = form.values.matchType === '2';

  useEffect(() => () => void (timer.current !== null && window.clearTimeout(timer.current)), []);

  async function send(request: CreateChallengeRequest) {
    try {
      await create.mutateAsync(request);
    } catch (error) {
      form.markApiErrors(error);
      showActionError(error);
      return;
    }
    setDone(true);
    toast.success(t.success);
    timer.current = window.setTimeout(() => navigate(paths.challenges), REDIRECT_MS);
  }

  const { values } = form;
  return (
    <form className={styles.form} onSubmit={(event) => void form.submit(send)(event)} noValidate>
      <section className={`${styles.card} ${styles.teams}`} aria-labelledby="challenge-teams">
        <h2 id="challenge-teams" className={styles.heading}>
          <span className={styles.step}>1</span> {t.teamsHeading}
        </h2>
        {cupTie.data && (
          <SegmentedToggle
            label={t.kind}
            showLabel={false}
            kind="radio"
            stretch
            options={[
              { value: 'league', label: t.league },
              { value: 'cup', label: t.cup },
            ]}
            selected={isCup ? 'cup' : 'league'}
            onSelect={(kind) => {
              const tie = kind === 'cup' ? cupTie.data : null;
              form.setCupMatch(tie ? tie.opponent.id : null);
              setOpponent(tie ? tie.opponent.name : null);
            }}
          />
        )}
        {isCup && cupTie.data ? (
          <p className={styles.opponent}>
            <strong>{cupTie.data.opponent.name}</strong>
            <br />
            {t.cupOpponent(
              cupTie.data.cupName,
              cupTie.data.roundName,
              formatCupDeadline(cupTie.data.deadline),
            )}
          </p>
        ) : (
          <ChallengeTeamList
            seasonId={seasonId}
            selectedId={values.receiverId || null}
            onSelect={(team) => {
              form.update('receiverId', team.id);
              setOpponent(team.name);
            }}
            invalid={form.isMarked('receiverId')}
            enabled={enabled}
          />
        )}
      </section>

      <div className={styles.side}>
        <section className={styles.card} aria-labelledby="challenge-when">
          <h2 id="challenge-when" className={styles.heading}>
            <span className={styles.step}>2</span> {t.whenHeading}
          </h2>
          <div className={styles.when}>
            <MeetingDateField
              text={values.date}
              onTextChange={(text) => form.update('date', text)}
              invalid={form.isMarked('date')}
              error={form.errorOf('date')}
              onFocus={form.clearDateMark}
              firstDay={seasonDay(season.startDate)}
              lastDay={seasonDay(season.endDate)}
              hint={t.dateHint(formatSeasonDay(season.startDate), formatSeasonDay(season.endDate))}
            />
            <div className={styles.lengthField}>
              <label htmlFor={lengthId} className={styles.label}>
                {t.length}
              </label>
              <input
                id={lengthId}
                type="number"
                inputMode="numeric"
                min={11}
                max={119}
                className={`${styles.length} ${form.lengthInvalid ? styles.invalid : ''}`}
                value={values.length}
                aria-invalid={form.lengthInvalid || undefined}
                aria-describedby={`${lengthId}-hint`}
                onChange={(event) => form.update('length', event.target.value)}
              />
              <p
                id={`${lengthId}-hint`}
                className={form.lengthInvalid ? styles.errorHint : styles.hint}
              >
                {t.lengthHint}
              </p>
            </div>
          </div>
        </section>

        <section className={styles.card} aria-labelledby="challenge-pitch">
          <h2 id="challenge-pitch" className={styles.heading}>
            <span className={styles.step}>3</span> {t.pitchHeading}
          </h2>
          {renderPitchPicker({
            selectedId: values.pitchId || null,
            onSelect: (pitch) => form.update('pitchId', pitch.id),
            invalid: form.isMarked('pitchId'),
          })}
        </section>
      </div>

      <footer className={styles.footer}>
        <div className={styles.summary}>
          {form.messages.length > 0 ? (
            <div role="alert" className={styles.problems}>
              <p className={styles.problemsTitle}>{t.fixFields}</p>
              <ul>
                {form.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className={styles.opponent}>
              <span>{t.summaryOpponent}</span> <strong>{opponent ?? t.summaryNone}</strong>
            </p>
          )}
        </div>
        <Button type="submit" size="large" disabled={create.isPending || done}>
          {create.isPending ? t.submitting : t.submit}
        </Button>
      </footer>
    </form>
  );
}
