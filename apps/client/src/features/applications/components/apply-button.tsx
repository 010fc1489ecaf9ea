import { confirmAction } from '../../../components/ui/confirm-store';
import { toast } from '../../../components/ui/toast-store';
import { useMyApplications } from '../api/get-applications-for-user';
import { useSendApplication } from '../api/send-application';
import { useWithdrawApplication } from '../api/withdraw-application';
import { showActionError } from '../lib/action-error';
import { applicationsTexts as t } from '../texts';
import { runMutation } from '../../../lib/run-mutation';

/** A non-member's 'Aplikuj do drużyny', or 'Anuluj aplikację' while the application waits. */
export function ApplyButton({ teamId, userId }: { teamId: string; userId: string }) {
  const mine = useMyApplications(userId);
  const send = useSendApplication();
  const withdraw = useWithdrawApplication();
  const pending = mine.data?.find((application) => application.team?.id === teamId);
  const busy = mine.isPending || send.isPending || withdraw.isPending;

  if (pending) {
    const cancel = async () => {
      if (!(await confirmAction({ message: t.confirm, danger: true }))) return;
      runMutation(withdraw.mutateAsync, pending.id, {
        onSuccess: () => toast.success(t.cancelled),
        onError: (error) => showActionError(error),
      });
    };
    return (
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => void cancel()}
        disabled={busy}
      >
        {t.cancelApplication}
      </button>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={busy}
      onClick={() =>
        runMutation(
          send.mutateAsync,
          { teamId, userId },
          {
            onSuccess: () => toast.success(t.applied),
            onError: (error) => showActionError(error),
          },
        )
      }
    >
      {t.apply}
    </button>
  );
}
