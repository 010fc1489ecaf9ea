/**
 * The photo picked at registration waits here (a 256×256 PNG data URL in localStorage) until
 * the new user verifies the address and logs in for the first time; then it is uploaded.
 */
export interface PendingAvatar {
  /** The id the registration answered (null if it answered none: matched by e-mail). */
  userId: string | null;
  email: string;
  dataUrl: string;
}

const KEY = 'pendingAvatar';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps the photo; false when the browser refused to store it (quota, privacy mode). */
export function savePendingAvatar(avatar: PendingAvatar): boolean {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...avatar, email: avatar.email.toLowerCase() }));
    return storage() !== null;
  } catch {
    return false;
  }
}

/** The photo waiting for this user (by id, or by e-mail when no id was known), if any. */
export function findPendingAvatar(userId: string, email: string | null): PendingAvatar | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const avatar = JSON.parse(raw) as PendingAvatar;
    if (typeof avatar?.dataUrl !== 'string' || !avatar.dataUrl.startsWith('data:image/')) {
      return null;
    }
    const sameUser = avatar.userId
      ? avatar.userId === userId
      : email !== null && avatar.email === email.trim().toLowerCase();
    return sameUser ? avatar : null;
  } catch {
    return null;
  }
}

export function clearPendingAvatar(): void {
  storage()?.removeItem(KEY);
}
