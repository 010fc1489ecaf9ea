import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast-store';
import { applicationsTexts } from '../texts';

/** Spec section 8: the first errors[].message in a popup, else 'An unknown error occured'. */
export function showActionError(error: unknown, durationMs?: number): void {
  console.error('Application action failed', error);
  const first =
    error instanceof ApiRequestError ? error.errors.find((item) => item.message)?.message : null;
  toast.error(first || applicationsTexts.unknownError, durationMs);
}
