import { ErrorMessage } from '../../../components/ui/error-message';
import { NewTeamsList } from '../../../features/admin-teams/components/new-teams-list';
import { adminTeamsTexts } from '../../../features/admin-teams/texts';
import { useCurrentLeagues } from '../../../features/leagues/api/get-leagues-by-season';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { shellTexts } from '../../texts';
import styles from './admin-layout.module.css';

const t = adminTeamsTexts.newTeams;

/** /admin/new-teams — Nowe drużyny: teams without a league (live in the room `admin`). */
export function AdminNewTeamsRoute() {
  useDocumentTitle(t.title);
  const { leagues, isPending, error, refetch } = useCurrentLeagues();
  return (
    <section className={styles.section} aria-labelledby="admin-new-teams-title">
      <h2 id="admin-new-teams-title" className={styles.heading}>
        {t.title}
      </h2>
      {error ? (
        <ErrorMessage
          title={shellTexts.footer.leaguesFailed}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <NewTeamsList leagues={leagues} leaguesPending={isPending} />
      )}
    </section>
  );
}
