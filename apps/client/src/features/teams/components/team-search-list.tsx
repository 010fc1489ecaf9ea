import type { TeamCardDto } from '@liga/contracts';
import { Link } from 'react-router-dom';
import { SearchList } from '../../../components/ui/search-list';
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
  const teams = useLeagueTeams(leagueId);
  return (
    <SearchList
      query={teams}
      ready={leagueId !== null}
      matches={(team, text) => matchesSearch(team.name, text)}
      renderItem={(team) => <TeamRow key={team.id} team={team} />}
      texts={{
        search: t.search,
        loading: teamsTexts.list.loading,
        failed: teamsTexts.list.failed,
        empty: teamsTexts.list.empty,
        noMatch: t.noMatch,
      }}
    />
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
