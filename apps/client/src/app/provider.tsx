import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSessionBootstrap } from '../features/auth/hooks/use-session-bootstrap';
import { useSessionStore } from '../features/auth/stores/session-store';
import { setAuthTokenProvider } from '../lib/api-client';
import { queryClient } from '../lib/query-client';

setAuthTokenProvider(() => useSessionStore.getState().authorizationToken);

/** The query cache and the session check, around the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  useSessionBootstrap();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
