import { type CupTeamDto, type CupTieDto, REPORT_STATUS, teamImageUrl } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { paths } from '../../../config/paths';
import { tryFormatLongDateTime } from '../../../lib/polish-dates';
import { cupTexts } from '../texts';
import styles from './bracket.module.css';

const t = cupTexts.tie;

function Side({
  team,
  score,
  pens,
  won,
  lost,
  mine,
}: {
  team: CupTeamDto | null;
  score: number | null;
  pens: number | null;
  won: boolean;
  lost: boolean;
  mine: boolean;
}) {
  const classes = [
    styles.side,
    won ? styles.winner : '',
    lost ? styles.loser : '',
    mine ? styles.mine : '',
  ];
  return (
    <div className={classes.join(' ')}>
      {team ? (
        <Avatar src={teamImageUrl(team.id)} alt="" size={24} shape="rounded" kind="team" />
      ) : (
        <span aria-hidden="true" />
      )}
      <span className={styles.name} title={team?.name}>
        {team ? (
          <Link to={paths.team(team.id)}>{team.name}</Link>
        ) : (
          <span className={styles.tbd}>{t.tbd}</span>
        )}
      </span>
      <span className={styles.score}>
        {score ?? ''}
        {pens !== null && <span className={styles.pens}>({pens})</span>}
      </span>
    </div>
  );
}

/** What a tie says under its teams: the arranged date, the report's state, or how it was decided. */
function tieNote(tie: CupTieDto): string | null {
  if (tie.decidedBy === 'admin')
    return tie.bothOut ? t.bothOut : t.decidedByAdmin(tie.reason ?? '');
  if (tie.bothOut) return t.bothOut;
  if (tie.decidedBy === 'walkover') return t.walkover;
  if (tie.penaltiesA !== null && tie.penaltiesB !== null)
    return t.penalties(tie.penaltiesA, tie.penaltiesB);
  if (tie.winnerTeamId) return tryFormatLongDateTime(tie.date);
  if (tie.reportStatusId === REPORT_STATUS.waitingForReceiver) return cupTexts.next.reportWaiting;
  if (tie.reportStatusId === REPORT_STATUS.toVerify) return cupTexts.next.reportToVerify;
  if (tie.date && tie.matchStatusId === 3) return tryFormatLongDateTime(tie.date);
  return null;
}

/** One tie: both teams with shields, the score and shoot-out, its date or decision. */
export function TieCard({
  tie,
  onPath,
  myTeamId,
}: {
  tie: CupTieDto;
  onPath: boolean;
  myTeamId: string | null;
}) {
  const side = (s: 'A' | 'B') => {
    const team = s === 'A' ? tie.teamA : tie.teamB;
    const decided = tie.winnerTeamId !== null || tie.bothOut;
    return (
      <Side
        team={team}
        score={s === 'A' ? tie.scoreA : tie.scoreB}
        pens={s === 'A' ? tie.penaltiesA : tie.penaltiesB}
        won={team !== null && tie.winnerTeamId === team.id}
        lost={team !== null && decided && tie.winnerTeamId !== team.id}
        mine={team !== null && team.id === myTeamId}
      />
    );
  };
  const note = tieNote(tie);
  const label = `${tie.teamA?.name ?? t.tbd} ${t.vs} ${tie.teamB?.name ?? t.tbd}`;
  return (
    <article
      className={`${styles.tie} ${onPath ? styles.onPath : ''}`}
      aria-label={label}
      data-tie={tie.id}
    >
      {side('A')}
      {side('B')}
      {note && <p className={styles.meta}>{note}</p>}
    </article>
  );
}
