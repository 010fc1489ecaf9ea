import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast-store';
import { teamsTexts } from '../texts';

/** Spec section 8, captain screens: the first errors[].message, else 'An unknown error occured'. */
export function actionErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const first = error.errors.find((item) => item.message)?.message;
    if (first) return first;
  }
  return teamsTexts.unknownError;
}

/** Shows the error popup of a failed team action (and keeps the details in the console). */
export function showActionError(error: unknown, durationMs?: number): void {
  console.error('Team action failed', error);
  toast.error(actionErrorMessage(error), durationMs);
}
