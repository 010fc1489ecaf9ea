/** `GET /api/admin/queue-dashboard`: whether the BullMQ dashboard exists (Redis mode only). */
export interface QueueDashboardInfoDto {
  available: boolean;
  /** Where the dashboard page is (a browser page, not an API call). */
  path: string;
}

/**
 * `POST /api/admin/queue-dashboard/session`: sets the dashboard's short-lived HttpOnly cookie;
 * the admin's browser then opens `path`.
 */
export interface QueueDashboardSessionDto {
  path: string;
  expiresAt: string;
}
