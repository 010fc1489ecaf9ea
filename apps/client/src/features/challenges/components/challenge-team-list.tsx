import type { ChallengeableTeamDto } from '@liga/contracts';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { SearchList } from '../../../components/ui/search-list';
import { leagueColorVar } from '../../../lib/league-colors';
import { useChallengeableTeams } from '../api/get-challengeable-teams';
import { matchesTeamName } from '../lib/team-search';
import { challengesTexts } from '../texts';
import styles from './challenge-team-list.module.css';

const t = challengesTexts.create;

export interface ChallengeTeamListProps {
  seasonId: string;
  selectedId: string | null;
  onSelect: (team: ChallengeableTeamDto) => void;
  invalid: boolean;
  enabled: boolean;
}

/** 'Wyszukaj drużynę' and the teams the captain may challenge, each with WYBIERZ / WYBRANO. */
export function ChallengeTeamList({
  seasonId,
  selectedId,
  onSelect,
  invalid,
  enabled,
}: ChallengeTeamListProps) {
  const teams = useChallengeableTeams(seasonId, { enabled });
  return (
    <SearchList
      query={teams}
      matches={(team, text) => matchesTeamName(team.name, text)}
      renderItem={(team) => (
        <TeamRow
          key={team.id}
          team={team}
          selected={team.id === selectedId}
          onSelect={() => onSelect(team)}
        />
      )}
      texts={{
        search: t.search,
        loading: t.teamsLoading,
        failed: t.teamsFailed,
        empty: t.teamsEmpty,
        noMatch: t.noMatch,
      }}
      skeleton={{ count: 6, height: 60 }}
      framed
      invalid={invalid}
    />
  );
}

function TeamRow({
  team,
  selected,
  onSelect,
}: {
  team: ChallengeableTeamDto;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li className={`${styles.row} ${selected ? styles.selected : ''}`}>
      <Avatar src={`/api/team/image/${team.id}`} alt="" size={40} shape="rounded" kind="team" />
      <div className={styles.team}>
        <span className={styles.name}>{team.name}</span>
        <span className={styles.meta}>
          <span className={styles.short}>{team.shortName}</span>
          {team.league ? (
            <Badge color={leagueColorVar(team.league.name)}>{team.league.name}</Badge>
          ) : (
            <Badge>{t.noLeague}</Badge>
          )}
        </span>
      </div>
      <button
        type="button"
        className={`btn ${selected ? 'btn-primary' : 'btn-secondary'} ${styles.select}`}
        aria-pressed={selected}
        aria-label={t.selectLabel(team.name)}
        onClick={onSelect}
      >
        {selected ? t.selected : t.select}
      </button>
    </li>
  );
}
