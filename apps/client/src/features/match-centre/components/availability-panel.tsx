import {
  AVAILABILITY_ANSWERS,
  type AvailabilityAnswer,
  type AvailabilityDto,
  type AvailabilityTeamDto,
} from '@liga/contracts';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { runMutation } from '../../../lib/run-mutation';
import { useAnswerAvailability } from '../api/answer-availability';
import { matchCentreTexts } from '../texts';
import styles from './match-centre.module.css';

const t = matchCentreTexts.availability;

/** Będę / Nie będę / Może for a member of one of the two teams (the chosen one outlined). */
export function AvailabilityButtons({
  matchId,
  availability,
}: {
  matchId: string;
  availability: AvailabilityDto;
}) {
  const answer = useAnswerAvailability();
  if (!availability.canAnswer) return null;
  const send = (value: AvailabilityAnswer) =>
    runMutation(
      answer.mutateAsync,
      { matchId, answer: value },
      {
        onSuccess: () => toast.success(t.saved),
        onError: (error) => toast.error(errorMessage(error) || t.failed),
      },
    );
  return (
    <div className={styles.answers} role="group" aria-label={t.group}>
      {AVAILABILITY_ANSWERS.map((value) => (
        <Button
          key={value}
          variant={availability.myAnswer === value ? 'primary' : 'secondary'}
          className={availability.myAnswer === value ? styles.chosen : undefined}
          aria-pressed={availability.myAnswer === value}
          disabled={answer.isPending}
          onClick={() => send(value)}
        >
          {t.answers[value]}
        </Button>
      ))}
    </div>
  );
}

function TeamAvailability({
  team,
  name,
  showWarning,
}: {
  team: AvailabilityTeamDto;
  name: string;
  showWarning: boolean;
}) {
  return (
    <div className={styles.sideDetail} data-testid={`availability-${team.teamId}`}>
      <h4>{name}</h4>
      <span className={styles.count} data-testid="availability-yes">
        {team.yes}
      </span>
      <span className={styles.muted}>{t.counts(team.yes, team.maybe, team.no)}</span>
      {team.unanswered !== null && (
        <span className={styles.muted}>{t.unanswered(team.unanswered)}</span>
      )}
      {showWarning && team.warning && <p className={styles.warning}>{t.warning}</p>}
      {team.players && (
        <ul className={styles.list}>
          {team.players.map((p) => (
            <li key={p.userId} className={styles.playerLine}>
              <span>{p.name}</span>
              <span className={styles[`answer_${p.answer ?? 'none'}`]}>
                {p.answer ? t.answers[p.answer] : t.noAnswer}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Who is coming: the answer buttons, counts for everyone, names for the two teams. */
export function AvailabilityPanel({
  matchId,
  availability,
  names,
}: {
  matchId: string;
  availability: AvailabilityDto;
  names: [string, string];
}) {
  return (
    <div className={styles.stack}>
      {!availability.open && <p className={styles.muted}>{t.closed}</p>}
      <AvailabilityButtons matchId={matchId} availability={availability} />
      <div className={styles.teamCounts}>
        {availability.teams.map((team, i) => (
          <TeamAvailability
            key={team.teamId}
            team={team}
            name={names[i]}
            showWarning={availability.myTeamId === team.teamId}
          />
        ))}
      </div>
    </div>
  );
}
