import type { UserProfileDto } from '@liga/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/user/{id}: the own profile, to fill the personal data form. */
export function getAccount(userId: string): Promise<UserProfileDto> {
  return api.get<UserProfileDto>(`/api/user/${encodeURIComponent(userId)}`);
}

export function useAccount(userId: string | null, { enabled = true } = {}) {
  return useQuery({
    queryKey: ['users', 'account', userId],
    queryFn: () => getAccount(userId ?? ''),
    enabled: enabled && userId !== null,
  });
}
