import { ErrorMessage } from '../../../components/ui/error-message';
import { SkeletonGroup } from '../../../components/ui/skeleton';
import { type FixturesFilter, useFixtures } from '../api/get-fixtures';
import { matchCentreTexts } from '../texts';
import { FixtureList, FixtureListSkeleton } from './fixture-list';

/** The fixtures and results of a range (a league or a team), loading and failing in Polish. */
export function FixturesRange({
  filter,
  now,
  enabled,
}: {
  filter: FixturesFilter;
  now: Date;
  enabled: boolean;
}) {
  const fixtures = useFixtures(filter, { enabled });
  if (fixtures.isError) {
    return (
      <ErrorMessage
        title={matchCentreTexts.fixtures.failed}
        error={fixtures.error}
        onRetry={() => void fixtures.refetch()}
      />
    );
  }
  if (fixtures.isPending) {
    return (
      <SkeletonGroup label={matchCentreTexts.fixtures.loading}>
        <FixtureListSkeleton />
      </SkeletonGroup>
    );
  }
  return <FixtureList fixtures={fixtures.data} now={now} />;
}
