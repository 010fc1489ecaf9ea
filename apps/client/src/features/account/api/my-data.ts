import type { DeleteAccountRequest } from '@liga/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, apiDownload } from '../../../lib/api-client';

/** GET /api/user/my-data: saved by the browser as a JSON file. */
export function downloadMyData(): Promise<void> {
  return apiDownload(
    '/api/user/my-data',
    `liga-moje-dane-${new Date().toISOString().slice(0, 10)}.json`,
  );
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** POST /api/user/delete-account {password}: the caller's own account goes. */
export function deleteAccount(input: DeleteAccountRequest): Promise<null> {
  return api.post<null>('/api/user/delete-account', input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
