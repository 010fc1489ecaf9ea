import { useCallback } from 'react';
import { login } from '../api/login';
import { useSessionStore } from '../stores/session-store';

/**
 * After the password change the server ends every session of the account, this device's too
 * (its tokens are refused from then on): the device signs in again with the new password, on
 * the same door (user or admin) it came through, so the user stays logged in. Logs out if that
 * fails.
 */
export function useSignInAgain(): (newPassword: string) => Promise<void> {
  return useCallback(async (newPassword: string) => {
    const { username, role, setSession, logout } = useSessionStore.getState();
    if (!username) return logout();
    try {
      const answer = await login(role === 'Admin' ? 'admin' : 'user', {
        username,
        password: newPassword,
      });
      setSession(answer, username);
    } catch {
      logout();
    }
  }, []);
}
