import { useImageVersion, withImageVersion } from '../../../lib/image-version';
import { avatarUrl } from '../api/get-user-by-id';

/**
 * The avatar URL of a user: the server's versioned `imageUrl` when known, and a local version
 * on top so every image of this user reloads right after an upload or a deletion.
 */
export function useAvatarUrl(userId: string | null, imageUrl?: string | null): string | null {
  const version = useImageVersion(userId ? `user:${userId}` : null);
  if (!userId) return null;
  return withImageVersion(imageUrl || avatarUrl(userId), version);
}
