import { rooms } from '@liga/contracts';
import { useParams } from 'react-router-dom';
import { useSession } from '../../features/auth/hooks/use-session';
import { PlayerProfile } from '../../features/users/components/player-profile';
import { useSocketRooms } from '../../lib/use-socket-rooms';

/** /user/:userId — player profile; the avatar change only on one's own profile. */
export function UserRoute() {
  const { userId = '' } = useParams();
  const session = useSession();
  useSocketRooms([userId ? rooms.user(userId) : null]);
  return (
    <PlayerProfile
      key={userId}
      userId={userId}
      isOwn={session.userId === userId}
      enabled={session.canFetch && userId !== ''}
    />
  );
}
