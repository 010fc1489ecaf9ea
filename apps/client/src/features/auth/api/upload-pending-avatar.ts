import { ApiRequestError, api } from '../../../lib/api-client';
import { dataUrlToBlob, imageUploadForm } from '../../../lib/crop-image';
import { bumpImageVersion } from '../../../lib/image-version';
import { queryClient } from '../../../lib/query-client';
import { clearPendingAvatar, findPendingAvatar } from '../stores/pending-avatar';

/**
 * After the first login: uploads the photo picked at registration
 * (POST /api/user/avatar/{id}?entityId={id}, multipart field `file`) and forgets it.
 * Resolves 'none' when nothing waits, 'uploaded' or 'failed'.
 */
export async function uploadPendingAvatar(
  userId: string,
  email: string | null,
): Promise<'none' | 'uploaded' | 'failed'> {
  const pending = findPendingAvatar(userId, email);
  if (!pending) return 'none';
  try {
    const blob = dataUrlToBlob(pending.dataUrl);
    await api.upload<unknown>(
      `/api/user/avatar/${encodeURIComponent(userId)}`,
      imageUploadForm(blob, userId),
      { query: { entityId: userId } },
    );
    clearPendingAvatar();
    bumpImageVersion(`user:${userId}`);
    void queryClient.invalidateQueries({ queryKey: ['users'] });
    return 'uploaded';
  } catch (error) {
    // Refused for good (not an image, too large): do not try again at every login.
    if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
      clearPendingAvatar();
    }
    console.warn('Pending avatar upload failed', error);
    return 'failed';
  }
}
