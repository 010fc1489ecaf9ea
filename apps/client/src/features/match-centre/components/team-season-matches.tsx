import type { FixtureDto } from '@liga/contracts';
import { resultLetter } from '@liga/contracts';
import { useMemo } from 'react';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SkeletonGroup } from '../../../components/ui/skeleton';
import { useFixtures } from '../api/get-fixtures';
import { isPlayed } from '../lib/match-result';
import { matchCentreTexts } from '../texts';
import { FixtureCard } from './fixture-card';
import { FixtureListSkeleton } from './fixture-list';
import styles from './fixtures.module.css';

const t = matchCentreTexts;

/** W-D-L and goals of a team from its verified results (provisional ones do not count). */
export function seasonRecord(teamId: string, fixtures: readonly FixtureDto[]) {
  const record = { played: 0, wins: 0, draws: 0, losses: 0, scored: 0, conceded: 0 };
  for (const f of fixtures) {
    const r = f.result;
    if (!r?.verified || r.teamAGoals === null || r.teamBGoals === null) continue;
    const own = f.teamA.id === teamId ? r.teamAGoals : r.teamBGoals;
    const other = f.teamA.id === teamId ? r.teamBGoals : r.teamAGoals;
    const letter = resultLetter(own, other);
    record.played += 1;
    record.scored += own;
    record.conceded += other;
    if (letter === 'W') record.wins += 1;
    else if (letter === 'D') record.draws += 1;
    else record.losses += 1;
  }
  return record;
}

/** The team page's season: record, upcoming fixtures and results (provisional ones marked). */
export function TeamSeasonMatches({
  teamId,
  season,
  now,
}: {
  teamId: string;
  season: { id: string; startDate: string; endDate: string };
  now: Date;
}) {
  const fixtures = useFixtures({
    teamId,
    seasonId: season.id,
    start: season.startDate,
    end: season.endDate,
  });
  const data = fixtures.data;
  const split = useMemo(() => {
    const list = data ?? [];
    return {
      upcoming: list.filter((f) => !isPlayed(f, now)),
      played: list.filter((f) => isPlayed(f, now)).reverse(),
      record: seasonRecord(teamId, list),
    };
  }, [data, now, teamId]);
  if (fixtures.isError) {
    return (
      <ErrorMessage
        compact
        title={t.fixtures.failed}
        error={fixtures.error}
        onRetry={() => void fixtures.refetch()}
      />
    );
  }
  if (fixtures.isPending) {
    return (
      <SkeletonGroup label={t.fixtures.loading}>
        <FixtureListSkeleton />
      </SkeletonGroup>
    );
  }
  const r = split.record;
  return (
    <div className={styles.section} data-testid="team-season">
      <p className={styles.record}>
        <span>
          {t.team.record}: <strong>{r.wins}</strong>-<strong>{r.draws}</strong>-
          <strong>{r.losses}</strong>
        </span>
        <span>
          {t.h2h.goals}: <strong>{r.scored}</strong>:<strong>{r.conceded}</strong>
        </span>
      </p>
      {split.upcoming.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>{t.fixtures.upcoming}</h3>
          <div className={styles.grid}>
            {split.upcoming.map((f) => (
              <FixtureCard key={f.id} fixture={f} now={now} />
            ))}
          </div>
        </>
      )}
      <h3 className={styles.sectionTitle}>{t.fixtures.played}</h3>
      {split.played.length === 0 ? (
        <p className={styles.record}>{t.fixtures.empty}</p>
      ) : (
        <div className={styles.grid}>
          {split.played.map((f) => (
            <FixtureCard key={f.id} fixture={f} now={now} />
          ))}
        </div>
      )}
    </div>
  );
}
