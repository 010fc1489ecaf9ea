import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast-store';
import { adminTeamsTexts } from '../texts';

/** Spec section 8, admin actions: the first error message, else 'An unknown error occured.'. */
export function showAdminError(error: unknown): void {
  console.error('Admin team action failed', error);
  const first =
    error instanceof ApiRequestError ? error.errors.find((item) => item.message)?.message : null;
  toast.error(first || adminTeamsTexts.unknownError);
}
