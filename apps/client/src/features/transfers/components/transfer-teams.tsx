import type { TransferTeamDto } from '@liga/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorMessage } from '../../../components/ui/error-message';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useTransferTeams } from '../api/get-transfer-teams';
import { positionName } from '../lib/player';
import { transfersTexts } from '../texts';
import { CaptainPanel } from './captain-panel';
import styles from './offers.module.css';

const t = transfersTexts.teams;

/** 'Wyszukaj drużynę': spaces and case ignored (spec). */
const squash = (text: string) => text.replace(/\s+/g, '').toLocaleLowerCase('pl');

function TeamCard({ team }: { team: TransferTeamDto }) {
  const positions = team.positions.map(positionName).join(', ') || t.anyPosition;
  return (
    <li
      className={`${styles.team} ${team.lookingForPlayers ? styles.looking : ''}`}
      data-testid="transfer-team"
    >
      <div className={styles.teamHead}>
        <Avatar src={team.imageUrl} alt="" size={48} shape="rounded" kind="team" />
        <div>
          <Link to={paths.team(team.id)}>{team.name}</Link>
          {team.captain && (
            <p className={styles.muted}>
              {t.captain(`${team.captain.firstName} ${team.captain.lastName}`)}
            </p>
          )}
        </div>
      </div>
      <p className={styles.muted}>{t.rank(team.leaguePosition)}</p>
      {team.lookingForPlayers && (
        <p>
          <Badge tone="accent">{t.looking}</Badge>{' '}
          <span className={styles.muted}>{t.positions(positions)}</span>
        </p>
      )}
    </li>
  );
}

/** TRANSFERY, Zespoły: the league's teams, those looking for players first; the captain's panel. */
export function TransferTeams({
  leagueId,
  captainTeamId,
  enabled = true,
}: {
  leagueId: string | null;
  captainTeamId: string | null;
  enabled?: boolean;
}) {
  const [text, setText] = useState('');
  const teams = useTransferTeams(leagueId, { enabled });
  const shown = (teams.data ?? []).filter((team) => squash(team.name).includes(squash(text)));
  return (
    <div className={styles.form}>
      {captainTeamId && (
        <CaptainPanel
          teamId={captainTeamId}
          team={teams.data?.find((x) => x.id === captainTeamId) ?? null}
        />
      )}
      <SearchInput label={t.search} value={text} onChange={setText} />
      {teams.isError ? (
        <ErrorMessage title={t.failed} error={teams.error} onRetry={() => void teams.refetch()} />
      ) : teams.isPending ? (
        <SkeletonGroup label={t.loading} className={styles.teams}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={120} radius="16px" />
          ))}
        </SkeletonGroup>
      ) : shown.length === 0 ? (
        <EmptyState icon="cross">{t.empty}</EmptyState>
      ) : (
        <ul className={`${styles.list} ${styles.teams}`}>
          {shown.map((team) => (
            <TeamCard key={team.id} team={team} />
          ))}
        </ul>
      )}
    </div>
  );
}
