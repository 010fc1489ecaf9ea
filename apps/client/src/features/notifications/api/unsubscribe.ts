import type { UnsubscribeResultDto } from '@liga/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/notification/unsubscribe?token=: the mail's one-click link, opened as a page. */
export function unsubscribe(token: string): Promise<UnsubscribeResultDto> {
  return api.post<UnsubscribeResultDto>('/api/notification/unsubscribe', undefined, {
    query: { token },
    auth: false,
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
