import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bumpImageVersion } from '../../../lib/image-version';

/** DELETE /api/team/image/{id}?entityId={id}: back to the placeholder image. */
export function deleteTeamImage(teamId: string): Promise<void> {
  return api.delete<void>(`/api/team/image/${encodeURIComponent(teamId)}`, {
    query: { entityId: teamId },
  });
}

export function useDeleteTeamImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamImage,
    onSuccess: (_, teamId) => {
      bumpImageVersion(`team:${teamId}`);
      return queryClient.invalidateQueries({ queryKey: ['teams'] });
    },
  });
}
