import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { imageUploadForm } from '../../../lib/crop-image';
import { bumpImageVersion } from '../../../lib/image-version';

/** POST /api/user/avatar/{id}?entityId={id}: multipart field `file`, a 256×256 PNG. */
export function uploadAvatar(userId: string, png: Blob): Promise<unknown> {
  return api.upload<unknown>(
    `/api/user/avatar/${encodeURIComponent(userId)}`,
    imageUploadForm(png, userId),
    { query: { entityId: userId } },
  );
}

/** Uploads, then reloads the user data and every avatar image of this user on the page. */
export function useUploadAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (png: Blob) => uploadAvatar(userId, png),
    onSuccess: () => {
      bumpImageVersion(`user:${userId}`);
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
