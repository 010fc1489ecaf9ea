import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { useLeagueTeams } from '../api/get-teams';
import { fullName } from '../lib/members';
import { teamsTexts } from '../texts';
import styles from './team-picker.module.css';
import { TeamLogo } from './team-logo';

const t = teamsTexts.join;

interface TeamPickerProps {
  leagueId: string | null;
  selected: string | null;
  onSelect: (teamId: string) => void;
  disabled?: boolean;
}

/** The join step's list: teams of the chosen league with their captain; one can be chosen. */
export function TeamPicker({ leagueId, selected, onSelect, disabled }: TeamPickerProps) {
  const teams = useLeagueTeams(leagueId);
  if (teams.isError) {
    return (
      <ErrorMessage
        compact
        title={teamsTexts.list.failed}
        error={teams.error}
        onRetry={() => void teams.refetch()}
      />
    );
  }
  if (leagueId === null || teams.isPending) {
    return (
      <SkeletonGroup label={teamsTexts.list.loading} className={styles.list}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={72} radius="10px" />
        ))}
      </SkeletonGroup>
    );
  }
  if (teams.data.length === 0) return <p className={styles.empty}>{teamsTexts.list.empty}</p>;
  return (
    <ul className={styles.list} aria-label={t.teams}>
      {teams.data.map((team) => {
        const isSelected = team.id === selected;
        return (
          <li key={team.id} className={`${styles.row} ${isSelected ? styles.selected : ''}`}>
            <TeamLogo teamId={team.id} name={team.name} size={48} decorative />
            <span className={styles.text}>
              <span className={styles.name}>{team.name}</span>
              <span className={styles.captain}>
                {teamsTexts.team.captainLabel}:{' '}
                {team.capitan ? fullName(team.capitan) : teamsTexts.team.noCaptain}
              </span>
            </span>
            <span className={styles.size}>{teamsTexts.list.members(team.membersCount)}</span>
            <button
              type="button"
              className={`btn ${isSelected ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={isSelected}
              aria-label={`${isSelected ? t.selected : t.select}: ${team.name}`}
              onClick={() => onSelect(team.id)}
              disabled={disabled}
            >
              {isSelected ? t.selected : t.select}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
