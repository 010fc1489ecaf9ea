import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * Spec section 8, pitch failures: the alert ('Error creating pitch.' …) as an error toast, with
 * the server's Polish message after it when the answer carries one.
 */
export function showPitchError(alert: string, error: unknown): void {
  console.error(alert, error);
  const detail =
    error instanceof ApiRequestError
      ? (error.errors.find((item) => item.message)?.message ?? error.message)
      : null;
  toast.error(detail ? `${alert} ${detail}` : alert);
}
