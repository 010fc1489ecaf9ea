import { useImageVersion, withImageVersion } from '../../../lib/image-version';
import { avatarUrl } from '../api/get-user-by-id';

/** The avatar URL of a user, versioned so it reloads after an upload or a deletion. */
export function useAvatarUrl(userId: string | null): string | null {
  const version = useImageVersion(userId ? `user:${userId}` : null);
  return userId ? withImageVersion(avatarUrl(userId), version) : null;
}
