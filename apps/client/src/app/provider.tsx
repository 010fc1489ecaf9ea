import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSessionBootstrap } from '../features/auth/hooks/use-session-bootstrap';
import { useSessionStore } from '../features/auth/stores/session-store';
import { toast } from '../components/ui/toast-store';
import { setAuthTokenProvider, setViewsCatchingUpListener } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { commonTexts } from '../texts/common';

setAuthTokenProvider(() => useSessionStore.getState().authorizationToken);
// a write saved while a view lags: say so (the live push refreshes the view when it catches up)
setViewsCatchingUpListener(() => toast.info(commonTexts.viewsCatchingUp));

/** The query cache and the session check, around the whole app. */
export function AppProvider({ children }: { children: ReactNode }) {
  useSessionBootstrap();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
