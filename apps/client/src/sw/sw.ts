/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  OFFLINE_FROM_HEADER,
  OFFLINE_READS_CACHE,
  isOfflineRead,
  offlineKey,
  requestUser,
} from './offline-reads';
import { handleNotificationClick, showPush } from './push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell (HTML, JS, CSS, icons) of this build; older builds' files are dropped.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open pages at once (their reads are kept from then on); a later
// version waits for "Nowa wersja — odśwież" (SKIP_WAITING below).
clientsClaim();

// Every page of the SPA opens from the cached index.html when offline.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/socket\.io\//],
  }),
);

// Team crests and player pictures: public images, kept for a week.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && /^\/api\/(team|user)\/image\//.test(url.pathname),
  new CacheFirst({
    cacheName: 'liga-images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  }),
);

// The table, matches and calendar: network first; the last answer of this user when offline.
registerRoute(
  ({ url, request }) => isOfflineRead(url, request.method),
  async ({ request, url }) => {
    const user = requestUser(request.headers.get('Authorization'));
    try {
      const response = await fetch(request);
      if (user) await keepRead(offlineKey(url, user), response);
      return response;
    } catch (error) {
      const cached = user
        ? await (await caches.open(OFFLINE_READS_CACHE)).match(offlineKey(url, user))
        : undefined;
      if (cached) return cached;
      throw error;
    }
  },
);

/**
 * Keeps a 200 answer stamped with the time it was read; a 304 (the page's ETag still holds)
 * moves the stamp of the kept answer, which is as fresh as the server just said.
 */
async function keepRead(key: string, response: Response): Promise<void> {
  if (response.status !== 200 && response.status !== 304) return;
  const cache = await caches.open(OFFLINE_READS_CACHE);
  const source = response.status === 200 ? response.clone() : await cache.match(key);
  if (!source) return;
  const stamped = new Response(await source.blob(), {
    status: 200,
    headers: {
      'Content-Type': source.headers.get('Content-Type') ?? 'application/json',
      [OFFLINE_FROM_HEADER]: String(Date.now()),
    },
  });
  await cache.put(key, stamped);
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  // "Nowa wersja — odśwież": the page asks the waiting worker to take over.
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // Logout: nothing of this account stays on the device.
  if (data?.type === 'FORGET_READS') event.waitUntil(caches.delete(OFFLINE_READS_CACHE));
});

self.addEventListener('push', (event) => event.waitUntil(showPush(self, event)));
self.addEventListener('notificationclick', (event) =>
  event.waitUntil(handleNotificationClick(self, event)),
);
