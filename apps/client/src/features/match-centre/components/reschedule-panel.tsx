import {
  type MatchDetailDto,
  type ProposeRescheduleRequest,
  proposeRescheduleSchema,
} from '@liga/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SelectField, TextField } from '../../../components/ui/form-field';
import { Notice } from '../../../components/ui/notice';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { markApiFieldErrors } from '../../../lib/api-field-errors';
import { formatLongDateTime } from '../../../lib/polish-dates';
import { runMutation } from '../../../lib/run-mutation';
import { fieldProps, useContractForm } from '../../../lib/use-contract-form';
import { formatTime, utcToWarsawParts } from '../../../lib/warsaw-time';
import { usePitches } from '../api/get-pitches';
import { useAnswerReschedule, useProposeReschedule } from '../api/reschedule';
import { matchCentreTexts } from '../texts';
import styles from './match-centre.module.css';

const t = matchCentreTexts.reschedule;

/** The form as typed: a day (yyyy-MM-dd) and a time (HH:mm), Warsaw wall clock, and a pitch. */
interface SlotFields {
  date: string;
  time: string;
  pitchId: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The match's current slot as the form's starting values. */
function slotOf(match: MatchDetailDto): SlotFields {
  const p = utcToWarsawParts(match.date);
  return {
    date: `${p.year}-${pad(p.month)}-${pad(p.day)}`,
    time: formatTime(p),
    pitchId: match.pitch.id,
  };
}

/**
 * 'Zmiana terminu' on the match page: the pending proposal for everyone who sees the match,
 * 'Przyjmij' / 'Odrzuć' for the other team's captain, 'Zaproponuj nowy termin' (date, time,
 * pitch) for a captain while nothing is pending. The server decides again on every call; this
 * card only follows what the page's answer says the viewer may do. Hidden when there is
 * nothing to show.
 */
export function ReschedulePanel({ match }: { match: MatchDetailDto }) {
  const [open, setOpen] = useState(false);
  const { pending, canPropose } = match.reschedule;
  if (!pending && !canPropose) return null;
  return (
    <section className={styles.card} aria-labelledby="match-reschedule-title">
      <h2 id="match-reschedule-title" className={styles.cardTitle}>
        {t.title}
      </h2>
      {pending ? (
        <PendingProposal match={match} />
      ) : open ? (
        <ProposeForm match={match} onDone={() => setOpen(false)} />
      ) : (
        <div className={styles.stack}>
          <p className={styles.muted}>{t.lead}</p>
          <div>
            <Button onClick={() => setOpen(true)}>{t.propose}</Button>
          </div>
        </div>
      )}
    </section>
  );
}

function PendingProposal({ match }: { match: MatchDetailDto }) {
  const answer = useAnswerReschedule();
  const { pending, canAnswer } = match.reschedule;
  if (!pending) return null;
  const teams = [match.teamA, match.teamB];
  const proposer = teams.find((team) => team.id === pending.proposedByTeamId) ?? match.teamA;
  const other = teams.find((team) => team.id !== proposer.id) ?? match.teamB;
  const send = (value: 'accept' | 'decline') =>
    runMutation(
      answer.mutateAsync,
      { matchId: match.id, proposalId: pending.id, answer: value },
      {
        onSuccess: () => toast.success(value === 'accept' ? t.accepted : t.declined),
        onError: (error) => toast.error(errorMessage(error) || t.failed),
      },
    );
  return (
    <Notice
      kind="info"
      actions={
        canAnswer && (
          <div className={styles.answers}>
            <Button disabled={answer.isPending} onClick={() => send('accept')}>
              {t.accept}
            </Button>
            <Button
              variant="danger-outline"
              disabled={answer.isPending}
              onClick={() => send('decline')}
            >
              {t.decline}
            </Button>
          </div>
        )
      }
    >
      <p>{t.pending(proposer.name)}</p>
      <p className={styles.proposalSlot} data-testid="reschedule-slot">
        {t.slot(formatLongDateTime(pending.date), pending.pitch.name)}
      </p>
      <p className={styles.muted}>{t.expires(formatLongDateTime(pending.expiresAt))}</p>
      {!canAnswer && <p className={styles.muted}>{t.waiting(other.name)}</p>}
    </Notice>
  );
}

function ProposeForm({ match, onDone }: { match: MatchDetailDto; onDone: () => void }) {
  const pitches = usePitches();
  const propose = useProposeReschedule();
  const form = useContractForm<SlotFields, ProposeRescheduleRequest>({
    schema: proposeRescheduleSchema,
    // one Warsaw wall-clock value, as the contract reads a time without a zone
    prepare: ({ date, time, pitchId }) => ({
      matchId: match.id,
      date: date && time ? `${date}T${time}` : '',
      pitchId,
    }),
    defaultValues: slotOf(match),
  });

  const submit = async (request: ProposeRescheduleRequest) => {
    try {
      await propose.mutateAsync(request);
    } catch (failure) {
      const named = markApiFieldErrors(form.setError, failure, ['date', 'pitchId'], {
        // the decider's refusals name the field by its code
        date: 'date',
        'match.pitch_booked': 'date',
        'pitch.not_found': 'pitchId',
      });
      if (!named) toast.error(errorMessage(failure) || t.failed);
      return;
    }
    toast.success(t.proposed);
    onDone();
  };

  return (
    <form
      className={styles.stack}
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
      aria-label={t.formTitle}
    >
      <div className={styles.slotFields}>
        <TextField label={t.date} type="date" {...fieldProps(form, 'date')} />
        <TextField label={t.time} type="time" step={300} {...fieldProps(form, 'time')} />
      </div>
      {pitches.isError ? (
        <ErrorMessage compact title={t.pitchesFailed} error={pitches.error} />
      ) : pitches.isPending ? (
        <SkeletonGroup label={t.pitch}>
          <Skeleton height={64} radius="10px" />
        </SkeletonGroup>
      ) : (
        <SelectField
          label={t.pitch}
          placeholder={t.pickPitch}
          options={pitches.data.map((pitch) => ({ value: pitch.id, label: pitch.name }))}
          {...fieldProps(form, 'pitchId')}
        />
      )}
      <div className={styles.answers}>
        <Button variant="secondary" onClick={onDone}>
          {t.back}
        </Button>
        <Button type="submit" disabled={propose.isPending || pitches.isPending}>
          {t.send}
        </Button>
      </div>
    </form>
  );
}
