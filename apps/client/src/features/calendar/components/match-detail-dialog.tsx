import {
  MATCH_STATUS,
  MATCH_TYPE,
  type CalendarMatchDto,
  type CalendarTeamDto,
} from '@liga/contracts';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { paths } from '../../../config/paths';
import { Badge } from '../../../components/ui/badge';
import { Dialog } from '../../../components/ui/dialog';
import { CalendarIcon } from '../../../components/ui/icons';
import { leagueColorVar } from '../../../lib/league-colors';
import { formatLongDateTime } from '../../../lib/polish-dates';
import { calendarTexts } from '../texts';
import styles from './match-detail-dialog.module.css';
import { MatchStatusBadge } from '../../../components/ui/match-status-badge';

const t = calendarTexts.detail;

/** The detail panel of a calendar match: teams, league, status, date, length, pitch. */
export function MatchDetailDialog({
  match,
  onClose,
}: {
  match: CalendarMatchDto | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={match !== null}
      title={t.title}
      onClose={onClose}
      closeLabel={t.close}
      closeOnBackdrop
      footer={
        match &&
        (match.status.id === MATCH_STATUS.accepted || match.status.id === MATCH_STATUS.finished) ? (
          <a className="btn btn-secondary" href={`/api/ical/match/${match.id}.ics`} download>
            <CalendarIcon />
            {t.addToCalendar}
          </a>
        ) : undefined
      }
    >
      {match && (
        <>
          <div className={styles.teams}>
            <TeamBlock team={match.teamA} />
            <span className={styles.versus} aria-label={match.score ? t.score : undefined}>
              {match.score ? `${match.score.teamA} : ${match.score.teamB}` : t.versus}
            </span>
            <TeamBlock team={match.teamB} />
          </div>
          <dl className={styles.facts}>
            <div>
              <dt>{t.league}</dt>
              <dd>
                {match.league ? (
                  <Badge color={leagueColorVar(match.league.name)}>{match.league.name}</Badge>
                ) : (
                  t.noLeague
                )}{' '}
                {match.matchType === MATCH_TYPE.cup && (
                  <Badge tone="accent">🏆 {calendarTexts.cupTitle}</Badge>
                )}
              </dd>
            </div>
            <div>
              <dt>{t.status}</dt>
              <dd>
                <MatchStatusBadge statusId={match.status.id} />
              </dd>
            </div>
            <div className={styles.wide}>
              <dt>{t.date}</dt>
              <dd>{formatLongDateTime(match.date)}</dd>
            </div>
            <div>
              <dt>{t.length}</dt>
              <dd>{t.minutes(match.length)}</dd>
            </div>
            <div>
              <dt>{t.pitch}</dt>
              <dd>{match.pitch.name}</dd>
            </div>
          </dl>
          <Link to={paths.match(match.id)} className="btn btn-primary" onClick={onClose}>
            {t.open}
          </Link>
        </>
      )}
    </Dialog>
  );
}

function TeamBlock({ team }: { team: CalendarTeamDto }) {
  return (
    <div className={styles.team}>
      <Avatar
        src={`/api/team/image/${team.id}`}
        alt={t.teamImage(team.name)}
        size={80}
        shape="rounded"
        kind="team"
      />
      <span className={styles.teamName}>{team.name}</span>
      <span className={styles.short}>{team.shortName}</span>
    </div>
  );
}
