import {
  MATCH_TYPE,
  resultLetter,
  teamImageUrl,
  type MatchReportSummaryDto,
} from '@liga/contracts';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatMatchDate } from '../lib/dates';
import { matchesTexts } from '../texts';
import styles from './match-card.module.css';

const t = matchesTexts;

type Team = MatchReportSummaryDto['teams'][number];

/** A played match: date (or 'Brak Daty'), both teams with logo and name, goals of each side. */
export function MatchCard({ report }: { report: MatchReportSummaryDto }) {
  const [home, away] = report.teams;
  const date = formatMatchDate(report.match?.date);
  return (
    <article
      className={styles.card}
      aria-label={t.matchLabel(home?.name || t.noTeamName, away?.name || t.noTeamName)}
    >
      <header className={styles.header}>
        <Link to={paths.match(report.match.id)} className={styles.date}>
          <time dateTime={date ? report.match.date : undefined}>{date ?? t.noDate}</time>
        </Link>
        {report.match?.matchType === MATCH_TYPE.cup && (
          <Badge tone="accent">
            <span title={t.cupTitle}>🏆 {t.cup}</span>
          </Badge>
        )}
        {report.isWalkover && <Badge tone="warning">{t.walkover}</Badge>}
      </header>
      <TeamLine team={home} other={away} />
      <TeamLine team={away} other={home} />
    </article>
  );
}

function TeamLine({ team, other }: { team: Team | undefined; other: Team | undefined }) {
  const score = team?.score ?? 0;
  const result = resultLetter(score, other?.score ?? 0);
  const name = team?.name || t.noTeamName;
  return (
    <div className={`${styles.team} ${result === 'W' ? styles.winner : ''}`}>
      <Avatar
        src={team ? team.imageUrl || teamImageUrl(team.id) : null}
        alt=""
        size={40}
        shape="rounded"
        kind="team"
      />
      {team ? (
        <Link to={`/team/${encodeURIComponent(team.id)}`} className={styles.name}>
          {name}
        </Link>
      ) : (
        <span className={styles.name}>{name}</span>
      )}
      <span className={styles.goals}>{score}</span>
    </div>
  );
}

/** A card-sized placeholder: while loading, or to fill a row up to three cards. */
export function MatchCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`}>
      <Skeleton width="55%" height={14} />
      <Skeleton height={40} radius="8px" />
      <Skeleton height={40} radius="8px" />
    </div>
  );
}
