import { toast } from '../../../components/ui/toast-store';
import { ApiRequestError } from '../../../lib/api-client';
import { officeTexts } from '../texts';

/** The first error message of a refused office action, else the unknown error. */
export function showOfficeError(error: unknown): void {
  const first =
    error instanceof ApiRequestError ? error.errors.find((item) => item.message)?.message : null;
  toast.error(first || officeTexts.unknownError);
}
