import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';
import { challengesTexts } from '../texts';

/** Spec section 8, captain screens: the first errors[].message, else 'An unknown error occured'. */
export function actionErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const first = error.errors.find((item) => item.message)?.message;
    if (first) return first;
  }
  return challengesTexts.unknownError;
}

export function showActionError(error: unknown): void {
  console.error('Challenge action failed', error);
  toast.error(actionErrorMessage(error));
}
