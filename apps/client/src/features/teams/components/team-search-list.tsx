import type { TeamCardDto } from '@liga/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorMessage } from '../../../components/ui/error-message';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useLeagueTeams } from '../api/get-teams';
import { fullName } from '../lib/members';
import { matchesSearch } from '../lib/search';
import { teamsTexts } from '../texts';
import styles from './team-search-list.module.css';
import { TeamLogo } from './team-logo';

const t = teamsTexts.transfers;

/** TRANSFERY, Zespoły: the league's teams filtered in the browser by 'Wyszukaj drużynę'. */
export function TeamSearchList({ leagueId }: { leagueId: string | null }) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const teams = useLeagueTeams(leagueId);
  const visible = (teams.data ?? []).filter((team) => matchesSearch(team.name, query));

  return (
    <div className={styles.wrap}>
      <div className={styles.search}>
        <label htmlFor={searchId} className="visually-hidden">
          {t.search}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          placeholder={t.search}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      {teams.isError ? (
        <ErrorMessage
          title={teamsTexts.list.failed}
          error={teams.error}
          onRetry={() => void teams.refetch()}
        />
      ) : leagueId === null || teams.isPending ? (
        <SkeletonGroup label={teamsTexts.list.loading} className={styles.list}>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={72} radius="10px" />
          ))}
        </SkeletonGroup>
      ) : teams.data.length === 0 ? (
        <p className={styles.empty}>{teamsTexts.list.empty}</p>
      ) : visible.length === 0 ? (
        <p className={styles.empty}>{t.noMatch}</p>
      ) : (
        <ul className={styles.list}>
          {visible.map((team) => (
            <TeamRow key={team.id} team={team} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TeamRow({ team }: { team: TeamCardDto }) {
  return (
    <li>
      <Link to={paths.team(team.id)} className={styles.row}>
        <TeamLogo teamId={team.id} name={team.name} size={48} decorative />
        <span className={styles.name}>{team.name}</span>
        <span className={styles.captain}>
          <span className={styles.label}>{teamsTexts.team.captainLabel}:</span>{' '}
          {team.capitan ? fullName(team.capitan) : teamsTexts.team.noCaptain}
        </span>
        <span className={styles.position}>{t.ranking(team.position)}</span>
      </Link>
    </li>
  );
}
