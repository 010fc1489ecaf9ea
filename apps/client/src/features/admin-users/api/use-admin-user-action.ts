import type { UserSearchRowDto } from '@liga/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-store';
import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';
import { bumpImageVersion } from '../../../lib/image-version';
import { adminUsersTexts as t } from '../texts';
import { deleteUser } from './delete-user';
import { deleteUserAvatar } from './delete-user-avatar';
import { resetUserData } from './reset-user-data';
import { resetUserPassword } from './reset-user-password';

export type AdminUserAction = 'resetPassword' | 'deleteAvatar' | 'deleteUser' | 'resetData';

export const ACTION_LABELS: Record<AdminUserAction, string> = {
  resetPassword: t.resetPassword,
  deleteAvatar: t.deleteAvatar,
  deleteUser: t.deleteUser,
  resetData: t.resetData,
};

/** First error message of a failed admin call, or the spec's fallback text. */
export function adminFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return error.message;
    return error.errors[0]?.message || t.unknownError;
  }
  return t.unknownError;
}

export interface TemporaryPassword {
  name: string;
  password: string;
}

/** Confirm, call, announce: the four per-player admin actions. */
export function useAdminUserAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);

  async function run(action: AdminUserAction, user: UserSearchRowDto, name: string) {
    const confirmed = await confirmAction({
      title: t.confirmTitle(ACTION_LABELS[action], name),
      message: t.confirm,
      confirmLabel: ACTION_LABELS[action],
      danger: action !== 'resetPassword',
    });
    if (!confirmed) return;
    setBusy(`${action}:${user.id}`);
    try {
      if (action === 'resetPassword') {
        const answer = await resetUserPassword(user.id);
        setTemporary({ name, password: answer.temporaryPassword });
      } else if (action === 'deleteAvatar') {
        await deleteUserAvatar(user.id);
        bumpImageVersion(`user:${user.id}`);
      } else if (action === 'deleteUser') {
        await deleteUser(user.id);
      } else {
        await resetUserData(user.id);
      }
      toast.success(t.success[action]);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    } catch (error) {
      toast.error(adminFailureMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return {
    run,
    isBusy: (action: AdminUserAction, userId: string) => busy === `${action}:${userId}`,
    anyBusy: (userId: string) => busy?.endsWith(`:${userId}`) ?? false,
    temporary,
    closeTemporary: () => setTemporary(null),
  };
}
