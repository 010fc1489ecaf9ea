import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../../../config/app-config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The contact the push services see (mailto: or https:). */
  subject: string;
}

const FILE = 'vapid.json';
const memo = new Map<string, VapidKeys | null>();

/**
 * The server's VAPID keys (issue 19): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set (the
 * API nodes and workers of a deployment share them); in embedded mode generated once into
 * `<DATA_DIR>/vapid.json` and kept, so browsers subscribed stay subscribed across restarts.
 * Null (Web Push off) when neither applies.
 */
export function vapidKeys(config: AppConfig): VapidKeys | null {
  const key = `${config.dataDir}|${config.vapidPublicKey ?? ''}`;
  if (!memo.has(key)) memo.set(key, load(config));
  return memo.get(key) ?? null;
}

function load(config: AppConfig): VapidKeys | null {
  const subject = config.vapidSubject ?? 'mailto:kontakt@ligaszostek.pl';
  if (config.vapidPublicKey && config.vapidPrivateKey) {
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey, subject };
  }
  if (!config.embedded) return null;
  const path = join(config.dataDir, FILE);
  if (existsSync(path)) {
    const stored = JSON.parse(readFileSync(path, 'utf8')) as Omit<VapidKeys, 'subject'>;
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const generated = webpush.generateVAPIDKeys();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(path, JSON.stringify(generated), { mode: 0o600 });
  return { ...generated, subject };
}
