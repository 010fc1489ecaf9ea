import type { ChallengeableTeamDto } from '@liga/contracts';
import { useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
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
  const [query, setQuery] = useState('');
  const searchId = useId();
  const teams = useChallengeableTeams(seasonId, { enabled });
  const visible = (teams.data ?? []).filter((team) => matchesTeamName(team.name, query));

  return (
    <div className={styles.wrap}>
      <label htmlFor={searchId} className="visually-hidden">
        {t.search}
      </label>
      <input
        id={searchId}
        type="search"
        className={styles.search}
        placeholder={t.search}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoComplete="off"
      />
      <div className={`${styles.listFrame} ${invalid ? styles.invalid : ''}`}>
        {teams.isError ? (
          <ErrorMessage
            title={t.teamsFailed}
            error={teams.error}
            onRetry={() => void teams.refetch()}
            compact
          />
        ) : teams.isPending ? (
          <SkeletonGroup label={t.teamsLoading} className={styles.list}>
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} height={60} radius="10px" />
            ))}
          </SkeletonGroup>
        ) : teams.data.length === 0 ? (
          <p className={styles.empty}>{t.teamsEmpty}</p>
        ) : visible.length === 0 ? (
          <p className={styles.empty}>{t.noMatch}</p>
        ) : (
          <ul className={styles.list}>
            {visible.map((team) => (
              <TeamRow
                key={team.id}
                team={team}
                selected={team.id === selectedId}
                onSelect={() => onSelect(team)}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
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
