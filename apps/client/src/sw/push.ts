/// <reference lib="webworker" />

/** What the server sends in a Web Push message (apps/server notifications' push sender). */
interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

function readPayload(event: PushEvent): PushPayload {
  try {
    return (event.data?.json() as PushPayload | undefined) ?? {};
  } catch {
    return { body: event.data?.text() };
  }
}

/** Shows a push as a system notification; a click opens the page it is about. */
export function showPush(self: ServiceWorkerGlobalScope, event: PushEvent): Promise<void> {
  const payload = readPayload(event);
  return self.registration.showNotification(payload.title ?? 'Liga Szóstek', {
    body: payload.body ?? '',
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    tag: payload.tag,
    lang: 'pl',
    data: { url: payload.url ?? '/news' },
  });
}

/** Focuses an open Liga window on the notification's page, or opens one. */
export async function handleNotificationClick(
  self: ServiceWorkerGlobalScope,
  event: NotificationEvent,
): Promise<void> {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const target = new URL(data?.url ?? '/news', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    if ('focus' in client) {
      await client.focus();
      await client.navigate(target);
      return;
    }
  }
  await self.clients.openWindow(target);
}
