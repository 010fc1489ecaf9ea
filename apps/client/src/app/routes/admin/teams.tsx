import { useCurrentLeagues } from '../../../features/leagues/api/get-leagues-by-season';
import { AdminTeamsTable } from '../../../features/admin-teams/components/admin-teams-table';
import { showAdminError } from '../../../features/admin-teams/lib/action-error';
import { adminTeamsTexts } from '../../../features/admin-teams/texts';
import { FilterBar } from '../../../features/teams/components/filter-bar';
import { LeagueButtons } from '../../../features/teams/components/league-buttons';
import { ChangeTeamImageButton } from '../../../features/teams/components/team-member-actions';
import { useLeagueParam } from '../../../features/teams/hooks/use-league-param';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './admin-layout.module.css';

const t = adminTeamsTexts.teams;

/** /admin/teams — Drużyny: league tabs and the teams of the chosen league with actions. */
export function AdminTeamsRoute() {
  useDocumentTitle(t.title);
  const { leagues, isPending, error, refetch } = useCurrentLeagues();
  const [index, setIndex] = useLeagueParam(leagues.length);
  const league = leagues[index] ?? null;

  return (
    <section className={styles.section} aria-labelledby="admin-teams-title">
      <h2 id="admin-teams-title" className={styles.heading}>
        {t.title}
      </h2>
      <FilterBar>
        <LeagueButtons
          label={t.leagueTabs}
          leagues={leagues}
          selected={league ? index : null}
          onSelect={setIndex}
          isPending={isPending}
          error={error}
          onRetry={() => void refetch()}
        />
      </FilterBar>
      {league && (
        <AdminTeamsTable
          league={league}
          leagues={leagues}
          renderAddImage={(team, className) => (
            <ChangeTeamImageButton
              teamId={team.id}
              label={t.addImage}
              className={className}
              successMessage={t.imageAdded}
              onError={showAdminError}
            />
          )}
        />
      )}
    </section>
  );
}
