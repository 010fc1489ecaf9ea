import { useCallback, useEffect, useState } from 'react';
import {
  getPushConfig,
  removePushSubscription,
  savePushSubscription,
} from '../api/push-subscription';

export type WebPushState = 'unsupported' | 'off' | 'on' | 'denied' | 'busy';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Web Push on this browser (issue 19): whether it is on, and turning it on or off. */
export function useWebPush() {
  const [state, setState] = useState<WebPushState>(supported() ? 'busy' : 'unsupported');

  useEffect(() => {
    if (!supported()) return;
    void navigator.serviceWorker.ready
      .then((reg) => reg.pushManager.getSubscription())
      .then((sub) => setState(Notification.permission === 'denied' ? 'denied' : sub ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);

  const turnOn = useCallback(async () => {
    setState('busy');
    try {
      const { publicKey } = await getPushConfig();
      if (!publicKey || (await Notification.requestPermission()) !== 'granted') {
        setState(Notification.permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const reg = await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      await savePushSubscription(sub.toJSON());
      setState('on');
    } catch {
      setState('off');
    }
  }, []);

  const turnOff = useCallback(async () => {
    setState('busy');
    try {
      const reg = await navigator.serviceWorker.ready;
      const sub = await reg.pushManager.getSubscription();
      if (sub) {
        await removePushSubscription(sub.endpoint).catch(() => undefined);
        await sub.unsubscribe();
      }
    } finally {
      setState('off');
    }
  }, []);

  return { state, turnOn, turnOff };
}
