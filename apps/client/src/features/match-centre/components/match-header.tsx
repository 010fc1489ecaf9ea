import type { MatchDetailDto, MatchSideDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { MatchStatusBadge } from '../../../components/ui/match-status-badge';
import { paths } from '../../../config/paths';
import { leagueColorVar } from '../../../lib/league-colors';
import { formatLongDateTime } from '../../../lib/polish-dates';
import { mapLink } from '../lib/fixture-days';
import { provisionalNote, scoreText } from '../lib/match-result';
import { matchCentreTexts } from '../texts';
import styles from './match-centre.module.css';

const t = matchCentreTexts;

function Side({ team }: { team: MatchSideDto }) {
  return (
    <div className={styles.side}>
      <Avatar src={team.imageUrl} alt="" size={72} shape="rounded" kind="team" />
      <Link to={paths.team(team.id)} className={styles.sideName}>
        {team.name}
      </Link>
    </div>
  );
}

/** Both teams with crests, the score (or 'vs'), league, date, length, pitch with its map, status. */
export function MatchHeader({ match }: { match: MatchDetailDto }) {
  const score = scoreText(match.result);
  const note = match.result ? provisionalNote(match, match.result) : null;
  return (
    <section className={styles.header} aria-label={t.pageTitle}>
      <div className={styles.teams}>
        <Side team={match.teamA} />
        <span className={score ? styles.score : styles.vs} data-testid="match-score">
          {score ?? t.vs}
        </span>
        <Side team={match.teamB} />
      </div>
      {note && <p className={styles.note}>{note}</p>}
      {match.cancellation && (
        <p className={styles.note}>{t.cancelled(match.cancellation.reason)}</p>
      )}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t.status}</dt>
          <dd>
            <MatchStatusBadge statusId={match.status.id} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.league}</dt>
          <dd>
            {match.league ? (
              <Badge color={leagueColorVar(match.league.name)}>{match.league.name}</Badge>
            ) : (
              t.noLeague
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.date}</dt>
          <dd>
            <time dateTime={match.date}>{formatLongDateTime(match.date)}</time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.length}</dt>
          <dd>{t.minutes(match.length)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.pitch}</dt>
          <dd>
            {match.pitch.name}{' '}
            <a
              className={styles.mapLink}
              href={mapLink(match.pitch.position)}
              target="_blank"
              rel="noreferrer"
            >
              {t.showOnMap}
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
