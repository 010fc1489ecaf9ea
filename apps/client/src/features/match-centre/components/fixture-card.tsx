import type { FixtureDto, MatchSideDto } from '@liga/contracts';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { leagueColorVar } from '../../../lib/league-colors';
import { formatTime, utcToWarsawParts } from '../../../lib/warsaw-time';
import { isPlayed, provisionalNote } from '../lib/match-result';
import { matchCentreTexts } from '../texts';
import styles from './fixtures.module.css';

const t = matchCentreTexts;

function Row({ team, goals }: { team: MatchSideDto; goals: number | null }) {
  return (
    <div className={styles.row}>
      <Avatar src={team.imageUrl} alt="" size={32} shape="rounded" kind="team" />
      <span className={styles.name} title={team.name}>
        {team.name}
      </span>
      <span className={styles.goals}>{goals ?? ''}</span>
    </div>
  );
}

/**
 * One match of a list, opening its match page: upcoming (time, pitch) or played (the score, or
 * 'niezweryfikowany' with who must act next; 'Czeka na raport' when none was filed).
 */
export function FixtureCard({ fixture, now }: { fixture: FixtureDto; now: Date }) {
  const played = isPlayed(fixture, now);
  const r = fixture.result;
  const visible = r?.visible ?? false;
  const note = r ? provisionalNote(fixture, r) : played ? t.result.awaitingReport : null;
  const style = fixture.league
    ? ({ '--league': leagueColorVar(fixture.league.name) } as CSSProperties)
    : undefined;
  return (
    <Link
      to={paths.match(fixture.id)}
      className={`${styles.card} ${played ? '' : styles.upcoming}`}
      style={style}
      data-testid="fixture-card"
      data-played={played}
    >
      <div className={styles.meta}>
        <span className={`${styles.kind} ${played ? styles.kindPlayed : styles.kindUpcoming}`}>
          {played ? t.fixtures.played : t.fixtures.upcoming}
        </span>
        <span>
          {formatTime(utcToWarsawParts(fixture.date))} · {fixture.pitch.name}
          {fixture.league ? ` · ${fixture.league.name}` : ''}
          {fixture.matchType === 2 ? ` · ${t.fixtures.cup}` : ''}
        </span>
      </div>
      <Row team={fixture.teamA} goals={visible ? (r?.teamAGoals ?? null) : null} />
      <Row team={fixture.teamB} goals={visible ? (r?.teamBGoals ?? null) : null} />
      {note && <span className={styles.note}>{note}</span>}
    </Link>
  );
}

export function FixtureCardSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton width="60%" height={12} />
      <Skeleton height={32} radius="8px" />
      <Skeleton height={32} radius="8px" />
    </div>
  );
}
