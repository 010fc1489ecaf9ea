import { OperationsPanel } from '../../../features/admin-operations/components/operations-panel';
import { useSession } from '../../../features/auth/hooks/use-session';

/** /admin/operations — Operacje: projections, poison events, the event log (admin only). */
export function AdminOperationsRoute() {
  const { canFetch } = useSession();
  return <OperationsPanel enabled={canFetch} />;
}
