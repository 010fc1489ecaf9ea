import type { NotificationPreferenceDto, SetNotificationPreferencesRequest } from '@liga/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/notification/preferences: every kind's e-mail setting. */
export function getPreferences(): Promise<NotificationPreferenceDto[]> {
  return api.get<NotificationPreferenceDto[]>('/api/notification/preferences');
}

export const preferencesQuery = () =>
  queryOptions({ queryKey: ['notifications', 'preferences'], queryFn: getPreferences });

export function usePreferences({ enabled = true } = {}) {
  return useQuery({ ...preferencesQuery(), enabled });
}

/** PUT /api/notification/preferences: answers every kind's setting. */
export function setPreferences(
  input: SetNotificationPreferencesRequest,
): Promise<NotificationPreferenceDto[]> {
  return api.put<NotificationPreferenceDto[]>('/api/notification/preferences', input);
}

export function useSetPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPreferences,
    onSuccess: (answer) => queryClient.setQueryData(preferencesQuery().queryKey, answer),
  });
}
