import type { LeagueDto, TeamCardDto } from '@liga/contracts';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { confirmAction } from '../../../components/ui/confirm-store';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { paths } from '../../../config/paths';
import { useDeleteTeam } from '../api/delete-team';
import { useDeleteTeamImage } from '../api/delete-team-image';
import { useAdminLeagueTeams } from '../api/get-league-teams';
import { useRemoveFromLeague } from '../api/remove-from-league';
import { showAdminError } from '../lib/action-error';
import { adminTeamsTexts } from '../texts';
import { AdminTeamLogo } from './admin-team-logo';
import styles from './admin-teams-table.module.css';
import { ChangeLeagueDialog } from './change-league-dialog';

const t = adminTeamsTexts.teams;

interface AdminTeamsTableProps {
  league: LeagueDto;
  leagues: readonly LeagueDto[];
  /** The 'Dodaj avatar' control of a row (the image cropper comes from the teams feature). */
  renderAddImage: (team: TeamCardDto, className: string) => ReactNode;
}

/** Drużyny: the teams of one league with the admin's actions. */
export function AdminTeamsTable({ league, leagues, renderAddImage }: AdminTeamsTableProps) {
  const teams = useAdminLeagueTeams(league.id);
  const [moving, setMoving] = useState<TeamCardDto | null>(null);

  if (teams.isError) {
    return (
      <ErrorMessage title={t.failed} error={teams.error} onRetry={() => void teams.refetch()} />
    );
  }
  if (teams.isPending) {
    return (
      <SkeletonGroup className={styles.list}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={72} radius="10px" />
        ))}
      </SkeletonGroup>
    );
  }
  const list = teams.data.teams ?? [];
  if (list.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t.label(league.name)}>
        {list.map((team) => (
          <AdminTeamRow
            key={team.id}
            team={team}
            onChangeLeague={() => setMoving(team)}
            addImage={renderAddImage(team, `btn btn-secondary ${styles.action}`)}
          />
        ))}
      </ul>
      <ChangeLeagueDialog team={moving} leagues={leagues} onClose={() => setMoving(null)} />
    </>
  );
}

interface RowProps {
  team: TeamCardDto;
  onChangeLeague: () => void;
  addImage: ReactNode;
}

function AdminTeamRow({ team, onChangeLeague, addImage }: RowProps) {
  const remove = useDeleteTeam();
  const deleteImage = useDeleteTeamImage();
  const leave = useRemoveFromLeague();
  const busy = remove.isPending || deleteImage.isPending || leave.isPending;

  const run = async (title: string, action: () => Promise<unknown>, success: string) => {
    if (!(await confirmAction({ title, message: adminTeamsTexts.confirm, danger: true }))) return;
    try {
      await action();
      toast.success(success);
    } catch (error) {
      showAdminError(error);
    }
  };

  const action = `btn btn-secondary ${styles.action}`;
  return (
    <li className={styles.row}>
      <AdminTeamLogo teamId={team.id} size={48} />
      <div className={styles.identity}>
        <span className={styles.name}>
          {team.name} <span className={styles.short}>{team.shortName}</span>
        </span>
        <span className={styles.meta}>
          {t.columns.captain}:{' '}
          {team.capitan ? `${team.capitan.firstName} ${team.capitan.lastName}` : t.noCaptain} ·{' '}
          {t.columns.members}: {team.membersCount}
        </span>
      </div>
      <div className={styles.actions} role="group" aria-label={t.actionsFor(team.name)}>
        <Link to={paths.team(team.id)} className={action}>
          {t.view}
        </Link>
        <button type="button" className={action} onClick={onChangeLeague} disabled={busy}>
          {t.changeLeague}
        </button>
        {addImage}
        <button
          type="button"
          className={action}
          disabled={busy || !team.hasImage}
          onClick={() =>
            void run(
              t.deleteImageTitle(team.name),
              () => deleteImage.mutateAsync(team.id),
              t.imageDeleted,
            )
          }
        >
          {t.deleteImage}
        </button>
        <button
          type="button"
          className={action}
          disabled={busy || !team.leagueTeamId}
          onClick={() =>
            void run(
              t.removeTitle(team.name),
              () => leave.mutateAsync(team.leagueTeamId ?? ''),
              t.removedFromLeague,
            )
          }
        >
          {t.removeFromLeague}
        </button>
        <button
          type="button"
          className={`${action} ${styles.danger}`}
          disabled={busy}
          onClick={() =>
            void run(t.deleteTitle(team.name), () => remove.mutateAsync(team.id), t.deleted)
          }
        >
          {t.delete}
        </button>
      </div>
    </li>
  );
}
