import { useCurrentLeagues } from '../../../features/leagues/api/get-leagues-by-season';
import { AdminTeamsTable } from '../../../features/admin-teams/components/admin-teams-table';
import { showAdminError } from '../../../features/admin-teams/lib/action-error';
import { adminTeamsTexts } from '../../../features/admin-teams/texts';
import { ChangeTeamImageButton } from '../../../features/teams/components/team-member-actions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from './admin-layout.module.css';
import { FilterBar } from '../../../components/ui/filter-bar';
import { LeaguePicker } from '../../../components/ui/league-picker';
import { useLeaguePicker } from '../../../components/ui/use-league-picker';

const t = adminTeamsTexts.teams;

/** /admin/teams — Drużyny: league tabs and the teams of the chosen league with actions. */
export function AdminTeamsRoute() {
  useDocumentTitle(t.title);
  const leagues = useCurrentLeagues();
  const { league, pickerProps } = useLeaguePicker(leagues);

  return (
    <section className={styles.section} aria-labelledby="admin-teams-title">
      <h2 id="admin-teams-title" className={styles.heading}>
        {t.title}
      </h2>
      <FilterBar>
        <LeaguePicker {...pickerProps} label={t.leagueTabs} />
      </FilterBar>
      {league && (
        <AdminTeamsTable
          league={league}
          leagues={leagues.leagues}
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
