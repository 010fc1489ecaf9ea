import { type ApiApp, createApiApp } from './api-app';
import type { Clock } from '../../apps/server/src/platform/clock/clock';
import { apiClient } from './api';
import { createTestInfrastructure, type TestInfrastructure } from './infrastructure';
import { type SmtpReceiver, startSmtpReceiver } from './smtp';
import { freePort } from './start-app';

export interface AccountsTestApp {
  infra: TestInfrastructure;
  api: ApiApp;
  http: ReturnType<typeof apiClient>;
  smtp: SmtpReceiver;
  baseUrl: string;
  /** Waits until the in-process projections have applied everything appended so far. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The API in-process on a fresh database, mailing through a real local SMTP receiver, with
 * PUBLIC_URL set to its own address (the verification links point back at it).
 */
export async function startAccountsApp(
  label: string,
  options: { env?: Record<string, string>; clock?: Clock } = {},
): Promise<AccountsTestApp> {
  const smtp = await startSmtpReceiver();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const infra = await createTestInfrastructure({
    label,
    clock: options.clock,
    env: { SMTP_URL: smtp.url, PUBLIC_URL: baseUrl, ...options.env },
  });
  const api = await createApiApp(infra, { serveClient: false });
  await api.listen(port, '127.0.0.1');
  return {
    infra,
    api,
    http: apiClient(baseUrl),
    smtp,
    baseUrl,
    settle: () => api.daemon?.drainAll() ?? Promise.resolve(),
    async close() {
      await api.close();
      await infra.dispose();
      await smtp.close();
    },
  };
}
