import type { FixtureDto, MatchResultDto, PlayerRefDto, ResultSideDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { provisionalNote, teamName } from '../lib/match-result';
import { matchCentreTexts } from '../texts';
import styles from './match-centre.module.css';

const t = matchCentreTexts.result;

function Person({ who }: { who: PlayerRefDto }) {
  return who.userId ? (
    <Link to={paths.user(who.userId)}>{who.name}</Link>
  ) : (
    <>{who.name || t.unknownScorer}</>
  );
}

function Side({ side, name }: { side: ResultSideDto; name: string }) {
  return (
    <div className={styles.sideDetail}>
      <h4>
        {name}: {side.goals}
      </h4>
      <p className={styles.label}>{t.scorers}</p>
      <ul className={styles.list}>
        {side.scorers.length === 0 && <li>{t.none}</li>}
        {side.scorers.map((s) => (
          <li key={s.userId ?? 'none'}>
            <Person who={s} /> {s.goals > 1 ? `×${s.goals}` : ''}
          </li>
        ))}
        {side.ownGoalsFor > 0 && <li>{t.ownGoals(side.ownGoalsFor)}</li>}
      </ul>
      {side.mvp.length > 0 && (
        <>
          <p className={styles.label}>{t.mvp}</p>
          <ul className={styles.list}>
            {side.mvp.map((m) => (
              <li key={m.userId}>
                <Person who={m} /> — {m.points}
              </li>
            ))}
          </ul>
        </>
      )}
      {side.keepers.length > 0 && (
        <>
          <p className={styles.label}>{t.keepers}</p>
          <ul className={styles.list}>
            {side.keepers.map((k) => (
              <li key={k.userId}>
                <Person who={k} /> — {k.rate}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.label}>{t.players}</p>
      <ul className={styles.list}>
        {side.players.length === 0 && <li>{t.none}</li>}
        {side.players.map((p) => (
          <li key={p.userId}>
            <Person who={p} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A filed result in full: the score, whether it is verified (and who must act next), scorers,
 * own goals, MVP points, keeper ratings and who played, or the walkover. Used on the match page
 * and as the read-only view of a filed report on the captain's reports page.
 */
export function MatchResultView({
  match,
  result,
}: {
  match: Pick<FixtureDto, 'teamA' | 'teamB'>;
  result: MatchResultDto;
}) {
  const note = provisionalNote(match, result);
  return (
    <div className={styles.stack} data-testid="match-result">
      {note ? (
        <>
          <p className={styles.note}>{note}</p>
          <p className={styles.muted}>{t.notCounted}</p>
        </>
      ) : (
        <p className={styles.muted}>{t.verified}</p>
      )}
      {!result.visible ? (
        <p className={styles.muted}>{t.hidden}</p>
      ) : result.walkoverWinnerId ? (
        <p>{t.walkover(teamName(match, result.walkoverWinnerId))}</p>
      ) : result.sides ? (
        <div className={styles.resultSides}>
          <Side side={result.sides[0]} name={match.teamA.name} />
          <Side side={result.sides[1]} name={match.teamB.name} />
        </div>
      ) : null}
    </div>
  );
}
