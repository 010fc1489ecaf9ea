import type { QueueDashboardSessionDto } from '@liga/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast-store';

/**
 * POST /api/admin/queue-dashboard/session: the server sets the dashboard's short-lived HttpOnly
 * cookie (a page navigation carries no bearer token), then the browser goes to the dashboard.
 */
export function openQueueDashboard(): Promise<QueueDashboardSessionDto> {
  return api.post<QueueDashboardSessionDto>('/api/admin/queue-dashboard/session');
}

export function useOpenQueueDashboard() {
  return useMutation({
    mutationFn: openQueueDashboard,
    onSuccess: (session) => window.location.assign(session.path),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
