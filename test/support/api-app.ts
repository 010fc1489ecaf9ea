import {
  type ApiApp,
  type ApiAppOptions,
  createApiApp as createPlatformApiApp,
} from '../../apps/server/src/platform/bootstrap/api-app';
import type { Infrastructure } from '../../apps/server/src/platform/bootstrap/infrastructure';
import { featureStartupTasks } from '../../apps/server/src/startup-tasks';

export type { ApiApp };

/** The API in-process as main.ts builds it, the features' start-up work included. */
export function createApiApp(infra: Infrastructure, options: ApiAppOptions = {}): Promise<ApiApp> {
  return createPlatformApiApp(infra, { startupTasks: featureStartupTasks, ...options });
}
