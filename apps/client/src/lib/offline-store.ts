import { create } from 'zustand';
import { OFFLINE_FROM_HEADER, OFFLINE_READS_CACHE } from '../sw/offline-reads';

interface OfflineState {
  /** When the shown data was read from the server (ms), while the service worker serves it. */
  dataFrom: number | null;
}

/** Whether the page shows answers the service worker kept, and from when (the offline note). */
export const useOfflineStore = create<OfflineState>()(() => ({ dataFrom: null }));

/** api-client: every answer says where it came from (the SW's header, or the network). */
export function noteAnswerSource(response: Response): void {
  const header = response.headers.get(OFFLINE_FROM_HEADER);
  const from = header ? Number(header) : null;
  const dataFrom = from !== null && Number.isFinite(from) ? from : null;
  const current = useOfflineStore.getState().dataFrom;
  // the oldest answer on screen is what the note must own up to
  if (dataFrom !== null) {
    useOfflineStore.setState({
      dataFrom: current === null ? dataFrom : Math.min(current, dataFrom),
    });
  } else if (current !== null && response.ok) {
    useOfflineStore.setState({ dataFrom: null });
  }
}

/** Logout: the reads kept for offline use go with the session (nothing for the next account). */
export async function forgetOfflineReads(): Promise<void> {
  useOfflineStore.setState({ dataFrom: null });
  if (typeof caches === 'undefined') return;
  await caches.delete(OFFLINE_READS_CACHE).catch(() => false);
}
