import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast-store';
import { adminMatchesTexts } from '../texts';

/** The server's first Polish message as an error toast, else the generic one. */
export function showCancelError(error: unknown): void {
  console.error('Admin match cancellation failed', error);
  const first =
    error instanceof ApiRequestError ? error.errors.find((item) => item.message)?.message : null;
  toast.error(first || adminMatchesTexts.unknownError);
}
