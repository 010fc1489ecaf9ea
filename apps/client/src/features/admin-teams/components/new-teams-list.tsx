import { textLocale } from '@liga/contracts';
import type { LeagueDto, TeamWithoutLeagueDto } from '@liga/contracts';
import { assignLeagueTeamSchema } from '@liga/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { useAssignLeague } from '../api/assign-league';
import { useTeamsWithoutLeague } from '../api/get-teams-without-league';
import { showAdminError } from '../lib/action-error';
import { adminTeamsTexts } from '../texts';
import { AdminTeamLogo } from './admin-team-logo';
import styles from './new-teams-list.module.css';
import { runMutation } from '../../../lib/run-mutation';

const t = adminTeamsTexts.newTeams;

const dateFormat = new Intl.DateTimeFormat(textLocale(), {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Warsaw',
});

/** Nowe drużyny: teams without a league, each with a league dropdown and 'Przypisz'. */
export function NewTeamsList({
  leagues,
  leaguesPending,
}: {
  leagues: readonly LeagueDto[];
  leaguesPending: boolean;
}) {
  const teams = useTeamsWithoutLeague();
  return (
    <>
      <p className={styles.lead}>{t.lead}</p>
      {teams.isError ? (
        <ErrorMessage title={t.failed} error={teams.error} onRetry={() => void teams.refetch()} />
      ) : teams.isPending || leaguesPending ? (
        <SkeletonGroup className={styles.list}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height={76} radius="10px" />
          ))}
        </SkeletonGroup>
      ) : teams.data.length === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        <ul className={styles.list}>
          {teams.data.map((team) => (
            <NewTeamRow key={team.id} team={team} leagues={leagues} />
          ))}
        </ul>
      )}
    </>
  );
}

function NewTeamRow({
  team,
  leagues,
}: {
  team: TeamWithoutLeagueDto;
  leagues: readonly LeagueDto[];
}) {
  const selectId = useId();
  const requested = leagues.some((league) => league.id === team.requestedLeagueId)
    ? (team.requestedLeagueId ?? '')
    : '';
  const [leagueId, setLeagueId] = useState(requested);
  const assign = useAssignLeague();

  const submit = () => {
    const parsed = assignLeagueTeamSchema.safeParse({ leagueId, teamId: team.id });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? t.noLeague);
      return;
    }
    const name = leagues.find((league) => league.id === leagueId)?.name ?? '';
    runMutation(assign.mutateAsync, parsed.data, {
      onSuccess: () => toast.success(t.assigned(name)),
      onError: (error) => showAdminError(error),
    });
  };

  const created = Number.isNaN(Date.parse(team.createdAt))
    ? null
    : dateFormat.format(new Date(team.createdAt));
  return (
    <li className={styles.row}>
      <AdminTeamLogo teamId={team.id} size={48} />
      <div className={styles.identity}>
        <Link to={paths.team(team.id)} className={styles.name}>
          {team.name} <span className={styles.short}>{team.shortName}</span>
        </Link>
        <span className={styles.meta}>
          {team.capitan && t.captain(`${team.capitan.firstName} ${team.capitan.lastName}`)}
          {created && ` · ${t.created(created)}`}
          {team.requestedLeagueName && ` · ${t.requested(team.requestedLeagueName)}`}
        </span>
      </div>
      <label htmlFor={selectId} className="visually-hidden">
        {t.league}
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={leagueId}
        onChange={(event) => setLeagueId(event.target.value)}
      >
        <option value="">{t.placeholder}</option>
        {leagues.map((league) => (
          <option key={league.id} value={league.id}>
            {league.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-primary"
        onClick={submit}
        disabled={assign.isPending}
      >
        {t.assign}
      </button>
    </li>
  );
}
