import { rooms } from '@liga/contracts';
import { useParams } from 'react-router-dom';
import { SeasonPicker } from '../../components/ui/season-picker';
import { useSeasonParam } from '../../lib/use-season-param';
import { useSocketRooms } from '../../lib/use-socket-rooms';
import { PlayerCareer } from '../../features/archive/components/player-career';
import { archiveTexts } from '../../features/archive/texts';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSeasons } from '../../features/leagues/api/get-seasons';
import { ChangeHistory } from '../../features/audit/components/change-history';
import { PlayerProfile } from '../../features/users/components/player-profile';
import styles from './user.module.css';

/** The `season` value of "every season" on the player page. */
const ALL = 'all';

/**
 * /user/:userId?season={key|all} — player profile; the avatar change only on one's own profile.
 * Statistics of today's season by default, of any season or of all; the career under them.
 */
export function UserRoute() {
  const { userId = '' } = useParams();
  const session = useSession();
  const enabled = session.canFetch && userId !== '';
  useSocketRooms([userId ? rooms.user(userId) : null]);
  const [key, setKey] = useSeasonParam();
  const seasons = useSeasons({ enabled });
  const list = seasons.data ?? [];
  const season =
    key === ALL ? null : (list.find((s) => s.key === key) ?? list.find((s) => s.isCurrent));
  return (
    <PlayerProfile
      key={userId}
      userId={userId}
      isOwn={session.userId === userId}
      enabled={enabled && (key === ALL || season !== undefined)}
      statsSeasonId={season?.id ?? null}
      statsPicker={
        <SeasonPicker
          label={archiveTexts.statistics.seasonLabel}
          seasons={[
            { key: ALL, name: archiveTexts.statistics.allSeasons, isCurrent: false },
            ...list,
          ]}
          selectedKey={key === ALL ? ALL : (season?.key ?? null)}
          onSelect={(next) => setKey(list.find((s) => s.key === next)?.isCurrent ? null : next)}
          isPending={seasons.isPending}
          error={seasons.error}
          onRetry={() => void seasons.refetch()}
        />
      }
    >
      <div className={styles.career}>
        <PlayerCareer userId={userId} enabled={enabled} />
      </div>
      <ChangeHistory
        entityType="user"
        entityId={userId}
        enabled={enabled && (session.isAdmin || session.userId === userId)}
      />
    </PlayerProfile>
  );
}
