import { useOpenQueueDashboard } from '../api/open-queue-dashboard';
import { useQueueDashboard } from '../api/get-queue-dashboard';
import { adminQueuesTexts as t } from '../texts';

/** The admin tab bar's way to the BullMQ dashboard; shown only when the server runs Redis. */
export function QueueDashboardLink({ className }: { className: string }) {
  const info = useQueueDashboard();
  const open = useOpenQueueDashboard();
  if (!info.data?.available) return null;
  return (
    <button
      type="button"
      className={className}
      title={t.linkHint}
      disabled={open.isPending}
      onClick={() => open.mutate()}
    >
      {open.isPending ? t.opening : t.link}
    </button>
  );
}
