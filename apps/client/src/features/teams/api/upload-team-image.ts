import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bumpImageVersion } from '../../../lib/image-version';

/** POST /api/team/image/{id}?entityId={id}: multipart field `file`, a 256×256 PNG. */
export function uploadTeamImage(teamId: string, image: Blob): Promise<void> {
  const form = new FormData();
  form.append('file', image, `${teamId}.png`);
  return api.upload<void>(`/api/team/image/${encodeURIComponent(teamId)}`, form, {
    query: { entityId: teamId },
  });
}

export function useUploadTeamImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, image }: { teamId: string; image: Blob }) =>
      uploadTeamImage(teamId, image),
    onSuccess: (_, { teamId }) => {
      bumpImageVersion(`team:${teamId}`);
      return queryClient.invalidateQueries({ queryKey: ['teams'] });
    },
  });
}
